"""The bot's event loop: uvloop's where it is installed, asyncio's own elsewhere.

Half of a click's processor time on the loop is the loop itself and its sockets (issue 43's
profile: asyncio 26%, aiohttp 22%); uvloop does the loop's and the transports' work in C.
It is a dependency wherever it builds (not on Windows); EVENT_LOOP=asyncio asks for asyncio's.
"""

from __future__ import annotations

import asyncio
import os
from collections.abc import Callable


def loop_factory(choice: str | None = None) -> tuple[str, Callable[[], asyncio.AbstractEventLoop] | None]:
    """Which loop the bot runs on (`choice`, else EVENT_LOOP, else uvloop where it imports), and
    what makes it (None: asyncio's default)."""
    choice = (choice or os.environ.get("EVENT_LOOP") or "uvloop").lower()
    if choice == "uvloop":
        try:
            import uvloop
        except ImportError:
            return "asyncio", None
        return "uvloop", uvloop.new_event_loop
    return "asyncio", None


def runner(choice: str | None = None) -> asyncio.Runner:
    return asyncio.Runner(loop_factory=loop_factory(choice)[1])
