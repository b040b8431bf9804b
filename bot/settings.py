"""The bot's settings, from the environment or a ``.env`` file (pydantic-settings).

    DATABASE_URL   sqlite:///data/poker.db (default) or postgresql://user:pw@host/db
    LOG_LEVEL      DEBUG, INFO (default), WARNING, ERROR
    LOG_FORMAT     text (default) or json: one JSON object a line, for journald and log collectors
    METRICS_ADDRESS   host:port of /metrics, /healthz and /readyz (off by default; "on": 127.0.0.1:9108)
    DISCORD_TOKEN, DEV_GUILD_ID, DISCORD_API_BASE, DISCORD_GATEWAY_URL   for the Discord runtime
    DISCORD_CONNECT_TIMEOUT   seconds `poker-bot run` waits to be connected before it gives up (30)
    SHARDS, SHARD_COUNT   a cluster: the shards this process runs (0-3) of how many (8); PostgreSQL only
    DISCORD_GLOBAL_RATE   requests a second Discord allows the bot in all (50, unless it granted more)
    STATE_DIR      where the bot keeps its small files, such as the last command sync (data)
    CARD_ART_DIR   where the drawn cards are kept (data/cards)
    CARD_DECK      classic or four-colour (default): the bot's cards, in emojis and pictures
    CARD_EMOJIS    true (default): upload the card emojis to the application and use them
    BACKUP_EVERY, BACKUP_KEEP   the running bot backs the database up this often (30m, 6h, 1d)
                   into STATE_DIR/backups, keeping the newest BACKUP_KEEP (7); unset: no timed backups
"""

from __future__ import annotations

import contextvars
import json
import logging
from datetime import UTC, datetime
from typing import Literal
from urllib.parse import urlsplit

from pydantic import Field, SecretStr, ValidationInfo, field_validator, model_validator
from pydantic_settings import BaseSettings, SettingsConfigDict

from bot.services.shards import ShardPlan, parse_shards
from bot.storage.urls import parse_database_url

DEFAULT_DATABASE_URL = "sqlite:///data/poker.db"
DEFAULT_CARD_ART_DIR = "data/cards"


class ArtSettings(BaseSettings):
    """The one setting the card pictures read, on its own: a bad DATABASE_URL, say, must not
    stop `poker-bot cards` drawing."""

    model_config = SettingsConfigDict(env_file=".env", env_file_encoding="utf-8", extra="ignore",
                                      case_sensitive=False)

    card_art_dir: str = DEFAULT_CARD_ART_DIR
    card_deck: Literal["classic", "four-colour"] = "four-colour"  # the bot's cards, in emojis and pictures


class Settings(ArtSettings):
    database_url: str = DEFAULT_DATABASE_URL
    card_emojis: bool = True  # upload and use the card emojis (no: cards in suit symbols)
    log_level: str = "INFO"
    log_format: Literal["text", "json"] = "text"
    metrics_address: str | None = None  # "host:port", or None: no metrics, no health checks
    discord_token: SecretStr | None = None
    dev_guild_id: int | None = None
    discord_api_base: str | None = None
    discord_gateway_url: str | None = None
    discord_connect_timeout: float = Field(30.0, gt=0, le=3600)
    state_dir: str = "data"
    discord_global_rate: int = Field(50, ge=1, le=100_000)
    shards: str | None = None  # this process's shards of a cluster, e.g. "0-3" (bot/services/shards.py)
    shard_count: int | None = None
    picture_worker: bool = True  # draw the pictures in a process of their own, on another core (no: a thread)
    backup_every: str | None = None  # e.g. "6h": timed backups by the running bot (bot/services/backups.py)
    backup_keep: int = Field(7, ge=1, le=10_000)

    @model_validator(mode="after")
    def _shards_make_sense(self) -> Settings:
        plan = self.shard_plan()  # ShardError is a ValueError: one line naming the setting
        if plan.cluster and not self.database_url.startswith(("postgresql", "postgres")):
            raise ValueError("SHARDS: a cluster of shard processes needs PostgreSQL (DATABASE_URL="
                             "postgresql://…): its processes share one database, which a SQLite file "
                             "cannot be for processes on several machines, nor safely for several on one")
        return self

    def shard_plan(self) -> ShardPlan:
        return parse_shards(self.shards, self.shard_count)

    @field_validator("database_url")
    @classmethod
    def _known_database(cls, value: str) -> str:
        parse_database_url(value)  # BadDatabaseUrl is a ValueError: pydantic names the field
        return value.strip()

    @field_validator("discord_api_base", "discord_gateway_url")
    @classmethod
    def _an_address(cls, value: str | None, info: ValidationInfo) -> str | None:
        if value is None or not value.strip():
            return None
        value = value.strip()
        gateway = info.field_name == "discord_gateway_url"
        schemes = ("ws", "wss") if gateway else ("http", "https")
        try:
            parts = urlsplit(value)
            good = parts.scheme in schemes and bool(parts.hostname) and (parts.port or 1) > 0
        except ValueError:  # a port that is not a number
            good = False
        if not good:
            example = "wss://gateway.discord.gg" if gateway else "https://discord.com/api/v10"
            raise ValueError(f"{value!r} is not an address such as {example}; "
                             "leave it unset to reach Discord itself")
        return value

    @field_validator("backup_every")
    @classmethod
    def _a_time(cls, value: str | None) -> str | None:
        from bot.services.backups import parse_every

        if value is None or not value.strip():
            return None
        parse_every(value)  # a ValueError names what is wrong
        return value.strip()

    def backup_seconds(self) -> int | None:
        from bot.services.backups import parse_every

        return parse_every(self.backup_every) if self.backup_every else None

    @field_validator("log_format", mode="before")
    @classmethod
    def _format_word(cls, value: object) -> object:
        return value.strip().lower() if isinstance(value, str) else value

    @field_validator("metrics_address")
    @classmethod
    def _metrics_address(cls, value: str | None) -> str | None:
        return metrics_address(value)

    def metrics_host_port(self) -> tuple[str, int] | None:
        """Where /metrics, /healthz and /readyz are served, or None when off."""
        if self.metrics_address is None:
            return None
        host, _, port = self.metrics_address.rpartition(":")
        return host.strip("[]"), int(port)

    @field_validator("log_level")
    @classmethod
    def _known_level(cls, value: str) -> str:
        level = value.strip().upper()
        if level not in ("DEBUG", "INFO", "WARNING", "ERROR", "CRITICAL"):
            raise ValueError(f"{value!r} is not a log level: DEBUG, INFO, WARNING, ERROR or CRITICAL")
        return level

    def configure_logging(self) -> None:
        logging.basicConfig(level=getattr(logging, self.log_level), handlers=[self.log_handler()])
        quiet_payload_loggers()

    def log_handler(self) -> logging.Handler:
        """Standard error, in LOG_FORMAT's format."""
        handler = logging.StreamHandler()
        handler.setFormatter(JsonLines() if self.log_format == "json" else logging.Formatter(TEXT_FORMAT))
        return handler


TEXT_FORMAT = "%(asctime)s %(levelname)s %(name)s: %(message)s"
LOG_ID_FIELDS = ("table", "deal", "guild")  # the only fields a JSON line carries besides the four of every line
# What the lines logged in this task are about: set where a click or a table's task starts (the
# Discord side), read by `JsonLines`; a line's own extra={"table": …} comes first.
LOG_IDS: contextvars.ContextVar[tuple[tuple[str, int | str | None], ...]] = contextvars.ContextVar(
    "log_ids", default=())


class JsonLines(logging.Formatter):
    """LOG_FORMAT=json: one JSON object a line (time, level, logger, message, and the table, deal
    and guild where known; a traceback in "exception", on the same line).  The message is the
    text format's own, so what keeps cards and seeds out of one keeps them out of the other."""

    def format(self, record: logging.LogRecord) -> str:
        line: dict[str, object] = {
            "time": datetime.fromtimestamp(record.created, UTC).isoformat(timespec="milliseconds"),
            "level": record.levelname,
            "logger": record.name,
            "message": record.getMessage(),
        }
        known = dict(LOG_IDS.get())
        for name in LOG_ID_FIELDS:
            value = record.__dict__.get(name, known.get(name))
            if value is not None:  # a guild's id as text: JSON readers lose digits of a snowflake
                line[name] = value if isinstance(value, int) and name != "guild" else str(value)
        if record.exc_info:
            line["exception"] = self.formatException(record.exc_info)
        elif record.exc_text:
            line["exception"] = record.exc_text
        if record.stack_info:
            line["stack"] = self.formatStack(record.stack_info)
        return json.dumps(line, ensure_ascii=False)


DEFAULT_METRICS = "127.0.0.1:9108"
_ON = ("on", "true", "yes", "1")
_OFF = ("", "off", "false", "no", "0")


def metrics_address(value: str | None) -> str | None:
    """METRICS_ADDRESS as "host:port": off when unset or "off", the default address when "on"."""
    if value is None or value.strip().lower() in _OFF:
        return None
    value = value.strip()
    if value.lower() in _ON:
        return DEFAULT_METRICS
    host, colon, port = value.rpartition(":")
    if not colon or not port.isdigit() or int(port) > 65535 or not host.strip("[]"):
        raise ValueError(f"{value!r} is not an address such as {DEFAULT_METRICS} (host:port), "
                         "nor on or off")
    return value


# Libraries whose DEBUG lines carry what passes over the wire: discord.py prints every request
# and gateway event (DMs with hands, the cards picked in a discard), the database drivers every
# statement (a deal's seed, the discards).  No card and no seed may reach a log at any level,
# so these stay at INFO, whatever LOG_LEVEL says (the bot's own loggers, "poker.*", follow it).
PAYLOAD_LOGGERS = ("discord", "aiosqlite", "asyncpg")


def quiet_payload_loggers() -> None:
    for name in PAYLOAD_LOGGERS:
        logger = logging.getLogger(name)
        if logger.getEffectiveLevel() < logging.INFO:
            logger.setLevel(logging.INFO)
