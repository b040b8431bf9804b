"""The words of `/poker replay` and of `poker-bot verify-deal`: the steps of a finished deal,
the seal's proof, and each check of it."""

from __future__ import annotations

from engine.errors import quoted

# ----- poker-bot verify-deal ---------------------------------------------------------------

HOST_NEEDS_ALL = "--db, --table and --deal go together: give all three to check a deal against its seed"
NOTHING_TO_CHECK = "give the proof's file (from /poker replay's Proof button), or --db, --table and --deal"
ROOT_FROM_SEED = "the pack recomputed from the seed gives the root"
VERDICT_OK = "verdict: the shuffle is the one sealed before the deal"
VERDICT_FAILED = "verdict: a check FAILED: this is not the shuffle sealed before the deal"
# Without the root the table was shown, a proof can only be found to agree with itself: one forged
# to agree with itself would pass every other check, so the verdict claims no more than that.
ROOT_NOT_COMPARED = "the root was not compared: give --root as the table showed it when the deal started"
VERDICT_UNCOMPARED = ("verdict: the proof agrees with itself, but without the table's root it does not show "
                      "that this is the shuffle sealed before the deal")


def check_line(ok: bool | None, what: str) -> str:
    """One check as printed; `ok` None for one that was not made."""
    mark = "-     " if ok is None else "ok    " if ok else "FAILED"
    return f"{mark}  {what}"


def card_from_seed(position: int, card: str) -> str:
    return f"card {position} ({quoted(card)}) is the seed's card there"


def bad_root(text: str) -> str:
    return (f"--root {quoted(text)}: give the root as the table showed it when the deal started "
            "(its first 16 characters, 0-9 and a-f)")


def no_finished_deal(table: int, deal: int) -> str:
    return f"table {table} has no finished deal {deal}"


def proof_too_big(path: str) -> str:
    return f"the proof {quoted(path)} is too big to be a proof"


def not_json(path: str, why: str) -> str:
    return f"the proof {quoted(path)} is not JSON ({why[:60]})"


def not_a_proof(why: str) -> str:
    return f"not a proof: {why}"


# ----- /poker replay -------------------------------------------------------------------------

FIRST, PREVIOUS, NEXT, LAST = "⏮", "◀", "▶", "⏭"
MY_CARDS = "My cards"
PROOF = "Proof"


NO_TABLE_EVER = ("No table has played in this channel yet, so there is no deal to replay: "
                 "a deal's show-down message names its table and deal.")


def no_such_table(table: int) -> str:
    return (f"There is no table {table} in this server: a deal's show-down message names its table, "
            "and `/poker history` the table's last deals.")


def no_such_deal(number: int, table: int) -> str:
    return (f"Table {table} has no deal {number}: `/poker history` lists its last deals; a deal of an "
            "earlier table opens with the table its show-down named (`table:`).")


def still_in_play(number: int) -> str:
    return f"Deal {number} is still in play: its replay opens once it is over."


def not_dealt_in(number: int) -> str:
    return f"You were not dealt in deal {number}, so you have no cards of your own to add."


def replay_title(number: int, kind: str, step: int, steps: int) -> str:
    """The replay's title: the deal, and how far into it this is (step 0: as it was dealt)."""
    where = "as it began" if step == 0 else f"after action {step} of {steps}"
    return f"Deal {number} replayed, {where}: {kind}"


def void_title(number: int) -> str:
    return f"Deal {number}: void"


def voided(reason: str | None) -> str:
    return f"This deal was voided: {reason or 'no reason was recorded'}. Every chip put in went back."


def sealed_footer(root: str) -> str:
    return f"sealed {root[:16]}… before the deal · Proof: the seal opened for the cards the table saw"


YOUR_CARDS = "Your cards"
NONE_YET = "none yet"


def your_cards(cards: str) -> str:
    return cards or NONE_YET


def proof_sent(number: int, yours: bool) -> str:
    mine = " Your own cards are opened in it too: keep it to yourself." if yours else ""
    return (f"The seal of deal {number}, opened for every card the table saw.{mine} "
            f"Check it with `poker-bot verify-deal deal-{number}.json`.")
