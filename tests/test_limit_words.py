"""`/poker-admin show` (bot/text/limit_words.py): every limit in one group with a meaning, the
marks true to Foster's values, and the longest answer within Discord's embed description."""

from __future__ import annotations

from bot.services.limits import FIELDS, build
from bot.text.i18n import t
from bot.text.limit_words import GROUPS, grouped_limits, not_fosters

DESCRIPTION_MOST = 4096  # Discord's limit on an embed's description


def test_every_limit_is_in_one_group_and_has_a_meaning():
    grouped = [name for _, names in GROUPS for name in names]
    assert sorted(grouped) == sorted(FIELDS) and len(grouped) == len(set(grouped))
    meanings = [t(f"limit-means-{name}") for name in FIELDS]  # KeyError for a limit without one
    assert all(len(words) <= 45 for words in meanings)  # short: the line stays on a phone's width


def test_marks_say_what_differs_from_fosters_game_and_where_it_is_set():
    flat = build({"raise_limit": 20, "checking": True}).flat()
    text = grouped_limits(flat, {"raise_limit": 20}, {"checking": True})
    lines = {line.split("`")[1]: line for line in text.split("\n") if line.startswith("`")}
    assert lines["raise_limit"].endswith("· set here · ≠ Foster")
    assert lines["checking"].endswith("· server default · ≠ Foster")
    assert sum(not_fosters() in line for line in lines.values()) == 2  # Foster's values everywhere else
    assert len(lines) == len(FIELDS)


def test_the_longest_answer_fits_an_embed():
    flat = build({"extra_hands": "blaze, little_dog, big_dog, skip, round_the_corner"}).flat()
    flat = {**flat, **{name: "x" * 20 for name in flat if isinstance(flat[name], str)}}
    text = grouped_limits(flat, dict.fromkeys(FIELDS, 1), {})
    banker = "\n\n**Banker:** " + "b" * 300
    assert len(text + banker) <= DESCRIPTION_MOST, len(text + banker)
