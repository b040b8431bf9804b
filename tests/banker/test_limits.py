"""Channel limits: the engine's rules per channel, guild defaults, refusals naming the field, history."""

from __future__ import annotations

import pytest

from bot.services.errors import LimitError
from bot.services.limits import (
    BOT_FIELDS,
    FIELDS,
    ChannelLimits,
    build,
    describe_fields,
    number_bounds,
)
from engine.handrules import HandRules
from engine.rules import Betting, Rules
from tests.banker.play import GUILD, seated_table


async def test_foster_is_the_default_everywhere(limits):
    assert await limits.effective(GUILD, "any") == ChannelLimits()
    assert (await limits.effective(GUILD, None)).rules == Rules()


def test_every_rule_of_the_engine_is_a_limit():
    expected = (set(Rules.model_fields) - {"hands"}) | set(HandRules.model_fields) | set(BOT_FIELDS)
    assert set(FIELDS) == expected
    assert set(describe_fields()) == expected
    assert "ante" in describe_fields()["blind"]


async def test_channel_settings_override_the_guild_default(limits):
    await limits.set(GUILD, None, "raise_limit", 20, by="admin")
    await limits.set(GUILD, "high", "blind", "5", by="admin")  # typed as text in a command
    await limits.set(GUILD, "low", "raise_limit", "4", by="admin")
    high, low, other = [await limits.effective(GUILD, c) for c in ("high", "low", "other")]
    assert (high.rules.blind, high.rules.raise_limit) == (5, 20)
    assert (low.rules.blind, low.rules.raise_limit) == (1, 4)
    assert (other.rules.blind, other.rules.raise_limit) == (1, 20)
    assert await limits.overrides(GUILD, "high") == {"blind": 5}  # stored as the model read it


@pytest.mark.parametrize(("field", "value", "message"), [
    ("blind", "0", "^blind: a whole number from 1 to 1,000,000,000, not '0'$"),
    ("betting", "pot_limit", "betting: Input should be 'limit', 'progressive'"),
    ("turn_timeout", 5, "^turn_timeout: a whole number from 10 to 3,600, not '5'$"),
    ("turn_timeout", 7200, "^turn_timeout: a whole number from 10 to 3,600, not '7200'$"),
    ("robots_allowed", "perhaps", "robots_allowed: Input should be a valid boolean"),
    ("blind", "6", r"blind: the ante \(double the blind, 12\) may not exceed the raise limit \(10\)"),
    ("raise_limit", "1", r"raise_limit: 1 does not fit the other limits: blind: the ante"),
    ("extra_hands", "blaze, dragon", "extra_hands: Input should be 'blaze'"),
    ("jackpot_after", "skip", "jackpot_after: .*'skip'.* is not a hand under these hand rules"),
    ("max_seats", 9, "^max_seats: a whole number from 2 to 8, not '9'$"),
    ("rake", 1, "'rake': not a limit; the limits are variety, blind, raise_limit"),
    ("x" * 6000, 1, "^'" + "x" * 40 + "…': not a limit; the limits are variety, blind, raise_limit"),
    ("variety", "holdem", "variety: Input should be 'draw', 'straight', 'stud' or 'whisky'"),
    ("progressive_scheme", "double_everything",
     "progressive_scheme: Input should be 'double_the_last' or 'double_the_whole'"),
])
async def test_a_bad_value_is_refused_naming_the_field(limits, field, value, message):
    with pytest.raises(LimitError, match=message):
        await limits.set(GUILD, "c", field, value, by="admin")
    assert await limits.effective(GUILD, "c") == ChannelLimits()  # nothing changed
    assert await limits.history(GUILD, everywhere=True) == []


def test_the_progressive_schemes_are_offered_by_name_in_autocompletion():
    from bot.text.admin import field_choices
    choices = dict((name, label) for label, name in field_choices("progressive"))
    label = choices["progressive_scheme"]
    assert "double_the_last" in label and "double_the_whole" in label and len(label) <= 100


async def test_an_admin_chooses_fosters_usual_progressive_scheme(limits):
    limits_now = await limits.set_many(GUILD, "c", {"betting": "progressive", "progressive_scheme": "double_the_whole"},
                                       by="admin")
    assert limits_now.rules.progressive_scheme == "double_the_whole"


async def test_text_values_as_a_command_gives_them(limits):
    set_ = await limits.set_many(GUILD, "c", {"straddle_cap": "3", "checking": "yes", "pack": "joker",
                                              "joker_two_pairs_over_threes": "true",
                                              "extra_hands": "blaze, big_dog", "turn_timeout": "90"}, by="a")
    assert set_.rules.straddle_cap == 3 and set_.rules.checking and set_.rules.hands.joker
    assert set_.rules.hands.extra_hands == {"blaze", "big_dog"} and set_.turn_timeout == 90
    cleared = await limits.set(GUILD, "c", "straddle_cap", "none", by="a")
    assert cleared.rules.straddle_cap is None and cleared.rules.effective_straddle_cap == 5


# What an admin may type for a number, read as /poker-admin bank-limits and the amount form
# read it (bot.services.whole_numbers): pydantic's own reading took "5.0", "+5" and "1_0" (as 10).
TYPED_WRONG = ["5.0", "+5", "1_0", "1e3", "٥", "", "  ", "-5", "0x10", "5 chips", "9" * 400]


@pytest.mark.parametrize("typed", TYPED_WRONG)
async def test_a_typed_number_is_read_by_the_bots_one_parser(limits, typed):
    with pytest.raises(LimitError) as refused:
        await limits.set(GUILD, "c", "raise_limit", typed, by="admin")
    message = str(refused.value)
    assert message.startswith("raise_limit: a whole number from 1 to 1,000,000,000, not '")
    assert "\n" not in message and len(message) < 120 and "Input should" not in message
    assert await limits.overrides(GUILD, "c") == {} and await limits.history(GUILD, everywhere=True) == []


async def test_a_typed_number_may_group_its_thousands(limits):
    assert (await limits.set(GUILD, "c", "raise_limit", "1,000", by="admin")).rules.raise_limit == 1000
    assert (await limits.set(GUILD, "c", "straddle_cap", " 400 ", by="admin")).rules.straddle_cap == 400
    assert await limits.overrides(GUILD, "c") == {"raise_limit": 1000, "straddle_cap": 400}


def test_every_whole_number_limit_has_its_bounds():
    """A limit holding a number is read by the parser within the model's own bounds: the model
    takes the least and refuses one below it and one above the most."""
    numbers = [name for name in FIELDS if type(ChannelLimits().flat()[name]) is int] + ["straddle_cap", "max_raises"]
    assert len(numbers) == 12
    for name in numbers:
        bounds = number_bounds(name)
        assert bounds is not None, name
        least, most = bounds
        assert build({"betting": "table_stakes", name: least})  # no limit for the least to pass
        for outside in (least - 1, most + 1):
            with pytest.raises(LimitError, match=f"^{name}: "):
                build({name: outside})
    assert number_bounds("checking") is None and number_bounds("pack") is None


async def test_jack_pot_house_rules_are_refused_outside_draw_poker(limits):
    await limits.set(GUILD, "c", "all_jackpots", "true", by="a")
    with pytest.raises(LimitError, match="all_jackpots: jack-pots are played only in draw poker, not in stud"):
        await limits.set(GUILD, "c", "variety", "stud", by="a")
    assert (await limits.effective(GUILD, "c")).rules.variety.value == "draw"  # nothing changed
    await limits.set(GUILD, "c", "all_jackpots", "false", by="a")
    assert (await limits.set(GUILD, "c", "variety", "stud", by="a")).rules.variety.value == "stud"


async def test_the_ecarte_pack_seats_five_unless_told(limits):
    assert (await limits.set(GUILD, "c", "pack", "ecarte", by="a")).rules.max_seats == 5
    with pytest.raises(LimitError, match="max_seats: the ecarte pack has cards for at most 5 hands"):
        await limits.set(GUILD, "c", "max_seats", 6, by="a")


async def test_a_guild_default_may_not_break_a_channel(limits):
    await limits.set(GUILD, "c", "blind", 4, by="admin")
    with pytest.raises(LimitError, match="raise_limit: 6 does not fit the limits channel c sets: blind: the ante "
                                         r"\(double the blind, 8\)"):
        await limits.set(GUILD, None, "raise_limit", 6, by="admin")
    assert (await limits.effective(GUILD, None)).rules.raise_limit == 10


async def test_every_change_is_recorded_with_who_and_when(limits, clock):
    await limits.set(GUILD, "c", "blind", 2, by="ann")
    clock.advance(minutes=5)
    await limits.set(GUILD, "c", "blind", 2, by="bob")  # no change: nothing recorded
    await limits.set(GUILD, None, "kitty", "house", by="bob")
    clock.advance(minutes=5)
    await limits.set_many(GUILD, "c", {"blind": 3, "raise_limit": 12}, by="cy")
    channel = await limits.history(GUILD, "c")
    assert [(h.field, h.old, h.new, h.changed_by) for h in channel] == [
        ("raise_limit", 10, 12, "cy"), ("blind", 2, 3, "cy"), ("blind", 1, 2, "ann"),
    ]
    assert channel[0].changed_at == clock.now and channel[-1].channel == "c"
    guild = await limits.history(GUILD)
    assert [(h.channel, h.field, h.old, h.new) for h in guild] == [(None, "kitty", "none", "house")]
    assert len(await limits.history(GUILD, everywhere=True)) == 4


async def test_reset_goes_back_to_the_level_above(limits):
    await limits.set(GUILD, None, "raise_limit", 20, by="a")
    await limits.set_many(GUILD, "c", {"raise_limit": 12, "blind": 3, "robots_allowed": False}, by="a")
    back = await limits.reset(GUILD, "c", "raise_limit", by="b")
    assert (back.rules.raise_limit, back.rules.blind, back.robots_allowed) == (20, 3, False)
    everything = await limits.reset(GUILD, "c", by="b")
    assert everything == await limits.effective(GUILD, None)
    fields = [h.field for h in await limits.history(GUILD, "c")]
    assert fields == ["robots_allowed", "blind", "raise_limit", "robots_allowed", "raise_limit", "blind"]


async def test_a_change_takes_effect_from_the_next_deal(bank, tables, limits):
    table_id = await seated_table(bank, tables, ["ann", "bob", "cy"])
    await tables.start_deal(table_id, seed="limits 1")
    await limits.set(GUILD, "channel-1", "blind", 2, by="admin")
    await limits.set(GUILD, "channel-1", "betting", Betting.TABLE_STAKES.value, by="admin")
    in_play = await tables.deal_in_play(table_id)
    assert in_play.rules.blind == 1 and in_play.put[in_play.age] == 1  # this deal keeps its rules
    while (deal := await tables.deal_in_play(table_id)) is not None:
        await tables.act(table_id, deal.timeout_action())
    await tables.start_deal(table_id, seed="limits 2")
    deal = await tables.deal_in_play(table_id)
    assert deal.rules.blind == 2 and deal.rules.betting is Betting.TABLE_STAKES
    record = await tables.deal_record(table_id, 1)
    assert record.setup["rules"]["blind"] == 1  # the record keeps the rules each deal was played by


async def test_the_coach_is_each_members_choice_unless_a_channel_turns_it_on(limits):
    from bot.services.limits import CoachSetting
    assert (await limits.effective(GUILD, "c")).coach is CoachSetting.MEMBER
    on = await limits.set(GUILD, "tutorial", "coach", "on", by="admin")
    assert on.coach is CoachSetting.ON and on.flat()["coach"] == "on"
    assert (await limits.effective(GUILD, "other")).coach is CoachSetting.MEMBER
    assert await limits.overrides(GUILD, "tutorial") == {"coach": "on"}
    with pytest.raises(LimitError, match="^coach: Input should be 'member', 'new_members' or 'on'"):
        await limits.set(GUILD, "c", "coach", "always", by="admin")
    back = await limits.reset(GUILD, "tutorial", "coach", by="admin")
    assert back.coach is CoachSetting.MEMBER
    assert [c.field for c in await limits.history(GUILD, "tutorial")] == ["coach", "coach"]


def test_the_coach_limit_is_offered_in_autocompletion():
    from bot.text.admin import field_choices
    label = dict((name, label) for label, name in field_choices("coach"))["coach"]
    assert "member" in label and "new_members" in label and "on" in label and len(label) <= 100
