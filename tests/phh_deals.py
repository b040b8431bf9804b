"""Random finished deals of every variety, as hand records, for the PHH tests and benchmark."""

from __future__ import annotations

import random
from collections.abc import Iterator

from bot.services.hand_records import DealRecord, result_record, seed_hash
from engine.deal import Deal, random_legal_action
from engine.rules import Rules
from engine.table import new_table
from engine.whisky import WhiskyDeal, random_whisky_action

RULES = {
    "draw": Rules(max_seats=8),
    "draw-checks": Rules(checking=True, straddle_cap=8, betting="table_stakes"),
    "draw-jackpots": Rules(all_jackpots=True, bobtail_openers=True, progressive_jacks=True, max_seats=8),
    "draw-kitty": Rules(kitty="house", straight_flush_premium=3, hands={"pack": "joker"}, buck=True,
                        jackpot_after="two_pair"),
    "draw-progressive": Rules(betting="progressive", progressive_scheme="double_the_whole",
                              fattening="first_ante_only", jackpot_after_raise_out=True),
    "draw-ecarte": Rules(hands={"pack": "ecarte"}, betting="freeze_out", freeze_out_stake=40),
    "straight": Rules(variety="straight"),
    "straight-stakes": Rules(variety="straight", betting="table_stakes", checking=True, max_seats=8),
    "stud": Rules(variety="stud"),
    "stud-raises": Rules(variety="stud", stud_raises=True, betting="progressive", hands={"pack": "joker"},
                         max_seats=8),
    "whisky": Rules(variety="whisky", max_seats=8),
    "whisky-refreshments": Rules(variety="whisky", whisky_settlement="refreshments", whisky_rounds=1),
}
TABLES = ([200] * 5, [100] * 8, [3, 40, 12, 500, 1], [30, 30])


def play(deal: Deal, rng: random.Random) -> None:
    while deal.result is None:
        action = random_whisky_action(deal, rng) if isinstance(deal, WhiskyDeal) else random_legal_action(deal, rng)
        assert action is not None
        deal.apply(action)


def record_of(deal: Deal, table_id: int = 1) -> DealRecord:
    setup = deal.setup.to_dict()
    seed = str(setup.pop("seed"))
    return DealRecord(table_id=table_id, number=deal.setup.number, status="finished", setup=setup, seed=seed,
                      seed_hash=seed_hash(seed), actions=[a.to_dict() for a in deal.history],
                      result=result_record(deal), notes={"laws": 2}, started_at="2026-11-26T10:15:00+00:00",
                      finished_at="2026-11-26T10:16:00+00:00")


def random_records(seed: int, per_table: int = 6, rules_by_name: dict[str, Rules] | None = None
                   ) -> Iterator[tuple[str, DealRecord]]:
    """Deals played through a table of each rules (`RULES` unless given) and stakes, so jack-pots,
    fattening, carried pools, straddles and players gone broke all come up."""
    rng = random.Random(seed)
    for name, rules in (rules_by_name or RULES).items():
        for stacks in TABLES:
            if len(stacks) > rules.max_seats:
                continue
            if rules.betting == "freeze_out":
                stacks = [rules.freeze_out_stake] * len(stacks)
            table, _ = new_table(rules, [f"m{i}" for i in range(len(stacks))], list(stacks), seed=rng.random())
            for number in range(per_table):
                if len(table.players_with_chips()) < 2:
                    break
                deal = table.start(seed=f"{seed}:{name}:{number}")
                play(deal, rng)
                yield name, record_of(deal)
                table.settle(deal)


async def fill(url: str, records: list[DealRecord], guild: str = "1", schema: str | None = None) -> list[int]:
    """A database holding these finished deals, at one table of `guild` per table id; the ids made."""
    from bot.storage import open_storage

    storage = await open_storage(url, schema=schema)
    tables: dict[int, int] = {}
    try:
        async with storage.transaction() as tx:
            for record in records:
                if record.table_id not in tables:
                    tables[record.table_id] = await tx.create_table(guild, str(100 + len(tables)), {}, None,
                                                                    record.started_at)
                deal = await tx.create_deal(tables[record.table_id], record.number, record.setup, record.seed,
                                            record.seed_hash, record.notes, record.started_at)
                for seq, action in enumerate(record.actions):
                    await tx.append_action(deal, seq, action, None, record.started_at)
                await tx.end_deal(deal, "finished", record.result, record.finished_at or record.started_at)
    finally:
        await storage.close()
    return list(tables.values())
