"""The emulation's view of the bot's health: what Discord would have refused or given up on.

Requests a second, requests beyond a rate limit, interactions not answered
within Discord's 3 seconds, and calls the emulation does not know.
"""

from __future__ import annotations

import time
from typing import Any

from discord_emulator import DiscordWorld, InteractionRecord

SERIES_SECONDS = 60
LISTED = 20  # the newest of each kind of trouble
KEPT_REQUESTS = 20_000  # the request log is trimmed to this: a sandbox may run for days

Json = dict[str, Any]


def late(record: InteractionRecord, now: float) -> bool:
    """Answered after its deadline, or not at all and past it."""
    if record.acked_at is not None:
        return record.acked_at - record.injected_at > record.ack_deadline
    return now - record.injected_at > record.ack_deadline


def what(record: InteractionRecord) -> str:
    data = record.payload.get("data") or {}
    if "custom_id" in data:
        return f"component {data['custom_id']}"
    return "/" + (record.command_name or "?")


def health(world: DiscordWorld, bot: Json, now: float | None = None) -> Json:
    now = time.monotonic() if now is None else now
    series = [0] * SERIES_SECONDS
    for request in reversed(world.requests):
        age = int(now - request.at)
        if age >= SERIES_SECONDS:
            break
        if age >= 0:
            series[SERIES_SECONDS - 1 - age] += 1
    limits = world.rate_limits
    over = [{"method": v.key[0], "route": v.key[1], "count": v.count,
             "limit": f"{v.limit.count} per {v.limit.per:g} s", "ago": round(now - v.window_start, 1)}
            for v in limits.violations()[-LISTED:]]
    slow = [{"interaction_id": str(r.id), "user": r.user.name, "what": what(r),
             "latency": None if r.ack_latency is None else round(r.ack_latency, 2)}
            for r in world.interactions.values() if late(r, now)][-LISTED:]
    return {
        "rps": series[-1],
        "series": series,
        "requests": len(world.requests),
        "over_limits": over,
        "refused_429": len(limits.served_429),
        "late": slow,
        "unhandled": [{"method": r.method, "path": r.path} for r in world.unhandled[-LISTED:]],
        "bot": bot,
    }


def trim(world: DiscordWorld) -> None:
    """Forget the oldest requests: the tests read them all, a long sandbox need not."""
    extra = len(world.requests) - KEPT_REQUESTS
    if extra > 0:
        del world.requests[:extra]
