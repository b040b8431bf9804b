"""Members at their tabs play deals of any variety through `poker-bot sandbox`'s page.

They buy chips and sit down by typing slash commands, and play by clicking the table
message's buttons, each when the table message names him to say (`tests.browser.moves`
chooses the move).  The test decides every move from what the member's own page shows (his
cards from his DM, the buttons on offer), never from the bot's insides, and any deal works:
no seed.

After every move it reads each member's page, and the page's data (`/api/state` as him),
and fails if either holds a card of another player's hand that the table has not shown
(`tests.browser.privacy`), or if the table message's drawn table (its picture, whose alt
text is the picture's description) does not name the deal.  A screenshot of each page at
each step is kept.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from tests.browser.docs import Wanted, photograph
from tests.browser.page import Look, Member, Message, cards_in, cards_in_order, deals_named
from tests.browser.privacy import another_deal, check_page, check_state
from tests.browser.sandbox import Sandbox

NAMES = ("alice", "bob", "carol")
RESULT = "sealed by sha256"  # the last line of every deal's result message
PICTURE = "table.png"  # the table message's drawn table
BUY = 500
# What the drawn table's description calls a deal of each kind (`deal_kind` in the bot's words).
KINDS = {"draw": "an ordinary pool", "jackpot": "a jack-pot", "stud": "stud poker", "straight": "straight poker",
         "whisky": "whisky poker"}
# The words of a player's DM that hold his cards, and how many of them are his alone.
DEALT_WORDS = {"stud": "Your down card:"}
SEAT = re.compile(r"(\w+)(?: \([^)]*\))?: (\d+) chips(?:, (\d+) in the pool)?")


@dataclass
class Deal:
    """One deal, as the members have seen it."""

    number: int
    players: list[str]
    variety: str
    secret: dict[str, set[str]] = field(default_factory=dict)  # every unshown card each has held, from his DMs
    final: dict[str, set[str]] = field(default_factory=dict)  # those of his hand now
    drawer: str | None = None
    shown: set[str] = field(default_factory=set)  # what the show-down showed
    over: bool = False
    kinds: set[str] = field(default_factory=set)  # what the drawn table called the deal
    pictured: int = 0  # looks at a page that showed the drawn table of this deal
    moves: list[tuple[str, str]] = field(default_factory=list)  # (who, what he did), step by step
    stacks: dict[str, int] = field(default_factory=dict)  # each player's chips as the deal began
    result: Message | None = None


class Table:
    """The test's hands on the members' tabs, and its checks of what each one shows."""

    def __init__(self, sandbox: Sandbox, members: dict[str, Member], folder: Path, variety: str = "draw",
                 docs: Path | None = None) -> None:
        self.sandbox = sandbox
        self.docs = docs  # where to write the pictures `wanted` (--docs-pictures), if anywhere
        self.wanted: list[Wanted] = []
        self.members = members
        self.folder = folder
        self.variety = variety
        self.shots = 0
        self.deal: Deal | None = None
        self.checked = 0
        self.standing: list[Member] = []  # members who could not sit down yet (a deal was in play)
        self.most = False  # bet and raise as much as may be (table stakes: all in)
        self.stakes: dict[str, int] = {}

    # --- sitting down -----------------------------------------------------------------------

    def sit_everyone(self, limits: dict[str, str], stakes: dict[str, int]) -> None:
        """alice sets the channel's limits and opens the table; everyone buys chips and sits down."""
        alice = self.members["alice"]
        # A deal's turns wait as long as the test needs: the laws never act for a slow machine.
        for name, value in {"turn_timeout": "3600", **limits}.items():
            said = alice.slash("poker-admin limits", {"field": name, "value": value}, expect="is now")
            assert f"{name} is now" in said.text, said.text
        self.step("limits")
        for member in self.members.values():
            bought = member.slash("bank buy", {"chips": str(BUY)})
            assert str(BUY) in bought.text, bought.text
        alice.slash("poker start", expect="The table is open")
        self.step("table-open")
        self.stakes = stakes
        self.standing = [member for member in self.members.values() if not sit_down(member, stakes[member.name])]
        self.members["carol"].slash("poker deal")  # or the clock has dealt already: either answer will do
        self.step("seated")

    def play_until(self, wanted: Callable[[Deal], bool], most: Callable[[Deal], bool] = lambda deal: False,
                   deals: int = 6) -> list[Deal]:
        """Deals played to their ends until one is `wanted`; `most` says whether to bet all in one."""
        played: list[Deal] = []
        for _ in range(deals):
            deal = self.wait_for_deal(played[-1].number if played else 0)
            self.most = most(deal)
            self.step(f"deal{deal.number}-dealt")
            self.play()
            played.append(deal)
            if wanted(deal):
                return played
            self.standing = [m for m in self.standing if not sit_down(m, self.stakes[m.name])]
        raise AssertionError(f"none of {len(played)} deals was the one wanted: {[d.number for d in played]}")

    # --- what the pages show ----------------------------------------------------------------

    def emojis(self) -> dict[str, str]:
        state = self.sandbox.state("alice")
        return {eid: e.get("name", "") for eid, e in (state.get("emojis") or {}).items()}

    def step(self, label: str) -> None:
        """Every member's page, now: checked for anyone else's cards and for the drawn table,
        and photographed."""
        if self.deal is not None and not self.deal.over:
            self.read_hands()
        self.shots += 1
        emojis = self.emojis()
        for member in self.members.values():
            member.emojis = emojis
            look = member.look()
            self.check_private(member, look, emojis)
            self.check_drawn_table(member, look)
            member.screenshot(self.folder, f"{self.shots:02d}-{label}")
            self.for_docs(member, look)

    def others_cards(self, name: str) -> set[str]:
        deal = self.deal
        if deal is None:
            return set()
        hidden = set().union(*(deal.secret.get(p, set()) for p in deal.players if p != name))
        return hidden - deal.shown

    def check_private(self, member: Member, look: Look, emojis: dict[str, str]) -> None:
        hidden = self.others_cards(member.name)
        number = self.deal.number if self.deal else None
        check_page(member, look, hidden, number, emojis)
        check_state(self.sandbox, member, hidden, number, emojis)
        self.checked += 1

    def check_drawn_table(self, member: Member, look: Look) -> None:
        """While a deal is in play, the table message shows its drawn table, which names the deal."""
        deal = self.deal
        if deal is None or deal.over:
            return
        table = look.table_message()
        if table is None or deal.number not in deals_named(table.text):
            return  # his page has not been given this deal's table message yet
        described = table.picture(PICTURE)
        assert described, f"{member.name}'s table message of deal {deal.number} has no drawn table: {table.text[:300]}"
        assert f"Deal {deal.number}:" in described, f"the drawn table names another deal: {described[:200]}"
        deal.kinds |= {kind for kind, words in KINDS.items() if words in described}
        deal.pictured += 1

    def for_docs(self, member: Member, look: Look) -> None:
        """The pictures for the docs this page shows now, if they are asked for."""
        deal = self.deal
        if self.docs is None or deal is None:
            return
        for wanted in self.wanted:
            if wanted.taken or wanted.member != member.name:
                continue
            if deal.over and wanted.at_end:
                message = look.newest(f"Deal {deal.number}", RESULT)
                about = message.text if message else ""
            elif not deal.over and not wanted.at_end:
                message = look.table_message()
                about = (message.picture(PICTURE) or "") if message else ""
            else:
                continue
            if message is not None and f"Deal {deal.number}" in about and wanted.when(about):
                wanted.taken = photograph(member, message.id, self.docs / wanted.filename)

    def check_docs(self) -> None:
        """Every picture asked for was taken (with --docs-pictures)."""
        missed = [w.filename for w in self.wanted if self.docs is not None and w.taken is None]
        assert not missed, f"the moments for {missed} never came"

    # --- the deal's cards, from each player's DMs -------------------------------------------

    def wait_for_deal(self, after: int) -> Deal:
        """The next deal's table message, and who is dealt in (his hand comes by DM: `read_hands`)."""
        alice = self.members["alice"]

        def dealt(look: Look) -> Deal | None:
            table = look.table_message()
            numbers = [int(b["deal"]) for b in table.table_buttons()] if table else []
            if not numbers or max(numbers) <= after:
                return None
            described = table.picture(PICTURE) or ""
            if f"Deal {max(numbers)}:" not in described:
                return None  # its picture comes with the next edit
            stacks = {m[1].lower(): int(m[2]) + int(m[3] or 0) for m in SEAT.finditer(described)}
            return Deal(max(numbers), [n for n in NAMES if n in stacks], self.variety, stacks=stacks)

        deal = alice.wait(f"a deal after deal {after}, with its drawn table", dealt)
        assert len(deal.players) >= 2, deal
        self.deal = deal
        return deal

    @property
    def dealt_words(self) -> str:
        return DEALT_WORDS.get(self.variety, "Your hand:")

    def read_hands(self, *, wait: bool = False) -> None:
        """Each player's cards, from his DM in his page, once the bot has written them there (the
        cards are dealt after the blind and the straddles are said); with `wait`, wait for them.
        In stud poker only the down card is his alone: the up-cards are on the table."""
        deal = self.deal
        assert deal is not None
        for name in deal.players:
            if name in deal.final or not (wait or self.hand_sent(name, deal.number)):
                continue
            cards = self.hand_from_dm(self.members[name], deal.number, self.dealt_words)
            if self.variety == "stud":
                assert len(cards) == 2, (name, cards)  # one down, one up
                cards = cards[:1]
            else:
                assert len(cards) == 5, (name, cards)
            deal.secret[name] = set(cards)
            deal.final[name] = set(cards)
        held = [c for name in deal.final for c in deal.final[name]]
        assert len(held) == len(set(held)), f"two players were sent the same card: {deal.final}"

    def hand_sent(self, name: str, number: int) -> bool:
        state = self.sandbox.state(name)
        dm = (state.get("dm") or {}).get("id")
        return any(self.dealt_words in (m.get("content") or "") and number in deals_named(m.get("content") or "")
                   for m in state["messages"].get(dm, []))

    def dm_of(self, member: Member) -> str:
        def dm() -> str | None:
            return (self.sandbox.state(member.name).get("dm") or {}).get("id")
        return self.sandbox.until(f"{member.name}'s DM channel", dm)

    def hand_from_dm(self, member: Member, number: int, words: str) -> list[str]:
        """Open his DMs, read his cards of this deal from the bot's message there (in the order
        written), go back to #poker."""
        member.open_channel(self.dm_of(member))
        message = member.wait(f"his DM of deal {number} saying {words!r}",
                              lambda look: next((m for m in reversed(look.messages) if words in m.text
                                                 and number in deals_named(m.text)), None))
        cards = cards_in_order(message.text.split(words, 1)[1])
        self.check_private(member, member.look(), member.emojis)  # his DMs hold nobody else's cards
        self.shots += 1
        member.screenshot(self.folder, f"{self.shots:02d}-deal{number}-dm")
        member.open_channel(self.sandbox.channels["poker"], "poker")
        return cards

    # --- playing ----------------------------------------------------------------------------

    def to_say(self) -> tuple[Member, int, int, int] | None:
        """Whose turn the table message names, in its words and its drawn table alike, and the
        step its buttons are for; None once the deal is over."""
        deal = self.deal
        assert deal is not None

        def named(text: str) -> list[str]:
            return [n for n in deal.players if re.search(rf"\b{n} to say\b", text, re.IGNORECASE)]

        def turn(look: Look) -> tuple[str, int, int, int] | bool | None:
            if look.newest(f"Deal {deal.number}", RESULT):
                return True
            table = look.table_message()
            if table is None:
                return None
            steps = {(int(b["table"]), int(b["deal"]), int(b["step"])) for b in table.table_buttons()}
            described = table.picture(PICTURE) or ""
            said = named(table.words())
            if len(steps) != 1 or len(said) != 1 or named(described) != said or f"Deal {deal.number}:" not in described:
                return None
            (table_id, number, step), = steps
            return (said[0], table_id, number, step) if number == deal.number else None

        found = self.members["alice"].wait(
            f"deal {deal.number}: someone to say, named by the table message and its drawn table, or its result", turn)
        if found is True:
            return None
        name, table_id, number, step = found
        return self.members[name], table_id, number, step

    def play(self) -> None:
        """Play the deal in play to its end, a step at a time."""
        from tests.browser.moves import choose

        deal = self.deal
        assert deal is not None
        label = f"deal{deal.number}-over"
        for _ in range(80):
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
            said = choose(self, member, table, verbs)
            deal.moves.append((member.name, said))
            label = f"deal{number}-{step:02d}-{member.name}-{said}"
            if self.moved_on(member, number, step) == "over":
                break  # the show-down is checked with what it showed (`finish`)
            self.step(label)
        else:
            raise AssertionError(f"deal {deal.number} did not end in 80 steps")
        self.finish(label + "-result")

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
        """The result is on every page; what it shows of the cards no one else saw is whole
        hands of the call (in stud, the down cards), nothing else."""
        deal = self.deal
        assert deal is not None
        results = {name: m.wait(f"the result of deal {deal.number}",
                                lambda look: look.newest(f"Deal {deal.number}", RESULT))
                   for name, m in self.members.items()}
        deal.result = results["alice"]
        shown = cards_in(deal.result.text, self.emojis())
        self.read_hands(wait=bool(shown))  # a deal may end before any card is dealt
        held = set().union(*deal.final.values())
        if self.variety != "stud":  # a stud hand shown is mostly up-cards, which were never secret
            assert shown <= held, f"the result shows cards no final hand holds: {sorted(shown - held)}"
        for name in deal.players:
            assert deal.final[name] & shown in (set(), deal.final[name]), \
                f"the result shows part of {name}'s hand: {sorted(deal.final[name] & shown)}"
        deal.shown = shown
        deal.over = True
        self.step(label)


def sit_down(member: Member, stake: int) -> bool:
    """`/poker join`: seated now, or, if a deal began first (the clock deals five seconds after
    two sit down), once it is over, dealt the next (issue 40): either way he is seated."""
    said = member.slash("poker join", {"stake": str(stake)})
    assert f"you sit down with {stake} chips" in said.text.lower(), said.text
    return True


def open_tabs(sandbox: Sandbox, chrome: Any) -> dict[str, Member]:
    """A tab for each member, his page open at #poker, the bot online."""
    members: dict[str, Member] = {}
    for i, name in enumerate(NAMES):
        if i:
            chrome.switch_to.new_window("tab")
        chrome.get(sandbox.page(name))
        members[name] = Member(name, sandbox.members[name], chrome, chrome.current_window_handle)
    for member in members.values():
        member.wait("the bot online and #poker open",
                    lambda look: look.status == "online" and "poker" in look.channel)
    return members


def message_of(look: Look, number: int, *words: str) -> Message | None:
    """The newest message of deal `number` holding `words`."""
    return next((m for m in reversed(look.messages) if number in deals_named(m.text)
                 and all(w in m.text for w in words) and not another_deal(m.text, number)), None)
