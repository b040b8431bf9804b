"""``poker-bot play``: one person at a terminal table against robots, on the same engine.

Line prompts in the table's own words.  A mistake is answered with what is
wrong and the same question again; nothing is applied until the engine
accepts it.
"""

from __future__ import annotations

import argparse
import re
import sys
from collections.abc import Callable
from dataclasses import replace
from typing import TextIO

from bot.cli.support import (
    MOST_SEATS,
    MOST_SEED,
    Parser,
    add_table_options,
    check_seats,
    table_rules_from_args,
)
from bot.services.whole_numbers import MAX_CHIPS, NumberError, argument, parse_whole
from bot.text import cli_host_words as hw
from bot.text.click_words import no_openers
from bot.text.engine_refusal_words import engine_refusal
from bot.text.faces import SYMBOL_CARD, card_of_symbol
from bot.text.log_words import history_words
from bot.text.play_words import (
    cannot_now,
    chips_line,
    first_help,
    help_text,
    leaves_with,
    next_deal,
    next_deal_again,
    not_played_out,
    your_turn,
)
from bot.text.render import (
    deal_heading,
    drops,
    log_line,
    options_line,
    seat_lines,
    symbols,
    widow_line,
)
from engine.actions import Action, Draw, Exchange, make_action
from engine.cards import SUIT_SYMBOLS, Card, CardError, format_cards, parse_cards
from engine.deal import Deal, IllegalAction
from engine.robots import Robot, robot_seats
from engine.rules import Variety
from engine.table import new_table
from engine.views import Option, PublicView, WhiskyView

NAME_LENGTH = 32
_ROBOT_NAME = re.compile(r"robot\s*[0-9]+", re.IGNORECASE)


def register(commands: argparse._SubParsersAction[Parser]) -> None:
    parser = commands.add_parser("play", help="sit at a terminal table against robots")
    parser.add_argument("--players", type=argument("--players", least=2, most=MOST_SEATS), default=4,
                        help="players at the table, you included (default 4)")
    parser.add_argument("--seed", type=argument("--seed", most=MOST_SEED), default=None,
                        help="replay the same deals (default: shuffled afresh)")
    parser.add_argument("--name", type=player_name, default="Guest", help="your name at the table (default Guest)")
    parser.add_argument("--stake", type=argument("--stake", least=1), default=100,
                        help="chips you and each robot start with (default 100)")
    add_table_options(parser)
    parser.set_defaults(handler=run)


def player_name(text: str) -> str:
    """The --name given: printable, not empty, not a robot's (an argparse `type=`)."""
    name = text.strip()
    if not name:
        raise argparse.ArgumentTypeError(hw.said("cli-host-play-no-name"))
    if len(name) > NAME_LENGTH:
        raise argparse.ArgumentTypeError(hw.said("cli-host-play-long-name", most=NAME_LENGTH, n=len(name)))
    if not name.isprintable():
        raise argparse.ArgumentTypeError(hw.said("cli-host-play-printable"))
    if _ROBOT_NAME.fullmatch(name):
        raise argparse.ArgumentTypeError(hw.said("cli-host-play-robot-name", name=repr(name)))
    return name


class TextError(ValueError):
    """What the player typed could not be understood; the message says how to say it."""


class Leave(Exception):
    """The player leaves the table (q, quit, or the end of his input)."""


# Each word a player may start with, and the option (Deal.legal's kind) it asks for.
_HEADS = {
    "straddle": "straddle", "no": "decline_straddle", "decline": "decline_straddle", "don't": "decline_straddle",
    "come": "come_in", "in": "come_in", "make": "come_in", "ante": "come_in", "good": "come_in",
    "jackpot": "make_jackpot", "jack-pot": "make_jackpot", "open": "open", "stay": "stay", "see": "see",
    "raise": "raise", "bet": "bet", "call": "call", "check": "check", "pass": "pass", "drop": "pass",
    "fold": "pass",  # not Foster's word, but every player's: help lists it beside drop "take": "take_widow", "widow": "take_widow", "turn": "turn_up", "knock": "knock",
    "exchange": "exchange", "give": "exchange", "swap": "exchange", "pat": "draw", "stand": "draw",
    "draw": "draw", "discard": "draw",
}
# What the table calls doing each, in "you cannot ... now" (the others are said as typed).
_DOING = {"decline_straddle": "cli-host-play-doing-decline", "make_jackpot": "cli-host-play-doing-jackpot",
          "take_widow": "cli-host-play-doing-take", "turn_up": "cli-host-play-doing-turn-up",
          "exchange": "cli-host-play-doing-exchange"}


def _kind(words: list[str]) -> str | None:
    if "jackpot" in words or "jack-pot" in words:
        return "make_jackpot"
    return _HEADS.get(words[0])


def _doing(kind: str, said: str, view: PublicView) -> str:
    """What the player asked to do, in the words he used for it where they are the table's own:
    "drop" or "fold" is refused as itself, not as a pass he never said."""
    if kind == "pass":
        return said if said in ("drop", "fold") else "drop" if drops(view) else "pass"
    return hw.said(_DOING[kind]) if kind in _DOING else kind.replace("_", " ")


def _offered(view: PublicView | None, kind: str) -> Option | None:
    return view.option(kind) if view else None


def _amount(words: list[str], what: str, say: str, least: int, most: int) -> int:
    """The one number in `words`, bounded by what the table allows now; `what` names it
    (cli-host-play-what-*)."""
    if not words:
        raise TextError(hw.said("cli-host-play-how-much", say=say))
    if len(words) > 1:
        raise TextError(hw.said("cli-host-play-say-n", say=say))
    try:
        return parse_whole(words[0], hw.said(what), least=least, most=most)
    except NumberError as exc:
        raise TextError(hw.said("cli-host-play-number", **exc.said)) from None


def _raise_with(rest: list[str], plain: str, option: Option | None) -> int:
    """'come in' or 'come in raise N' (and stay): the raise, 0 for none."""
    if not rest:
        return 0
    if rest[0] != "raise":
        raise TextError(hw.said("cli-host-play-say-or-raise", say=plain))
    most = option.most if option and option.most else MAX_CHIPS  # none allowed: the engine says why
    if len(rest) > 2:
        raise TextError(hw.said("cli-host-play-say-or-raise", say=plain))
    return _amount(rest[1:], "cli-host-play-what-raise", f"{plain} raise", 1, most)


def _discards(rest: list[str], hand: list[Card]) -> tuple[Card, ...]:
    """The cards named by position (1-5) or by card; each once."""
    named: dict[Card, str] = {}  # card -> how it was named
    for word in rest:
        if word.isascii() and word.isdigit():
            try:
                position = parse_whole(word, "position", least=1, most=len(hand))
            except NumberError:
                raise TextError(hw.said("cli-host-play-positions", n=len(hand), word=word)) from None
            card, how = hand[position - 1], hw.said("cli-host-play-position", n=position)
        else:
            try:
                card, how = parse_cards(word)[0], word
            except CardError as exc:
                raise TextError(str(exc)) from None
        if card in named:
            twice = how if how == named[card] and word.isdigit() else str(card)
            raise TextError(hw.said("cli-host-play-named-twice", what=twice))
        named[card] = how
    return tuple(named)


def read_action(text: str, seat: int, hand: list[Card], view: PublicView | None = None) -> Action:
    """Turn what the player typed into an action.

    With the table's `view`, an action the table does not offer now is refused in its
    words, and every number is bounded by what the table allows now; the engine checks the rest.
    """
    words = text.lower().replace(",", " ").split()
    if not words:
        raise TextError(hw.said("cli-host-play-say-what"))
    kind = _kind(words)
    if kind is None:
        raise TextError(hw.said("cli-host-play-not-a-word", word=words[0]))
    if view is not None and _offered(view, kind) is None:
        raise TextError(cannot_now(_doing(kind, words[0], view)))
    option = _offered(view, kind)
    least, most = (option.least or 1, option.most or MAX_CHIPS) if option else (1, MAX_CHIPS)
    rest = words[1:]
    amount = None  # the chips, for the kinds that take them
    if kind == "come_in":
        amount = _raise_with([w for w in rest if w not in ("in", "good")], "come in", option)
    elif kind == "stay":
        amount = _raise_with(rest, "stay", option)
    elif kind == "open":
        amount = _amount([w for w in rest if w != "for"], "cli-host-play-what-open", "open", least, most)
    elif kind == "raise":
        amount = _amount([w for w in rest if w != "by"], "cli-host-play-what-raise", "raise", least, most)
    elif kind == "bet":
        amount = _amount(rest, "cli-host-play-what-bet", "bet", least, most)
    elif kind == "exchange":
        try:
            cards = parse_cards(" ".join(w for w in rest if w not in ("for", "take")))
        except CardError as exc:
            raise TextError(str(exc)) from None
        if len(cards) != 2:
            raise TextError(hw.said("cli-host-play-two-cards"))
        return Exchange(seat, cards[0], cards[1])
    elif kind == "draw":
        if words[0] in ("pat", "stand") or rest in ([], ["0"], ["none"]):
            return Draw(seat, ())
        return Draw(seat, _discards(text.replace(",", " ").split()[1:], hand))
    return make_action(kind, seat, amount)


def terminal_writer(stream: TextIO | None = None) -> Callable[[str], None]:
    """`print` to the terminal, with the suits in letters where it cannot show their symbols."""
    stream = stream or sys.stdout
    encoding = getattr(stream, "encoding", None) or "utf-8"
    try:
        (SUIT_SYMBOLS + "→🃏").encode(encoding)
        return lambda text: print(text, file=stream)
    except (UnicodeEncodeError, LookupError):
        pass

    def write(text: str) -> None:
        plain = SYMBOL_CARD.sub(lambda m: str(card_of_symbol(m.group(0))), text).replace("→", ">")
        print(plain.encode(encoding, "replace").decode(encoding), file=stream)

    return write



def run(args: argparse.Namespace, read: Callable[[str], str] = input,
        write: Callable[[str], None] | None = None) -> int:
    write = write or terminal_writer()
    rules = table_rules_from_args(args)
    check_seats(args.players, rules)
    names = [args.name] + [f"Robot {i}" for i in range(1, args.players)]
    stacks = None if rules.betting.value == "freeze_out" else [args.stake] * args.players
    table, thrown = new_table(rules, names, stacks, seed=args.seed)
    robots = robot_seats(rules, names, args.seed if args.seed is not None else "play")
    me = 0
    first = thrown[-1]
    write(hw.said("cli-host-play-first-jack", name=names[first[0]], card=symbols(first[1])))
    write(first_help())
    number = 0
    deal: Deal | None = None
    try:
        while True:
            if table.over or len(table.players_with_chips()) < 2 or table.seats[me].stack == 0:
                write(hw.said("cli-host-play-over", stacks=", ".join(f"{s.player} {s.stack}" for s in table.seats)))
                return 0
            seed = None if args.seed is None else f"{args.seed}:{number}"
            deal = table.start(seed=seed if seed is not None else number * 7919 + 1)
            number += 1
            _play_deal(deal, me, robots, read, write)
            result = table.settle(deal)
            deal = None
            write(chips_line(names, [s.stack for s in table.seats]))
            for note in table.history[-1:]:
                if result.next_jackpot or result.outcome.value == "not_opened":
                    said = history_words(note)
                    write(said[0].upper() + said[1:] + ".")
            _next_deal_or_leave(read, write)
    except (Leave, EOFError, KeyboardInterrupt) as left:
        if not isinstance(left, Leave):  # Ctrl-D or Ctrl-C: the cursor still stands after the prompt
            write("")
        # Ctrl-C leaves as q does, and exits 0 as `run` and `sandbox` do on Ctrl-C: the player
        # chose to go, and the chips are shown (docs/command-line.md).
        if deal is not None:  # in the middle of a deal: what is in the pool stays there
            write(not_played_out(names, deal.stacks, deal.pool()))
            write(leaves_with(deal.stacks[me]))
        else:
            write(leaves_with(table.seats[me].stack))
        return 0


def _next_deal_or_leave(read: Callable[[str], str], write: Callable[[str], None]) -> None:
    """Enter deals on; q or quit leaves; anything else is answered with what to type."""
    while True:
        answer = read(next_deal()).strip().lower()
        if not answer:
            return
        if answer in ("q", "quit", "leave"):
            raise Leave
        write(next_deal_again())


def hand_line(deal: Deal, seat: int) -> str:
    """The player's cards in his game's words: stud's down card apart from those all can see."""
    hand = deal.hands[seat]
    if deal.rules.variety is Variety.STUD:
        return hw.said("cli-host-play-down-card", card=hand[0].symbol(), up=format_cards(hand[1:], symbols=True))
    return hw.said("cli-host-play-hand-drawn" if deal.drew[seat] else "cli-host-play-hand",
                   cards=format_cards(hand, symbols=True))


def _play_deal(deal: Deal, me: int, robots: dict[int, Robot], read: Callable[[str], str], write: Callable[[str], None]) -> None:
    write("")
    write(deal_heading(deal.view()))
    shown = 0
    hand_told = ""
    while True:
        view = deal.view()
        for entry in view.log[shown:]:
            write("  " + log_line(view, entry))
        shown = len(view.log)
        told = hand_line(deal, me) if deal.hands[me] else ""
        if told and told != hand_told:  # when dealt, after the draw, whenever it changes (whisky, stud)
            write(told)
            hand_told = told
        if deal.result is not None:
            return
        seat = deal.to_act
        assert seat is not None  # a deal with no result has a seat to act
        if seat != me:
            deal.apply(robots[seat].decide(deal.seat_view(seat)))
            continue
        _your_turn(deal, me, read, write)


def _your_turn(deal: Deal, me: int, read: Callable[[str], str], write: Callable[[str], None]) -> None:
    mine = deal.seat_view(me)
    view = mine.table
    widow = widow_line(view)
    if widow and isinstance(view, WhiskyView) and view.widow_up:
        write(widow)
    write(your_turn(view.pool, _options(deal, me, view)))
    if view.phase == "drawing":
        write(hw.said("cli-host-play-hand", cards="  ".join(f"{i}:{c.symbol()}" for i, c in enumerate(mine.hand, 1))))
    while True:
        text = read("> ").strip()
        if text.lower() in ("help", "?", "table"):
            if text.lower() == "table":
                for line in seat_lines(deal.view(), me):
                    write(line)
            else:
                write(help_text())
            write(your_turn(view.pool, _options(deal, me, view)))  # the question again, under what was shown
            continue
        if text.lower() == "hand":
            write(hand_line(deal, me))
            continue
        if text.lower() in ("quit", "q", "leave"):
            raise Leave
        view = deal.view()
        try:
            action = read_action(text, me, deal.hands[me], view)
            if action.kind == "open" and not deal.holds_openers(me):
                write("  " + no_openers(deal.openers_words()))
                continue
            deal.apply(action)
        except (TextError, IllegalAction) as exc:
            said = engine_refusal(exc) if isinstance(exc, IllegalAction) else None
            write(f"  {said or exc}. {_options(deal, me, view)}")
            continue
        return


def _options(deal: Deal, me: int, view: PublicView) -> str:
    """What the player may do now. The terminal is his alone, so Open is left out when he holds
    no openers: the table (in Discord, where everyone sees it) offers it to all alike."""
    if view.option("open") and not deal.holds_openers(me):
        view = replace(view, options=tuple(o for o in view.options if o.kind != "open"))
    return options_line(view)
