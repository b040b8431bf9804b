"""Free text a member may type: the slash options that take it, found in the command tree the
bot synced (so a new command joins the tests by itself), and odd text to type into them.

Discord lets a member type up to 6,000 characters into a string option; what he types may hold
control characters, right-to-left marks, zero-width characters, emoji, backticks, mentions and
markdown.  `odd_text` makes such text; `answer_problems` says what is wrong with the bot's answer
to it: it must be one answer, accepted by Discord, and a refusal must be one line that does not
echo the text back at length.
"""

from __future__ import annotations

import random
import re
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from discord_emulator import DiscordWorld, InteractionRecord
    from discord_emulator.model import Channel, Message, User

SUB_COMMAND, GROUP, STRING, INTEGER, BOOLEAN, NUMBER = 1, 2, 3, 4, 5, 10
MAX_OPTION = 6000  # the most Discord lets a member type into a string option
LONGEST_ECHO = 40  # the most of what he typed an answer may quote back, in one piece
EXAMPLE = re.compile(r'e\.g\. "([^"]+)"')  # an option's description may give an example value

PIECES = (
    "As", "Kd", "10h", "Jo", "🃏", "♠", "x", "Z", " ", "  ", "\t", "\n", "\r\n", "\x00", "\x07", "\x1b[31m",
    "\u200b", "\u200d", "\u200e", "\u200f", "\u202e", "\u2066", "\ufeff", "e\u0301", "👍🏽", "👨‍👩‍👧", "🏳️‍🌈",
    "`", "```", "@everyone", "@here", "<@1>", "<#1>", "**", "__", "||", "~~", "# ", "> ", "-# ",
    "[a](http://x)", "\\", "'", '"', "%s", "{}", "law", "37", "27-29", "-", "—", "٣", "²", ",", ".", "#",
)


@dataclass(frozen=True)
class FreeText:
    """A string option without choices: whatever a member types goes to the bot."""

    command: str  # its command's whole name, "poker-admin limits"
    option: dict[str, Any]
    others: tuple[dict[str, Any], ...]  # the command's other options

    @property
    def name(self) -> str:
        return str(self.option["name"])

    def __str__(self) -> str:
        return f"/{self.command} {self.name}"


def free_text_options(world: DiscordWorld, guild: Any) -> list[FreeText]:
    """Every free-text option of every slash command the bot synced (for the guild and globally)."""
    found: list[FreeText] = []

    def walk(path: list[str], node: dict[str, Any]) -> None:
        options = node.get("options") or []
        for option in options:
            if option["type"] in (SUB_COMMAND, GROUP):
                walk([*path, option["name"]], option)
        plain = [o for o in options if o["type"] not in (SUB_COMMAND, GROUP)]
        for option in plain:
            if option["type"] == STRING and not option.get("choices"):
                found.append(FreeText(" ".join(path), option, tuple(o for o in plain if o is not option)))

    for command in [*world.commands(guild), *world.commands()]:
        if command.get("type", 1) == 1:
            walk([command["name"]], command)
    return found


async def plain_value(world: DiscordWorld, user: User, channel: Channel, free: FreeText,
                      option: dict[str, Any]) -> Any:
    """A sensible value for another option of the command: its first choice, the bot's first
    suggestion, the example its description gives, or the least number it takes."""
    if option.get("choices"):
        return option["choices"][0]["value"]
    kind = option["type"]
    if kind == STRING:
        if option.get("autocomplete"):
            offered = await world.autocomplete(user, channel, free.command, {option["name"]: ""},
                                               focused=option["name"])
            if offered:
                return offered[0]["value"]
        example = EXAMPLE.search(option.get("description", ""))
        return example.group(1) if example else "x"
    if kind in (INTEGER, NUMBER):
        return option.get("min_value", 1)
    if kind == BOOLEAN:
        return False
    raise LookupError(f"no plain value for {free}'s option {option['name']} (type {kind})")


async def options_with(world: DiscordWorld, user: User, channel: Channel, free: FreeText,
                       text: str) -> dict[str, Any]:
    """`text` in the free option, and a plain value in each other required one."""
    options: dict[str, Any] = {free.name: text}
    for other in free.others:
        if other.get("required"):
            options[other["name"]] = await plain_value(world, user, channel, free, other)
    return options


def odd_text(rng: random.Random, length: int) -> str:
    """`length` characters of what a member might paste: the pieces above, some of them in long
    runs (a run of spaces is where a careless pattern backtracks)."""
    parts: list[str] = []
    size = 0
    while size < length:
        piece = rng.choice(PIECES)
        if rng.random() < 0.1:
            piece *= rng.randint(2, max(2, length // max(1, 2 * len(piece))))
        parts.append(piece)
        size += len(piece)
    return "".join(parts)[:length]


def answer_of(record: InteractionRecord) -> Message | None:
    """The message that answered the interaction: its reply, or the deferred reply filled in."""
    return record.original


def answered(record: InteractionRecord) -> bool:
    """Whether the interaction has its answer: a reply, or a deferred reply filled in."""
    original = record.original
    return record.callback is not None and original is not None and not original.flags & (1 << 7)


def answer_problems(world: DiscordWorld, record: InteractionRecord, typed: str, dms_before: int) -> list[str]:
    """What is wrong with the bot's answer to `typed`: none when the member got exactly one
    answer, Discord accepted every request the bot made for it, and the answer is a one-line
    refusal quoting at most a short piece of what he typed."""
    problems: list[str] = []
    refused = [f"{r.method} {r.route} {r.status} ({r.error_code})" for r in world.requests
               if (record.token in r.path or f"/interactions/{record.id}/" in r.path) and r.status >= 400]
    if refused:
        problems.append(f"Discord refused {refused}")
    if [status for status, _ in record.attempts] != [200]:
        problems.append(f"callback attempts {[status for status, _ in record.attempts]}")
    if not answered(record):
        problems.append("no answer")
        return problems
    original = record.original
    assert original is not None
    extra = [m for m in record.followups if m is not original]
    if extra:
        problems.append(f"{len(extra)} more answers: {[m.content[:80] for m in extra]}")
    if len(world.dms(record.user)) != dms_before:
        problems.append("an answer by DM as well")
    if not original.ephemeral:
        problems.append("a public answer")
    content = original.content
    if not content or "\n" in content or original.embeds:
        problems.append(f"not a refusal in one line: {content[:200]!r} {str(original.embeds)[:200]}")
    echoed = _longest_echo(typed, content)
    if echoed > LONGEST_ECHO:
        problems.append(f"{echoed} characters of the text echoed: {content[:200]!r}")
    return problems


def _longest_echo(typed: str, answer: str) -> int:
    """The longest piece of `typed` found whole in `answer` (binary search on its length)."""
    def found(n: int) -> bool:
        pieces = {answer[i:i + n] for i in range(len(answer) - n + 1)}
        return any(typed[i:i + n] in pieces for i in range(len(typed) - n + 1))

    low, high = 0, min(len(typed), len(answer))
    while low < high:
        middle = (low + high + 1) // 2
        if found(middle):
            low = middle
        else:
            high = middle - 1
    return low
