"""The privacy checks in every language the bot speaks (issue 44): the shared invariants
(tests/table_invariants.py) read a German, Spanish or pseudo-locale table as they read an
English one, and still fail it when it shows a card the table was not shown.

A table "in" a locale: tests/in_language.py. The picture tests (tests/test_table_picture.py,
tests/test_replay_privacy.py, tests/test_table_message.py) and the planted leaks of
tests/test_bot_pictures.py and tests/test_bot_replay.py run in every locale too.
"""

from __future__ import annotations

import dataclasses

import pytest

from bot.text.i18n import PSEUDO, speaking, text_in
from tests.in_language import started_in
from tests.public_words import (
    LOCALES,
    coach_marks_everywhere,
    deals_named,
    private_figures,
    replay_step,
    went_wrong_words,
)
from tests.table_invariants import cards_in, message_text, public_cards
from tests.test_bot_pictures import deal
from tests.test_bot_tables import play_to_the_end

PLANTED = ("de", PSEUDO)  # where a planted leak must be caught: a real catalogue and the pseudo-locale


@pytest.mark.parametrize("locale", LOCALES)
def test_the_checks_read_each_languages_own_words(locale):
    """What the invariants read is the catalogue's: a deal's number in its titles, a replay's
    step, the coach's marks and the private figure, in this language."""
    n = 41
    for message in ("table-picture-title", "table-result-head", "showdown-description-head", "component-deal-title"):
        assert deals_named(text_in(locale, message, number=n, pool=3, kind="x")) == {n}, message
    assert replay_step(text_in(locale, "replay-title-dealt", number=n, kind="x")) == (n, 0)
    assert replay_step(text_in(locale, "replay-title-step", number=n, step=4, steps=9, kind="x")) == (n, 4)
    assert replay_step(text_in(locale, "table-picture-title", number=n)) is None
    with speaking(locale):
        from bot.text.coach_words import coach_marks
        from bot.text.stats_words import held_figure

        assert set(coach_marks()) <= set(coach_marks_everywhere()) and held_figure() in private_figures()
    failed = text_in(locale, "failures-unexpected", ref="0123abcd")
    assert any(words in failed for words in went_wrong_words())


def _sample_args(catalogue, message: str) -> dict[str, object]:
    """A value for each variable a message reaches: 41 for its deal, 3 for other numbers."""
    variables, numbers = catalogue.message_reach(message)
    return {v: (41 if v in ("number", "deal") else 3) if v in numbers else "x" for v in variables}


def test_every_message_that_names_its_deal_in_english_names_it_in_every_language():
    """The check knows a message's deal by the word before its number: each catalogue message
    that names deal 41 in English names it so in every language (a German "des Spiels 41" would
    leave a card in it unchecked against that deal)."""
    from bot.text.i18n import LOCALES as FOLDER
    from bot.text.i18n import SOURCE
    from tests.catalogue_reading import Catalogue

    english = Catalogue(FOLDER / SOURCE)
    naming = [m for m, entry in english.messages.items()
              if entry.value is not None and 41 in deals_named(text_in(SOURCE, m, **_sample_args(english, m)))]
    assert len(naming) > 30
    unnamed = [(locale, m) for locale in LOCALES for m in naming
               if 41 not in deals_named(text_in(locale, m, **_sample_args(english, m)))]
    assert not unnamed, unnamed


def test_a_card_is_read_in_a_message_as_sent_not_as_escaped():
    """The text checked holds the suits as Discord shows them (json's ``\\u2660`` would hide a ♠
    from every check), and a picture's alt text is read with the message."""
    payload = {"content": "Spiel 3", "attachments": [{"filename": "table.png", "description": "Ann: A♠ K♥"}]}
    assert cards_in(message_text(payload)) == {"As", "Kh"}


@pytest.mark.parametrize("locale", LOCALES)
async def test_a_deal_in_each_language_passes_every_privacy_check(discord_world, bot_runner, tmp_path, locale):
    """One deal, its table pictures, its show-down and a public replay step in the table's
    language: every check of the invariants runs on them (they fail the test at its end), and
    the words checked are that language's, not English's; the word checks fail planted words."""
    world, cast = discord_world, discord_world.cast
    bot, table_id = await started_in(world, bot_runner, tmp_path, locale)
    number = (await deal(world, bot, table_id)).setup.number
    await play_to_the_end(world, bot, table_id)
    await world.slash(cast.carol, cast.poker, "poker replay", {"deal": number})
    await world.wait_until(lambda: any(c.startswith("pkr:") for m in world.channel_messages(cast.poker)
                                       for c in m.custom_ids))
    invariants = bot_runner.invariants
    await invariants.settle()
    assert not invariants.problems, invariants.problems
    assert invariants.pictures_checked  # the pictures were held to the views, not skipped
    shown = [message_text(m.payload) for m in world.channel_messages(cast.poker)]
    head = text_in(locale, "table-result-head", number=number, pool=0).split(",")[0]
    assert any(head in text for text in shown), f"no result headed {head!r}"
    assert any(replay_step(text) is not None for text in shown)
    _plant_words(invariants, world.channel_messages(cast.poker)[-1], locale)


def _plant_words(invariants, message, locale: str) -> None:
    """The word checks can fail in this language: a copy of a public message of the bot's saying
    the coach's words, a member's private figure, or the bot's failure, is caught."""
    from bot.text.coach_words import coach_marks
    from bot.text.stats_words import held_figure

    with speaking(locale):
        planted = {"the coach's words in public": f"{coach_marks()[0]}stand pat.",
                   "a member's private figure": f"{held_figure()}: three kings",
                   "'something went wrong'": text_in(locale, "failures-unexpected", ref="0123abcd")}
    for problem, words in planted.items():
        invariants.problems.clear()
        invariants.on_message(dataclasses.replace(message, payload={"author": message.payload["author"],
                                                                     "content": words}))
        assert any(p.startswith(problem) for p in invariants.problems), (problem, invariants.problems)
    invariants.problems.clear()  # this test's own plants, found


leaking: list = []  # the deal in play, whose hands a leaky table message reads


def _unshown(view) -> str:
    """A card of a hand the table has not been shown (none once every hand is shown)."""
    shown = public_cards(view.to_dict())
    return next((c.symbol() for hand in leaking[0].hands for c in hand if str(c) not in shown), "") if leaking else ""


@pytest.mark.parametrize("where", ["message", "alt text"])
@pytest.mark.parametrize("locale", PLANTED)
async def test_a_card_leaked_in_another_language_is_caught(discord_world, bot_runner, tmp_path, monkeypatch,
                                                           locale, where):
    """A table message (or its picture's alt text) that shows a card of a hand no one has shown,
    at a German or pseudo-locale table, is caught as a card the table was not shown."""
    from bot.discord_side import table_message

    world = discord_world
    bot, table_id = await started_in(world, bot_runner, tmp_path, locale)
    if where == "message":
        honest_embed = table_message.table_embed

        def leaky_embed(view, **kw):
            embed = honest_embed(view, **kw)
            return embed.add_field(name="·", value=_unshown(view)) if _unshown(view) else embed
        monkeypatch.setattr(table_message, "table_embed", leaky_embed)
    else:
        honest_words = table_message.table_description

        def leaky_words(view, *args):
            return f"{honest_words(view, *args)} {_unshown(view)}".strip()
        monkeypatch.setattr(table_message, "table_description", leaky_words)
    leaking[:] = [await deal(world, bot, table_id)]  # from here on, each new render leaks
    try:
        await play_to_the_end(world, bot, table_id)
        invariants = bot_runner.invariants
        await invariants.settle()
    finally:
        leaking.clear()
    caught = [p for p in invariants.problems if "not yet shown in a public message" in p]
    assert caught, invariants.problems
    invariants.problems.clear()  # this test's own leak, found: nothing else to report
