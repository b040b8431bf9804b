"""Discord's published OpenAPI description (spec/openapi.json, API v10) as the emulator's
authority on the shape of every request: each REST body is held to the request schema of its
route and method before any handler sees it (`http_util.discord_middleware`), and refused as
Discord refuses, 400 "Invalid Form Body" (50035) naming the field.

The description is read once per process, when the first request asks for it; each
(method, route)'s check is compiled the first time that route is called and kept.

Where the description and the developer docs disagree, Discord does what the docs say, so
the emulator's own checks (validation.py, components.py) hold the docs' rule beside it:
content 2,000 characters (4,000 here, in a channel message's schema), a modal's 5
components (40 here).
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path
from typing import Any

from . import errors
from .form import Problems
from .schema import Check, Compiler, Schema

SPEC_FILE = Path(__file__).with_name("spec") / "openapi.json"
PARAMETER = re.compile(r"\{[^}]+\}")


@dataclass
class Spec:
    document: dict[str, Any]
    compiler: Compiler = field(init=False)  # for requests, read as Discord reads them
    strict: Compiler = field(init=False)  # for answers, held to the schema exactly
    # Each route of the description by its shape: a parameter is "{}", a literal stays
    # ("/users/@me/channels", ".../messages/@original").
    paths: dict[str, str] = field(init=False)
    bodies: dict[tuple[str, str], Check | None] = field(default_factory=dict)
    answers: dict[tuple[str, str, int], Check | None] = field(default_factory=dict)
    message: Check | None = None

    def __post_init__(self) -> None:
        self.compiler = Compiler(self.document["components"]["schemas"])
        self.strict = Compiler(self.document["components"]["schemas"], lenient=False)
        self.paths = {PARAMETER.sub("{}", path): path for path in self.document["paths"]}

    def operation(self, method: str, shape: str) -> dict[str, Any] | None:
        path = self.paths.get(shape)
        if path is None:
            return None
        found: dict[str, Any] | None = self.document["paths"][path].get(method.lower())
        return found

    def body_check(self, method: str, shape: str) -> Check | None:
        """The check of a request body to ``shape``, or None if the description has no body there."""
        key = (method, shape)
        if key not in self.bodies:
            operation = self.operation(method, shape) or {}
            schema = _json_schema(operation.get("requestBody"))
            self.bodies[key] = None if schema is None else self.compiler.compile(schema)
        return self.bodies[key]

    @property
    def message_check(self) -> Check:
        """The check of a message object (the gateway's message events are held to it)."""
        if self.message is None:
            self.message = self.strict.compile(MESSAGE)
        return self.message

    def answer_check(self, method: str, shape: str, status: int) -> Check | None:
        """The check of the answer with ``status`` from ``shape`` (the tests hold the emulator's
        answers to it); None where the description gives no schema."""
        key = (method, shape, status)
        if key not in self.answers:
            operation = self.operation(method, shape) or {}
            answer = operation.get("responses", {}).get(str(status))
            if answer is not None and "$ref" in answer:
                answer = _component(self.document, answer["$ref"])
            schema = _json_schema(answer)
            self.answers[key] = None if schema is None else self.strict.compile(schema)
        return self.answers[key]


def _component(document: dict[str, Any], ref: str) -> dict[str, Any]:
    node: Any = document
    for part in ref.removeprefix("#/").split("/"):
        node = node[part]
    return dict(node)


def _json_schema(part: dict[str, Any] | None) -> Schema | None:
    """A request body's or an answer's schema in JSON. A multipart body is the same JSON in its
    ``payload_json`` part, which is what the emulator reads (http_util.read_body)."""
    if not part:
        return None
    schema: Schema | None = (part.get("content") or {}).get("application/json", {}).get("schema")
    return schema


@cache
def spec() -> Spec:
    """The description, read once per process."""
    return Spec(json.loads(SPEC_FILE.read_text(encoding="utf-8")))


def shape_of(route: str, path: str) -> str:
    """The shape the description files ``path`` under: the route's parameters as "{}", except
    where the path holds a literal the description names apart (``@original``, ``@me``)."""
    out = []
    for template, actual in zip(route.split("/"), path.split("/"), strict=False):
        if template.startswith("{"):
            out.append(actual if actual.startswith("@") else "{}")
        else:
            out.append(template)
    return "/".join(out)


def check_body(method: str, route: str, path: str, body: Any) -> Any:
    """``body`` as Discord reads it (integer snowflakes as strings), or the refusal Discord
    answers (:class:`errors.DiscordError`, 50035) if it breaks the route's schema."""
    if body is None:
        return None
    check = spec().body_check(method, shape_of(route, path))
    if check is None:
        return body
    problems: Problems = []
    read = check(body, "", problems)
    if problems:
        raise errors.invalid_form_body(problems)
    return read


def check_answer(method: str, route: str, path: str, status: int, body: Any) -> Problems:
    """What in an answer of the emulator's breaks the description's schema for it (the tests' check)."""
    check = spec().answer_check(method, shape_of(route, path), status)
    problems: Problems = []
    if check is not None:
        check(body, "", problems)
    return problems


MESSAGE = {"$ref": "#/components/schemas/MessageResponse"}


def check_event_message(message: Any) -> Problems:
    """What in a MESSAGE_CREATE or MESSAGE_UPDATE event's message breaks the description's
    message object, held strictly as an answer is. The description has no gateway events, but
    the docs ("Message Create", events/gateway-events.mdx) make the event's payload the message
    object with a few more fields (``guild_id``, ``member``), which the schema, naming them not,
    passes by."""
    problems: Problems = []
    spec().message_check(message, "", problems)
    return problems


@cache
def locales() -> frozenset[str]:
    """The locales a command's localizations may be keyed by: the description's
    AvailableLocalesEnum. The docs' table (reference.mdx "Locales") lists 32 of its 34; the
    two more, ar and he, fit the description's own cap of 34 keys, so they are taken."""
    table = spec().document["components"]["schemas"]["AvailableLocalesEnum"]["oneOf"]
    return frozenset(str(entry["const"]) for entry in table)
