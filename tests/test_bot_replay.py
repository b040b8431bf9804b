"""`/poker replay` end to end: the real discord.py client against the Discord emulation.

The public replay pages for everyone and shows only what the table saw (the invariants of
`tests/table_invariants.py` watch every version of it, and its table pictures); **My cards**
gives a member alone his own cards at that step; **Proof** gives him the seal's proof, which
checks out, with his own cards opened only in his; wrong deal numbers get one line.
"""

from __future__ import annotations

import json

import pytest

from engine.seal import replay_to
from engine.seal_check import verdict, verify
from tests.in_language import started_in
from tests.public_words import LOCALES
from tests.table_invariants import cards_in, message_text, public_cards
from tests.test_bot_tables import make_bot, play_to_the_end, setup_table


def replay_message(world):
    for message in reversed(world.channel_messages(world.cast.poker)):
        if any(cid.startswith("pkr:") for cid in message.custom_ids):
            return message
    raise AssertionError("no replay message")


def button(message, verb):
    return next(cid for cid in message.custom_ids if cid.startswith("pkr:") and f":{verb}:" in cid)


def title(message) -> str:
    return message.embeds[0]["title"]


async def test_a_replay_pages_for_all_and_adds_only_the_clickers_cards_privately(discord_world, bot_runner, tmp_path):
    world, cast = discord_world, discord_world.cast
    bot = make_bot(tmp_path)
    await bot_runner.start(bot)
    table_id = await setup_table(world, bot, [cast.alice, cast.bob, cast.carol])
    await (await world.slash(cast.bob, cast.poker, "poker deal")).wait_followups(1)
    await play_to_the_end(world, bot, table_id)
    record = (await bot.tables.recent_deals(table_id, limit=1))[0]
    steps = len(record.actions)

    opened = await world.slash(cast.carol, cast.poker, "poker replay", {"deal": 1})
    await world.wait_until(lambda: any(m.custom_ids for m in world.channel_messages(cast.poker)
                                       if any(c.startswith("pkr:") for c in m.custom_ids)))
    assert not opened.ephemeral
    public = replay_message(world)
    assert title(public).startswith("Deal 1 replayed, as it began")
    assert record.seal_root()[:16] in message_text(public.payload)
    assert [a.filename for a in public.attachments] == ["table.png"]  # checked step by step by the invariants
    # Any member pages the public replay, for everyone: the same message, edited.
    clicked = await world.click(cast.bob, public, button(public, "next"))
    await world.wait_until(lambda: "after action 1 of" in title(replay_message(world)))
    assert replay_message(world).id == public.id and not clicked.ephemeral
    await world.click(cast.carol, replay_message(world), button(replay_message(world), "last"))
    await world.wait_until(lambda: f"after action {steps} of {steps}" in title(replay_message(world)))

    # My cards: alice's own, at that step, to her alone; the public message never holds them.
    last = replay_message(world)
    mine = await world.click(cast.alice, last, button(last, "mine"))
    shown = (await mine.wait_followups(1))[0]
    assert shown.ephemeral and shown.embeds[0]["fields"][0]["name"] == "Your cards"
    seat = record.setup["players"].index(str(cast.alice.id))
    hand = {str(c) for c in record.replay().hands[seat]}
    assert cards_in(json.dumps(shown.embeds[0]["fields"][0], ensure_ascii=False)) == hand
    assert "Your cards" not in message_text(replay_message(world).payload)
    # ... and her own view pages by itself, her cards at each step, the public one untouched.
    first = await world.click(cast.alice, shown, button(shown, "first"))
    await world.wait_until(lambda: "as it began" in title(shown))
    own_first = first.original
    assert own_first is not None and own_first.id == shown.id
    at_first = {str(c) for c in replay_to(record.deal_setup(), record.actions, 0).hands[seat]}
    assert cards_in(json.dumps(own_first.embeds[0]["fields"][0], ensure_ascii=False)) == at_first
    assert f"after action {steps} of {steps}" in title(replay_message(world))  # the public one stays

    # The proof: checks out; alice's own cards are opened only in hers.
    proof_click = await world.click(cast.alice, last, button(last, "proof"))
    sent = (await proof_click.wait_followups(1))[0]
    assert sent.ephemeral and sent.attachments[0].filename == "deal-1.json"
    hers = json.loads(sent.attachments[0].data)
    assert verdict(verify(hers, record.seal_root()[:16])) and {e["card"] for e in hers["own"]} >= hand
    outsider = await world.click(cast.dave, last, button(last, "proof"))
    theirs = json.loads((await outsider.wait_followups(1))[0].attachments[0].data)
    assert "own" not in theirs and verdict(verify(theirs))
    assert {e["card"] for e in theirs["shown"]} <= public_cards(record.replay().public_view())
    not_dealt = await world.click(cast.dave, last, button(last, "mine"))
    assert not_dealt.ephemeral and "You were not dealt in deal 1" in not_dealt.callback_data["content"]

    # Wrong numbers: one line each.
    missing = await world.slash(cast.bob, cast.poker, "poker replay", {"deal": 9})
    assert missing.ephemeral and missing.callback_data["content"].count("\n") == 0
    assert f"Table {table_id} has no deal 9" in missing.callback_data["content"]
    await (await world.slash(cast.bob, cast.poker, "poker deal")).wait_followups(1)
    playing = await world.slash(cast.bob, cast.poker, "poker replay", {"deal": 2})
    assert playing.ephemeral and "Deal 2 is still in play" in playing.callback_data["content"]


@pytest.mark.parametrize("locale", LOCALES)
async def test_the_invariants_catch_a_replay_step_showing_a_card_shown_only_later(discord_world, bot_runner,
                                                                                  tmp_path, monkeypatch, locale):
    """The shared invariants hold each public step to the table's view at that step, in every
    language: a card the table saw only at the show-down is caught on the replay of the deal as
    it began."""
    from bot.discord_side import replay

    world, cast = discord_world, discord_world.cast
    bot, table_id = await started_in(world, bot_runner, tmp_path, locale)
    await (await world.slash(cast.bob, cast.poker, "poker deal")).wait_followups(1)
    await play_to_the_end(world, bot, table_id)
    record = (await bot.tables.recent_deals(table_id, limit=1))[0]
    later = next(iter(record.replay().shown.values()))  # shown in the call, at the very end
    honest = replay.public_embed

    def leaky(record_, view, step, **kw):
        embed = honest(record_, view, step, **kw)
        return embed.add_field(name="Leak", value=" ".join(c.symbol() for c in later))

    monkeypatch.setattr(replay, "public_embed", leaky)
    await world.slash(cast.carol, cast.poker, "poker replay", {"deal": 1})
    await world.wait_until(lambda: any(c.startswith("pkr:") for m in world.channel_messages(cast.poker)
                                       for c in m.custom_ids))
    invariants = bot_runner.invariants
    await invariants.settle()
    caught = [p for p in invariants.problems if "not yet shown at step 0 of deal 1" in p]
    assert caught, invariants.problems
    invariants.problems.clear()  # this test's own leak, found: nothing else to report


async def test_a_closed_tables_replay_still_pages_and_is_not_shown_as_a_table_again(discord_world, bot_runner,
                                                                                   tmp_path):
    world, cast = discord_world, discord_world.cast
    bot = make_bot(tmp_path)
    await bot_runner.start(bot)
    table_id = await setup_table(world, bot, [cast.alice, cast.bob])
    await (await world.slash(cast.bob, cast.poker, "poker deal")).wait_followups(1)
    await play_to_the_end(world, bot, table_id)
    await world.slash(cast.bob, cast.poker, "poker replay", {"deal": 1})
    await world.wait_until(lambda: any(c.startswith("pkr:") for m in world.channel_messages(cast.poker)
                                       for c in m.custom_ids))
    await (await world.slash(cast.alice, cast.poker, "poker stop")).wait_followups(1)
    assert table_id not in bot.table_controller.ui
    public = replay_message(world)
    await world.click(cast.carol, public, button(public, "next"))
    await world.wait_until(lambda: "after action 1 of" in title(replay_message(world)))
    assert table_id not in bot.table_controller.ui  # the closed table is not taken up again


async def test_a_deal_stays_replayable_by_the_address_its_show_down_gave(discord_world, bot_runner, tmp_path):
    """Issue 41, item 6: a replay and the history outlive their table. After `/poker stop` the
    channel's last table is read; after a new `/poker start`, the show-down's own address (deal and
    table) still opens the old deal; a wrong table or a channel that never had one gets one line."""
    world, cast = discord_world, discord_world.cast
    bot = make_bot(tmp_path)
    await bot_runner.start(bot)
    table_id = await setup_table(world, bot, [cast.alice, cast.bob])
    await (await world.slash(cast.bob, cast.poker, "poker deal")).wait_followups(1)
    await play_to_the_end(world, bot, table_id)
    address = f"`/poker replay deal:1 table:{table_id}` opens it."
    await world.wait_until(lambda: any(address in m.content for m in world.channel_messages(cast.poker)))
    await (await world.slash(cast.alice, cast.poker, "poker stop")).wait_followups(1)

    async def said(command: str, options: dict, channel=cast.poker) -> str:
        answer = await world.slash(cast.carol, channel, command, options)
        await world.wait_until(lambda: answer.callback is not None)
        return answer.callback_data.get("content", "") if answer.ephemeral else ""

    async def replays_deal_1(options: dict) -> None:
        before = sum(1 for m in world.channel_messages(cast.poker) if any(c.startswith("pkr:") for c in m.custom_ids))
        await world.slash(cast.carol, cast.poker, "poker replay", options)
        await world.wait_until(lambda: sum(1 for m in world.channel_messages(cast.poker)
                                           if any(c.startswith("pkr:") for c in m.custom_ids)) == before + 1)
        assert title(replay_message(world)).startswith("Deal 1 replayed, as it began")

    # The table is closed: the channel's last table is the one read, with or without its number.
    await replays_deal_1({"deal": 1})
    history = await world.slash(cast.carol, cast.poker, "poker history", {})
    await world.wait_until(lambda: history.callback is not None)
    assert history.callback_data["content"].startswith(f"Table {table_id}'s last deals")
    assert "Deal 1: " in history.callback_data["content"]

    # A new table here: its own deal 1 does not exist yet, the old one opens by its address.
    await (await world.slash(cast.alice, cast.poker, "poker start")).wait_followups(1)
    newer = (await bot.tables.table_in(cast.guild.id, cast.poker.id)).table_id
    assert newer != table_id
    refused = await said("poker replay", {"deal": 1})
    assert refused == (f"Table {newer} has no deal 1: `/poker history` lists its last deals; a deal of an earlier "
                       "table opens with the table its show-down named (`table:`).")
    await replays_deal_1({"deal": 1, "table": table_id})
    assert (await said("poker replay", {"deal": 1, "table": 99999})).startswith("There is no table 99999 in this server")
    assert (await said("poker history", {}, channel=cast.table_thread)).startswith("No table has played in this channel yet")
