"""The end of a deal in words: the lines of the show-down message and the show-down picture's
description (its alt text, which Discord reads to a screen reader).  Both come from the public
view's typed facts (`PublicView.showdown`), which name only the hands shown in a call.
"""

from __future__ import annotations

from bot.text.hand_words import hand_words
from bot.text.i18n import listed, t
from bot.text.log_words import pool_words
from bot.text.render import symbols
from engine.showdown import PoolTaken, ShowdownFacts
from engine.views import PublicView

DESCRIPTION_CHARS = 1024  # Discord's limit on an attachment's description


def _names(view: PublicView, seats: tuple[int, ...]) -> str:
    return listed([view.seats[s].player for s in seats])


def pool_line(view: PublicView, facts: ShowdownFacts, pool: PoolTaken) -> str:
    """Who took one pool, how much and with what: 'Bob takes the main pool, 24, with three kings.'"""
    names = _names(view, pool.takers)
    if pool.uncalled:
        return t("showdown-takes-back", names=names, chips=pool.chips)
    said = {"names": names, "pool": pool_words(facts, pool), "chips": pool.chips}
    if pool.hand is None:  # nobody else could win it: taken without a contest
        return t("showdown-takes-uncontested" if facts.hands else "showdown-takes-without-showing", **said)
    if len(pool.takers) == 1:
        return t("showdown-takes-with", hand=hand_words(pool.hand, after_with=True), **said)
    shares = listed([t("showdown-share", name=view.seats[s].player, chips=c)
                     for s, c in zip(pool.takers, pool.shares, strict=True)], "unit")
    return t("showdown-divide", hand=hand_words(pool.hand, after_with=True), shares=shares, **said)


def kitty_line(facts: ShowdownFacts) -> str | None:
    """The kitty's cut out of the pool (whisky poker's refreshments are said by their own line)."""
    if not facts.kitty or not facts.pools:
        return None
    return t("showdown-kitty", chips=facts.kitty)


def premium_line(view: PublicView, facts: ShowdownFacts) -> str | None:
    """Who was paid the straight-flush premium, and who paid it."""
    paid = [t("showdown-paid", name=view.seats[s].player, chips=c) for s, c in enumerate(facts.premiums) if c > 0]
    pays = [t("showdown-pays", name=view.seats[s].player, chips=-c) for s, c in enumerate(facts.premiums) if c < 0]
    if not paid:
        return None
    return t("showdown-premium", paid=listed(paid, "unit"), pays=listed(pays, "unit"))


def _both(items: list[str]) -> str:
    """'a, and b', 'a; b; and c': pools named with their chips already hold commas."""
    if len(items) == 1:
        return items[0]
    if len(items) == 2:
        return t("showdown-both-two", first=items[0], second=items[1])
    return t("showdown-both-more", rest="; ".join(items[:-1]), last=items[-1])


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
        taken = _both([t("showdown-pool-chips", pool=pool_words(facts, p), chips=p.chips) for p in (pool, *same)])
        lines.append(t("showdown-takes-many", names=_names(view, pool.takers), taken=taken,
                       hand=hand_words(pool.hand or "", after_with=True)))
    return lines


def showdown_lines(view: PublicView, facts: ShowdownFacts) -> list[str]:
    """The show-down message's own lines: each hand shown in the call with its name, then who took
    which pool, the kitty's cut and the premiums."""
    lines = [t("showdown-shows", name=view.seats[h.seat].player, cards=symbols(view.seats[h.seat].shown or ()),
               words=hand_words(h.words)) for h in facts.hands]
    lines += pools_lines(view, facts)
    lines += [line for line in (kitty_line(facts), premium_line(view, facts)) if line]
    return lines


def _taking(view: PublicView, facts: ShowdownFacts, pool: PoolTaken, seat: int) -> str:
    """What one seat took of one pool, after 'took': 'the main pool, 24', '13 of the pool, divided
    with Bob', 'back 5 nobody called'."""
    if pool.uncalled:
        return t("showdown-took-back", chips=pool.chips)
    if len(pool.takers) == 1:
        return t("showdown-pool-chips", pool=pool_words(facts, pool), chips=pool.chips)
    others = tuple(s for s in pool.takers if s != seat)
    return t("log-took-share", chips=pool.share(seat), pool=pool_words(facts, pool, "of"), others=_names(view, others))


def _seat_said(name: str, cards: str | None, words: str | None, taken: str | None) -> str:
    """One player in the description: what he showed, with its name, and what he took."""
    if cards is None:
        return t("showdown-seat-took-unshown", name=name, taken=taken) if taken else t("showdown-seat-nothing", name=name)
    said = {"name": name, "cards": cards, "words": words, "taken": taken}
    if taken:
        return t("showdown-seat-showed-words-took" if words else "showdown-seat-showed-took", **said)
    return t("showdown-seat-showed-words" if words else "showdown-seat-showed", **said)


def showdown_description(view: PublicView) -> str:
    """The show-down picture in words, row by row as it is drawn: each hand shown with its name,
    what each player took from which pool; the kitty's cut and the premiums."""
    facts = view.showdown
    parts = [t("showdown-description-head", number=view.number, pool=view.pool)]
    for seat in view.from_dealers_left():  # as the picture's rows and the message's lines
        s = view.seats[seat]
        took = [p for p in facts.pools if seat in p.takers] if facts else []
        if s.shown is None and not took:
            continue
        words = shown_words(facts, seat) if s.shown else None
        taken = _both([_taking(view, facts, p, seat) for p in took]) if facts is not None and took else None
        parts.append(_seat_said(s.player, symbols(s.shown) if s.shown else None, words, taken))
    if facts:
        if facts.kitty and not facts.pools:
            parts.append(t("showdown-refreshments", chips=facts.kitty))
        parts += [line for line in (kitty_line(facts), premium_line(view, facts)) if line]
    text = " ".join(parts)
    return text if len(text) <= DESCRIPTION_CHARS else text[:DESCRIPTION_CHARS - 1] + "…"


def shown_words(facts: ShowdownFacts | None, seat: int) -> str | None:
    """The name of the hand the seat showed in the call, in the reader's words (None: none)."""
    words = facts.words(seat) if facts else None
    return hand_words(words) if words is not None else None


# ----- the show-down picture's own words (bot/pictures), read from the view's facts ----------


def picture_title(number: int, pool: int, kitty: int) -> str:
    """The picture's title: the deal, its pool, and the kitty's cut where it took one."""
    if kitty:
        return t("log-picture-title-kitty", number=number, pool=pool, kitty=kitty)
    return t("log-picture-title", number=number, pool=pool)


def picture_takings(facts: ShowdownFacts, seat: int) -> tuple[str, ...]:
    """What the seat took, pool by pool, as the picture labels it: 'main pool 24', 'pool 4 of 7'
    (divided), 'takes back 5'."""
    out = []
    for pool in facts.pools:
        if seat in pool.takers:
            chips = pool.share(seat)
            if pool.uncalled:
                out.append(t("log-picture-takes-back", chips=chips))
            elif len(pool.takers) > 1:
                out.append(t("log-picture-taking-divided", label=pool_words(facts, pool, "label"), chips=chips,
                             of=pool.chips))
            else:
                out.append(t("log-picture-taking", label=pool_words(facts, pool, "label"), chips=chips))
    return tuple(out)


def picture_premium(premium: int) -> str:
    """The straight-flush premium a seat was paid (+) or paid (-)."""
    return t("log-picture-premium", premium=f"{premium:+d}")
