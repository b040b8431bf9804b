"""End to end: who reads which language (issue 44), through the emulator with the real client.

A member's own answer (the Sit down answer, `seat-sat`) is made in his client's language, the
table message in the server's, whichever of the two clicked; the channel's `language` limit
stands over the server's; `/poker language` keeps a member's own choice, which his DMs sent at a
deal's start follow too. The pseudo-locale `qps-ploc` tells a catalogue's words from English.

Until `seat_words`, `table_words` and `click_words` are converted (their own helpers' work), the
words a test reads there are stood in for by the catalogue messages they become (`seat-sat`,
`chips`): the routing tested here is the same either way.
"""

from __future__ import annotations

import inspect

import pytest

from bot.discord_side import clicks, hand_mail, table_message
from bot.services.errors import LimitError
from bot.text import seat_words
from bot.text.i18n import PSEUDO, SOURCE, t, text_in
from tests.test_bot_defects import started
from tests.test_bot_seats import sit_button
from tests.test_bot_table_words import newest
from tests.test_bot_varieties import deal_one

ACCENTED = set("ȧƀƈḓḗƒɠħīĵķŀḿƞǿƥɋřşŧŭṽẇẋẏẑ")


def pseudo(text: str) -> bool:
    return bool(ACCENTED & set(text))


@pytest.fixture(autouse=True)
def catalogue_words(monkeypatch: pytest.MonkeyPatch) -> None:
    """A plain sit's answer, the idle table's title and a hand's DM end in catalogue words."""
    if "seat-sat" not in inspect.getsource(seat_words):
        joined_text = clicks.joined_text

        def sat(joined):  # what seat_words makes of a plain sit once converted
            plain = joined.kind == "sat" and not joined.bought and not joined.first
            return t("seat-sat", n=joined.chips) if plain else joined_text(joined)

        monkeypatch.setattr(clicks, "joined_text", sat)
    title = table_message.idle_title
    monkeypatch.setattr(table_message, "idle_title", lambda *a: f"{title(*a)} · {t('chips', n=2)}")
    hand = hand_mail.hand_by_dm
    monkeypatch.setattr(hand_mail, "hand_by_dm", lambda *a: f"{hand(*a)}\n{t('chips', n=5)}")


async def sit_down(world, user) -> str:
    """`user` presses Sit down on the idle table: his private answer."""
    idle = newest(world)
    pressed = await world.click(user, idle, sit_button(idle))
    (answer,) = await pressed.wait_followups(1)
    assert answer.flags & 64  # his alone
    return answer.content


async def table_title_once(world, name: str) -> str:
    """The idle table message's title, once it shows `name` seated."""
    def shown() -> str | None:
        embed = newest(world).embeds[0]
        seats = " ".join(f["value"] for f in embed.get("fields", []))
        return embed["title"] if name in seats else None
    return await world.wait_until(shown, what=f"the table showing {name}")


async def said(record) -> str:
    await record.wait_for(lambda r: bool(r.followups) or bool(r.callback_data.get("content")))
    return record.followups[0].content if record.followups else record.callback_data["content"]


async def test_a_members_answer_is_in_his_language_and_the_table_in_the_servers(discord_world, bot_runner,
                                                                                tmp_path):
    world, cast = discord_world, discord_world.cast
    world.set_locale(cast.carol, PSEUDO)
    bot, _table = await started(world, bot_runner, tmp_path, members=[cast.alice, cast.bob])
    await bot.bank.buy(cast.guild.id, cast.carol.id, 500, by=cast.alice.id)
    answer = await sit_down(world, cast.carol)
    assert answer == text_in(PSEUDO, "seat-sat", n=100) and pseudo(answer)
    title = await table_title_once(world, "Carol")
    assert title.endswith(" · " + text_in(SOURCE, "chips", n=2)) and not pseudo(title)


async def test_the_table_is_in_the_servers_language_whoever_clicks(discord_world, bot_runner, tmp_path):
    world, cast = discord_world, discord_world.cast
    cast.guild.preferred_locale = PSEUDO  # the server's language as the bot connects
    bot, _table = await started(world, bot_runner, tmp_path, members=[cast.alice, cast.bob])
    await bot.bank.buy(cast.guild.id, cast.carol.id, 500, by=cast.alice.id)
    answer = await sit_down(world, cast.carol)  # her client: English
    assert answer == text_in(SOURCE, "seat-sat", n=100) == "You sit down with 100 chips."
    title = await table_title_once(world, "Carol")
    assert title.endswith(" · " + text_in(PSEUDO, "chips", n=2)) and pseudo(title)


async def test_the_channels_language_limit_stands_over_the_servers(discord_world, bot_runner, tmp_path):
    world, cast = discord_world, discord_world.cast
    bot, _table = await started(world, bot_runner, tmp_path, members=[cast.alice, cast.bob], language=PSEUDO)
    await bot.bank.buy(cast.guild.id, cast.carol.id, 500, by=cast.alice.id)
    assert not pseudo(await sit_down(world, cast.carol))
    assert pseudo(await table_title_once(world, "Carol"))
    with pytest.raises(LimitError) as refused:
        await bot.tables.limits.set(cast.guild.id, cast.poker.id, "language", "klingon", by=cast.alice.id)
    assert str(refused.value).startswith("language: 'klingon' is not a Discord locale; one of ar, bg, cs")


async def test_poker_language_keeps_a_members_choice_for_his_answers_and_dms(discord_world, bot_runner, tmp_path):
    world, cast = discord_world, discord_world.cast
    # No straddle to offer first: the hands are dealt, and sent, as the deal starts.
    bot, table_id = await started(world, bot_runner, tmp_path, members=[cast.alice, cast.bob], straddles=False)
    poker = cast.poker
    assert await said(await world.slash(cast.bob, poker, "poker language")) == text_in(
        SOURCE, "language-client", locale="en-US")
    wrong = await said(await world.slash(cast.bob, poker, "poker language", {"locale": "klingon"}))
    assert wrong.startswith("Discord knows no language called 'klingon': type one of ar, bg, cs") and "\n" not in wrong
    chose = await said(await world.slash(cast.bob, poker, "poker language", {"locale": PSEUDO}))
    assert chose == text_in(PSEUDO, "language-set", locale=PSEUDO)  # said in the language chosen
    assert await said(await world.slash(cast.bob, poker, "poker language")) == text_in(
        PSEUDO, "language-chosen", locale=PSEUDO, client="en-US")
    assert (await bot.members.chosen_locale(str(cast.bob.id))) == PSEUDO  # kept in the database
    # His hand's DM at the deal's start, made outside any interaction of his: in his language.
    await deal_one(world, bot, table_id, cast.alice)
    await world.wait_until(lambda: world.dms(cast.alice) and world.dms(cast.bob), what="both hands' DMs")
    assert "\n" + text_in(PSEUDO, "chips", n=5) + "\n" in world.dms(cast.bob)[0].content
    assert "\n5 chips\n" in world.dms(cast.alice)[0].content
    back = await said(await world.slash(cast.bob, poker, "poker language", {"locale": "client"}))
    assert back == text_in(SOURCE, "language-set-client", locale="en-US")


async def test_a_tables_task_set_going_by_a_members_click_is_in_none_of_his_language() -> None:
    """contextvars copy into a task as it is made: a redraw a click starts would keep the
    clicker's language but for `TableUI.start`."""
    from bot.discord_side.table_state import TableUI
    from bot.text.i18n import current, speaking

    seen: list[str] = []

    async def redraw() -> None:
        seen.append(current())

    ui = TableUI(1, 2, "3")
    with speaking(PSEUDO):
        await ui.start(redraw())
        assert current() == PSEUDO  # the click's own words stay his
    assert seen == [SOURCE]


async def test_the_cogs_own_answers_are_in_the_members_language(discord_world, bot_runner, tmp_path):
    """/bank's titles and /rules' refusal are the cogs' own words (bot/text/cogs_words.py)."""
    world, cast = discord_world, discord_world.cast
    world.set_locale(cast.carol, PSEUDO)
    await started(world, bot_runner, tmp_path, members=[cast.alice, cast.bob])
    balance = await world.slash(cast.carol, cast.poker, "bank balance")
    await balance.wait_for(lambda r: bool(r.followups))
    assert balance.followups[0].embeds[0]["title"] == text_in(PSEUDO, "cogs-balance-title")
    english = await world.slash(cast.bob, cast.poker, "bank balance")
    await english.wait_for(lambda r: bool(r.followups))
    assert english.followups[0].embeds[0]["title"] == "Your chips"
    unknown = await said(await world.slash(cast.carol, cast.poker, "rules", {"query": "zzzz"}))
    assert pseudo(unknown) and "'zzzz'" in unknown, unknown
