"""The emulated Discord of bench_bot.py, in a process of its own: the emulator and the members who click.

bench_bot.py (through busy_tables.py) starts this script and talks to it by JSON lines.  On stdout it
first says where it listens (127.0.0.1 only) and who sits at which channel;
on stdin it is then told the table ids; it plays every table to the end of
its deals and answers with what it counted.  Its own event loop serves only
the emulator and the members, so a request is stamped when it arrives, not
when a loop shared with the bot gets round to it; a probe measures how late
this loop runs, to show it.

Members play from what they see, as people would: the table message names
the player to say and carries the buttons of the step in play; after a
click they wait for the message to show a later step.  Deals are started by
the table's opener with ``/poker deal``: the first ones spread over a ramp of
a few seconds, or all in the same moment with a ramp of 0.
"""

from __future__ import annotations

import argparse
import asyncio
import gc
import json
import random
import re
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from benchmarks.timing import GcPauses  # noqa: E402
from discord_emulator import build_standard_world  # noqa: E402
from discord_emulator.ratelimits import GLOBAL_EXEMPT  # noqa: E402

PREFERENCE = ("decline_straddle", "come_in", "stay", "pat", "call", "see", "check", "pass")
WAIT = 600.0  # the longest any one member waits for the table before giving up
AGAIN = 1.0  # seconds a member takes to read "This interaction failed" and try again


def failed(record) -> bool:
    """Whether Discord told him "This interaction failed": the bot's answer came after its 3 s,
    or not at all.  The bot plays nothing it could not acknowledge, so he does it again."""
    return record.callback is None


class ChannelWatch:
    """Wakes a table's members when a message of their channel is posted, edited or deleted (the
    emulator's message and deletion observers), so they look when there is something to see:
    a thousand tables looking twenty times a second cost the emulator's process, which also
    stands in for Discord, more than the bot's requests did."""

    def __init__(self, world) -> None:
        self._waiting: dict[int, set[asyncio.Event]] = {}
        world.message_observers.append(self._changed)
        world.deletion_observers.append(self._changed)

    def _changed(self, message) -> None:
        for event in self._waiting.get(message.channel.id, ()):
            event.set()

    async def until(self, channel, condition, timeout: float):
        """``condition()`` once it holds, looked at on each change of ``channel``; bounded."""
        event = asyncio.Event()
        waiting = self._waiting.setdefault(channel.id, set())
        waiting.add(event)
        try:
            async with asyncio.timeout(timeout):
                while not (value := condition()):  # no await between the look and clear()
                    event.clear()
                    await event.wait()
                return value
        except TimeoutError:
            raise TimeoutError("timed out waiting for the table") from None
        finally:
            waiting.discard(event)


class TableSight:
    """What one table's members read from their channel.

    A channel's record grows by a message at each turn (the table posted afresh, the one it
    replaces deleted), so reading the whole channel at each look made the members' own cost grow
    with the run until they, not the bot, set its pace.  A look (on a change of the channel, `ChannelWatch`) reads the channel's foot
    only, and counts the results shown as they are posted.
    """

    def __init__(self, world, channel, table_id: int) -> None:
        self.world, self.channel, self.prefix = world, channel, f"pk:{table_id}:"
        self._read = 0  # the channel's record read up to here for results
        self._results = 0

    def turn(self, after: tuple[int, int]):
        """The newest table message's step, if later than ``after``: (message, deal, step, verbs, who)."""
        for message in reversed(self.world.last_messages(self.channel, 3)):
            ids = [c.split(":") for c in message.custom_ids if c.startswith(self.prefix)]
            verbs = {i[4] for i in ids} - {"hand"}
            if not verbs:
                continue
            number, step = int(ids[0][2]), int(ids[0][3])
            if (number, step) <= after:
                return None
            fields = [f["name"] for e in message.embeds for f in e.get("fields", []) if " to say" in f["name"]]
            return (message, number, step, verbs, fields[0].split(" to say")[0]) if fields else None
        return None

    def results(self) -> int:
        """Results shown in the channel so far (a result is posted, never edited into one)."""
        posted, self._read = self.world.shown_since(self.channel, self._read)
        self._results += sum(1 for m in posted if m.content.startswith("**Deal ") and not m.deleted)
        return self._results


def dm_picker(world, user, deal_prefix: str):
    """The discard picker in his DM for this deal (``pkd:<table>:<deal>:``), with its select."""
    wanted = "pkd:" + deal_prefix.removeprefix("pk:")
    for message in reversed(world.last_dms(user, 3)):
        for item in message.interactive_components():
            if item["custom_id"].startswith(wanted):
                return message, item
    return None


def request_kind(record, dm_channels: set[str]) -> str:
    """What a request the global limit counts was for, told from what it carried."""
    if record.route == "/users/@me/channels":
        return "DM channel opened"
    if record.method == "POST" and record.route == "/channels/{channel_id}/messages":
        if record.major in dm_channels:
            return "hand by DM"
        content = (record.json or {}).get("content") or "" if isinstance(record.json, dict) else ""
        return "result" if content.startswith("**Deal ") else "table posted"
    if record.method == "PATCH" and record.route == "/channels/{channel_id}/messages/{message_id}":
        return "table edit"
    return f"{record.method} {record.route}"


DEAL_NAMED = re.compile(r"pkd?:\d+:(\d+):|\*\*Deal (\d+)")


def deal_of(record) -> int:
    """Which of its table's deals a request was for, where what it carried says (a custom id, a
    result's title); 1 where it does not (a DM channel opened, before a member's first hand)."""
    found = DEAL_NAMED.search(str(record.json))
    return int(found.group(1) or found.group(2)) if found else 1


def member_named(users, who: str):
    if who.startswith("<@"):
        return next(u for u in users if str(u.id) == who.strip("<@!>"))
    return next(u for u in users if who.lower() == u.name.lower())


def thinking(table_id: int, think: tuple[float, float]):
    """Seconds a member thinks before each decision: seeded by the table, so every run (before a
    change and after it) asks the bot the same; (0, 0) clicks at once."""
    low, high = think
    draw = random.Random(f"think-{table_id}")
    return lambda: draw.uniform(low, high) if high > 0 else 0.0


async def play_table(world, table_id: int, channel, users, deals: int, counts: list[int], start_after: float,
                     think: tuple[float, float] = (0.0, 0.0), times: dict | None = None,
                     watch: ChannelWatch | None = None) -> None:
    acted = (0, -1)
    pause = thinking(table_id, think)
    drawing = random.Random(f"draw-{table_id}")  # how many he throws: the same every run

    def draws() -> int:
        return drawing.randrange(4)

    times = {"deal": [], "think": []} if times is None else times
    sight = TableSight(world, channel, table_id)
    retrying, throw = False, []
    watch = watch or ChannelWatch(world)
    await asyncio.sleep(start_after)
    for dealt in range(deals):
        began, thought = time.monotonic(), 0.0
        while failed(await world.slash(users[0], channel, "poker deal", timeout=WAIT)):
            counts[0] += 1
            times["again"] = times.get("again", 0) + 1
            await asyncio.sleep(AGAIN)
        counts[0] += 1
        decided, last = time.monotonic(), f"/poker deal ({'a later deal' if dealt else 'a first deal'})"
        while sight.results() <= dealt:
            shown = await watch.until(channel, lambda a=acted, d=dealt: sight.turn(a) or sight.results() > d, WAIT)
            waited = time.monotonic() - decided  # the decision's effect seen
            if not retrying:
                times.setdefault("shown", []).append(waited)
                times.setdefault("shown_after", {}).setdefault(last, []).append(waited)
            if shown is True:
                break
            message, number, step, verbs, who = shown
            if retrying:  # the same decision, made again once he has read that it failed
                await asyncio.sleep(AGAIN)
            else:
                thought += (seconds := pause())
                await asyncio.sleep(seconds)
            clicked = time.monotonic()
            user = member_named(users, who)
            prefix = f"pk:{table_id}:{number}:{step}:"
            if "bet" in verbs:
                picking = await world.click(user, message, prefix + "bet", timeout=WAIT)
                counts[0] += 1
                if not failed(picking):
                    picker = picking.original
                    select_id = next(c for c in picker.custom_ids if c.startswith("pka:"))
                    picking = await world.select(user, picker, select_id, ["1"], timeout=WAIT)
                    counts[0] += 1
                went = picking
                last = "a bet"
            elif "pat" in verbs and (picked := dm_picker(world, user, f"pk:{table_id}:{number}:")) is not None:
                dm, select = picked  # his draw, from the picker in his DM: none to three cards
                if not retrying:
                    throw = [o["value"] for o in select["options"][:draws()]]
                went = await world.select(user, dm, select["custom_id"], throw, timeout=WAIT)
                counts[0] += 1
                last = "a draw picked in his DM"
            else:
                verb = next(v for v in PREFERENCE if v in verbs)
                went = await world.click(user, message, prefix + verb, timeout=WAIT)
                counts[0] += 1
                last = f"a click on {verb}"
            retrying = failed(went)
            if retrying:
                times["again"] = times.get("again", 0) + 1
                continue  # the table still shows his turn: he looks again and does it again
            acted = (number, step)
            decided = time.monotonic()
            times.setdefault("answered", []).append(decided - clicked)  # the click (or pick) and its answer
        times["deal"].append(time.monotonic() - began)
        times["think"].append(thought)
        if dealt:  # a later deal: the members' DM channels are known by now
            times.setdefault("later_deal", []).append(time.monotonic() - began)
            times.setdefault("later_think", []).append(thought)


def first_deals(tables: int, ramp: float) -> list[float]:
    """When each table's opener types his first ``/poker deal``: at random over the first ``ramp``
    seconds, as members sit down at different moments (the same moments every run); 0, all at once."""
    rng = random.Random(20261123)
    return [rng.uniform(0, ramp) for _ in range(tables)]


async def lag_probe(lags: list[tuple[float, float]], every: float = 0.005) -> None:
    """How late this loop wakes (an upper bound on how late a request is stamped), and how much
    of that this process spent working rather than waiting for a core."""
    while True:
        asked, cpu = time.monotonic(), time.process_time()
        await asyncio.sleep(every)
        lags.append((time.monotonic() - asked - every, time.process_time() - cpu))


async def keep_heap_frozen(every: float = 1.0) -> None:
    """Move what the emulator holds (every message, edit and request it records) out of the
    collector's sight each second.  Its full collections otherwise grow with that record, to
    some 190 ms at 200 tables, stalling the loop that stamps requests and answers: a pause of
    the stand-in for Discord, not of the bot, whose own process is left as it is."""
    while True:
        gc.freeze()
        await asyncio.sleep(every)


async def read_line(reader: asyncio.StreamReader, timeout: float) -> dict:
    line = await asyncio.wait_for(reader.readline(), timeout)
    if not line:
        raise EOFError("the benchmark closed the pipe")
    return json.loads(line)


def say(message: dict) -> None:
    sys.stdout.write(json.dumps(message) + "\n")
    sys.stdout.flush()


def _kind(record) -> str:
    """What was clicked or typed: the command's name, or the custom id's verb."""
    data = record.payload.get("data") or {}
    if "name" in data:
        return "/" + " ".join([data["name"], *(o["name"] for o in data.get("options", []) if "value" not in o)])
    return str(data.get("custom_id", "?")).split(":")[0] + ":" + str(data.get("custom_id", "?")).rsplit(":", 1)[-1]


def kinds(world, bound, first: bool | None = None) -> dict[str, int]:
    """Requests by kind; `first` True or False: only those for tables' first deals, or later ones."""
    dm_channels = {str(c.id) for c in world.dm_channels.values()}
    counted: dict[str, int] = {}
    for record in bound:
        if first is not None and (deal_of(record) == 1) != first:
            continue
        kind = request_kind(record, dm_channels)
        counted[kind] = counted.get(kind, 0) + 1
    return counted


def summary(world, counts: list[int], started: float, elapsed: float, lags: list[tuple[float, float]],
            failures: list[str], pauses: GcPauses, times: dict) -> dict:
    records = list(world.interactions.values())
    late = [r for r in records if r.ack_latency is None or r.ack_latency > world.ack_deadline]
    bound = [r for r in world.requests if r.at >= started and not r.route.startswith(GLOBAL_EXEMPT)]
    violations: dict[str, int] = {}
    for v in world.rate_limits.violations():
        name = "global" if v.key[1] == "*" else f"{v.key[0]} {v.key[1]}"
        violations[name] = violations.get(name, 0) + 1
    lags = sorted(lags) or [(0.0, 0.0)]
    return {
        "interactions": counts[0], "elapsed": elapsed,
        "latencies": [r.ack_latency for r in records if r.ack_latency is not None],
        "deal_latencies": [r.ack_latency for r in records if r.ack_latency is not None and _kind(r) == "/poker deal"],
        "slowest": sorted(((r.ack_latency, _kind(r)) for r in records if r.ack_latency is not None),
                          reverse=True)[:max(1, len(records) // 100)],
        "late_callbacks": len(late), "violations": violations,
        "bound": [[r.at, f"{r.method} {r.route}", r.path] for r in bound],
        "kinds": kinds(world, bound),
        "kinds_first": kinds(world, bound, True), "kinds_later": kinds(world, bound, False),
        "again": times.get("again", 0), "shown_times": times.get("shown", []), "shown_after": times.get("shown_after", {}), "answered_times": times.get("answered", []),
        "later_deal_times": times.get("later_deal", []), "later_think_times": times.get("later_think", []),
        "deal_times": times["deal"] or [0.0], "think_times": times["think"] or [0.0],
        "lag_p99": lags[int(0.99 * (len(lags) - 1))][0], "lag_max": lags[-1][0], "lag_max_cpu": lags[-1][1],
        "failures": failures[:5],
        "failed_tables": len(failures), "gc_longest": pauses.longest,
    }


async def main_async(tables: int, players: int, limit: float, shards: int = 1) -> None:
    world = build_standard_world()
    guilds = [world.cast.guild]
    if shards > 1:  # a cluster: a guild on each shard, the tables dealt round them
        world.shard_count = shards
        guilds = [world.add_guild(f"Club {i}", shard=i, shard_count=shards) for i in range(shards)]
    layout = []
    for t in range(tables):
        guild = guilds[t % len(guilds)]
        channel = world.add_text_channel(guild, f"table-{t}")
        users = [world.add_user(f"t{t}p{p}") for p in range(players)]
        for user in users:
            world.add_member(guild, user)
        layout.append((channel, users))
    await world.start()
    lags: list[tuple[float, float]] = []
    probe = asyncio.create_task(lag_probe(lags))
    freezer = asyncio.create_task(keep_heap_frozen())
    reader = asyncio.StreamReader(limit=1 << 24)
    await asyncio.get_running_loop().connect_read_pipe(lambda: asyncio.StreamReaderProtocol(reader), sys.stdin)
    try:
        say({"api": world.api_base, "gateway": world.gateway_url, "token": world.token, "guild": guilds[0].id,
             "tables": [[c.id, [[u.id, u.payload()["global_name"]] for u in users], c.guild.id]
                        for c, users in layout]})
        order = await read_line(reader, limit)
        table_ids, deals = order["tables"], order["deals"]
        starts = first_deals(len(table_ids), order["ramp"])
        counts, failures = [0], []
        times: dict = {"deal": [], "think": []}  # each deal's length, and its members' thinking
        lags.clear()  # from here on: the run itself
        pauses = GcPauses()
        started = time.monotonic()
        watch = ChannelWatch(world)

        async def one(table_id: int, channel, users, start_after: float) -> None:
            try:
                await play_table(world, table_id, channel, users, deals, counts, start_after,
                                 tuple(order.get("think", (0.0, 0.0))), times, watch)
            except Exception as exc:  # one table's trouble is reported, not fatal to the others
                failures.append(f"table {table_id}: {type(exc).__name__}: {exc}"[:300])

        async with asyncio.timeout(limit):
            await asyncio.gather(*(one(t, c, u, s) for t, (c, u), s in zip(table_ids, layout, starts, strict=True)))
        elapsed = time.monotonic() - started
        await asyncio.sleep(1.0)  # what the bot still sends after the last click counts too
        say(summary(world, counts, started, elapsed, lags, failures, pauses, times))
        await read_line(reader, 60)  # the bot has stopped: close
    finally:
        probe.cancel()
        freezer.cancel()
        await world.close()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--tables", type=int, required=True)
    parser.add_argument("--players", type=int, required=True)
    parser.add_argument("--limit", type=float, required=True, help="seconds the whole run may take")
    parser.add_argument("--shards", type=int, default=1, help="guilds on this many shards (a cluster)")
    args = parser.parse_args()
    asyncio.run(main_async(args.tables, args.players, args.limit, args.shards))


if __name__ == "__main__":
    main()
