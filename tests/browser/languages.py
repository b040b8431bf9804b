"""Members of three languages at one table in the sandbox's page, and what each should read.

Each member picks his client's language in the page's member list, and the server's is picked
below it; then they play draw poker by clicking, each reading his hand in his DM and throwing
his lowest card through its discard picker.  Every sentence checked is held to the catalogue's
own rendering of it in the language its reader should get (`said`), so a sentence made in the
wrong language, or in none, fails; nothing here reads English words to find its way (moves are
found by the buttons' custom ids, the deal's result by its replay command).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from bot.text.i18n import attribute, speaking, text_in
from tests.browser.hands import RANKS
from tests.browser.page import Look, Member, Message, cards_in_order
from tests.browser.sandbox import Sandbox

ANY = "\u2063"  # stands for a value the page shows its own way (a mention, cards, a time)
ANY_NUMBER = 918273645  # an ANY where the catalogue formats a number (written ungrouped)
MARKUP = re.compile(r"\*\*|`|<t:|:R>|<#|<@|>")  # Discord's markup round a value, not shown as such
NAMES = ("alice", "bob", "carol")
BUY = 500
STAKE = 200
# The limits that make a deal short and wait for the test: a turn never timed out, no straddles,
# a jack-pot only after a straight flush shown (one still comes: `Players.open`).
LIMITS = {"turn_timeout": "3600", "straddles": "false", "jackpot_after": "straight_flush", "whangdoodles": "false"}


def said(locale: str, message: str, /, **args: Any) -> list[str]:
    """The words `message` is made of in `locale`'s catalogue, between the values given as ANY
    (or ANY_NUMBER): what a page showing that sentence must hold, markup aside."""
    words = text_in(locale, message, **args).replace(str(ANY_NUMBER), ANY)
    return [piece for piece in (MARKUP.sub("", p).strip() for p in words.split(ANY)) if piece]


def says(text: str, locale: str, message: str, /, **args: Any) -> bool:
    return all(piece in text for piece in said(locale, message, **args))


def names(text: str, locale: str, message: str, /, **args: Any) -> bool:
    """`says`, a name's case aside: the page writes a member's display name capitalised."""
    return all(piece.casefold() in text.casefold() for piece in said(locale, message, **args))


def assert_says(text: str, locale: str, message: str, /, who: str = "", **args: Any) -> None:
    missing = [piece for piece in said(locale, message, **args) if piece not in text]
    assert not missing, f"{who or 'the page'} should read {message} in {locale}: no {missing} in {text[:400]!r}"


def choose_language(member: Member, pick: str, locale: str) -> None:
    """In his page's member list, the language select `pick` (a CSS selector) set to `locale`."""
    from selenium.webdriver.support.ui import Select

    member.front()
    Select(member.element(pick)).select_by_value(locale)


def client_pick(sandbox: Sandbox, name: str) -> str:
    return f'#member-list .member[data-user-id="{sandbox.members[name]}"] select.set-locale'


SERVER_PICK = "#member-list .server-language select.set-locale"


@dataclass
class Deal:
    number: int
    table: int
    locale: str  # the server's, when it was dealt
    turns: dict[str, int] = field(default_factory=dict)  # who was named to say, how often
    hands: dict[str, list[str]] = field(default_factory=dict)  # each hand after the draw
    bettor: str | None = None
    opener: str | None = None  # in a jack-pot
    moves: list[str] = field(default_factory=list)
    result: Message | None = None


class Players:
    """The three members' tabs, playing the deals the clock deals, and checking what each reads."""

    def __init__(self, sandbox: Sandbox, members: dict[str, Member], languages: dict[str, str]) -> None:
        self.sandbox = sandbox
        self.members = members
        self.languages = languages  # each member's client language
        self.server = "en-US"
        self.checked: list[str] = []  # what was read, in whose language: the run's report
        self.on_picker: Callable[[Member, Message], None] | None = None  # a picture of his amount picker

    def read(self, name: str, message: str) -> None:
        self.checked.append(f"{name}: {message} in {self.languages[name]}")

    # --- his own answers ----------------------------------------------------------------

    def slash(self, name: str, command: str, options: dict[str, str], message: str, **args: Any) -> Message:
        """His slash command, and its answer, which must be `message` in his language."""
        answer = self.members[name].slash(command, options)
        assert_says(answer.words(), self.languages[name], message, who=f"{name}'s answer to /{command}", **args)
        self.read(name, message)
        return answer

    def sit_down(self, name: str) -> None:
        """/poker join: seated now, or, if a deal began first, once it is over."""
        member, locale = self.members[name], self.languages[name]
        answer = member.slash("poker join", {"stake": str(STAKE)}).words()
        now = says(answer, locale, "seat-sat", n=STAKE)
        assert now or says(answer, locale, "seat-after-deal", n=STAKE, deal=ANY_NUMBER, button=ANY), \
            f"{name}'s answer to /poker join is not seat-sat or seat-after-deal in {locale}: {answer[:300]!r}"
        self.read(name, "seat-sat" if now else "seat-after-deal")

    # --- the table, in the server's language --------------------------------------------

    def next_deal(self, after: int) -> Deal:
        """The first table message of a deal numbered above `after`; the deal is the server's
        language's if its title is in it then."""
        def dealt(look: Look) -> tuple[Message, int, int] | None:
            table = look.table_message()
            found = {(int(b["table"]), int(b["deal"])) for b in table.table_buttons()} if table else set()
            newest = max(found, key=lambda pair: pair[1], default=(0, 0))
            return (table, *newest) if table and newest[1] > after else None

        table, table_id, number = self.members["alice"].wait(f"a deal after deal {after}", dealt)
        kind = text_in(self.server, "render-kind-ordinary")
        in_ours = says(table.words(), self.server, "component-deal-title", number=number, kind=kind)
        return Deal(number, table_id, self.server if in_ours else "")

    def to_say(self, deal: Deal) -> tuple[str, Message, int] | str:
        """Who the table message names to say (in the server's words), it, and the step; or
        "over" once the deal's result is out."""
        def turn(look: Look) -> tuple[str, Message, int] | str | None:
            if self.result_in(look, deal):
                return "over"
            table = look.table_message()
            steps = {(int(b["deal"]), int(b["step"])) for b in table.table_buttons()} if table else set()
            if table is None or len(steps) != 1:
                return None
            if self.later(look, deal):
                return "over"  # a jack-pot nobody opened: the next deal is dealt, and no result
            (number, step), = steps
            named = [n for n in NAMES if names(table.words(), self.server, "component-to-say", who=n)
                     or names(table.words(), self.server, "component-to-say-by", who=n, deadline=ANY)]
            return (named[0], table, step) if number == deal.number and len(named) == 1 else None

        return self.members["alice"].wait(f"deal {deal.number}: someone to say in {self.server}, or its result", turn)

    @staticmethod
    def later(look: Look, deal: Deal) -> bool:
        table = look.table_message()
        return bool(table and any(int(b["deal"]) > deal.number for b in table.table_buttons()))

    @staticmethod
    def result_in(look: Look, deal: Deal) -> Message | None:
        """The deal's result: the message that seals it and names its replay, in any language."""
        replay = f"deal:{deal.number} table:{deal.table}"
        return next((m for m in reversed(look.messages) if "sha256" in m.text and replay in m.text), None)

    # --- a deal, played by clicks ---------------------------------------------------------

    def play(self, deal: Deal) -> None:
        """Play the deal to its end: every player comes in, draws one card in his DM; the first
        to speak after the draw bets the least, the others call."""
        for _ in range(40):
            turn = self.to_say(deal)
            if turn == "over":
                break
            name, table, step = turn
            deal.turns[name] = deal.turns.get(name, 0) + 1
            self.move(deal, self.members[name], table)
            self.moved_on(self.members[name], deal, step)
        else:
            raise AssertionError(f"deal {deal.number} did not end in 40 turns")
        for name, member in self.members.items():
            ended = member.wait(f"the result of deal {deal.number}, or the next deal", lambda look: self.result_in(
                look, deal) or ("passed" if "open" in deal.moves and self.later(look, deal) else None))
            deal.result = ended if isinstance(ended, Message) else None
            if deal.result is not None:
                self.check_result(name, deal)

    def move(self, deal: Deal, member: Member, table: Message) -> None:
        verbs = {m["verb"]: m.group(0) for m in table.table_buttons()}

        def press(verb: str) -> None:
            member.click(f'#messages .message[data-message-id="{table.id}"] button[data-custom-id="{verbs[verb]}"]')

        deal.moves.append(next((v for v in ("open", "draw", "bet") if v in verbs), ""))
        if "open" in verbs:
            return self.open(deal, member, lambda: press("open"), lambda: press("pass"))
        if "draw" in verbs and member.name == deal.opener:
            return press("pat")  # his openers kept whole (law 73)
        if "draw" in verbs:
            return self.draw(deal, member)
        if "bet" in verbs:
            deal.bettor = member.name
            return self.bet(member, lambda: press("bet"))
        verb = next((v for v in ("come_in", "stay", "call", "see", "check", "pat") if v in verbs), None)
        assert verb, f"{member.name} has no move the test knows among {sorted(verbs)}"
        return press(verb)

    def moved_on(self, member: Member, deal: Deal, step: int) -> None:
        def later(look: Look) -> bool:
            table = look.table_message()
            moved = table and any(int(b["deal"]) > deal.number or int(b["step"]) > step for b in table.table_buttons())
            return bool(moved or self.result_in(look, deal))
        member.wait(f"deal {deal.number} past step {step}", later)

    def open(self, deal: Deal, member: Member, press: Any, passes: Any) -> None:
        """Open…, in a jack-pot: the bot tells him, in his language, that he may not (he passes),
        or asks how much (he opens for the least)."""
        before = {m.id for m in member.look().messages}
        press()
        answer = member.wait("an answer to Open…", lambda look: next(
            (m for m in look.messages if m.id not in before and m.ephemeral and not m.thinking), None))
        locale = self.languages[member.name]
        if says(answer.words(), locale, "click-no-openers", openers=ANY):
            self.read(member.name, "click-no-openers")
            return passes()
        assert_says(answer.words(), locale, "click-how-much-open", who=f"{member.name}'s picker")
        self.read(member.name, "click-how-much-open")
        deal.opener = member.name
        from tests.browser.moves import pick_amount
        pick_amount(member, answer, most=False)

    def bet(self, member: Member, press: Any) -> None:
        """Bet…: the amount picker, his alone, asks in his language; he picks the least."""
        before = {m.id for m in member.look().messages}
        press()
        picker = member.wait("the amount picker", lambda look: next(
            (m for m in look.messages if m.id not in before and m.ephemeral and not m.thinking), None))
        assert_says(picker.words(), self.languages[member.name], "click-how-much-bet", who=f"{member.name}'s picker")
        self.read(member.name, "click-how-much-bet")
        if self.on_picker is not None:
            self.on_picker(member, picker)
        from tests.browser.moves import pick_amount
        pick_amount(member, picker, most=False)

    def dm(self, member: Member) -> str:
        return self.sandbox.until(f"{member.name}'s DM channel",
                                  lambda: (self.sandbox.state(member.name).get("dm") or {}).get("id"))

    def draw(self, deal: Deal, member: Member) -> None:
        """In his DM: his hand, said in his language; he throws his lowest card through the
        discard picker there, and reads his hand after the draw, in his language too."""
        locale, name = self.languages[member.name], member.name
        member.open_channel(self.dm(member))
        prefix = f"pkd:{deal.table}:{deal.number}:"
        hand = member.wait(f"{name}'s hand of deal {deal.number} in his DM", lambda look: next(
            (m for m in reversed(look.messages) if any(s.startswith(prefix) for s in m.selects)), None))
        assert_says(hand.words(), locale, "click-dm-hand", who=f"{name}'s DM", number=deal.number,
                    channel=ANY, cards=ANY)
        self.read(name, "click-dm-hand")
        cards = cards_in_order(hand.text)[:5]
        assert len(cards) == 5, (name, hand.text)
        lowest = min(cards, key=lambda c: RANKS.index(c[0]))
        before = {m.id for m in member.look().messages} - {hand.id}  # the picker's message may become it
        where = f'#messages .message[data-message-id="{hand.id}"]'
        member.click(f'{where} .select[data-custom-id^="{prefix}"]')
        member.click(f'{where} .select-menu .select-option[data-value="{lowest}"]')
        member.click(f"{where} .select-done")
        drawn = member.wait(f"{name}'s hand after the draw", lambda look: next(
            (m for m in look.messages if m.id not in before and not m.ephemeral and len(cards_in_order(m.text)) >= 5
             and lowest not in cards_in_order(m.text)), None))
        assert_says(drawn.words(), locale, "click-dm-drawn", who=f"{name}'s DM", number=deal.number,
                    channel=ANY, cards=ANY)
        self.read(name, "click-dm-drawn")
        assert_says(drawn.words(), locale, "click-after-your-draw", who=f"{name}'s DM",
                    did=drew_one(locale), hand=ANY)  # what he did, in his words too
        self.read(name, "click-after-your-draw")
        deal.hands[name] = cards_in_order(drawn.text)[:5]
        assert lowest not in deal.hands[name], (lowest, deal.hands[name])
        member.open_channel(self.sandbox.channels["poker"], "poker")

    def check_result(self, name: str, deal: Deal) -> None:
        """The show-down is in the server's language on his page, whatever his own."""
        assert deal.result is not None
        words, who = deal.result.words(), f"{name}'s result"
        assert_says(words, self.server, "table-result-head", who=who, number=deal.number, pool=ANY_NUMBER)
        assert_says(words, self.server, "table-result-sealed", who=who, root=ANY, number=deal.number, table=deal.table)
        if deal.bettor is None:
            return  # a jack-pot nobody opened: no show-down
        for player in deal.hands:  # every hand drawn to is shown in the call: "Bob zeigt …: …"
            assert names(words, self.server, "showdown-shows", name=player, cards=ANY, words=ANY), \
                f"{who} should show {player}'s hand in {self.server}'s words: {words[:400]!r}"
        # The show-down picture's alt text, which a screen reader reads aloud.
        assert_says(deal.result.text, self.server, "showdown-description-head", who=f"{name}'s show-down picture",
                    number=deal.number, pool=ANY_NUMBER)


def drew_one(locale: str) -> str:
    """What a player who threw one card is told he did, in his language (log.ftl's "you" form)."""
    with speaking(locale):
        return attribute("log-you-draw", "you", n=1)
