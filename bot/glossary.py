"""The content behind ``/glossary``: the technical terms of Foster's game.

Definitions are the project's own words (``tests/test_lawbook.py`` checks them
against the source books). Each term may point to a ``/rules`` topic for more.
Plain data and lookup functions; no Discord imports.
"""

from __future__ import annotations

from dataclasses import dataclass

from bot.lawbook import MAX_COMPLETIONS, TOPICS, Completion, Index, normalise


@dataclass(frozen=True, slots=True)
class Term:
    name: str
    definition: str
    aliases: tuple[str, ...] = ()
    topic: str | None = None  # a /rules topic that says more

    def as_text(self) -> str:
        more = f" (See /rules {self.topic}.)" if self.topic else ""
        return f"{self.name}: {self.definition}{more}"


def _t(name: str, definition: str, *aliases: str, topic: str | None = None) -> Term:
    return Term(name, definition, aliases, topic)


_TERM_LIST: tuple[Term, ...] = (
    _t(
        "age",
        "The player sitting on the dealer's left, who must put up the blind. "
        "He has the last say in coming in and betting.",
        "eldest hand",
        "edge",
        topic="the-age",
    ),
    _t(
        "ante",
        "The stake paid to play a hand after seeing it, before the draw: twice "
        "the blind. In a jack-pot, what everyone puts up before the deal.",
        "antes",
        topic="ante",
    ),
    _t(
        "banker",
        "The player who sells the chips at the start and buys them back when "
        "players cash out.",
    ),
    _t(
        "big dog",
        "An extra hand, played only by agreement: ace high and nine low, no "
        "pair, one rank of the run missing (A-K-Q-10-9, say). By custom it "
        "ranks above a straight and a little dog, below a flush.",
        topic="extra-hands",
    ),
    _t(
        "blaze",
        "An extra hand, played only by agreement: five court cards (kings, "
        "queens and jacks). By custom it beats any ordinary two pairs.",
        topic="extra-hands",
    ),
    _t(
        "blind",
        "The forced bet the age puts up before the cards are dealt. Unlike the "
        "ante, it is made without seeing a card.",
        "blinds",
        topic="blind",
    ),
    _t(
        "bluff",
        "Betting as though your hand were better than it is, to drive out "
        "players who hold better cards.",
        "bluffing",
        "bluffer",
    ),
    _t(
        "bobtail",
        "Four to a flush or a straight, plus one card that does not belong. "
        "A four flush drawn to and missed is one too.",
        "bobtail flush",
        "bobtail straight",
        topic="bobtails",
    ),
    _t(
        "buck",
        "A marker, once often a pocket-knife, showing whose deal is a jack-pot; "
        "in straight poker it shows whose turn it is to ante for the table.",
        topic="forced-jacks",
    ),
    _t(
        "call",
        "To put in just enough to match the last bet, without raising, so "
        "that the hands are then shown.",
        "calling",
        "caller",
        topic="show-down",
    ),
    _t(
        "chips",
        "Counters used in place of money, commonly white for the smallest "
        "value, then red, then blue.",
        "chip",
        "counters",
        "counter",
        "checks",
        topic="limits",
    ),
    _t(
        "chip along",
        "Coming in for a single white chip only, to see what the players "
        "after you will do.",
    ),
    _t(
        "coming in",
        "Deciding to play for the pool, or at least to draw: paying the ante, "
        "or staying in an opened jack-pot.",
        "come in",
        "going in",
        "go in",
        topic="coming-in",
    ),
    _t(
        "complete hand",
        "A hand after its owner has discarded and drawn; the five cards he "
        "bets on.",
        topic="the-draw",
    ),
    _t(
        "court cards",
        "Kings, queens and jacks. Aces do not count as court cards.",
        "court card",
        "face cards",
        "face card",
        "picture cards",
    ),
    _t(
        "deadwood",
        "The pile of cards thrown away by players, whether discarded for the "
        "draw or given up on passing.",
        "discard pile",
        topic="the-draw",
    ),
    _t(
        "dealer",
        "Whoever is dealing the current hand. The deal moves one seat to the "
        "left after each hand.",
        "deal",
        "dealing",
        topic="dealer",
    ),
    _t(
        "discard",
        "The cards thrown out of the original hand so that new ones can be "
        "drawn in their place.",
        "discards",
        "discarding",
        topic="the-draw",
    ),
    _t(
        "draw",
        "The cards a player receives in place of those he discarded; also the "
        "stage of the deal when this happens.",
        "drawing",
        topic="the-draw",
    ),
    _t(
        "Dutch straight",
        "Another name for the skip: five cards each two ranks apart, such as "
        "4-6-8-10-Q.",
        "alternate straight",
        topic="extra-hands",
    ),
    _t(
        "exposed card",
        "A card turned face up by accident while being dealt, when it was not "
        "already face up in the pack.",
        "exposed cards",
        topic="incorrect-drawing",
    ),
    _t(
        "faced card",
        "A card found already lying face up in the pack.",
        "faced cards",
        topic="misdeals",
    ),
    _t(
        "fatten",
        "To add chips to a jack-pot that was not opened on the previous deal. "
        "Also called sweetening.",
        "fattening",
        "sweeten",
        "sweetening",
        topic="fattening",
    ),
    _t(
        "filling",
        "Drawing the cards that complete the hand you were drawing to, such "
        "as the fifth card of a flush.",
        "fill",
        "filled",
    ),
    _t(
        "flush",
        "Five cards all of one suit, not in sequence. It ranks above a "
        "straight and below a full hand.",
        "flushes",
        topic="hands",
    ),
    _t(
        "foul hand",
        "A hand holding more or fewer than five cards. It cannot win against "
        "a proper hand.",
        "foul",
        topic="irregular-hands",
    ),
    _t(
        "four flush",
        "Four cards of one suit kept in the hope of drawing a fifth. Missed, "
        "it is a bobtail.",
        "four-flush",
        "four flusher",
        topic="bobtails",
    ),
    _t(
        "fours",
        "Four cards of the same rank, like four kings, with one odd card.",
        "four of a kind",
        "quads",
        topic="hands",
    ),
    _t(
        "free ride",
        "A jack-pot in which one player puts up the ante for everybody, the "
        "penalty for drawing cards to false openers.",
        topic="false-openers",
    ),
    _t(
        "freeze-out",
        "A game in which all start with the same chips and each player leaves "
        "when his are gone, until one holds everything.",
        "freeze out",
        "freezeout",
        "frozen out",
        topic="freeze-out",
    ),
    _t(
        "full hand",
        "Three cards of one rank together with a pair of another. Modern "
        "players call it a full house.",
        "full house",
        "full",
        "boat",
        topic="hands",
    ),
    _t(
        "hand",
        "The five cards a player holds: his original hand as dealt, his "
        "complete hand after the draw, or a pat hand if he draws nothing.",
        topic="hands",
    ),
    _t(
        "imperfect pack",
        "A pack with a card missing or doubled, or with a card that can be "
        "told by its back.",
        "imperfect deck",
        topic="misdeals",
    ),
    _t(
        "inside straight",
        "Four cards of a straight with a gap in the middle, which only one "
        "rank can fill, such as 8-9-10-Q.",
        "gutshot",
        "inside straights",
    ),
    _t(
        "jack-pot",
        "A deal for which everyone antes alike in advance, and in which no "
        "betting or drawing starts until someone opens with jacks or better.",
        "jackpot",
        "jacks",
        topic="jack-pots",
    ),
    _t(
        "kicker",
        "An odd card, usually an ace or a high court card, kept with a pair "
        "when drawing two cards instead of three.",
        "kickers",
    ),
    _t(
        "kilter",
        "A worthless hand with no pair, nothing above a nine and no chance of "
        "a straight or flush, which some players stood pat on. Also called a pelter.",
        "pelter",
    ),
    _t(
        "kitty",
        "Chips taken from pools when a good enough hand is shown, kept to pay "
        "for the room, the cards or refreshments.",
        "rake",
        "rake-off",
        topic="kitty",
    ),
    _t(
        "limit",
        "The most by which a bet may be raised, properly the raise limit; not "
        "the most a single bet may be.",
        "raise limit",
        "betting limit",
        topic="limits",
    ),
    _t(
        "little dog",
        "An extra hand, played only by agreement: seven high and deuce low, no "
        "pair, one rank of the run missing (7-6-4-3-2, say). Also called a "
        "tiger. By custom it beats a straight but loses to a flush.",
        "tiger",
        topic="extra-hands",
    ),
    _t(
        "make good",
        "To add enough to your blind or straddle to bring it up to the ante.",
        "making good",
        "made good",
        topic="ante",
    ),
    _t(
        "misdeal",
        "A deal gone wrong badly enough that the same player must deal again.",
        "misdeals",
        "misdealing",
        topic="misdeals",
    ),
    _t(
        "mistigris",
        "The joker, when it is added to the pack: whoever holds it may count "
        "it as any card he likes.",
        "joker",
        "wild card",
        topic="joker",
    ),
    _t(
        "monkey flush",
        "Three cards of one suit kept to draw two more to. A long shot.",
    ),
    _t(
        "natural jacks",
        "A jack-pot that comes about because nobody came in against the blind "
        "on the deal before.",
        "natural jack-pot",
        "natural jack",
        topic="jack-pots",
    ),
    _t(
        "odds",
        "How much likelier something is not to happen than to happen. With "
        "nine hearts left among 47 unseen cards, the odds against filling a "
        "four flush are 38 to 9.",
        "probability",
        "chances",
    ),
    _t(
        "one-end straight",
        "Four cards in sequence that only one rank can complete, because "
        "they run to the ace at one end, like A-K-Q-J or A-2-3-4.",
        "one ended straight",
    ),
    _t(
        "open-end straight",
        "Four cards in sequence that a card at either end will complete, like "
        "4-5-6-7, which a three or an eight fills.",
        "open ended straight",
        "open-ended straight",
        "double-ended straight",
    ),
    _t(
        "openers",
        "The cards that entitle a player to open a jack-pot: jacks or better, "
        "unless the table has agreed otherwise.",
        "opener",
        "opening",
        "open",
        topic="openers",
    ),
    _t(
        "original hand",
        "The five cards dealt to a player before the draw.",
        topic="the-draw",
    ),
    _t(
        "pair",
        "Two cards of the same rank, with three odd cards. Two pairs means "
        "two such pairs and one odd card.",
        "one pair",
        "two pairs",
        "two pair",
        topic="hands",
    ),
    _t(
        "pass",
        "To decline: not to come in, not to open a jack-pot, or not to meet a "
        "bet, giving up the hand.",
        "passing",
        "drop",
        "drop out",
        "fold",
        topic="coming-in",
    ),
    _t(
        "pat hand",
        "A hand played as dealt, with no cards drawn, usually because it "
        "cannot be improved.",
        "pat",
        "standing pat",
        "stand pat",
        topic="the-draw",
    ),
    _t(
        "pile",
        "All the chips in front of a player: the most he can put at risk in "
        "the game.",
        "stack",
    ),
    _t(
        "pone",
        "The player on the dealer's right, who cuts the pack.",
        topic="dealer",
    ),
    _t(
        "pool",
        "All the antes and bets put in by the players on one deal, which the "
        "winner takes.",
        "pools",
        topic="betting",
    ),
    _t(
        "pot",
        "Strictly, the equal contributions everyone makes to form a jack-pot; "
        "loosely, the same as the pool.",
        "pots",
        topic="jack-pots",
    ),
    _t(
        "progressive jacks",
        "An agreed rule that makes each unopened jack-pot harder to open: "
        "queens, then kings, then aces, then back to jacks.",
        topic="progressive-jacks",
    ),
    _t(
        "progressive limits",
        "A way of betting in which only the first bet is limited and each "
        "raise may double what is already bet, up to a fixed number of raises.",
        "progressive poker",
        topic="progressive-limits",
    ),
    _t(
        "raise",
        "To put in more than the last bet, forcing the others to put in as "
        "much or drop out; also the amount added.",
        "raising",
        "reraise",
        topic="raising",
    ),
    _t(
        "round of jacks",
        "Nothing but jack-pots, one dealt by every player in turn. The same "
        "as a whangdoodle.",
        topic="whangdoodle",
    ),
    _t(
        "round-the-corner",
        "An extra hand, played only by agreement: a straight running from king "
        "through ace to deuce, like Q-K-A-2-3. Foster gives two different "
        "ranks for it; see /rules extra-hands.",
        "round the corner straight",
        "round-the-corner straight",
        "around the corner",
        topic="extra-hands",
    ),
    _t(
        "royal flush",
        "The best hand in the standard game: ace, king, queen, jack and ten "
        "of a single suit.",
        "royal",
        topic="hands",
    ),
    _t(
        "see",
        "To match a bet or raise without raising in turn. Calling is the usual "
        "word for this in the betting after the draw.",
        "seeing",
        topic="raising",
    ),
    _t(
        "sequence",
        "Cards in unbroken order of rank, whatever their suits; also called a run.",
        "run",
        topic="hands",
    ),
    _t(
        "show-down",
        "Turning every hand in the call face up once a bet is called, so the "
        "best one can take the pool.",
        "showdown",
        topic="show-down",
    ),
    _t(
        "shy",
        "Said of a player who has not yet put up his share of a jack-pot.",
        topic="fattening",
    ),
    _t(
        "sight",
        "What a player who cannot cover a bet may demand: a show of hands for "
        "the chips he does have.",
        "call a sight",
        "calling a sight",
        topic="sight",
    ),
    _t(
        "skip",
        "An extra hand, played only by agreement: five cards each two ranks "
        "apart, such as 2-4-6-8-10. Where it is played, it ranks above two "
        "pairs and above the blaze.",
        "skip straight",
        topic="extra-hands",
    ),
    _t(
        "splitting openers",
        "Breaking up the hand that opened a jack-pot when discarding, such as "
        "throwing one of a pair of jacks to draw to a flush.",
        "splitting",
        "split openers",
        topic="splitting-openers",
    ),
    _t(
        "stay",
        "To come into a jack-pot someone has opened, or to meet a raise meant "
        "to drive you out before the draw.",
        "staying",
        topic="coming-in",
    ),
    _t(
        "stock",
        "The cards left in the pack after the first deal, from which the "
        "draw is served. Also called the talon.",
        "talon",
        topic="the-draw",
    ),
    _t(
        "straddle",
        "A bet of twice the blind, made by the player left of the age before "
        "he sees his cards; it can be straddled again by the next player.",
        "straddles",
        "straddling",
        topic="straddle",
    ),
    _t(
        "straight",
        "Five cards in sequence in mixed suits, such as 5-6-7-8-9. The ace "
        "may be the top or the bottom card, never the middle.",
        "straights",
        topic="hands",
    ),
    _t(
        "straight flush",
        "Five cards in sequence, all of one suit. The royal flush is the "
        "highest of them.",
        "straight flushes",
        topic="hands",
    ),
    _t(
        "straight poker",
        "An older game with no draw, often called bluff; a buck marks whose "
        "turn it is to ante for everyone.",
        topic="varieties",
    ),
    _t(
        "stud poker",
        "A game in which each player gets one card face down and the rest "
        "face up, with a round of betting after each card.",
        "stud",
        topic="varieties",
    ),
    _t(
        "table stakes",
        "A game in which a player can never bet more than he had in front "
        "of him when the hand began.",
        "table stake",
        topic="table-stakes",
    ),
    _t(
        "threes",
        "Three cards of the same rank and two odd cards; also called triplets.",
        "triplets",
        "three of a kind",
        "trips",
        "set",
        topic="hands",
    ),
    _t(
        "tie",
        "Two hands of exactly equal value, which share the pool.",
        "ties",
        topic="ties",
    ),
    _t(
        "under the gun",
        "The first player to speak: the one on the age's left.",
        "first bettor",
        topic="betting",
    ),
    _t(
        "up",
        "Said of the higher pair of two pairs: kings up means kings and a "
        "lower pair.",
        "aces up",
        "kings up",
        "queens up",
        topic="ties",
    ),
    _t(
        "whangdoodle",
        "A compulsory round of jack-pots, one dealt by each player, started by "
        "fours or better shown in a call.",
        "whangdoodles",
        topic="whangdoodle",
    ),
    _t(
        "whisky poker",
        "A game with an extra hand, the widow, dealt to the middle of the "
        "table, which players swap cards with until someone knocks; often "
        "played to decide who pays.",
        "whiskey poker",
        "knock",
        topic="varieties",
    ),
    _t(
        "widow",
        "An extra five cards dealt to the table rather than to any player; "
        "chiefly found in whisky poker.",
        topic="varieties",
    ),
    _t(
        "burnt card",
        "A card turned face up at the bottom of the pack so that nobody can "
        "see the bottom card or deal it.",
        "burned card",
    ),
    _t(
        "cold feet",
        "A made-up reason for quitting before the agreed time.",
    ),
    _t(
        "gallery",
        "People watching the game without playing.",
        "spectators",
        "railbirds",
    ),
    _t(
        "marker",
        "Something put out to show a player owes that much to the pool and is "
        "still in; chips borrowed from the pool can be marked this way.",
    ),
    _t(
        "no pair",
        "A hand with no pair, sequence or flush, valued by its highest card.",
        "high card",
        "nothing",
        topic="hands",
    ),
    _t(
        "still pack",
        "When two packs are used, the one not being dealt, which is made up "
        "for the next deal.",
        "make up",
    ),
)

TERMS: dict[str, Term] = {term.name: term for term in _TERM_LIST}

_TERM_INDEX = Index((t.name, t.aliases) for t in _TERM_LIST)


def lookup_term(query: str) -> Term | None:
    """The term a name or alias refers to; case, hyphens and plurals do not matter."""
    name = _TERM_INDEX.find(query)
    return TERMS[name] if name is not None else None


def suggest_terms(query: str, n: int = 5) -> list[str]:
    """The term names closest to a query nothing matched, best first."""
    return _TERM_INDEX.suggest(query, n)


def complete(prefix: str, limit: int = MAX_COMPLETIONS) -> list[Completion]:
    """Autocomplete for ``/glossary``: terms whose name or alias starts as typed."""
    limit = min(limit, MAX_COMPLETIONS)
    found = _TERM_INDEX.complete(prefix)[:limit]
    return [Completion(_label(name, match), name) for name, match in found]


def _label(name: str, match: str) -> str:
    label = name if normalise(match) == normalise(name) else f"{name} ({match})"
    return label[:100]


def topic_of(term: Term) -> str | None:
    """The /rules topic a term points to, if that topic exists."""
    return term.topic if term.topic in TOPICS else None
