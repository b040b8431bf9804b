"""The clock's actions marked "(time)" in a deal's log as shown (bot.discord_side.timeouts): the
line of the timed-out seat's action, found after where the clock noted it, and no other; its
chips still said (law 33's straddle, a coming in) before the mark."""

from __future__ import annotations

from dataclasses import replace

from bot.discord_side.table_state import TableUI
from bot.discord_side.timeouts import marked, note_timed_out
from bot.text.render import log_line
from bot.text.turn_words import TIMED
from tests.engine_helpers import make_deal


def lines(deal, ui) -> list[str]:
    view = marked(deal.view(), ui.clocks.timed_out)
    return [log_line(view, e) for e in view.log]


def test_only_the_clocks_line_is_marked_and_its_chips_are_kept():
    deal = make_deal({0: "2C 5D 9H JS KD", 1: "3C 6D TH QS AD", 2: "4C 7D 8H 9S 2D"})
    ui = TableUI(table_id=1, channel_id=2)
    before = lines(deal, ui)
    seat = deal.to_act
    action = deal.timeout_action()
    note_timed_out(ui, deal, seat)
    deal.apply(action)
    after = lines(deal, ui)
    assert after[: len(before)] == before  # what was said before is untouched
    timed = [line for line in after if line.endswith(TIMED)]
    assert timed == [f"{deal.setup.players[seat]} {action.words()}{TIMED}"], after
    deal.apply(deal.timeout_action())  # the next seat says the same by himself: the clock noted nothing
    assert [line for line in lines(deal, ui) if line.endswith(TIMED)] == timed
    # Another deal's mark marks nothing here.
    other = TableUI(table_id=1, channel_id=2)
    other.clocks.timed_out = {(deal.setup.number + 1, 0, seat)}
    assert not [line for line in lines(deal, other) if line.endswith(TIMED)]


def test_a_line_with_chips_keeps_them_before_the_mark():
    deal = make_deal({0: "2C 5D 9H JS KD", 1: "3C 6D TH QS AD", 2: "4C 7D 8H 9S 2D"})
    view = deal.view()
    entry = next(e for e in view.log if e.chips and e.seat is not None)
    plain = log_line(view, entry)
    timed = log_line(view, replace(entry, text=entry.text + TIMED))
    assert timed == plain + TIMED and f"({entry.chips})" in timed
