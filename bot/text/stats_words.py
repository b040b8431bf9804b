"""The words of `/poker stats`: a member's figures at the tables, all time or for one variety.

The public answer (about another member, or a robot) is made from `Totals.public()` and names
only what the table saw; the best hand held, shown or not, is written only into the private
answer a member gets about himself. The words are the catalogue's (`locales/*/stats.ftl`).
"""

from __future__ import annotations

from decimal import Decimal

from bot.services.deal_stats import ALL, Totals
from bot.services.seating import is_robot, robot_name
from bot.text.bank import signed
from bot.text.hand_words import hand_words
from bot.text.i18n import t


def variety_name(variety: str) -> str:
    """A variety's name, or all of them (`ALL`); an unknown one as it is."""
    names = {"draw": t("stats-variety-draw"), "straight": t("stats-variety-straight"),
             "stud": t("stats-variety-stud"), "whisky": t("stats-variety-whisky"), ALL: t("stats-variety-all")}
    return names.get(variety, variety)


def private_note() -> str:
    return t("stats-private-note")


def public_note() -> str:
    return t("stats-public-note")


def no_deals() -> str:
    return t("stats-no-deals")


def member_or_robot() -> str:
    return t("stats-member-or-robot")


def held_figure() -> str:
    """The private figure's name: never in a public answer."""
    return t("stats-held")


def who(member: str, name: str) -> str:
    """The member's name; a robot's marked as a robot, so it is never taken for a member."""
    return t("stats-robot", name=robot_name(member)) if is_robot(member) else name


def stats_title(member: str, name: str, variety: str) -> str:
    return t("stats-title", who=who(member, name), variety=variety_name(variety))


def _share(count: int, of: int) -> str:
    # The percent rounded as Python rounds it, then written by the locale's rules.
    return (t("stats-share", count=count, of=of, pct=Decimal(f"{100 * count / of:.0f}")) if of
            else t("stats-count", count=count))


def stats_lines(totals: Totals, *, private: bool) -> list[tuple[str, str]]:
    """(figure, value) pairs, in the order they read."""
    f = totals.figures
    if not f.deals:
        return [(t("stats-deals"), no_deals())]
    drawn = (t("stats-drawn", average=Decimal(f"{f.cards_drawn / f.draws:.1f}"), draws=f.draws)
             if f.draws else t("stats-never-drew"))
    best = hand_words(totals.best_shown.words) if totals.best_shown is not None else t("stats-none-shown")
    lines = [
        (t("stats-deals-dealt-in"), t("stats-count", count=f.deals)),
        (t("stats-came-in"), _share(f.came_in, f.deals)),
        (t("stats-raised"), _share(f.raised, f.deals)),
        (t("stats-opened"), t("stats-count", count=f.opened)),
        (t("stats-straddled"), t("stats-count", count=f.straddled)),
        (t("stats-cards-drawn"), drawn),
        (t("stats-pools-won"), t("stats-pools-won-value", won=f.pools_won, at_showdown=f.won_at_showdown,
                                 without=f.won_without)),
        (t("stats-showdowns-won"), _share(f.showdowns_won, f.showdowns) if f.showdowns else t("stats-none-reached")),
        (t("stats-chips"), signed(f.net)),
        (t("stats-biggest-pool"), t("stats-count", count=f.biggest_pool) if f.biggest_pool else t("stats-none-yet")),
        (t("stats-best-shown"), best),
    ]
    if private and totals.best_held is not None:
        lines.append((held_figure(), hand_words(totals.best_held.words)))
    return lines


def stats_text(totals: Totals, *, private: bool) -> str:
    """The figures as lines of text, for the embed's description and its alt text."""
    return "\n".join(t("stats-line", name=name, value=value) for name, value in stats_lines(totals, private=private))
