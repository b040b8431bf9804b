"""What /poker, the table's notes and the show-down message say to members, one function or
constant per message.  No Discord here: the Discord side sends these as they are.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from bot.services.hand_records import DealRecord
from bot.text.render import VARIETY_WORDS, log_line, symbols
from bot.text.showdown_words import showdown_lines
from engine.deal import DealResult, Outcome
from engine.jackpot import NOT_OPENED
from engine.plurals import counted, verb
from engine.seal import short_root
from engine.views import PublicView

# ----- /poker: the answers --------------------------------------------------------------------

NO_TABLE = "There is no table in this channel: open one with /poker start."
OPENED = "The table is open: press Sit down on it, or type /poker join."
DEALT = "Dealt."
POSTED = "Posted."
NO_CARDS = "You hold no cards: no deal is in play with you in it."
NOT_YOURS_TO_STOP = "Only whoever opened this table, or an admin with Manage Server, may stop it."
NO_DEAL_FINISHED = "No deal has finished at this table yet."
NO_TABLE_TO_RESET = "There is no table in this channel to reset."
NO_DEALS_TO_EXPORT = "You have played no finished deal at this server's tables yet."
EXPORT_FILE = "my-deals.zip"


def exported(deals: int, capped: bool, skipped: int = 0) -> str:
    """/poker export: what the file holds, and that it holds only what he may see."""
    which = f"your last {counted(deals, 'deals')}" if capped else ("your one deal" if deals == 1 else f"your {deals} deals")
    left_out = ""
    if skipped:
        left_out = (" One deal is left out: its record does not replay." if skipped == 1
                    else f" {skipped} deals are left out: their records do not replay.")
    return (f"Here are {which} at this server's tables as hand histories (PHH files, in a zip): your own "
            "cards, and of the others' only those that were shown." + left_out)


def none_replay(skipped: int) -> str:
    """/poker export when every deal he played has a record that does not replay."""
    return ("Your one deal cannot be written: its record does not replay." if skipped == 1
            else f"None of your {skipped} deals can be written: their records do not replay.")


def export_description(deals: int) -> str:
    return f"{counted(deals, 'hand histories')}, PHH format"


def left_table(chips: int, season: bool = False) -> str:
    where = "your season chips, apart from your wallet" if season else "your wallet"
    return f"You leave the table; {counted(chips, 'chips', grouped=False)} {verb(chips, 'goes', 'go')} back to {where}."


def sitting_out(out: bool) -> str:
    return "You sit out from the next deal." if out else "You are back in from the next deal."


def robots_sat(count: int) -> str:
    return f"{counted(count, 'robots')} sat down."


def robots_left(count: int) -> str:
    return f"{counted(count, 'robots')} left."


# ----- /poker during a deal: what waits for its end (issue 31) -----------------------------------

STAY_BUTTON = "Stay at the table"
STAYS = "You stay at the table after all."
NOT_LEAVING = "You were not leaving the table: nothing changes."
LEFT_ALREADY = "You have left the table already: /poker join sits you down again."


def leaves_after(deal: int, season: bool = False) -> str:
    """The answer to /poker leave during a deal: he goes when it is over, and may take it back."""
    where = "your season chips" if season else "your wallet"
    return (f"You leave the table when deal {deal} is over, and your chips go back to {where} then. "
            f"Changed your mind? Press {STAY_BUTTON}, or type /poker join.")


def already_seated(chips: int, sitting_out: bool) -> str:
    """/poker join by a member seated at the table: his chips in front of him now."""
    text = f"You are at this table already, with {counted(chips, 'chips', grouped=False)}."
    return text + (" You sit out: /poker sitout brings you back in." if sitting_out else "")


def stays_instead(deal: int) -> str:
    """/poker join by a member who was to leave after the deal in play: he stays."""
    return f"You stay at the table: you were to leave when deal {deal} is over."


def robots_after(count: int, deal: int) -> str:
    return f"{counted(count, 'robots')} will sit down when deal {deal} is over."


def robots_leave_after(count: int, deal: int) -> str:
    return f"{counted(count, 'robots')} will leave when deal {deal} is over."


# The table message's footer: what happens at the end of the deal, and what did.

def leaves_after_note(name: str) -> str:
    return f"{name} leaves after this deal"


def left_note(name: str) -> str:
    return f"{name} left the table"


def robots_due_note(count: int) -> str:
    return f"{counted(count, 'robots')} will sit down after this deal"


def robots_sat_note(count: int) -> str:
    return f"{counted(count, 'robots')} sat down"


def robots_refused_note(why: str) -> str:
    return f"the robots asked for could not sit down: {why}"


def reset_by_admin(done: str) -> str:
    """Said in the channel when an admin's reset closed its table."""
    return f"An admin reset this table. {done}"


def history_text(records: Sequence[DealRecord], name_of: Callable[[str], str], table: int) -> str:
    """`/poker history`: the last deals, newest first, each with its winners and the root that
    sealed its shuffle (`/poker replay` opens the proof)."""
    lines = [f"Table {table}'s last deals (`/poker replay deal:N table:{table}` opens one):"]
    for record in records:
        winners = ", ".join(name_of(record.setup["players"][w]) for w in (record.result or {}).get("winners", []))
        what = record.status if record.status == "void" else (record.result or {}).get("outcome", "")
        lines.append(f"Deal {record.number}: {what.replace('_', ' ')}"
                     + (f", won by {winners}" if winners else "") + f" · sealed `{short_root(record.seal_root())}`")
    return "\n".join(lines)


# ----- the table message between deals ---------------------------------------------------------

IDLE_INVITE = ("Press **Sit down** (or type `/poker join`) to sit down with 100 chips, in one step; the deal "
               "starts when two are seated.")
IDLE_LESSONS = "Your lessons: the robots take their seats, then the first lesson is dealt."
IDLE_TOURNAMENT = ("A tournament's table: the tournament seats its players here, and the deals follow "
                   "by themselves.")


# The last table message of a table that closed: no turn, no button, nothing more to come.
CLOSED_TITLE = "This table is closed"
CLOSED_WORDS = "Nothing more is played at it: every chip at it has gone back (/poker start opens a new table)."


def idle_title(variety: str, freeze_out: bool = False) -> str:
    game = VARIETY_WORDS.get(variety, "draw poker")
    return f"A {game} table, a freeze-out (Foster's laws)" if freeze_out else f"A {game} table (Foster's laws)"


def freeze_out_title(title: str) -> str:
    """A deal's title at a freeze-out table: "Deal 3: an ordinary pool, a freeze-out"."""
    return f"{title}, a freeze-out"


def idle_seats(seats: Sequence[tuple[str, int]]) -> str:
    """Each seated player's name and chips, or that nobody sits yet."""
    return "\n".join(f"**{name}**: {counted(chips, 'chips', grouped=False)}" for name, chips in seats) or "nobody yet"


def waiting_in_pool(chips: int, variety: str) -> str:
    return (f"{counted(chips, 'chips', grouped=False)} {verb(chips, 'waits', 'wait')} for "
            f"{'the next jack-pot' if variety == 'draw' else 'the next deal'}")


def jackpot_before_new_game(chips: int, variety: str) -> str:
    """The idle table's pool, when a change of game waits for the jack-pot in it to be won."""
    return (f"{counted(chips, 'chips', grouped=False)} {verb(chips, 'waits', 'wait')} for the next jack-pot; "
            f"{VARIETY_WORDS.get(variety, variety)} begins once it is won")


# ----- the table's notes (the table message's footer) ------------------------------------------

def new_game_waits_note(variety: str) -> str:
    """A jack-pot nobody has won yet keeps its game (law 76): the change the admin made waits."""
    return f"{VARIETY_WORDS.get(variety, variety)} begins once this jack-pot is won (law 76)"


def dealt_note(number: int, root: str) -> str:
    """The seal, shown as the deal starts: the root over the order of the pack (`engine.seal`)."""
    return f"deal {number}: sealed {short_root(root)}"


def first_jack(name: str, card: str) -> str:
    return f"{name} turned up {symbols(card)}: the first jack deals (law 2)"


def jackpot_note(reason: str, fattened: bool = False) -> str:
    """Why this deal is a jack-pot, said so that it stays true all through the deal: the engine's
    reason for a jack-pot nobody opened reads as if it were this one."""
    if reason == NOT_OPENED:
        return "a jack-pot again: nobody opened the last one" + (", so everyone fattened it" if fattened else "")
    return f"a jack-pot: {reason}"


def ran_out_of_time(name: str, action_words: str) -> str:
    return f"{name} ran out of time: {action_words}"


def timed_out_twice(name: str) -> str:
    return f"{name} timed out twice and sits out from the next deal"


def takes_no_dms(name: str) -> str:
    return f"{name} does not take DMs: use the My hand button"


# ----- the show-down message --------------------------------------------------------------------

_SHOWN_IN_RESULT = ("jack-pot", "refreshments")  # log lines the result repeats as they are


def result_text(view: PublicView, result: DealResult | None, pool: int, root: str, table: int) -> str:
    """The message that ends a deal: every hand shown in the call with its name, who took which
    pool and how much, the kitty's cut and the premiums (`showdown_lines`, from the view's typed
    facts), what comes next, and the root that sealed the shuffle.  The seed itself stays in the
    record (it would rebuild every hand never called); `/poker replay` opens the seal for the
    cards the table saw."""
    lines = [f"**Deal {view.number}**, the pool: {pool}"]
    facts = view.showdown
    named = {h.seat for h in facts.hands} if facts else set()
    lines += [log_line(view, e) for e in view.log if e.cards and e.seat not in named]  # not in a call: openers
    if facts is not None:
        lines += showdown_lines(view, facts)
    lines += [log_line(view, e) for e in view.log if any(word in e.text for word in _SHOWN_IN_RESULT)]
    if result is not None:
        if result.outcome is Outcome.NOT_OPENED:
            lines.append("Nobody opened: the jack-pot stays in the pool, and everyone fattens it next deal.")
        elif result.outcome is Outcome.ALL_PASSED:
            lines.append("Nobody bet: the pool stays for the next deal, and the buck antes again.")
        elif result.whangdoodle:
            lines.append("Fours or better in a call: a whangdoodle! A round of jack-pots follows.")
        elif result.outcome is Outcome.NO_ONE_CAME_IN:
            pass  # the table's note, listed above, says both facts: the blind back, a jack-pot next
        elif result.next_jackpot:
            lines.append(f"The next deal is a jack-pot: {result.next_jackpot}.")
    lines.append(f"The shuffle was sealed by sha256 `{short_root(root)}` when the deal began: "
                 f"`/poker replay deal:{view.number} table:{table}` opens it.")
    return "\n".join(lines)
