"""``poker-bot play``: one person at a terminal table against robots, on the same engine.

Line prompts in the table's own words.  A mistake is answered with what is
wrong and the same question again; nothing is applied until the engine
accepts it.
"""

from __future__ import annotations

import argparse
from collections.abc import Callable

from bot.cli_support import (
    MOST_SEATS,
    MOST_SEED,
    add_table_options,
    check_seats,
    table_rules_from_args,
)
from bot.numbers import argument
from bot.render import deal_heading, log_line, options_line, seat_lines, symbols, widow_line
from engine.actions import (
    Action,
    Bet,
    Call,
    Check,
    ComeIn,
    DeclineStraddle,
    Draw,
    Exchange,
    Knock,
    MakeJackpot,
    Open,
    Pass,
    Raise,
    See,
    Stay,
    Straddle,
    TakeWidow,
    TurnUp,
)
from engine.cards import CardError, parse_cards
from engine.deal import Deal, IllegalAction
from engine.robots import robot_seats
from engine.table import new_table

HELP = """Say what you do in the game's words:
  straddle | no            before the cards are seen
  come in [raise N]        put up the ante (the age and straddlers: make good)
  open N | stay [raise N]  in a jack-pot
  see | raise N | pass     when raised before the draw
  draw 2 5 | draw Kd 3c    discard by position (1-5) or by card; "pat" stands pat
  bet N | call | raise N | drop | check (if the house allows it)
  jackpot                  the age's law 36 choice
  pass                     straight and stud poker: before a bet, keeps your cards
  take | turn up | knock   whisky poker: the widow, and standing on your hand
  exchange 7c Kh           whisky poker: give up the 7c, take the Kh from the widow
  hand | table | help | quit"""


def register(commands: argparse._SubParsersAction) -> None:
    parser = commands.add_parser("play", help="sit at a terminal table against robots")
    parser.add_argument("--players", type=argument("--players", least=2, most=MOST_SEATS), default=4,
                        help="players at the table, you included (default 4)")
    parser.add_argument("--seed", type=argument("--seed", most=MOST_SEED), default=None,
                        help="replay the same deals (default: shuffled afresh)")
    parser.add_argument("--name", default="Guest", help="your name at the table (default Guest)")
    parser.add_argument("--stake", type=argument("--stake", least=1), default=100, help="chips you and each robot start with")
    add_table_options(parser)
    parser.set_defaults(handler=run)


class TextError(ValueError):
    """What the player typed could not be understood; the message says how to say it."""


def read_action(text: str, seat: int, hand: list) -> Action:
    """Turn what the player typed into an action (the engine decides whether it is legal)."""
    words = text.lower().replace(",", " ").split()
    if not words:
        raise TextError("say what you do (help lists the words)")
    head, rest = words[0], words[1:]

    def amount(after: list[str], what: str, needed: bool = True) -> int:
        nums = [w for w in after if w.isdigit()]
        if not nums:
            if needed:
                raise TextError(f"how much? say '{what} N'")
            return 0
        return int(nums[0])

    if head in ("straddle",):
        return Straddle(seat)
    if head in ("no", "decline") or text.lower().startswith("don't"):
        return DeclineStraddle(seat)
    if head in ("come", "in", "make", "ante", "good") and "jackpot" not in words and "jack-pot" not in words:
        return ComeIn(seat, amount(rest, "come in raise", needed=False))
    if head in ("jackpot", "jack-pot") or "jackpot" in words or "jack-pot" in words:
        return MakeJackpot(seat)
    if head == "open":
        return Open(seat, amount(rest, "open"))
    if head == "stay":
        return Stay(seat, amount(rest, "stay raise", needed=False))
    if head == "see":
        return See(seat)
    if head == "raise":
        return Raise(seat, amount(rest, "raise"))
    if head == "bet":
        return Bet(seat, amount(rest, "bet"))
    if head == "call":
        return Call(seat)
    if head == "check":
        return Check(seat)
    if head in ("pass", "drop", "fold"):
        return Pass(seat)
    if head in ("take", "widow"):
        return TakeWidow(seat)
    if head == "turn":
        return TurnUp(seat)
    if head == "knock":
        return Knock(seat)
    if head in ("exchange", "give", "swap"):
        try:
            cards = parse_cards(" ".join(w for w in rest if w not in ("for", "take")))
        except CardError as exc:
            raise TextError(str(exc)) from None
        if len(cards) != 2:
            raise TextError("name two cards: yours, then the widow's (exchange 7c Kh)")
        return Exchange(seat, cards[0], cards[1])
    if head in ("pat", "stand") or (head == "draw" and rest in ([], ["0"], ["none"])):
        return Draw(seat, ())
    if head in ("draw", "discard"):
        if all(w.isdigit() for w in rest):
            positions = [int(w) for w in rest]
            bad = [p for p in positions if not 1 <= p <= len(hand)]
            if bad:
                raise TextError(f"positions run 1 to {len(hand)}: {bad[0]} is not one")
            return Draw(seat, tuple(hand[p - 1] for p in dict.fromkeys(positions)))
        try:
            return Draw(seat, tuple(parse_cards(text.replace(",", " ").split()[1:])))
        except CardError as exc:
            raise TextError(str(exc)) from None
    raise TextError(f"'{words[0]}' is not something a player says here (help lists the words)")


def run(args: argparse.Namespace, read: Callable[[str], str] = input, write: Callable[[str], None] = print) -> int:
    rules = table_rules_from_args(args)
    check_seats(args.players, rules)
    names = [args.name] + [f"Robot {i}" for i in range(1, args.players)]
    stacks = None if rules.betting.value == "freeze_out" else [args.stake] * args.players
    table, thrown = new_table(rules, names, stacks, seed=args.seed)
    robots = robot_seats(rules, names, args.seed if args.seed is not None else "play")
    me = 0
    first = thrown[-1]
    write(f"Cards are thrown round face up until a jack appears: {names[first[0]]} gets {symbols(first[1])} "
          f"and deals first (law 2).")
    write("Type help at any prompt for the words to use.")
    number = 0
    try:
        while True:
            if table.over or len(table.players_with_chips()) < 2 or table.seats[me].stack == 0:
                write("The game is over: " + ", ".join(f"{s.player} {s.stack}" for s in table.seats))
                return 0
            seed = None if args.seed is None else f"{args.seed}:{number}"
            deal = table.start(seed=seed if seed is not None else number * 7919 + 1)
            number += 1
            _play_deal(deal, me, robots, read, write)
            result = table.settle(deal)
            write("Chips: " + ", ".join(f"{s.player} {s.stack}" for s in table.seats))
            for note in table.history[-1:]:
                if result.next_jackpot or result.outcome.value == "not_opened":
                    write(note[0].upper() + note[1:] + ".")
            answer = read("Enter for the next deal, q to leave: ").strip().lower()
            if answer in ("q", "quit", "leave"):
                write("You leave the table with " + str(table.seats[me].stack) + " chips.")
                return 0
    except EOFError:
        write("")
        return 0


def _play_deal(deal: Deal, me: int, robots: dict, read: Callable[[str], str], write: Callable[[str], None]) -> None:
    write("")
    write(deal_heading(deal.public_view()))
    shown = 0
    hand_told = ""
    while True:
        view = deal.public_view()
        for entry in view["log"][shown:]:
            write("  " + log_line(view, entry))
        shown = len(view["log"])
        hand = deal.private_view(me)["hand"]
        if hand and hand != hand_told:  # when dealt, after the draw, whenever it changes (whisky)
            write(f"{'Your hand after the draw' if deal.drew[me] else 'Your hand'}: {symbols(hand)}")
            hand_told = hand
        if deal.result is not None:
            return
        seat = deal.to_act
        if seat != me:
            deal.apply(robots[seat].decide(deal.private_view(seat)))
            continue
        _your_turn(deal, me, read, write)


def _your_turn(deal: Deal, me: int, read: Callable[[str], str], write: Callable[[str], None]) -> None:
    view = deal.private_view(me)
    widow = widow_line(view)
    if widow and view.get("widow_up"):
        write(widow)
    write(f"Your turn. The pool holds {view['pool']}. {options_line(view)}")
    if view["phase"] == "drawing":
        cards = view["hand"].split()
        write("Your hand: " + "  ".join(f"{i}:{symbols(c)}" for i, c in enumerate(cards, 1)))
    while True:
        text = read("> ").strip()
        if text.lower() in ("help", "?"):
            write(HELP)
            continue
        if text.lower() == "hand":
            write(f"Your hand: {symbols(deal.private_view(me)['hand'])}")
            continue
        if text.lower() == "table":
            for line in seat_lines(deal.public_view(), me):
                write(line)
            continue
        if text.lower() in ("quit", "q"):
            raise EOFError
        try:
            action = read_action(text, me, deal.hands[me])
            deal.apply(action)
        except (TextError, IllegalAction) as exc:
            write(f"  {exc}. {options_line(deal.private_view(me))}")
            continue
        return


def main_for_tests(argv: list[str], lines: list[str]) -> tuple[int, list[str]]:
    """Run the command on scripted input lines; returns the status and everything written."""
    from bot.cli import build_parser

    out: list[str] = []
    feed = iter(lines)

    def read(prompt: str) -> str:
        out.append(prompt)
        try:
            return next(feed)
        except StopIteration:
            raise EOFError from None

    args = build_parser().parse_args(["play", *argv])
    return run(args, read, out.append), out

