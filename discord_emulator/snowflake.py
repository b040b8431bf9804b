"""Snowflake ids and timestamps in Discord's formats."""

from __future__ import annotations

import time
from datetime import UTC, datetime

DISCORD_EPOCH_MS = 1_420_070_400_000


class Snowflakes:
    """Hands out unique, increasing snowflakes whose embedded time is real.

    discord.py reads creation times out of ids, and sharding routes a guild by
    ``(guild_id >> 22) % shard_count``, so ids must be well formed.
    """

    def __init__(self) -> None:
        self._last_ms = 0
        self._increment = 0

    def next(self, *, shard: int | None = None, shard_count: int = 1) -> int:
        ms = max(int(time.time() * 1000) - DISCORD_EPOCH_MS, self._last_ms)
        if shard is not None:
            # Move the timestamp forward until the id lands on the wanted shard.
            while ms % shard_count != shard:
                ms += 1
        if ms == self._last_ms:
            self._increment += 1
            if self._increment >= 4096:
                ms, self._increment = ms + 1, 0
        else:
            self._increment = 0
        self._last_ms = ms
        return (ms << 22) | (1 << 17) | (1 << 12) | self._increment


def iso_now() -> str:
    """Discord's ISO 8601 timestamp with microseconds and an explicit offset."""
    return datetime.now(UTC).isoformat()
