"""Rate-limit accounting per route bucket, optional enforcement, and injected 429s.

Discord does not publish its per-route limits; the defaults below are the
values its X-RateLimit headers commonly report (message create/edit/delete:
5 per 5 s per channel; everything: 50 per second). Change ``limits`` to match
what you observe.

Buckets use fixed windows, as Discord's headers describe them: a window opens
with the first request and lasts ``per`` seconds. Every request is counted;
a request beyond the limit is a *violation*. With ``enforce`` off (the
default) the emulator only counts, so tests stay fast and a test can assert
the bot paces itself (``violations() == []``). With ``enforce`` on it sends
X-RateLimit headers, as Discord does, so discord.py paces itself, and answers
excess requests with 429.
"""

from __future__ import annotations

import hashlib
import math
import time
from collections import defaultdict
from dataclasses import dataclass, field

Key = tuple[str, str, str]  # method, route template, major parameter

GLOBAL_KEY: Key = ("*", "*", "")

# Discord's interaction endpoints are not bound by the global limit: the callback, and
# the follow-ups and @original edits on the interaction's webhook (the only webhook emulated).
GLOBAL_EXEMPT = ("/interactions/", "/webhooks/{webhook_id}/{webhook_token}")


@dataclass(frozen=True)
class Limit:
    count: int
    per: float


EMOJI_CREATE_LIMIT = Limit(50, 3600.0)

DEFAULT_LIMITS: dict[tuple[str, str], Limit] = {
    ("POST", "/channels/{channel_id}/messages"): Limit(5, 5.0),
    ("PATCH", "/channels/{channel_id}/messages/{message_id}"): Limit(5, 5.0),
    ("DELETE", "/channels/{channel_id}/messages/{message_id}"): Limit(5, 5.0),
    # Emoji routes "do not follow the normal rate limit conventions" and their headers
    # "may be inaccurate" (docs/resources/emoji.mdx). No figure is published for
    # application emojis; bots report 50 uploads an hour for a guild's emojis
    # (discord-api-docs #2250, remoji-bot #9), so creation is held to that.
    ("POST", "/applications/{application_id}/emojis"): EMOJI_CREATE_LIMIT,
}


@dataclass
class Window:
    start: float
    count: int = 0


@dataclass
class Violation:
    key: Key
    window_start: float
    count: int
    limit: Limit


@dataclass
class Forced429:
    method: str | None
    template: str | None
    retry_after: float
    is_global: bool
    remaining: int


@dataclass
class Verdict:
    """What to do with a request: extra headers, or a 429 with its body."""

    headers: dict[str, str] = field(default_factory=dict)
    retry_after: float | None = None
    is_global: bool = False


class RateLimits:
    def __init__(self) -> None:
        self.limits: dict[tuple[str, str], Limit] = dict(DEFAULT_LIMITS)
        self.global_limit = Limit(50, 1.0)
        self.enforce = False
        self.hits: dict[Key, list[float]] = defaultdict(list)
        self._windows: dict[Key, Window] = {}
        self._violations: list[Violation] = []
        self._forced: list[Forced429] = []
        self.served_429: list[tuple[Key, float]] = []

    # -- test controls -------------------------------------------------

    def force_429(
        self,
        *,
        method: str | None = None,
        template: str | None = None,
        retry_after: float = 0.05,
        is_global: bool = False,
        count: int = 1,
    ) -> None:
        """Answer the next ``count`` matching requests with 429 (``None`` matches any)."""
        self._forced.append(Forced429(method, template, retry_after, is_global, count))

    def violations(self) -> list[Violation]:
        """Requests beyond a limit within one window, whether or not enforced."""
        return list(self._violations)

    def count(self, method: str, template: str, major: str | None = None) -> int:
        return sum(
            len(times)
            for (m, t, mj), times in self.hits.items()
            if m == method and t == template and (major is None or mj == major)
        )

    def peak(self, method: str, template: str, major: str, window: float) -> int:
        """Most requests to one bucket inside any sliding window of ``window`` seconds."""
        times = self.hits.get((method, template, major), [])
        best, lo = 0, 0
        for hi, t in enumerate(times):
            while t - times[lo] >= window:
                lo += 1
            best = max(best, hi - lo + 1)
        return best

    # -- called by the server for every request ---------------------------

    def check(self, method: str, template: str, major: str, at: float | None = None) -> Verdict:
        """Count one request arriving ``at`` (default: now) against its buckets."""
        now = time.monotonic() if at is None else at
        key = (method, template, major)
        forced = self._take_forced(method, template)
        if forced is not None:
            self.served_429.append((key, now))
            return Verdict(retry_after=forced.retry_after, is_global=forced.is_global)
        self.hits[key].append(now)
        verdict = Verdict()
        buckets: list[tuple[Key, Limit]] = []
        if not template.startswith(GLOBAL_EXEMPT):
            buckets.append((GLOBAL_KEY, self.global_limit))
        limit = self.limits.get((method, template))
        if limit is not None:
            buckets.append((key, limit))
        for bucket_key, bucket_limit in buckets:
            window = self._windows.get(bucket_key)
            if window is None or now - window.start >= bucket_limit.per:
                window = self._windows[bucket_key] = Window(now)
            window.count += 1
            reset_after = max(window.start + bucket_limit.per - now, 0.0)
            if window.count > bucket_limit.count:
                self._violations.append(Violation(bucket_key, window.start, window.count, bucket_limit))
                if self.enforce:
                    self.served_429.append((key, now))
                    self.hits[key].pop()
                    return Verdict(retry_after=reset_after, is_global=bucket_key == GLOBAL_KEY)
            if self.enforce and bucket_key != GLOBAL_KEY:
                verdict.headers = _headers(bucket_key, bucket_limit, window, reset_after)
        return verdict

    def _take_forced(self, method: str, template: str) -> Forced429 | None:
        for forced in self._forced:
            if forced.method in (None, method) and forced.template in (None, template):
                forced.remaining -= 1
                if forced.remaining <= 0:
                    self._forced.remove(forced)
                return forced
        return None


def _headers(key: Key, limit: Limit, window: Window, reset_after: float) -> dict[str, str]:
    bucket = hashlib.sha1(f"{key[0]} {key[1]}".encode()).hexdigest()[:16]
    return {
        "X-RateLimit-Limit": str(limit.count),
        "X-RateLimit-Remaining": str(max(limit.count - window.count, 0)),
        "X-RateLimit-Reset": f"{time.time() + reset_after:.3f}",
        "X-RateLimit-Reset-After": f"{reset_after:.3f}",
        "X-RateLimit-Bucket": bucket,
    }


def too_many_requests_headers(retry_after: float, *, is_global: bool) -> dict[str, str]:
    # discord.py treats a 429 without a Via header as a Cloudflare ban.
    headers = {
        "Retry-After": str(math.ceil(retry_after)),
        "Via": "1.1 google",
        "X-RateLimit-Scope": "global" if is_global else "user",
    }
    if is_global:
        headers["X-RateLimit-Global"] = "true"
    return headers
