"""A tournament's chips through the banker's ledger: the sweepstakes into its pool, back out
if it is cancelled or an entrant leaves before the start, and the payouts at the end.

The pool is the account `tournament:<id>` (`bot.services.accounts`); what its tables hold
is in their seats, put there from the pool and brought back to it (`TableService.seat_from`,
`unseat_to`, `close_into`).  The audit holds the pool, with the chips out at its tables, to
the sweepstakes paid less the payouts recorded (`bot.services.audit`).
"""

from __future__ import annotations

from bot.services import accounts, memos
from bot.services.errors import BankError
from bot.services.tournaments.season_play import paid_wallet, paying_wallet
from bot.storage import Tx
from engine.plurals import counted


async def take_sweepstake(tx: Tx, guild: str, tournament_id: int, member: str, chips: int, at: str,
                          season: int | None = None) -> None:
    wallet = await paying_wallet(tx, guild, season, member, at)
    balance = await tx.lock_account(wallet)
    if balance < chips:
        if season is not None:  # no buying more season chips
            raise BankError(f"the sweepstake is {counted(chips, 'season chips', grouped=False)} and your season wallet "
                            f"holds {balance}")
        raise BankError(f"the sweepstake is {counted(chips, 'chips', grouped=False)} and your wallet holds {balance}: "
                        "buy chips first (/bank buy)")
    pool = await accounts.tournament(tx, guild, tournament_id)
    await tx.post(guild, "sweepstake", {wallet: -chips, pool: chips}, at=at, member=member,
                  memo=memos.write("enters", tournament=tournament_id, amount=chips))


async def return_sweepstake(tx: Tx, guild: str, tournament_id: int, member: str, chips: int, at: str,
                            why: str, season: int | None = None) -> None:
    """`why` is a key of `memos.WHYS`: "left", "cancelled" or "cancelled-under-way"."""
    wallet = await paid_wallet(tx, guild, season, member)
    pool = await accounts.tournament(tx, guild, tournament_id)
    await tx.post(guild, "sweepstake_back", {pool: -chips, wallet: chips}, at=at, member=member,
                  memo=memos.write("sweepstake-back", tournament=tournament_id, amount=chips, why=why))


async def pay(tx: Tx, guild: str, tournament_id: int, member: str, place: int, chips: int, at: str,
              season: int | None = None) -> None:
    wallet = await paid_wallet(tx, guild, season, member)
    pool = await accounts.tournament(tx, guild, tournament_id)
    await tx.post(guild, "payout", {pool: -chips, wallet: chips}, at=at, member=member,
                  idem_key=f"payout:{tournament_id}:{place}",
                  memo=memos.write("place", tournament=tournament_id, place=place, amount=chips))
