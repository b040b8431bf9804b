"""The first lesson of `/poker learn`, played in the sandbox's page to the end of its deal.

bob types `/poker learn` in #poker, opens the private thread the answer names from his
channel list, and plays the lesson's deal against the robots: at each of his turns he clicks
My hand, and the coach's words ("Foster (" and the chapter) come in an answer his page marks
as his alone; he then does what the coach suggests, or the plain safe thing.  carol, at her
own tab, never sees the thread, the lesson or a word of the coach: neither her drawn page nor
her page's data.  alice, an admin, manages threads and so may see the thread: she has no tab.
"""

from __future__ import annotations

import json
import re
import time
from typing import Any

import pytest

from bot.text.click_words import not_dealt_yet
from bot.text.learn_words import lesson as lesson_words
from engine.course import COURSE
from tests.browser.docs import Wanted, photograph
from tests.browser.page import Look, Member, Message
from tests.browser.sandbox import Sandbox, note
from tests.browser.table import RESULT

pytestmark = pytest.mark.browser

COACH = "Foster ("  # the coach names Foster's chapter for every piece of advice
THREAD = "Lessons for Bob"  # his display name
TURN = re.compile(r"\bbob to say\b", re.IGNORECASE)
BUTTON = re.compile(r"pk:\d+:\d+:(\d+):([a-z_]+)$")
PLAIN = ("decline_straddle", "come_in", "stay", "see", "check", "call", "pat", "pass")


def tabs(sandbox: Sandbox, chrome: Any, names: tuple[str, ...]) -> dict[str, Member]:
    """A tab for each member, his page open at #poker, the bot online."""
    members: dict[str, Member] = {}
    for i, name in enumerate(names):
        if i:
            chrome.switch_to.new_window("tab")
        chrome.get(sandbox.page(name))
        members[name] = Member(name, sandbox.members[name], chrome, chrome.current_window_handle)
    for member in members.values():
        member.wait("the bot online and #poker open", lambda look: look.status == "online" and "poker" in look.channel)
    return members


def check_carol(sandbox: Sandbox, carol: Member, thread: str, title: str) -> None:
    """Nothing of bob's thread on carol's page, drawn or in its data."""
    look = carol.look()
    drawn = " ".join([look.rest, *(m.text for m in look.messages)])
    for words in (COACH, title, THREAD):
        assert words not in drawn, f"carol's page shows {words!r}: {drawn[:600]}"
    state = sandbox.state("carol")
    assert thread not in {c["id"] for c in state["channels"]}, "carol is given bob's lesson thread"
    assert thread not in state["messages"], "carol is given the messages of bob's lesson thread"
    data = json.dumps(state, ensure_ascii=False)
    for words in (COACH, title):
        assert words not in data, f"carol's page data holds {words!r}"


def table_message(look: Look) -> Message | None:
    """The newest message with My hand: the table's (his private answers carry only Coach)."""
    return next((m for m in reversed(look.messages) if any(c.endswith(":hand") for c, _ in m.buttons)), None)


def bobs_turn(look: Look) -> tuple[Message, dict[str, str], int] | str | None:
    """The table message when it names bob to say, with its buttons by verb and their step;
    "over" once the deal's result is out."""
    if look.newest(RESULT):
        return "over"
    table = table_message(look)
    if table is None or not TURN.search(table.words()):
        return None
    found = [m for m in (BUTTON.match(cid) for cid, _ in table.buttons) if m]
    steps = {int(m.group(1)) for m in found}
    if len(steps) != 1:
        return None
    return table, {m.group(2): m.group(0) for m in found}, steps.pop()


def test_the_first_lesson_coaches_bob_on_his_page_alone(sandbox, chrome, screenshots, docs_pictures, request):
    started = time.monotonic()
    members = tabs(sandbox, chrome, ("bob", "carol"))
    bob, carol = members["bob"], members["carol"]
    lesson = COURSE[0]
    hints = lesson.deals[0].hints
    title = lesson_words(lesson.key).title
    # For the docs: the coach's words beside bob's dealt hand (a straddle is said before the cards).
    wanted = Wanted("sandbox-learn.png", "bob", lambda text: COACH in text and not_dealt_yet() not in text)
    shots = 0

    def shoot(label: str) -> None:
        nonlocal shots
        shots += 1
        for member in members.values():
            member.screenshot(screenshots, f"{shots:02d}-{label}")

    answer = bob.slash("poker learn", expect="Your lessons are in")
    assert answer.ephemeral, f"the answer to /poker learn is not bob's alone: {answer.text}"
    thread = sandbox.until("bob's lesson thread in his channel list", lambda: next(
        (c["id"] for c in sandbox.state("bob")["channels"] if c.get("name") == THREAD), None))
    # The answer came before his page knew the thread: once it does, the link names it.
    bob.wait("the answer's link naming his thread",
             lambda look: any(m.id == answer.id and f"#{THREAD}" in m.text for m in look.messages) or None)
    shoot("learn")
    check_carol(sandbox, carol, thread, title)
    bob.open_channel(thread, THREAD)
    bob.wait("the first lesson's words", lambda look: look.newest(title) or None)
    shoot("thread")

    coached = 0
    for _ in range(40):
        turn = bob.wait("bob to say in the lesson, or its result", bobs_turn)
        if turn == "over":
            break
        assert not isinstance(turn, str)
        table, verbs, step = turn
        before = {m.id for m in bob.look().messages}
        bob.click(f'#messages .message[data-message-id="{table.id}"] button[data-custom-id="{verbs["hand"]}"]')
        advice = bob.wait(f"the coach's words under My hand at step {step}", lambda look, before=before: next(
            (m for m in look.messages if m.id not in before and not m.thinking and COACH in m.text), None))
        assert advice.ephemeral, f"the coach's words are not marked as bob's alone: {advice.text[:300]}"
        coached += 1
        shoot(f"{step:02d}-coach")
        if docs_pictures is not None and wanted.taken is None and wanted.when(advice.text):
            wanted.taken = photograph(bob, advice.id, docs_pictures / wanted.filename)
        check_carol(sandbox, carol, thread, title)
        hinted = [v for v in (hints.get("straddling"), hints.get("before_draw")) if v in verbs and v != "bet"]
        verb = next(iter(hinted), None) or next((v for v in PLAIN if v in verbs), None)
        assert verb, f"bob has no move the test knows among {sorted(verbs)}"
        bob.click(f'#messages .message[data-message-id="{table.id}"] button[data-custom-id="{verbs[verb]}"]')

        def moved(look: Look, step: int = step) -> bool:
            later = table_message(look)
            return bool(look.newest(RESULT)) or later is None or all(
                int(m.group(1)) != step for m in (BUTTON.match(c) for c, _ in later.buttons) if m)

        bob.wait(f"the lesson past step {step} ({verb})", moved)
        shoot(f"{step:02d}-{verb}")
    else:
        raise AssertionError("the first lesson's deal did not end in 40 of bob's turns")

    bob.wait("the lesson's result", lambda look: look.newest(RESULT))
    shoot("over")
    assert coached, "bob was never to say in the first lesson"
    check_carol(sandbox, carol, thread, title)
    carol.open_channel(sandbox.channels["poker"], "poker")
    check_carol(sandbox, carol, thread, title)
    assert docs_pictures is None or wanted.taken, "the picture of the coach's words was never taken"
    took = time.monotonic() - started
    note(request.config, f"{request.node.nodeid}: the coach spoke at {coached} turn(s), {shots} steps in {took:.0f} s")
