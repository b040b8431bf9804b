"""Which guilds' tables this process plays: the shards it runs, out of how many.

Discord places a guild on shard ``(guild_id >> 22) % shard_count``. A process of a
cluster runs some of the shards and plays only the tables of their guilds: it
recovers, resumes, times and seats robots for those, and leaves the rest to
the processes that run the other shards.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from bot.services.errors import ServiceError
from bot.services.ids import Snowflake

MOST_SHARDS = 10_000  # far above what any bot of this kind needs; bounds a typing slip


class ShardError(ServiceError, ValueError):
    """A shard list or count that cannot be: its message names what is wrong."""


@dataclass(frozen=True)
class ShardPlan:
    """``ids`` of ``count`` shards; no count: one process with every shard, as Discord advises."""

    ids: tuple[int, ...] = ()
    count: int | None = None

    @property
    def cluster(self) -> bool:
        return self.count is not None

    def owns(self, guild: Snowflake) -> bool:
        if self.count is None:
            return True
        try:
            return (int(guild) >> 22) % self.count in self.ids
        except ValueError:
            return True  # not a Discord guild (a `poker-bot simulate` table): nobody's but ours

    @property
    def share(self) -> float:
        """This process's part of the bot's requests: Discord's global limit is one for them all."""
        return 1.0 if self.count is None else len(self.ids) / self.count

    def describe(self) -> str:
        return "every shard" if self.count is None else f"shards {_ranges(self.ids)} of {self.count}"


def parse_shards(text: str | None, count: int | None) -> ShardPlan:
    """``"0-3"``, ``"0,2,5"`` or ``"0-1,4"`` of ``count`` shards."""
    if text is None or not text.strip():
        if count is not None:
            raise ShardError("SHARD_COUNT needs SHARDS too: the shards this process runs, e.g. 0-3")
        return ShardPlan()
    if count is None:
        raise ShardError("SHARDS needs SHARD_COUNT too: how many shards the whole bot has")
    if not 1 <= count <= MOST_SHARDS:
        raise ShardError(f"SHARD_COUNT {count} is out of range: 1 to {MOST_SHARDS:,}")
    ids: set[int] = set()
    for part in text.split(","):
        match = re.fullmatch(r"\s*(\d{1,5})\s*(?:-\s*(\d{1,5})\s*)?", part)
        if match is None:
            raise ShardError(f"SHARDS {text.strip()!r}: write shard numbers and ranges, e.g. 0-3 or 0,2,5")
        low = int(match.group(1))
        high = int(match.group(2) or low)
        if low > high:
            raise ShardError(f"SHARDS {part.strip()!r}: a range runs from the lower number up")
        if high >= count:
            raise ShardError(f"SHARDS {part.strip()!r}: shards are numbered 0 to {count - 1} of {count}")
        ids.update(range(low, high + 1))
    return ShardPlan(tuple(sorted(ids)), count)


def _ranges(ids: tuple[int, ...]) -> str:
    out: list[str] = []
    for i in ids:
        if out and out[-1].split("-")[-1] == str(i - 1):
            out[-1] = f"{out[-1].split('-')[0]}-{i}"
        else:
            out.append(str(i))
    return ",".join(out)
