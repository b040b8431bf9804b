"""Channel limits: the table rules a server's admins set, per channel, with guild-wide defaults.

Every field of the engine's `Rules` (the hand rules' fields by their own
names: ``pack``, ``straights``, ``extra_hands``...) plus eight of the bot's:
``turn_timeout`` (seconds a player has before the laws act for him),
``robots_allowed``, ``card_style`` (how the table shows its cards), ``table_picture`` (whether the
table message carries a picture of the table), ``season_play`` (a table opened here plays for
the running season, with season chips: `bot.services.seasons`), ``coach`` (who is coached here:
each member as he chose, those who never chose too, or everyone: `bot.services.coaching`) and
``language`` (the table's and the channel's posts' language, else the server's).  Foster's code is the default of everything; a guild
default overrides it, a channel's own setting overrides that.  Values are
validated by the engine's rules model, so a bad value or combination is
refused with a message naming the field.  A table picks up a change at its
next deal (`Table.change_rules`), never in the middle of one, and every
change is recorded with who made it and when.
"""

from __future__ import annotations

from collections.abc import Collection
from datetime import datetime
from enum import StrEnum
from typing import Any

from pydantic import BaseModel, ConfigDict, Field, ValidationError, field_validator
from pydantic.fields import FieldInfo

from bot.services.accounts import Clock, stamp, utc_now
from bot.services.errors import LimitError
from bot.services.ids import Snowflake
from bot.services.languages import language
from bot.services.whole_numbers import MAX_CHIPS, NumberError, in_range, parse_whole
from bot.storage import Storage
from engine.deal import prepare
from engine.errors import quoted
from engine.handrules import HandRules
from engine.rules import Rules

GUILD = ""  # the channel id under which a guild's defaults are kept


class CardStyle(StrEnum):
    """How a table shows its cards: as text with suit symbols, as the bot's card emojis, or as
    emojis and pictures (of each hand in its DM, and of the show-down)."""

    TEXT = "text"
    EMOJI = "emoji"
    PICTURES = "pictures"


class CoachSetting(StrEnum):
    """Who is coached at a table: each member as he chose (`/poker coach`; one who never chose is
    not, or with NEW_MEMBERS is), or everyone seated."""

    MEMBER = "member"
    NEW_MEMBERS = "new_members"
    ON = "on"


HAND_FIELDS = tuple(HandRules.model_fields)
RULE_FIELDS = tuple(f for f in Rules.model_fields if f != "hands")
BOT_FIELDS = ("turn_timeout", "robots_allowed", "card_style", "table_picture", "season_play", "coach",
              "tournaments_open", "language")
FIELDS = RULE_FIELDS + HAND_FIELDS + BOT_FIELDS


class ChannelLimits(BaseModel):
    """What is in force in one channel."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    rules: Rules = Rules()
    turn_timeout: int = Field(60, ge=10, le=3600, description="seconds a player has to act before the laws act for him")
    robots_allowed: bool = Field(True, description="robots may take seats at the table")
    card_style: CardStyle = Field(CardStyle.PICTURES, description="how cards are shown: text, emoji, or pictures "
                                                                  "(emojis, and pictures of hands and the show-down)")
    table_picture: bool = Field(True, description="the table message carries a picture of the table where "
                                                  "card_style is pictures (off: the table in words)")
    season_play: bool = Field(False, description="a table opened here plays for the running season, "
                                                 "with season chips instead of the wallet's")
    coach: CoachSetting = Field(CoachSetting.MEMBER, description="who is coached: member (as each "
                                                                 "chose), new_members (also who never "
                                                                 "chose) or on (all)")
    tournaments_open: bool = Field(False, description="anyone may create a tournament in the channel "
                                                      "(off: only admins with Manage Server)")
    language: str | None = Field(None, description="the language of the table and the channel's posts, a "
                                                   "Discord locale (none: the server's)")

    @field_validator("language", mode="before")
    @classmethod
    def _a_locale(cls, value: object) -> object:
        return language(value) if isinstance(value, str) else value

    def flat(self) -> dict[str, Any]:
        """Every field by its flat name, as JSON values."""
        rules = self.rules.model_dump(mode="json")
        hands = rules.pop("hands")
        hands["extra_hands"] = sorted(hands["extra_hands"])
        return {**rules, **hands, "turn_timeout": self.turn_timeout, "robots_allowed": self.robots_allowed,
                "card_style": self.card_style.value, "table_picture": self.table_picture,
                "season_play": self.season_play, "coach": self.coach.value,
                "tournaments_open": self.tournaments_open, "language": self.language}


class LimitChange(BaseModel):
    channel: str | None  # None: the guild's default
    field: str
    old: Any
    new: Any
    changed_by: str
    changed_at: datetime


def describe_fields() -> dict[str, str]:
    """Field name -> what it is, for help and autocompletion."""
    out = {}
    for name in FIELDS:
        info = _info(name)
        out[name] = info.description or name.replace("_", " ")
    return out


def build(overrides: dict[str, Any]) -> ChannelLimits:
    """ChannelLimits from flat field values; LimitError naming the field on a bad one."""
    hands = {k: v for k, v in overrides.items() if k in HAND_FIELDS}
    rules = {k: v for k, v in overrides.items() if k in RULE_FIELDS}
    bot = {k: v for k, v in overrides.items() if k in BOT_FIELDS}
    try:
        return ChannelLimits(rules=Rules.model_validate({**rules, "hands": hands}), **bot)
    except ValidationError as exc:
        raise LimitError(_message(exc)) from None


def _message(exc: ValidationError) -> str:
    error = exc.errors()[0]
    text = error["msg"].removeprefix("Value error, ")
    loc = [str(p) for p in error["loc"] if p not in ("rules", "hands")]
    if loc:  # a field's own check: put its name first
        return f"{loc[0]}: {text}"
    return text  # a check across fields already starts with the field's name


def _info(field: str) -> FieldInfo:
    return Rules.model_fields.get(field) or HandRules.model_fields.get(field) or ChannelLimits.model_fields[field]


def number_bounds(field: str) -> tuple[int, int] | None:
    """(least, most) of a field that holds a whole number (a count, chips, seconds), else None."""
    info = _info(field)
    if info.annotation not in (int, int | None):
        return None
    least = next((m.ge for m in info.metadata if hasattr(m, "ge")), 0)
    most = next((m.le for m in info.metadata if hasattr(m, "le")), MAX_CHIPS)
    return least, most


def _parse(field: str, value: Any) -> Any:
    """A value as typed in a command: 'none' clears an optional field (or puts one back to its
    default); a number is read by `bot.services.whole_numbers`, as every typed number is; the
    rest pydantic reads."""
    if field not in FIELDS:
        raise LimitError(f"{quoted(field)}: not a limit; the limits are {', '.join(FIELDS)}", words="refusals-not-a-limit",
                         name=quoted(field), limits=", ".join(FIELDS))
    bounds = number_bounds(field)
    if isinstance(value, str):
        text = value.strip()
        if text.lower() in ("none", "null", "default"):
            return None
        if bounds is None:
            return text
        try:
            return parse_whole(value, field, least=bounds[0], most=bounds[1])
        except NumberError as exc:
            raise LimitError(str(exc), words=exc.words, **exc.said) from None  # said in the reader's words
    if bounds is not None and value is not None:
        try:
            return in_range(value, field, least=bounds[0], most=bounds[1])
        except NumberError as exc:
            raise LimitError(str(exc), words=exc.words, **exc.said) from None  # said in the reader's words
    return value


class Limits:
    def __init__(self, storage: Storage, clock: Clock = utc_now) -> None:
        self.storage = storage
        self.clock = clock

    async def effective(self, guild: Snowflake, channel: Snowflake | None) -> ChannelLimits:
        """What is in force in a channel (None: the guild's defaults)."""
        async with self.storage.transaction(readonly=True, brief=True, single=True) as tx:
            every = await tx.limit_overrides(str(guild))
        return build(_merged(every, _scope(channel)))

    async def overrides(self, guild: Snowflake, channel: Snowflake | None = None) -> dict[str, Any]:
        """Only what is set at that level (the channel, or the guild's defaults)."""
        async with self.storage.transaction(readonly=True) as tx:
            every = await tx.limit_overrides(str(guild))
        return dict(every.get(_scope(channel), {}))

    async def set(self, guild: Snowflake, channel: Snowflake | None, field: str, value: Any, *,
                  by: Snowflake) -> ChannelLimits:
        """Set one field for a channel, or for the guild's default when `channel` is None."""
        return await self.set_many(guild, channel, {field: value}, by=by)

    async def set_many(self, guild: Snowflake, channel: Snowflake | None, values: dict[str, Any], *,
                       by: Snowflake) -> ChannelLimits:
        """Set several fields at once (checked together, recorded one by one)."""
        if not values:
            raise LimitError("give at least one field to set")
        parsed = {name: _parse(name, value) for name, value in values.items()}
        return await self._change(str(guild), _scope(channel), parsed, str(by), clear=set())

    async def reset(self, guild: Snowflake, channel: Snowflake | None, field: str | None = None, *,
                    by: Snowflake) -> ChannelLimits:
        """Back to what the level above says: one field, or every field set at this level."""
        guild_id, scope = str(guild), _scope(channel)
        if field is not None:
            _parse(field, None)
            return await self._change(guild_id, scope, {}, str(by), clear={field})
        async with self.storage.transaction() as tx:
            every = await tx.limit_overrides(guild_id)
            before = build(_merged(every, scope)).flat()
            if not every.pop(scope, None):
                return build(_merged(every, scope))  # nothing was set here
            after_limits = self._check(every, scope, None)
            after = after_limits.flat()
            await tx.save_limit_overrides(guild_id, scope, {})
            at = stamp(self.clock)
            for name in FIELDS:
                if before[name] != after[name]:
                    await tx.record_limit_change(guild_id, scope, name, before[name], after[name], str(by), at)
        return after_limits

    async def history(self, guild: Snowflake, channel: Snowflake | None = None, *, everywhere: bool = False,
                      limit: int = 20) -> list[LimitChange]:
        """Changes, newest first: at one level, or in the whole guild with `everywhere`."""
        async with self.storage.transaction(readonly=True) as tx:
            rows = await tx.limit_changes(str(guild), None if everywhere else _scope(channel), limit)
        return [LimitChange(channel=r.channel_id or None, field=r.field, old=r.old_value, new=r.new_value,
                            changed_by=r.changed_by, changed_at=datetime.fromisoformat(r.changed_at))
                for r in rows]

    async def _change(self, guild: str, scope: str, values: dict[str, Any], by: str,
                      clear: Collection[str]) -> ChannelLimits:
        async with self.storage.transaction() as tx:
            every = await tx.limit_overrides(guild)
            before = build(_merged(every, scope)).flat()
            old_level = dict(every.get(scope, {}))
            level = {k: v for k, v in old_level.items() if k not in clear}
            for name, value in values.items():
                if value is None and not _nullable(name):
                    level.pop(name, None)  # 'none' for a field that cannot be empty: back to the default
                else:
                    level[name] = value
            every[scope] = level
            result = self._check(every, scope, values or {name: None for name in clear})
            after = result.flat()
            for name in values:
                if name in level:
                    level[name] = after[name]  # kept as the model read it: "5" is stored as 5
            if level != old_level:
                prepare(result.rules)  # the next deal here plays these rules: build for them now
                await tx.save_limit_overrides(guild, scope, level)
                at = stamp(self.clock)
                for name in sorted(set(values) | set(clear)):
                    if level.get(name) != old_level.get(name):
                        await tx.record_limit_change(guild, scope, name, before[name], after[name], by, at)
        return result

    @staticmethod
    def _check(every: dict[str, dict[str, Any]], scope: str, changed: dict[str, Any] | None) -> ChannelLimits:
        """The new limits at `scope`, and every channel below a changed guild default, must hold.
        `changed` is what was set (None: every field at this level was reset)."""
        if changed is None:
            what = "resetting these limits"
        else:
            what = "; ".join(f"{k}: {v}" for k, v in changed.items())
        try:
            result = build(_merged(every, scope))
        except LimitError as exc:
            message = str(exc)
            if changed and message.split(":", 1)[0] in changed:
                raise  # the field set is itself at fault, and the message says so
            raise LimitError(f"{what} does not fit the other limits: {message}") from None
        if scope == GUILD:
            for channel in sorted(c for c in every if c != GUILD):
                try:
                    build(_merged(every, channel))
                except LimitError as exc:
                    raise LimitError(f"{what} does not fit the limits channel {channel} sets: {exc}") from None
        return result


def _scope(channel: Snowflake | None) -> str:
    return GUILD if channel is None else str(channel)


def _merged(every: dict[str, dict[str, Any]], scope: str) -> dict[str, Any]:
    merged = dict(every.get(GUILD, {}))
    if scope != GUILD:
        merged.update(every.get(scope, {}))
    return merged


def _nullable(field: str) -> bool:
    info = Rules.model_fields.get(field)
    return info is not None and info.default is None

