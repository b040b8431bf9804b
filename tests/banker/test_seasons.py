"""Seasons on both databases: the reserve granted once, season chips apart from the wallet,
the leaderboard's deals a count from the hand records and its chips the ledger's, the final
standings kept, and the audit reporting rows changed by hand."""

from __future__ import annotations

import contextlib

import pytest

from bot.services import accounts
from bot.services.audit import audit
from bot.services.errors import BankError, SeasonError
from bot.services.seasons import Seasons
from tests.banker.play import GUILD, play_robots
from tests.stats_recount import recount

SEASON_CHANNEL, PLAIN_CHANNEL = "channel-s", "channel-p"
RESERVE, MIN_DEALS = 500, 5


@pytest.fixture
def seasons(storage, clock) -> Seasons:
    return Seasons(storage, clock)


async def season_table(tables, limits, players: list[str], stake: int = 100, channel: str = SEASON_CHANNEL) -> int:
    await limits.set(GUILD, channel, "season_play", "true", by="admin")
    table = await tables.open_table(GUILD, channel, by="admin")
    for player in players:
        await tables.sit(table.table_id, player, stake)
    return table.table_id


async def play(tables, table_id: int, deals: int, tag: str) -> None:
    for n in range(deals):
        await tables.start_deal(table_id, seed=f"{tag} {n}")
        await play_robots(tables, table_id, n)


async def season_records(storage, table_ids: set[int]) -> list[tuple[dict, list[dict], dict]]:
    async with storage.transaction(readonly=True) as tx:
        deals = [d for d in await tx.deals(statuses=["finished"]) if d.table_id in table_ids]
        actions = await tx.actions_of([d.id for d in deals])
    return [({**d.setup, "seed": d.seed}, [a.action for a in actions[d.id]], d.result) for d in deals]


async def season_chips(storage, season_id: int, member: str) -> int:
    """His season wallet and his seats at that season's tables, from the ledger."""
    async with storage.transaction(readonly=True) as tx:
        return sum(a.balance for a in await tx.accounts(GUILD, member=member) if a.season_id == season_id)


async def test_the_leaderboard_is_the_records_and_the_ledger(bank, tables, limits, storage, seasons):
    season = await seasons.start(GUILD, by="admin", reserve=RESERVE, min_deals=MIN_DEALS, name="Spring")
    for member in ("ann", "bob", "cy", "dan"):
        await bank.buy(GUILD, member, 300)
    before = {m: await bank.holding(GUILD, m) for m in ("ann", "bob", "cy", "dan")}
    main = await season_table(tables, limits, ["ann", "bob", "cy", "robot-1"])
    side = await season_table(tables, limits, ["dan", "robot-2"], channel="channel-s2")
    await play(tables, main, 8, "main")
    await play(tables, side, 2, "side")

    counted = recount(await season_records(storage, {main, side}))
    board = await seasons.board(GUILD)
    rows = {r.member: r for r in board.ranked + board.unranked}
    assert set(rows) == {"ann", "bob", "cy", "dan"}  # robots play, and are never listed
    assert [r.member for r in board.unranked] == ["dan"] and rows["dan"].deals == 2
    for member, row in rows.items():
        assert row.deals == counted[(member, "all")]["deals"]
        assert row.won == await season_chips(storage, season.id, member) - RESERVE
    assert [r.won for r in board.ranked] == sorted((r.won for r in board.ranked), reverse=True)
    assert board.ranked[0].place == 1
    for member in before:  # the wallets were never touched
        assert await bank.holding(GUILD, member) == before[member]
    assert (await bank.settlement(GUILD)).balanced
    assert (await audit(storage)).ok


async def test_the_reserve_is_granted_once_whatever_happens(bank, tables, limits, storage, clock, seasons):
    season = await seasons.start(GUILD, by="admin", reserve=RESERVE)
    table = await season_table(tables, limits, ["ann"], stake=200)
    await tables.leave(table, "ann")
    await tables.sit(table, "ann", 300)
    again = type(tables)(storage, limits, clock)  # a restarted bot
    await again.leave(table, "ann")
    await again.sit(table, "ann", RESERVE)
    async with storage.transaction(readonly=True) as tx:
        grants = [(s, m, n) for s, m, n, _ in await tx.reserve_grants()]
    assert grants == [(season.id, "ann", 1)]
    assert await season_chips(storage, season.id, "ann") == RESERVE
    assert (await bank.holding(GUILD, "ann")).chips == 0  # nothing came from or went to the wallet
    assert (await audit(storage)).ok


async def test_season_chips_cannot_be_bought(bank, tables, limits, seasons):
    await seasons.start(GUILD, by="admin", reserve=RESERVE)
    await bank.buy(GUILD, "ann", 1_000)  # wallet chips do not help at a season table
    table = await season_table(tables, limits, [])
    with pytest.raises(BankError, match="season chips cannot be bought"):
        await tables.sit(table, "ann", RESERVE + 1)
    await tables.sit(table, "ann", RESERVE)
    with pytest.raises(BankError, match="you have 0 season chips, not 1; season chips cannot be bought"):
        await tables.top_up(table, "ann", 1)


async def test_a_season_table_needs_a_running_season(tables, limits, seasons):
    await limits.set(GUILD, SEASON_CHANNEL, "season_play", "true", by="admin")
    with pytest.raises(SeasonError, match="no season is running"):
        await tables.open_table(GUILD, SEASON_CHANNEL, by="admin")
    season = await seasons.start(GUILD, by="admin")
    with pytest.raises(SeasonError, match="season 1 is running: end it first"):
        await seasons.start(GUILD, by="admin")
    # Whoever opens a table may say so himself (a tournament's tables), whatever the channel's limit.
    assert (await tables.open_table(GUILD, PLAIN_CHANNEL, by="admin", season_play=True)).season == season.id
    assert (await tables.open_table(GUILD, SEASON_CHANNEL, by="admin", season_play=False)).season is None


async def test_ending_keeps_the_final_standings(bank, tables, limits, storage, seasons):
    first = await seasons.start(GUILD, by="admin", reserve=RESERVE, min_deals=1)
    table = await season_table(tables, limits, ["ann", "bob", "robot-1"])
    await play(tables, table, 3, "first")
    running = await seasons.board(GUILD)
    ended = await seasons.end(GUILD, by="admin")
    assert ended.final and [(r.member, r.won, r.place) for r in ended.ranked] == \
        [(r.member, r.won, r.place) for r in running.ranked]
    with pytest.raises(SeasonError, match="season 1 is over"):
        await tables.sit(table, "cy", 100)
    for member in ("ann", "bob"):  # the stakes go back to the season's wallets, not the wallet
        await tables.leave(table, member)
    assert (await bank.holding(GUILD, "ann")).chips == 0
    second = await seasons.start(GUILD, by="admin")
    assert second.number == 2 and second.reserve == 1_000
    table = await season_table(tables, limits, ["ann", "robot-1"], channel="channel-s2")
    await play(tables, table, 1, "second")
    kept = await seasons.board(GUILD, first.number)
    assert kept.final and kept.ranked == ended.ranked and kept.unranked == ended.unranked
    assert {r.member for r in (await seasons.board(GUILD)).unranked + (await seasons.board(GUILD)).ranked} == {"ann"}
    with pytest.raises(SeasonError, match="there is no season 3"):
        await seasons.board(GUILD, 3)
    assert (await audit(storage)).ok


async def test_the_audit_reports_season_chips_moved_to_a_wallet(bank, tables, limits, storage, seasons):
    season = await seasons.start(GUILD, by="admin", reserve=RESERVE)
    await season_table(tables, limits, ["ann"])
    async with storage.transaction() as tx:  # a balanced entry, by hand: 50 season chips into the wallet
        source = await accounts.season_wallet(tx, GUILD, season.id, "ann")
        wallet = await accounts.wallet(tx, GUILD, "ann")
        await tx.post(GUILD, "mended", {source: -50, wallet: 50}, at="2026-03-01T12:00:00+00:00")
    report = await audit(storage)
    # The season's accounts now hold 50 fewer season chips than it granted.
    assert [b.check for b in report.breaches] == ["season_chips_apart", "season_chips_add_up",
                                                  "season_totals_match_ledger"]
    assert "moves chips between the wallet's side, season row" in report.breaches[0].detail
    assert f"its accounts hold {RESERVE - 50} season chips, but {RESERVE} were granted" in report.breaches[1].detail


async def test_the_audit_reports_a_second_reserve(tables, limits, storage, seasons):
    season = await seasons.start(GUILD, by="admin", reserve=RESERVE)
    await season_table(tables, limits, ["ann"])
    async with storage.transaction() as tx:  # the grant's key changed by hand, and granted again
        await tx.conn.execute("UPDATE journal SET idem_key = 'by hand' WHERE kind = 'season_reserve'")
        reserve = await accounts.season_reserve(tx, GUILD, season.id)
        wallet = await accounts.season_wallet(tx, GUILD, season.id, "ann")
        await tx.post(GUILD, "season_reserve", {reserve: -RESERVE, wallet: RESERVE},
                      at="2026-03-01T12:00:00+00:00", member="ann")
    report = await audit(storage)
    assert [b.check for b in report.breaches] == ["season_reserve_once"]
    assert "ann was granted the reserve 2 times" in report.breaches[0].detail


async def test_the_audit_reports_a_leaderboard_changed_by_hand(tables, limits, storage, seasons):
    await seasons.start(GUILD, by="admin", reserve=RESERVE, min_deals=1)
    table = await season_table(tables, limits, ["ann", "robot-1"])
    await play(tables, table, 2, "hand")
    async with storage.transaction() as tx:
        await tx.conn.execute("UPDATE season_members SET won = won + 7 WHERE member = 'ann'")
    report = await audit(storage)
    assert [b.check for b in report.breaches] == ["season_totals_match_deals", "season_totals_match_ledger"]


async def test_a_backup_keeps_the_seasons(tables, limits, storage, seasons, backend, tmp_path):
    from bot.storage.backup import restore, write_backup

    await seasons.start(GUILD, by="admin", reserve=RESERVE, min_deals=1)
    table = await season_table(tables, limits, ["ann", "bob"])
    await play(tables, table, 2, "kept")
    ended = await seasons.end(GUILD, by="admin")
    await seasons.start(GUILD, by="admin")
    out = tmp_path / "seasons.jsonl"
    joint = "&" if "?" in backend.url else "?"
    await write_backup(backend.url if backend.schema is None else f"{backend.url}{joint}search_path={backend.schema}",
                       out)
    backed, copy = await restore(out, f"sqlite:///{tmp_path / 'copy.db'}")
    try:
        assert backed.rows["seasons"] == 2 and backed.rows["season_standings"] == 2
        again = Seasons(copy)
        assert await again.board(GUILD, 1) == ended
        assert (await again.running(GUILD)) is not None
        assert (await audit(copy)).ok
    finally:
        await copy.close()


async def test_the_audit_reports_season_chips_moved_between_members(tables, limits, storage, seasons):
    season = await seasons.start(GUILD, by="admin", reserve=RESERVE, min_deals=1)
    table = await season_table(tables, limits, ["ann", "bob"])
    await play(tables, table, 1, "moved")
    async with storage.transaction() as tx:  # balanced, within the season, by hand: no deal won them
        ann = await accounts.season_wallet(tx, GUILD, season.id, "ann")
        bob = await accounts.season_wallet(tx, GUILD, season.id, "bob")
        await tx.post(GUILD, "mended", {ann: -30, bob: 30}, at="2026-03-01T12:00:00+00:00")
    report = await audit(storage)
    assert [b.check for b in report.breaches] == ["season_totals_match_ledger"] * 2
    assert any("bob: the ledger gives" in b.detail for b in report.breaches)


async def test_the_audit_reads_one_snapshot_while_deals_are_played(tables, limits, storage, seasons, monkeypatch):
    """The audit runs beside a bot at play: a deal settled while it reads must be wholly in
    what it reads or wholly out of it (the leaderboard, the deals and the ledger alike)."""
    await seasons.start(GUILD, by="admin", reserve=RESERVE)
    table = await season_table(tables, limits, ["ann", "bob", "robot-1"])
    await play(tables, table, 2, "before")
    opened, played = storage.transaction, []

    @contextlib.asynccontextmanager
    async def transaction(readonly: bool = False, brief: bool = False, single: bool = False):
        async with opened(readonly=readonly, brief=brief, single=single) as tx:
            yield tx
        if readonly and not played:  # the bot plays a deal to its end just after the audit's first read
            played.append(True)
            await play(tables, table, 1, "during")

    monkeypatch.setattr(storage, "transaction", transaction)
    report = await audit(storage)
    assert played and report.ok, report.breaches
    monkeypatch.undo()
    assert (await audit(storage)).ok  # and the deal played then is whole in the next one
