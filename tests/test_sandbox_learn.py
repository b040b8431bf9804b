"""`/poker learn` in `poker-bot sandbox`, through the members' pages: bob opens his lessons and
plays the first one in his private thread with the robots; the coach speaks on his page at each
of his turns once the cards are dealt, and nothing of the thread (the coach's words, the lesson's,
its table) reaches carol's page."""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

from bot.text import learn_words
from engine.course import COURSE, lessons_for, tutorial_rules
from tests.sandbox_run import Member, SandboxProcess
from tests.test_sandbox import RESULT, _as_members, _buttons, _picker, to_act

COACH = "Foster ("
LINK = re.compile(r"<#(\d+)>")


def _said(member: Member) -> str:
    return json.dumps([{k: m.get(k) for k in ("content", "embeds", "components")} for m in member.messages.values()],
                      ensure_ascii=False)


async def _play_first_lesson(members: dict[str, Member], poker: str) -> None:
    bob = members["bob"]
    asked = await bob.slash(poker, "poker learn")
    answer = await bob.wait_for(lambda: next((m for m in bob.messages.values() if (m.get("interaction_metadata") or {})
                                              .get("id") == asked["interaction_id"] and m.get("content")), None),
                                timeout=60, what="the answer to /poker learn")
    link = LINK.search(answer["content"])
    assert link, answer["content"]
    thread = link.group(1)
    intro = learn_words.lesson_intro(COURSE[0].key, 1, len(lessons_for(tutorial_rules())))
    await bob.wait_for(lambda: any(intro in m.get("content", "") for m in bob.in_channel(thread)), timeout=60,
                       what="the first lesson's words")
    hints = COURSE[0].deals[0].hints
    for _ in range(40):
        message = await bob.wait_for(lambda: _ready(bob, thread), timeout=90, what="the table to move")
        if message == "over":
            return
        verbs = {c["custom_id"].split(":")[-1]: c["custom_id"] for c in _buttons(message)}
        step = verbs["hand"].split(":")[3]
        if "straddle" not in verbs and "decline_straddle" not in verbs:  # the cards are dealt
            hand = (await bob.act(kind="click", message_id=message["id"], custom_id=verbs["hand"]))["interaction_id"]
            await bob.wait_for(lambda a=hand: any(
                (m.get("interaction_metadata") or {}).get("id") == a and COACH in m.get("content", "")
                for m in bob.messages.values()), timeout=60, what="the coach under his hand")
        verb = next((v for v in (hints.get("straddling"), hints.get("before_draw")) if v in verbs), None) or next(
            v for v in ("decline_straddle", "come_in", "stay", "see", "check", "call", "pat", "pass") if v in verbs)
        if verb == "bet":
            asked = (await bob.act(kind="click", message_id=message["id"], custom_id=verbs["bet"]))["interaction_id"]
            picker, select = await bob.wait_for(lambda a=asked: _picker(bob, thread, "pka:", a), what="the amounts")
            await bob.act(kind="select", message_id=picker["id"], custom_id=select["custom_id"],
                          values=[select["options"][0]["value"]])
        else:
            await bob.act(kind="click", message_id=message["id"], custom_id=verbs[verb])
        await bob.wait_for(lambda s=step: _moved(bob, thread, s), timeout=60, what="the step to pass")
    raise AssertionError("the first lesson did not end")


def table_message(member: Member, thread: str) -> dict[str, Any] | None:
    """The table message: the newest with My hand (not his private answers, which carry Coach)."""
    for message in reversed(member.in_channel(thread)):
        if any(c["custom_id"].endswith(":hand") for c in _buttons(message)):
            return message
    return None


def _ready(member: Member, thread: str) -> Any:
    if any(RESULT.match(m.get("content", "")) for m in member.in_channel(thread)):
        return "over"
    message = table_message(member, thread)
    return message if message is not None and to_act(message) == member.name else None


def _moved(member: Member, thread: str, step: str) -> bool:
    message = table_message(member, thread)
    return any(RESULT.match(m.get("content", "")) for m in member.in_channel(thread)) or message is None or all(
        c["custom_id"].split(":")[3] != step for c in _buttons(message) if c["custom_id"].startswith("pk:"))


def test_the_first_lesson_in_the_page_coaches_only_the_learner(tmp_path: Path) -> None:
    db = tmp_path / "sandbox" / "poker.db"
    sandbox = SandboxProcess(db)
    url = sandbox.start()
    members = _as_members(url, _play_first_lesson)
    assert sandbox.stop() == 0, sandbox.output
    assert sandbox.problems() == [], sandbox.output
    bob, carol = members["bob"], members["carol"]
    assert COACH in _said(bob)
    threads = {m["channel_id"] for m in bob.messages.values()} - {m["channel_id"] for m in carol.messages.values()}
    assert threads, "bob's thread is his"
    assert COACH not in _said(carol) and learn_words.lesson("blind").title not in _said(carol)
    assert not any(m["channel_id"] in threads for m in carol.messages.values())
