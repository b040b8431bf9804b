"""The words of seasons: `/poker-admin season start|end|show` and `/poker season`.

The leaderboard is public and names only members, their deals and their chips: no card."""

from __future__ import annotations

from datetime import datetime

from bot.services.seasons import Board
from bot.storage.records import SeasonMemberRow, SeasonRow
from bot.text.bank import signed, who
from engine.plurals import counted

SHOWN = 20  # ranked members listed; the rest are counted
UNRANKED_SHOWN = 10
APART = ("Season chips are worth nothing outside the season: none go back to wallets, "
         "and wallets were never touched.")


def season_name(season: SeasonRow) -> str:
    return f"Season {season.number}" + (f": {season.name}" if season.name else "")


def _when(stamp: str) -> str:
    return f"<t:{int(datetime.fromisoformat(stamp).timestamp())}:d>"


def _line(row: SeasonMemberRow) -> str:
    deals = counted(row.deals, "deals")
    place = f"**{row.place}.** " if row.place is not None else ""
    return f"{place}{who(row.member)}: {signed(row.won)} ({deals})"


def board_title(board: Board) -> str:
    return season_name(board.season) + (" (final standings)" if board.final else " (leaderboard)")


def board_text(board: Board) -> str:
    season = board.season
    dates = f"Started {_when(season.started_at)}"
    dates += f", ended {_when(season.ended_at)}." if season.ended_at else ", still running."
    lines = [dates, f"Reserve {season.reserve:,} season chips each; ranked by chips won, "
                    f"with at least {counted(season.min_deals, 'deals')}."]
    if not board.ranked and not board.unranked:
        lines.append("Nobody has played a season deal yet.")
        return "\n".join(lines)
    lines.append("")
    if board.ranked:
        lines += [_line(r) for r in board.ranked[:SHOWN]]
        if len(board.ranked) > SHOWN:
            lines.append(f"…and {len(board.ranked) - SHOWN} more ranked.")
    else:
        lines.append(f"Nobody has played {counted(season.min_deals, 'deals')} yet, so nobody is ranked.")
    if board.unranked:
        heading = "Not ranked" if board.final else "Not ranked yet"
        lines += ["", f"**{heading}** (fewer than {counted(season.min_deals, 'deals')}):"]
        lines += [_line(r) for r in board.unranked[:UNRANKED_SHOWN]]
        if len(board.unranked) > UNRANKED_SHOWN:
            lines.append(f"…and {len(board.unranked) - UNRANKED_SHOWN} more.")
    return "\n".join(lines)


def started_text(season: SeasonRow) -> str:
    return (f"{season_name(season)} has begun. Each member who sits at a season table gets "
            f"{season.reserve:,} season chips, once; nobody can buy more. A member needs "
            f"{counted(season.min_deals, 'deals')} to be ranked. Tables play for the season in channels whose "
            "`season_play` limit is on (/poker-admin limits season_play true).")


def ended_text(board: Board) -> str:
    number = board.season.number
    top = [r for r in board.ranked if r.place == 1]
    first = (f" First: {' and '.join(who(r.member) for r in top)}, {signed(top[0].won)}." if top
             else " Nobody was ranked.")
    return (f"{season_name(board.season)} is over; its final standings are kept "
            f"(/poker season number:{number}).{first} {APART} Season tables still open should be closed "
            "(/poker stop).")


def opened_for(season: SeasonRow) -> str:
    return (f"The table is open for {season_name(season)}: seats take season chips, not the wallet's "
            f"({season.reserve:,} to each member, once). Press Sit down on the table, or type /poker join.")


def no_running_text(last: SeasonRow | None) -> str:
    if last is None:
        return "No season has been played here. Start one with /poker-admin season start."
    return (f"No season is running. The last was {season_name(last)} (/poker season number:{last.number}). "
            "Start one with /poker-admin season start.")


STARTED = "Season started"
ENDED = "Season ended"
SHOWING = "The season"
