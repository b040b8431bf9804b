"""A table in one language, for the privacy tests run in every locale (tests/public_words.py's
`LOCALES`): the server's language, the channel's `language` limit and every member's client all
that locale, so no word of the table's falls back to English by a slip of routing."""

from __future__ import annotations

from tests.test_bot_tables import make_bot, setup_table


def speak(world, locale: str) -> None:
    """The server and every member's client in `locale` (before the bot connects)."""
    cast = world.cast
    cast.guild.preferred_locale = locale
    for user in (cast.alice, cast.bob, cast.carol):
        world.set_locale(user, locale)


async def started_in(world, bot_runner, tmp_path, locale: str):
    """A bot, and a table of three in #poker, all in `locale`."""
    cast = world.cast
    speak(world, locale)
    bot = make_bot(tmp_path)
    await bot_runner.start(bot)
    await bot.tables.limits.set(cast.guild.id, cast.poker.id, "language", locale, by=cast.alice.id)
    return bot, await setup_table(world, bot, [cast.alice, cast.bob, cast.carol])
