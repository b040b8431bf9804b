"""`/poker learn` with the real bot against the Discord emulation, under the shared invariants:
a private thread of the learner's own with three robots and the coach, the first lesson played
to its end with the coach at each of his turns, play chips only, a second `/poker learn` pointing
to the thread, leaving archiving it, and `/poker learn` (and a restart) resuming at his lesson."""

from __future__ import annotations

import json

import pytest

from bot.services.errors import UserError
from bot.services.limits import CoachSetting
from bot.text import learn_words
from discord_emulator import permissions as perms
from engine.cards import parse_cards
from engine.course import COURSE, lessons_for, tutorial_rules
from tests.test_bot_tables import _moved_on, audit_ok, make_bot

COACH = "Foster ("
LESSONS = lessons_for(tutorial_rules())


def answer(record) -> str:
    """A deferred command's private answer."""
    assert record.ephemeral
    return record.followups[0].content


async def learn(world, user, channel) -> str:
    record = await world.slash(user, channel, "poker learn")
    await record.wait_followups(1)
    return answer(record)


def threads_of(world, parent):
    return [c for c in world.channels.values() if c.is_private_thread and c.parent is parent]


def table_message(world, thread, table_id, number, step):
    for message in reversed(world.channel_messages(thread)):
        if any(cid.startswith(f"pk:{table_id}:{number}:{step}:") for cid in message.custom_ids):
            return message
    return None


async def play_a_lesson_deal(world, bot, thread, table_id, user, hints, keep: str = "") -> list[str]:
    """The learner plays the lesson's hints (else plainly), looking at his hand first at each of
    his turns once the cards are dealt; the robots play by themselves.  His private answers, in order."""
    learner, heard = str(user.id), []
    for _ in range(60):
        deal = await bot.tables.deal_in_play(table_id)
        if deal is None:
            return heard
        number, step = deal.setup.number, len(deal.history)
        if deal.setup.players[deal.to_act] != learner:
            await world.wait_until(lambda n=number, s=step: _moved_on(bot, table_id, n, s))
            continue
        await world.wait_until(lambda n=number, s=step: table_message(world, thread, table_id, n, s))
        message = table_message(world, thread, table_id, number, step)
        if deal.phase.value != "straddling":  # before the cards there is no hand to coach
            hand = await world.click(user, message, f"pk:{table_id}:{number}:{step}:hand")
            assert hand.ephemeral
            heard.append(hand.callback_data["content"])
        kinds = {o.kind.value if hasattr(o.kind, "value") else o.kind for o in deal.legal().options}
        verb = hints.get(deal.phase.value)
        if verb not in kinds:
            verb = next(v for v in ("decline_straddle", "come_in", "stay", "draw", "check", "call", "see", "pass")
                        if v in kinds)
        if verb == "draw" and keep:  # the lesson's draw: throw what is not kept
            record = await world.click(user, message, f"pk:{table_id}:{number}:{step}:draw")
            thrown = [c for c in deal.hands[deal.to_act] if c not in parse_cards(keep)]
            select = next(c for c in record.original.custom_ids if c.startswith("pkd:"))
            await world.select(user, record.original, select, [str(c) for c in thrown])
            await world.wait_until(lambda n=number, s=step: _moved_on(bot, table_id, n, s))
            continue
        record = await world.click(user, message, f"pk:{table_id}:{number}:{step}:{'pat' if verb == 'draw' else verb}")
        if verb in ("bet", "open"):
            select = next(c for c in record.original.custom_ids if c.startswith("pka:"))
            await world.select(user, record.original, select, ["2" if verb == "open" else "1"])
        await world.wait_until(lambda n=number, s=step: _moved_on(bot, table_id, n, s))
    raise AssertionError("the deal did not end")


async def test_learn_plays_the_first_lesson_leaves_and_resumes(discord_world, bot_runner, tmp_path):
    world, cast = discord_world, discord_world.cast
    bot = make_bot(tmp_path)
    await bot_runner.start(bot)
    guild, alice = cast.guild.id, cast.alice
    await bot.bank.buy(guild, alice.id, 50, by=alice.id)

    said = await learn(world, alice, cast.poker)
    (thread,) = threads_of(world, cast.poker)
    assert said == learn_words.opened(thread.id, resumed=False)
    async with bot.storage.transaction(readonly=True) as tx:  # the table in his thread names him
        assert await tx.names(str(guild), [str(alice.id)]) == {str(alice.id): alice.name.title()}
    assert thread.thread_members == {world.bot_user.id, alice.id}
    assert not cast.guild.permissions(cast.bob.id, thread) & perms.VIEW_CHANNEL  # his alone
    limits = await bot.tables.limits.effective(guild, thread.id)
    assert limits.coach is CoachSetting.ON and limits.rules == tutorial_rules()
    table = await bot.tables.table_in(guild, thread.id)
    assert table.learner == str(alice.id) and len(table.seats) == 4 and table.lesson == (0, 0)

    ui = bot.table_controller.ui.of(table.table_id, thread.id, guild)
    with pytest.raises(UserError, match="someone's lessons"):  # an admin who sees the thread, say
        await bot.table_controller.sit(ui, str(cast.bob.id), 100)

    again = await learn(world, alice, cast.poker)
    assert again == learn_words.already_open(str(thread.id))
    assert await learn(world, alice, thread) == learn_words.not_in_a_thread()
    assert len(threads_of(world, cast.poker)) == 1

    await (await world.slash(alice, thread, "poker deal")).wait_followups(1)
    intro = learn_words.lesson_intro(LESSONS[0].key, 1, len(LESSONS))
    assert any(m.content == intro for m in world.channel_messages(thread))
    heard = await play_a_lesson_deal(world, bot, thread, table.table_id, alice, COURSE[0].deals[0].hints)
    shown = json.dumps([m.embeds for m in world.shown_messages(thread)], ensure_ascii=False)
    assert "player …" not in shown  # the table calls him by his name, as /poker learn told it
    assert heard and all(COACH in text for text in heard)  # the coach at each of his turns
    assert (await bot.tables.summary(table.table_id)).lesson == (1, 0)
    assert COACH not in "".join(m.content for m in world.channel_messages(cast.poker))
    assert (await bot.bank.holding(guild, alice.id)).wallet == 50  # play chips only

    left = await world.slash(alice, thread, "poker leave")
    await left.wait_followups(1)
    assert answer(left) == learn_words.left()
    assert thread.archived and thread.locked
    assert await bot.tables.table_in(guild, thread.id) is None

    resumed = await learn(world, alice, cast.poker)
    second = next(t for t in threads_of(world, cast.poker) if t is not thread)
    assert resumed == learn_words.opened(second.id, resumed=True)
    table = await bot.tables.table_in(guild, second.id)
    assert table.lesson == (1, 0)

    fresh = make_bot(tmp_path)
    await bot_runner.restart(bot, fresh, wait_for_sync=False)
    assert (await fresh.tables.summary(table.table_id)).lesson == (1, 0)
    await (await world.slash(alice, second, "poker deal")).wait_followups(1)
    intro = learn_words.lesson_intro(LESSONS[1].key, 2, len(LESSONS))
    await world.wait_until(lambda: any(m.content == intro for m in world.channel_messages(second)))
    assert (await fresh.bank.holding(guild, alice.id)).wallet == 50
    await audit_ok(fresh)


async def test_learn_without_the_thread_permissions_says_what_is_missing(discord_world, bot_runner, tmp_path):
    world, cast = discord_world, discord_world.cast
    role = next(r for r in cast.guild.roles.values() if r.bot_id == world.bot_user.id)
    role.permissions &= ~perms.CREATE_PRIVATE_THREADS  # invited with the earlier link
    bot = make_bot(tmp_path)
    await bot_runner.start(bot)
    assert await learn(world, cast.alice, cast.poker) == learn_words.no_thread_rights()
    assert threads_of(world, cast.poker) == []
    async with bot.storage.transaction(readonly=True) as tx:
        assert await tx.learner(str(cast.guild.id), str(cast.alice.id)) is None


async def test_the_whole_course_then_free_play(discord_world, bot_runner, tmp_path):
    """Every lesson's words before it and after it, the end of the course, then a shuffled deal;
    the coach at each of his turns throughout."""
    world, cast = discord_world, discord_world.cast
    bot = make_bot(tmp_path)
    await bot_runner.start(bot)
    alice = cast.alice
    await learn(world, alice, cast.poker)
    (thread,) = threads_of(world, cast.poker)
    table_id = (await bot.tables.table_in(cast.guild.id, thread.id)).table_id
    for number, lesson in enumerate(LESSONS, 1):
        for dealt in lesson.deals:
            await (await world.slash(alice, thread, "poker deal")).wait_followups(1)
            deal = await bot.tables.deal_in_play(table_id)
            assert deal is not None and deal.setup.stacked, (lesson.key, "not stacked")
            heard = await play_a_lesson_deal(world, bot, thread, table_id, alice, dealt.hints, dealt.keep)
            assert all(COACH in text for text in heard), lesson.key
        said = [m.content for m in world.channel_messages(thread)]
        intro = learn_words.lesson_intro(lesson.key, number, len(LESSONS))
        assert any(intro in text for text in said), lesson.key
    assert (await bot.tables.summary(table_id)).lesson == (len(LESSONS), 0)
    await (await world.slash(alice, thread, "poker deal")).wait_followups(1)
    deal = await bot.tables.deal_in_play(table_id)
    assert deal is not None and deal.setup.stacked is None  # free play: shuffled
    said = [m.content for m in world.channel_messages(thread)]
    # What each lesson showed, once each, after it: he played its hints, so each came about.
    joined = "\n".join(said)
    shown = [lesson.key for lesson in LESSONS if joined.count(learn_words.lesson_outro(lesson.key, True)) == 1]
    assert shown == [lesson.key for lesson in LESSONS]
    assert joined.count(learn_words.course_done()) == 1
    await play_a_lesson_deal(world, bot, thread, table_id, alice, {})
    assert (await bot.bank.holding(cast.guild.id, alice.id)).wallet == 0
    await audit_ok(bot)


async def test_a_table_stopped_by_hand_gives_a_new_thread_at_his_lesson(discord_world, bot_runner, tmp_path):
    world, cast = discord_world, discord_world.cast
    bot = make_bot(tmp_path)
    await bot_runner.start(bot)
    await learn(world, cast.alice, cast.poker)
    (thread,) = threads_of(world, cast.poker)
    stopped = await world.slash(cast.alice, thread, "poker stop")
    await stopped.wait_followups(1)
    assert await bot.tables.table_in(cast.guild.id, thread.id) is None
    said = await learn(world, cast.alice, cast.poker)
    second = next(t for t in threads_of(world, cast.poker) if t is not thread)
    assert said == learn_words.opened(second.id, resumed=False)
    assert (await bot.tables.table_in(cast.guild.id, second.id)).learner == str(cast.alice.id)
    await audit_ok(bot)


async def test_leaving_where_the_bot_may_not_archive_still_closes_the_lessons(discord_world, bot_runner, tmp_path):
    """Manage Threads taken away after the thread was made: the table closes and he is told, the
    thread stays as it is, and /poker learn opens a new one."""
    world, cast = discord_world, discord_world.cast
    bot = make_bot(tmp_path)
    await bot_runner.start(bot)
    await learn(world, cast.alice, cast.poker)
    (thread,) = threads_of(world, cast.poker)
    role = next(r for r in cast.guild.roles.values() if r.bot_id == world.bot_user.id)
    role.permissions &= ~perms.MANAGE_THREADS
    left = await world.slash(cast.alice, thread, "poker leave")
    await left.wait_followups(1)
    assert answer(left) == learn_words.left()
    assert not thread.archived and await bot.tables.table_in(cast.guild.id, thread.id) is None
    async with bot.storage.transaction(readonly=True) as tx:
        assert (await tx.learner(str(cast.guild.id), str(cast.alice.id))).closed_at is not None
