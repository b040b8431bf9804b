"""A member's net, one definition (docs/storage.md): `/poker stats`, the season board and the
banker all count the chips his seat gained or lost over each deal, so over a sitting his net is
what the ledger moved between his wallet and his seat.

Played where the counts once parted: draw poker, where the age makes it a jack-pot (law 36,
paying the one player in) and the pool is carried to the next deal, and straight poker, whose
buck antes for the table and whose pool nobody bet on stays.  The members leave with a pool
still carried: what they put into it is lost to them, as the definition says.
"""

from __future__ import annotations

from bot.services.audit import audit
from bot.services.member_stats import build_if_needed, member_totals
from bot.services.net_audit import net_differences
from bot.services.seasons import Seasons
from bot.storage import migrations
from tests.banker.play import GUILD, play_robots, seated_table

MEMBERS = ["ann", "bob", "cy", "dan"]
SEASON_GUILD = "guild-2"


async def wallet_moves(storage, guild: str, member: str, table_id: int) -> int:
    """What the member's wallet (or season wallet) got back from the table, less what it took
    there: the ledger's own lines, read without the stats."""
    async with storage.transaction(readonly=True) as tx:
        moved = await tx.conn.fetchval(
            "SELECT CAST(COALESCE(SUM(l.amount), 0) AS BIGINT) FROM journal_lines l "
            "JOIN journal j ON j.id = l.entry_id JOIN accounts a ON a.id = l.account_id "
            "WHERE j.guild_id = ? AND j.table_id = ? AND a.kind = 'wallet' AND a.member = ?",
            guild, table_id, member)
    return int(moved)


async def play_until_carried(tables, storage, table_id: int, tag: str, least: int) -> list[dict]:
    """At least `least` deals, then on until one leaves its pool for the next: the results."""
    for n in range(least + 40):
        await tables.start_deal(table_id, seed=f"{tag} {n}")
        await play_robots(tables, table_id, n)
        if n + 1 >= least and (await tables.summary(table_id)).carried:
            break
    async with storage.transaction(readonly=True) as tx:
        return [d.result for d in await tx.deals(statuses=["finished"]) if d.table_id == table_id]


async def test_stats_and_the_season_board_are_the_ledgers_movements(bank, tables, limits, storage, clock):
    await limits.set(GUILD, "channel-2", "variety", "straight", by="admin")
    draw = await seated_table(bank, tables, MEMBERS, stake=200, channel="channel-1")
    straight = await seated_table(bank, tables, MEMBERS, stake=200, channel="channel-2")
    seasons = Seasons(storage, clock)
    await seasons.start(SEASON_GUILD, by="admin", reserve=300)
    await limits.set(SEASON_GUILD, "channel-s", "season_play", "true", by="admin")
    season = (await tables.open_table(SEASON_GUILD, "channel-s", by="admin")).table_id
    for member in MEMBERS:
        await tables.sit(season, member, 300)

    played = {table: await play_until_carried(tables, storage, table, tag, least=30)
              for table, tag in ((draw, "draw"), (straight, "straight"), (season, "season"))}
    # The deals that parted the counts were played, and each table ends with a pool carried on.
    for table in (draw, season):
        outcomes = {r["outcome"] for r in played[table]}
        assert {"made_jackpot", "not_opened"} <= outcomes, outcomes
    assert {"all_passed", "showdown"} <= {r["outcome"] for r in played[straight]}
    carried = {table: (await tables.summary(table)).carried for table in played}
    assert all(carried.values()), carried
    for table in played:
        for member in MEMBERS:
            await tables.leave(table, member)

    standings = await seasons.board(SEASON_GUILD)
    board = {r.member: r.won for r in standings.ranked + standings.unranked}
    for member in MEMBERS:
        on_draw = await wallet_moves(storage, GUILD, member, draw)
        on_straight = await wallet_moves(storage, GUILD, member, straight)
        assert (await member_totals(storage, GUILD, member, "draw")).figures.net == on_draw, member
        assert (await member_totals(storage, GUILD, member, "straight")).figures.net == on_straight, member
        assert (await member_totals(storage, GUILD, member)).figures.net == on_draw + on_straight
        assert (await bank.holding(GUILD, member)).net == on_draw + on_straight  # /bank balance says so too
        in_season = await wallet_moves(storage, SEASON_GUILD, member, season)
        assert (await member_totals(storage, SEASON_GUILD, member)).figures.net == board[member] == in_season
    # What the members lost between them is the pool still carried (and no kitty is kept).
    for guild, tables_there in ((GUILD, (draw, straight)), (SEASON_GUILD, (season,))):
        lost = sum([(await member_totals(storage, guild, m)).figures.net for m in MEMBERS])
        assert lost == -sum(carried[t] for t in tables_there)
    assert (await audit(storage)).ok
    assert await ledger_check(storage) == []


async def ledger_check(storage) -> list[str]:
    """The audit's check of the nets kept against the ledger (bot.services.net_audit), alone."""
    async with storage.transaction(readonly=True) as tx:
        return net_differences(await tx.every_member_stats(), await tx.accounts(), await tx.tables(status=None),
                               await tx.deals(), await tx.lines_by_deal())


async def test_totals_kept_by_the_old_count_are_counted_afresh(bank, tables, limits, storage, clock):
    """Migration 0009: the totals a database kept before (chips won less put in) are counted
    again from the hand records when the bot next starts."""
    await limits.set(GUILD, "channel-2", "variety", "straight", by="admin")
    table = await seated_table(bank, tables, MEMBERS, stake=200, channel="channel-2")
    await play_until_carried(tables, storage, table, "old", least=6)
    right = {m: (await member_totals(storage, GUILD, m)).figures.net for m in MEMBERS}
    async with storage.transaction() as tx:  # as the old count left them
        await tx.conn.execute("UPDATE member_stats SET net = net + 2 WHERE member = 'ann'")
    breaches = (await audit(storage)).breaches
    assert [b.check for b in breaches] == ["stats_match_deals"] * 2 + ["stats_match_ledger"]  # ann, all and straight
    assert await ledger_check(storage) == [breaches[-1].detail] == [
        f"guild {GUILD}, ann: the totals keep a net of {right['ann'] + 2:+}, the ledger moved {right['ann']:+} "
        "on his seats in the deals counted"]
    async with storage.transaction() as tx:  # a database at schema version 8
        await tx.conn.execute("DELETE FROM schema_migrations WHERE version = 9")

    assert await migrations.migrate(storage.driver) == [9]
    report = await audit(storage)
    assert report.ok and {"stats_match_deals", "stats_match_ledger"} <= set(report.unchecked)
    assert await build_if_needed(storage, clock)
    assert {m: (await member_totals(storage, GUILD, m)).figures.net for m in MEMBERS} == right
    assert (await audit(storage)).ok and "stats_match_deals" not in (await audit(storage)).unchecked
    assert await ledger_check(storage) == []
