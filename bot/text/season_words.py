"""The words of seasons: `/poker-admin season start|end|show` and `/poker season`.

The leaderboard is public and names only members, their deals and their chips: no card.
The words are the catalogue's (`locales/*/season.ftl`)."""

from __future__ import annotations

from datetime import datetime
from functools import reduce

from bot.services.seasons import Board
from bot.storage.records import SeasonMemberRow, SeasonRow
from bot.text.bank import signed, who
from bot.text.i18n import t

SHOWN = 20  # ranked members listed; the rest are counted
UNRANKED_SHOWN = 10


def apart() -> str:
    return t("season-apart")


def season_name(season: SeasonRow) -> str:
    if season.name:
        return t("season-name-named", number=season.number, name=season.name)
    return t("season-name", number=season.number)


def _when(stamp: str) -> str:
    return f"<t:{int(datetime.fromisoformat(stamp).timestamp())}:d>"


def _line(row: SeasonMemberRow) -> str:
    if row.place is not None:
        return t("season-line-placed", place=row.place, who=who(row.member), net=signed(row.won), deals=row.deals)
    return t("season-line", who=who(row.member), net=signed(row.won), deals=row.deals)


def board_title(board: Board) -> str:
    name = season_name(board.season)
    return t("season-final-title", season=name) if board.final else t("season-board-title", season=name)


def board_text(board: Board) -> str:
    season = board.season
    least = season.min_deals
    dates = (t("season-ended-on", started=_when(season.started_at), ended=_when(season.ended_at))
             if season.ended_at else t("season-running", started=_when(season.started_at)))
    lines = [dates, t("season-reserve", reserve=season.reserve, deals=least)]
    if not board.ranked and not board.unranked:
        lines.append(t("season-nobody-played"))
        return "\n".join(lines)
    lines.append("")
    if board.ranked:
        lines += [_line(r) for r in board.ranked[:SHOWN]]
        if len(board.ranked) > SHOWN:
            lines.append(t("season-more-ranked", more=len(board.ranked) - SHOWN))
    else:
        lines.append(t("season-nobody-ranked-yet", deals=least))
    if board.unranked:
        heading = t("season-not-ranked", deals=least) if board.final else t("season-not-ranked-yet", deals=least)
        lines += ["", heading]
        lines += [_line(r) for r in board.unranked[:UNRANKED_SHOWN]]
        if len(board.unranked) > UNRANKED_SHOWN:
            lines.append(t("season-more", more=len(board.unranked) - UNRANKED_SHOWN))
    return "\n".join(lines)


def started_text(season: SeasonRow) -> str:
    return t("season-started", season=season_name(season), reserve=season.reserve, deals=season.min_deals)


def ended_text(board: Board) -> str:
    top = [r for r in board.ranked if r.place == 1]
    if top:
        names = reduce(lambda first, then: t("season-and", first=first, then=then), [who(r.member) for r in top])
        first = t("season-first", who=names, net=signed(top[0].won))
    else:
        first = t("season-nobody-first")
    return t("season-ended", season=season_name(board.season), number=board.season.number, first=first,
             apart=apart())


def opened_for(season: SeasonRow) -> str:
    return t("season-opened-for", season=season_name(season), reserve=season.reserve)


def no_running_text(last: SeasonRow | None) -> str:
    if last is None:
        return t("season-none-played")
    return t("season-none-running", season=season_name(last), number=last.number)


def started_title() -> str:
    return t("season-started-title")


def ended_title() -> str:
    return t("season-ended-title")


def showing_title() -> str:
    return t("season-showing-title")
