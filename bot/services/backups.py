"""Timed backups by the running bot (BACKUP_EVERY, BACKUP_KEEP): a consistent copy of the
database in the bot's own format every so often, the newest `keep` kept.

Each is `bot.storage.backup.write_backup` on a connection of its own, so play goes on while it
is taken.  A backup that fails is logged and tried again at the next time; it never stops the bot.
"""

from __future__ import annotations

import asyncio
import logging
import re
from datetime import UTC, datetime
from pathlib import Path

from bot.storage import StorageError
from bot.storage.backup import write_backup
from engine.plurals import counted

log = logging.getLogger("poker.backups")

NAME = re.compile(r"^poker-\d{8}-\d{6}\.jsonl$")
_UNITS = {"s": 1, "m": 60, "h": 3600, "d": 86400}
_EVERY = re.compile(r"^(\d+)\s*([smhd]?)$")


def parse_every(text: str) -> int:
    """BACKUP_EVERY as seconds: a whole number with s, m, h or d ("6h"), bare seconds ("90")."""
    match = _EVERY.match(text.strip().lower())
    seconds = int(match[1]) * _UNITS[match[2] or "s"] if match else 0
    if not 1 <= seconds <= 366 * 86400:
        raise ValueError(f"{text[:20]!r} is not a time between backups such as 30m, 6h or 1d "
                         "(a number with s, m, h or d, at most a year); leave it unset for none")
    return seconds


class TimedBackups:
    def __init__(self, url: str, folder: Path, *, every: float, keep: int) -> None:
        self.url, self.folder, self.every, self.keep = url, folder, every, keep
        self.written: list[Path] = []  # by this process, oldest first
        self._stopping = asyncio.Event()

    async def run(self) -> None:
        """Until `stop`: wait `every` seconds, back up, drop the oldest beyond `keep`."""
        while True:
            try:
                await asyncio.wait_for(self._stopping.wait(), self.every)
                return
            except TimeoutError:
                await self.once()

    def stop(self) -> None:
        """End `run` at its next wait: a backup being written is finished first, never cut."""
        self._stopping.set()

    async def once(self) -> Path | None:
        out = self.folder / f"poker-{datetime.now(UTC):%Y%m%d-%H%M%S}.jsonl"
        try:
            self.folder.mkdir(parents=True, exist_ok=True)
            backed = await write_backup(self.url, out)
        except (StorageError, OSError) as exc:
            log.warning("timed backup to %s failed (%s); trying again in %g s", out, exc, self.every)
            return None
        except Exception:  # a fault of ours: said in full, and the timer goes on
            log.exception("timed backup to %s failed; trying again in %g s", out, self.every)
            return None
        self.written.append(out)
        log.info("backup written to %s (schema version %d, %s)", out, backed.schema_version,
                 counted(sum(backed.rows.values()), "rows"))
        self.prune()
        return out

    def prune(self) -> None:
        """Keep the newest `keep` timed backups in the folder (by their names, which sort by time)."""
        ours = sorted(p for p in self.folder.iterdir() if NAME.match(p.name))
        for old in ours[:-self.keep]:
            try:
                old.unlink()
            except OSError as exc:
                log.warning("could not remove the old backup %s (%s)", old, exc)
