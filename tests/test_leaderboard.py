"""`/bank leaderboard` ranks members; robots are counted but never ranked with them."""

from __future__ import annotations

from bot.services.ledger import Holding, Settlement
from bot.text.bank import leaderboard_text


def test_the_leaderboard_ranks_members_only_and_marks_robots_apart():
    settlement = Settlement(members=[Holding(member="robot-1", wallet=500, bought=100),
                                     Holding(member="1", wallet=150, bought=100),
                                     Holding(member="robot-2", wallet=20, bought=100),
                                     Holding(member="2", wallet=60, bought=100)],
                            issued=400, in_pools=0, kitty=0)
    lines = leaderboard_text(settlement, 10).splitlines()
    assert lines[:2] == ["1. <@1>: +50 up", "2. <@2>: -40 down"]
    assert not any(line[0].isdigit() and "Robot" in line for line in lines), lines
    assert "Robot 1 (robot): +400 up" in lines[-1] and "Robot 2 (robot): -80 down" in lines[-1]
    assert leaderboard_text(Settlement(members=[Holding(member="robot-1", wallet=5, bought=5)], issued=5,
                                       in_pools=0, kitty=0), 10).startswith("No member")
