"""The coach in a lesson, with the real bot against the Discord emulation, under the shared
invariants: the learner never presses My hand, yet the coach writes to him by DM at each of his
turns (the straddle too, before his cards), and each deal's review comes in a DM of its own,
after that deal's DMs and before anything of the next deal, even when the next deal is dealt
at once; what the lesson asked for (straddling, in lesson 1) is the lesson's, not a mistake."""

from __future__ import annotations

import asyncio
import re

from bot.services import coaching
from engine.course import COURSE
from tests.test_bot_learn import learn, table_message, threads_of
from tests.test_bot_tables import _moved_on, audit_ok, make_bot

TURN = re.compile(r"^\*\*Your turn in deal (\d+)\*\*")
CARDS = re.compile(r"^Deal (\d+), table <#\d+>: Your hand")
REVIEW = re.compile(r"^\**The coach's review\** of deal (\d+) at <#\d+>")


def his_dms(world, user) -> list[tuple[str, int, str]]:
    """His DMs in the order they came, each as (what, deal, text): a turn's advice, his cards, a
    review; anything else is "other"."""
    found = []
    for message in world.dms(user):
        text = message.content or ""
        kind = next(((name, int(m[1])) for name, pattern in (("turn", TURN), ("cards", CARDS), ("review", REVIEW))
                     if (m := pattern.match(text))), ("other", 0))
        found.append((*kind, text))
    return found


async def play_unasked(world, bot, thread, table_id, user, hints) -> int:
    """He plays the lesson's hints (else plainly) without ever pressing My hand, acting at each
    of his turns only once the coach's DM for it has come.  How many turns he had."""
    learner, turns = str(user.id), 0
    for _ in range(60):
        deal = await bot.tables.deal_in_play(table_id)
        if deal is None:
            return turns
        number, step = deal.setup.number, len(deal.history)
        if deal.setup.players[deal.to_act] != learner:
            await world.wait_until(lambda n=number, s=step: _moved_on(bot, table_id, n, s))
            continue
        turns += 1
        await world.wait_until(lambda n=number, k=turns: len(
            [d for d in his_dms(world, user) if d[:2] == ("turn", n)]) >= k)
        if deal.phase.value == "straddling":  # the coach spoke before his cards came
            assert not [d for d in his_dms(world, user) if d[:2] == ("cards", number)]
        await world.wait_until(lambda n=number, s=step: table_message(world, thread, table_id, n, s))
        message = table_message(world, thread, table_id, number, step)
        kinds = {o.kind.value for o in deal.legal().options}
        verb = hints.get(deal.phase.value)
        if verb not in kinds:
            verb = next(v for v in ("decline_straddle", "come_in", "stay", "draw", "check", "call", "see", "pass")
                        if v in kinds)
        await world.click(user, message, f"pk:{table_id}:{number}:{step}:{'pat' if verb == 'draw' else verb}")
        await world.wait_until(lambda n=number, s=step: _moved_on(bot, table_id, n, s))
    raise AssertionError("the deal did not end")


async def test_the_coach_speaks_unasked_and_reviews_each_deal_at_once(discord_world, bot_runner, tmp_path,
                                                                     monkeypatch):
    world, cast = discord_world, discord_world.cast
    bot = make_bot(tmp_path)
    await bot_runner.start(bot)
    alice = cast.alice
    # Deal 1's review is held back until deal 2 is dealt and his cards are due: they must wait for it.
    gate, review = asyncio.Event(), coaching.review

    async def held(setup, actions, seat):
        if setup.number == 1:
            await gate.wait()
        return await review(setup, actions, seat)

    monkeypatch.setattr(coaching, "review", held)
    await learn(world, alice, cast.poker)
    (thread,) = threads_of(world, cast.poker)
    table_id = (await bot.tables.table_in(cast.guild.id, thread.id)).table_id
    ui = bot.table_controller.ui[table_id]
    turns = {}
    for number, lesson in enumerate(COURSE[:2], 1):  # the next deal is dealt the moment one ends
        await (await world.slash(alice, thread, "poker deal")).wait_followups(1)
        if number == 2:
            # He deals lesson 2: the robots' straddle goes by, and his cards are on their way.
            await world.wait_until(lambda: (2, str(alice.id), "dealt") in ui.mail.dms_sent)
            gate.set()
        turns[number] = await play_unasked(world, bot, thread, table_id, alice, lesson.deals[0].hints)
    await world.wait_until(lambda: any(d[:2] == ("review", 2) for d in his_dms(world, alice)))

    dms = his_dms(world, alice)
    order = [d[:2] for d in dms if d[0] != "other"]
    # Each deal: the straddle's advice before his cards, then a DM at each of his turns, then the
    # review alone in a DM of its own; nothing of deal 2 before deal 1's review.
    for number in (1, 2):
        mine = [what for what, n in order if n == number]
        assert mine.count("turn") == turns[number], (number, mine)
        assert mine.count("review") == 1 and mine[-1] == "review", (number, mine)
    assert order.index(("review", 1)) < min(i for i, (_, n) in enumerate(order) if n == 2), order
    assert order[0] == ("turn", 1) and order.index(("turn", 1)) < order.index(("cards", 1)), order
    review = next(text for what, n, text in dms if (what, n) == ("review", 1))
    assert "Your turn" not in review and "Your hand" not in review
    # He straddled because lesson 1 asked him to: the review says so, and does not mark him down.
    (straddled,) = [line for line in review.splitlines() if "chose to straddle" in line]
    assert "as the lesson asked" in straddled and not straddled.startswith("- You chose to straddle;"), straddled
    # The lesson's words came in the thread, not spliced into a DM.
    assert all("Lesson " not in text for _, _, text in dms)
    # The coach's DM at each turn is what tells him: the table in his thread pings him nowhere.
    assert [n.message.content for n in world.notifications(alice) if n.why == "mention"] == []
    await audit_ok(bot)
