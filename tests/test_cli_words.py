"""The command line's own lines from cli.ftl (issue 44): in English as the commands printed them,
word for word, and in the host's language otherwise."""

from __future__ import annotations

import errno

from bot.text import cli_words as words
from bot.text.i18n import PSEUDO, speaking


def _said() -> list[str]:
    return [
        words.tournament_head(9, 2, 7, 1500, 1, 40),
        words.tournament_broken([], 0, None),
        words.tournament_broken([3, 4], 1200, 15),
        words.tournament_place(1, 3, 1500),
        words.tournament_place(12, 7, 0),
        words.tournament_round(2000, 1),
        words.chips_conserved(True), words.chips_conserved(False),
        words.hand_size("hand", 5, ["As", "Kd"]), words.hand_size("--keep", 5, []),
        words.wrote("hand.png", 1, "classic", 1500),
        words.rows(1, 2), words.audit_failed(1, ""), words.audit_failed(2, "3 accounts"),
        words.path_error("--out", "x/y", words.path_trouble(errno.ENOSPC, "No space")),
        words.path_error("--out", "x/y", words.path_trouble(errno.EIO, "Input/output error"), words.write_elsewhere()),
        words.restored("b.jsonl", "jsonl", 11, "2 tables, 9 rows", "sqlite:x.db", None),
        words.restored("b.jsonl", "jsonl", 10, "2 tables, 9 rows", "sqlite:x.db", 11),
        words.seats(7, 9), words.no_option("--checking"),
        words.simulate_head(60, "draw", 4, 7, 1234.4), words.simulate_jackpots(13, 5, 0),
        words.simulate_draw_pools(23, 25, 6, 1), words.simulate_pools(23, 25, 3), words.simulate_pools(23, 25),
        words.simulate_largest(1500, 0, 2), words.simulate_ledger_head(1, 2, 9, 10.0, 1200),
        words.simulate_recovered(1, 0, 1200), words.simulate_banker(1500, 1400, 100, 0, 3),
        words.simulate_books(True, None), words.simulate_progress(2000, 10000),
        words.simulate_other_options("x.db", "--players 4", "--players 5"),
        words.export_written(3, "out", None, 0), words.export_written(1, "out", 1234.4, 1),
        words.export_checked(4, 4, 0, None, 0), words.export_checked(2, 0, 0, None, 1),
        words.export_checked(3, 1, 2, 1, 2), words.export_where(3, 12),
        words.doctor_tables_gone(2), words.doctor_channel(55, "Foster's Club", 2), words.doctor_give_in(True),
    ]


def test_the_english_is_what_the_commands_printed() -> None:
    assert _said() == [
        "A freeze-out of 9 robots at 2 tables (seed 7, a stake of 1,500 each): 1 deal in 40 rounds",
        "tables broken: none; players moved: 0",
        "tables broken: 3, 4; players moved: 1,200; one table left after round 15",
        "   1. Robot 3: 1,500 chips",
        "  12. Robot 7",
        "round 2,000: 1 player in",
        "chips conserved: yes", "chips conserved: NO",
        "hand: a hand is 5 cards, but 2 were given (As Kd)", "--keep: a hand is 5 cards, but 0 were given",
        "wrote hand.png (1 card, classic deck, 1,500 bytes)",
        "1 table, 2 rows", "audit FAILED: 1 breach", "audit FAILED: 2 breaches in 3 accounts",
        "--out x/y: the disk is full; give another path",
        "--out x/y: Input/output error; write elsewhere",
        "restored b.jsonl (jsonl format, schema version 11, 2 tables, 9 rows) into sqlite:x.db",
        "restored b.jsonl (jsonl format, schema version 10, 2 tables, 9 rows) into sqlite:x.db, then migrated it "
        "to schema version 11",
        "--players: this table seats 2 to 7, not 9", "no --checking",
        "60 deals of draw poker by 4 robots (seed 7), 1,234 deals a second", "jack-pots 13 (not opened 5), whangdoodles 0",
        "show-downs 23, pools won unshown 25, nobody came in 6, made jack-pots (law 36) 1",
        "show-downs 23, pools won unshown 25, nobody bet 3", "show-downs 23, pools won unshown 25",
        "largest pool 1,500, kitty 0, rebuys 2",
        "1 deal through the ledger by 2 robots (seed 9), 10 deals a second; the table has played 1,200",
        "recovered: 1 deal resumed, 0 settled, 1200 void",
        "banker: 1,500 chips out; robots hold 1,400, pools 100, kitty 0; rebuys this run 3",
        "books balance: yes; audit: FAILED", "2,000 of 10,000 deals",
        "--db: the table in x.db was played with --players 4, where this run asks for --players 5: give the same "
        "options to play on, or another --db for a new table",
        "3 deals written to out", "1 deal written to out (1,234 a second); 1 deal could not be written",
        "4 files: 4 files replayed through the engine from the seed; all agree", "2 files: none could be read; 1 problem",
        "3 files: 1 file replayed through the engine from the seed; 2 files checked on their chips and the hands "
        "shown only (no seed, so the pack is unknown); 1 file of draw or straight poker replayed through PokerKit "
        "too; 2 problems", "table 3 deal 12",
        "2 open table(s) there, but the bot is not in that server any more", "channel 55 (Foster's Club, table 2)",
        "give the bot's role these in the parent channel's permissions",
    ]


def test_the_lines_follow_the_hosts_language() -> None:
    english = _said()
    with speaking(PSEUDO):
        pseudo = _said()
    for plain, accented in zip(english, pseudo, strict=True):
        assert accented != plain and "[" in accented, (plain, accented)
    with speaking("de"):
        assert words.chips_conserved(False) == "Chips erhalten: NEIN"
