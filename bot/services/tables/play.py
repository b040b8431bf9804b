"""Play at a table: dealing the next hand, and every action of the deal in play.

Each action is checked by the engine first (IllegalAction: refused, nothing changed), then
the action and the chips it moved are stored in ONE transaction, exactly once (the action's
number in the deal is its key).  The action that ends a deal has it settled (settlement.py).

A member's click is checked for staleness in one place, `clicker`: this deal, dealt in, this
step, his turn.
"""

from __future__ import annotations

import secrets
from collections.abc import Awaitable, Callable

from bot.services import memos
from bot.services.accounts import Clock, stamp
from bot.services.errors import StaleAction, TableError
from bot.services.hand_records import seed_hash
from bot.services.ids import Snowflake
from bot.services.limits import Limits
from bot.services.tables.answers import Played, StartedDeal
from bot.services.tables.live import (
    LiveTable,
    LiveTables,
    actor_of,
    chips_in_front,
    claim,
    movement,
)
from bot.services.tables.settlement import Settlement
from bot.storage import Storage
from bot.storage.ledger_queries import Posting
from engine.actions import Action, action_from_dict
from engine.cards import seeded_rng
from engine.deal import LAWS_EDITION, Deal
from engine.seal import seal_root
from engine.table import Table, choose_first_dealer


class Play:
    """A part of `TableService` (its base): the state is the service's, set in its __init__."""

    live: LiveTables
    storage: Storage
    limits: Limits
    clock: Clock
    settlement: Settlement

    async def start_deal(self, table_id: int, seed: str | None = None) -> StartedDeal:
        """Deal the next hand.  The rules in force in the channel now apply from this deal.
        A tutorial table deals its learner's next lesson (`engine.course`, through the table)."""
        seed = secrets.token_hex(16) if seed is None else str(seed)  # text: replay must seed alike
        async with self.live.changing(table_id) as live:
            if live.deal is not None:
                raise TableError(f"deal {live.deal.setup.number} is still in play", words="refusals-deal-in-play",
                                 deal=live.deal.setup.number)
            table = Table.from_dict(live.table.to_dict())
            if table.over:
                raise TableError("the freeze-out is over: one player has all the chips", words="refusals-freeze-out-over")
            limits = await self.limits.effective(live.guild, live.channel)
            rules = limits.rules
            if rules != table.rules:
                table.change_rules(rules)
            thrown = None
            if table.deals == 0 and len(table.seats) >= 2 and table.course is None:
                # Law 2: cards thrown round face up, the first jack deals; from its own stream of the seed.
                # (A tutorial's lesson places the dealer itself.)
                table.dealer, thrown = choose_first_dealer(len(table.seats), seeded_rng(f"{seed}/first-dealer"))
            try:
                deal = table.start(seed)
            except ValueError as exc:
                raise TableError(str(exc)) from None
            _, reason = table.next_kind()
            _, waits = table.games_ahead()  # a change of game that waits for this jack-pot to be won
            setup = deal.setup.to_dict()
            del setup["seed"]  # kept apart: secret until the deal ends
            number = deal.setup.number
            notes = {"thrown": thrown, "reason": reason, "turn_timeout": limits.turn_timeout, "laws": LAWS_EDITION,
                     "card_style": limits.card_style.value}
            async with self.storage.transaction(brief=True) as tx:
                await claim(tx, live, table.to_dict())  # the table's state with its lock: one trip fewer
                deal_id = await tx.create_deal(live.id, number, setup, seed, seed_hash(seed), notes,
                                               stamp(self.clock))
                lines = movement(live, deal.setup.players, deal.setup.stacks, chips_in_front(deal),
                                 deal.setup.carried, deal.pool())
                if lines:
                    await tx.post(live.guild, "ante", lines, at=stamp(self.clock), idem_key=f"start:{live.id}:{number}",
                                  table_id=live.id, deal_id=deal_id, memo=memos.write("antes", deal=number))
            live.table, live.deal, live.deal_id = table, deal, deal_id
            live.turn_timeout, live.card_style = limits.turn_timeout, limits.card_style
            if deal.result is not None:
                await self._settle(live)
            return StartedDeal(table_id=live.id, number=number, seed_hash=seed_hash(seed),
                               seal_root=seal_root(deal.setup), kind=deal.kind.value,
                               reason=reason, variety_waits=None if waits is None else waits.value,
                               thrown=thrown, finished=deal.result is not None,
                               seed=seed if deal.result is not None else None, deal=deal,
                               turn_timeout=limits.turn_timeout, card_style=limits.card_style,
                               language=limits.language, table_picture=limits.table_picture)

    async def act(self, table_id: int, action: Action, *, expect: tuple[int, int] | None = None,
                  actor: Snowflake | None = None) -> Played:
        """Play one action.  The engine checks it (IllegalAction, with nothing changed); then the
        action and the chips it moved are stored in one transaction.

        `expect` is (deal number, action number) the player was answering, e.g. from the button
        he clicked: the same click delivered twice plays once (the second answer says
        ``duplicate``), and a click for a turn already gone is refused with StaleAction."""
        async with self.live.changing(table_id) as live:
            deal = live.deal
            number = deal.setup.number if deal is not None else None
            seq = len(deal.history) if deal is not None else None
            if expect is not None and expect != (number, seq):
                if await self._played_before(live, expect, action):
                    return Played(table_id=live.id, number=expect[0], seq=expect[1], duplicate=True)
                where = "no deal is in play" if deal is None else f"the table is at action {seq} of deal {number}"
                raise StaleAction(f"that was for action {expect[1]} of deal {expect[0]}; {where}")
            if deal is None or number is None or seq is None:
                raise TableError("no deal is in play at this table", words="refusals-no-deal")
            return await self._play(live, deal, action, actor)

    async def act_as(self, table_id: int, member: str, choose: Callable[[Deal, int], Action], *,
                     expect: tuple[int, int | None], acknowledge: Callable[[], Awaitable[None]] | None = None,
                     actor: str | None = None) -> Played:
        """A member's click, checked by `clicker` (the one place a click's staleness is checked):
        `expect` is the (deal number, action number) of the button, the action number None where
        any step of his turn will do (his draw).  Refused with StaleAction (`why` says which)
        unless that deal is in play, he is dealt in, and it is his turn at that step.  Then
        `choose(deal, seat)` makes his action from what he picked (ServiceError: refused,
        nothing changed).

        `acknowledge()` (the Discord side's HTTP call) is awaited with the table's lock let go,
        so that nothing else at the table waits on Discord; if it fails nothing is played.  The
        lock is then taken again and the click checked again at the very step it was chosen
        for: a turn played or a deal ended meanwhile makes it a StaleAction, as a click that
        came that late would be."""
        async with self.live.changing(table_id) as live:
            live.unchanged = True  # a refusal from here to the action's applying leaves the copy good
            deal, seat = clicker(live.deal, member, expect, own_turn=True)
            action = choose(deal, seat)
            if acknowledge is None:
                return await self._play(live, deal, action, actor or member)
            step = (deal.setup.number, len(deal.history))
        await acknowledge()
        async with self.live.changing(table_id) as live:
            live.unchanged = True
            deal, _ = clicker(live.deal, member, step, own_turn=True)
            return await self._play(live, deal, action, actor or member)

    async def seat_of(self, table_id: int, member: str, expect: tuple[int, int | None], *,
                      own_turn: bool) -> tuple[Deal, int]:
        """For a click that plays nothing yet (his hand, a picker to open): the deal in play and
        his seat, checked by `clicker` (`own_turn`: and it is his turn at that step)."""
        async with self.live.changing(table_id) as live:
            live.unchanged = True
            return clicker(live.deal, member, expect, own_turn=own_turn)

    async def _play(self, live: LiveTable, deal: Deal, action: Action, by: Snowflake | None) -> Played:
        """Apply the action and store it with the chips it moved: one transaction."""
        number, seq = deal.setup.number, len(deal.history)
        before, pool_before = chips_in_front(deal), deal.pool()
        deal.apply(action)  # IllegalAction: refused, nothing changed
        live.unchanged = False
        player = deal.setup.players[action.seat]
        assert live.deal_id is not None
        at = stamp(self.clock)
        lines = movement(live, deal.setup.players, before, chips_in_front(deal), pool_before, deal.pool())
        posting = Posting(live.guild, "action", lines, at, idem_key=f"action:{live.id}:{number}:{seq}", member=player,
                          table_id=live.id, deal_id=live.deal_id, seq=seq, actor=actor_of(by),
                          memo=memos.write("acts", deal=number, player=player, action=action.words())) if lines else None
        # The table's lock (as `claim` takes it), the action and its chips: one statement, one trip.
        async with self.storage.transaction(brief=True, single=True) as tx:
            done = await tx.play_action(live.id, live.version, live.deal_id, seq, action.to_dict(), actor_of(by), at,
                                        posting)
        if done.version is None:  # nothing was written
            if done.stale:
                raise StaleAction("the table was changed elsewhere; look again and retry")
            raise StaleAction(f"action {seq} of deal {number} was already played")
        live.version = done.version
        finished = deal.result is not None
        left = await self._settle(live) if finished else []
        outcome = deal.result.outcome.value if deal.result is not None else None
        return Played(table_id=live.id, number=number, seq=seq, finished=finished, outcome=outcome,
                      seed=deal.setup.seed if finished else None, deal=deal, turn_timeout=live.turn_timeout,
                      card_style=live.card_style, left=left)

    async def _settle(self, live: LiveTable) -> list[tuple[str, int]]:
        left = await self.settlement.settle_or_see_settled(live)
        if left is None:
            self.live.forget(live.id)  # another process settled it: the next operation reads it afresh
            return []
        return left

    async def _played_before(self, live: LiveTable, expect: tuple[int, int], action: Action) -> bool:
        number, seq = expect
        if live.deal is not None and live.deal.setup.number == number:
            history = live.deal.history
            return seq < len(history) and history[seq] == action
        async with self.storage.transaction(readonly=True) as tx:
            row = await tx.deal(live.id, number)
            stored = [] if row is None else await tx.actions(row.id)
        return seq < len(stored) and action_from_dict(stored[seq].action) == action


def clicker(deal: Deal | None, member: str, expect: tuple[int, int | None], *,
            own_turn: bool) -> tuple[Deal, int]:
    """The deal a click was for and the clicker's seat, or StaleAction saying why not."""
    number, seq = expect
    if deal is None or deal.setup.number != number:
        raise StaleAction(f"deal {number} is over", why="deal_over")
    if member not in deal.setup.players:
        raise StaleAction("you are not dealt in at this table", why="not_dealt_in")
    seat = deal.setup.players.index(member)
    if own_turn:
        if seq is not None and seq != len(deal.history):
            raise StaleAction(f"action {seq} of deal {number} was played already", why="turn_over")
        if deal.to_act != seat:
            to_act = deal.setup.players[deal.to_act] if deal.to_act is not None else None
            raise StaleAction("it is not your turn", why="not_your_turn", to_act=to_act)
    return deal, seat
