"""`poker-bot sandbox`, run as a person runs it: a deal played through its page's API by three
members, a restart in the middle of the deal, and every mistake one line.

The hands are read from the sandbox's own database afterwards (the deal replayed
from its record), which is the umpire: no member's page may have been told a
card of another's that the table was not shown.
"""

from __future__ import annotations

import asyncio
import json
import os
import re
import signal
import socket
import subprocess
import sys
from pathlib import Path
from typing import Any

import aiohttp

from tests.sandbox_run import Member, SandboxProcess, wait_online
from tests.table_invariants import cards_in, public_cards

PREFERRED = ("decline_straddle", "come_in", "stay", "see", "check", "call", "pat", "pass")
TURN = re.compile(r"^(?:▶ )?(\w+) to (?:say|draw|bet|see)", re.IGNORECASE)


def table_message(member: Member, channel_id: str) -> dict[str, Any] | None:
    for message in reversed(member.in_channel(channel_id)):
        if any(c["custom_id"].startswith("pk:") for c in _buttons(message)):
            return message
    return None


def _buttons(message: dict[str, Any]) -> list[dict[str, Any]]:
    return [c for row in message.get("components", []) for c in row.get("components", []) if "custom_id" in c]


def to_act(message: dict[str, Any]) -> str | None:
    """The member the table message says is to act (its field 'Bob to say, …')."""
    for embed in message.get("embeds", []):
        for field in embed.get("fields", []):
            match = TURN.match(field["name"])
            if match:
                return match.group(1).lower()
    return None


async def play_deal(members: dict[str, Member], poker: str, drawer: str, *, stop_after: int = 0) -> int:
    """Each member acts when the table message names him: the safe choice, a bet of the least
    after the draw; ``drawer`` throws one card through the picker in his DM, the others stand
    pat. Returns the number of actions taken (at most ``stop_after``, when given)."""
    watcher = members["alice"]
    for taken in range(60):
        if stop_after and taken >= stop_after:
            return taken
        message = await watcher.wait_for(lambda: _ready(watcher, poker), timeout=60, what="the table to move")
        if message == "over":
            return taken
        who = members[to_act(message) or ""]
        verbs = {c["custom_id"].split(":")[-1]: c["custom_id"] for c in _buttons(message)}
        step = verbs["hand"].split(":")[3]
        if who.name == drawer and "draw" in verbs:
            picker, select = _picker(who, who.state["dm"]["id"], "pkd:")
            await who.act(kind="select", message_id=picker["id"], custom_id=select["custom_id"],
                          values=[select["options"][0]["value"]])  # throw one card
        elif "bet" in verbs and "check" not in verbs:
            asked = (await who.act(kind="click", message_id=message["id"], custom_id=verbs["bet"]))["interaction_id"]
            picker, select = await who.wait_for(lambda w=who, a=asked: _picker(w, poker, "pka:", a),
                                                what="the amount picker")
            await who.act(kind="select", message_id=picker["id"], custom_id=select["custom_id"],
                          values=[select["options"][0]["value"]])
        else:
            verb = next(v for v in PREFERRED if v in verbs)
            await who.act(kind="click", message_id=message["id"], custom_id=verbs[verb])
        await watcher.wait_for(lambda s=step: _moved(watcher, poker, s), timeout=60, what="the step to pass")
    raise AssertionError("the deal did not end within 60 actions")


RESULT = re.compile(r"^\*\*Deal (\d+)\*\*, the pool")


def results(member: Member, poker: str) -> list[dict[str, Any]]:
    return [m for m in member.in_channel(poker) if RESULT.match(m.get("content", ""))]


def _ready(member: Member, poker: str) -> Any:
    if results(member, poker):
        return "over"
    message = table_message(member, poker)
    return message if message is not None and to_act(message) else None


def _moved(member: Member, poker: str, step: str) -> bool:
    message = table_message(member, poker)
    return bool(results(member, poker)) or message is None or all(
        c["custom_id"].split(":")[3] != step for c in _buttons(message) if c["custom_id"].startswith("pk:"))


def _picker(member: Member, channel_id: str, prefix: str, interaction_id: str | None = None
            ) -> tuple[dict[str, Any], dict[str, Any]] | None:
    for message in reversed(member.in_channel(channel_id)):
        made_by = (message.get("interaction_metadata") or {}).get("id")
        if interaction_id is not None and made_by != interaction_id:
            continue
        for item in _buttons(message):
            if item["custom_id"].startswith(prefix):
                return message, item
    if interaction_id is None:
        raise AssertionError(f"no picker {prefix} in {member.name}'s channel {channel_id}")
    return None


async def _members(session: aiohttp.ClientSession, url: str) -> tuple[dict[str, Member], str]:
    state = await wait_online(session, url)
    members = {m["name"]: Member(session, url, m["id"], m["name"]) for m in state["members"]}
    for member in members.values():
        await member.connect()
        await member.wait_for(lambda m=member: m.state, what="the first state")
    poker = next(c["id"] for c in state["channels"] if c["name"] == "poker")
    return members, poker


def _as_members(url: str, play: Any) -> dict[str, Member]:
    """Open each member's page (a websocket) on the sandbox at `url`, `play`, and close them;
    returns the members, with everything their pages were told."""

    async def run() -> dict[str, Member]:
        async with aiohttp.ClientSession() as session:
            members, poker = await _members(session, url)
            try:
                await play(members, poker)
            finally:
                for member in members.values():
                    await member.close()
            return members

    return asyncio.run(run())


async def _open_table(members: dict[str, Member], poker: str) -> None:
    alice = members["alice"]
    await alice.slash(poker, "poker-admin limits", field="turn_timeout", value="600")
    await alice.slash(poker, "poker start")
    for member in members.values():
        await alice.slash(poker, "poker-admin grant", member=member.id, chips=500)
    await alice.wait_for(lambda: sum("Chips given" in json.dumps(m) for m in alice.messages.values()) == 3,
                         what="the chips given")
    for member in members.values():
        await member.slash(poker, "poker join", stake=100)
        await member.wait_for(lambda m=member: any("You sit down" in x.get("content", "")
                                                   for x in m.messages.values()), what="a seat")


def _deal_one(db: Path) -> tuple[dict[str, set[str]], set[str]]:
    """Each member's hand at the end of deal 1 (by member id), and the cards its public view
    shows, from the deal's record in the sandbox's database."""
    from bot.services.hand_records import DealRecord
    from bot.storage import open_storage

    async def read() -> tuple[dict[str, set[str]], set[str]]:
        storage = await open_storage(f"sqlite:///{db}")
        try:
            async with storage.transaction(readonly=True) as tx:
                deal_row = await tx.deal(1, 1)
                assert deal_row is not None
                actions = await tx.actions(deal_row.id)
        finally:
            await storage.close()
        deal = DealRecord.of(deal_row, actions).replay()
        final = {member: {str(c) for c in deal.hands[seat]} for seat, member in enumerate(deal.setup.players)}
        return final, public_cards(deal.public_view())

    return asyncio.run(read())


FIRST_JACK = re.compile(r"turned up ([^:]+): the first jack")


def _seen_cards(member: Member) -> list[tuple[str, set[str]]]:
    """Every card each message told this member's page showed, with the channel it was in."""
    found = []
    for event in member.events:
        messages = [event["message"]] if event["type"] == "message" else (
            [m for ms in event["state"]["messages"].values() for m in ms] if event["type"] == "state" else [])
        for message in messages:
            text = json.dumps({k: message.get(k) for k in ("content", "embeds", "components")}, ensure_ascii=False)
            found.append((message["channel_id"], cards_in(FIRST_JACK.sub("", text))))
    return found


def test_a_deal_played_through_the_page_survives_a_restart_and_shows_no_hidden_card(tmp_path: Path) -> None:
    db = tmp_path / "sandbox" / "poker.db"
    first = SandboxProcess(db)
    url = first.start()

    async def before_restart(members: dict[str, Member], poker: str) -> None:
        await _open_table(members, poker)
        # Three steps in (the blinds and straddles said), then the sandbox stops mid-deal.
        assert await play_deal(members, poker, "bob", stop_after=3) == 3

    members_then = _as_members(url, before_restart)
    assert first.stop() == 0, first.output
    assert "stopped on SIGTERM: 1 table will resume" in first.output
    second = SandboxProcess(db)
    url = second.start()

    async def after_restart(members: dict[str, Member], poker: str) -> None:
        await play_deal(members, poker, "bob")
        for member in members.values():
            await member.wait_for(lambda m=member: results(m, poker), what="the result on every page")
        health = await members["alice"].wait_for(
            lambda: next((e["health"] for e in reversed(members["alice"].events) if e["type"] == "health"), None))
        assert health["over_limits"] == [] and health["late"] == [] and health["unhandled"] == [], health

    members_now = _as_members(url, after_restart)
    assert second.stop() == 0, second.output
    assert "tables recovered: 1 (1 deal resumed, 0 void)" in second.output, second.output
    assert "; 1 table shown again" in second.output and "1 tables" not in second.output, second.output
    for run in (first, second):
        assert run.problems() == [], run.output

    final, public = _deal_one(db)
    # What each member was dealt and drew, as his own DMs told him (every version of them).
    held = {m.id: set().union(*(cards for channel, cards in _seen_cards(m) if channel == m.state["dm"]["id"]))
            for m in members_now.values()}
    for member in members_now.values():
        assert final[member.id] <= held[member.id], f"{member.name}'s DMs do not show his hand"
    bob = members_now["bob"]
    assert any("You draw 1" in m.get("content", "") for m in bob.in_channel(bob.state["dm"]["id"])), \
        "bob drew through the picker in his DM"
    for run in (members_then, members_now):
        for name, member in run.items():
            others = set().union(*(cards for who, cards in held.items() if who != member.id))
            for _channel, cards in _seen_cards(member):
                leaked = (cards & others) - public
                assert not leaked, f"{name}'s page was shown {leaked}, another's hidden cards"
            assert len(held[member.id]) >= 5, f"{name} saw no hand of his own"


def _sandbox_says(*args: str, cwd: Path) -> tuple[int, list[str]]:
    done = subprocess.run([sys.executable, "-m", "bot", "sandbox", *args], capture_output=True, text=True,
                          timeout=120, cwd=cwd)
    return done.returncode, done.stderr.strip().splitlines()


def test_every_mistake_at_the_command_line_is_one_line_and_status_2(tmp_path: Path) -> None:
    taken = socket.socket()
    taken.bind(("127.0.0.1", 0))
    taken.listen()
    port = taken.getsockname()[1]
    (tmp_path / "a-file").write_text("not a folder")
    (tmp_path / "notes.db").write_text("these are my notes, not a database\n" * 50)
    (tmp_path / "w").mkdir()
    (tmp_path / "w" / "poker.world.json").write_text("{not json")
    cases = {
        (f"--port={port}",): f"port {port} on 127.0.0.1 is in use",
        ("--port", "70000"): "--port",
        ("--db", str(tmp_path / "a-file" / "poker.db")): "a-file is a file, not a folder",
        ("--db", str(tmp_path)): "is a folder",
        ("--db", str(tmp_path / "notes.db")): "notes.db",
        ("--db", str(tmp_path / "w" / "poker.db")): "not a sandbox world file",
        ("--members", "alice,x"): "'x' is not a member name",
        ("--members", "alice,Alice"): "alice is named twice",
        ("--members", " , "): "name at least one member",
    }
    try:
        for args, says in cases.items():
            code, lines = _sandbox_says("--port", "0", *args, cwd=tmp_path) if not args[0].startswith("--port") \
                else _sandbox_says(*args, "--db", str(tmp_path / "ok" / "poker.db"), cwd=tmp_path)
            assert code == 2, (args, lines)
            assert len(lines) == 1 and lines[0].startswith("poker-bot sandbox: error: "), (args, lines)
            assert says in lines[0], (args, lines)
            assert "Traceback" not in lines[0]
    finally:
        taken.close()
    assert not (tmp_path / "w" / "poker.lock").exists(), "a refused start leaves no lock behind"


def _a_world_of(folder: Path, members: list[str]) -> Path:
    """A world file as a sandbox that ran with `members` leaves it."""
    from bot.sandbox import world_file

    folder.mkdir()
    world_file.write(folder / "poker.world.json", world_file.snapshot(world_file.new_world(members)))
    return folder / "poker.db"


def test_more_than_50_members_are_refused_alike_by_a_new_world_and_an_old_one(tmp_path: Path) -> None:
    """The page's rule (at most 50 members), at the command line: one line and status 2 before
    anything starts, whether the world is new, or kept from before with room for fewer."""
    from bot.cli import build_parser

    sixty = ",".join(f"member{n:02d}" for n in range(60))
    full = _a_world_of(tmp_path / "full", [f"old{n:02d}" for n in range(48)])
    kept = full.with_suffix(".world.json").read_bytes()
    code, lines = _sandbox_says("--port", "0", "--db", str(full), "--members", "old00,new01,new02,new03", cwd=tmp_path)
    assert code == 2 and len(lines) == 1, lines
    assert lines[0].startswith("poker-bot sandbox: error: --members: the sandbox holds at most 50 members"), lines
    assert full.with_suffix(".world.json").read_bytes() == kept and not full.with_suffix(".lock").exists()
    said = []
    for db in (_a_world_of(tmp_path / "old", ["alice", "bob", "carol"]), tmp_path / "new" / "poker.db"):
        code, lines = _sandbox_says("--port", "0", "--db", str(db), "--members", sixty, cwd=tmp_path)
        assert code == 2 and len(lines) == 1 and "at most 50 members, not 60" in lines[0], lines
        said.append(lines[0])
    assert said[0] == said[1]  # the same rule, in the same words
    fifty = ",".join(f"member{n:02d}" for n in range(50))
    assert len(build_parser().parse_args(["sandbox", "--members", fifty]).members) == 50  # and 50 may come


def test_a_second_sandbox_on_the_same_database_is_refused_and_the_api_names_each_mistake(tmp_path: Path) -> None:
    db = tmp_path / "sandbox" / "poker.db"
    first = SandboxProcess(db)
    url = first.start()
    try:
        code, lines = _sandbox_says("--port", "0", "--db", str(db), cwd=tmp_path)
        assert code == 2 and len(lines) == 1, lines
        assert f"another sandbox (pid {first.process.pid if first.process else '?'}) is using" in lines[0], lines

        async def mistakes() -> dict[str, str]:
            async with aiohttp.ClientSession() as session:
                state = await wait_online(session, url)
                alice = state["members"][0]["id"]
                poker = state["channels"][0]["id"]
                said: dict[str, str] = {}

                async def post(name: str, path: str, body: Any) -> None:
                    data = body if isinstance(body, str) else json.dumps(body)
                    async with session.post(url + path, data=data) as answer:
                        assert answer.status == 400, (name, await answer.text())
                        said[name] = (await answer.json())["error"]

                await post("not json", "api/act", "{oops")
                await post("a list", "api/act", [1, 2])
                await post("no one", "api/act", {"as": "12345", "kind": "slash"})
                await post("unknown kind", "api/act", {"as": alice, "kind": "wave"})
                await post("unknown command", "api/act",
                           {"as": alice, "kind": "slash", "channel_id": poker, "command": "pokr start"})
                await post("a bad number", "api/act", {"as": alice, "kind": "slash", "channel_id": poker,
                                                       "command": "poker join", "options": {"stake": "lots"}})
                await post("no such message", "api/act",
                           {"as": alice, "kind": "click", "message_id": "1", "custom_id": "pk:1:1:1:call"})
                await post("unknown change", "api/world", {"op": "paint"})
                await post("a bad name", "api/world", {"op": "add_member", "name": "Bob Smith!"})
                await post("a taken name", "api/world", {"op": "add_member", "name": "bob"})
                await post("a bad channel", "api/world", {"op": "add_channel", "name": "#$%"})
                async with session.get(url + "api/state?as=abc") as answer:
                    assert answer.status == 400
                    said["a bad id"] = (await answer.json())["error"]
                return said

        said = asyncio.run(mistakes())

        async def crash_and_restart() -> list[str]:
            """The bot killed outright: the page is told it is offline, then online again."""
            async with aiohttp.ClientSession() as session:
                state = await wait_online(session, url)
                watcher = Member(session, url, state["members"][1]["id"], "bob")
                await watcher.connect()
                os.kill(int(state["bot"]["pid"]), signal.SIGKILL)
                await watcher.wait_for(lambda: watcher.state.get("bot", {}).get("status") == "offline",
                                       what="the page told the bot is offline")
                offline = watcher.state["bot"]["detail"]
                await watcher.wait_for(lambda: watcher.state["bot"]["status"] == "online"
                                       and watcher.state["bot"]["restarts"] == 1, timeout=90, what="back online")
                async with session.post(url + "api/world", json={"op": "restart_bot"}) as answer:
                    assert answer.status == 200
                await watcher.wait_for(lambda: watcher.state["bot"]["status"] == "online"
                                       and watcher.state["bot"]["pid"] != state["bot"]["pid"], timeout=90)
                await watcher.close()
                return [offline]

        told = asyncio.run(crash_and_restart())
        assert told == ["the bot exited with status -9; starting it again in 1 s"]
    finally:
        assert first.stop() == 0
    assert said == {
        "not json": "the request's body is not JSON",
        "a list": "the request's body must be a JSON object",
        "no one": "no member with id 12345",
        "unknown kind": "unknown kind of action 'wave': slash, click, select, modal or message",
        "unknown command": said["unknown command"],
        "a bad number": "stake: 'lots' is not a whole number",
        "no such message": "that message is gone",
        "unknown change": "unknown change 'paint': add_member, set_admin, set_dms, set_locale, set_server_locale, "
                          "add_channel, add_thread or restart_bot",
        "a bad name": "'Bob Smith!' is not a member name: use 2 to 32 letters, digits, '_' or '.'",
        "a taken name": "there is already a member named bob",
        "a bad channel": "'#$%' is not a channel name: use letters, digits, '-' or '_' (at most 100)",
        "a bad id": "'abc' is not an id",
    }
    assert "pokr" in said["unknown command"]
    assert first.problems() == [], first.output
