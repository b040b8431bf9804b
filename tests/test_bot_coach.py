"""The coach with the real bot against the Discord emulation: the advice rides only on the
coached member's own private answers (My hand, the Coach button), the review follows the
deal privately, another member never sees either, and the shared invariants hold."""

from __future__ import annotations

import json

import pytest

pytest.importorskip("discord")

from bot.text.coach_words import COACH_OFF_HERE, COACH_ON, reason  # noqa: E402
from engine.coach import coach_advice  # noqa: E402
from tests.test_bot_tables import (  # noqa: E402
    act,
    audit_ok,
    make_bot,
    public_text,
    setup_table,
    table_message,
    user_of,
    wait_for_step,
)

COACH = "Foster ("
REVIEW = "The coach's review"


async def my_hand(world, bot, table_id, user):
    """`user` clicks My hand on the table message; the private answer."""
    deal = await bot.tables.deal_in_play(table_id)
    number, step = deal.setup.number, len(deal.history)
    await wait_for_step(world, bot, table_id, number, step)
    record = await world.click(user, table_message(world), f"pk:{table_id}:{number}:{step}:hand")
    assert record.ephemeral
    return record


async def play_a_deal(world, bot, table_id, coached, seen):
    """Each player to act looks at his hand first, then plays plainly; a coached player's answer
    carries the coach's reason for the very view the engine gives his seat."""
    for _ in range(80):
        deal = await bot.tables.deal_in_play(table_id)
        if deal is None:
            return
        seat = deal.to_act
        member = deal.setup.players[seat]
        user = user_of(world, member)
        if deal.phase.value != "straddling":
            answer = await my_hand(world, bot, table_id, user)
            text = answer.callback_data["content"]
            seen.append((member, text))
            if member in coached:
                expected = reason(coach_advice(deal.seat_view(seat), deal.rules).decision.rule)
                assert expected in text, (expected, text)
                coach_id = next(c for c in answer.original.custom_ids if c.endswith(":coach"))
                again = await world.click(user, answer.original, coach_id)
                assert again.ephemeral and expected in again.callback_data["content"]
                seen.append((member, again.callback_data["content"]))
            else:
                assert COACH not in text and not any(c.endswith(":coach") for c in answer.original.custom_ids)
        kinds = {o.kind for o in deal.legal().options}
        verb = next(v for v in ("decline_straddle", "come_in", "stay", "pat", "check", "call", "see", "pass")
                    if v in kinds or (v == "pat" and "draw" in kinds))
        record = await act(world, bot, table_id, verb)
        if await bot.tables.deal_in_play(table_id) is None or \
                (await bot.tables.deal_in_play(table_id)).setup.number != deal.setup.number:
            await record.wait_followups(0)
            return
    raise AssertionError("the deal did not end")


async def test_a_coached_member_alone_hears_the_coach(discord_world, bot_runner, tmp_path):
    world, cast = discord_world, discord_world.cast
    bot = make_bot(tmp_path)
    await bot_runner.start(bot)
    table_id = await setup_table(world, bot, [cast.alice, cast.bob, cast.carol])
    on = await world.slash(cast.alice, cast.poker, "poker coach", {"setting": "on"})
    assert on.ephemeral and on.callback_data["content"] == COACH_ON
    alice = str(cast.alice.id)
    seen: list[tuple[str, str]] = []
    for _ in range(2):
        await (await world.slash(cast.bob, cast.poker, "poker deal")).wait_followups(1)
        await play_a_deal(world, bot, table_id, {alice}, seen)
    assert any(member == alice and COACH in text for member, text in seen)
    # Her review came privately: on the click that ended a deal, or on her next hand.
    private_to_her = [t for m, t in seen if m == alice] + [
        f.content for r in world.interactions.values() if str(r.user.id) == alice for f in r.followups]
    assert any(REVIEW in t for t in private_to_her)
    # Nobody else heard the coach: not the others' answers, not the table, not a DM.
    others = [t for m, t in seen if m != alice]
    assert not any(COACH in t or REVIEW in t for t in others)
    dms = json.dumps([m.content for u in (cast.alice, cast.bob, cast.carol) for m in world.dms(u)])
    assert COACH not in public_text(world) + dms and REVIEW not in public_text(world) + dms
    for record in world.interactions.values():
        if str(record.user.id) != alice:
            assert COACH not in json.dumps(record.callback_data or {}, default=str)
            assert all(COACH not in f.content for f in record.followups)
    await audit_ok(bot)


async def test_a_channel_that_coaches_everyone(discord_world, bot_runner, tmp_path):
    world, cast = discord_world, discord_world.cast
    bot = make_bot(tmp_path)
    await bot_runner.start(bot)
    await bot.tables.limits.set(cast.guild.id, cast.poker.id, "coach", "on", by=cast.alice.id)
    table_id = await setup_table(world, bot, [cast.bob, cast.carol])
    off = await world.slash(cast.bob, cast.poker, "poker coach", {"setting": "off"})
    assert off.callback_data["content"] == COACH_OFF_HERE
    seen: list[tuple[str, str]] = []
    await (await world.slash(cast.bob, cast.poker, "poker deal")).wait_followups(1)
    await play_a_deal(world, bot, table_id, {str(cast.bob.id), str(cast.carol.id)}, seen)
    assert {m for m, t in seen if COACH in t} == {str(cast.bob.id), str(cast.carol.id)}
    assert COACH not in public_text(world)
    await audit_ok(bot)
