"""``poker-bot cards``: a picture of some cards, to see the art before choosing a deck."""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

from pydantic import ValidationError

from bot.cli.support import (
    Parser,
    UsageError,
    card_art_folder,
    file_in_the_way,
    path_error,
    read_cards,
    settings_message,
)
from bot.pictures import CardArt, Deck, hand_picture
from bot.settings import ArtSettings
from bot.text import cli_words as words
from engine.cards import PackKind
from engine.handrules import HandRules

_ANY_CARD = HandRules(pack=PackKind.JOKER)  # every card there is, the joker too
MOST_CARDS = 13  # a picture wider than this is no longer a hand


def register(subparsers: argparse._SubParsersAction[Parser]) -> None:
    """Add ``cards`` to the command line."""
    cards = subparsers.add_parser("cards", help="write a picture of some cards (the card art)")
    cards.add_argument("cards", help='the cards, e.g. "As Kd Qh Jc Ts"; Jo for the joker')
    cards.add_argument("--out", required=True, metavar="FILE",
                       help="the PNG file to write, e.g. hand.png; - writes it to standard output (not a terminal)")
    cards.add_argument("--deck", choices=[d.value for d in Deck], default=None,
                       help="classic (red and black) or four-colour (spades black, hearts red, "
                            "diamonds blue, clubs green); default: the bot's, CARD_DECK (four-colour)")
    cards.set_defaults(handler=run_cards)


def _target(text: str) -> Path | None:
    """Where --out writes (None: standard output), checked before anything is drawn."""
    if text == "-":  # as Unix tools take it
        if sys.stdout.isatty():
            raise UsageError(words.out_terminal())
        return None
    path = Path(text)
    try:
        if not text.strip() or path.is_dir():
            raise UsageError(words.out_not_a_file(repr(text)))
        folder = path.parent
        if not folder.is_dir():
            blocker = file_in_the_way(path)
            if blocker is not None:
                raise UsageError(words.out_file_in_way(repr(str(blocker))))
            raise UsageError(words.out_no_folder_here(repr(str(folder))))
        if not os.access(folder, os.W_OK) or (path.exists() and not os.access(path, os.W_OK)):
            raise UsageError(words.out_no_permission(repr(text)))
    except OSError as exc:  # a name too long, a folder on the way the user may not enter...
        raise path_error("--out", text, exc, words.write_elsewhere()) from None
    return path


def run_cards(args: argparse.Namespace) -> int:
    cards = read_cards(args.cards, _ANY_CARD, "cards")  # the odds commands' own errors
    if not cards:
        raise UsageError(words.no_cards())
    if len(cards) > MOST_CARDS:
        raise UsageError(words.too_many_cards(len(cards), MOST_CARDS))
    path = _target(args.out)
    try:
        settings = ArtSettings()
        deck = Deck(args.deck or settings.card_deck)
    except ValidationError as exc:  # a bad CARD_DECK in the environment or .env
        raise UsageError(settings_message(exc)) from None
    data = hand_picture(cards, deck, CardArt(card_art_folder(settings.card_art_dir)))
    if path is None:
        sys.stdout.buffer.write(data)
        sys.stdout.buffer.flush()
        return 0
    try:
        path.write_bytes(data)
    except OSError as exc:
        raise path_error("--out", args.out, exc, words.write_elsewhere()) from None
    print(words.wrote(str(path), len(cards), deck.value, len(data)))
    return 0
