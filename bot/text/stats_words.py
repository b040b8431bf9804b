"""The words of `/poker stats`: a member's figures at the tables, all time or for one variety.

The public answer (about another member, or a robot) is made from `Totals.public()` and names
only what the table saw; the best hand held, shown or not, is written only into the private
answer a member gets about himself.
"""

from __future__ import annotations

from bot.services.deal_stats import ALL, Totals
from bot.services.seating import is_robot, robot_name
from bot.text.bank import signed
from engine.plurals import counted

VARIETY_NAMES = {"draw": "draw poker", "straight": "straight poker", "stud": "stud poker",
                 "whisky": "whisky poker", ALL: "all varieties"}

PRIVATE_NOTE = "Only you can see this: it counts your hands that were not shown."
PUBLIC_NOTE = "Everyone here can see this: it counts only what the table saw."
NO_DEALS = "No deals played yet."
MEMBER_OR_ROBOT = "Name a member or a robot, not both."
HELD = "Best hand held (shown or not)"  # the private figure's name: never in a public answer


def who(member: str, name: str) -> str:
    """The member's name; a robot's marked as a robot, so it is never taken for a member."""
    return f"{robot_name(member)} (robot)" if is_robot(member) else name


def stats_title(member: str, name: str, variety: str) -> str:
    return f"{who(member, name)}: {VARIETY_NAMES.get(variety, variety)}"


def _share(count: int, of: int) -> str:
    return f"{count:,} of {of:,} ({100 * count / of:.0f}%)" if of else f"{count:,}"


def stats_lines(totals: Totals, *, private: bool) -> list[tuple[str, str]]:
    """(figure, value) pairs, in the order they read."""
    f = totals.figures
    if not f.deals:
        return [("Deals", NO_DEALS)]
    drawn = (f"{f.cards_drawn / f.draws:.1f} on average, over {counted(f.draws, 'draws')}"
             if f.draws else "never drew")
    best = totals.best_shown.words if totals.best_shown is not None else "none shown yet"
    lines = [
        ("Deals dealt in", f"{f.deals:,}"),
        ("Came in", _share(f.came_in, f.deals)),
        ("Raised before the draw", _share(f.raised, f.deals)),
        ("Opened a jack-pot", f"{f.opened:,}"),
        ("Straddled", f"{f.straddled:,}"),
        ("Cards drawn", drawn),
        ("Pools won", f"{f.pools_won:,}: {f.won_at_showdown:,} at a show-down, {f.won_without:,} without one"),
        ("Show-downs won", _share(f.showdowns_won, f.showdowns) if f.showdowns else "none reached yet"),
        ("Chips", signed(f.net)),
        ("Biggest pool won", f"{f.biggest_pool:,}" if f.biggest_pool else "none yet"),
        ("Best hand shown", best),
    ]
    if private and totals.best_held is not None:
        lines.append((HELD, totals.best_held.words))
    return lines


def stats_text(totals: Totals, *, private: bool) -> str:
    """The figures as lines of text, for the embed's description and its alt text."""
    return "\n".join(f"**{name}:** {value}" for name, value in stats_lines(totals, private=private))
