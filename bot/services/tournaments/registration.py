"""A tournament before it starts: creating it, entering and leaving, robots, cancelling.

Every sweepstake is taken from the entrant's wallet into the tournament's pool as he
enters, and given back if he leaves before the start or the tournament is cancelled.
"""

from __future__ import annotations

from datetime import datetime
from typing import Any

from bot.services import accounts
from bot.services.accounts import Clock, iso, stamp
from bot.services.errors import SeasonError, TournamentError
from bot.services.ids import Snowflake
from bot.services.ledger import Bank
from bot.services.limits import Limits, build
from bot.services.seating import ROBOT_PREFIX, is_robot
from bot.services.tournaments import escrow
from bot.services.tournaments.season_play import season_of
from bot.services.whole_numbers import NumberError, parse_whole
from bot.storage import Storage, Tx
from bot.storage.errors import IntegrityViolation
from bot.storage.tournament_queries import NewTournament, TournamentRow
from engine.plurals import counted
from engine.tournament import MAX_SEATS, parse_schedule, payouts

MAX_ENTRANTS = 80  # ten tables of eight
MOST_PAID = 100  # places paid: each at least 1 percent
# What every table of a tournament plays, whatever its channel says: Foster's freeze-out with
# the sweepstake as each player's stake, eight seats, and no kitty (every chip stays in play).
FIXED = {"betting": "freeze_out", "max_seats": MAX_SEATS, "kitty": "none"}


def parse_shares(text: str, what: str = "payouts") -> tuple[int, ...]:
    """'65/35' (or '65,35') -> (65, 35): the payout table in parts of a hundred, first place
    first, each share read as every typed number is.  TournamentError naming `what`."""
    parts = [part for part in text.replace(",", "/").split("/") if part.strip()]
    if not parts:
        raise TournamentError(f"{what}: give the shares of each place, such as 65/35")
    if len(parts) > MOST_PAID:
        raise TournamentError(f"{what}: at most {MOST_PAID} places are paid, not {len(parts):,}")
    try:
        shares = tuple(parse_whole(part, what, least=1, most=100) for part in parts)
    except NumberError as exc:
        raise TournamentError(str(exc)) from None
    try:
        payouts(100, shares)
    except ValueError as exc:  # the engine's words name its "shares": here they are `what`
        raise TournamentError(f"{what}: {str(exc).removeprefix('shares: ')}") from None
    return shares


class Registration:
    """A part of `TournamentService` (its base): the state is the service's, set in its __init__."""

    storage: Storage
    bank: Bank
    limits: Limits
    clock: Clock

    async def create(self, guild: Snowflake, channel: Snowflake, *, by: Snowflake, sweepstake: int,
                     min_entrants: int = 2,
                     max_entrants: int = MAX_ENTRANTS, shares: str = "100", schedule: str = "",
                     starts_at: datetime | None = None, season_play: bool | None = None) -> TournamentRow:
        """Open a tournament for entries; `season_play` (None: as the channel's limit says) makes
        it the running season's."""
        guild, channel, by = str(guild), str(channel), str(by)
        if not 2 <= min_entrants <= max_entrants <= MAX_ENTRANTS:
            raise TournamentError(f"entrants: at least 2, at most {MAX_ENTRANTS}, the least no more than the most")
        shares_parsed = parse_shares(shares)
        if len(shares_parsed) > min_entrants:
            raise TournamentError(f"payouts: {counted(len(shares_parsed), 'places')} paid but as few as {min_entrants} "
                                  "may enter")
        if schedule.strip():
            try:
                levels = parse_schedule(schedule)
            except ValueError as exc:
                raise TournamentError(str(exc)) from None  # it names the schedule
            # Freeze-out needs the stake to cover one ante (double the blind): a later level
            # that does not would stop every table when it is reached.
            for number, level in enumerate(levels, start=1):
                if 2 * level.blind > sweepstake:
                    raise TournamentError(f"schedule: level {number} (blind {level.blind}) needs an ante of "
                                          f"{2 * level.blind}, more than the sweepstake of {sweepstake}")
        rules = await self._rules(guild, channel, sweepstake)
        new = NewTournament(guild_id=guild, channel_id=channel, sweepstake=sweepstake, min_entrants=min_entrants,
                            max_entrants=max_entrants, shares=shares_parsed, table_rules=rules,
                            schedule=schedule.strip(), starts_at=None if starts_at is None else iso(starts_at),
                            created_by=by)
        for_season = (await self.limits.effective(guild, channel)).season_play if season_play is None else season_play
        try:
            async with self.storage.transaction() as tx:
                if await tx.active_tournament_in(guild, channel) is not None:
                    raise TournamentError("a tournament is already under way in this channel: one at a time")
                made = await tx.create_tournament(new, stamp(self.clock))
                if for_season:
                    season = await tx.running_season(guild)
                    if season is None:
                        raise SeasonError("season play needs a running season: an admin starts one "
                                          "(/poker-admin season start)")
                    await tx.keep_record(made, {"season": season.id})
                    await accounts.tournament(tx, guild, made, season.id)  # the pool holds season chips
                row = await tx.tournament(made)
        except IntegrityViolation:  # another created one at the same moment
            raise TournamentError("a tournament is already under way in this channel: one at a time") from None
        assert row is not None
        return row

    async def _rules(self, guild: str, channel: str, sweepstake: int) -> dict[str, Any]:
        """The channel's rules as the tournament's own, with the freeze-out's fixed parts."""
        if isinstance(sweepstake, bool) or not isinstance(sweepstake, int) or sweepstake < 2:
            raise TournamentError("sweepstake: a whole number of chips, at least 2")
        here = (await self.limits.effective(guild, channel)).flat()
        wanted = {**here, **FIXED, "freeze_out_stake": sweepstake}
        try:
            build(wanted)
        except ValueError as exc:
            raise TournamentError(f"sweepstake: {exc}") from None
        return wanted

    async def join(self, guild: Snowflake, channel: Snowflake, member: Snowflake) -> TournamentRow:
        """Enter the channel's tournament, the sweepstake from the wallet."""
        guild, channel, member = str(guild), str(channel), str(member)
        async with self.storage.transaction() as tx:
            row = await self._registering(tx, guild, channel)
            entrants = await tx.entrants(row.id)
            if any(e.member == member for e in entrants):
                raise TournamentError("you have entered this tournament already")
            if len(entrants) >= row.max_entrants:
                raise TournamentError(f"the tournament is full ({counted(row.max_entrants, 'entrants')})")
            at = stamp(self.clock)
            await escrow.take_sweepstake(tx, guild, row.id, member, row.sweepstake, at, season_of(row))
            await tx.add_entrant(row.id, member, is_robot(member), row.sweepstake, at)
        return row

    async def add_robots(self, guild: Snowflake, channel: Snowflake, count: int, *, by: Snowflake) -> int:
        """Robots enter, each buying its sweepstake from the banker first; how many entered."""
        guild, channel, by = str(guild), str(channel), str(by)
        if not (await self.limits.effective(guild, channel)).robots_allowed:
            raise TournamentError("robots are not allowed in this channel (an admin sets robots_allowed)")
        if isinstance(count, bool) or not isinstance(count, int) or count < 1:
            raise TournamentError("robots: a whole number, at least 1")
        async with self.storage.transaction(readonly=True) as tx:
            row = await self._registering(tx, guild, channel)
            taken = {e.member for e in await tx.entrants(row.id)}
        room = row.max_entrants - len(taken)
        if room < 1:
            raise TournamentError(f"the tournament is full ({counted(row.max_entrants, 'entrants')})")
        entered, number = 0, 1
        while entered < min(count, room):
            member = f"{ROBOT_PREFIX}{number}"
            number += 1
            if member in taken:
                continue
            holding = await self.bank.holding(guild, member)
            if season_of(row) is None and holding.wallet < row.sweepstake:  # season play: the reserve
                await self.bank.buy(guild, member, row.sweepstake - holding.wallet, by=by)
            await self.join(guild, channel, member)
            entered += 1
        return entered

    async def leave(self, guild: Snowflake, channel: Snowflake, member: Snowflake) -> tuple[TournamentRow, bool]:
        """Before the start his sweepstake comes back; after it he is marked away, his chips
        staying at his table for the turn timer to play.  The tournament, and whether he is
        only away (True) or gone with his sweepstake (False)."""
        guild, channel, member = str(guild), str(channel), str(member)
        async with self.storage.transaction() as tx:
            row = await self._going(tx, guild, channel)
            entrant = next((e for e in await tx.entrants(row.id) if e.member == member), None)
            if entrant is None:
                raise TournamentError("you have not entered this tournament")
            if row.status == "registering":
                await escrow.return_sweepstake(tx, guild, row.id, member, entrant.paid, stamp(self.clock),
                                               "left", season_of(row))
                await tx.remove_entrant(row.id, member)
                return row, False
            if any(p.member == member for p in await tx.places(row.id)):
                raise TournamentError("you are out of the tournament already")
            if entrant.away:
                raise TournamentError("you have left already: your chips stay in play until they are gone")
            await tx.set_away(row.id, member, True)
            return row, True

    async def _cancel_registering(self, guild: str, channel: str) -> tuple[TournamentRow, int]:
        """Before the start: every sweepstake back to its wallet.  The tournament and how many
        (`TournamentService.cancel` asks, and cancels one under way itself)."""
        async with self.storage.transaction() as tx:
            row = await self._going(tx, guild, channel)
            if row.status != "registering":
                raise TournamentError("the tournament has begun: it is played to the end")
            await tx.lock_tournament(row.id)
            entrants = await tx.entrants(row.id)
            at = stamp(self.clock)
            for entrant in entrants:
                if entrant.paid:
                    await escrow.return_sweepstake(tx, guild, row.id, entrant.member, entrant.paid, at, "cancelled",
                                                   season_of(row))
                    await tx.set_paid(row.id, entrant.member, 0)
            await tx.set_tournament_status(row.id, "cancelled", at)
        return row, len(entrants)

    async def _going(self, tx: Tx, guild: str, channel: str) -> TournamentRow:
        row = await tx.active_tournament_in(guild, channel)
        if row is None:
            raise TournamentError("there is no tournament in this channel", words="refusals-no-tournament")
        return row

    async def _registering(self, tx: Tx, guild: str, channel: str) -> TournamentRow:
        row = await self._going(tx, guild, channel)
        if row.status != "registering":
            raise TournamentError("the tournament has begun: nobody may enter now")
        return row
