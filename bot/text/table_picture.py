"""The words on the table's picture, and the same facts in words for its description (alt text).

Read from the public view only, as the rest of the table's words are: nothing here can name a
card the table was not shown.  The deal's kind and the seats' marks are `render.py`'s.
"""

from __future__ import annotations

from collections.abc import Sequence

from bot.text.i18n import listed, t
from bot.text.render import deal_heading, deal_kind, mark_words, seat_marks, symbols
from engine.cards import Card
from engine.phases import DealKind
from engine.views import PublicView, SeatView, StudSeat, WhiskySeat, WhiskyView

DESCRIPTION_LIMIT = 1024  # Discord's limit for an attachment's description
NAME_CHARS = 24  # a name in the description; the picture cuts to its own width

# The log's own words (engine/betting.py) for a call short of the bet, and for a pass that
# throws up the hand: matched, never shown from here.
_SIGHT = "calls a sight"
_DROPS = "drops"
_TAKES_BACK = "takes back"  # engine/ending.py: chips handed back, not a win


def sights(view: PublicView) -> set[int]:
    """The seats the log says went in on a sight (called for all they had, short of the bet)."""
    return {e.seat for e in view.log if e.seat is not None and e.text == _SIGHT}


def seat_state(view: PublicView, seat: int) -> str | None:
    """A seat's state ("not_dealt", "dropped", "passed", "sight"; `state_words` says it), None
    while it is simply in the deal."""
    s = view.seats[seat]
    if s.status == "out":
        return "not_dealt"
    if s.status == "passed":
        last = next((e.text for e in reversed(view.log) if e.seat == seat), "")
        return "dropped" if last == _DROPS else "passed"
    return "sight" if seat in sights(view) else None


def state_words(state: str | None) -> str:
    """A seat's state in one word or two, on its cards; nothing while it is simply in."""
    return t("table-picture-state-" + state.replace("_", "-")) if state else ""


def drew_words(seat: SeatView) -> str | None:
    if seat.drew is None:
        return None
    return t("table-picture-stood-pat") if seat.drew == 0 else t("table-picture-drew", n=seat.drew)


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
    return t("table-picture-wins" if taken[1] else "table-picture-takes-back", chips=str(taken[0]))


def seat_tags(view: PublicView, seat: int, holding: bool) -> list[str]:
    """The words on a seat's cards, longest first (the picture takes the first that fits):
    what it took once the deal is over; else its state (while it holds cards: a sight) and
    its draw."""
    taken = took(view, seat)
    if taken is not None:
        chips, won = taken
        short = short_chips(chips)
        return [t("table-picture-wins" if won else "table-picture-takes-back", chips=short),
                t("table-picture-plus", chips=short)]
    state = state_words(seat_state(view, seat)) if holding else None
    drew = drew_words(view.seats[seat])
    if state and drew:
        return [t("table-picture-state-drew", state=state, drew=drew), state]
    return [p for p in (state, drew) if p][:1]


def short_chips(chips: int) -> str:
    """A count of chips in five characters at most, for the picture: 12345, then 123k, 1.2M."""
    if chips < 100_000:
        return str(chips)
    for unit, letter in ((1_000_000_000, "billions"), (1_000_000, "millions"), (1_000, "thousands")):
        if chips >= unit:
            tenths = chips * 10 // unit  # rounded down: never more than he has
            tenth = tenths < 100 and tenths % 10
            return t(f"table-picture-{letter}", n=tenths / 10 if tenth else tenths // 10)
    return str(chips)  # not reached


def seat_name(seat: int) -> str:
    """A seat's name where its player's cannot be drawn."""
    return t("table-picture-seat", seat=seat + 1)


def dealer_button() -> str:
    """The dealer's button on the felt, as at a card room's table."""
    return t("table-picture-letter-dealer")


def mark_letter(mark: str) -> str:
    """A mark in one letter, on a disc like the dealer's button, where its word has no room."""
    return t("table-picture-letter-" + mark)


def table_marks(view: PublicView, seat: int) -> list[str]:
    """`seat_marks`, and a straddler's mark: the blinds after the age are the straddles."""
    marks = seat_marks(view, seat)
    if seat in view.blinds[1:]:
        marks.append("straddle")
    return marks


def title(view: PublicView) -> str:
    return t("table-picture-title", number=view.number)


def kind_line(view: PublicView) -> str:
    kind = deal_kind(view)
    return kind[:1].upper() + kind[1:]


def fattened(view: PublicView) -> str | None:
    """A jack-pot nobody opened before stays, fattened (law 76): how much it brought along."""
    if view.kind is DealKind.JACKPOT and view.carried:
        return t("table-picture-fattened", chips=view.carried)
    return None


def pool_label(chips: int) -> str:
    return t("table-picture-pool", chips=chips)


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
    return t("table-picture-side-pools", count=len(pools), pools=_pools(pools))


def _pools(pools: Sequence[int]) -> str:
    return listed([str(p) for p in pools], "unit")


def to_say(name: str) -> str:
    return t("table-picture-to-say", name=name)


def widow_label() -> str:
    return t("table-picture-widow")


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
    marks = mark_words(table_marks(view, i))
    who = t("table-picture-marked", name=_cut(seat.player, chars), marks=listed(marks, "unit")) if marks \
        else _cut(seat.player, chars)
    bits = [t("chips", n=seat.stack)]
    if seat.put:
        bits.append(t("table-picture-put", chips=seat.put))
    state = seat_state(view, i)
    if state:
        bits.append(t("table-picture-called-a-sight") if state == "sight" else state_words(state))
    drew = drew_words(seat)
    if drew:
        bits.append(drew)
    took = took_words(view, i)
    if took:
        bits.append(took)
    shown = face_up(seat)
    if shown:
        bits.append(t("table-picture-showed" if seat.shown is not None else "table-picture-showing", cards=symbols(shown)))
    return t("table-picture-seat-sentence", who=who, bits=listed(bits, "unit"))


def table_description(view: PublicView, limit: int = DESCRIPTION_LIMIT) -> str:
    """The picture's facts in words, within `limit` characters: the deal and its pool, whose
    turn it is, each seat, the widow.  Long names are cut shorter until it fits; failing that,
    the last sentences give way to an ellipsis."""
    for chars in (NAME_CHARS, 12, 6):
        sentences = [deal_heading(view)]
        if fattened(view):
            sentences.append(t("table-picture-jackpot-fattened", chips=view.carried))
        pools = side_pools(view)
        if pools:
            sentences.append(t("table-picture-side-pools-sentence", count=len(pools), pools=_pools(pools)))
        if view.to_act is not None:
            sentences.append(t("table-picture-to-say-sentence", name=_cut(view.seats[view.to_act].player, chars)))
        sentences += [_seat_sentence(view, i, chars) for i in range(len(view.seats))]
        if isinstance(view, WhiskyView):
            sentences.append(t("table-picture-widow-up", cards=symbols(view.widow)) if view.widow_up
                             else t("table-picture-widow-down"))
        text = " ".join(sentences)
        if len(text) <= limit:
            return text
    return text[: limit - 1].rsplit(" ", 1)[0] + "…"


def showdown_title(number: int, pool: int, kitty: int) -> str:
    """The show-down picture's title: the deal, its pool, the kitty's chips if it took some."""
    if kitty:
        return t("showdown-picture-title-kitty", number=number, pool=pool, kitty=kitty)
    return t("showdown-picture-title", number=number, pool=pool)
