"""The page's API answers every hostile body with its documented one-line JSON error
(docs/sandbox.md): 400, or 413 for a body over 1 MiB; never a 500, never a traceback in
the log, and never the input quoted whole (at most 40 characters of it, "…" marking the cut).
"""

from __future__ import annotations

import json
import logging
from pathlib import Path
from typing import Any

import aiohttp
import pytest

from bot.sandbox import world_file
from tests.sandbox_inproc import bot_says, member, page_served, poker

HUGE = "x" * 1_000_000  # a field of a million characters: well under the 1 MiB a body may be
JSON_TYPE = {"Content-Type": "application/json"}


def _deep(levels: int) -> str:
    return "[" * levels + "]" * levels


def _cases(alice: str, channel: str, message: str) -> list[tuple[str, str, str, bytes, dict[str, str], int]]:
    """(what, method, path, body, headers, status) for each hostile request."""

    def post(what: str, path: str, body: Any, status: int = 400, headers: dict[str, str] | None = None
             ) -> tuple[str, str, str, bytes, dict[str, str], int]:
        raw = body if isinstance(body, bytes) else json.dumps(body).encode()
        return what, "POST", path, raw, headers or JSON_TYPE, status

    slash = {"as": alice, "kind": "slash", "channel_id": channel}
    ask = {"as": alice, "channel_id": channel, "focused": "stake"}
    select = {"as": alice, "kind": "select", "message_id": message, "custom_id": "pick"}
    return [
        post("an empty command", "api/act", {**slash, "command": ""}),
        post("a blank command", "api/act", {**slash, "command": "   "}),
        post("a lone slash", "api/act", {**slash, "command": "/"}),
        post("a blank command to complete", "api/autocomplete", {**ask, "command": " "}),
        post("options as a list", "api/act", {**slash, "command": "poker join", "options": [1, 2]}),
        post("options as a string", "api/act", {**slash, "command": "poker join", "options": "stake=5"}),
        post("options as a number", "api/act", {**slash, "command": "poker join", "options": 5}),
        post("options as a list, completing", "api/autocomplete", {**ask, "command": "poker join", "options": [1]}),
        post("options as a string, completing", "api/autocomplete", {**ask, "command": "poker join", "options": "a"}),
        post("an option a list", "api/act", {**slash, "command": "poker join", "options": {"stake": [[1]]}}),
        post("values as a number", "api/act", {**select, "values": 5}),
        post("values as a string", "api/act", {**select, "values": "a"}),
        post("values of numbers", "api/act", {**select, "values": [1, 2]}),
        post("modal values as a list", "api/act", {"as": alice, "kind": "modal", "interaction_id": "1",
                                                   "values": ["a"]}),
        post("not UTF-8", "api/act", b'{"as": "\xff\xfe"}'),
        post("a wrong charset", "api/act", json.dumps({"as": alice, "kind": "wave"}).encode("utf-16"),
             headers={"Content-Type": "application/json; charset=utf-8"}),
        post("latin-1 declared", "api/act", json.dumps({"as": "é"}, ensure_ascii=False).encode("latin-1"),
             headers={"Content-Type": "application/json; charset=latin-1"}),
        post("an unknown charset", "api/act", b'{"as": "1"}',
             headers={"Content-Type": "application/json; charset=no-such-charset"}),
        post("nested a thousand deep", "api/act", _deep(1000).encode()),
        post("nested a thousand deep in a field", "api/act", b'{"as": ' + _deep(1000).encode() + b"}"),
        post("nested a hundred deep in an option", "api/act",
             json.dumps({**slash, "command": "poker join", "options": {"stake": json.loads(_deep(100))}}).encode()),
        post("a number of 5000 digits", "api/act", b'{"as": ' + b"7" * 5000 + b"}"),
        post("an id of 5000 digits", "api/act", {**slash, "as": "7" * 5000}),
        post("a million-character command", "api/act", {**slash, "command": HUGE}),
        post("a million-character kind", "api/act", {"as": alice, "kind": HUGE}),
        post("a million-character custom id", "api/act", {"as": alice, "kind": "click", "message_id": message,
                                                          "custom_id": HUGE}),
        post("a million-character option", "api/act", {**slash, "command": "poker join", "options": {"stake": HUGE}}),
        post("a million-character option name", "api/act", {**slash, "command": "poker join", "options": {HUGE: 1}}),
        post("a million-character change", "api/world", {"op": HUGE}),
        post("a million-character member", "api/world", {"op": "add_member", "name": HUGE}),
        post("a million-character channel", "api/world", {"op": "add_channel", "name": HUGE}),
        post("a body over 1 MiB", "api/act", {"as": alice, "kind": HUGE + HUGE}, status=413),
        ("an emoji id of 5000 digits", "GET", "emojis/" + "7" * 5000 + ".png", b"", {}, 400),
        ("a member id of 5000 digits", "GET", "api/state?as=" + "7" * 5000, b"", {}, 400),
    ]


async def test_every_hostile_body_gets_one_short_json_line(tmp_path: Path, caplog: pytest.LogCaptureFixture) -> None:
    caplog.set_level(logging.WARNING)
    async with page_served(tmp_path) as (box, url):
        picker = await bot_says(box, poker(box), {"components": [{"type": 1, "components": [
            {"type": 3, "custom_id": "pick", "options": [{"label": "A", "value": "a"}]}]}]})
        cases = _cases(str(member(box, "alice").id), str(poker(box).id), str(picker.id))
        wrong: list[str] = []
        async with aiohttp.ClientSession() as session:
            for what, method, path, body, headers, status in cases:
                async with session.request(method, url + path, data=body or None, headers=headers) as answer:
                    text = await answer.text()
                    said = json.loads(text) if answer.content_type == "application/json" else None
                error = said.get("error") if isinstance(said, dict) else None
                if answer.status != status or not isinstance(error, str) or set(said) != {"error"}:
                    wrong.append(f"{what}: {answer.status} {text[:120]!r}")
                elif "\n" in error or len(error) > 301 or "x" * 41 in error or "7" * 41 in error:
                    wrong.append(f"{what}: not one short line ({len(error)} characters): {error[:120]!r}")
    assert wrong == []
    assert [r.getMessage() for r in caplog.records if r.levelno >= logging.ERROR] == []


async def test_mistakes_quote_a_marked_part_of_what_was_sent(tmp_path: Path) -> None:
    async with page_served(tmp_path) as (box, url):
        alice = str(member(box, "alice").id)
        async with aiohttp.ClientSession() as session:

            async def error(path: str, body: Any) -> str:
                async with session.post(url + path, json=body) as answer:
                    assert answer.status == 400
                    said: str = (await answer.json())["error"]
                    return said

            assert await error("api/world", {"op": "paint" + "y" * 100}) == (
                "unknown change '" + "painty" + "y" * 34 + "…': add_member, set_admin, set_dms, set_locale, "
                "set_server_locale, add_channel, add_thread or restart_bot")
            assert await error("api/act", {"as": alice, "kind": "wave"}) == \
                "unknown kind of action 'wave': slash, click, select, modal or message"
            assert await error("api/act", {"as": alice, "kind": "slash", "channel_id": str(poker(box).id),
                                           "command": "  "}) == 'name a command, as "poker join"'
            assert await error("api/act", {"as": "1" * 50}) == "'" + "1" * 40 + "…' is not an id"
            # An integer option as Discord's client takes it: not "1_0" (int() reads 10) nor "٥" (5).
            box.world.global_commands[(1, "poker")] = {"name": "poker", "type": 1, "options": [
                {"name": "join", "type": 1, "options": [{"name": "stake", "type": 4, "min_value": 1}]}]}
            join = {"as": alice, "kind": "slash", "channel_id": str(poker(box).id), "command": "poker join"}
            for typed in ("1_0", "٥", "+5", "5.0", "1e3", str(2**53)):
                said = await error("api/act", {**join, "options": {"stake": typed}})
                assert said == f"stake: {typed!r} is not a whole number"


async def test_a_member_sets_his_clients_language_and_his_interactions_carry_it(tmp_path: Path) -> None:
    """The page's language pickers: a member's client language and the server's, set on the
    emulated user and guild (which send them as an interaction's `locale` and `guild_locale`),
    kept in the world file; a language the page does not offer is one line."""
    async with page_served(tmp_path) as (box, url):
        bob = member(box, "bob")
        async with aiohttp.ClientSession() as session:
            async def change(body: dict[str, Any]) -> tuple[int, dict[str, Any]]:
                async with session.post(url + "api/world", json=body) as answer:
                    return answer.status, await answer.json()

            status, state = await change({"op": "set_locale", "user_id": str(bob.id), "locale": "qps-ploc"})
            assert status == 200 and "qps-ploc" in state["locales"] and state["locales"][0] == "en-US"
            assert {m["name"]: m["locale"] for m in state["members"]} == {
                "alice": "en-US", "bob": "qps-ploc", "carol": "en-US"}
            status, state = await change({"op": "set_server_locale", "locale": "qps-ploc"})
            assert status == 200 and state["guild"]["locale"] == "qps-ploc"
            status, said = await change({"op": "set_locale", "user_id": str(bob.id), "locale": "klingon"})
            assert status == 400 and said["error"].startswith("'klingon' is not a language here: en-US, ")
        # What the emulation sends with them is tests/test_discord_emulator.py's to show.
        assert (bob.locale, world_file.sandbox_guild(box.world).preferred_locale) == ("qps-ploc", "qps-ploc")
        again = world_file._rebuild(json.loads(json.dumps(world_file.snapshot(box.world))))
        assert member_of(again, "bob").locale == "qps-ploc"
        assert world_file.sandbox_guild(again).preferred_locale == "qps-ploc"


def member_of(world: Any, name: str) -> Any:
    return next(u for u in world.users.values() if u.name == name)
