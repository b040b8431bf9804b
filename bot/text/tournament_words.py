"""What /poker tournament, its lobby, its threads and its moves say to members, one function
or constant per message.  No Discord here: the Discord side sends these as they are.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from datetime import datetime

from bot.storage.records import TournamentRow
from engine.plurals import counted, verb

Name = Callable[[str], str]  # a member id to the name his server shows

# ----- the answers ---------------------------------------------------------------------------
NOT_ALLOWED = "Only an admin with Manage Server may create a tournament here."
NOT_YOURS = "Only whoever created this tournament, or an admin with Manage Server, may do that."
NO_TOURNAMENT = "There is no tournament in this channel."
TOURNAMENT_TABLE = ("This is a tournament's table: its seats and chips are the tournament's. "
                    "Use /poker tournament leave in the tournament's channel.")
TEXT_CHANNEL_ONLY = "A tournament is created in a text channel: its tables play in threads of it."


def created(row: TournamentRow) -> str:
    return (f"The tournament is open for entries: a sweepstake of {counted(row.sweepstake, 'chips', grouped=False)}. "
            "Enter with /poker tournament join.")


def joined(sweepstake: int) -> str:
    return f"You have entered. Your sweepstake of {counted(sweepstake, 'chips', grouped=False)} is held until the end."


def robots_entered(count: int) -> str:
    return "One robot has entered." if count == 1 else f"{count} robots have entered."


def left(away: bool, sweepstake: int) -> str:
    if away:
        return ("You have left. Your chips stay at your table, and your seat plays them at once, as the laws "
                "play for a silent player, until they are gone.")
    return f"You have left the tournament. Your sweepstake of {counted(sweepstake, 'chips', grouped=False)} is back in your wallet."


CANCELLED_HERE = "The tournament is cancelled: this table is closed, and every sweepstake went back."


def cancelled(count: int) -> str:
    return "The tournament is cancelled." + (
        f" {counted(count, 'sweepstakes')} went back to {verb(count, 'its wallet', 'their wallets')}." if count else "")


def started(tables: int) -> str:
    return "The tournament has begun on one table." if tables == 1 else f"The tournament has begun on {tables} tables."


def thread_name(tournament_id: int, number: int) -> str:
    return f"Tournament {tournament_id}, table {number}"


# ----- moves and the end, at the tables --------------------------------------------------------
def moved_in(name: str, from_table: int, chips: int) -> str:
    return f"{name} joins this table from table {from_table} with {counted(chips, 'chips', grouped=False)}."


def moved_out(name: str, to_table: int) -> str:
    return f"{name} moves to table {to_table} to balance the tables."


def moved_told(to_table: int, thread: str, chips: int) -> str:
    return f"You have been moved to table {to_table} (<#{thread}>) with your {counted(chips, 'chips', grouped=False)}."


def frozen_out(name: str, place: int) -> str:
    return f"{name} is frozen out and takes place {place}."


def broken(number: int) -> str:
    return f"Table {number} is broken: its players play on at the other tables."


def finished(places: Sequence[tuple[int, str, int]], name: Name) -> str:
    """The tournament's end: every paid place, first place first."""
    lines = ["The tournament is over."]
    lines += [f"Place {place}: {name(member)}" + (f", {counted(payout, 'chips', grouped=False)}" if payout else "")
              for place, member, payout in places if payout or place == 1]
    return "\n".join(lines)


# ----- the lobby -------------------------------------------------------------------------------
ENTRANTS, PLACES, NEXT_RISE = "Entrants", "Places", "Next rise"
STATUS = {"registering": "open for entries", "playing": "under way", "finished": "over", "cancelled": "cancelled"}


def lobby_title(row: TournamentRow) -> str:
    return f"Tournament {row.id}: {STATUS.get(row.status, row.status)}"


def lobby_terms(row: TournamentRow, entrants: int, pool: int) -> str:
    shares = "the survivor takes all" if list(row.shares) == [100] else \
        "paid " + "/".join(str(s) for s in row.shares) + " to the first places"
    terms = [f"Sweepstake {counted(row.sweepstake, 'chips', grouped=False)}, equal stakes, Foster's freeze-out: {shares}.",
             f"Entrants: {entrants} of {row.min_entrants} to {row.max_entrants}. "
             f"Pool: {counted(pool, 'chips', grouped=False)}."]
    if row.starts_at is not None and row.status == "registering":
        terms.append(f"Starts <t:{_unix(row.starts_at)}:R>.")
    if (row.record or {}).get("season") is not None:
        terms.append("Season play: the sweepstakes and payouts are season chips.")
    if row.schedule:
        terms.append(f"Rising blinds: {row.schedule}.")
    return "\n".join(terms)


def lobby_entrants(members: Sequence[str], name: Name) -> str:
    return ", ".join(name(m) for m in members) or "nobody yet"


def lobby_table(number: int, thread: str, status: str, chips: Sequence[tuple[str, int]], name: Name) -> tuple[str, str]:
    """One table: its field's name and value."""
    if status == "broken":
        return f"Table {number}", "broken"
    players = ", ".join(f"{name(m)} {c}" for m, c in chips if c) or "nobody"
    return f"Table {number}", f"<#{thread}>: {players}"


def lobby_out(places: Sequence[tuple[int, str, int]], name: Name) -> str:
    return "\n".join(f"{place}. {name(member)}" + (f" ({counted(payout, 'chips', grouped=False)})" if payout else "")
                     for place, member, payout in places)


def next_rise(blind: int, ante: int, from_deal: int) -> str:
    return f"Blind {blind}, jack-pot ante {ante}, from deal {from_deal}."


def not_started(entered: int, least: int) -> str:
    return (f"The planned start has come, but only {entered} of the {least} needed have entered: "
            "the tournament waits for more, and for /poker tournament start.")


def _unix(moment: str) -> int:
    return int(datetime.fromisoformat(moment).timestamp())
