"""The table in words: what the terminal table and the Discord table say.

Everything here works from `Deal.public_view()` (and a seat's private view
for his own cards), so nothing rendered can hold a card the table has not
been shown.  The words are the game's: come in, make good, open, stay,
fatten, the age, the pool.
"""

from __future__ import annotations

from engine.cards import format_cards, parse_cards

RANK_WORDS = {9: "jacks", 10: "queens", 11: "kings", 12: "aces"}

OPTION_WORDS = {
    "straddle": "Straddle",
    "decline_straddle": "Don't straddle",
    "come_in": "Come in",
    "make_jackpot": "Make it a jack-pot",
    "open": "Open",
    "stay": "Stay",
    "see": "See",
    "raise": "Raise",
    "bet": "Bet",
    "call": "Call",
    "check": "Check",
    "pass": "Pass",
    "draw": "Draw",
}


def symbols(cards: str) -> str:
    """Card text with suit symbols for chat: 'As Kh' becomes 'A♠ K♥'."""
    return format_cards(parse_cards(cards), symbols=True) if cards else ""


def option_text(option: dict, view: dict) -> str:
    kind = option["kind"]
    word = OPTION_WORDS[kind]
    if kind in ("come_in", "stay"):
        cost = option["chips"]
        made_good = view["to_act"] in view["blinds"] and kind == "come_in"
        word = "Make good" if made_good else word
        text = f"{word} ({cost} chip{'s' if cost != 1 else ''})"
        return text + (f", raising up to {option['most']}" if option["most"] else "")
    if kind in ("see", "call"):
        return f"{word} ({option['chips']})"
    if kind in ("raise", "bet", "open"):
        return f"{word} {option['least']} to {option['most']}"
    if kind == "straddle":
        return f"Straddle ({option['chips']})"
    if kind == "make_jackpot":
        return f"Make it a jack-pot (pay {option['chips']})"
    if kind == "pass" and view["phase"] == "after_draw":
        return "Drop"
    if kind == "draw":
        return "Draw (discard 0 to 5) or stand pat"
    return word


def deal_heading(view: dict) -> str:
    if view["kind"] == "jackpot":
        rank = RANK_WORDS.get(view["opening_rank"], "jacks")
        kind = f"a jack-pot ({rank} or better to open)"
    else:
        kind = "an ordinary pool"
    return f"Deal {view['number']}: {kind}. The pool holds {view['pool']}."


def seat_marks(view: dict, seat: int) -> list[str]:
    """What the table calls a seat besides its player: the dealer, the age, the opener."""
    marks = []
    if seat == view["dealer"]:
        marks.append("dealer")
    if view["age"] == seat:
        marks.append("age")
    if view["opener"] == seat:
        marks.append("opener")
    return marks


def seat_lines(view: dict, me: int | None = None) -> list[str]:
    lines = []
    for i, seat in enumerate(view["seats"]):
        marks = seat_marks(view, i)
        state = {"in": "in", "passed": "out", "out": "not dealt"}[seat["status"]]
        bits = [f"{seat['stack']} chips", state]
        if seat["put"]:
            bits.append(f"{seat['put']} in the pool")
        if seat["drew"] is not None:
            bits.append("stood pat" if seat["drew"] == 0 else f"drew {seat['drew']}")
        if seat["shown"]:
            bits.append(f"showed {symbols(seat['shown'])}")
        turn = "→ " if view["to_act"] == i else "  "
        who = seat["player"] + (" (you)" if me == i else "")
        lines.append(f"{turn}{who}{' [' + ', '.join(marks) + ']' if marks else ''}: {', '.join(bits)}")
    return lines


def log_line(view: dict, entry: dict) -> str:
    seat = entry.get("seat")
    name = view["seats"][seat]["player"] if seat is not None else "The dealer"
    text = entry["text"]
    if entry.get("cards"):
        text += f": {symbols(entry['cards'])}"
    elif entry.get("chips") and text in ("antes", "puts up the blind", "straddles", "comes in", "makes good"):
        text += f" ({entry['chips']})"
    return f"{name} {text}"


def options_line(view: dict) -> str:
    return " · ".join(option_text(o, view) for o in view["options"])
