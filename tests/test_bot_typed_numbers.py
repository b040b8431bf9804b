"""End to end: every number typed in a command's text is read one way, by the bot's own parser.

`/poker-admin limits`, `/poker-admin bank-limits` and `/poker tournament create` (its payouts
and schedule) read what an admin types as the amount form reads a bet (tests/test_bot_table_words.py):
ASCII digits, thousands grouped by "," or "_" where a comma parts nothing else, spaces around.
Anything else is refused in one line that names the field, and nothing changes.
"""

from __future__ import annotations

import pytest

from tests.test_bot_bank_admin import ask, audit_passes, bot  # noqa: F401  (bot: a fixture)

pytestmark = pytest.mark.voice  # every private answer a sentence in the bot's voice (tests/table_invariants.py)

# A decimal point, a sign, a lone "_" (pydantic read "1_0" as 10), an exponent, another script's
# digit (int() reads "٥" as 5), nothing at all, a comma that groups no thousands.
NOT_WHOLE = ["5.0", "+5", "1_0", "1e3", "٥", "", "1,00"]


async def test_limits_and_bank_limits_read_a_number_one_way(discord_world, bot, tmp_path, capsys):  # noqa: F811
    world, cast = discord_world, discord_world.cast
    for typed in NOT_WHOLE:
        text, private = await ask(world, cast.alice, "poker-admin limits", {"field": "raise_limit", "value": typed})
        assert private and text == f"The limit raise_limit takes a whole number from 1 to 1,000,000,000, not {typed!r}."
        text, private = await ask(world, cast.alice, "poker-admin bank-limits", {"max_outstanding": typed})
        assert private and text == (f"Max outstanding: a whole number from 0 to 1,000,000,000, not {typed!r}, "
                                    "or none for no limit.")
    # pydantic answered this with "Unable to parse input string as an integer, exceeded maximum size".
    text, _ = await ask(world, cast.alice, "poker-admin limits", {"field": "turn_timeout", "value": "9" * 100})
    assert text == f"The limit turn_timeout takes a whole number from 10 to 3,600, not '{'9' * 40}…'."
    assert await bot.tables.limits.history(cast.guild.id, everywhere=True) == []  # nothing was changed

    text, _ = await ask(world, cast.alice, "poker-admin limits", {"field": "raise_limit", "value": "1,000"})
    assert "`raise_limit` is now 1000 in this channel (it was 10)" in text
    text, _ = await ask(world, cast.alice, "poker-admin limits", {"field": "turn_timeout", "value": " 90 "})
    assert "`turn_timeout` is now 90 in this channel" in text
    text, _ = await ask(world, cast.alice, "poker-admin bank-limits", {"max_outstanding": "1,000"})
    assert "(max_outstanding): 1,000;" in text
    limits = await bot.tables.limits.effective(cast.guild.id, cast.poker.id)
    assert (limits.rules.raise_limit, limits.turn_timeout) == (1000, 90)
    assert (await bot.bank.limits(cast.guild.id)).max_outstanding == 1000
    await audit_passes(tmp_path, capsys)


async def test_a_tournaments_payouts_and_schedule_read_a_number_one_way(discord_world, bot, tmp_path,  # noqa: F811
                                                                        capsys):
    world, cast = discord_world, discord_world.cast
    for payouts in ("+65/35", "65.0/35", "6_5/35", "٦٥/35", "65/3e1"):
        text, private = await ask(world, cast.alice, "poker tournament create", {"sweepstake": 10, "payouts": payouts})
        first = payouts.split("/")[0] if payouts != "65/3e1" else "3e1"
        assert private and text == f"Payouts: a whole number from 1 to 100, not {first!r}."
    for schedule, words in (("every ٥ deals: 1/2", "'every ٥ deals: 1/2' is not of the form"),
                            ("every 5 deals: 1/2, +2/4", "level 2 ('+2/4') is not a blind")):
        text, private = await ask(world, cast.alice, "poker tournament create", {"sweepstake": 10, "schedule": schedule})
        assert private and text.startswith(f"Schedule: {words}") and "\n" not in text
    assert await bot.tournaments.in_channel(cast.guild.id, cast.poker.id) is None  # none was made
    text, _ = await ask(world, cast.alice, "poker tournament create",
                        {"sweepstake": 10, "payouts": " 65 / 35 ", "schedule": "every 5 deals: 1/2, 2/4"})
    row = await bot.tournaments.in_channel(cast.guild.id, cast.poker.id)
    assert row is not None and list(row.shares) == [65, 35], text
    await audit_passes(tmp_path, capsys)
