"""The banker's answers in words, for ``/bank`` and ``/poker-admin``.

Plain text only (the cogs wrap it in messages): members are shown as Discord
mentions, which the cogs send with mentions switched off, so a public
settlement names people without pinging them.  Nothing here shows a card.
The words are the catalogue's (`locales/*/bank.ftl`).
"""

from __future__ import annotations

from collections.abc import Sequence
from datetime import datetime

from bot.services.ledger import BankLimits, Holding, Receipt, Settlement
from bot.services.seating import is_robot, robot_name
from bot.storage.records import StatementLine
from bot.text.i18n import t
from bot.text.memo_words import memo_text

SETTLE_SHOWN = 25  # members listed in a settlement; the totals count everyone


def play_chips() -> str:
    return t("bank-play-chips")


def who(member: str) -> str:
    return robot_name(member) if is_robot(member) else f"<@{member}>"


def signed(chips: int) -> str:
    """Up or down, Foster's way of settling: +120 up, -40 down, even."""
    if chips == 0:
        return t("bank-even")
    return t("bank-up", n=chips) if chips > 0 else t("bank-down", n=-chips)


def when(stamp: str | datetime) -> str:
    """A Discord timestamp: each reader sees it in his own time zone."""
    moment = datetime.fromisoformat(stamp) if isinstance(stamp, str) else stamp
    return f"<t:{int(moment.timestamp())}:f>"


def balance_text(holding: Holding) -> str:
    lines = [t("bank-wallet", wallet=holding.wallet)]
    if holding.at_tables:
        tables = ", ".join(t("bank-at-table", chips=chips, table=table)
                           for table, chips in sorted(holding.at_tables.items()))
        lines.append(t("bank-at-tables", tables=tables))
    lines.append(t("bank-holding", bought=holding.bought, returned=holding.returned, chips=holding.chips,
                   net=signed(holding.net)))
    return "\n".join(lines)


def receipt_text(receipt: Receipt) -> str:
    n, wallet = receipt.chips, receipt.wallet
    if receipt.kind == "buy":
        return (t("bank-bought-again", n=n, wallet=wallet) if receipt.duplicate
                else t("bank-bought", n=n, wallet=wallet))
    return (t("bank-cashed-out-again", n=n, wallet=wallet) if receipt.duplicate
            else t("bank-cashed-out", n=n, wallet=wallet))


def statement_text(lines: Sequence[StatementLine]) -> str:
    if not lines:
        return t("bank-no-movements")
    out = []
    for line in lines:
        where = (t("bank-wallet-account") if line.account.startswith("wallet:")
                 else t("bank-table-account", table=line.account.split(":")[1]))
        out.append(t("bank-movement", amount=f"{line.amount:+7,}", where=where, memo=memo_text(line.memo),
                     when=when(line.created_at)))
    return "\n".join(out)


def books_text(settlement: Settlement) -> str:
    sums = {"issued": settlement.issued, "held": settlement.held, "pools": settlement.in_pools,
            "kitty": settlement.kitty}
    if settlement.balanced:
        return t("bank-books-balance", **sums)
    off = settlement.issued - settlement.held - settlement.in_pools - settlement.kitty
    return t("bank-books-off", **sums, sign="-" if off < 0 else "+", off=abs(off))


def settlement_text(settlement: Settlement) -> str:
    """Foster's end-of-game balancing: everyone up or down, then whether the books balance."""
    if not settlement.members:
        return t("bank-nobody-bought") + "\n" + books_text(settlement)
    rows = [t("bank-settlement-row", who=who(h.member), net=signed(h.net), bought=h.bought,
              returned=h.returned, chips=h.chips) for h in settlement.members[:SETTLE_SHOWN]]
    hidden = len(settlement.members) - SETTLE_SHOWN
    if hidden > 0:
        rows.append(t("bank-and-more", hidden=hidden))
    return "\n".join(rows) + "\n\n" + books_text(settlement)


def leaderboard_text(settlement: Settlement, top: int) -> str:
    """Members ranked, biggest winner first; robots never ranked with them, only listed after."""
    if not settlement.members:
        return t("bank-nobody-bought")
    members = [h for h in settlement.members if not is_robot(h.member)]
    robots = [h for h in settlement.members if is_robot(h.member)]
    lines = [t("bank-rank", rank=rank, who=who(h.member), net=signed(h.net))
             for rank, h in enumerate(members[:top], start=1)]
    if not lines:
        lines.append(t("bank-no-member-bought"))
    if robots:
        lines.append(t("bank-not-ranked", robots=", ".join(
            t("bank-robot-net", who=who(h.member), net=signed(h.net)) for h in robots[:top])))
    return "\n".join(lines)


def bank_limits_text(limits: BankLimits) -> str:
    def show(value: int | None) -> str:
        return t("bank-no-limit") if value is None else f"{value:,}"
    return t("bank-limits", outstanding=show(limits.max_outstanding), daily=show(limits.daily_allowance))
