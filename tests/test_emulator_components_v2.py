"""Components v2 in the emulator: a message with the flag (1 << 15) is held to Discord's rules.

Sources (discord-api-docs, docs/components/reference.mdx): the flag cannot be removed once a
message has it; with it, no ``content`` or ``embeds``; at most 40 components in all, nested
ones counted; each layout component's required fields, where it may stand and its limits.
Each refusal is Discord's 400 "Invalid Form Body" (50035) with the errors tree naming the
field; each rule is also tried at what it allows, which must pass.
"""

from __future__ import annotations

from typing import Any

import aiohttp
import pytest

from discord_emulator import DiscordWorld
from tests.test_emulator_limits import _send, _tree

V2 = 1 << 15


def text(content: str = "t") -> dict[str, Any]:
    return {"type": 10, "content": content}


def button(custom_id: str = "b", **more: Any) -> dict[str, Any]:
    return {"type": 2, "style": 1, "label": "Go", "custom_id": custom_id, **more}


def row(*items: dict[str, Any]) -> dict[str, Any]:
    return {"type": 1, "components": list(items)}


def container(*children: dict[str, Any], **more: Any) -> dict[str, Any]:
    return {"type": 17, "components": list(children), **more}


def section(*texts: dict[str, Any], accessory: dict[str, Any] | None = None) -> dict[str, Any]:
    return {"type": 9, "components": list(texts), "accessory": accessory or button()}


def gallery(count: int, url: str = "https://example.org/a.png") -> dict[str, Any]:
    return {"type": 12, "items": [{"media": {"url": url}} for _ in range(count)]}


def thumbnail(**more: Any) -> dict[str, Any]:
    return {"type": 11, "media": {"url": "https://example.org/t.png"}, **more}


def v2(*components: dict[str, Any]) -> dict[str, Any]:
    return {"flags": V2, "components": list(components)}


TYPES_IN_A_CONTAINER = 'Value of field "type" must be one of (1, 9, 10, 12, 13, 14).'
TYPES_AT_THE_TOP = 'Value of field "type" must be one of (1, 9, 10, 12, 13, 14, 17).'
TYPES_IN_A_ROW = 'Value of field "type" must be one of (2, 3, 5, 6, 7, 8).'

# (rule, a body it allows, a body it refuses, the errors path, code, message)
RULES = [
    ("at most 40 components, nested ones counted", v2(container(*(text() for _ in range(39)))),
     v2(container(*(text() for _ in range(40)))), "components", "BASE_TYPE_MAX_LENGTH",
     "Must be 40 or fewer in length."),
    ("no content with the flag", v2(text()), {**v2(text()), "content": "hello"}, "content",
     "MESSAGE_CANNOT_USE_LEGACY_FIELDS_WITH_COMPONENTS_V2", "The 'content' field cannot be used with the "
     "components v2 flag"),
    ("no embeds with the flag", {**v2(text()), "embeds": []}, {**v2(text()), "embeds": [{"description": "d"}]},
     "embeds", "MESSAGE_CANNOT_USE_LEGACY_FIELDS_WITH_COMPONENTS_V2", "The 'embeds' field cannot be used with the "
     "components v2 flag"),
    ("layout components need the flag", v2(container(text())), {"components": [container(text())]}, "components.0",
     "UNION_TYPE_CHOICES", 'Value of field "type" must be one of (1,).'),
    ("a container lists its components", v2(container(text())), v2({"type": 17}), "components.0.components",
     "BASE_TYPE_REQUIRED", "This field is required"),
    ("no container in a container", v2(container(text())), v2(container(container(text()))),
     "components.0.components.0", "UNION_TYPE_CHOICES", TYPES_IN_A_CONTAINER),
    ("an accent colour is RGB", v2(container(text(), accent_color=0xFFFFFF)),
     v2(container(text(), accent_color=0x1000000)), "components.0.accent_color", "NUMBER_TYPE_MAX",
     "int value should be less than or equal to 16777215."),
    ("a section holds one to three texts", v2(section(text(), text(), text())),
     v2(section(text(), text(), text(), text())), "components.0.components", "BASE_TYPE_BAD_LENGTH",
     "Must be between 1 and 3 in length."),
    ("a section holds only texts", v2(section(text())), v2(section(thumbnail())), "components.0.components.0",
     "UNION_TYPE_CHOICES", 'Value of field "type" must be one of (10,).'),
    ("a section has an accessory", v2(section(text())), v2({"type": 9, "components": [text()]}),
     "components.0.accessory", "BASE_TYPE_REQUIRED", "This field is required"),
    ("an accessory is a button or a thumbnail", v2(section(text(), accessory=thumbnail())),
     v2(section(text(), accessory=text())), "components.0.accessory", "UNION_TYPE_CHOICES",
     'Value of field "type" must be one of (2, 11).'),
    ("an accessory button has a custom id", v2(section(text(), accessory=button("x"))),
     v2(section(text(), accessory={"type": 2, "style": 1, "label": "Go"})), "components.0.accessory",
     "COMPONENT_INVALID", "A button needs a custom_id"),
    ("a text display has content", v2(text()), v2({"type": 10}), "components.0.content", "BASE_TYPE_REQUIRED",
     "This field is required"),
    ("a thumbnail only as an accessory", v2(section(text(), accessory=thumbnail())), v2(thumbnail()),
     "components.0", "UNION_TYPE_CHOICES", TYPES_AT_THE_TOP),
    ("a thumbnail's description", v2(section(text(), accessory=thumbnail(description="d" * 1024))),
     v2(section(text(), accessory=thumbnail(description="d" * 1025))), "components.0.accessory.description",
     "BASE_TYPE_BAD_LENGTH", "Must be between 1 and 1024 in length."),
    ("a thumbnail has media", v2(section(text(), accessory=thumbnail())),
     v2(section(text(), accessory={"type": 11, "media": {}})), "components.0.accessory.media.url",
     "BASE_TYPE_REQUIRED", "This field is required"),
    ("a gallery holds at most ten", v2(gallery(10)), v2(gallery(11)), "components.0.items",
     "BASE_TYPE_BAD_LENGTH", "Must be between 1 and 10 in length."),
    ("a gallery holds at least one", v2(gallery(1)), v2(gallery(0)), "components.0.items",
     "BASE_TYPE_BAD_LENGTH", "Must be between 1 and 10 in length."),
    ("a gallery item has media", v2(gallery(1)), v2({"type": 12, "items": [{"description": "d"}]}),
     "components.0.items.0.media", "BASE_TYPE_REQUIRED", "This field is required"),
    ("a gallery item's description", v2({"type": 12, "items": [{"media": {"url": "https://e.org/a.png"},
                                                                 "description": "d" * 1024}]}),
     v2({"type": 12, "items": [{"media": {"url": "https://e.org/a.png"}, "description": "d" * 1025}]}),
     "components.0.items.0.description", "BASE_TYPE_BAD_LENGTH", "Must be between 1 and 1024 in length."),
    ("a file component takes only an attachment", v2(text()), v2({"type": 13, "file": {"url": "https://e.org/a"}}),
     "components.0.file.url", "COMPONENT_INVALID", "A file component takes only attachment://<filename>"),
    ("a separator's spacing is 1 or 2", v2(text(), {"type": 14, "spacing": 2, "divider": False}, text()),
     v2(text(), {"type": 14, "spacing": 3}), "components.1.spacing", "BASE_TYPE_CHOICES",
     "Value must be one of (1, 2)."),
    ("a button stands in a row", v2(row(button())), v2(button()), "components.0", "UNION_TYPE_CHOICES",
     TYPES_AT_THE_TOP),
    ("a row holds only buttons and selects", v2(container(row(button()))), v2(container(row(text()))),
     "components.0.components.0.components.0", "UNION_TYPE_CHOICES", TYPES_IN_A_ROW),
    ("a row in a container holds at most five buttons", v2(container(row(*(button(f"b{i}") for i in range(5))))),
     v2(container(row(*(button(f"b{i}") for i in range(6))))), "components.0.components.0.components",
     "BASE_TYPE_BAD_LENGTH", "Must be between 1 and 5 in length."),
]


@pytest.mark.parametrize(("rule", "allowed", "refused", "path", "code", "message"), RULES, ids=[r[0] for r in RULES])
async def test_a_message_with_the_flag_is_held_to_discords_rules(discord_world: DiscordWorld, rule, allowed, refused,
                                                                 path, code, message) -> None:
    url = f"{discord_world.api_base}/channels/{discord_world.cast.poker.id}/messages"
    async with aiohttp.ClientSession() as http:
        status, answer = await _send(http, "POST", url, allowed, discord_world.token)
        assert status == 200, (rule, answer)
        status, answer = await _send(http, "POST", url, refused, discord_world.token)
    assert status == 400 and answer == {"message": "Invalid Form Body", "code": 50035,
                                        "errors": _tree(path, code, message)}, answer
    assert len(discord_world.channel_messages(discord_world.cast.poker)) == 1  # the refused one is not kept


async def test_the_flag_stays_and_so_does_the_rule_against_content(discord_world: DiscordWorld) -> None:
    """Once a message has the flag, an edit cannot take it off; an edit that leaves ``flags``
    out keeps it, and so may not bring content back; a message without it may take it, if it
    clears its content."""
    world = discord_world
    base = f"{world.api_base}/channels/{world.cast.poker.id}/messages"
    async with aiohttp.ClientSession() as http:

        async def send(method: str, url: str, body: dict[str, Any]) -> tuple[int, Any]:
            return await _send(http, method, url, body, world.token)

        status, sent = await send("POST", base, v2(text("first")))
        assert status == 200 and sent["flags"] & V2
        one = f"{base}/{sent['id']}"
        status, answer = await send("PATCH", one, {"flags": 0, "components": [row(button())], "content": "plain"})
        assert (status, answer["errors"]) == (400, _tree(
            "flags", "MESSAGE_CANNOT_REMOVE_COMPONENTS_V2_FLAG", "The components v2 flag cannot be removed from a "
            "message")), answer
        status, answer = await send("PATCH", one, {"content": "plain"})
        assert (status, answer["errors"]) == (400, _tree(
            "content", "MESSAGE_CANNOT_USE_LEGACY_FIELDS_WITH_COMPONENTS_V2",
            "The 'content' field cannot be used with the components v2 flag")), answer
        status, answer = await send("PATCH", one, {"components": [container(container(text()))]})
        assert status == 400 and "UNION_TYPE_CHOICES" in str(answer["errors"])  # still checked as v2
        status, edited = await send("PATCH", one, {"components": [text("second")]})
        assert status == 200 and edited["flags"] & V2 and edited["components"][0]["content"] == "second"

        status, legacy = await send("POST", base, {"content": "hello"})
        other = f"{base}/{legacy['id']}"
        status, answer = await send("PATCH", other, v2(text("now v2")))
        assert (status, answer["errors"]) == (400, _tree(
            "content", "MESSAGE_CANNOT_USE_LEGACY_FIELDS_WITH_COMPONENTS_V2",
            "The 'content' field cannot be used with the components v2 flag")), answer
        status, turned = await send("PATCH", other, {**v2(text("now v2")), "content": None})
        assert status == 200 and turned["flags"] & V2 and turned["content"] == ""
    first, second = world.channel_messages(world.cast.poker)
    # Stored as Discord stores it, with the id it generates (Component Reference: "generated sequentially").
    assert first.components == [{**text("second"), "id": 1}] and first.edit_count == 1 and second.edit_count == 1
