"""What can go wrong in storage, in words the rest of the bot can act on."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import TypeVar

E = TypeVar("E", bound=BaseException)


class StorageError(Exception):
    """A storage failure the caller should report, not a bug in the caller."""


class BadDatabaseUrl(StorageError, ValueError):
    """DATABASE_URL (or --db) names no database we can open; the message says why."""


class DatabaseUnusable(StorageError):
    """The database cannot be used as it is: a file SQLite cannot open, read or write, a full
    disk, a damaged file.  The message names it, says why and what to do; nothing was
    half-written (the transaction it happened in is rolled back).  `damaged`: the file is a
    database, but damaged (what the audit reports as an integrity breach)."""

    def __init__(self, message: str, damaged: bool = False) -> None:
        super().__init__(message)
        self.damaged = damaged


class DatabaseUnavailable(DatabaseUnusable):
    """The database server cannot be reached just now: refused, restarting, or the connection
    was lost.  It passes: the bot waits for the server (`Outage`) and carries on."""


class SchemaMissing(StorageError):
    """The database has not been migrated to the schema this code needs."""


class IntegrityViolation(StorageError):
    """A constraint refused a write: `kind` is 'unique', 'check', 'foreign_key' or 'not_null'.

    The transaction it happened in is rolled back by the caller's context manager.
    """

    def __init__(self, kind: str, message: str) -> None:
        super().__init__(message)
        self.kind = kind


@contextmanager
def constraints(library_error: type[E], violation: Callable[[E], IntegrityViolation]) -> Iterator[None]:
    """Within: a statement that breaks a constraint (the driver library's `library_error`)
    raises the `IntegrityViolation` that `violation` makes of it."""
    try:
        yield
    except library_error as exc:
        raise violation(exc) from None
