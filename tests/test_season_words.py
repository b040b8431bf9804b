"""The season's ranking and its words: equal chips share a place, members under the minimum of
deals are apart, robots are never listed, and a final board says so."""

from __future__ import annotations

from bot.services.seasons import Board, rank
from bot.storage.records import SeasonMemberRow, SeasonRow
from bot.text.season_words import board_text, board_title, ended_text


def season(ended: str | None = None) -> SeasonRow:
    return SeasonRow(id=1, guild_id="g", number=3, name="Winter", reserve=1000, min_deals=3, started_by="a",
                     started_at="2026-03-01T12:00:00+00:00", ended_by=None, ended_at=ended)


ROWS = [SeasonMemberRow(member="11", deals=5, won=40), SeasonMemberRow(member="22", deals=3, won=40),
        SeasonMemberRow(member="33", deals=9, won=-80), SeasonMemberRow(member="44", deals=1, won=100),
        SeasonMemberRow(member="robot-1", deals=9, won=500), SeasonMemberRow(member="55", deals=2, won=-5)]


def test_equal_chips_share_a_place_and_the_rest_are_apart():
    ranked, unranked = rank(ROWS, 3)
    assert [(r.member, r.place) for r in ranked] == [("11", 1), ("22", 1), ("33", 3)]
    assert [(r.member, r.place) for r in unranked] == [("55", None), ("44", None)]  # most deals first


def test_the_board_in_words():
    ranked, unranked = rank(ROWS, 3)
    running = Board(season=season(), ranked=ranked, unranked=unranked)
    text = board_text(running)
    assert board_title(running) == "Season 3: Winter (leaderboard)"
    assert "**1.** <@11>: +40 up (5 deals)\n**1.** <@22>: +40 up (3 deals)\n**3.** <@33>: -80 down (9 deals)" in text
    assert "**Not ranked yet** (fewer than 3 deals):\n<@55>: -5 down (2 deals)\n<@44>: +100 up (1 deal)" in text
    assert "obot" not in text
    final = Board(season=season("2026-04-01T12:00:00+00:00"), ranked=ranked, unranked=unranked)
    assert board_title(final) == "Season 3: Winter (final standings)"
    assert "**Not ranked** (fewer" in board_text(final) and "still running" not in board_text(final)
    assert "First: <@11> and <@22>, +40 up." in ended_text(final)
    nobody = Board(season=season(), ranked=[], unranked=[])
    assert "Nobody has played a season deal yet." in board_text(nobody)
