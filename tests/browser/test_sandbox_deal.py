"""Three members play a deal of draw poker in `poker-bot sandbox`'s page, in headless Chromium.

alice, bob and carol each have a tab.  They buy chips and sit down by typing slash
commands, and play by clicking the table message's buttons, each when the table
message names him to say; the first to draw throws his lowest card through the
discard picker in his DM, the others stand pat; after the draw the first to speak
bets the least and the others call, so the hands are shown.  The test decides
every move from what the member's own page shows (his cards from his DM, the
buttons on offer), never from the bot's insides, and any deal works: no seed.

After every move it reads each member's page, and the page's data (`/api/state`
as him), and fails if either holds a card of another player's hand that the
show-down has not shown.  A screenshot of each page at each step is kept.
"""

from __future__ import annotations

import json
import re
import time
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pytest

from tests.browser.page import Look, Member, Message, cards_in, deals_named
from tests.browser.sandbox import Sandbox, note

pytestmark = pytest.mark.browser

NAMES = ("alice", "bob", "carol")
RANKS = "23456789TJQKA"
STAKE = 200
RESULT = "sealed by sha256"  # the last line of every deal's result message


@dataclass
class Deal:
    """One deal, as the members have seen it."""

    number: int
    players: list[str]
    secret: dict[str, set[str]] = field(default_factory=dict)  # every card each has held, from his DMs
    final: dict[str, set[str]] = field(default_factory=dict)  # his hand now
    drawer: str | None = None
    shown: set[str] = field(default_factory=set)  # what the show-down showed
    over: bool = False


class Table:
    """The test's hands on the three tabs, and its checks of what each one shows."""

    def __init__(self, sandbox: Sandbox, members: dict[str, Member], folder: Path) -> None:
        self.sandbox = sandbox
        self.members = members
        self.folder = folder
        self.shots = 0
        self.deal: Deal | None = None
        self.checked = 0

    # --- what the pages show -------------------------------------------------------------

    def emojis(self) -> dict[str, str]:
        state = self.sandbox.state("alice")
        return {eid: e.get("name", "") for eid, e in (state.get("emojis") or {}).items()}

    def step(self, label: str) -> None:
        """Every member's page, now: checked for anyone else's cards, and photographed."""
        if self.deal is not None and not self.deal.over:
            self.read_hands()
        self.shots += 1
        emojis = self.emojis()
        for member in self.members.values():
            member.emojis = emojis
            look = member.look()
            self.check_private(member, look, emojis)
            member.screenshot(self.folder, f"{self.shots:02d}-{label}")

    def others_cards(self, name: str) -> set[str]:
        deal = self.deal
        if deal is None:
            return set()
        hidden = set().union(*(deal.secret.get(p, set()) for p in deal.players if p != name))
        return hidden - deal.shown

    def check_private(self, member: Member, look: Look, emojis: dict[str, str]) -> None:
        hidden = self.others_cards(member.name)
        number = self.deal.number if self.deal else None
        for message in look.messages:
            if another_deal(message.text, number):
                continue
            leaked = cards_in(message.text, emojis) & hidden
            assert not leaked, (f"{member.name}'s page shows {sorted(leaked)} of another player's unshown hand "
                                f"in #{look.channel}: {message.text[:400]}")
        leaked = cards_in(look.rest, emojis) & hidden
        assert not leaked, f"{member.name}'s page shows {sorted(leaked)} of another's hand outside the messages"
        self.check_state(member, emojis, hidden, number)
        self.checked += 1

    def check_state(self, member: Member, emojis: dict[str, str], hidden: set[str], number: int | None) -> None:
        """The page's data as him: no one else's ephemeral answer, no other hand's picture, no card."""
        state = self.sandbox.state(member.name)
        dm = (state.get("dm") or {}).get("id")
        for channel, messages in state["messages"].items():
            for message in messages:
                for_whom = ((message.get("interaction_metadata") or {}).get("user") or {}).get("id")
                if message.get("flags", 0) & 64 and for_whom is not None:
                    assert str(for_whom) == member.user_id, f"{member.name} is sent an answer for {for_whom}"
                pictures = [a for a in message.get("attachments", []) if a.get("filename") == "hand.png"]
                assert not pictures or channel == dm or message.get("flags", 0) & 64, \
                    f"{member.name}'s page is given a hand's picture in a channel not his own: {message.get('content')}"
                text = message_text(message)
                if another_deal(text, number):
                    continue
                leaked = cards_in(text, emojis) & hidden
                assert not leaked, f"{member.name}'s page data holds {sorted(leaked)} of another's hand: {text[:400]}"

    # --- acting ----------------------------------------------------------------------------

    def wait_for_deal(self, after: int) -> Deal:
        """The next deal's table message, and who is dealt in (his hand comes by DM: `read_hands`)."""
        alice = self.members["alice"]

        def dealt(look: Look) -> Deal | None:
            table = look.table_message()
            numbers = [int(b["deal"]) for b in table.table_buttons()] if table else []
            if not numbers or max(numbers) <= after:
                return None
            return Deal(max(numbers), [n for n in NAMES if seated(n, table.text)])

        deal = alice.wait(f"a deal after deal {after}", dealt)
        assert len(deal.players) >= 2, deal
        self.deal = deal
        return deal

    def read_hands(self, *, wait: bool = False) -> None:
        """Each player's cards, from his DM in his page, once the bot has written them there (the
        cards are dealt after the blind and the straddles are said); with `wait`, wait for them."""
        deal = self.deal
        assert deal is not None
        for name in deal.players:
            if name in deal.final or not (wait or self.hand_sent(name, deal.number)):
                continue
            deal.secret[name] = deal.final[name] = self.hand_from_dm(self.members[name], deal.number, "Your hand:")
            assert len(deal.final[name]) == 5, (name, deal.final[name])
        held = [c for name in deal.final for c in deal.final[name]]
        assert len(held) == len(set(held)), f"two players were sent the same card: {deal.final}"

    def hand_sent(self, name: str, number: int) -> bool:
        state = self.sandbox.state(name)
        dm = (state.get("dm") or {}).get("id")
        return any("Your hand:" in (m.get("content") or "") and number in deals_named(m.get("content") or "")
                   for m in state["messages"].get(dm, []))

    def dm_of(self, member: Member) -> str:
        def dm() -> str | None:
            return (self.sandbox.state(member.name).get("dm") or {}).get("id")
        return self.sandbox.until(f"{member.name}'s DM channel", dm)

    def hand_from_dm(self, member: Member, number: int, words: str) -> set[str]:
        """Open his DMs, read his cards of this deal from the bot's message there, go back to #poker."""
        member.open_channel(self.dm_of(member))
        message = member.wait(f"his DM of deal {number} saying {words!r}",
                              lambda look: next((m for m in reversed(look.messages) if words in m.text
                                                 and number in deals_named(m.text)), None))
        cards = cards_in(message.text, member.emojis)
        self.check_private(member, member.look(), member.emojis)  # his DMs hold nobody else's cards
        self.shots += 1
        member.screenshot(self.folder, f"{self.shots:02d}-deal{number}-dm")
        member.open_channel(self.sandbox.channels["poker"], "poker")
        return cards

    def to_say(self) -> tuple[Member, int, int, int] | None:
        """Whose turn the table message names, and the step its buttons are for; None once over."""
        deal = self.deal
        assert deal is not None

        def turn(look: Look) -> tuple[str, int, int, int] | bool | None:
            if look.newest(f"Deal {deal.number}", RESULT):
                return True
            table = look.table_message()
            if table is None:
                return None
            steps = {(int(b["table"]), int(b["deal"]), int(b["step"])) for b in table.table_buttons()}
            named = [n for n in deal.players if re.search(rf"\b{n} to say\b", table.text, re.IGNORECASE)]
            if len(steps) != 1 or len(named) != 1:
                return None
            (table_id, number, step), = steps
            return (named[0], table_id, number, step) if number == deal.number else None

        found = self.members["alice"].wait(f"deal {deal.number}: someone to say, or its result", turn)
        if found is True:
            return None
        name, table_id, number, step = found
        return self.members[name], table_id, number, step

    def play(self) -> None:
        """Play the deal in play to its end, a step at a time."""
        deal = self.deal
        assert deal is not None
        label = f"deal{deal.number}-over"
        for _ in range(60):
            turn = self.to_say()
            if turn is None:
                break
            member, table_id, number, step = turn

            def ours(look: Look, table_id: int = table_id, number: int = number, step: int = step) -> Message | None:
                table = look.table_message()
                prefix = f"pk:{table_id}:{number}:{step}:"
                return table if table and any(c.startswith(prefix) for c, _ in table.buttons) else None

            table = member.wait(f"the table's buttons for step {step}", ours)
            verbs = {m["verb"]: m.group(0) for m in table.table_buttons()}
            said = self.choose(member, table, verbs)
            label = f"deal{number}-{step:02d}-{member.name}-{said}"
            if self.moved_on(member, number, step) == "over":
                break  # the show-down is checked with what it showed (`finish`)
            self.step(label)
        else:
            raise AssertionError(f"deal {deal.number} did not end in 60 steps")
        self.finish(label + "-result")

    def choose(self, member: Member, table: Message, verbs: dict[str, str]) -> str:
        """The safe move among the buttons offered; returns what he did."""
        deal = self.deal
        assert deal is not None

        def press(verb: str) -> str:
            member.click(f'#messages .message[data-message-id="{table.id}"] button[data-custom-id="{verbs[verb]}"]')
            return verb

        if "decline_straddle" in verbs:
            return press("decline_straddle")
        if "open" in verbs:  # the page offers Open… to anyone; the bot tells him privately if he may not
            before = {m.id for m in member.look().messages}
            press("open")
            answer = member.wait("an answer to Open…", lambda look: next(
                (m for m in look.messages if m.id not in before and m.ephemeral), None))
            if "may not open" in answer.text:
                return press("pass")
            self.pick_least(member, answer)
            return "open"
        for verb in ("come_in", "stay"):
            if verb in verbs:
                return press(verb)
        if "draw" in verbs:
            self.read_hands(wait=True)
            if deal.drawer is None and len(deal.players) == len(NAMES):
                self.draw_in_dm(member)
                return "draw"
            return press("pat")
        if "bet" in verbs:
            before = {m.id for m in member.look().messages}
            press("bet")
            picker = member.wait("the amount picker", lambda look: next(
                (m for m in look.messages if m.id not in before and any(s.startswith("pka:") for s in m.selects)), None))
            self.pick_least(member, picker)
            return "bet"
        for verb in ("call", "see", "check"):
            if verb in verbs:
                return press(verb)
        return press("pass")

    def pick_least(self, member: Member, picker: Message) -> None:
        """In a private amount picker, the least amount (one value sends at once)."""
        from selenium.webdriver.common.by import By

        where = f'#messages .message[data-message-id="{picker.id}"]'
        member.click(f'{where} .select[data-custom-id^="pka:"]')
        member.element(f"{where} .select-menu .select-option[data-value]")
        values = [e.get_attribute("data-value") for e in
                  member.driver.find_elements(By.CSS_SELECTOR, f"{where} .select-menu .select-option[data-value]")]
        member.click(f'{where} .select-menu .select-option[data-value="{min(values, key=int)}"]')

    def draw_in_dm(self, member: Member) -> None:
        """His draw, in his DM's discard picker: his lowest card thrown; his new hand read back."""
        deal = self.deal
        assert deal is not None
        deal.drawer = member.name
        hand = deal.final[member.name]
        lowest = min(hand, key=lambda c: RANKS.index(c[0]))
        member.open_channel(self.dm_of(member))
        picker = member.wait(f"the discard picker of deal {deal.number}", lambda look: next(
            (m for m in look.messages if deal.number in deals_named(m.text)
             and any(s.startswith("pkd:") for s in m.selects)), None))
        where = f'#messages .message[data-message-id="{picker.id}"]'
        member.click(f'{where} .select[data-custom-id^="pkd:"]')
        member.click(f'{where} .select-menu .select-option[data-value="{lowest}"]')
        self.shots += 1
        member.screenshot(self.folder, f"{self.shots:02d}-deal{deal.number}-discarding-{lowest}")
        member.click(f"{where} .select-done")
        drawn = self.hand_from_dm(member, deal.number, "after the draw")
        assert len(drawn) == 5 and hand - {lowest} <= drawn and lowest not in drawn, (hand, lowest, drawn)
        deal.final[member.name] = drawn
        deal.secret[member.name] |= drawn

    def moved_on(self, member: Member, number: int, step: int) -> str:
        """Wait for the table to move past this step: "next", or "over" once the result is out."""
        def later(look: Look) -> str | None:
            if look.newest(f"Deal {number}", RESULT):
                return "over"
            table = look.table_message()
            moved = table and any(int(b["deal"]) > number or int(b["step"]) > step for b in table.table_buttons())
            return "next" if moved else None
        return member.wait(f"deal {number} past step {step}", later)

    def finish(self, label: str) -> None:
        """The result is on every page; what it shows is whole hands of the call, nothing else."""
        deal = self.deal
        assert deal is not None
        results = {name: m.wait(f"the result of deal {deal.number}",
                                lambda look: look.newest(f"Deal {deal.number}", RESULT))
                   for name, m in self.members.items()}
        shown = cards_in(results["alice"].text, self.emojis())
        self.read_hands(wait=bool(shown))  # a deal may end before any card is dealt
        held = set().union(*deal.final.values())
        assert shown <= held, f"the result shows cards no final hand holds: {sorted(shown - held)}"
        for name in deal.players:
            assert deal.final[name] & shown in (set(), deal.final[name]), \
                f"the result shows part of {name}'s hand: {sorted(deal.final[name] & shown)}"
        deal.shown = shown
        deal.over = True
        self.step(label)


def message_text(message: dict[str, Any]) -> str:
    """A message of the page's data as text for `cards_in`: its words, embeds and components,
    each option's value, and each attachment's description as a picture's."""
    values: list[str] = []

    def walk(node: Any) -> Iterator[str]:
        if isinstance(node, dict):
            if "value" in node and isinstance(node["value"], str) and "label" in node:
                values.append(node["value"])  # a select's option
            for value in node.values():
                yield from walk(value)
        elif isinstance(node, list):
            for item in node:
                yield from walk(item)
        elif isinstance(node, str):
            yield node

    words = " ".join([*walk(message.get("content", "")), *walk(message.get("embeds", [])),
                      *walk(message.get("components", []))])
    pictures = " ".join(f" [img {a.get('description') or ''}|{a.get('filename') or ''}|] "
                        for a in message.get("attachments", []))
    return words + pictures + " ".join(f" [value {v}] " for v in values)


def sit_down(member: Member) -> bool:
    """`/poker join`; False if a deal began first (the clock deals five seconds after two sit
    down, and no one sits down during a deal): he tries again when it is over."""
    said = member.slash("poker join", {"stake": str(STAKE)})
    assert f"You sit down with {STAKE} chips" in said.text or "is in play" in said.text, said.text
    return "You sit down" in said.text


def another_deal(text: str, number: int | None) -> bool:
    """A message of another deal only (its cards are another shuffle's)."""
    named = deals_named(text)
    return number is not None and bool(named) and number not in named


def seated(name: str, text: str) -> bool:
    """Whether the table message's seats name him (``Alice (age): 199 chips``: the page shows
    each member by his display name)."""
    return re.search(rf"\b{name}\b[^:]{{0,80}}: \d+ chips", text, re.IGNORECASE) is not None


def test_three_members_play_a_deal_in_the_page(sandbox, chrome, screenshots, request):
    started = time.monotonic()
    members: dict[str, Member] = {}
    for i, name in enumerate(NAMES):
        if i:
            chrome.switch_to.new_window("tab")
        chrome.get(sandbox.page(name))
        members[name] = Member(name, sandbox.members[name], chrome, chrome.current_window_handle)
    for member in members.values():
        member.wait("the bot online and #poker open",
                    lambda look: look.status == "online" and "poker" in look.channel)
    table = Table(sandbox, members, screenshots)
    table.step("opened")

    alice = members["alice"]
    # A deal's turns wait as long as the test needs: the laws never act for a slow machine.
    alice.slash("poker-admin limits", {"field": "turn_timeout", "value": "3600"}, expect="is now")
    for member in members.values():
        bought = member.slash("bank buy", {"chips": "500"})
        assert "500" in bought.text, bought.text
    alice.slash("poker start", expect="The table is open")
    table.step("table-open")
    standing = [member for member in members.values() if not sit_down(member)]
    members["carol"].slash("poker deal")  # or the clock has dealt already: either answer will do
    table.step("seated")

    played: list[Deal] = []
    for _ in range(4):  # first, maybe, a deal the clock dealt before carol sat, or one nobody opened
        deal = table.wait_for_deal(played[-1].number if played else 0)
        table.step(f"deal{deal.number}-dealt")
        table.play()
        played.append(deal)
        if len(deal.players) == 3 and deal.drawer and deal.shown:
            break
        standing = [member for member in standing if not sit_down(member)]
    else:
        pytest.fail(f"no deal of three players came to a show-down with a draw in {len(played)} deals")

    assert len(deal.final[deal.drawer]) == 5 and deal.secret[deal.drawer] != deal.final[deal.drawer]
    for member in members.values():
        assert member.look().newest(f"Deal {deal.number}", RESULT) is not None
    took = time.monotonic() - started
    note(request.config, f"{request.node.nodeid}: {len(played)} deal(s), {table.shots} steps "
                         f"({table.checked} pages checked for others' cards) in {took:.0f} s")
    print(f"browser test: {took:.0f} s; screenshots in {screenshots}")
    (screenshots / "deals.json").write_text(json.dumps(
        [{"number": d.number, "players": d.players, "drawer": d.drawer, "shown": sorted(d.shown)} for d in played],
        indent=1))
