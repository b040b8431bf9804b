"""The randomised member's tournaments (tests/test_bot_random.py): in #poker, now and then, a
host and the members do what they may with its tournament, chosen by a random stream of its own
(so the run's other choices stay those its seed always made).

Open for entries: the admin creates one (sweepstake, payouts, rising blinds, played for the
season or not), members enter and leave, robots enter, the admin starts or cancels it.  Under
way: deals are dealt at its tables and the members' turns played there, a member leaves mid-way
(his chips stay for the clock), the admin cancels it now and then, and, when it is played for the
season, tries to end the season, which must be refused, naming it.  Players are frozen out as
the deals go.  At the end of the run the tournament under way is played to its end.

After every one of these steps, and at the end: every tournament finished or cancelled has its
pool and its tables' accounts at zero, and every entrant of a finished one holds exactly one
place, the places running 1 to the number who entered.
"""

from __future__ import annotations

import asyncio
import contextlib
import random
from typing import Any

import pytest

from bot.services.errors import TableError
from discord_emulator import InjectionError

QUICK = ("pat", "check", "decline_straddle", "pass", "see", "call", "stay", "come_in")  # no picker to fill in
SCHEDULES = {5: "every 2 deals: 1/2, 2/4", 10: "every 2 deals: 1/2, 2/4, 3/6, 4/8, 5/10"}
MOST_ENTRANTS = 12  # two tables at most, so that one of them is broken
IDLE_LOOKS = 3000  # looks (each at least 0.02 s) with no action played anywhere: the tournament is stuck


class Tournaments:
    def __init__(self, run: Any, seed: int) -> None:
        self.run = run
        self.rng = random.Random(f"{seed}:tournaments")

    @property
    def bot(self) -> Any:
        return self.run.bot  # a restart gives the run a new one

    @property
    def guild(self) -> int:
        return self.run.cast.guild.id

    @property
    def channel(self) -> Any:
        return self.run.cast.poker

    async def _said(self, user: Any, channel: Any, command: str, options: dict[str, object] | None = None) -> str:
        record = await self.run.slash(user, channel, command, options or {})
        if record is None:
            return ""
        try:
            answers = await record.wait_followups(1)
        except AssertionError:
            return ""  # no answer: the invariants report it
        return " ".join(m.content for m in answers)

    # ----- one step -----------------------------------------------------------------------
    async def step(self) -> None:
        row = await self.bot.tournaments.in_channel(self.guild, self.channel.id)
        if row is None:
            await self._create()
        elif row.status == "registering":
            await self._registering(row)
        else:
            await self._under_way(row)
        await self.check()

    async def _create(self) -> None:
        sweepstake = self.rng.choice([5, 10])
        options: dict[str, object] = {"sweepstake": sweepstake, "payouts": self.rng.choice(["100", "65/35", "50/30/20"]),
                                      "least": 3, "schedule": SCHEDULES[sweepstake]}
        if self.rng.random() < 0.3:
            options["season"] = False  # #poker plays for the season: this one does not
        said = await self._said(self.run.cast.alice, self.channel, "poker tournament create", options)
        self.run.count("tournament: created" if "open for entries" in said else f"tournament create: {said[:30]}")

    async def _registering(self, row: Any) -> None:
        standing = await self.bot.tournaments.standing(row.id)
        entered = {e.member for e in standing.entrants}
        choice = self.rng.choice(["join", "join", "robots", "robots", "leave", "start", "start", "cancel",
                                  "season end"])
        member = self.rng.choice(self.run.members)
        if choice == "join":
            await self._said(member, self.channel, "poker tournament join")
        elif choice == "robots" and len(entered) < MOST_ENTRANTS:
            await self._said(self.run.cast.alice, self.channel, "poker tournament robots",
                             {"count": self.rng.randint(1, MOST_ENTRANTS - len(entered))})
        elif choice == "leave":
            await self._said(member, self.channel, "poker tournament leave")
        elif choice == "start":
            await self._said(self.run.cast.alice, self.channel, "poker tournament start")
        elif choice == "cancel" and self.rng.random() < 0.3:
            await self._said(self.run.cast.alice, self.channel, "poker tournament cancel")
        elif choice == "season end":
            await self._season_end(row)
            return
        else:
            return
        self.run.count(f"tournament: {choice} (open for entries)")

    async def _under_way(self, row: Any) -> None:
        roll = self.rng.random()
        if roll < 0.8:
            await self.play_at_a_table(row, quick=False)
        elif roll < 0.9:
            entrants = {e.member: e for e in (await self.bot.tournaments.standing(row.id)).entrants}
            member = self.rng.choice(self.run.members)
            # Now and then typed in one of its tables' threads, where it means the same tournament.
            where = await self._a_table_thread(row) if self.rng.random() < 0.5 else None
            said = await self._said(member, where or self.channel, "poker tournament leave")
            if str(member.id) in entrants:
                self.run.count(f"tournament: left under way{' in its thread' if where else ''}: {said[:24]}")
            # Its robots may have played it to its end meanwhile: then "no tournament" is right.
            if where is not None and "no tournament" in said \
                    and (await self.bot.tournaments.standing(row.id)).tournament.status == "playing":
                raise AssertionError(f"a tournament command in its own thread was not understood: {said}")
        elif roll < 0.98:
            await self._season_end(row)
        else:
            said = await self._said(self.run.cast.alice, self.channel, "poker tournament cancel")
            self.run.count(f"tournament: cancel under way: {said[:24]}")

    async def _a_table_thread(self, row: Any) -> Any:
        """One of the tournament's tables' threads, as the emulator holds it; None if none is open."""
        tables = [t for t in (await self.bot.tournaments.standing(row.id)).tables if t.status != "broken"]
        threads = [self.run.world.channels.get(int(t.thread_id)) for t in tables]
        threads = [t for t in threads if t is not None and not t.archived]
        return self.rng.choice(threads) if threads else None

    async def _season_end(self, row: Any) -> None:
        """Only for a tournament played for the season (else the season would end for good), and
        with no deal in play at its tables: the robots could end it meanwhile (deals are dealt
        here by /poker deal alone)."""
        if (row.record or {}).get("season") is None:
            return
        if any(t.in_play for t in (await self.bot.tournaments.standing(row.id)).tables):
            return
        said = await self._said(self.run.cast.alice, self.channel, "poker-admin season end")
        if await self.bot.seasons.running(self.guild) is None and await self._over_before_the_season(row.id):
            self.run.count("tournament: over just before the season ended")  # the last deal's step ended it
            return
        if f"tournament {row.id} in <#{self.channel.id}>" not in said or "cannot end" not in said \
                or await self.bot.seasons.running(self.guild) is None:
            pytest.fail(f"seed {self.run.seed}, step {self.run.step}: the season ended (or was refused without "
                        f"naming it) while tournament {row.id} played for it: {said!r}", pytrace=False)
        self.run.count("tournament: season end refused while it plays")

    async def _over_before_the_season(self, tournament_id: int) -> bool:
        """Whether the tournament finished (or was cancelled) before the season ended: with no deal
        in play, the step after its last deal may still be ending it as the season end is asked
        (random seed 13), and then the season may end."""
        async with self.bot.storage.transaction(readonly=True) as tx:
            row = await tx.tournament(tournament_id)
            season = await tx.season_by_id(int((row.record or {}).get("season") or 0)) if row is not None else None
        return (row is not None and row.finished_at is not None and season is not None
                and season.ended_at is not None and row.finished_at <= season.ended_at)

    async def play_at_a_table(self, row: Any, *, quick: bool) -> bool:
        """At one of its tables: the next deal dealt, or a member's turn played.  Whether
        anything was done."""
        standing = await self.bot.tournaments.standing(row.id)
        tables = [t for t in standing.tables if t.table_id is not None and t.status == "playing"]
        members = {str(u.id): u for u in self.run.members}
        for table in self.rng.sample(tables, len(tables)):
            thread = self.run.world.channels.get(int(table.thread_id))
            if thread is None:
                continue
            if not table.in_play:
                if sum(1 for _, chips in table.chips if chips) >= 2:
                    await self._said(self.rng.choice(self.run.members), thread, "poker deal")
                    return True
                continue
            deal = await self._deal_in_play(table.table_id)
            if deal is None or deal.to_act is None or deal.setup.players[deal.to_act] not in members:
                continue  # a robot's turn: it plays by itself
            user = members[deal.setup.players[deal.to_act]]
            if quick:
                await self._quick(user, thread, table.table_id, deal)
            else:
                await self.run.answer(user, thread, table.table_id, deal)
            return True
        return False

    async def _quick(self, user: Any, thread: Any, table_id: int, deal: Any) -> None:
        prefix = f"pk:{table_id}:{deal.setup.number}:{len(deal.history)}:"
        for message in reversed(self.run.world.channel_messages(thread)):
            verbs = [c.removeprefix(prefix) for c in message.custom_ids if c.startswith(prefix)]
            choice = next((v for v in QUICK if v in verbs), None) or next(
                (v for v in verbs if v not in ("hand", "open", "coach")), None)  # another game's: any of its answers
            if choice is not None:
                with contextlib.suppress(InjectionError):  # the table moved on meanwhile
                    await self.run.world.click(user, message, prefix + choice)
                return

    # ----- the end of the run -------------------------------------------------------------
    async def finish(self) -> None:
        """The tournament open or under way at the end of the run, to its end (or its cancel, if
        too few entered to start); and if none has finished in the run, one more, of robots and
        whichever members enter it, played to its end."""
        await self._to_the_end()
        async with self.bot.storage.transaction(readonly=True) as tx:
            finished = await tx.tournaments("finished")
        if not finished:
            await self._create()
            await self._said(self.run.cast.alice, self.channel, "poker tournament robots",
                             {"count": self.rng.randint(3, MOST_ENTRANTS)})
            self.run.count("tournament: one more at the end, none having finished")
            await self._to_the_end()
        await self.check()
        async with self.bot.storage.transaction(readonly=True) as tx:
            done = await tx.tournaments()
        for status in ("finished", "cancelled"):
            self.run.count(f"tournaments {status}: {sum(t.status == status for t in done)}")

    async def _to_the_end(self) -> None:
        row = await self.bot.tournaments.in_channel(self.guild, self.channel.id)
        if row is not None and row.status == "registering":
            await self._said(self.run.cast.alice, self.channel, "poker tournament start")
            row = await self.bot.tournaments.in_channel(self.guild, self.channel.id)
            if row is not None and row.status == "registering":  # too few entered
                await self._said(self.run.cast.alice, self.channel, "poker tournament cancel")
                row = await self.bot.tournaments.in_channel(self.guild, self.channel.id)
        last, idle = None, 0
        while row is not None and row.status == "playing" and idle < IDLE_LOOKS:
            if not await self.play_at_a_table(row, quick=True):
                await asyncio.sleep(0.02)  # robots at play, or a deal's end being shown
            self.run.check()
            seen = await self._progress(row.id)
            last, idle = seen, (idle + 1 if seen == last else 0)
            row = await self.bot.tournaments.in_channel(self.guild, self.channel.id)
        if row is not None and row.status == "playing":
            standing = await self.bot.tournaments.standing(row.id)
            tables = []
            for table in standing.tables:
                deal = None if table.table_id is None else await self._deal_in_play(table.table_id)
                tables.append((table.number, table.status, table.chips, None if deal is None else
                               (deal.setup.rules.variety.value, deal.to_act, deal.history[-3:])))
            pytest.fail(f"seed {self.run.seed}: tournament {row.id} is stuck, no action played in "
                        f"{IDLE_LOOKS} looks: {tables}", pytrace=False)

    async def _deal_in_play(self, table_id: int) -> Any:
        try:
            return await self.bot.tables.deal_in_play(table_id)
        except TableError:
            return None  # broken since the standing was read

    async def _progress(self, tournament_id: int) -> tuple[object, ...]:
        """Where the play stands: changes with every action played at any of its tables."""
        standing = await self.bot.tournaments.standing(tournament_id)
        seen: list[object] = [len(standing.places)]
        for table in standing.tables:
            deal = None if table.table_id is None or not table.in_play else await self._deal_in_play(table.table_id)
            seen.append((table.number, table.status, table.deals, table.chips,
                         None if deal is None else len(deal.history)))
        return tuple(seen)

    async def check(self) -> None:
        """Every tournament finished or cancelled: its pool and its tables' accounts at zero;
        finished: each entrant placed once, the places 1 to the number who entered."""
        problems = []
        async with self.bot.storage.transaction(readonly=True) as tx:
            for row in await tx.tournaments():
                if row.status not in ("finished", "cancelled"):
                    continue
                pool = await tx.account(str(self.guild), f"tournament:{row.id}")
                if pool is not None and pool.balance:
                    problems.append(f"tournament {row.id} is {row.status} with {pool.balance} in its pool")
                for table in await tx.tournament_tables(row.id):
                    for account in await tx.accounts(str(self.guild), table_id=table.table_id):
                        if account.balance:
                            problems.append(f"tournament {row.id} is {row.status}, {account.name} holds "
                                            f"{account.balance}")
                if row.status == "finished":
                    entrants = sorted(e.member for e in await tx.entrants(row.id))
                    places = await tx.places(row.id)
                    if sorted(p.member for p in places) != entrants or \
                            sorted(p.place for p in places) != list(range(1, len(entrants) + 1)):
                        problems.append(f"tournament {row.id}: places {[(p.place, p.member) for p in places]} "
                                        f"for entrants {entrants}")
                    else:
                        self.run.frozen_out[row.id] = len(places) - 1
        if problems:
            pytest.fail(f"seed {self.run.seed}, step {self.run.step}: " + "; ".join(problems), pytrace=False)
