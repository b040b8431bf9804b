"""Shared pieces of the command line: one-line errors, rules options, card arguments."""

from __future__ import annotations

import argparse
import contextlib
import errno
import os
from collections.abc import Mapping
from pathlib import Path
from typing import NoReturn

from pydantic import ValidationError

from bot.services.whole_numbers import MAX_CHIPS, NumberError, argument, in_range
from bot.text import cli_words as words
from bot.text.i18n import speaking
from engine.cards import Card, CardError, PackKind, parse_cards
from engine.handrules import ExtraHand, ExtraRanking, HandRules
from engine.rules import (
    Betting,
    KittyScale,
    ProgressiveScheme,
    Rules,
    Variety,
    WhiskySettlement,
    max_hands,
)

# The most seats any pack and game allow (the rules of the table may allow fewer: `check_seats`).
MOST_SEATS = max(max_hands(pack, variety) for pack in PackKind for variety in Variety)
# A seed is kept as text, but one typed at the command line is still a bounded number.
MOST_SEED = 2**63 - 1
MOST_ID = 2**63 - 1  # a table's id, or a deal's number, is a 64-bit integer in either database


class UsageError(Exception):
    """A mistake in what the user typed: shown as one line, exit status 2."""

    def __init__(self, message: str, prog: str | None = None) -> None:
        super().__init__(message)
        self.prog = prog


class Parser(argparse.ArgumentParser):
    """An ArgumentParser whose errors are one line (no usage dump) and never exit by itself."""

    def error(self, message: str) -> NoReturn:
        with to_host():  # a mistake in what was typed is the host's, whatever the command
            raise UsageError(words.see_help(message, self.prog), self.prog)


SHOWN_PATH = 80  # characters: a longer path is cut in the middle, so the one line stays readable


def host_locale(environ: Mapping[str, str]) -> str | None:
    """The host's language as POSIX gives it (LC_ALL, else LC_MESSAGES, else LANG: "de_DE.UTF-8"
    reads as de-DE), for `catalogue_for`; None for C, POSIX or nothing set."""
    for name in ("LC_ALL", "LC_MESSAGES", "LANG"):
        value = environ.get(name, "")
        if value:
            tag = value.split(".")[0].split("@")[0]
            return None if tag in ("C", "POSIX") else tag.replace("_", "-")
    return None


def to_host() -> contextlib.AbstractContextManager[None]:
    """Words made inside are the host's, in his LANG: for `run` and `sandbox`, whose bot speaks
    each member's language, so that their own lines to the host are in his all the same."""
    return speaking(host_locale(os.environ))


def shown_path(text: str) -> str:
    """A path as an error line shows it: one too long to read is cut in the middle."""
    return text if len(text) <= SHOWN_PATH else f"{text[:48]}...{text[-29:]}"


def file_in_the_way(path: Path) -> Path | None:
    """The first folder on `path`'s way that is a file (ENOTDIR), if there is one."""
    for folder in reversed(path.parents):
        try:
            if folder.exists() and not folder.is_dir():
                return folder
        except OSError:  # not to be reached: then it is not what is in the way
            return None
    return None


def path_error(what: str, text: str, exc: OSError, todo: str | None = None) -> UsageError:
    """An OSError met on the path `text` the user gave as `what` (an option or a setting), as
    one line: what, the path, why, and `todo` (by default, give another path)."""
    blocker = file_in_the_way(Path(text)) if exc.errno in (errno.ENOTDIR, errno.EEXIST) else None
    if blocker is not None:
        why = words.is_a_file(shown_path(str(blocker)))
    else:
        why = words.path_trouble(exc.errno, exc.strerror or str(exc))
    return UsageError(words.path_error(what, shown_path(text), why, todo))


def card_art_folder(text: str) -> Path:
    """CARD_ART_DIR as a folder the cards can be kept in (made if need be), checked before
    anything is drawn or started; one that cannot be used is a UsageError naming the setting."""
    folder = Path(text)
    todo = words.card_art_todo()
    try:
        folder.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        raise path_error("CARD_ART_DIR", text, exc, todo) from None
    if not os.access(folder, os.W_OK | os.X_OK):
        raise UsageError(words.path_error("CARD_ART_DIR", shown_path(text), words.permission_denied(), todo))
    return folder


def settings_message(exc: ValidationError) -> str:
    """A bad setting (environment or .env) as one line naming the variable as it is typed."""
    error = exc.errors()[0]
    message = str(error["msg"]).removeprefix("Value error, ")
    if not error["loc"]:  # a check of several settings together names them itself
        return message
    name = str(error["loc"][0]).upper()
    return message if message.startswith(name) else f"{name}: {message}"


def _extra_hands(text: str) -> frozenset[ExtraHand]:
    names = [n.strip().replace("-", "_") for n in text.split(",") if n.strip()]
    known = [h.value for h in ExtraHand]
    for name in names:
        if name not in known:
            raise argparse.ArgumentTypeError(words.not_an_extra_hand(repr(name), known))
    return frozenset(ExtraHand(n) for n in names)


def add_rules_options(parser: argparse.ArgumentParser) -> None:
    """The house-rule options every command that values hands takes."""
    group = parser.add_argument_group("house rules (Foster's standard game by default)")
    group.add_argument("--pack", choices=[p.value for p in PackKind], default=PackKind.STANDARD.value,
                       help="standard 52 cards, 52 and the joker, or the 32-card ecarte pack "
                            "(default: standard)")
    group.add_argument("--no-straights", action="store_true",
                       help="play the old game in which sequences count for nothing")
    group.add_argument("--extra", type=_extra_hands, default=frozenset(), metavar="HANDS",
                       help="extra hands, comma-separated: " + ", ".join(h.value for h in ExtraHand))
    group.add_argument("--ranking", choices=[r.value for r in ExtraRanking],
                       default=ExtraRanking.CUSTOMARY.value,
                       help="where the extra hands rank: as players rank them, or by rarity "
                            "(default: customary)")
    group.add_argument("--two-pairs-over-threes", action="store_true",
                       help="with the joker, rank two pairs above three of a kind, as Foster advises")


def rules_from_args(args: argparse.Namespace) -> HandRules:
    """The HandRules the options describe; an impossible combination is a UsageError."""
    if args.two_pairs_over_threes and args.pack != PackKind.JOKER:
        raise UsageError(words.two_pairs_joker())
    try:
        return HandRules(
            pack=args.pack,
            straights=not args.no_straights,
            extra_hands=args.extra,
            extra_hand_ranking=args.ranking,
            joker_two_pairs_over_threes=args.two_pairs_over_threes,
        )
    except ValidationError as exc:
        message = exc.errors()[0]["msg"].removeprefix("Value error, ")
        # The model names its fields; the user typed options.
        message = message.replace("extra_hands:", "--extra:", 1)
        raise UsageError(message) from None


def read_cards(text: str, rules: HandRules, what: str, count: int | None = None) -> list[Card]:
    """Cards typed by the user, checked against the pack in play.

    `what` names the argument in error messages ("hand", "--keep").
    """
    try:
        cards = parse_cards(text)
    except CardError as exc:
        raise UsageError(f"{what}: {exc}") from None
    members = set(rules.pack.cards())
    for card in cards:
        if card in members:
            continue
        if card.is_joker:
            raise UsageError(words.joker_only(what))
        raise UsageError(words.not_in_ecarte(what, str(card)))
    if count is not None and len(cards) != count:
        raise UsageError(words.hand_size(what, count, [str(c) for c in cards]))
    return cards


def add_table_options(parser: argparse.ArgumentParser) -> None:
    """The limits and house rules of a table, for commands that play deals."""
    add_rules_options(parser)
    group = parser.add_argument_group("limits and table rules (Foster's code by default)")
    group.add_argument("--variety", choices=[v.value for v in Variety], default=Variety.DRAW.value,
                       help="the game: draw (default), straight, stud or whisky poker")
    group.add_argument("--stud-raises", action="store_true", help="stud: a bet may be raised, not only seen")
    group.add_argument("--whisky-settlement", choices=[w.value for w in WhiskySettlement],
                       help="whisky: the best hand takes a pool of a chip each (pool, the default), "
                            "or the worst pays")
    group.add_argument("--betting", choices=[b.value for b in Betting], default=Betting.LIMIT.value,
                       help="limit (default), progressive, table_stakes or freeze_out")
    group.add_argument("--progressive-scheme", choices=[p.value for p in ProgressiveScheme],
                       default=ProgressiveScheme.DOUBLE_THE_LAST.value,
                       help="progressive betting: each raise may double the last bet (default), or each "
                            "bet may be double the whole the last bettor has put up (Foster's usual)")
    group.add_argument("--blind", type=argument("--blind", least=1), default=1,
                       help="the blind, in white chips (default 1)")
    group.add_argument("--limit", type=argument("--limit", least=1), default=10,
                       help="the most any bet may be raised (default 10)")
    group.add_argument("--jackpot-ante", type=argument("--jackpot-ante", least=1),
                       help="draw: each player's jack-pot ante (default 2)")
    group.add_argument("--checking", action="store_true", help="allow checking after the draw")
    group.add_argument("--bobtails", action="store_true", help="a four-card flush or straight opens jack-pots")
    group.add_argument("--kitty", choices=[k.value for k in KittyScale], default=KittyScale.NONE.value,
                       help="the kitty's take from a pool won in a call: none (default); one_chip, a chip "
                            "when threes or better are shown; house, 1 chip for two pairs, 2 for threes or "
                            "a straight, 3 for a flush or better")
    group.add_argument("--all-jackpots", action="store_true", help="every deal a jack-pot")


def check_seats(players: int, rules: Rules) -> None:
    """The number of players, against the seats these rules allow."""
    if not 2 <= players <= rules.max_seats:
        raise UsageError(words.seats(rules.max_seats, players))


# The table rules' fields (by their flat names, as `ChannelLimits.flat` gives them) and the
# options that set them; a flag's field is True when the option is given, but for `straights`.
OPTION_OF = {
    "variety": "--variety", "stud_raises": "--stud-raises", "whisky_settlement": "--whisky-settlement",
    "betting": "--betting", "progressive_scheme": "--progressive-scheme", "blind": "--blind", "raise_limit": "--limit", "jackpot_ante": "--jackpot-ante",
    "checking": "--checking", "bobtail_openers": "--bobtails", "kitty": "--kitty",
    "all_jackpots": "--all-jackpots", "pack": "--pack", "straights": "--no-straights", "extra_hands": "--extra",
    "extra_hand_ranking": "--ranking", "joker_two_pairs_over_threes": "--two-pairs-over-threes",
}
# Options that belong to one game only (those of jack-pots are the rules' own to refuse).
_ONE_GAME = (("--stud-raises", "stud_raises", Variety.STUD), ("--whisky-settlement", "whisky_settlement", Variety.WHISKY),
             ("--jackpot-ante", "jackpot_ante", Variety.DRAW))


def as_typed(field: str, value: object) -> str:
    """A rule's value as the option that sets it would be typed: "--limit 10", "--checking",
    "no --checking"."""
    option = OPTION_OF.get(field, field)
    if field == "straights":
        return words.no_option("--no-straights") if value else "--no-straights"
    if isinstance(value, bool):
        return option if value else words.no_option(option)
    if isinstance(value, list | tuple | set | frozenset):
        return f"{option} {','.join(sorted(map(str, value)))}" if value else words.no_option(option)
    return f"{option} {value}"


def table_rules_from_args(args: argparse.Namespace) -> Rules:
    """The table Rules the options describe; a bad value, or an option of another game, is a
    UsageError naming the option."""
    hands = rules_from_args(args)
    variety = Variety(args.variety)
    for option, name, game in _ONE_GAME:
        if getattr(args, name) not in (None, False) and variety is not game:
            raise UsageError(words.one_game(option, game.value, variety.value))
    given = {name: getattr(args, name) for _, name, _ in _ONE_GAME if getattr(args, name) is not None}
    try:
        return Rules(
            hands=hands, betting=args.betting, progressive_scheme=args.progressive_scheme,
            blind=args.blind, raise_limit=args.limit,
            checking=args.checking, bobtail_openers=args.bobtails,
            kitty=args.kitty, all_jackpots=args.all_jackpots, variety=variety, **given,
        )
    except ValidationError as exc:
        error = exc.errors()[0]
        message = error["msg"].removeprefix("Value error, ")
        field = error["loc"][0] if error["loc"] else message.split(":", 1)[0]
        option = OPTION_OF.get(str(field), str(field))
        if error["type"] in ("greater_than_equal", "less_than_equal"):  # in our words, not pydantic's
            raise UsageError(_out_of_range(str(field), option, error["input"])) from None
        if not error["loc"]:
            message = message.split(":", 1)[1].strip() if ":" in message else message
        raise UsageError(f"{option}: {message}") from None


def _out_of_range(field: str, option: str, value: int) -> str:
    """The bounds of a Rules field, as bot.services.whole_numbers says them for any typed number."""
    metadata = Rules.model_fields[field].metadata
    least = next((m.ge for m in metadata if hasattr(m, "ge")), 0)
    most = next((m.le for m in metadata if hasattr(m, "le")), MAX_CHIPS)
    try:
        in_range(value, option, least=least, most=most)
    except NumberError as exc:
        return str(exc)
    return words.out_of_range(option, value)  # pragma: no cover (pydantic refused it)
