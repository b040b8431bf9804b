"""The banker's answers in words, for ``/bank`` and ``/poker-admin``.

Plain text only (the cogs wrap it in messages): members are shown as Discord
mentions, which the cogs send with mentions switched off, so a public
settlement names people without pinging them.  Nothing here shows a card.
"""

from __future__ import annotations

from collections.abc import Sequence
from datetime import datetime

from bot.services.ledger import BankLimits, Holding, Receipt, Settlement
from bot.services.seating import is_robot, robot_name
from bot.storage.records import StatementLine
from engine.plurals import counted

PLAY_CHIPS = "Play chips, not money: nothing is paid for them and nothing is paid out."
SETTLE_SHOWN = 25  # members listed in a settlement; the totals count everyone


def who(member: str) -> str:
    return robot_name(member) if is_robot(member) else f"<@{member}>"


def signed(chips: int) -> str:
    """Up or down, Foster's way of settling: +120 up, -40 down, even."""
    if chips == 0:
        return "even"
    return f"{chips:+,} {'up' if chips > 0 else 'down'}"


def when(stamp: str | datetime) -> str:
    """A Discord timestamp: each reader sees it in his own time zone."""
    moment = datetime.fromisoformat(stamp) if isinstance(stamp, str) else stamp
    return f"<t:{int(moment.timestamp())}:f>"


def balance_text(holding: Holding) -> str:
    lines = [f"Wallet: **{holding.wallet:,}** chips"]
    if holding.at_tables:
        tables = ", ".join(f"{chips:,} at table {table}" for table, chips in sorted(holding.at_tables.items()))
        lines.append(f"At tables: {tables}")
    lines.append(f"Bought {holding.bought:,}, returned {holding.returned:,}; "
                 f"holding {holding.chips:,} in all: **{signed(holding.net)}**")
    return "\n".join(lines)


def receipt_text(receipt: Receipt) -> str:
    verb = "bought" if receipt.kind == "buy" else "cashed out"
    again = " (this request was already done; nothing more was changed)" if receipt.duplicate else ""
    return f"You {verb} {counted(receipt.chips, 'chips')}{again}. Wallet: {receipt.wallet:,}."


def statement_text(lines: Sequence[StatementLine]) -> str:
    if not lines:
        return "No movements yet: buy chips with /bank buy."
    out = []
    for line in lines:
        where = "wallet" if line.account.startswith("wallet:") else f"table {line.account.split(':')[1]}"
        out.append(f"`{line.amount:+7,}` {where} · {line.memo} · {when(line.created_at)}")
    return "\n".join(out)


def books_text(settlement: Settlement) -> str:
    held, pools, kitty = settlement.held, settlement.in_pools, settlement.kitty
    sums = f"issued {settlement.issued:,} = held {held:,} + in pools {pools:,} + kitty {kitty:,}"
    if settlement.balanced:
        return f"The books balance: {sums}."
    off = settlement.issued - held - pools - kitty
    return (f"The books do NOT balance: issued {settlement.issued:,}, but held {held:,} + in pools "
            f"{pools:,} + kitty {kitty:,} is off by {off:+,}. An admin should run `poker-bot audit`.")


def settlement_text(settlement: Settlement) -> str:
    """Foster's end-of-game balancing: everyone up or down, then whether the books balance."""
    if not settlement.members:
        return "Nobody has bought chips here yet.\n" + books_text(settlement)
    rows = [f"{who(h.member)}: {signed(h.net)} (bought {h.bought:,}, returned {h.returned:,}, "
            f"holds {h.chips:,})" for h in settlement.members[:SETTLE_SHOWN]]
    hidden = len(settlement.members) - SETTLE_SHOWN
    if hidden > 0:
        rows.append(f"… and {hidden} more")
    return "\n".join(rows) + "\n\n" + books_text(settlement)


def leaderboard_text(settlement: Settlement, top: int) -> str:
    """Members ranked, biggest winner first; robots never ranked with them, only listed after."""
    if not settlement.members:
        return "Nobody has bought chips here yet."
    members = [h for h in settlement.members if not is_robot(h.member)]
    robots = [h for h in settlement.members if is_robot(h.member)]
    lines = [f"{rank}. {who(h.member)}: {signed(h.net)}" for rank, h in enumerate(members[:top], start=1)]
    if not lines:
        lines.append("No member has bought chips here yet.")
    if robots:
        lines.append("Not ranked: " + ", ".join(f"{who(h.member)} (robot): {signed(h.net)}" for h in robots[:top]))
    return "\n".join(lines)


def bank_limits_text(limits: BankLimits) -> str:
    def show(value: int | None) -> str:
        return "no limit" if value is None else f"{value:,}"
    return (f"most bought and not returned (max_outstanding): {show(limits.max_outstanding)}; "
            f"most bought in one UTC day (daily_allowance): {show(limits.daily_allowance)}")
