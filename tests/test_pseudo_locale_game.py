"""The pseudo-locale plays a whole game (issue 44): members, server and channel all in
`qps-ploc`, through the emulator and the real discord.py client, and every word the bot sent
(messages and their edits, DMs, answers, buttons, pickers, forms, pictures' alt text, thread
names) came from a catalogue, but what `tests.catalogue_words` allows for now.

Played: three deals at a cash table (straddles declined, bets and calls, a draw of two cards
through the picker, the show-downs), the coach at a member's turns, a replay paged with My cards
and the proof, `/poker stats`, `/poker history`, `/rules` and `/glossary`; then a lesson in its
thread and a small tournament to its end. A hard-coded sentence planted in a cog's answer is caught.
"""

from __future__ import annotations

import asyncio
import types

from bot.services.tournaments import running
from bot.text import coach_words
from bot.text.i18n import PSEUDO
from engine.course import COURSE
from tests.catalogue_words import Detector, dump
from tests.test_bot_defects import started
from tests.test_bot_learn import learn, play_a_lesson_deal, threads_of
from tests.test_bot_table_words import button_labels
from tests.test_bot_tables import (
    _moved_on,
    act,
    audit_ok,
    play_to_the_end,
    table_message,
    to_the_draw,
    user_of,
    wait_for_step,
)
from tests.test_bot_tournament import click_once
from tests.test_bot_varieties import deal_one


def everyone_in_pseudo(world) -> None:
    cast = world.cast
    cast.guild.preferred_locale = PSEUDO  # the server's, as the bot connects
    for user in (cast.alice, cast.bob, cast.carol, cast.dave, cast.erin):
        world.set_locale(user, PSEUDO)


def read_all(world) -> Detector:
    """Everything the bot sent, read by the detector; the members' names are theirs."""
    names = [world.bot_user.name, *(u.name for u in world.users.values())]
    detector = Detector(names=names)
    detector.read_requests(world.requests)
    return detector


def verdict(detector: Detector) -> None:
    assert not detector.findings, "words from no catalogue:\n" + dump(detector.findings[:30])


async def ask(world, user, channel, command, options=None):
    record = await world.slash(user, channel, command, options or {})
    await record.wait_for(lambda r: r.answered and bool(r.followups or r.callback_data.get("content")
                                                        or r.callback_data.get("embeds")), timeout=20)
    return record


async def cash_game(world, bot, table_id) -> None:
    cast = world.cast
    await ask(world, cast.alice, cast.poker, "poker coach", {"setting": "on"})
    await deal_one(world, bot, table_id, cast.alice)
    deal = await to_the_draw(world, bot, table_id)
    await act(world, bot, table_id, "draw", discards=deal.hands[deal.to_act][:2])  # through the picker
    await typed_bet(world, bot, table_id)
    await play_to_the_end(world, bot, table_id)
    for _ in range(2):
        await deal_one(world, bot, table_id, cast.bob)
        deal = await bot.tables.deal_in_play(table_id)
        await wait_for_step(world, bot, table_id, deal.setup.number, len(deal.history))
        hand = await world.click(user_of(world, deal.setup.players[deal.to_act]), table_message(world),
                                 f"pk:{table_id}:{deal.setup.number}:{len(deal.history)}:hand")
        await hand.wait_for(lambda r: r.answered)
        await play_to_the_end(world, bot, table_id)


async def typed_bet(world, bot, table_id) -> None:
    """The first to bet after the draw types his amount in the form: too much, then 1."""
    while (deal := await bot.tables.deal_in_play(table_id)).phase.value == "drawing":
        await act(world, bot, table_id, "pat")
    number, step = deal.setup.number, len(deal.history)
    await wait_for_step(world, bot, table_id, number, step)
    user = user_of(world, deal.setup.players[deal.to_act])
    asked = await world.click(user, table_message(world), f"pk:{table_id}:{number}:{step}:bet")
    (select,) = asked.original.interactive_components()
    form = await world.select(user, asked.original, select["custom_id"], ["typed"])
    refused = await world.submit_modal(user, form, {"amount": "100000"})
    await refused.wait_for(lambda r: r.answered)
    form = await world.click(user, refused.original, next(iter(button_labels(refused.original))))
    await world.submit_modal(user, form, {"amount": "1"})
    await world.wait_until(lambda: _moved_on(bot, table_id, number, step))


async def replay_stats_and_rules(world) -> None:
    cast = world.cast
    await ask(world, cast.carol, cast.poker, "poker replay", {"deal": 1})
    public = await world.wait_until(lambda: next((m for m in reversed(world.channel_messages(cast.poker))
                                                  if any(c.startswith("pkr:") for c in m.custom_ids)), None))
    for verb in ("next", "last", "mine", "proof"):
        clicked = await world.click(cast.alice, public, next(c for c in public.custom_ids if f":{verb}:" in c))
        await (clicked.wait_followups(1) if verb in ("mine", "proof") else clicked.wait_for(lambda r: r.answered))
    await ask(world, cast.alice, cast.poker, "poker stats")
    await ask(world, cast.bob, cast.poker, "poker stats", {"member": cast.alice})
    await ask(world, cast.bob, cast.poker, "poker history")
    for options in ({}, {"query": "37"}, {"query": "jack-pots"}):
        await ask(world, cast.carol, cast.poker, "rules", options)
    await ask(world, cast.carol, cast.poker, "glossary", {"term": "age"})
    # The bank, the admin's commands and the odds, wrong inputs among them: the cogs' own words
    # and the ledger's memos, said from their catalogues.
    for command, options in (("bank buy", {"chips": 5}), ("bank cashout", {"chips": 2}), ("bank balance", {}),
                             ("bank history", {}), ("bank settle", {}), ("bank leaderboard", {}),
                             ("poker-admin show", {}), ("poker-admin limits", {"field": "blind", "value": "lots"}),
                             ("poker-admin limits", {"field": "turn_timeout", "value": "90"}),
                             ("poker-admin history", {}), ("poker-admin bank-limits", {}),
                             ("poker-admin grant", {"member": cast.bob, "chips": 3}),
                             ("odds dealt", {}), ("odds draw", {"hand": "Js Jh 2c 7d Kh", "keep": "Js Jh"}),
                             ("odds advise", {"hand": "Js Jh Th 9h 2x"})):
        await ask(world, cast.alice, cast.poker, command, options)
    await ask(world, cast.bob, cast.poker, "bank history")


async def test_a_whole_game_in_the_pseudo_locale_reads_only_catalogue_words(discord_world, bot_runner, tmp_path):
    world, cast = discord_world, discord_world.cast
    everyone_in_pseudo(world)
    bot, table_id = await started(world, bot_runner, tmp_path, members=[cast.alice, cast.bob, cast.carol],
                                  language=PSEUDO, betting="table_stakes")  # a form for any amount
    await cash_game(world, bot, table_id)
    await replay_stats_and_rules(world)
    await audit_ok(bot)
    detector = read_all(world)
    read = " ".join(detector.read_where)  # a form, alt text, a picker's options, fields: all read
    for part in ("callback data.title", "attachments.description", "options.label", "fields.value", "placeholder"):
        assert part in read, part
    verdict(detector)


async def test_a_lesson_and_a_tournament_in_the_pseudo_locale(discord_world, bot_runner, tmp_path, monkeypatch):
    # The seats drawn from a chosen seed, not a secret one: the same deals every run.
    monkeypatch.setattr(running, "secrets", types.SimpleNamespace(token_hex=lambda _n: "seats-c"))
    world, cast = discord_world, discord_world.cast
    everyone_in_pseudo(world)
    bot, _table_id = await started(world, bot_runner, tmp_path, members=[cast.alice], language=PSEUDO)
    guild, poker = cast.guild.id, cast.poker
    # A lesson: bob's thread, the robots, the coach's DMs and his review.
    await learn(world, cast.bob, poker)
    (thread,) = threads_of(world, poker)
    lesson_table = (await bot.tables.table_in(guild, thread.id)).table_id
    await (await world.slash(cast.bob, thread, "poker deal")).wait_followups(1)
    await play_a_lesson_deal(world, bot, thread, lesson_table, cast.bob, COURSE[0].deals[0].hints)
    # A tournament of alice and two robots at straight poker: the buck's antes end it in a few deals.
    await ask(world, cast.alice, poker, "poker stop")
    await bot.tables.limits.set(guild, poker.id, "variety", "straight", by=cast.alice.id)
    await ask(world, cast.alice, poker, "poker tournament create", {"sweepstake": 2, "payouts": "65/35", "least": 3})
    await ask(world, cast.alice, poker, "poker tournament join")
    await ask(world, cast.alice, poker, "poker tournament robots", {"count": 2})
    bot.table_controller.clock.next_deal_after = 0.02  # the tournament's deals follow one another
    await ask(world, cast.alice, poker, "poker tournament start")
    tid = (await bot.tournaments.in_channel(guild, poker.id)).id
    for _ in range(1200):  # a minute at most on a loaded machine
        if (await bot.tournaments.standing(tid)).tournament.status == "finished":
            break
        await click_once(world, bot, {str(cast.alice.id): cast.alice})
        await asyncio.sleep(0.05)
    assert (await bot.tournaments.standing(tid)).tournament.status == "finished"
    await ask(world, cast.alice, poker, "poker tournament show")
    await audit_ok(bot)
    detector = read_all(world)
    assert detector.read_where["POST /channels/{channel_id}/threads name"] == 2  # the lesson's and the table's
    verdict(detector)


async def test_a_sentence_written_in_the_code_is_caught(discord_world, bot_runner, tmp_path, monkeypatch):
    world, cast = discord_world, discord_world.cast
    everyone_in_pseudo(world)
    planted = "The coach is on, said in plain English."
    monkeypatch.setattr(coach_words, "coach_on", lambda: planted)
    await started(world, bot_runner, tmp_path, members=[cast.alice, cast.bob], language=PSEUDO)
    await ask(world, cast.alice, cast.poker, "poker coach", {"setting": "on"})
    detector = read_all(world)
    assert [(f.words, f.text) for f in detector.findings] == [(planted.rstrip("."), planted)], dump(detector.findings)


def test_the_detector_lets_through_only_what_no_language_translates():
    from bot.text.i18n import text_in

    detector = Detector(names=["alice"])
    kept = (f"{text_in(PSEUDO, 'seat-sat', n=100)} Alice 3♠ 10♥ Kd <@12> <#34> <t:56:R> </poker join:78> "
            "`/poker replay deal:1 table:3` https://example.org/x 80d48914f99a4531 Robot 2 (law 37)")
    assert detector.english(kept) == []
    assert detector.english("blind, jack-pots, the-age") == []  # the /rules topics, as typed
    assert detector.english("[Ẏǿŭ şīŧ ḓǿẇƞ] with a pair of kings.") == ["with a pair of kings"]
