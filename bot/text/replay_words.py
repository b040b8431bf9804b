"""The words of `/poker replay` and of `poker-bot verify-deal`: the steps of a finished deal,
the seal's proof, and each check of it. The words are the catalogue's (`locales/*/replay.ftl`)."""

from __future__ import annotations

from bot.text.i18n import t
from engine.errors import quoted

# ----- poker-bot verify-deal ---------------------------------------------------------------


def host_needs_all() -> str:
    return t("replay-host-needs-all")


def nothing_to_check() -> str:
    return t("replay-nothing-to-check")


def root_from_seed() -> str:
    return t("replay-root-from-seed")


def verdict_ok() -> str:
    return t("replay-verdict-ok")


def verdict_failed() -> str:
    return t("replay-verdict-failed")


# Without the root the table was shown, a proof can only be found to agree with itself: one forged
# to agree with itself would pass every other check, so the verdict claims no more than that.
def root_not_compared() -> str:
    return t("replay-root-not-compared")


def verdict_uncompared() -> str:
    return t("replay-verdict-uncompared")


def check_line(ok: bool | None, what: str) -> str:
    """One check as printed; `ok` None for one that was not made."""
    mark = "-" if ok is None else t("replay-check-ok") if ok else t("replay-check-failed")
    return f"{mark:<6}  {what}"


def card_from_seed(position: int, card: str) -> str:
    return t("replay-card-from-seed", position=position, card=quoted(card))


def bad_root(text: str) -> str:
    return t("replay-bad-root", text=quoted(text))


def no_finished_deal(table: int, deal: int) -> str:
    return t("replay-no-finished-deal", table=table, deal=deal)


def proof_too_big(path: str) -> str:
    return t("replay-proof-too-big", path=quoted(path))


def not_json(path: str, why: str) -> str:
    return t("replay-not-json", path=quoted(path), why=why[:60])


def not_a_proof(why: str) -> str:
    return t("replay-not-a-proof", why=why)


# ----- /poker replay -------------------------------------------------------------------------

FIRST, PREVIOUS, NEXT, LAST = "⏮", "◀", "▶", "⏭"  # the step buttons: signs, not words


def my_cards() -> str:
    return t("replay-my-cards")


def proof() -> str:
    return t("replay-proof")


def no_table_ever() -> str:
    return t("replay-no-table-ever")


def no_such_table(table: int) -> str:
    return t("replay-no-such-table", table=table)


def no_such_deal(number: int, table: int) -> str:
    return t("replay-no-such-deal", number=number, table=table)


def still_in_play(number: int) -> str:
    return t("replay-still-in-play", number=number)


def not_dealt_in(number: int) -> str:
    return t("replay-not-dealt-in", number=number)


def replay_title(number: int, kind: str, step: int, steps: int) -> str:
    """The replay's title: the deal, and how far into it this is (step 0: as it was dealt)."""
    if step == 0:
        return t("replay-title-dealt", number=number, kind=kind)
    return t("replay-title-step", number=number, step=step, steps=steps, kind=kind)


def void_title(number: int) -> str:
    return t("replay-void-title", number=number)


def voided(reason: str | None) -> str:
    return t("replay-voided", reason=reason) if reason else t("replay-voided-unsaid")


def sealed_footer(root: str) -> str:
    return t("replay-sealed-footer", root=root[:16])


def your_cards_title() -> str:
    """The field of his own cards, added by My cards."""
    return t("replay-your-cards")


def your_cards(cards: str) -> str:
    return cards or t("replay-none-yet")


def proof_sent(number: int, yours: bool) -> str:
    return t("replay-proof-sent-yours", number=number) if yours else t("replay-proof-sent", number=number)
