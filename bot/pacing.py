"""One pace for the bot's own requests, under Discord's global rate limit.

Discord lets a bot make 50 requests a second in all (interaction answers are
exempt).  Messages, edits and DMs go through this token bucket, so a burst
(two hundred tables dealing at once) is spread out instead of refused;
interaction answers never wait for it, so clicks are still answered at once.
"""

from __future__ import annotations

import asyncio
import time


class Pacer:
    def __init__(self, rate: float = 40.0, burst: int = 5) -> None:
        # At most burst + rate requests in any one second: 45, under the 50 Discord allows.
        self.rate = rate
        self.burst = burst
        self.tokens = float(burst)
        self.updated = time.monotonic()
        self.lock = asyncio.Lock()

    async def wait(self) -> None:
        """Return when one more request may be made."""
        async with self.lock:
            while True:
                now = time.monotonic()
                self.tokens = min(self.burst, self.tokens + (now - self.updated) * self.rate)
                self.updated = now
                if self.tokens >= 1:
                    self.tokens -= 1
                    return
                await asyncio.sleep((1 - self.tokens) / self.rate)
