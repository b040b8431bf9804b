"""``poker-bot odds``: exact odds of the deal and of the draw, as tables or JSON."""

from __future__ import annotations

import argparse
import json

from bot.cli.support import Parser, UsageError, add_rules_options, read_cards, rules_from_args
from bot.text import cli_words as words
from bot.text.odds import advise_text, choice_json, dealt_json, dealt_text, draw_text, outcome_json
from engine.cards import Card, CardError, format_cards
from engine.handrules import HandRules
from engine.odds import OddsError, advise, dealt_counts, draw_outcomes


def register(subparsers: argparse._SubParsersAction[Parser]) -> None:
    """Add ``odds`` and its three questions to the command line."""
    odds = subparsers.add_parser("odds", help="exact odds of the deal and the draw")
    questions = odds.add_subparsers(dest="question", metavar="QUESTION", required=True)

    dealt = questions.add_parser("dealt", help="how often each hand is dealt")
    dealt.set_defaults(handler=run_dealt)

    draw = questions.add_parser("draw", help="what a draw to the cards kept comes to")
    draw.add_argument("hand", help='the five cards dealt, e.g. "Js Jh 2c 7d Kh"')
    draw.add_argument(
        "--keep",
        metavar="CARDS",
        help='the cards kept, e.g. "Js Jh"; "" or none to draw five',
    )
    draw.set_defaults(handler=run_draw)

    adv = questions.add_parser("advise", help="every way to draw to a hand, best first")
    adv.add_argument("hand", help='the five cards dealt, e.g. "Js Jh Th 9h 2c"')
    adv.set_defaults(handler=run_advise)

    for parser in (draw, adv):
        parser.add_argument(
            "--dead",
            default="",
            metavar="CARDS",
            help="cards known to be out of the stock (seen discards)",
        )
    for parser in (dealt, draw, adv):
        add_rules_options(parser)
        parser.add_argument("--json", action="store_true", help="print JSON instead of a table")
        parser.set_defaults(prog=parser.prog)



def run_dealt(args: argparse.Namespace) -> int:
    rules = rules_from_args(args)
    counts = dealt_counts(rules)
    print(json.dumps(dealt_json(counts), indent=2) if args.json else dealt_text(counts, rules))
    return 0


def _hand_and_dead(args: argparse.Namespace, rules: HandRules) -> tuple[list[Card], list[Card]]:
    hand = read_cards(args.hand, rules, "hand", count=5)
    dead = read_cards(args.dead, rules, "--dead")
    for card in dead:
        if card in hand:
            raise UsageError(words.dead_in_hand(str(card)))
    return hand, dead


def run_draw(args: argparse.Namespace) -> int:
    rules = rules_from_args(args)
    hand, dead = _hand_and_dead(args, rules)  # the hand is read first, so a bad card is named first
    if args.keep is None:
        raise UsageError(words.keep_needed())
    keep_text = "" if args.keep.strip().lower() in ("none", "-", "nothing") else args.keep
    keep = read_cards(keep_text, rules, "--keep")
    for card in keep:
        if card not in hand:
            raise UsageError(words.keep_not_in_hand(str(card), format_cards(hand)))
    try:
        outcome = draw_outcomes(hand, keep, rules, dead)
    except (OddsError, CardError) as exc:
        raise UsageError(str(exc)) from None
    print(json.dumps(outcome_json(outcome), indent=2) if args.json else draw_text(outcome, rules))
    return 0


def run_advise(args: argparse.Namespace) -> int:
    rules = rules_from_args(args)
    hand, dead = _hand_and_dead(args, rules)
    try:
        choices = advise(hand, rules, dead)
    except (OddsError, CardError) as exc:
        raise UsageError(str(exc)) from None
    if args.json:
        print(json.dumps([choice_json(c) for c in choices], indent=2))
    else:
        print(advise_text(choices, rules))
    return 0
