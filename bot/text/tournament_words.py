"""What /poker tournament, its lobby, its threads and its moves say to members, one function
per message.  No Discord here: the Discord side sends these as they are.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from datetime import datetime

from bot.storage.records import TournamentRow
from bot.text.i18n import listed, t

Name = Callable[[str], str]  # a member id to the name his server shows


# ----- the answers ---------------------------------------------------------------------------
def not_allowed() -> str:
    return t("tournament-not-allowed")


def not_yours() -> str:
    return t("tournament-not-yours")


def no_tournament() -> str:
    return t("tournament-no-tournament")


def tournament_table() -> str:
    return t("tournament-table")


def tournament_table_reset() -> str:
    return t("tournament-table-reset")


def text_channel_only() -> str:
    return t("tournament-text-channel-only")


def created(row: TournamentRow) -> str:
    return t("tournament-created", n=row.sweepstake)


def joined(sweepstake: int) -> str:
    return t("tournament-joined", n=sweepstake)


def robots_entered(count: int) -> str:
    return t("tournament-robots-entered", n=count)


def left(away: bool, sweepstake: int) -> str:
    return t("tournament-left-away") if away else t("tournament-left", n=sweepstake)


def cancelled_here() -> str:
    return t("tournament-cancelled-here")


def cancelled(count: int) -> str:
    said = t("tournament-cancelled")
    return f"{said} {t('tournament-cancelled-back', n=count)}" if count else said


def started(tables: int) -> str:
    return t("tournament-started", tables=tables)


def thread_name(tournament_id: int, number: int) -> str:
    return t("tournament-thread-name", tournament=tournament_id, table=number)


# ----- moves and the end, at the tables --------------------------------------------------------
def moved_in(name: str, from_table: int, chips: int) -> str:
    return t("tournament-moved-in", name=name, table=from_table, n=chips)


def moved_out(name: str, to_table: int) -> str:
    return t("tournament-moved-out", name=name, table=to_table)


def moved_told(to_table: int, thread: str, chips: int) -> str:
    return t("tournament-moved-told", table=to_table, thread=str(thread), n=chips)


def frozen_out(name: str, place: int) -> str:
    return t("tournament-frozen-out", name=name, place=place)


def broken(number: int) -> str:
    return t("tournament-broken", table=number)


def finished(places: Sequence[tuple[int, str, int]], name: Name) -> str:
    """The tournament's end: every paid place, first place first."""
    lines = [t("tournament-over")]
    lines += [t("tournament-place-paid", place=place, name=name(member), n=payout) if payout
              else t("tournament-place", place=place, name=name(member))
              for place, member, payout in places if payout or place == 1]
    return "\n".join(lines)


# ----- the lobby -------------------------------------------------------------------------------
def entrants_label() -> str:
    return t("tournament-entrants-label")


def places_label() -> str:
    return t("tournament-places-label")


def next_rise_label() -> str:
    return t("tournament-next-rise-label")


_STATUSES = ("registering", "playing", "finished", "cancelled")


def status_words(status: str) -> str:
    return t(f"tournament-status-{status}") if status in _STATUSES else status


def lobby_title(row: TournamentRow) -> str:
    return t("tournament-lobby-title", tournament=row.id, status=status_words(row.status))


def lobby_terms(row: TournamentRow, entrants: int, pool: int) -> str:
    terms = [t("tournament-terms-survivor", n=row.sweepstake) if list(row.shares) == [100]
             else t("tournament-terms-shares", n=row.sweepstake, shares="/".join(str(s) for s in row.shares)),
             t("tournament-terms-entrants", entrants=entrants, least=row.min_entrants, most=row.max_entrants, n=pool)]
    if row.starts_at is not None and row.status == "registering":
        terms.append(t("tournament-terms-starts", when=str(_unix(row.starts_at))))
    if (row.record or {}).get("season") is not None:
        terms.append(t("tournament-terms-season"))
    if row.schedule:
        terms.append(t("tournament-terms-rising", schedule=row.schedule))
    return "\n".join(terms)


def lobby_entrants(members: Sequence[str], name: Name) -> str:
    return listed([name(m) for m in members], "unit") or t("tournament-nobody-yet")


def lobby_table(number: int, thread: str, status: str, chips: Sequence[tuple[str, int]], name: Name) -> tuple[str, str]:
    """One table: its field's name and value."""
    field = t("tournament-table-field", table=number)
    if status == "broken":
        return field, t("tournament-table-broken")
    players = listed([t("tournament-table-player", name=name(m), chips=c) for m, c in chips if c], "unit")
    return field, t("tournament-table-value", thread=str(thread), players=players or t("tournament-table-nobody"))


def lobby_out(places: Sequence[tuple[int, str, int]], name: Name) -> str:
    return "\n".join(t("tournament-out-paid", place=place, name=name(member), n=payout) if payout
                     else t("tournament-out", place=place, name=name(member))
                     for place, member, payout in places)


def next_rise(blind: int, ante: int, from_deal: int) -> str:
    return t("tournament-next-rise", blind=blind, ante=ante, deal=from_deal)


def not_started(entered: int, least: int) -> str:
    return t("tournament-not-started", entered=entered, least=least)


def _unix(moment: str) -> int:
    return int(datetime.fromisoformat(moment).timestamp())
