"""The coach with the real bot against the Discord emulation: the advice rides only on the
coached member's own private answers (My hand, the Coach button), the review follows the
deal privately, another member never sees either, and the shared invariants hold."""

from __future__ import annotations

import json
from functools import partial

from bot.text.coach_words import coach_off, coach_off_here, coach_on, reason
from engine.coach import chance, coach_advice
from tests.test_bot_tables import (
    _moved_on,
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
        # At a straddle too, before the cards are dealt: the coach speaks to it.
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
    assert on.ephemeral and on.callback_data["content"] == coach_on()
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
    # Her Coach button from the last deal, pressed once it is over, gives that deal's review.
    last = max((r for r in world.interactions.values() if str(r.user.id) == alice and r.original is not None
                and any(c.endswith(":coach") for c in r.original.custom_ids)), key=lambda r: r.id)
    coach_id = next(c for c in last.original.custom_ids if c.endswith(":coach"))
    assert await bot.tables.deal_in_play(table_id) is None
    late = await world.click(cast.alice, last.original, coach_id)
    assert late.ephemeral and late.callback_data["content"].startswith(f"**{REVIEW}**")
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
    assert off.callback_data["content"] == coach_off_here()
    seen: list[tuple[str, str]] = []
    await (await world.slash(cast.bob, cast.poker, "poker deal")).wait_followups(1)
    await play_a_deal(world, bot, table_id, {str(cast.bob.id), str(cast.carol.id)}, seen)
    assert {m for m, t in seen if COACH in t} == {str(cast.bob.id), str(cast.carol.id)}
    assert COACH not in public_text(world)
    await audit_ok(bot)


async def test_a_members_choice_survives_a_restart(discord_world, bot_runner, tmp_path):
    world, cast = discord_world, discord_world.cast
    bot = make_bot(tmp_path)
    await bot_runner.start(bot)
    table_id = await setup_table(world, bot, [cast.alice, cast.bob])
    on = await world.slash(cast.alice, cast.poker, "poker coach", {"setting": "on"})
    assert on.callback_data["content"] == coach_on()
    fresh = make_bot(tmp_path)
    await bot_runner.restart(bot, fresh, wait_for_sync=False)
    seen: list[tuple[str, str]] = []
    await (await world.slash(cast.bob, cast.poker, "poker deal")).wait_followups(1)
    await play_a_deal(world, fresh, table_id, {str(cast.alice.id)}, seen)
    assert {m for m, t in seen if COACH in t} == {str(cast.alice.id)}
    assert str(cast.bob.id) in {m for m, _ in seen}  # Bob looked at his hand too, and was not coached
    await audit_ok(fresh)


async def test_a_server_that_coaches_members_who_never_chose(discord_world, bot_runner, tmp_path):
    world, cast = discord_world, discord_world.cast
    bot = make_bot(tmp_path)
    await bot_runner.start(bot)
    await bot.tables.limits.set(cast.guild.id, None, "coach", "new_members", by=cast.alice.id)  # the server's
    table_id = await setup_table(world, bot, [cast.alice, cast.bob, cast.carol])
    off = await world.slash(cast.carol, cast.poker, "poker coach", {"setting": "off"})
    assert off.callback_data["content"] == coach_off()  # hers wins: not "this channel coaches everyone"
    seen: list[tuple[str, str]] = []
    await (await world.slash(cast.bob, cast.poker, "poker deal")).wait_followups(1)
    # Alice and Bob never chose: coached, as the server says; Carol said off: not coached.
    await play_a_deal(world, bot, table_id, {str(cast.alice.id), str(cast.bob.id)}, seen)
    assert {m for m, t in seen if COACH in t} == {str(cast.alice.id), str(cast.bob.id)}
    assert str(cast.carol.id) in {m for m, _ in seen}  # she looked at her hand, and was not coached
    assert COACH not in public_text(world)
    await audit_ok(bot)


async def test_a_coached_member_hears_the_chance_of_the_draw_she_picked(discord_world, bot_runner, tmp_path):
    world, cast = discord_world, discord_world.cast
    bot = make_bot(tmp_path)
    await bot_runner.start(bot)
    table_id = await setup_table(world, bot, [cast.alice, cast.bob])
    for user in (cast.alice, cast.bob):
        await world.slash(user, cast.poker, "poker coach", {"setting": "on"})
    await (await world.slash(cast.bob, cast.poker, "poker deal")).wait_followups(1)
    picked = None
    for _ in range(40):
        deal = await bot.tables.deal_in_play(table_id)
        if deal is None:
            break
        member = deal.setup.players[deal.to_act]
        kinds = {o.kind for o in deal.legal().options}
        if "draw" in kinds and picked is None:
            user = user_of(world, member)
            hand, number, step = list(deal.hands[deal.to_act]), deal.setup.number, len(deal.history)
            panel = await my_hand(world, bot, table_id, user)
            select_id = next(c for c in panel.original.custom_ids if c.startswith("pkd:"))
            record = await world.select(user, panel.original, select_id, [str(c) for c in hand[:2]])
            await world.wait_until(partial(_moved_on, bot, table_id, number, step))
            picked = (member, record, chance(hand, hand[:2], deal.rules))
            continue
        verb = next(v for v in ("decline_straddle", "come_in", "stay", "pat", "check", "call", "see", "pass")
                    if v in kinds or (v == "pat" and "draw" in kinds))
        await act(world, bot, table_id, verb)
    assert picked is not None
    _member, record, expected = picked
    followups = await record.wait_followups(1)
    share = expected.improves
    assert f"Your draw of 2 improves your hand {float(share):.1%} of the time " \
           f"({share.numerator:,} in {share.denominator:,})" in followups[0].content
    assert followups[0].ephemeral
