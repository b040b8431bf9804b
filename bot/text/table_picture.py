"""The words on the table's picture, and the same facts in words for its description (alt text).

Read from the public view only, as the rest of the table's words are: nothing here can name a
card the table was not shown.  The deal's kind and the seats' marks are `render.py`'s.
"""

from __future__ import annotations

from collections.abc import Sequence

from bot.text.render import deal_heading, deal_kind, seat_marks, symbols
from engine.cards import Card
from engine.phases import DealKind
from engine.plurals import counted
from engine.views import PublicView, SeatView, StudSeat, WhiskySeat, WhiskyView

DEALER_BUTTON = "D"  # the dealer's button on the felt, as at a card room's table
DESCRIPTION_LIMIT = 1024  # Discord's limit for an attachment's description
NAME_CHARS = 24  # a name in the description; the picture cuts to its own width

# The log's own words (engine/betting.py) for a call short of the bet, and for a pass that
# throws up the hand.
_SIGHT = "calls a sight"
_DROPS = "drops"
_TAKES_BACK = "takes back"  # engine/ending.py: chips handed back, not a win


def sights(view: PublicView) -> set[int]:
    """The seats the log says went in on a sight (called for all they had, short of the bet)."""
    return {e.seat for e in view.log if e.seat is not None and e.text == _SIGHT}


def seat_state(view: PublicView, seat: int) -> str | None:
    """A seat's state in one word or two, None while it is simply in the deal."""
    s = view.seats[seat]
    if s.status == "out":
        return "not dealt"
    if s.status == "passed":
        last = next((e.text for e in reversed(view.log) if e.seat == seat), "")
        return "dropped" if last == _DROPS else "passed"
    return "sight" if seat in sights(view) else None


def drew_words(seat: SeatView) -> str | None:
    if seat.drew is None:
        return None
    return "stood pat" if seat.drew == 0 else f"drew {seat.drew}"


def took(view: PublicView, seat: int) -> tuple[int, bool] | None:
    """What the seat took at the end, as the log tells it, and whether it was a win (not
    chips nobody called, handed back)."""
    won = [e for e in view.log if e.seat == seat and e.won]
    if not won:
        return None
    return sum(e.won or 0 for e in won), not all(e.text.startswith(_TAKES_BACK) for e in won)


def took_words(view: PublicView, seat: int) -> str | None:
    taken = took(view, seat)
    if taken is None:
        return None
    return f"wins {taken[0]}" if taken[1] else f"takes back {taken[0]}"


def seat_tags(view: PublicView, seat: int, holding: bool) -> list[str]:
    """The words on a seat's cards, longest first (the picture takes the first that fits):
    what it took once the deal is over; else its state (while it holds cards: a sight) and
    its draw."""
    taken = took(view, seat)
    if taken is not None:
        chips, won = taken
        return [f"wins {short_chips(chips)}" if won else f"takes back {short_chips(chips)}",
                f"+{short_chips(chips)}"]
    state = seat_state(view, seat) if holding else None
    drew = drew_words(view.seats[seat])
    if state and drew:
        return [f"{state} · {drew}", state]
    return [p for p in (state, drew) if p][:1]


def short_chips(chips: int) -> str:
    """A count of chips in five characters at most, for the picture: 12345, then 123k, 1.2M."""
    if chips < 100_000:
        return str(chips)
    for unit, letter in ((1_000_000_000, "B"), (1_000_000, "M"), (1_000, "k")):
        if chips >= unit:
            tenths = chips * 10 // unit  # rounded down: never more than he has
            whole = tenths < 100 and tenths % 10
            return (f"{tenths // 10}.{tenths % 10}" if whole else str(tenths // 10)) + letter
    return str(chips)  # not reached


def seat_name(seat: int) -> str:
    """A seat's name where its player's cannot be drawn."""
    return f"seat {seat + 1}"


# A mark in one letter, on a disc like the dealer's button, where its word has no room.
MARK_LETTERS = {"dealer": DEALER_BUTTON, "age": "A", "opener": "O", "buck": "B", "knocked": "K", "straddle": "S"}


def table_marks(view: PublicView, seat: int) -> list[str]:
    """`seat_marks`, and a straddler's mark: the blinds after the age are the straddles."""
    marks = seat_marks(view, seat)
    if seat in view.blinds[1:]:
        marks.append("straddle")
    return marks


def title(view: PublicView) -> str:
    return f"Deal {view.number}"


def kind_line(view: PublicView) -> str:
    kind = deal_kind(view)
    return kind[:1].upper() + kind[1:]


def fattened(view: PublicView) -> str | None:
    """A jack-pot nobody opened before stays, fattened (law 76): how much it brought along."""
    if view.kind is DealKind.JACKPOT and view.carried:
        return f"fattened: {view.carried} carried over"
    return None


def pool_label(chips: int) -> str:
    return f"pool {chips}"


def side_pools(view: PublicView) -> tuple[int, ...]:
    """The chips of each side pool in `view.pool`, for the picture and its description.  At the
    end of a deal, the engine's own reckoning of the pools (`view.showdown`); before it, at table
    stakes, what lies above the stake of each player still in who has put in all he had: he
    cannot win it (the pools are settled only at the show-down, but these are already fixed)."""
    if view.showdown is not None:
        return tuple(pool.chips for pool in view.showdown.pools[1:])
    caps = sorted({s.put for s in view.seats if s.status == "in" and s.stack == 0 and s.put > 0})
    if not caps:
        return ()
    puts = [s.put for s in view.seats]
    pools, below = [], caps[0]
    for level in [*caps[1:], max(puts)]:
        chips = sum(min(p, level) - min(p, below) for p in puts)
        if chips:
            pools.append(chips)
            below = level
    return tuple(pools)


def side_pools_line(pools: Sequence[int]) -> str:
    """Beneath the whole pool: how much of it lies in side pools."""
    return "of it, " + ("side pool " if len(pools) == 1 else "side pools ") + ", ".join(str(p) for p in pools)


def to_say(name: str) -> str:
    return f"{name} to say"


WIDOW = "widow"


def face_up(seat: SeatView) -> tuple[Card, ...]:
    """The cards of a seat the whole table sees: those shown, else stud's up-cards, else what
    a whisky player took from the face-up widow."""
    if seat.shown is not None:
        return seat.shown
    if isinstance(seat, StudSeat):
        return seat.up
    if isinstance(seat, WhiskySeat):
        return seat.seen
    return ()


# ----- the description (alt text) -----------------------------------------------------------

def _cut(name: str, chars: int) -> str:
    name = " ".join(name.split())
    return name if len(name) <= chars else name[: chars - 1] + "…"


def _seat_sentence(view: PublicView, i: int, chars: int) -> str:
    seat = view.seats[i]
    marks = table_marks(view, i)
    who = _cut(seat.player, chars) + (f" ({', '.join(marks)})" if marks else "")
    bits = [counted(seat.stack, "chips", grouped=False)]
    if seat.put:
        bits.append(f"{seat.put} in the pool")
    state = seat_state(view, i)
    if state:
        bits.append("called a sight" if state == "sight" else state)
    drew = drew_words(seat)
    if drew:
        bits.append(drew)
    took = took_words(view, i)
    if took:
        bits.append(took)
    shown = face_up(seat)
    if shown:
        bits.append(("showed " if seat.shown is not None else "showing ") + symbols(shown))
    return f"{who}: {', '.join(bits)}."


def table_description(view: PublicView, limit: int = DESCRIPTION_LIMIT) -> str:
    """The picture's facts in words, within `limit` characters: the deal and its pool, whose
    turn it is, each seat, the widow.  Long names are cut shorter until it fits; failing that,
    the last sentences give way to an ellipsis."""
    for chars in (NAME_CHARS, 12, 6):
        sentences = [deal_heading(view)]
        if fattened(view):
            sentences.append(f"The jack-pot is {fattened(view)}.")
        if side_pools(view):
            sentences.append(side_pools_line(side_pools(view)).capitalize() + ".")
        if view.to_act is not None:
            sentences.append(to_say(_cut(view.seats[view.to_act].player, chars)) + ".")
        sentences += [_seat_sentence(view, i, chars) for i in range(len(view.seats))]
        if isinstance(view, WhiskyView):
            sentences.append(f"The widow: {symbols(view.widow)}." if view.widow_up
                             else "The widow lies face down.")
        text = " ".join(sentences)
        if len(text) <= limit:
            return text
    return text[: limit - 1].rsplit(" ", 1)[0] + "…"
