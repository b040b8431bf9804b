"""Storage: the only package with SQL in it.

SQLite (aiosqlite, the default) and PostgreSQL (asyncpg) behind one
repository interface; see `repository`.
"""

from bot.storage.errors import (
    BadDatabaseUrl,
    DatabaseUnavailable,
    DatabaseUnusable,
    IntegrityViolation,
    SchemaMissing,
    StorageError,
)
from bot.storage.ledger_queries import UnbalancedEntry
from bot.storage.outage import Outage
from bot.storage.repository import Storage, Tx, open_storage
from bot.storage.urls import DatabaseUrl, parse_database_url

__all__ = [
    "BadDatabaseUrl", "DatabaseUnavailable", "DatabaseUnusable", "DatabaseUrl", "IntegrityViolation", "Outage", "SchemaMissing", "Storage", "StorageError",
    "Tx", "UnbalancedEntry", "open_storage", "parse_database_url",
]
