"""What /poker, the table's notes and the show-down message say to members, one function or
constant per message.  No Discord here: the Discord side sends these as they are.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from bot.services.hand_records import DealRecord
from bot.text.i18n import listed, t
from bot.text.log_words import reason_words, seat_clause
from bot.text.render import log_line, symbols, variety_words
from bot.text.showdown_words import showdown_lines
from engine.deal import DealResult, Outcome
from engine.jackpot import NOT_OPENED
from engine.seal import short_root
from engine.views import PublicView

# ----- /poker: the answers --------------------------------------------------------------------

def no_table() -> str:
    return t("table-no-table")


def opened() -> str:
    return t("table-opened")


def dealt() -> str:
    return t("table-dealt")


def posted() -> str:
    return t("table-posted")


def no_cards() -> str:
    return t("table-no-cards")


def not_yours_to_stop() -> str:
    return t("table-not-yours-to-stop")


def no_deal_finished() -> str:
    return t("table-no-deal-finished")


def no_table_to_reset() -> str:
    return t("table-no-table-to-reset")


def no_deals_to_export() -> str:
    return t("table-no-deals-to-export")


def export_file() -> str:
    return t("table-export-file")


def exported(deals: int, capped: bool, skipped: int = 0) -> str:
    """/poker export: what the file holds, and that it holds only what he may see."""
    text = t("table-exported-last" if capped else "table-exported", deals=deals)
    return text + (" " + t("table-exported-left-out", skipped=skipped) if skipped else "")


def none_replay(skipped: int) -> str:
    """/poker export when every deal he played has a record that does not replay."""
    return t("table-none-replay", skipped=skipped)


def export_description(deals: int) -> str:
    return t("table-export-description", deals=deals)


def left_table(chips: int, season: bool = False) -> str:
    return t("table-left-season" if season else "table-left", n=chips)


def sitting_out(out: bool) -> str:
    return t("table-sit-out" if out else "table-back-in")


def robots_sat(count: int) -> str:
    return t("table-robots-sat", n=count)


def robots_left(count: int) -> str:
    return t("table-robots-left", n=count)


# ----- /poker during a deal: what waits for its end (issue 31) -----------------------------------

def stay_button() -> str:
    return t("table-stay-button")


def stays() -> str:
    return t("table-stays")


def not_leaving() -> str:
    return t("table-not-leaving")


def left_already() -> str:
    return t("table-left-already")


def leaves_after(deal: int, season: bool = False) -> str:
    """The answer to /poker leave during a deal: he goes when it is over, and may take it back."""
    return t("table-leaves-after-season" if season else "table-leaves-after", deal=deal)


def already_seated(chips: int, sitting_out: bool) -> str:
    """/poker join by a member seated at the table: his chips in front of him now."""
    text = t("table-already-seated", n=chips)
    return text + (" " + t("table-already-seated-out") if sitting_out else "")


def stays_instead(deal: int) -> str:
    """/poker join by a member who was to leave after the deal in play: he stays."""
    return t("table-stays-instead", deal=deal)


def robots_after(count: int, deal: int) -> str:
    return t("table-robots-after", n=count, deal=deal)


def robots_leave_after(count: int, deal: int) -> str:
    return t("table-robots-leave-after", n=count, deal=deal)


# The table message's footer: what happens at the end of the deal, and what did.

def leaves_after_note(name: str) -> str:
    return t("table-leaves-after-note", name=name)


def left_note(name: str) -> str:
    return t("table-left-note", name=name)


def robots_due_note(count: int) -> str:
    return t("table-robots-due-note", n=count)


def robots_sat_note(count: int) -> str:
    return t("table-robots-sat-note", n=count)


def robots_refused_note(why: str) -> str:
    return t("table-robots-refused-note", why=why)


def reset_by_admin(done: str) -> str:
    """Said in the channel when an admin's reset closed its table."""
    return t("table-reset-by-admin", done=done)


def history_text(records: Sequence[DealRecord], name_of: Callable[[str], str], table: int) -> str:
    """`/poker history`: the last deals, newest first, each with its winners and the root that
    sealed its shuffle (`/poker replay` opens the proof)."""
    lines = [t("table-history-head", table=table)]
    for record in records:
        winners = [name_of(record.setup["players"][w]) for w in (record.result or {}).get("winners", [])]
        what = record.status if record.status == "void" else (record.result or {}).get("outcome", "")
        said = {"number": record.number, "what": _ended(what), "root": short_root(record.seal_root())}
        lines.append(t("table-history-deal-won", winners=listed(winners, "unit"), **said) if winners
                     else t("table-history-deal", **said))
    return "\n".join(lines)


_ENDINGS = ("void", *(outcome.value for outcome in Outcome))


def _ended(what: str) -> str:
    """How a deal ended, in words; a record's outcome this module does not know, as it is."""
    return t("table-history-" + what.replace("_", "-")) if what in _ENDINGS else what.replace("_", " ")


# ----- the table message between deals ---------------------------------------------------------

def idle_invite() -> str:
    return t("table-idle-invite")


def idle_lessons() -> str:
    return t("table-idle-lessons")


def idle_tournament() -> str:
    return t("table-idle-tournament")


# The last table message of a table that closed: no turn, no button, nothing more to come.
def closed_title() -> str:
    return t("table-closed-title")


def closed_words() -> str:
    return t("table-closed-words")


def idle_title(variety: str, freeze_out: bool = False) -> str:
    game = variety_words(variety, default="draw")
    return t("table-idle-title-freeze-out" if freeze_out else "table-idle-title", game=game)


def freeze_out_title(title: str) -> str:
    """A deal's title at a freeze-out table: "Deal 3: an ordinary pool, a freeze-out"."""
    return t("table-freeze-out-title", title=title)


def idle_seats(seats: Sequence[tuple[str, int]]) -> str:
    """Each seated player's name and chips, or that nobody sits yet."""
    return "\n".join(t("table-idle-seat", name=name, n=chips) for name, chips in seats) or t("table-nobody-yet")


def waiting_in_pool(chips: int, variety: str) -> str:
    return t("table-waiting-jackpot" if variety == "draw" else "table-waiting-deal", n=chips)


def jackpot_before_new_game(chips: int, variety: str) -> str:
    """The idle table's pool, when a change of game waits for the jack-pot in it to be won."""
    return t("table-jackpot-before-new-game", n=chips, game=variety_words(variety))


# ----- the table's notes (the table message's footer) ------------------------------------------

def new_game_waits_note(variety: str) -> str:
    """A jack-pot nobody has won yet keeps its game (law 76): the change the admin made waits."""
    return t("table-new-game-waits-note", game=variety_words(variety))


def dealt_note(number: int, root: str) -> str:
    """The seal, shown as the deal starts: the root over the order of the pack (`engine.seal`)."""
    return t("table-dealt-note", number=number, root=short_root(root))


def first_jack(name: str, card: str) -> str:
    return t("table-first-jack", name=name, card=symbols(card))


def jackpot_note(reason: str, fattened: bool = False) -> str:
    """Why this deal is a jack-pot, said so that it stays true all through the deal: the engine's
    reason for a jack-pot nobody opened reads as if it were this one."""
    if reason == NOT_OPENED:
        return t("table-jackpot-again-fattened" if fattened else "table-jackpot-again")
    return t("table-jackpot-note", reason=reason_words(reason))


def ran_out_of_time(name: str, action_words: str) -> str:
    return t("table-ran-out-of-time", name=name, action=seat_clause(action_words))


def timed_out_twice(name: str) -> str:
    return t("table-timed-out-twice", name=name)


def takes_no_dms(name: str) -> str:
    return t("table-takes-no-dms", name=name)


# ----- the show-down message --------------------------------------------------------------------

# Log lines the result repeats as they are, found by the engine's own words in them (not a
# reader's text: the engine's log is matched, never shown from here).
_SHOWN_IN_RESULT = ("jack-pot", "refreshments")


def result_text(view: PublicView, result: DealResult | None, pool: int, root: str, table: int) -> str:
    """The message that ends a deal: every hand shown in the call with its name, who took which
    pool and how much, the kitty's cut and the premiums (`showdown_lines`, from the view's typed
    facts), what comes next, and the root that sealed the shuffle.  The seed itself stays in the
    record (it would rebuild every hand never called); `/poker replay` opens the seal for the
    cards the table saw."""
    lines = [t("table-result-head", number=view.number, pool=pool)]
    facts = view.showdown
    named = {h.seat for h in facts.hands} if facts else set()
    lines += [log_line(view, e) for e in view.log if e.cards and e.seat not in named]  # not in a call: openers
    if facts is not None:
        lines += showdown_lines(view, facts)
    lines += [log_line(view, e) for e in view.log if any(word in e.text for word in _SHOWN_IN_RESULT)]
    if result is not None:
        if result.outcome is Outcome.NOT_OPENED:
            lines.append(t("table-result-not-opened"))
        elif result.outcome is Outcome.ALL_PASSED:
            lines.append(t("table-result-all-passed"))
        elif result.whangdoodle:
            lines.append(t("table-result-whangdoodle"))
        elif result.outcome is Outcome.NO_ONE_CAME_IN:
            pass  # the table's note, listed above, says both facts: the blind back, a jack-pot next
        elif result.next_jackpot:
            lines.append(t("table-result-next-jackpot", reason=reason_words(result.next_jackpot)))
    lines.append(t("table-result-sealed", root=short_root(root), number=view.number, table=table))
    return "\n".join(lines)
