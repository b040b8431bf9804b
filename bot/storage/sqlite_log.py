"""The SQLite file's write-ahead log, looked after off the event loop: each commit made
durable by a sync of the log shared with the commits made meanwhile (a group commit), and
the log's checkpoints on a connection and thread of their own, between the bot's
transactions.

A brief write commits on the event loop's thread (`bot/storage/sqlite.py`).  With SQLite's
`synchronous = FULL` that commit would sync the log there, and the commit that crossed the
checkpoint threshold would copy thousands of pages into the file and sync it too, with the
loop standing still.  So the bot's connection appends to the log without syncing it
(`synchronous = NORMAL`, which in WAL mode keeps the file whole through a power cut) and
never checkpoints (`wal_autocheckpoint = 0`); a transaction that wrote is not over for its
caller until `durable` has seen the log synced after its commit, in a thread of the log's own
and with the connection free for the next transaction.  So every commit the bot acts on is on the
disk, as with `FULL`, and one sync serves every commit made while the last one ran.
"""

from __future__ import annotations

import asyncio
import logging
import os
import queue
import sqlite3
import threading
from contextlib import suppress

import aiosqlite

log = logging.getLogger(__name__)

EVERY = 200  # commits between checkpoints: about SQLite's own 1,000 pages, at a click's few pages each


class Log:
    def __init__(self, db: aiosqlite.Connection, wal: str, turns: asyncio.Lock) -> None:
        self.db = db  # the checkpoints' connection
        self.wal = wal  # the log's file, beside the database
        self.turns = turns  # the bot's connection's: held, no transaction of the bot's is under way
        self.commits = 0  # writes committed
        self.synced = 0  # of those, the ones known to be on the disk
        self.syncs = 0  # syncs run, for tests and the curious
        self.checkpoints = 0
        self._fd: int | None = None
        self._since_checkpoint = 0
        self._sync: asyncio.Future[None] | None = None
        self._checkpoint: asyncio.Task[None] | None = None
        # The syncs' own thread, asked through a queue: a pool's thread (`asyncio.to_thread`) cost
        # the loop a context copied, a work item, two futures chained and a task at every write.
        self._asked: queue.SimpleQueue[tuple[asyncio.AbstractEventLoop, asyncio.Future[None], int] | None] = \
            queue.SimpleQueue()
        self._syncer: threading.Thread | None = None

    @classmethod
    async def open(cls, target: str, uri: bool, wal: str, turns: asyncio.Lock) -> Log:
        return cls(await aiosqlite.connect(target, isolation_level=None, uri=uri), wal, turns)

    def committed(self) -> int:
        """A write committed (not yet synced): its number for `durable`.  Checkpoint once
        `EVERY` have, unless one is under way."""
        self.commits += 1
        self._since_checkpoint += 1
        if self._since_checkpoint >= EVERY and (self._checkpoint is None or self._checkpoint.done()):
            self._since_checkpoint = 0
            self._checkpoint = asyncio.get_running_loop().create_task(self._run_checkpoint())
        return self.commits

    async def durable(self, commit: int) -> None:
        """Return once commit number `commit` is on the disk: a sync of the log begun after it
        has ended.  OSError if the disk failed to sync."""
        while self.synced < commit:
            if self._sync is None or self._sync.done():
                self._sync = self._ask_sync(self.commits)
            await asyncio.shield(self._sync)  # a waiter cancelled cancels no sync the others wait on

    def sync_file(self) -> None:
        """Sync the log's file (in the syncs' thread)."""
        if self._fd is None:
            self._fd = os.open(self.wal, os.O_RDONLY)
        os.fsync(self._fd)

    def _ask_sync(self, upto: int) -> asyncio.Future[None]:
        """A sync begun now of the commits up to `upto`: done when it has ended."""
        loop = asyncio.get_running_loop()
        done: asyncio.Future[None] = loop.create_future()
        if self._syncer is None:
            self._syncer = threading.Thread(target=self._syncing, name="sqlite-log-sync", daemon=True)
            self._syncer.start()
        self._asked.put((loop, done, upto))
        return done

    def _syncing(self) -> None:
        while (asked := self._asked.get()) is not None:
            loop, done, upto = asked
            failed: Exception | None = None
            try:
                self.sync_file()
            except Exception as exc:  # the waiters' to raise: this thread goes on for the next
                failed = exc
            with suppress(RuntimeError):  # the loop closed meanwhile: nobody waits any more
                loop.call_soon_threadsafe(self._synced, done, upto, failed)

    def _synced(self, done: asyncio.Future[None], upto: int, failed: Exception | None) -> None:
        if done.cancelled():
            return
        if failed is not None:
            done.set_exception(failed)
            return
        self.syncs += 1
        self.synced = max(self.synced, upto)
        done.set_result(None)

    async def _run_checkpoint(self) -> None:
        try:
            # Between the bot's transactions: a commit made while it copies would leave the log
            # not wholly copied, so the next write could not start it afresh, and it would grow.
            async with self.turns:
                await self.db.execute("PRAGMA wal_checkpoint(PASSIVE)")
            self.checkpoints += 1
        except (sqlite3.Error, ValueError) as exc:  # ValueError: closed meanwhile
            # The log keeps every commit until a later checkpoint copies it: nothing is lost.
            log.warning("a checkpoint of the SQLite file failed (%s); the next one tries again",
                        type(exc).__name__)

    async def close(self) -> None:
        for task in (self._sync, self._checkpoint):
            if task is not None:
                await asyncio.wait({task}, timeout=5)
        if self._syncer is not None:  # its last sync is over: it ends at the queue's end
            self._asked.put(None)
            self._syncer = None
        with suppress(sqlite3.Error):
            await self.db.close()
        if self._fd is not None:
            with suppress(OSError):
                os.close(self._fd)
            self._fd = None
