"""The end of a deal in words: the lines of the show-down message and the show-down picture's
description (its alt text, which Discord reads to a screen reader).  Both come from the public
view's typed facts (`PublicView.showdown`), which name only the hands shown in a call.
"""

from __future__ import annotations

from bot.text.render import symbols
from engine.showdown import PoolTaken, ShowdownFacts
from engine.views import PublicView

DESCRIPTION_CHARS = 1024  # Discord's limit on an attachment's description


def _names(view: PublicView, seats: tuple[int, ...]) -> str:
    names = [view.seats[s].player for s in seats]
    return names[0] if len(names) == 1 else ", ".join(names[:-1]) + " and " + names[-1]


def pool_line(view: PublicView, facts: ShowdownFacts, pool: PoolTaken) -> str:
    """Who took one pool, how much and with what: 'Bob takes the main pool, 24, with three kings.'"""
    if pool.uncalled:
        return f"{_names(view, pool.takers)} takes back {pool.chips} nobody called."
    name = facts.pool_name(pool)
    if pool.hand is None:  # nobody else could win it: taken without a contest
        how = "that nobody else could win" if facts.hands else "without showing"
        return f"{_names(view, pool.takers)} takes {name}, {pool.chips}, {how}."
    if len(pool.takers) == 1:
        return f"{_names(view, pool.takers)} takes {name}, {pool.chips}, with {pool.hand}."
    shares = ", ".join(f"{view.seats[s].player} {c}" for s, c in zip(pool.takers, pool.shares, strict=True))
    return f"{_names(view, pool.takers)} divide {name}, {pool.chips}, with {pool.hand}: {shares}."


def kitty_line(facts: ShowdownFacts) -> str | None:
    """The kitty's cut out of the pool (whisky poker's refreshments are said by their own line)."""
    if not facts.kitty or not facts.pools:
        return None
    return f"The kitty takes {facts.kitty}."


def premium_line(view: PublicView, facts: ShowdownFacts) -> str | None:
    """Who was paid the straight-flush premium, and who paid it."""
    paid = [f"{view.seats[s].player} is paid {c}" for s, c in enumerate(facts.premiums) if c > 0]
    pays = [f"{view.seats[s].player} pays {-c}" for s, c in enumerate(facts.premiums) if c < 0]
    if not paid:
        return None
    return "Straight-flush premium: " + ", ".join(paid) + "; " + ", ".join(pays) + "."


def _both(items: list[str]) -> str:
    """'a, and b', 'a; b; and c': pools named with their chips already hold commas."""
    return items[0] if len(items) == 1 else ", and ".join(items) if len(items) == 2 \
        else "; ".join(items[:-1]) + "; and " + items[-1]


def _alone(pool: PoolTaken) -> bool:
    """A pool one player won outright in the call: said with the others he won with the same hand."""
    return not pool.uncalled and pool.hand is not None and len(pool.takers) == 1


def pools_lines(view: PublicView, facts: ShowdownFacts) -> list[str]:
    """Who took which pool: one line for each taker's pools won with the same hand ('Bob takes the
    main pool, 24, and the side pool, 10, with three kings.'), a line for each other pool."""
    lines: list[str] = []
    pools = list(facts.pools)
    while pools:
        pool = pools.pop(0)
        if not _alone(pool):
            lines.append(pool_line(view, facts, pool))
            continue
        same = [p for p in pools if _alone(p) and p.takers == pool.takers and p.hand == pool.hand]
        pools = [p for p in pools if p not in same]
        taken = _both([f"{facts.pool_name(p)}, {p.chips}" for p in (pool, *same)])
        lines.append(f"{_names(view, pool.takers)} takes {taken}, with {pool.hand}.")
    return lines


def showdown_lines(view: PublicView, facts: ShowdownFacts) -> list[str]:
    """The show-down message's own lines: each hand shown in the call with its name, then who took
    which pool, the kitty's cut and the premiums."""
    lines = [f"{view.seats[h.seat].player} shows {symbols(view.seats[h.seat].shown or ())}: {h.words}"
             for h in facts.hands]
    lines += pools_lines(view, facts)
    lines += [line for line in (kitty_line(facts), premium_line(view, facts)) if line]
    return lines


def _taking(view: PublicView, facts: ShowdownFacts, pool: PoolTaken, seat: int) -> str:
    """What one seat took of one pool, after 'took': 'the main pool, 24', '13 of the pool, divided
    with Bob', 'back 5 nobody called'."""
    if pool.uncalled:
        return f"back {pool.chips} nobody called"
    if len(pool.takers) == 1:
        return f"{facts.pool_name(pool)}, {pool.chips}"
    others = tuple(s for s in pool.takers if s != seat)
    return f"{pool.share(seat)} of {facts.pool_name(pool)}, divided with {_names(view, others)}"


def showdown_description(view: PublicView) -> str:
    """The show-down picture in words, row by row as it is drawn: each hand shown with its name,
    what each player took from which pool; the kitty's cut and the premiums."""
    facts = view.showdown
    parts = [f"Deal {view.number}, the show-down. The pool: {view.pool}."]
    for seat in view.from_dealers_left():  # as the picture's rows and the message's lines
        s = view.seats[seat]
        took = [p for p in facts.pools if seat in p.takers] if facts else []
        if s.shown is None and not took:
            continue
        said = s.player
        if s.shown:
            words = facts.words(seat) if facts else None
            said += f" showed {symbols(s.shown)}" + (f", {words}" if words else "") + (", and" if took else "")
        if facts is not None and took:
            said += " took " + _both([_taking(view, facts, p, seat) for p in took])
            said += "" if s.shown else ", without showing"
        parts.append(said + ".")
    if facts:
        if facts.kitty and not facts.pools:
            parts.append(f"The worst hand pays {facts.kitty} for the refreshments.")
        parts += [line for line in (kitty_line(facts), premium_line(view, facts)) if line]
    text = " ".join(parts)
    return text if len(text) <= DESCRIPTION_CHARS else text[:DESCRIPTION_CHARS - 1] + "…"
