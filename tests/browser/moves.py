"""What a member does when the table message names him: the safe move among its buttons.

He declines to straddle, comes in or stays, opens a jack-pot for the least when the bot
says he may, draws (the first drawer of three throws his lowest odd card through the
discard picker in his DM; the others stand pat), bets the least and calls, sees or checks
what others bet; in whisky poker he knocks, or passes, or turns up the widow, so no hand
changes.  With `Table.most` (table stakes) he bets and raises all he may instead, so the
players go all in and side pools form.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from tests.browser.hands import RANKS, hand_name
from tests.browser.page import EMOJI_NAME, EMOJI_SRC, Look, Member, Message, deals_named

if TYPE_CHECKING:
    from tests.browser.table import Table


def choose(table: Table, member: Member, message: Message, verbs: dict[str, str]) -> str:
    """Press the move's button (and fill its picker); returns what he did."""
    deal = table.deal
    assert deal is not None

    def press(verb: str) -> str:
        member.click(f'#messages .message[data-message-id="{message.id}"] button[data-custom-id="{verbs[verb]}"]')
        return verb

    def with_amount(verb: str) -> str:
        before = {m.id for m in member.look().messages}
        press(verb)
        answer = member.wait(f"an answer to {verb}", lambda look: next(
            (m for m in look.messages if m.id not in before and m.ephemeral), None))
        if "may not open" in answer.text:
            return press("pass")
        pick_amount(member, answer, most=table.most)
        return verb

    if "decline_straddle" in verbs:
        return press("decline_straddle")
    if "open" in verbs:  # the page offers Open… to anyone; the bot tells him privately if he may not
        return with_amount("open")
    for verb in ("come_in", "stay"):
        if verb in verbs:
            return press(verb)
    if "draw" in verbs:
        table.read_hands(wait=True)
        if deal.drawer is None and len(deal.players) == 3 and not table.most and draw_in_dm(table, member):
            return "draw"
        return press("pat")
    for verb in (("raise", "bet") if table.most else ("bet",)):
        if verb in verbs:
            return with_amount(verb)
    for verb in ("call", "see", "check", "knock", "pass", "turn_up"):
        if verb in verbs:
            return press(verb)
    raise AssertionError(f"{member.name} has no move he knows among {sorted(verbs)}")


def pick_amount(member: Member, picker: Message, *, most: bool) -> None:
    """In a private amount picker, the least amount or the most (one value sends at once)."""
    from selenium.webdriver.common.by import By

    where = f'#messages .message[data-message-id="{picker.id}"]'
    member.click(f'{where} .select[data-custom-id^="pka:"]')
    member.element(f"{where} .select-menu .select-option[data-value]")
    # The amounts offered, not the "type an amount" choice that opens a form.
    values = [v for v in (e.get_attribute("data-value") for e in member.driver.find_elements(
        By.CSS_SELECTOR, f"{where} .select-menu .select-option[data-value]")) if v and v.isdigit()]
    pick = max if most else min
    member.click(f'{where} .select-menu .select-option[data-value="{pick(values, key=int)}"]')


def draw_in_dm(table: Table, member: Member) -> bool:
    """His draw, in his DM's discard picker: his lowest card that pairs with none (openers are
    kept); his new hand read back.  False, with nothing done, when every card pairs or the
    five make a sequence or a flush."""
    deal = table.deal
    assert deal is not None
    hand = deal.final[member.name]
    odd = [c for c in hand if sum(other[0] == c[0] for other in hand) == 1]
    if not odd or hand_name(sorted(hand)).startswith(("a straight", "a flush", "a royal")):
        return False
    lowest = min(odd, key=lambda c: RANKS.index(c[0]))
    deal.drawer = member.name
    member.open_channel(table.dm_of(member))

    def the_picker(look: Look) -> Message | None:
        return next((m for m in look.messages if deal.number in deals_named(m.text)
                     and any(s.startswith("pkd:") for s in m.selects)), None)

    picker = member.wait(f"the discard picker of deal {deal.number}", the_picker)
    where = f'#messages .message[data-message-id="{picker.id}"]'
    member.click(f'{where} .select[data-custom-id^="pkd:"]')
    check_card_pictures(member, where, hand, table.emojis())
    member.click(f'{where} .select-menu .select-option[data-value="{lowest}"]')
    table.shots += 1
    member.screenshot(table.folder, f"{table.shots:02d}-deal{deal.number}-discarding-{lowest}")
    member.click(f"{where} .select-done")
    drawn = set(table.hand_from_dm(member, deal.number, "after the draw"))
    assert len(drawn) == 5 and hand - {lowest} <= drawn and lowest not in drawn, (hand, lowest, drawn)
    deal.final[member.name] = drawn
    deal.secret[member.name] |= drawn
    return True


# Each option of a picker: its value, its emoji's address, and whether that picture has loaded.
OPTION_PICTURES_JS = """
return [...document.querySelectorAll(arguments[0] + ' .select-menu .select-option[data-value]')].map(o => {
  const img = o.querySelector('img.emoji');
  return {value: o.dataset.value, src: img && img.getAttribute('src'),
          loaded: !!img && img.complete && img.naturalWidth > 0};
});
"""


def check_card_pictures(member: Member, where: str, hand: set[str], emojis: dict[str, str]) -> None:
    """Every card in his open discard picker shows its card emoji: the picture, loaded, of the
    application's emoji for that very card. An id the page got as a JSON number would have been
    rounded by JavaScript (1577434989358878720 becomes ...878700): no such emoji, a broken image."""

    def pictured(_look: Look) -> list[dict[str, object]] | None:
        options = member.driver.execute_script(OPTION_PICTURES_JS, where)
        return options if options and all(o["loaded"] for o in options) else None

    options = member.wait("every card of the discard picker pictured", pictured)
    assert {o["value"] for o in options} == hand, options
    for option in options:
        source = EMOJI_SRC.search(str(option["src"]))
        assert source is not None and source.group(1) in emojis, option
        assert EMOJI_NAME.findall(emojis[source.group(1)]) == [option["value"]], (option, emojis[source.group(1)])
