"""End to end: the real discord.py client plays tables against the local Discord emulation.

The tests act as members: they type slash commands and click the table
message's buttons, and check what the bot sends back.  Whose turn it is and
what the hands are, they read from the bot's own engine (as an umpire would);
every chip is checked against the ledger's audit at the end.
"""

from __future__ import annotations

import asyncio
import json
import logging
import re

from bot.discord_side.app import PokerBot
from bot.services.audit import audit
from bot.settings import Settings
from engine.cards import parse_cards

COGS = ("cogs.poker", "cogs.odds", "cogs.rules")


def make_bot(tmp_path, **controller) -> PokerBot:
    options = {"next_deal_after": -1, "robot_delay": 0.01, "edit_every": 0.05, "turn_seconds": 600,
               "seeds": lambda n: f"e2e-seed-{n}"}
    options.update(controller)
    return PokerBot(Settings(database_url=f"sqlite:///{tmp_path}/poker.db"), state_dir=tmp_path,
                    cogs=COGS, controller_options=options)


async def setup_table(world, bot, members, stake=100):
    cast = world.cast
    for user in members:
        await bot.bank.buy(cast.guild.id, user.id, 500, by=cast.alice.id)
    started = await world.slash(cast.alice, cast.poker, "poker start")
    assert started.ephemeral
    await started.wait_followups(1)
    for user in members:
        joined = await world.slash(user, cast.poker, "poker join", {"stake": stake})
        assert joined.ephemeral, joined.callback_data
        await joined.wait_followups(1)
    table = await bot.tables.table_in(cast.guild.id, cast.poker.id)
    return table.table_id


def table_message(world):
    """The newest message in the table's channel that has the table's buttons."""
    for message in reversed(world.channel_messages(world.cast.poker)):
        if any(cid.startswith("pk:") for cid in message.custom_ids):
            return message
    raise AssertionError("no table message with buttons")


async def wait_for_step(world, bot, table_id, number, step):
    """Wait until the table message shows the buttons for this step of this deal."""
    def ready() -> bool:
        try:
            return any(cid.startswith(f"pk:{table_id}:{number}:{step}:") for cid in table_message(world).custom_ids)
        except AssertionError:
            return False
    await world.wait_until(ready)


def user_of(world, member: str):
    for user in (world.cast.alice, world.cast.bob, world.cast.carol, world.cast.dave):
        if str(user.id) == member:
            return user
    raise AssertionError(member)


async def act(world, bot, table_id, verb, amount=None, discards=None):
    """The player to act clicks `verb` on the table message (and picks an amount or cards)."""
    deal = await bot.tables.deal_in_play(table_id)
    number, step = deal.setup.number, len(deal.history)
    await wait_for_step(world, bot, table_id, number, step)
    user = user_of(world, deal.setup.players[deal.to_act])
    message = table_message(world)
    custom_id = f"pk:{table_id}:{number}:{step}:{verb}"
    assert custom_id in message.custom_ids, (custom_id, message.custom_ids)
    record = await world.click(user, message, custom_id)
    if amount is not None:
        picker = record.original
        select_id = next(c for c in picker.custom_ids if c.startswith("pka:"))
        record = await world.select(user, picker, select_id, [str(amount)])
    if discards is not None:
        picker = record.original
        select_id = next(c for c in picker.custom_ids if c.startswith("pkd:"))
        record = await world.select(user, picker, select_id, [str(c) for c in discards])
    await world.wait_until(lambda: _moved_on(bot, table_id, number, step))
    return record


async def to_the_draw(world, bot, table_id):
    """Everyone declines to straddle and comes in; returns the deal at its draw."""
    while (await bot.tables.deal_in_play(table_id)).phase.value != "drawing":
        deal = await bot.tables.deal_in_play(table_id)
        kinds = {o.kind for o in deal.legal().options}
        await act(world, bot, table_id, "decline_straddle" if "decline_straddle" in kinds else "come_in")
    return await bot.tables.deal_in_play(table_id)


def _moved_on(bot, table_id, number, step) -> bool:
    live = bot.tables._live.get(table_id)
    return live is None or live.deal is None or live.deal.setup.number != number or len(live.deal.history) > step


def public_text(world) -> str:
    """All the channel has shown: the table messages posted afresh since and deleted too."""
    messages = world.shown_messages(world.cast.poker)
    return json.dumps([{"content": m.content, "embeds": m.embeds, "history": m.history} for m in messages],
                      default=str, ensure_ascii=False)


def symbols_in(text: str) -> set[str]:
    return set(re.findall(r"(?:10|[2-9JQKA])[♣♦♥♠]", text))


async def play_to_the_end(world, bot, table_id, *, open_with_openers=True, between=None):
    """Everyone plays plainly: no straddle, come in or open, stand pat, bet 1 and call.
    `between(turn)`, if given, is awaited before each turn (chat between turns: `tests.busy_channel`)."""
    for turn in range(80):
        deal = await bot.tables.deal_in_play(table_id)
        if deal is None:
            return
        if between is not None:
            await between(turn)
        kinds = {o.kind for o in deal.legal().options}
        if "decline_straddle" in kinds:
            await act(world, bot, table_id, "decline_straddle")
        elif "open" in kinds and open_with_openers and deal.holds_openers(deal.to_act):
            await act(world, bot, table_id, "open", amount=2)
        elif "come_in" in kinds:
            await act(world, bot, table_id, "come_in")
        elif "stay" in kinds:
            await act(world, bot, table_id, "stay")
        elif "draw" in kinds:
            await act(world, bot, table_id, "pat")
        elif "bet" in kinds:
            await act(world, bot, table_id, "bet", amount=1)
        elif "call" in kinds:
            await act(world, bot, table_id, "call")
        elif "see" in kinds:
            await act(world, bot, table_id, "see")
        else:
            await act(world, bot, table_id, "pass")
    raise AssertionError("the deal did not end")


async def audit_ok(bot) -> None:
    report = await audit(bot.storage)
    assert report.ok, report


async def test_an_ordinary_pool_from_start_to_show_down(discord_world, bot_runner, tmp_path, caplog):
    caplog.set_level(logging.INFO)
    world, cast = discord_world, discord_world.cast
    bot = make_bot(tmp_path)
    await bot_runner.start(bot)
    members = [cast.alice, cast.bob, cast.carol]
    table_id = await setup_table(world, bot, members)
    dealt = await world.slash(cast.bob, cast.poker, "poker deal")
    assert dealt.ephemeral
    await dealt.wait_followups(1)
    deal = await bot.tables.deal_in_play(table_id)
    assert deal is not None and deal.kind.value == "ordinary"
    await play_to_the_end(world, bot, table_id)

    record = (await bot.tables.recent_deals(table_id, limit=1))[0]
    finished = record.replay()
    # Every player got his hand by DM, and the table never showed a card before the call.
    shown = {c.symbol() for cards in finished.shown.values() for c in cards}
    for member in finished.setup.players:
        dms = " ".join(m.content for m in world.dms(user_of(world, member)))
        assert "Your hand" in dms
    everything_public = public_text(world)
    thrown = {parse_cards(card)[0].symbol() for _, card in (record.notes.get("thrown") or [])}
    assert symbols_in(everything_public) <= shown | thrown, "a card was shown that no call revealed"
    assert shown and shown <= {c.symbol() for h in finished.hands for c in h}
    # The seed would rebuild the hands nobody called: it is in no message, public or private, nor in
    # the log. The result message gives the root sealed when the deal began; the books balance.
    last = world.channel_messages(cast.poker)[-1].content
    assert record.seal_root()[:16] in last
    history = await world.slash(cast.carol, cast.poker, "poker history")
    assert history.ephemeral and "Deal 1" in history.callback_data["content"]
    assert record.seal_root()[:16] in history.callback_data["content"]
    private = [m.content for member in members for m in world.dms(member)]
    everywhere = json.dumps([public_text(world), history.callback_data, private, caplog.text], default=str)
    assert "e2e-seed" in record.seed and "e2e-seed" not in everywhere
    await audit_ok(bot)


async def test_a_jackpot_is_opened_fattened_and_played_out(discord_world, bot_runner, tmp_path):
    world, cast = discord_world, discord_world.cast
    bot = make_bot(tmp_path)
    await bot_runner.start(bot)
    await bot.tables.limits.set(cast.guild.id, cast.poker.id, "all_jackpots", True, by=cast.alice.id)
    table_id = await setup_table(world, bot, [cast.alice, cast.bob, cast.carol])
    opened = False
    for _ in range(12):
        await (await world.slash(cast.carol, cast.poker, "poker deal")).wait_followups(1)
        deal = await bot.tables.deal_in_play(table_id)
        assert deal.kind.value == "jackpot"
        await play_to_the_end(world, bot, table_id)
        record = (await bot.tables.recent_deals(table_id, limit=1))[0]
        if record.result["outcome"] != "not_opened":
            opened = True
            break
    assert opened, "nobody held openers in twelve deals"
    text = public_text(world)
    assert "opens for 2" in text or "Open" in text
    await audit_ok(bot)


async def test_closed_dms_out_of_turn_and_stale_clicks(discord_world, bot_runner, tmp_path):
    world, cast = discord_world, discord_world.cast
    bot = make_bot(tmp_path)
    await bot_runner.start(bot)
    table_id = await setup_table(world, bot, [cast.bob, cast.dave])
    await (await world.slash(cast.bob, cast.poker, "poker deal")).wait_followups(1)
    deal = await bot.tables.deal_in_play(table_id)
    number = deal.setup.number
    # Straddling first: decline, so the cards are dealt.
    while deal.phase.value == "straddling":
        await act(world, bot, table_id, "decline_straddle")
        deal = await bot.tables.deal_in_play(table_id)
    await world.wait_until(lambda: "does not take DMs" in public_text(world))
    # Dave's cards come privately through My hand.
    message = table_message(world)
    step = len(deal.history)
    hand = await world.click(cast.dave, message, f"pk:{table_id}:{number}:{step}:hand")
    dave_seat = deal.setup.players.index(str(cast.dave.id))
    assert hand.ephemeral and all(c.symbol() in hand.callback_data["content"] for c in deal.hands[dave_seat])
    # Out of turn.
    idle = cast.bob if deal.setup.players[deal.to_act] != str(cast.bob.id) else cast.dave
    verb = next(cid.rsplit(":", 1)[1] for cid in message.custom_ids if not cid.endswith(":hand"))
    refused = await world.click(idle, message, f"pk:{table_id}:{number}:{step}:{verb}")
    assert refused.ephemeral and "not your turn" in refused.callback_data["content"]
    # A stale click: the button of a step already played.
    await act(world, bot, table_id, "pass")
    deal_now = await bot.tables.deal_in_play(table_id)
    if deal_now is not None:
        actor = user_of(world, deal_now.setup.players[deal_now.to_act])
        stale = await world.click(actor, message, f"pk:{table_id}:{number}:{step}:{verb}")
        assert stale.ephemeral and ("earlier turn" in stale.callback_data["content"]
                                    or "over" in stale.callback_data["content"])
    await audit_ok(bot)


async def test_stopping_and_restarting_the_bot_in_the_middle_of_a_deal(discord_world, bot_runner, tmp_path):
    world, cast = discord_world, discord_world.cast
    bot = make_bot(tmp_path)
    await bot_runner.start(bot)
    table_id = await setup_table(world, bot, [cast.alice, cast.bob, cast.carol])
    await (await world.slash(cast.alice, cast.poker, "poker deal")).wait_followups(1)
    await act(world, bot, table_id, "decline_straddle")
    await act(world, bot, table_id, "come_in")
    before = await bot.tables.deal_in_play(table_id)
    where = (before.setup.number, len(before.history), before.to_act)
    fresh = make_bot(tmp_path)
    syncs = len(world.requests_to("PUT", "/applications/{application_id}/commands"))
    await bot_runner.restart(bot, fresh, wait_for_sync=False)
    # The command tree did not change, so the restarted bot does not sync it again.
    assert len(world.requests_to("PUT", "/applications/{application_id}/commands")) == syncs
    assert not fresh.synced
    after = await fresh.tables.deal_in_play(table_id)
    assert (after.setup.number, len(after.history), after.to_act) == where
    await world.wait_until(lambda: bool(table_message(world)))
    await play_to_the_end(world, fresh, table_id)
    assert (await fresh.tables.deal_in_play(table_id)) is None
    await audit_ok(fresh)


async def test_the_turn_timer_plays_the_laws_and_sits_out_a_player_who_times_out_twice(
        discord_world, bot_runner, tmp_path):
    world, cast = discord_world, discord_world.cast
    bot = make_bot(tmp_path, turn_seconds=1)
    await bot_runner.start(bot)
    table_id = await setup_table(world, bot, [cast.bob, cast.carol])
    await (await world.slash(cast.bob, cast.poker, "poker deal")).wait_followups(1)
    deal = await bot.tables.deal_in_play(table_id)
    dealer = deal.setup.players[deal.dealer]

    def sitting_out() -> bool:
        live = bot.tables._live.get(table_id)
        return live is not None and any(s.player == dealer and s.sitting_out for s in live.table.seats)

    # Two players: the dealer is first to straddle and first to come in; silent, he declines
    # the straddle and passes (law 37 then ends the deal), and is sat out.
    await world.wait_until(sitting_out)
    assert "ran out of time" in public_text(world)
    await audit_ok(bot)


async def test_robots_fill_seats_and_play_their_turns(discord_world, bot_runner, tmp_path):
    world, cast = discord_world, discord_world.cast
    bot = make_bot(tmp_path)
    await bot_runner.start(bot)
    table_id = await setup_table(world, bot, [cast.alice])
    added = await world.slash(cast.alice, cast.poker, "poker robots add", {"count": 2})
    await added.wait_followups(1)
    summary = await bot.tables.summary(table_id)
    assert sum(1 for member, _ in summary.seats if member.startswith("robot-")) == 2
    await (await world.slash(cast.alice, cast.poker, "poker deal")).wait_followups(1)
    for _ in range(40):
        deal = await bot.tables.deal_in_play(table_id)
        if deal is None:
            break
        if deal.to_act is not None and deal.setup.players[deal.to_act] == str(cast.alice.id):
            kinds = {o.kind for o in deal.legal().options}
            verb = next(v for v in ("decline_straddle", "come_in", "call", "see", "pass") if v in kinds) \
                if deal.phase.value != "drawing" else "pat"
            if "bet" in kinds:
                await act(world, bot, table_id, "bet", amount=1)
            else:
                await act(world, bot, table_id, verb)
        else:  # a robot's turn: it plays by itself
            number, step = deal.setup.number, len(deal.history)
            await world.wait_until(lambda n=number, s=step: _moved_on(bot, table_id, n, s))
    assert (await bot.tables.deal_in_play(table_id)) is None
    await audit_ok(bot)


async def test_drawing_from_the_dm_picker(discord_world, bot_runner, tmp_path):
    world, cast = discord_world, discord_world.cast
    bot = make_bot(tmp_path)
    await bot_runner.start(bot)
    table_id = await setup_table(world, bot, [cast.alice, cast.bob, cast.carol])
    await (await world.slash(cast.alice, cast.poker, "poker deal")).wait_followups(1)
    deal = await to_the_draw(world, bot, table_id)
    seat = deal.to_act
    user = user_of(world, deal.setup.players[seat])
    dm = next(m for m in reversed(world.dms(user)) if any(c.startswith("pkd:") for c in m.custom_ids))
    select_id = next(c for c in dm.custom_ids if c.startswith("pkd:"))
    throw = [str(c) for c in deal.hands[seat][:2]]
    kept = set(deal.hands[seat][2:])
    number, step = deal.setup.number, len(deal.history)
    answer = await world.select(user, dm, select_id, throw)
    assert not answer.ephemeral, answer.callback_data  # no refusal: the DM's picker was taken
    await world.wait_until(lambda: _moved_on(bot, table_id, number, step))
    after = await bot.tables.deal_in_play(table_id)
    assert after.drew[seat] == 2 and kept <= set(after.hands[seat])
    # The hand after the draw comes by DM too.
    await world.wait_until(lambda: any("after the draw" in m.content for m in world.dms(user)))
    await play_to_the_end(world, bot, table_id)
    await audit_ok(bot)


async def test_a_click_on_the_table_message_is_answered_through_the_click(
        discord_world, bot_runner, tmp_path):
    """Issue 18, and issue 40: the table message's update for a click goes through the click's
    own webhook, which Discord's global limit does not count.  At a member's new turn that is a
    follow-up posting the table afresh at the channel's foot, and the clicked message deleted as
    the click's original response; the channel itself is asked nothing."""
    world, cast = discord_world, discord_world.cast
    bot = make_bot(tmp_path)
    await bot_runner.start(bot)
    table_id = await setup_table(world, bot, [cast.alice, cast.bob, cast.carol])
    await (await world.slash(cast.bob, cast.poker, "poker deal")).wait_followups(1)
    await wait_for_step(world, bot, table_id, 1, 0)
    await world.wait_until(lambda: len([m for m in world.channel_messages(cast.poker) if m.embeds]) == 1,
                           what="the table's first message gone (nobody had clicked: in the channel)")
    clicked = table_message(world)
    channel_routes = [(method, "/channels/{channel_id}/messages" + tail)
                      for method, tail in (("POST", ""), ("PATCH", "/{message_id}"), ("DELETE", "/{message_id}"))]

    def asked_of_the_channel() -> list[int]:  # the hands' DMs are other channels
        return [sum(str(cast.poker.id) in r.path for r in world.requests_to(*route)) for route in channel_routes]
    before = asked_of_the_channel()
    record = await act(world, bot, table_id, "decline_straddle")
    assert record.callback_type == 6  # a deferred update: the answer is what follows
    await world.wait_until(lambda: clicked.deleted and record.followups, what="the table afresh")
    deleted = world.requests_to("DELETE", "/webhooks/{webhook_id}/{webhook_token}/messages/{message_id}")[-1]
    assert deleted.path.endswith("/messages/@original") and record.token in deleted.path
    afresh = table_message(world)
    assert afresh is record.followups[-1] and afresh is world.channel_messages(cast.poker)[-1]
    assert asked_of_the_channel() == before
    assert not world.rate_limits.violations()
    # The edit shows the next step, and its buttons work.
    await play_to_the_end(world, bot, table_id)
    await audit_ok(bot)


async def test_a_table_opened_before_the_bot_is_ready_is_not_shown_twice(discord_world, bot_runner, tmp_path):
    """Discord delivers interactions as soon as the gateway is up, seconds before READY's
    tables are shown again: a table opened in that gap already has its message."""
    world, cast = discord_world, discord_world.cast
    bot = make_bot(tmp_path)
    await bot_runner.start(bot)
    await setup_table(world, bot, [cast.alice, cast.bob])
    before = len(world.requests_to("POST", "/channels/{channel_id}/messages"))
    await bot.table_controller.resume()  # what on_ready does, arriving after the table opened
    assert len(world.requests_to("POST", "/channels/{channel_id}/messages")) == before


async def test_a_table_messages_buttons_are_the_options_of_the_step_they_name(discord_world, bot_runner,
                                                                              tmp_path, monkeypatch):
    """Robots play on while a slow picture of the table is drawn: every version of the table
    message offers, under each step's number, exactly the buttons of the deal at that step
    (replayed from its record), never a later step's number on an earlier step's options."""
    import time as clock

    from bot.discord_side import drawing as module
    from bot.discord_side.buttons import table_view
    from engine.actions import action_from_dict
    from engine.varieties import replay_deal

    drawn = module.table_picture

    def slow(*args, **kwargs):
        clock.sleep(0.15)  # in the drawing thread: the deal moves on meanwhile
        return drawn(*args, **kwargs)

    monkeypatch.setattr(module, "table_picture", slow)
    world, cast = discord_world, discord_world.cast
    bot = make_bot(tmp_path, robot_delay=0.1)
    bot.settings.picture_worker = False  # drawn in the bot's threads, where the slow drawing is
    await bot_runner.start(bot)
    table_id = await setup_table(world, bot, [cast.alice])
    await (await world.slash(cast.alice, cast.poker, "poker robots add", {"count": 3})).wait_followups(1)
    await (await world.slash(cast.alice, cast.poker, "poker sitout")).wait_followups(0)
    for _ in range(6):
        await (await world.slash(cast.alice, cast.poker, "poker deal")).wait_followups(1)
        for _ in range(600):
            if await bot.tables.deal_in_play(table_id) is None:
                break
            await asyncio.sleep(0.05)
    records = {r.number: r for r in await bot.tables.recent_deals(table_id, limit=10)}
    checked = 0
    for message in world.shown_messages(cast.poker):
        for payload in [*message.history, message.payload]:
            ids = [c["custom_id"] for row in payload.get("components", []) for c in row.get("components", [])
                   if str(c.get("custom_id", "")).startswith(f"pk:{table_id}:")]
            if not ids:
                continue
            number, step = int(ids[0].split(":")[2]), int(ids[0].split(":")[3])
            record = records[number]
            deal = replay_deal(record.deal_setup(), [action_from_dict(a) for a in record.actions[:step]])
            expected = table_view(table_id, number, step, deal.view())
            assert ids == [item.custom_id for item in expected.children], (number, step, ids)
            checked += 1
    assert checked >= 10, checked
