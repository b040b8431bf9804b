"""The audit: every invariant of the banker's books, checked against the whole database.

Each check has a name; a breach names its check and what is wrong.

- integrity: the database's own check of its files (SQLite's integrity_check and
  foreign_key_check; on PostgreSQL amcheck's, where the extension is installed and
  may be run: the report says so when it is not).
- schema: the database is at the schema version this code reads.
- journal_balanced: every entry's lines sum to zero.
- entries_have_lines: no entry without at least two lines (an entry that moved nothing).
- balances_match_lines: each account's balance equals the sum of its lines.
- no_negative_balance: no wallet, seat, pool or kitty below zero.
- books_balance: in each guild the accounts sum to zero, the banker is out exactly
  what members bought less what they returned, and the tutorial account exactly the play
  chips on its tables (their seats and pools).
- accounts_owned: every seat and pool belongs to a table of its guild, every wallet
  and seat to a member.
- escrow_matches_tables: each seat account holds what the stored table (and the deal
  in play, replayed) says is in front of that player; nobody else's seat holds chips.
- pools_match_deals: each pool account holds the stored deal's pool, or what the
  table carries to its next deal.
- kitty_matches_tables: the guild's kitty holds what its tables' kitties say.
- deals_replay: every finished deal's seed matches its published hash, its actions
  replay to the recorded payouts, and its entries moved exactly those chips; a void
  deal's entries cancel out.  A deal played under an earlier edition of the laws
  (`engine.deal.LAWS_EDITION`) that no longer replays is reported as not re-derived.
- tournaments_escrow: each tournament's pool, with the chips out at its tables, holds the
  sweepstakes its entrants paid less the payouts its places record.
- tournaments_closed_empty, tournaments_places, tournaments_payouts, tournaments_cancelled: a
  finished or cancelled tournament's pool and tables hold nothing; every entrant of a finished
  one has exactly one place (under way: the places go from the bottom up and nobody frozen out
  is left unplaced); its prizes are the pool shared by its stated payouts, paid from the pool
  to those places; a cancelled one gave every sweepstake back (`bot.services.tournaments.books`).
- stats_match_deals: the members' running totals (`/poker stats`) are what the finished
  deals' hand records give, worked out afresh (`bot.services.member_stats`).
- stats_match_ledger: each member's net in those totals is what the ledger moved on his seats
  over the finished deals they count (`bot.services.net_audit`): one definition of a net.
- season_chips_apart: no entry moves chips between a season's accounts and any other's (the
  wallet's side or another season's); a season table's seats and pool are its season's.
- season_reserve_once: each member was granted a season's reserve at most once, and exactly it.
- season_totals_match_deals: each season's running totals (its leaderboard) are what its
  tables' finished deals give, worked out afresh (`bot.services.season_chips.recount`).
- season_chips_add_up: each season's reserve is out exactly the reserves it granted, and its
  accounts (wallets, seats, pools, its tournaments' pools, its kitty) hold exactly that.
- season_totals_match_ledger: each member's chips won in a season are his season chips in
  the ledger (wallet and seats) less the reserve granted him, for every season with no deal
  in play at its tables.
- nothing_orphaned: every action entry has its action in the hand record, every
  deal entry its table; a table's deal count matches its deals; no deal in play
  at a closed table.
"""

from __future__ import annotations

from collections import defaultdict
from dataclasses import dataclass, field
from typing import Any

from bot.services.hand_records import DealRecord
from bot.services.member_stats import differences, recount
from bot.services.net_audit import net_differences
from bot.services.season_audit import check_seasons, ledger_differences, season_differences
from bot.services.season_chips import recount as season_recount
from bot.services.tables import chips_in_front
from bot.services.tournaments.books import CHECKS as TOURNAMENT_CHECKS
from bot.services.tournaments.books import tournament_breaches
from bot.storage import DatabaseUnusable, Storage, Tx
from bot.storage.records import AccountRow, ActionRow, DealRow, TableRow
from engine.deal import LAWS_EDITION, Deal
from engine.plurals import counted
from engine.table import Table

CHECKS = (
    "integrity", "schema", "journal_balanced", "entries_have_lines", "balances_match_lines", "no_negative_balance", "books_balance",
    "accounts_owned", "escrow_matches_tables", "pools_match_deals", "kitty_matches_tables", "deals_replay",
    *TOURNAMENT_CHECKS, "stats_match_deals", "stats_match_ledger", "season_chips_apart", "season_reserve_once", "season_chips_add_up",
    "season_totals_match_deals", "season_totals_match_ledger", "nothing_orphaned",
)
MOST = 20  # breaches listed per check


@dataclass(slots=True)
class Breach:
    check: str
    detail: str


@dataclass(slots=True)
class AuditReport:
    breaches: list[Breach] = field(default_factory=list)
    checked: dict[str, int] = field(default_factory=dict)
    unchecked: dict[str, str] = field(default_factory=dict)  # check -> why it could not be made
    older_laws: int = 0  # finished deals of an earlier edition of the laws that no longer replay

    @property
    def ok(self) -> bool:
        return not self.breaches

    def add(self, check: str, detail: str) -> None:
        if sum(b.check == check for b in self.breaches) < MOST:
            self.breaches.append(Breach(check, detail))

    def to_dict(self) -> dict[str, Any]:
        return {"ok": self.ok, "checks": list(CHECKS), "checked": self.checked, "unchecked": self.unchecked,
                "breaches": [{"check": b.check, "detail": b.detail} for b in self.breaches]}


async def audit(storage: Storage) -> AuditReport:
    """Check everything in one consistent snapshot of the database: first the database's own
    check of its files, then the schema, then the books."""
    report = AuditReport()
    problems, unavailable = await storage.integrity()
    for problem in problems:
        report.add("integrity", problem)
    if unavailable is not None:
        report.unchecked["integrity"] = unavailable
    if problems:
        # Reading a damaged database may fail, mislead, or (a damaged PostgreSQL index) bring the
        # server down: the damage is mended first.
        report.add("integrity", "the other checks were not made: restore the database from a backup "
                                "(on PostgreSQL, REINDEX a damaged index), then audit it again")
        return report
    try:
        wrong_schema = await storage.schema_problem()
        if wrong_schema is not None:
            report.add("schema", wrong_schema)  # the other checks need the schema
        else:
            await _books_and_tables(storage, report)
    except DatabaseUnusable as exc:
        if not exc.damaged:
            raise
        report.add("integrity", f"the other checks stopped: {exc}")  # damage its own check did not see
    return report


async def refuse_if_damaged(storage: Storage) -> None:
    """The audit's first check alone, before anything is written: a database whose own
    integrity check finds damage is refused (DatabaseUnusable), as the audit would fail it."""
    problems, _ = await storage.integrity()
    if problems:
        raise DatabaseUnusable(f"cannot use the {storage.url.describe()}: it is damaged (its own integrity check "
                               "fails); restore it from a backup (poker-bot audit names what is wrong)",
                               damaged=True)


async def _books_and_tables(storage: Storage, report: AuditReport) -> None:
    async with storage.transaction(readonly=True) as tx:
        report.checked = await tx.counts()
        await _journal(tx, report)
        every = await tx.accounts()
        tables = await tx.tables(status=None)
        deals = await tx.deals()
        actions = await tx.actions_of([d.id for d in deals])
        lines = await tx.lines_by_deal()
        flows = {g: await tx.flows(g) for g in sorted({a.guild_id for a in every})}
        stats, built = await tx.every_member_stats(), await tx.stats_built()
        season_kept, grants, pools = await tx.season_members(), await tx.reserve_grants(), await tx.tournament_flows()
        await check_seasons(tx, report.add, every)
        for check, problem in await tournament_breaches(tx, every, tables):
            report.add(check, problem)
    _books(every, flows, tables, report)
    replayed = _tables(tables, every, deals, actions, lines, report)
    for problem in season_differences(season_kept, season_recount(tables, deals, actions, replayed)):
        report.add("season_totals_match_deals", problem)
    for problem in ledger_differences(season_kept, every, grants, tables, deals, pools):
        report.add("season_totals_match_ledger", problem)
    if not built:
        report.unchecked["stats_match_deals"] = ("the running totals have not been worked out from the deals "
                                                 "recorded before them yet: the bot does it when it next starts")
        report.unchecked["stats_match_ledger"] = report.unchecked["stats_match_deals"]
        return
    for problem in differences(stats, recount(tables, deals, actions, replayed)):
        report.add("stats_match_deals", problem)
    for problem in net_differences(stats, every, tables, deals, lines):
        report.add("stats_match_ledger", problem)


async def _journal(tx: Tx, report: AuditReport) -> None:
    for entry, total in await tx.unbalanced_entries(MOST):
        report.add("journal_balanced", f"entry {entry}: its lines sum to {total}, not 0")
    for entry, count in await tx.thin_entries(MOST):
        report.add("entries_have_lines", f"entry {entry} has {count} line(s)")
    for guild, name, kept, total in await tx.balance_mismatches(MOST):
        report.add("balances_match_lines", f"guild {guild}, {name}: balance {kept}, its lines sum to {total}")
    for guild, name, balance in await tx.negative_accounts(MOST):
        report.add("no_negative_balance", f"guild {guild}, {name}: {balance}")
    for guild, name, kind in await tx.misfiled_accounts(MOST):
        report.add("accounts_owned", f"guild {guild}: {kind} account {name} has no proper owner")
    for entry, deal, seq in await tx.orphan_action_entries(MOST):
        report.add("nothing_orphaned", f"entry {entry} is for action {seq} of deal row {deal}, "
                                       "which is not in the hand record")
    for entry, deal in await tx.entries_off_their_table(MOST):
        report.add("nothing_orphaned", f"entry {entry} names another table or guild than its deal (row {deal})")


def _books(every: list[AccountRow], flows: dict[str, dict[str, tuple[int, int]]], tables: list[TableRow],
           report: AuditReport) -> None:
    tutorials = {t.id for t in tables if t.state.get("course")}
    by_guild: dict[str, list[AccountRow]] = defaultdict(list)
    for account in every:
        by_guild[account.guild_id].append(account)
    for guild, held in sorted(by_guild.items()):
        total = sum(a.balance for a in held)
        if total:
            report.add("books_balance", f"guild {guild}: the accounts sum to {total}, not 0")
        issued = -sum(a.balance for a in held if a.kind == "banker" and a.season_id is None)
        sold = sum(b - r for b, r in flows.get(guild, {}).values())
        if issued != sold:
            report.add("books_balance", f"guild {guild}: the banker is out {counted(issued, 'chips', grouped=False)}, but members "
                                        f"bought {sold} more than they returned")
        lent = -sum(a.balance for a in held if a.kind == "tutorial")
        on_tables = sum(a.balance for a in held if a.kind in ("seat", "pool") and a.table_id in tutorials)
        if lent != on_tables:
            report.add("books_balance", f"guild {guild}: the tutorial is out {lent} play chips, but its "
                                        f"tables hold {on_tables}")


def _tables(tables: list[TableRow], every: list[AccountRow], deals: list[DealRow], actions: dict[int, list[ActionRow]],
            lines: dict[int, dict[int, int]], report: AuditReport) -> dict[int, Deal]:
    """The tables' checks; the finished deals as replayed, by deal row."""
    replayed: dict[int, Deal] = {}
    by_table: dict[int, list[AccountRow]] = defaultdict(list)
    kitty_account: dict[tuple[str, int | None], AccountRow] = {}  # the guild's, and each season's
    for account in every:
        if account.table_id is not None:
            by_table[account.table_id].append(account)
        if account.kind == "kitty":
            kitty_account[account.guild_id, account.season_id] = account
    deals_of: dict[int, list[DealRow]] = defaultdict(list)
    for deal in deals:
        deals_of[deal.table_id].append(deal)
    kitties: dict[tuple[str, int | None], int] = defaultdict(int)
    for row in tables:
        try:
            table = Table.from_dict(row.state)
        except Exception as exc:
            report.add("escrow_matches_tables", f"table {row.id}: its stored state cannot be read ({type(exc).__name__})")
            continue
        kitties[row.guild_id, row.season_id] += table.kitty
        owned = by_table.get(row.id, [])
        # A seat with no member is reported as misfiled (accounts_owned); it has no player to hold.
        seats = {a.member: a for a in owned if a.kind == "seat" and a.member is not None}
        pool = next((a for a in owned if a.kind == "pool"), None)
        kitty = kitty_account.get((row.guild_id, row.season_id))
        kitty_id = None if kitty is None else kitty.id
        played = [d for d in deals_of.get(row.id, []) if d.status != "playing"]
        playing = [d for d in deals_of.get(row.id, []) if d.status == "playing"]
        for deal in played:
            done = _deal(row, deal, actions[deal.id], lines.get(deal.id, {}), seats, pool, kitty_id, report)
            if done is not None:
                replayed[deal.id] = done
        if sorted(d.number for d in played) != list(range(1, table.deals + 1)):
            report.add("nothing_orphaned", f"table {row.id} has played {counted(table.deals, 'deals')}, but its records "
                                           f"hold {len(played)} (numbers must run 1 to {table.deals})")
        front = {s.player: s.stack for s in table.seats}
        in_pool = table.carried
        if playing:
            if row.status != "open":
                report.add("nothing_orphaned", f"table {row.id} is closed with deal {playing[0].number} in play")
            in_play = _in_play(row, table, playing[0], actions[playing[0].id], lines.get(playing[0].id, {}),
                               seats, pool, report)
            if in_play is not None:
                front = dict(zip(in_play.setup.players, chips_in_front(in_play), strict=True))
                in_pool = in_play.pool()
        for member, account in sorted(seats.items()):
            expected = front.get(member, 0)
            if account.balance != expected:
                report.add("escrow_matches_tables", f"table {row.id}: {member}'s seat holds {account.balance}, "
                                                    f"the table says {expected}")
        for member in front:
            if member not in seats and front[member]:
                report.add("escrow_matches_tables", f"table {row.id}: {member} has {counted(front[member], 'chips', grouped=False)} "
                                                    "at the table and no seat account")
        held = 0 if pool is None else pool.balance
        if held != in_pool:
            report.add("pools_match_deals", f"table {row.id}: the pool account holds {held}, the "
                                            f"{'deal in play' if playing else 'table'} says {in_pool}")
    for key in sorted(set(kitties) | set(kitty_account), key=lambda k: (k[0], k[1] or 0)):
        held = kitty_account[key].balance if key in kitty_account else 0
        guild, season = key
        which = "the kitty" if season is None else f"season row {season}'s kitty"
        if held != kitties.get(key, 0):
            report.add("kitty_matches_tables", f"guild {guild}: {which} holds {held}, its tables say "
                                               f"{kitties.get(key, 0)}")
    return replayed


def _deal(row: TableRow, deal: DealRow, actions: list[ActionRow], moved: dict[int, int], seats: dict[str, AccountRow],
          pool: AccountRow | None, kitty_id: int | None, report: AuditReport) -> Deal | None:
    """A deal that is over: its record checks out, and its entries moved exactly its chips.
    The deal as replayed, if it finished and replays."""
    name = f"table {row.id}, deal {deal.number}"
    record = DealRecord.of(deal, actions)
    problems, replayed = record.check()
    if record.laws < LAWS_EDITION and deal.status == "finished" and problems and not record.seed_broken():
        # Played under laws this engine no longer plays (a later edition changed them): it cannot
        # replay the deal to its payouts.  Its chips are still held to the other checks.
        report.older_laws += 1
        report.unchecked["deals_replay"] = (
            f"{report.older_laws} deal(s) played under an earlier edition of the laws do not replay under "
            f"edition {LAWS_EDITION}; their payouts stand as recorded, and their chips are checked by the "
            "other checks")
        return None
    for problem in problems:
        report.add("deals_replay", f"{name}: {problem}")
    expected: dict[int, int] = defaultdict(int)
    if deal.status == "finished":
        if replayed is None or replayed.result is None:
            return None  # already reported
        for player, start, end in zip(replayed.setup.players, replayed.setup.stacks, replayed.stacks, strict=True):
            if player in seats:
                expected[seats[player].id] += end - start
        if pool is not None:
            expected[pool.id] += replayed.result.carried_out - replayed.setup.carried
        if kitty_id is not None:
            expected[kitty_id] += replayed.result.kitty
    wanted = {k: v for k, v in expected.items() if v}
    if wanted != moved:
        what = "do not cancel out" if deal.status == "void" else "are not what its result pays"
        report.add("deals_replay", f"{name}: the chips its entries moved {what}")
    return replayed if deal.status == "finished" else None


def _in_play(row: TableRow, table: Table, deal: DealRow, actions: list[ActionRow], moved: dict[int, int],
             seats: dict[str, AccountRow], pool: AccountRow | None, report: AuditReport) -> Deal | None:
    """The deal in play rebuilt: it must start from the stored table, and its entries so far
    must have moved what its actions put in."""
    name = f"table {row.id}, deal {deal.number} (in play)"
    if deal.number != table.deals + 1:
        report.add("nothing_orphaned", f"{name}: the table has played {counted(table.deals, 'deals')}")
    record = DealRecord.of(deal, actions)
    try:
        replayed = record.replay()
    except Exception as exc:
        report.add("deals_replay", f"{name}: its actions cannot be replayed ({type(exc).__name__})")
        return None
    setup = replayed.setup
    if setup.players != [s.player for s in table.seats] or setup.stacks != [s.stack for s in table.seats]:
        report.add("escrow_matches_tables", f"{name}: its seats and stakes are not the stored table's")
    expected: dict[int, int] = defaultdict(int)
    for player, start, now in zip(setup.players, setup.stacks, chips_in_front(replayed), strict=True):
        if player in seats:
            expected[seats[player].id] += now - start
    if pool is not None:
        expected[pool.id] += replayed.pool() - setup.carried
    if {k: v for k, v in expected.items() if v} != moved:
        report.add("deals_replay", f"{name}: the chips its entries moved are not what its actions put in")
    return replayed
