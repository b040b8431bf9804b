"""The words of `/poker stats`: the public answer holds only what the table saw."""

from __future__ import annotations

from bot.services.deal_stats import Figures, Hand, Totals
from bot.text.stats_words import held_figure, no_deals, stats_text, stats_title

TOTALS = Totals(Figures(deals=10, came_in=4, raised=1, opened=1, straddled=2, draws=5, cards_drawn=9, pools_won=3,
                        won_at_showdown=2, won_without=1, showdowns=4, showdowns_won=2, net=-15, biggest_pool=40),
                Hand(100, "a pair of aces"), Hand(900, "four kings"))


def test_the_public_answer_names_only_what_the_table_saw():
    public = stats_text(TOTALS.public(), private=False)
    assert "four kings" not in public and held_figure() not in public
    # Even handed the whole totals, the public words leave the private figure out.
    assert "four kings" not in stats_text(TOTALS, private=False)
    assert "a pair of aces" in public and "**Came in:** 4 of 10 (40%)" in public
    assert "1.8 on average, over 5 draws" in public and "**Chips:** -15 down" in public
    assert "**Pools won:** 3: 2 at a show-down, 1 without one" in public


def test_the_private_answer_adds_the_best_hand_held():
    assert f"**{held_figure()}:** four kings" in stats_text(TOTALS, private=True)


def test_one_draw_and_no_show_down_read_plainly():
    text = stats_text(Totals(Figures(deals=2, draws=1, cards_drawn=3)), private=False)
    assert "3.0 on average, over 1 draw\n" in text and "**Show-downs won:** none reached yet" in text


def test_no_deals_and_a_robot_are_said_plainly():
    assert stats_text(Totals(Figures()), private=True) == f"**Deals:** {no_deals()}"
    assert stats_title("robot-2", "", "stud") == "Robot 2 (robot): stud poker"
    assert stats_title("123", "Alice", "all") == "Alice: all varieties"
