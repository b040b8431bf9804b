"""End to end: the defects members met at the table (issue 13), each played as a member would.

Every test here failed before its fix.  The invariants of `tests.table_invariants`
(no ERROR logged, no "something went wrong", every interaction answered in 3 s, no
unshown card in public) are checked at the end of each by the ``bot_runner`` fixture.
"""

from __future__ import annotations

import asyncio
import json
import logging
import re
import time

import pytest

from bot.discord_side.app import COGS
from bot.settings import PAYLOAD_LOGGERS, Settings
from bot.text.click_words import keep_your_openers
from discord_emulator import CallbackType, InteractionType
from engine.cards import parse_cards
from engine.varieties import new_deal
from tests.test_bot_tables import (
    _moved_on,
    act,
    audit_ok,
    make_bot,
    play_to_the_end,
    setup_table,
    table_message,
    to_the_draw,
    user_of,
    wait_for_step,
)
from tests.test_bot_varieties import deal_one


async def press(world, user, message, custom_id, values=None):
    """What a member's client sends for a component on `message`, even one the emulator's own
    checks would not let a test send (a value the select did not offer): Discord passes a
    forged or stale payload on to the bot as it is."""
    data = {"custom_id": custom_id, "component_type": 3 if values is not None else 2}
    if values is not None:
        data["values"] = list(values)
    return await world.inject(InteractionType.MESSAGE_COMPONENT, user, message.channel, data, message=message)


def plain_choice(deal) -> tuple[str, int | None]:
    """A quiet player's answer: decline, come in, see, call, knock; bet 1 when he must bet or pass."""
    if deal.phase.value == "drawing":
        return "pat", None
    kinds = {o.kind for o in deal.legal().options}
    for verb in ("decline_straddle", "come_in", "stay", "see", "call", "check", "knock", "turn_up", "pass"):
        if verb in kinds:
            return verb, None
    return "bet", 1


def seen_by_all(payload) -> str:
    """What everyone sees of a message: its embeds and components."""
    return json.dumps([payload.get("embeds"), payload.get("components")], sort_keys=True)


def text_of(record) -> str:
    return (record.callback_data.get("content") or "") + " ".join(m.content for m in record.followups)


def every_cog(tmp_path, **controller):
    """The bot with all its commands (the table tests' `make_bot` leaves out /bank and /poker-admin)."""
    bot = make_bot(tmp_path, **controller)
    bot.cog_names = COGS
    return bot


async def refusal(record) -> str:
    """The private answer to a pick that was refused: a follow-up, after the deferred update."""
    if record.callback_type is CallbackType.DEFERRED_UPDATE_MESSAGE:
        await record.wait_followups(1)
    return text_of(record)


async def started(world, bot_runner, tmp_path, members=None, **limits):
    bot = every_cog(tmp_path)
    await bot_runner.start(bot)
    cast = world.cast
    for field, value in limits.items():
        await bot.tables.limits.set(cast.guild.id, cast.poker.id, field, value, by=cast.alice.id)
    table_id = await setup_table(world, bot, members or [cast.alice, cast.bob, cast.carol])
    return bot, table_id


# ----- 1. "My hand" and /poker hand at any moment ------------------------------------------------
@pytest.mark.parametrize("variety", ["draw", "straight", "stud", "whisky"])
async def test_my_hand_answers_every_player_at_every_step(discord_world, bot_runner, tmp_path, variety):
    world, cast = discord_world, discord_world.cast
    bot, table_id = await started(world, bot_runner, tmp_path, variety=variety)
    deal = await deal_one(world, bot, table_id, cast.bob)
    for _ in range(40):
        deal = await bot.tables.deal_in_play(table_id)
        if deal is None:
            break
        number, step = deal.setup.number, len(deal.history)
        await wait_for_step(world, bot, table_id, number, step)
        message = table_message(world)
        for member in deal.setup.players:
            user = user_of(world, member)
            seat = deal.setup.players.index(member)
            mine = await world.click(user, message, f"pk:{table_id}:{number}:{step}:hand")
            assert mine.ephemeral, mine.callback_data
            if deal.hands[seat]:
                assert "Your hand" in text_of(mine)
                assert all(c.symbol() in text_of(mine) for c in deal.hands[seat])
            typed = await world.slash(user, cast.poker, "poker hand")
            assert typed.ephemeral and ("Your hand" in text_of(typed) or not deal.hands[seat])
        await act(world, bot, table_id, *plain_choice(deal))
    assert await bot.tables.deal_in_play(table_id) is None
    await audit_ok(bot)


async def test_the_old_my_hand_button_works_after_a_restart(discord_world, bot_runner, tmp_path):
    world, cast = discord_world, discord_world.cast
    bot, table_id = await started(world, bot_runner, tmp_path)
    await deal_one(world, bot, table_id, cast.bob)
    await act(world, bot, table_id, "decline_straddle")
    deal = await bot.tables.deal_in_play(table_id)
    step = len(deal.history)
    await wait_for_step(world, bot, table_id, deal.setup.number, step)
    old = table_message(world)
    fresh = every_cog(tmp_path)
    await bot_runner.restart(bot, fresh, wait_for_sync=False)
    for member in deal.setup.players:
        mine = await world.click(user_of(world, member), old, f"pk:{table_id}:{deal.setup.number}:{step}:hand")
        seat = deal.setup.players.index(member)
        assert mine.ephemeral and all(c.symbol() in text_of(mine) for c in deal.hands[seat])
    await play_to_the_end(world, fresh, table_id)
    await audit_ok(fresh)


# ----- 2. a jack-pot shows nobody who holds openers --------------------------------------------------
async def test_open_is_offered_to_all_and_refused_privately_without_openers(discord_world, bot_runner, tmp_path):
    world, cast = discord_world, discord_world.cast
    bot, table_id = await started(world, bot_runner, tmp_path, all_jackpots=True)
    offered = {}
    refused, edits = False, None
    for _ in range(12):
        deal = await deal_one(world, bot, table_id, cast.carol)
        while deal is not None and deal.opener is None and deal.phase.value == "before_draw":
            number, step, seat = deal.setup.number, len(deal.history), deal.to_act
            await wait_for_step(world, bot, table_id, number, step)
            message = table_message(world)
            labels = sorted(c.get("label") for c in message.interactive_components())
            field = next(f for e in message.embeds for f in e.get("fields", []) if "to say" in f["name"])
            offered[deal.holds_openers(seat)] = (labels, field["value"])
            if not deal.holds_openers(seat) and not refused:
                shown, edits = seen_by_all(message.payload), message.edit_count
                user = user_of(world, deal.setup.players[seat])
                tried = await world.click(user, message, f"pk:{table_id}:{number}:{step}:open")
                assert tried.ephemeral and "do not hold openers" in text_of(tried)
                assert (await bot.tables.deal_in_play(table_id)).history == deal.history, "nothing changed"
                refused = True
            await act(world, bot, table_id, "open" if deal.holds_openers(seat) else "pass",
                      amount=2 if deal.holds_openers(seat) else None)
            if refused and edits is not None:
                # Every version of the table message until the next player's turn showed what it
                # showed before the refusal: the table learned nothing of it.
                versions = [*message.history, message.payload][edits:]
                this_turn = [v for v in versions if f"pk:{table_id}:{number}:{step}:" in json.dumps(v)]
                assert all(seen_by_all(v) == shown for v in this_turn), "the table learned of the refusal"
                edits = None
            deal = await bot.tables.deal_in_play(table_id)
        await play_to_the_end(world, bot, table_id)
        if len(offered) == 2 and refused:
            break
    assert set(offered) == {True, False}, "twelve jack-pots showed both a holder and a non-holder"
    assert offered[True] == offered[False], "the table showed who holds openers"
    assert "Open" in offered[True][1]
    await audit_ok(bot)


# ----- 3. a refused discard leaves the picker as it was; the player is "you" ------------------------
async def test_a_refused_discard_changes_no_message(discord_world, bot_runner, tmp_path):
    world, cast = discord_world, discord_world.cast
    bot, table_id = await started(world, bot_runner, tmp_path, all_jackpots=True)
    for _ in range(15):
        deal = await deal_one(world, bot, table_id, cast.carol)
        while deal is not None and deal.phase.value == "before_draw":
            seat = deal.to_act
            kinds = {o.kind for o in deal.legal().options}
            if "open" in kinds:
                verb = "open" if deal.holds_openers(seat) else "pass"
            else:
                verb = "stay" if "stay" in kinds else "see"
            await act(world, bot, table_id, verb, amount=1 if verb == "open" else None)
            deal = await bot.tables.deal_in_play(table_id)
        if deal is not None and deal.opener is not None:
            break
        await play_to_the_end(world, bot, table_id)
    else:
        pytest.fail("no jack-pot was opened in fifteen deals")
    while deal.to_act != deal.opener:
        await act(world, bot, table_id, "pat")
        deal = await bot.tables.deal_in_play(table_id)
    opener = user_of(world, deal.setup.players[deal.opener])
    dm = next(m for m in reversed(world.dms(opener)) if any(c.startswith("pkd:") for c in m.custom_ids))
    select_id = next(c for c in dm.custom_ids if c.startswith("pkd:"))
    before = json.dumps(dm.payload)
    # Throwing away every card splits any openers (law 73): refused, privately, and in the
    # second person as every refusal is (issue 31).
    everything = [str(c) for c in deal.hands[deal.opener]]
    refused = await world.select(opener, dm, select_id, everything)
    assert await refusal(refused) == keep_your_openers()
    assert keep_your_openers().startswith("You opened this jack-pot, so you may not split your openers")
    assert json.dumps(dm.payload) == before and dm.edit_count == 0, "the picker was changed before the refusal"
    assert (await bot.tables.deal_in_play(table_id)).history == deal.history
    # A draw he may make goes through, said to him in the second person.
    number, step = deal.setup.number, len(deal.history)
    await world.select(opener, dm, select_id, [])
    await world.wait_until(lambda: _moved_on(bot, table_id, number, step))
    await world.wait_until(lambda: dm.edit_count >= 1)
    assert "**You stand pat.**" in dm.content and not dm.custom_ids
    await play_to_the_end(world, bot, table_id)
    await audit_ok(bot)


async def test_the_amount_picker_speaks_to_you(discord_world, bot_runner, tmp_path):
    world, cast = discord_world, discord_world.cast
    bot, table_id = await started(world, bot_runner, tmp_path)
    await deal_one(world, bot, table_id, cast.bob)
    await act(world, bot, table_id, "decline_straddle")
    record = await act(world, bot, table_id, "raise", amount=2)
    await record.wait_original_edits(1)
    assert record.original.content == "You come in and raise 2."
    await play_to_the_end(world, bot, table_id)
    await audit_ok(bot)


# ----- 4. no card and no seed in the log at DEBUG ------------------------------------------------------
async def test_debug_logging_holds_no_card_and_no_seed(discord_world, bot_runner, tmp_path, monkeypatch):
    world, cast = discord_world, discord_world.cast
    seen: list[logging.LogRecord] = []

    class Keep(logging.Handler):
        def emit(self, record: logging.LogRecord) -> None:
            seen.append(record)

    root = logging.getLogger()
    keep = Keep(logging.DEBUG)
    # Levels are set, and put back, through setLevel: it clears each logger's cache of what it
    # emits, which a bare attribute leaves stale (DEBUG lines would go on in the tests after).
    levels = {name: logging.getLogger(name).level for name in ("", *PAYLOAD_LOGGERS)}
    handlers = list(root.handlers)
    root.addHandler(keep)
    root.setLevel(logging.DEBUG)
    monkeypatch.setenv("LOG_LEVEL", "DEBUG")
    try:
        Settings().configure_logging()  # what `poker-bot run` does with LOG_LEVEL=DEBUG
        bot, table_id = await started(world, bot_runner, tmp_path)
        await deal_one(world, bot, table_id, cast.bob)
        deal = await to_the_draw(world, bot, table_id)
        await act(world, bot, table_id, "draw", discards=deal.hands[deal.to_act][:2])
        await world.slash(cast.alice, cast.poker, "poker hand")
        await play_to_the_end(world, bot, table_id)
    finally:
        for handler in [h for h in root.handlers if h not in handlers]:
            root.removeHandler(handler)  # ours, and any configure_logging added
        for name, level in levels.items():
            logging.getLogger(name).setLevel(level)
    assert any(r.levelno == logging.DEBUG for r in seen), "nothing was logged at DEBUG: the test saw nothing"
    assert any(r.name.startswith("poker") or r.name.startswith("discord") for r in seen)
    # The invariants (bot_runner) fail the test on any card or seed in these records.
    await audit_ok(bot)


# ----- 5. an expired token: the truth, or nothing ------------------------------------------------------
async def test_a_purchase_whose_token_ran_out_is_reported_truthfully(discord_world, bot_runner, tmp_path):
    world, cast = discord_world, discord_world.cast
    bot = every_cog(tmp_path)
    await bot_runner.start(bot)
    buy = bot.bank.buy

    async def slow_buy(*args, **kwargs):
        receipt = await buy(*args, **kwargs)
        for record in world.interactions.values():  # the 15 minutes ran out while it was stored
            record.expired = True
        return receipt

    bot.bank.buy = slow_buy  # type: ignore[method-assign]
    await world.slash(cast.bob, cast.poker, "bank buy", {"chips": 40})
    await world.wait_until(lambda: world.dms(cast.bob))
    told = " ".join(json.dumps(m.payload["embeds"]) + m.content for m in world.dms(cast.bob))
    assert "You bought 40 chips" in told and "went wrong" not in told.lower()
    assert (await bot.bank.holding(cast.guild.id, cast.bob.id)).wallet == 40
    bot.bank.buy = buy  # type: ignore[method-assign]

    # An interaction that arrives already expired: nothing done, nothing said, no ERROR.
    late = await world.slash(cast.carol, cast.poker, "bank buy", {"chips": 10}, expired=True)
    await asyncio.sleep(0.2)
    assert late.callback is None and world.dms(cast.carol) == []
    assert (await bot.bank.holding(cast.guild.id, cast.carol.id)).wallet == 0


# ----- 6. a click delivered twice -------------------------------------------------------------------
async def test_a_click_delivered_twice_is_played_once_and_silently(discord_world, bot_runner, tmp_path):
    world, cast = discord_world, discord_world.cast
    bot, table_id = await started(world, bot_runner, tmp_path)
    await deal_one(world, bot, table_id, cast.bob)
    record = await act(world, bot, table_id, "decline_straddle")
    deal = await bot.tables.deal_in_play(table_id)
    session = await world.live_session(cast.guild)
    await session.dispatch("INTERACTION_CREATE", record.payload)
    hand = await world.slash(cast.alice, cast.poker, "poker hand")  # comes after the repeat
    assert hand.ephemeral
    assert len(record.attempts) == 1
    for user in (cast.alice, cast.bob, cast.carol):
        assert not any("earlier turn" in m.content for m in world.dms(user))
    assert len((await bot.tables.deal_in_play(table_id)).history) == len(deal.history)
    await play_to_the_end(world, bot, table_id)
    await audit_ok(bot)


# ----- 7. only the values a picker offered --------------------------------------------------------------
@pytest.mark.parametrize("value", ["-5", "²", "٣", str(10**30), "0", "2.0", " 2"])
async def test_an_amount_the_picker_did_not_offer_is_refused(discord_world, bot_runner, tmp_path, value):
    world, cast = discord_world, discord_world.cast
    bot, table_id = await started(world, bot_runner, tmp_path)
    await deal_one(world, bot, table_id, cast.bob)
    await act(world, bot, table_id, "decline_straddle")
    deal = await bot.tables.deal_in_play(table_id)
    user = user_of(world, deal.setup.players[deal.to_act])
    number, step = deal.setup.number, len(deal.history)
    await wait_for_step(world, bot, table_id, number, step)
    asked = await world.click(user, table_message(world), f"pk:{table_id}:{number}:{step}:raise")
    picker = asked.original
    select_id = next(c for c in picker.custom_ids if c.startswith("pka:"))
    refused = await press(world, user, picker, select_id, [value])
    assert refused.ephemeral and "Pick one of the amounts" in await refusal(refused)
    assert picker.edit_count == 0
    assert (await bot.tables.deal_in_play(table_id)).history == deal.history
    chosen = await world.select(user, picker, select_id, ["3"])
    await world.wait_until(lambda: _moved_on(bot, table_id, number, step))
    await chosen.wait_original_edits(1)
    assert (await bot.tables.deal_in_play(table_id)).history[-1].raise_by == 3
    await play_to_the_end(world, bot, table_id)
    await audit_ok(bot)


async def test_discards_not_in_the_hand_are_refused(discord_world, bot_runner, tmp_path):
    world, cast = discord_world, discord_world.cast
    bot, table_id = await started(world, bot_runner, tmp_path)
    await deal_one(world, bot, table_id, cast.bob)
    deal = await to_the_draw(world, bot, table_id)
    user = user_of(world, deal.setup.players[deal.to_act])
    dm = next(m for m in reversed(world.dms(user)) if any(c.startswith("pkd:") for c in m.custom_ids))
    select_id = next(c for c in dm.custom_ids if c.startswith("pkd:"))
    mine = [str(c) for c in deal.hands[deal.to_act]]
    stranger = next(str(c) for c in parse_cards("As Ks Qs Js Ts 9s 8s") if str(c) not in mine)
    for values in ([mine[0], mine[0]], [stranger], ["-"], ["as"]):
        refused = await press(world, user, dm, select_id, values)
        assert refused.ephemeral and "from the ones in your hand" in await refusal(refused), values
    assert dm.edit_count == 0 and (await bot.tables.deal_in_play(table_id)).history == deal.history
    await play_to_the_end(world, bot, table_id)
    await audit_ok(bot)


# ----- 8. custom ids that are not ours, or out of range ---------------------------------------------
@pytest.mark.parametrize("custom_id", [f"pk:{2**64}:1:2:call", "pk:1:1:2:win", "pka:1:1:2:bogus", "pkd:1:1:2:x",
                                       "old-version-button", "pk:" + "9" * 40 + ":1:1:call"])
async def test_a_button_that_no_longer_works_says_so(discord_world, bot_runner, tmp_path, custom_id):
    world, cast = discord_world, discord_world.cast
    bot, table_id = await started(world, bot_runner, tmp_path, members=[cast.bob, cast.carol])
    # A message of an older version of the bot, still on screen with its buttons.
    old = await world.messages.create(cast.poker, {"content": "an old table", "components": [
        {"type": 1, "components": [{"type": 2, "style": 1, "label": "Call", "custom_id": custom_id}]}]},
        [], author=world.bot_user)
    answer = await world.click(cast.bob, old, custom_id)
    assert answer.ephemeral and "no longer works" in text_of(answer)


# ----- 9. a change of turn_timeout waits for the next deal ---------------------------------------------
async def test_a_new_turn_timeout_applies_from_the_next_deal(discord_world, bot_runner, tmp_path):
    world, cast = discord_world, discord_world.cast
    bot = every_cog(tmp_path, turn_seconds=None)
    await bot_runner.start(bot)
    table_id = await setup_table(world, bot, [cast.alice, cast.bob, cast.carol])
    await deal_one(world, bot, table_id, cast.bob)
    await bot.tables.limits.set(cast.guild.id, cast.poker.id, "turn_timeout", 10, by=cast.alice.id)
    await act(world, bot, table_id, "decline_straddle")

    def deadline() -> int:
        fields = [f for e in table_message(world).embeds for f in e.get("fields", []) if "to say" in f["name"]]
        return int(re.search(r"<t:(\d+):R>", fields[0]["name"])[1])

    deal = await bot.tables.deal_in_play(table_id)
    await wait_for_step(world, bot, table_id, deal.setup.number, len(deal.history))
    assert deadline() - time.time() > 40, "the deal in play kept its 60 seconds"
    await play_to_the_end(world, bot, table_id)
    await deal_one(world, bot, table_id, cast.bob)
    deal = await bot.tables.deal_in_play(table_id)
    await wait_for_step(world, bot, table_id, deal.setup.number, len(deal.history))
    assert deadline() - time.time() <= 10, "the next deal plays the new 10 seconds"
    await bot.tables.void_deal(table_id, "test over")
    await audit_ok(bot)


# ----- 10. after a restart: names, no pings, no second DM ---------------------------------------------
async def test_after_a_restart_names_stay_nobody_is_pinged_and_no_hand_is_sent_twice(
        discord_world, bot_runner, tmp_path):
    world, cast = discord_world, discord_world.cast
    bot, table_id = await started(world, bot_runner, tmp_path)
    await deal_one(world, bot, table_id, cast.bob)
    await act(world, bot, table_id, "decline_straddle")
    deal = await bot.tables.deal_in_play(table_id)
    users = [user_of(world, m) for m in deal.setup.players]
    await world.wait_until(lambda: all(world.dms(u) for u in users))
    for _ in range(500):  # each DM is noted once Discord took it (waits at most 10 s)
        if len(await bot.members.hands_sent(table_id, deal.setup.number)) == len(users):
            break
        await asyncio.sleep(0.02)
    dms_before = {u.name: len(world.dms(u)) for u in users}
    posted = len(world.channel_messages(cast.poker))
    fresh = every_cog(tmp_path)
    await bot_runner.restart(bot, fresh, wait_for_sync=False)
    message = await world.wait_until(lambda: _newest_table_message(world, table_id, posted))
    shown = json.dumps(message.embeds) + " ".join(a.description or "" for a in message.attachments)
    assert "<@" not in shown, shown
    for user in users:  # on the message, or in the words of its picture of the table
        assert user.name.title() in shown  # the name Discord shows (the emulator's global name)
    await play_to_the_end(world, fresh, table_id)
    result = world.channel_messages(cast.poker)[-1]
    assert "<@" not in result.content and result.payload.get("mentions", []) == []
    assert {u.name: len([m for m in world.dms(u) if f"Deal {deal.setup.number}," in m.content
                         and "Your hand:" in m.content]) for u in users} == {u.name: 1 for u in users}
    assert all(len(world.dms(u)) >= dms_before[u.name] for u in users)
    await audit_ok(fresh)


def _newest_table_message(world, table_id, after=0):
    """The table message posted after the first `after` messages of the channel, if any yet."""
    for message in reversed(world.channel_messages(world.cast.poker)[after:]):
        if any(c.startswith(f"pk:{table_id}:") for c in message.custom_ids):
            return message
    return None


# ----- 11. members, not snowflakes ------------------------------------------------------------------
async def test_refusals_name_the_member_as_you(discord_world, bot_runner, tmp_path):
    world, cast = discord_world, discord_world.cast
    bot, table_id = await started(world, bot_runner, tmp_path, members=[cast.bob, cast.carol])
    again = await world.slash(cast.bob, cast.poker, "poker join", {"stake": 10})
    (message,) = await again.wait_followups(1)
    assert message.content == "You are at this table already, with 100 chips."
    await bot.bank.buy(cast.guild.id, cast.alice.id, 50, by=cast.alice.id)
    # Joining sells what the wallet lacks (issue 40), within the bank's limits: beyond them, refused.
    await bot.bank.set_limits(cast.guild.id, by=cast.alice.id, daily_allowance=60)
    short = await world.slash(cast.alice, cast.poker, "poker join", {"stake": 80})
    (message,) = await short.wait_followups(1)
    assert message.content == ("Chips: the daily allowance is 60 and 50 were bought today (UTC), so 10 more at "
                               "most until tomorrow.")
    assert not re.search(r"\d{15,}", message.content)


# ----- 12. a table of `poker-bot simulate` in the bot's database -----------------------------------
async def test_the_bot_resumes_beside_a_simulated_table(discord_world, bot_runner, tmp_path, capsys):
    from bot.cli import main as poker_bot

    world, cast = discord_world, discord_world.cast
    db = tmp_path / "poker.db"
    assert await asyncio.to_thread(poker_bot, ["simulate", "--db", str(db), "--hands", "3"]) == 0
    bot, table_id = await started(world, bot_runner, tmp_path, members=[cast.bob, cast.carol])
    await deal_one(world, bot, table_id, cast.bob)
    posted = len(world.channel_messages(cast.poker))
    fresh = every_cog(tmp_path)
    await bot_runner.restart(bot, fresh, wait_for_sync=False)
    await world.wait_until(lambda: _newest_table_message(world, table_id, posted))
    await play_to_the_end(world, fresh, table_id)
    await audit_ok(fresh)


# ----- 14. numbers an admin types ---------------------------------------------------------------------
@pytest.mark.parametrize("typed", ["²", str(2**63), "9" * 400, "-1"])
async def test_bank_limits_refuse_numbers_out_of_range(discord_world, bot_runner, tmp_path, typed):
    world, cast = discord_world, discord_world.cast
    bot = every_cog(tmp_path)
    await bot_runner.start(bot)
    record = await world.slash(cast.alice, cast.poker, "poker-admin bank-limits", {"max_outstanding": typed})
    (message,) = await record.wait_followups(1)
    text = " ".join(json.dumps(e) for e in message.embeds) + message.content
    assert "Max outstanding: a whole number from 0 to 1,000,000,000" in text
    assert (await bot.bank.limits(cast.guild.id)).max_outstanding != 2**63


def test_a_deal_is_built_with_openers_offered_to_all():
    """The engine half of defect 2, where the rule lives (see test_deal_laws for law 62)."""
    from engine.deal import DealKind, DealSetup
    from engine.rules import Rules

    views = set()
    for seed in range(30):
        deal = new_deal(DealSetup(Rules(), ["A", "B", "C"], [50, 50, 50], 0, seed=seed, kind=DealKind.JACKPOT,
                                  antes=[2, 2, 2]))
        views.add(json.dumps(deal.public_view()["options"]))
    assert len(views) == 1


# ----- found by the random run (seed 1, 5,000 steps): a robot still playing when the bot stops --------
async def test_a_robot_playing_as_the_bot_stops_is_stopped_with_it(discord_world, bot_runner, tmp_path):
    world, cast = discord_world, discord_world.cast
    bot, table_id = await started(world, bot_runner, tmp_path, members=[cast.bob])
    await (await world.slash(cast.bob, cast.poker, "poker robots add", {"count": 2})).wait_followups(1)
    await bot.tables.set_sitting_out(table_id, str(cast.bob.id), True)
    act_now = bot.tables.act
    playing, release, over = asyncio.Event(), asyncio.Event(), asyncio.Event()

    async def slow_act(*args, **kwargs):
        playing.set()
        try:
            await release.wait()  # the robot's move is still on its way when the stop comes
            return await act_now(*args, **kwargs)
        finally:
            over.set()

    bot.tables.act = slow_act  # type: ignore[method-assign]
    await deal_one(world, bot, table_id, cast.bob)
    await asyncio.wait_for(playing.wait(), 10)
    fresh = every_cog(tmp_path)
    await bot_runner.restart(bot, fresh, wait_for_sync=False)
    release.set()
    await asyncio.wait_for(over.wait(), 10)  # stopped with its bot, or (the defect) playing on a closed database
    deal = await fresh.tables.deal_in_play(table_id)
    await world.wait_until(lambda: _moved_on(fresh, table_id, deal.setup.number, 10_000))
    await audit_ok(fresh)
