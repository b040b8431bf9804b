"""The content behind ``/rules``: Foster's 77 laws and the topics players ask about.

Everything here is plain data and lookup functions, with no Discord imports. The
summaries are the project's own words, not the book's (``tests/test_lawbook.py``
checks that no run of eight words is shared with the source books). Where this
table plays a law differently from the book, or where the law cannot arise
online, ``at_this_table`` says so; ``docs/rules.md`` is the long form.

The answers are shaped for a Discord embed: a title, a description and named
fields, each within Discord's limits (see ``EMBED_LIMITS``).
"""

from __future__ import annotations

import difflib
import re
from collections.abc import Iterable
from dataclasses import dataclass
from typing import NamedTuple

# Discord's embed limits, which every answer here keeps within.
EMBED_LIMITS = {
    "title": 256,
    "description": 4096,
    "field_name": 256,
    "field_value": 1024,
    "fields": 25,
    "total": 6000,
    "choice": 100,  # an autocomplete choice's name or value
}
MAX_COMPLETIONS = 25


@dataclass(frozen=True, slots=True)
class Law:
    number: int
    title: str
    summary: str
    section: str
    at_this_table: str | None = None

    @property
    def heading(self) -> str:
        return f"Law {self.number} · {self.title}"


@dataclass(frozen=True, slots=True)
class Topic:
    name: str  # the canonical, hyphenated name: "jack-pots"
    title: str
    summary: str
    laws: tuple[int, ...] = ()
    aliases: tuple[str, ...] = ()
    at_this_table: str | None = None


class Field(NamedTuple):
    name: str
    value: str


@dataclass(frozen=True, slots=True)
class RulesAnswer:
    """What ``/rules`` shows: one embed's worth of text."""

    title: str
    description: str
    fields: tuple[Field, ...] = ()
    laws: tuple[int, ...] = ()
    topic: str | None = None

    def as_text(self) -> str:
        """The answer as plain text, for a terminal or a log."""
        parts = [self.title, "", self.description]
        for field in self.fields:
            parts += ["", field.name, field.value]
        return "\n".join(parts)

    def total_chars(self) -> int:
        """What Discord counts against its 6000-character embed total."""
        return (
            len(self.title)
            + len(self.description)
            + sum(len(f.name) + len(f.value) for f in self.fields)
        )


class Completion(NamedTuple):
    """An autocomplete choice: ``name`` is shown, ``value`` is sent back."""

    name: str
    value: str


# ---------------------------------------------------------------------------
# The laws
# ---------------------------------------------------------------------------

_SECTIONS: tuple[tuple[int, int, str], ...] = (
    (1, 6, "Formation of the table"),
    (7, 7, "Limits"),
    (8, 14, "Dealing"),
    (15, 19, "Misdealing"),
    (20, 26, "Irregular hands"),
    (27, 29, "The blind and the straddle"),
    (30, 37, "The ante"),
    (38, 46, "Drawing cards"),
    (47, 50, "Incorrect drawing"),
    (51, 55, "Betting on the hands"),
    (56, 58, "Calling and showing"),
    (59, 60, "Making jack-pots"),
    (61, 61, "Jack-pot antes"),
    (62, 65, "Opening jack-pots"),
    (66, 70, "False openers"),
    (71, 71, "Showing openers"),
    (72, 72, "Discarding and drawing in jack-pots"),
    (73, 73, "Splitting openers"),
    (74, 75, "Betting in jack-pots"),
    (76, 76, "Fattening"),
    (77, 77, "Disputes"),
)


def _section(number: int) -> str:
    for first, last, name in _SECTIONS:
        if first <= number <= last:
            return name
    raise ValueError(f"no law {number}")


# Shared notes for laws that cannot arise at a table the bot deals.
_BOT_DEALS = (
    "Does not arise here: the bot shuffles and deals, so every pack is whole "
    "and every hand has five cards."
)
_BOT_DRAWS = (
    "Does not arise here: the bot serves the draw, giving each player exactly "
    "the cards he discarded for, face down, in turn."
)
_NO_FALSE_OPENERS = (
    "Cannot happen here: the bot sees every hand and refuses an opening made "
    "without openers."
)
_IN_TURN_ONLY = (
    "The bot takes actions only from the player whose turn it is, and a "
    "refused action changes nothing."
)
_NO_SEAT_DRAW = "Seats are not drawn for online; see law 6 for where a newcomer sits."

_LAW_ROWS: tuple[tuple[int, str, str, str | None], ...] = (
    (
        1,
        "Number of players",
        "A table holds two to seven players. With eight, whoever deals "
        "takes no hand that deal, and when he deals a jack-pot he pays no ante for it.",
        "Applies with the 52 and 53-card packs. The 32-card ecarte pack only has "
        "enough cards for five hands and their draws, so such a table seats five.",
    ),
    (
        2,
        "The first dealer",
        "To pick the first dealer, someone shuffles, has it cut, and turns one "
        "card face up to each player in turn; whoever receives the first jack deals.",
        "The bot turns the cards round for you.",
    ),
    (
        3,
        "Seats by the cards",
        "Once the first dealer is fixed, any player may ask for the seats to be "
        "settled too: the dealer turns a card up for every other player, and "
        "they sit in order from the lowest card, on the dealer's left, upward. "
        "The ace counts low for this.",
        _NO_SEAT_DRAW,
    ),
    (
        4,
        "Ties for seats",
        "Players whose cards tie get fresh cards, which settle only the order "
        "among themselves; everyone else keeps his place.",
        _NO_SEAT_DRAW,
    ),
    (
        5,
        "New seats every hour",
        "Each hour after play begins, anyone may ask for the seats to be drawn "
        "again. This time the dealer gets a card as well.",
        _NO_SEAT_DRAW,
    ),
    (
        6,
        "A newcomer's seat",
        "When someone joins a game already going, any player may have a card "
        "laid face up in each gap between the seated players; the newcomer "
        "takes the gap where the lowest card lands.",
        "A newcomer sits on the dealer's right, so he is dealt in last.",
    ),
    (
        7,
        "What to agree before play",
        "Before starting, the table settles the size of the blind, the jack-pot "
        "ante and the raise limit, and whether the age may vary his blind. It "
        "is wise to fix as well a small fine for minor offences (such as not "
        "showing a called hand, or telling someone else's draw) and any bonus "
        "paid for straight flushes.",
        "The table's settings hold these amounts, and a change applies from the "
        "next deal. The bot enforces the rules itself, so no fines are needed; "
        "the straight-flush bonus is an option.",
    ),
    (
        8,
        "Shuffling",
        "Any player may shuffle, the dealer last. If two packs are in use, the "
        "second player on the dealer's left gets the idle one ready for the "
        "following deal.",
        "The bot shuffles with the operating system's randomness and uses one pack.",
    ),
    (
        9,
        "The cut",
        "The dealer hands the pack to his right-hand neighbour, the pone, who "
        "cuts it or lets it run uncut; if he declines, nobody else may insist on "
        "cutting. A cut must leave five cards or more in each part.",
        "There is no cut online: the shuffle is already random.",
    ),
    (
        10,
        "A spoiled cut",
        "If the cut is bungled or a card is shown, the pack is shuffled afresh "
        "and offered for another cut.",
        _BOT_DEALS,
    ),
    (
        11,
        "Putting the pack together",
        "The two parts of a cut pack must be joined again before the deal; "
        "dealing while holding only part of the pack is a misdeal.",
        _BOT_DEALS,
    ),
    (
        12,
        "How the cards are dealt",
        "Cards go out face down, singly, round to the left, starting with the "
        "player on the dealer's left, until everyone holds five.",
        "The bot deals this way.",
    ),
    (
        13,
        "Dealing out of turn",
        "A deal by the wrong player, or with the wrong pack, must be stopped "
        "before its last card; once that card is out, the deal stands.",
        "Cannot happen here: the bot always knows whose deal it is.",
    ),
    (
        14,
        "The deal passes left",
        "After each hand the deal moves one seat to the left. In a whangdoodle "
        "(a round of jack-pots), though, one player keeps dealing until his "
        "jack-pot has been opened and won.",
        "Applied as written. Since the deal moves left, the age of a deal "
        "nobody came in to deals the jack-pot that follows.",
    ),
    (
        15,
        "What is a misdeal",
        "The deal is void if a card is found face up in the pack during the "
        "first deal, if the pack proves imperfect, if two or more players get "
        "six cards, if too many or too few hands are dealt, or if the dealer "
        "shows more than one card.",
        _BOT_DEALS,
    ),
    (
        16,
        "After a misdeal",
        "When there is a misdeal, the same player deals again, using the same cards.",
        _BOT_DEALS,
    ),
    (
        17,
        "An imperfect pack",
        "A pack is imperfect if cards are missing or doubled, or if any card "
        "can be recognised from its back.",
        _BOT_DEALS,
    ),
    (
        18,
        "Claiming an imperfect pack",
        "A claim that the pack is imperfect has to come before the draw has "
        "been fully dealt; after that the deal stands, unless two copies of a card turn "
        "up in the draw. Earlier deals stand in any case.",
        _BOT_DEALS,
    ),
    (
        19,
        "A card shown while dealing",
        "A card turned face up as it is dealt to a player must be kept by him, "
        "unless it was lying face up in the pack. Two cards shown in one deal, "
        "even to different players, mean a new deal.",
        _BOT_DEALS,
    ),
    (
        20,
        "Foul hands",
        "A hand with more or fewer than five cards is foul once any of it has "
        "been lifted or looked at.",
        _BOT_DEALS,
    ),
    (
        21,
        "Too few cards",
        "If a player finds he is short before lifting or looking at any card, "
        "and the others all have five, the dealer makes his hand up from the "
        "top of the pack.",
        _BOT_DEALS,
    ),
    (
        22,
        "Too many cards",
        "If a player finds six cards before looking, and the others have five, "
        "he may call for a new deal or have the dealer pull one card from his "
        "hand, as long as nobody before him has anted. The card pulled goes "
        "unseen to the bottom of the pack.",
        _BOT_DEALS,
    ),
    (
        23,
        "When a new deal is needed",
        "There must be a fresh deal if someone has already anted, or if more "
        "than one player holds six cards.",
        _BOT_DEALS,
    ),
    (
        24,
        "Six cards beside four",
        "If one player has six cards and his neighbour four, and neither has "
        "lifted or looked at his cards, the dealer moves one card from the big "
        "hand to the short one.",
        _BOT_DEALS,
    ),
    (
        25,
        "Both hands looked at",
        "If both have lifted or looked at their cards, both hands are dead: "
        "the two sit out that pool and leave in it whatever they have anted.",
        _BOT_DEALS,
    ),
    (
        26,
        "One hand looked at",
        "If only one of them has looked, the dealer moves a card, face down, "
        "from the long hand to the short one. The hand nobody looked at may "
        "then be played; the other is dead.",
        _BOT_DEALS,
    ),
    (
        27,
        "The blind",
        "Before any card is dealt, the age, who sits at the dealer's left, "
        "puts up the agreed blind.",
        "The blind is the first step of every deal that is not a jack-pot.",
    ),
    (
        28,
        "The straddle",
        "The player next on the age's left may straddle the blind by putting "
        "up double, but only before he has seen any of his cards. The next "
        "player may straddle him by doubling again, and so on until the "
        "straddle reaches half the betting limit.",
        "Straddles are made before the cards are dealt, so nobody straddles "
        "having seen his hand. The cap is half the raise limit unless the "
        "table sets it lower.",
    ),
    (
        29,
        "Declining to straddle",
        "Once a player lets his turn to straddle go by, nobody further to the "
        "left may straddle.",
        None,
    ),
    (
        30,
        "Coming in",
        "After the deal, each player in turn from the left of the age, or of "
        "the last straddler, says whether he plays or passes. To play he antes "
        "twice the blind or last straddle; to pass he throws his cards face "
        "down onto the discards, in front of the next dealer.",
        "Coming in goes round to the age and the straddlers, who speak last "
        "and make good their blind or drop out. They are asked even when "
        "everyone else has passed, or when every player blinded or straddled.",
    ),
    (
        31,
        "Cards thrown up",
        "Cards once thrown away can never be taken back, whatever the reason.",
        None,
    ),
    (
        32,
        "Raising the ante",
        "Whoever antes may raise by any amount up to the limit. Each later "
        "player must then put up both the ante and the raise, or give up his hand.",
        "Nobody may raise by more than some other player still in can meet.",
    ),
    (
        33,
        "Meeting a raise",
        "A player already in who is raised by someone after him must meet the "
        "raise or drop out. When his turn comes he may raise back.",
        None,
    ),
    (
        34,
        "Chips in the pool stay",
        "Chips put in the pool cannot be taken out, whether it was the "
        "player's turn or not. An ante or raise made out of turn does not stop "
        "an earlier player, whose turn it really was, from raising.",
        _IN_TURN_ONLY,
    ),
    (
        35,
        "A raise nobody meets",
        "If someone raises the ante and no other player will meet the raise, "
        "the raiser takes the pool, and his cards need not be shown.",
        None,
    ),
    (
        36,
        "The age's choice",
        "When just one player antes, the age may make good his blind, raise, "
        "drop out, or turn the next deal into a jack-pot by paying that player "
        "the amount of his ante.",
        "The age may choose the jack-pot only if nobody straddled and the lone "
        "player did not raise. The blind and that ante stay in the pool for "
        "the jack-pot.",
    ),
    (
        37,
        "Nobody comes in",
        "If nobody antes to play against the age, the next deal is a natural jack-pot.",
        "When every player passes in turn, the age and the straddlers too, the "
        "blind and any straddles are handed back, and a jack-pot follows.",
    ),
    (
        38,
        "Who draws",
        "Once two or more have put equal amounts in the pool, each of them, "
        "starting nearest the dealer's left, may discard any or all of his "
        "five cards and receive new ones in their place.",
        "If the stock runs out, the discards made so far (not the current "
        "player's own) are shuffled in so the draw can go on.",
    ),
    (
        39,
        "Serving the draw",
        "The pack is neither shuffled nor cut again for the draw. Cards go "
        "out face down, and each player receives everything he asked for "
        "before the next is served.",
        "The bot serves the draw this way.",
    ),
    (
        40,
        "Asking for cards",
        "Each player must say clearly how many cards he wants and discard that "
        "many first. The dealer, when serving himself, must say aloud how many "
        "he takes.",
        "The bot serves each draw and shows every player's count to the table.",
    ),
    (
        41,
        "How many were drawn",
        "After the draw nobody can be made to say how many cards he took, and "
        "no one else may tell for him. The exception is the dealer's own draw: "
        "he must answer truly when asked by a player still in who has not yet bet.",
        "A Discord table shows each draw as it happens, just as players at a "
        "real table watch it, so every count is public.",
    ),
    (
        42,
        "A card face up in the stock",
        "A card found face up in the pack while the draw is dealt is shown or "
        "named to all and put with the discards.",
        _BOT_DRAWS,
    ),
    (
        43,
        "A card shown in the draw",
        "If a card is exposed as it is given in the draw, that player may not "
        "keep it; he gets its replacement only after everyone else, the dealer "
        "included, has drawn, and keeps any other cards given with it. A card "
        "that drops to the floor does not count as exposed.",
        _BOT_DRAWS,
    ),
    (
        44,
        "The discard pile",
        "Cards on the discard pile may never be taken back into a hand, or "
        "even looked at.",
        None,
    ),
    (
        45,
        "Guarding your draw",
        "Each player must watch over the cards laid off for him. If they get "
        "mixed with discards or another hand and cannot be sorted without "
        "looking, the dealer may be asked to pick them out; failing that, the "
        "players draw blind from the mixed cards or give up the hand.",
        _BOT_DRAWS,
    ),
    (
        46,
        "A discard dropped on a draw",
        "If a player drops his discard on cards laid off for another, the "
        "dealer may say which are which; or the discarder writes down what he "
        "threw, and the other player picks those cards out, shows them to him "
        "and puts them on the discard pile.",
        _BOT_DRAWS,
    ),
    (
        47,
        "Asking for the wrong number",
        "A player who asks for the wrong number may change his request before "
        "seeing the cards, if the next player has not been served. Otherwise "
        "he must take what he asked for: too many means discarding more, "
        "unseen; too few leaves him a foul hand.",
        _BOT_DRAWS,
    ),
    (
        48,
        "The dealer gives the wrong number",
        "If the dealer serves a player more or fewer cards than he asked for, "
        "and this is pointed out before the player looks at them, the dealer "
        "must correct it, even if others have drawn in between; they keep "
        "what they got.",
        _BOT_DRAWS,
    ),
    (
        49,
        "Who asked for what",
        "When a player and the dealer disagree about the number asked for, "
        "the players vote, and the dealer breaks a tie.",
        _BOT_DRAWS,
    ),
    (
        50,
        "Passed over in the draw",
        "A player who lets the next man on his left be served before him has "
        "no remedy: he plays his hand pat or drops out, and if his discard is "
        "already made, the hand is dead.",
        _BOT_DRAWS,
    ),
    (
        51,
        "The first bet",
        "When the draw is over, the first player to the age's left must bet "
        "or drop out. After a bet, each player in turn calls, raises or drops out.",
        "Foster's game has no checking. A table may switch on a house rule "
        "that allows checks; if everyone checks, the hands are shown.",
    ),
    (
        52,
        "The age keeps the last say",
        "The first player on the age's left bets first even when the age has "
        "dropped out or been straddled. The age's right to speak last never "
        "moves to anyone else.",
        "The first bet falls to the nearest player on the age's left who has not dropped out.",
    ),
    (
        53,
        "Betting out of turn",
        "A bet or raise made out of turn cannot be taken back, and it does "
        "not stop an earlier player from raising when his turn comes.",
        _IN_TURN_ONLY,
    ),
    (
        54,
        "Borrowing",
        "Borrowing cuts both ways: a player who borrowed chips to raise must "
        "borrow again to meet a re-raise, and may not raise with borrowed "
        "chips and then call for a sight.",
        "Nobody can borrow at an online table. A player short of chips calls "
        "a sight for what he has, and side pools settle the rest.",
    ),
    (
        55,
        "Chips put in by mistake",
        "Chips in the pool stay there even if put in by mistake, unless "
        "everyone accepts that the player misjudged what his chips were worth.",
        _IN_TURN_ONLY,
    ),
    (
        56,
        "The call",
        "When two or more players have bet the same amount and the betting "
        "stops, every hand in the call is shown and the best hand wins the "
        "pool. The cards speak for themselves, so naming a hand wrongly "
        "costs nothing; refusing to show a called hand deserves an agreed fine.",
        "The bot shows every hand in the call itself.",
    ),
    (
        57,
        "Show the whole hand",
        "A called hand must be shown in full, not just the cards needed to "
        "beat the other hand.",
        "The bot always shows all five cards.",
    ),
    (
        58,
        "Foul hands in a call",
        "A hand shown in a call with more or fewer than five cards is foul "
        "and cannot win if anyone has a proper hand against it. If every hand "
        "shown is foul, the chips stay where they are and a jack-pot follows.",
        _BOT_DEALS,
    ),
    (
        59,
        "Making jack-pots",
        "A jack-pot is dealt next if nobody comes in against the blind, if "
        "the age buys one by repaying a lone player's ante, or if a hand above "
        "a flush is shown in a call (hands shown uncalled count only by "
        "agreement). Fours or a straight flush shown in a call start a "
        "whangdoodle, a round of jack-pots in which each player deals his own; "
        "a bonus to the straight flush may be agreed.",
        "Which hand shown in a call makes a jack-pot is a table setting, a "
        "full hand or better by default. Whangdoodles and the straight-flush "
        "bonus apply as written.",
    ),
    (
        60,
        "Jack-pots by agreement",
        "Any other jack-pots, whether after smaller hands, by passing a buck, "
        "after misdeals, or a closing round before the game ends, must be "
        "agreed by the players beforehand.",
        "Forced jacks are options: every deal a jack-pot, the buck, or a "
        "jack-pot after a raise before the draw that nobody sees.",
    ),
    (
        61,
        "Jack-pot antes",
        "Before a jack-pot is dealt, every player puts up the agreed jack-pot "
        "ante. A player may sit one out, paying nothing and getting no cards, "
        "if all the others agree.",
        "There is no blind or straddle in a jack-pot.",
    ),
    (
        62,
        "Opening",
        "Starting on the dealer's left, each player says in turn whether he "
        "opens, and for how much. Opening takes jacks or better, but even with "
        "them nobody is obliged to open.",
        "You may open for one chip up to the limit, and the bot refuses an "
        "opening without openers.",
    ),
    (
        63,
        "Progressive jacks",
        "Progressive jacks, and rules that tie the opening bet to what is "
        "already in the pot, need the table's agreement; otherwise jacks or "
        "better always open.",
        "Progressive jacks are an option: after each unopened deal it takes "
        "queens, then kings, then aces, and then back down to jacks.",
    ),
    (
        64,
        "Staying",
        "After the opening, each player in turn from the opener's left stays "
        "or passes out. Staying costs the amount the pot was opened for, and "
        "the stayer may raise within the limit.",
        None,
    ),
    (
        65,
        "Passing, then coming in",
        "Someone who passed before the opening may still come in, and even "
        "raise the opener, in his turn. But once he has passed, he may not "
        "open later if a player on his left has passed since.",
        None,
    ),
    (
        66,
        "False openers",
        "A player who opens without the hand to justify it has a dead hand "
        "and loses everything he has put in.",
        _NO_FALSE_OPENERS,
    ),
    (
        67,
        "Play goes on",
        "If anyone has come in against a false opener, the pot is played for "
        "as though it had been opened properly.",
        _NO_FALSE_OPENERS,
    ),
    (
        68,
        "False openers caught early",
        "If the false opener owns up before all have spoken and nobody has "
        "come in yet, anyone speaking afterwards needs openers himself to "
        "open, just as though the false opener had passed.",
        _NO_FALSE_OPENERS,
    ),
    (
        69,
        "Drawing to false openers",
        "A false opener who owns up only after drawing loses every claim to "
        "the pool and, once it is settled, must ante for himself and all the "
        "others in a new jack-pot dealt straight after (a free ride).",
        _NO_FALSE_OPENERS,
    ),
    (
        70,
        "False openers played pat",
        "A false opener who stood pat, drawing no cards, escapes the second "
        "penalty, the free ride.",
        _NO_FALSE_OPENERS,
    ),
    (
        71,
        "The opener raised out",
        "A player who stays against the opener may raise within the limit, and "
        "the opener may refuse to meet it. If he refuses, he must first lay "
        "his whole hand face up for the table.",
        "The bot shows his hand when he drops out.",
    ),
    (
        72,
        "Drawing in a jack-pot",
        "When players stay against the opener, or two or more remain after "
        "he has been raised out, the draw runs as in any pool: the player "
        "nearest the dealer's left is served first, whoever opened.",
        None,
    ),
    (
        73,
        "Splitting openers",
        "The opener may not discard so as to break up his openers, not even "
        "to try for a flush or straight, unless the table has agreed to let a "
        "four-card flush or straight open.",
        "The cards the opener keeps must still be openers by themselves. The "
        "bobtail-openers option lifts the restriction.",
    ),
    (
        74,
        "The opener bets first",
        "If the opener is still in after the draw, he makes the first bet. If "
        "he will not bet, he must show his openers, but not the rest of his hand.",
        "If he passes, the bot shows his openers and he goes out.",
    ),
    (
        75,
        "When the opener is out",
        "If the opener has gone out, or will not bet, the first player on his "
        "left bets first, and the others may call or raise in their turn.",
        None,
    ),
    (
        76,
        "Fattening",
        "If nobody opens, the deal moves left (but not in a whangdoodle) and "
        "every player puts in one more white chip, and again on each deal "
        "after, until someone opens the pot and it is won.",
        "Each unopened deal costs one chip a player, or nothing under the "
        "'first ante only' house rule.",
    ),
    (
        77,
        "Disputes",
        "Disagreements about what actually happened are settled by a majority "
        "of the players; if the vote is even, the dealer decides, even when he "
        "is one of those disputing.",
        "The bot applies each action as it is made, so there are no questions of fact to vote on.",
    ),
)

LAWS: dict[int, Law] = {
    number: Law(number, title, summary, _section(number), at)
    for number, title, summary, at in _LAW_ROWS
}

# ---------------------------------------------------------------------------
# The topics
# ---------------------------------------------------------------------------

_TOPIC_LIST: tuple[Topic, ...] = (
    Topic(
        "blind",
        "The blind",
        "The blind is a forced bet, put up before any cards are dealt by the "
        "age, who sits at the dealer's left. It sets the scale of the game: "
        "the ante is always twice the blind. In return the age has the last "
        "say in coming in and in the betting, a privilege nobody can take "
        "over from him. A jack-pot has no blind.",
        (7, 27, 30, 37, 52),
        ("blinds", "forced bet"),
        "If nobody comes in, the blind is handed back and a jack-pot follows "
        "(law 37).",
    ),
    Topic(
        "straddle",
        "The straddle",
        "A straddle is a bigger blind, put up blind. The player left of the "
        "age may put up double the blind before seeing his cards; the next "
        "may double that, and so on, never beyond half the raise limit. Each "
        "straddle doubles the ante and passes the first say to the player "
        "after the last straddler. Once one player declines, nobody further round may "
        "straddle. A straddle does not buy the age's last say in the betting.",
        (28, 29, 30, 52),
        ("straddles", "straddling"),
        "Straddles are made before the cards are dealt. The cap is half the "
        "raise limit unless the table sets it lower.",
    ),
    Topic(
        "ante",
        "The ante and making good",
        "The ante is what it costs to play a hand in an ordinary pool: twice "
        "the blind, or twice the last straddle. It is paid after seeing the "
        "hand, before the draw. The age and any straddlers speak last: they "
        "make good, adding enough to bring their blind up to the ante, or "
        "drop out and leave what they put in. In a jack-pot everyone antes "
        "an agreed amount before the deal.",
        (30, 32, 33, 36, 61),
        ("antes", "make good", "making good", "made good"),
        "Foster's example is one of the bot's tests: a blind of 1 straddled "
        "twice makes the ante 8, so the age adds 7, the first straddler 6 "
        "and the second 4.",
    ),
    Topic(
        "coming-in",
        "Coming in",
        "Coming in is deciding to play a hand: anteing in an ordinary pool, "
        "or staying in a jack-pot someone has opened. Each player in turn, "
        "from the left of the age or of the last straddler, antes or passes, "
        "and a hand thrown away is gone for good. In a jack-pot, those who "
        "passed before the opening may still come in once it is opened.",
        (30, 31, 64, 65),
        ("come in", "going in", "go in", "play or pass", "stay", "staying"),
        None,
    ),
    Topic(
        "raising",
        "Raising",
        "Anyone anteing, making good, staying or betting may raise by up to "
        "the agreed limit. Later players must then meet both the bet and the "
        "raise or drop out, and a player who has been raised may raise back "
        "in his turn; nobody may raise his own bet. A raise that nobody meets "
        "wins the pool, and the winner's cards are not shown.",
        (7, 32, 33, 35, 53),
        ("raise", "raises", "reraise", "re-raise", "see", "seeing"),
        "Nobody may raise by more than some other player still in can meet. "
        "A table may also cap the number of raises; Foster has no cap.",
    ),
    Topic(
        "limits",
        "Limits",
        "Three amounts are agreed before play: the blind, the jack-pot ante "
        "and the limit. The limit is the most by which a bet may be raised, "
        "not the most a single bet may be: if one player bets the limit and the "
        "next raises by the limit, the second has put in twice the limit, and "
        "so must anyone calling both.",
        (7, 28, 32),
        ("limit", "betting limit", "raise limit", "stakes"),
        None,
    ),
    Topic(
        "the-draw",
        "The draw",
        "When the antes are made good, each player still in, beginning "
        "nearest the dealer's left, discards none to five cards and is given "
        "as many from the top of the pack, which is not shuffled or cut "
        "again. Each gets all his cards before the next is served; the dealer "
        "draws last and says how many he takes. A player who draws nothing "
        "stands pat.",
        (38, 39, 40, 41, 44, 72, 73),
        ("draw", "drawing", "discard", "discards", "discarding", "pat", "stand pat"),
        "If the stock runs short, the discards made so far (not the current "
        "player's own) are shuffled in. Every player's draw is shown as it happens.",
    ),
    Topic(
        "asking-the-draw",
        "Asking how many were drawn",
        "Once the draw is over, nobody has to say how many cards he took, and "
        "nobody may tell for him; each player is expected to watch. Only the "
        "dealer can be asked about his own draw, and he must answer if the "
        "one asking is still in and has not yet bet.",
        (40, 41),
        ("how many cards", "how many drawn", "dealer's draw"),
        "A Discord table shows every draw as it happens, so every count is public.",
    ),
    Topic(
        "betting",
        "Betting on the hands",
        "After the draw the first player on the age's left bets or drops "
        "out, even if the age is out. Each player after him calls, raises or "
        "drops out. If all but one drop out, the last one takes the pool "
        "without showing; if the age is still in and nobody bets, the pool "
        "is his. Chips put in the pool stay there.",
        (34, 51, 52, 53, 54, 55),
        ("bet", "bets", "first bet", "under the gun", "betting on the hands"),
        "Foster's game has no checking: you bet or drop out. A house rule can allow checks.",
    ),
    Topic(
        "checking",
        "Checking",
        "Foster's game has no check: when it is your turn to bet after the "
        "draw, you bet or you drop out. If nobody bets, the last player left "
        "wins without a show, which is how the age takes a pool nobody bets on.",
        (51, 52),
        ("check", "checks", "check raise", "knock"),
        "A table may turn on a house rule that allows checks, as modern "
        "players expect. If everyone checks, the hands are shown.",
    ),
    Topic(
        "show-down",
        "Calling and the show-down",
        "When the betting ends with two or more players having put in the "
        "same amount, every hand in the call is shown, in full, and the best "
        "poker hand wins. The cards speak for themselves, so miscalling a "
        "hand does not matter. A bet or raise nobody calls takes the pool "
        "with nothing shown.",
        (35, 56, 57, 58),
        ("showdown", "show", "showing", "call", "calls", "calling", "called hand"),
        "The bot shows every hand in the call. With side pools, each pool "
        "goes to the best hand among those who paid into it.",
    ),
    Topic(
        "jack-pots",
        "Jack-pots",
        "A jack-pot is a special deal. Everyone antes the same agreed amount "
        "before the cards are dealt; there is no blind or straddle; and "
        "nobody may bet or draw until someone opens with jacks or better. "
        "A jack-pot comes next when nobody comes in against the blind, "
        "when the age buys one, or after a hand good enough is shown in a "
        "call. Other jack-pots, such as the buck, need agreement.",
        (36, 37, 59, 60, 61, 62, 76),
        ("jackpot", "jack pot", "jacks", "jack", "pot", "natural jacks", "natural jack-pot"),
        "A full hand or better shown in a call makes the next deal a jack-pot "
        "by default; the table can change the threshold.",
    ),
    Topic(
        "openers",
        "Opening a jack-pot",
        "In a jack-pot each player in turn from the dealer's left says "
        "whether he opens. Opening needs jacks or better, but nobody is forced "
        "to open; the opener bets up to the limit. The others then stay, "
        "meeting the opening bet and perhaps raising, or pass. After the draw "
        "the opener bets first, and before he takes the pot he must show "
        "what he opened on.",
        (62, 64, 65, 71, 74, 75),
        ("opener", "opening", "open", "jacks or better", "showing openers", "show openers"),
        "The bot refuses an opening without openers. If no one stays, the "
        "opener shows his whole hand and takes the pot; if he wins after the "
        "draw without a call, he shows only his openers.",
    ),
    Topic(
        "false-openers",
        "False openers",
        "Opening without a qualifying hand kills the opener's hand and "
        "forfeits his chips. If anyone has already come in, the pot is played "
        "for anyway. If he drew cards before owning up, he must also ante for "
        "the whole table in the next jack-pot (a free ride); if he stood pat "
        "he is spared that.",
        (66, 67, 68, 69, 70),
        ("false opener", "free ride"),
        _NO_FALSE_OPENERS,
    ),
    Topic(
        "splitting-openers",
        "Splitting openers",
        "The opener may not break up his openers when he discards, for "
        "instance throwing a jack to draw to a flush. Foster prefers this "
        "plain rule to letting him set his discard aside as proof, which "
        "gives his hand away. Where a bobtail may open, the bobtail is itself "
        "openers and the problem disappears. Players who came in against the "
        "opener may draw to anything.",
        (73,),
        ("split", "splitting", "split openers"),
        "The cards the opener keeps must still be openers on their own; the "
        "bobtail-openers option lifts this.",
    ),
    Topic(
        "fattening",
        "Fattening",
        "When nobody opens a jack-pot, the hands are thrown in and the deal "
        "moves left (in a whangdoodle the same player deals again). Each "
        "player puts in another white chip for the new deal, and keeps "
        "doing so until someone opens and the pot is won. Because fattening causes "
        "arguments over who is shy, some tables ante only once.",
        (76,),
        ("fatten", "sweeten", "sweetening", "unopened jack-pot", "shy"),
        "One chip a player each unopened deal, or nothing under the "
        "'first ante only' house rule.",
    ),
    Topic(
        "whangdoodle",
        "The whangdoodle",
        "Fours or a straight flush shown in a call set off a whangdoodle: a "
        "round of jack-pots, one for each player, each dealing his own. An "
        "unopened whangdoodle jack-pot is dealt again by the same player "
        "until it is opened and won. A table may also agree that the other "
        "players pay a straight flush a bonus first.",
        (14, 59, 76),
        ("whangdoodles", "round of jacks", "round of jack-pots", "dealing off his jack"),
        "One jack-pot is dealt for each player with chips. The straight-flush "
        "bonus is an option.",
    ),
    Topic(
        "progressive-jacks",
        "Progressive jacks",
        "By agreement, each unopened jack-pot raises the bar: queens or better "
        "for the second deal, kings for the third, aces for the fourth, then "
        "back down to jacks. Foster calls it confusing and was glad to see it "
        "dying out. Without agreement, jacks or better always open.",
        (63,),
        ("progressive jack", "progressive openers"),
        "Available as an option.",
    ),
    Topic(
        "forced-jacks",
        "Forced jack-pots and the buck",
        "Jack-pots other than the natural ones must be agreed beforehand. The "
        "usual device is the buck, a marker put in the first pool: whoever "
        "wins it deals a jack-pot on his next turn and puts the buck in again. "
        "Other kinds: every deal a jack-pot, a last round before stopping, "
        "or a jack-pot after a raise before the draw that nobody meets. "
        "Foster advises against a jack-pot after every misdeal.",
        (60,),
        ("buck", "forced jack", "all jacks", "forced jack-pots"),
        "Every deal a jack-pot, the buck, and the unseen raise are options.",
    ),
    Topic(
        "bobtails",
        "Bobtails",
        "A bobtail is four cards of a flush or a straight with an odd fifth "
        "card. Foster argues it should be allowed to open a jack-pot: a "
        "bobtail is dealt about as often as jacks or better, and it ends the "
        "quarrels over split openers. He also warns against drawing to one "
        "too often.",
        (73,),
        ("bobtail", "bobtail openers", "four flush", "four straight", "four-card flush"),
        "Bobtail openers are an option; with it on, four to a flush or a "
        "straight will open, and the opener may break a pair to draw to one.",
    ),
    Topic(
        "kitty",
        "The kitty",
        "The kitty is a fund taken out of pools: one chip whenever a hand of "
        "a certain value (commonly threes or better) is shown, or a scale of "
        "1 chip for two pairs, 2 for threes or a straight and 3 for a flush "
        "or better. It pays for cards, rooms or suppers, and any surplus can "
        "give the table a free jack-pot.",
        (),
        ("kitties", "rake", "rake off"),
        "Both schemes are options. Chips go to the kitty from the main pool "
        "before it is divided, and the kitty is kept as its own account.",
    ),
    Topic(
        "table-stakes",
        "Table stakes",
        "Each player puts in front of him whatever he likes before the deal, "
        "and may not add to it or take from it between looking at his cards "
        "and the end of that pool. He can bet only what is on the table, "
        "never borrow or owe, and if he is short he calls a sight for what he has.",
        (54,),
        ("table stake", "stakes on the table"),
        None,
    ),
    Topic(
        "sight",
        "Calling a sight and side pools",
        "A player who cannot meet a bet in full may call a sight for what he "
        "has. He can win only as much from each player as he matched; the "
        "rest is contested by those who put in more. Example: A bets 10, B "
        "calls a sight for 8, C raises 10 and A drops; B's and C's hands "
        "decide the first pool, and C takes A's 2 extra chips.",
        (54,),
        ("call a sight", "calling a sight", "side pot", "side pool", "all in", "all-in"),
        "Used in every game here, since nobody can borrow online. The example "
        "is one of the bot's tests.",
    ),
    Topic(
        "freeze-out",
        "Freeze-out",
        "Everyone starts with the same number of chips and plays the ordinary "
        "game. A player who loses his last chip is frozen out and leaves; the "
        "last player with chips wins everything. A player short of chips "
        "calls a sight.",
        (),
        ("freezeout", "freeze out", "frozen out"),
        None,
    ),
    Topic(
        "progressive-limits",
        "Progressive limits",
        "Instead of a fixed raise, only the first bet is limited, and each "
        "raise may double what has been bet. There are several ways of "
        "counting the doubling, and even so the raising stops after six or "
        "eight raises.",
        (7,),
        ("progressive", "progressive poker", "doubling", "progressive limit"),
        "The table chooses the scheme: by default each raise may at most double "
        "the bet to be met (double_the_last); with double_the_whole, Foster's "
        "usual one, each player may put up twice the whole amount the last "
        "bettor has put up. After six raises (by default) no more are allowed.",
    ),
    Topic(
        "hands",
        "Rank of the hands",
        "From lowest to highest: no pair; one pair; two pairs; threes; "
        "straight (five in sequence, mixed suits); flush (five of one suit); "
        "full hand (threes with a pair); fours; straight flush, the best of "
        "which, ace high, is the royal flush. The ace is high, or low only "
        "in 5-4-3-2-A. Suits never rank.",
        (),
        ("hand", "rank of hands", "ranking", "rankings", "hand rankings", "poker hands"),
        "The joker and the extra hands (blaze, dogs, skip, round-the-corner) "
        "come in only when the table switches them on.",
    ),
    Topic(
        "ties",
        "Ties between hands",
        "Hands of one class are compared by rank. Pairs: the pair, then the "
        "odd cards in turn. Two pairs: the higher pair, the lower, then the "
        "odd card. Threes and fours: the set alone. Straights: the top card, "
        "so A-2-3-4-5 is only five high. Flushes: card by card. Full hands: "
        "the three alike. Suits never break a tie; hands exactly equal divide "
        "the pool.",
        (),
        ("tie", "split pot", "divide", "dividing", "kicker"),
        "An odd chip left over goes to the tied winner nearest the dealer's "
        "left (the book is silent; this is the usual custom).",
    ),
    Topic(
        "joker",
        "The joker (mistigris)",
        "In mistigris the pack includes the joker, and whoever holds it may "
        "call it any card he pleases. Fours and the joker make five of a kind, "
        "which beats a royal flush. Between hands otherwise alike, the one "
        "with the joker wins. Foster notes that with the joker threes come "
        "more often than two pairs, so he would rank two pairs higher.",
        (),
        ("mistigris", "wild card", "wild", "jokers", "five of a kind"),
        "The joker repeats a card its holder already has only in five of a "
        "kind. In a flush it is a card of the suit the hand lacks: the ace, or "
        "the best card missing when the ace is held, so a joker flush wins only "
        "against a flush equal card for card. A house rule puts two pairs above "
        "threes when the joker is in.",
    ),
    Topic(
        "extra-hands",
        "Extra hands",
        "Some tables add hands by custom: the blaze, five court cards; the "
        "little dog or tiger, seven high and deuce low with no pair, straight "
        "or flush; the big dog, ace high and nine low in the same way; the "
        "skip or Dutch straight, ranks two apart such as 2-4-6-8-10; and the "
        "round-the-corner straight, which runs from king over the ace to the "
        "deuce. Foster shows from the odds that custom ranks all of them too low.",
        (),
        (
            "extra hand",
            "blaze",
            "tiger",
            "dog",
            "dogs",
            "little dog",
            "big dog",
            "skip",
            "dutch straight",
            "alternate straight",
            "round the corner",
            "round-the-corner straight",
        ),
        "Each is switched on separately, and the table picks the customary "
        "ranking or the ranking from Foster's odds.",
    ),
    Topic(
        "the-age",
        "The age",
        "The age, or eldest hand, sits on the dealer's left and puts up the "
        "blind. In return he speaks last when coming in and in the betting, "
        "so after the draw the player next to him bets first. "
        "The privilege dies with his hand if he drops out and never passes "
        "to a straddler. If just one player comes in, the age may make the "
        "deal a jack-pot.",
        (27, 36, 37, 51, 52),
        ("age", "eldest hand", "edge", "eldest"),
        None,
    ),
    Topic(
        "dealer",
        "The deal",
        "The first dealer is whoever gets the first jack when cards are turned "
        "up round the table. The deal then moves left after each hand (in a "
        "whangdoodle the same player deals again). Cards go out one at a "
        "time, face down, from the dealer's left; the pone, on his right, "
        "cuts. The dealer draws last and must say how many he takes.",
        (2, 8, 9, 12, 13, 14, 40, 41),
        ("deal", "dealing", "dealers", "pone", "first dealer", "cut", "shuffle", "shuffling"),
        "The bot shuffles and deals; there is no cut.",
    ),
    Topic(
        "misdeals",
        "Misdeals",
        "A misdeal means the same player deals again with the same cards. It "
        "happens when a card is found face up in the pack in the first deal, "
        "the pack is imperfect, two or more players get six cards, the wrong "
        "number of hands is dealt, or more than one card is shown.",
        (10, 11, 15, 16, 17, 18, 19),
        ("misdeal", "misdealing", "imperfect pack", "new deal", "redeal"),
        _BOT_DEALS,
    ),
    Topic(
        "irregular-hands",
        "Foul and irregular hands",
        "A hand of more or fewer than five cards is foul once it has been "
        "looked at, and a foul hand cannot win a call against a proper one. "
        "Found before the player looks, a short hand is made up from the "
        "pack, and a six-card hand loses a card, unseen, unless someone has "
        "already anted, in which case the cards are dealt again.",
        (20, 21, 22, 23, 24, 25, 26, 58),
        ("irregular hand", "foul hand", "foul hands", "foul", "six cards", "four cards"),
        _BOT_DEALS,
    ),
    Topic(
        "incorrect-drawing",
        "Mistakes in the draw",
        "A card shown in the draw is not kept, and its owner is served again "
        "after everyone else. A player who asks for the wrong number may "
        "correct it only until the next player is served. If the dealer gives "
        "the wrong number, he must put it right; disputes about what was asked "
        "for go to a vote. Discards are never taken back.",
        (42, 43, 44, 45, 46, 47, 48, 49, 50),
        ("incorrect draw", "drawing errors", "exposed card", "exposed cards", "wrong number"),
        _BOT_DRAWS,
    ),
    Topic(
        "seats",
        "Players and seats",
        "Two to seven play at a table; with eight the dealer sits each of his "
        "deals out. Seats may be drawn by turning up cards, again each hour "
        "if anyone asks, and a newcomer may be placed by cards too.",
        (1, 2, 3, 4, 5, 6),
        ("seat", "seating", "players", "number of players", "newcomer", "joining", "table"),
        "A newcomer sits on the dealer's right and is dealt in last. With the "
        "32-card ecarte pack the table seats five.",
    ),
    Topic(
        "disputes",
        "Disputes",
        "Questions of fact go to a vote of the players, with the dealer "
        "breaking a tie even when he is involved; a quarrel over how many "
        "cards were asked for is settled the same way.",
        (49, 77),
        ("dispute", "vote", "argument", "arguments"),
        "The bot applies each action as it is made, so there are no questions of fact to vote on.",
    ),
    Topic(
        "penalties",
        "Penalties",
        "Foster wants a small agreed fine for minor offences, such as not "
        "showing a hand that was called, or telling what another player drew. The "
        "heavier penalties are a dead hand and lost chips for false openers, "
        "plus the free ride for drawing to them.",
        (7, 41, 56, 66, 69),
        ("penalty", "fine", "fines"),
        "The bot enforces every rule itself, so no fines are used.",
    ),
    Topic(
        "varieties",
        "Other kinds of poker",
        "Foster also describes freeze-out and table stakes (other ways of "
        "betting), mistigris (the joker), straight poker or bluff (no draw; "
        "a buck shows whose turn it is to ante for all), stud poker (one card "
        "down and four up, with betting as each is dealt) and whisky poker (an "
        "extra hand, the widow, to exchange with; played to see who pays).",
        (),
        ("variety", "varieties", "straight poker", "stud", "stud poker", "whisky poker"),
        "An admin picks the game for a channel with the variety limit: draw (the default), "
        "straight, stud or whisky poker. Freeze-out, table stakes, the joker and the extra "
        "hands are options of any of them.",
    ),
    Topic(
        "timeouts",
        "Timeouts",
        "Foster's table has no clock; an online one needs one.",
        (),
        ("timeout", "time out", "clock", "afk"),
        "A player who does not answer in time passes, or checks if the house "
        "allows it and nobody has bet. In the draw he stands pat. Before a "
        "jack-pot is opened, a timeout only means he does not open.",
    ),
)

TOPICS: dict[str, Topic] = {topic.name: topic for topic in _TOPIC_LIST}

# ---------------------------------------------------------------------------
# Matching queries
# ---------------------------------------------------------------------------

_ARTICLES = frozenset({"the", "a", "an"})


def _words(text: str) -> list[str]:
    """Lower-case words: apostrophes dropped, other punctuation splits."""
    text = text.lower().replace("'", "").replace("\u2019", "")
    words = re.findall(r"[a-z0-9]+", text)
    while len(words) > 1 and words[0] in _ARTICLES:
        words = words[1:]
    return words


def _singular(word: str) -> str:
    if len(word) > 3 and word.endswith("s") and not word.endswith("ss"):
        return word[:-1]
    return word


def normalise(text: str) -> str:
    """The matching key: case, hyphens, spaces and plurals do not matter.

    "Jack-pots", "jack pot" and "JACKPOT" all give "jackpot".
    """
    return "".join(_singular(w) for w in _words(text))


def flat(text: str) -> str:
    """Like ``normalise`` but keeping plurals, for matching what is typed so far."""
    return "".join(_words(text))


def _raw(text: str) -> str:
    """Like ``flat`` but keeping a leading "the", so that typing "the" finds "The draw"."""
    return "".join(re.findall(r"[a-z0-9]+", text.lower().replace("'", "").replace("\u2019", "")))


class Index:
    """Names and aliases of some entries, for exact lookup, suggestions and autocomplete."""

    def __init__(self, entries: Iterable[tuple[str, Iterable[str]]]) -> None:
        self.names: list[str] = []
        self._exact: dict[str, str] = {}
        self._spellings: list[tuple[str, str, bool]] = []  # (spelling, name, is_name)
        for name, aliases in entries:
            self.names.append(name)
            for spelling in (name, *aliases):
                key = normalise(spelling)
                owner = self._exact.setdefault(key, name)
                if owner != name:
                    raise ValueError(f"{spelling!r} would name both {owner!r} and {name!r}")
                self._spellings.append((spelling, name, spelling == name))

    def find(self, query: str) -> str | None:
        return self._exact.get(normalise(query))

    def suggest(self, query: str, n: int = 5) -> list[str]:
        """The names closest to an unknown query, best first."""
        key = normalise(query)
        if not key:
            return []
        found: list[str] = []
        if len(key) >= 3:
            found += [
                self._exact[k]
                for k in self._exact
                if key in k or (k in key and len(k) >= 4)
            ]
        found += [
            self._exact[k]
            for k in difflib.get_close_matches(key, list(self._exact), n=n * 2, cutoff=0.6)
        ]
        return _unique(found)[:n]

    def complete(self, prefix: str) -> list[tuple[str, str]]:
        """(name, spelling matched) for each entry matching what is typed, best first."""
        typed, typed_raw = flat(prefix), _raw(prefix)
        if not typed_raw:
            return [(name, name) for name in sorted(self.names)]
        ranked: dict[str, tuple[int, str]] = {}
        for spelling, name, is_name in self._spellings:
            words = _words(spelling)
            if flat(spelling).startswith(typed) or _raw(spelling).startswith(typed_raw):
                rank = 0 if is_name else 1
            elif any("".join(words[i:]).startswith(typed) for i in range(1, len(words))):
                rank = 2
            else:
                continue
            if name not in ranked or rank < ranked[name][0]:
                ranked[name] = (rank, spelling)
        order = sorted(ranked, key=lambda name: (ranked[name][0], name))
        return [(name, ranked[name][1]) for name in order]


def _unique(items: Iterable[str]) -> list[str]:
    return list(dict.fromkeys(items))


_TOPIC_INDEX = Index((t.name, (t.title, *t.aliases)) for t in _TOPIC_LIST)

_LAW_QUERY = re.compile(
    r"^\s*(?:laws?|l|#|§)?\s*\.?\s*(\d{1,3})"
    r"(?:\s*(?:-|–|—|to|through|\.\.)\s*(?:laws?\s*)?(\d{1,3}))?\s*$",
    re.IGNORECASE,
)
MAX_RANGE = 10


def parse_law_numbers(query: str) -> tuple[int, int] | None:
    """``"37"``, ``"law 37"`` give (37, 37); ``"laws 27-29"`` gives (27, 29)."""
    match = _LAW_QUERY.match(query)
    if not match:
        return None
    first = int(match.group(1))
    last = int(match.group(2)) if match.group(2) else first
    return (min(first, last), max(first, last))


# ---------------------------------------------------------------------------
# Answers
# ---------------------------------------------------------------------------


def _at_table(note: str | None) -> str:
    return f"\n\n**At this table:** {note}" if note else ""


def _law_field(law: Law, skip_note: str | None = None) -> Field:
    note = law.at_this_table if law.at_this_table != skip_note else None
    value = law.summary + (f"\n*At this table:* {note}" if note else "")
    return Field(law.heading, value)


def topics_for_law(number: int) -> list[str]:
    return [t.name for t in _TOPIC_LIST if number in t.laws]


def _fit(title: str, description: str, fields: list[Field], overflow: str) -> tuple[Field, ...]:
    """As many fields as Discord allows; a last field names what was left out."""
    budget = EMBED_LIMITS["total"] - len(title) - len(description)
    kept: list[Field] = []
    reserve = len(overflow) + 300  # room for the field naming what was left out
    for i, field in enumerate(fields):
        size = len(field.name) + len(field.value)
        if len(kept) >= EMBED_LIMITS["fields"] - 1 or size + reserve > budget:
            rest = fields[i:]
            names = ", ".join(f.name.split(" · ")[0] for f in rest)
            kept.append(Field(overflow, f"Not shown here: {names}."[:1024]))
            return tuple(kept)
        kept.append(field)
        budget -= size
    return tuple(kept)


def law_answer(number: int) -> RulesAnswer | None:
    law = LAWS.get(number)
    if law is None:
        return None
    fields = [Field("Section", law.section)]
    topics = topics_for_law(number)
    if topics:
        fields.append(Field("Topics", ", ".join(topics)))
    return RulesAnswer(
        title=law.heading,
        description=law.summary + _at_table(law.at_this_table),
        fields=tuple(fields),
        laws=(number,),
    )


def range_answer(first: int, last: int) -> RulesAnswer | None:
    numbers = [n for n in range(first, last + 1) if n in LAWS]
    if not numbers:
        return None
    shown = numbers[:MAX_RANGE]
    title = f"Laws {shown[0]}-{shown[-1]}" if len(shown) > 1 else LAWS[shown[0]].heading
    if len(shown) == 1:
        return law_answer(shown[0])
    description = "Foster's laws, summarised."
    if len(numbers) > len(shown):
        description += f" Showing {len(shown)}; ask for law {shown[-1] + 1} onward separately."
    fields = _fit(title, description, [_law_field(LAWS[n]) for n in shown], "More laws")
    return RulesAnswer(title=title, description=description, fields=fields, laws=tuple(shown))


def topic_answer(name: str) -> RulesAnswer | None:
    topic = TOPICS.get(name)
    if topic is None:
        return None
    description = topic.summary + _at_table(topic.at_this_table)
    fields = [_law_field(LAWS[n], skip_note=topic.at_this_table) for n in topic.laws]
    return RulesAnswer(
        title=topic.title,
        description=description,
        fields=_fit(topic.title, description, fields, "More laws"),
        laws=topic.laws,
        topic=topic.name,
    )


def index_answer() -> RulesAnswer:
    """What ``/rules`` with no argument shows: the sections and the topics."""
    sections = "\n".join(
        f"{first}-{last} {name}" if first != last else f"{first} {name}"
        for first, last, name in _SECTIONS
    )
    topics = ", ".join(sorted(TOPICS))
    return RulesAnswer(
        title="Foster's laws of poker (1905)",
        description=(
            "Ask for a law by number (`/rules 37`, `/rules 27-29`) or for a topic "
            "(`/rules jack-pots`). Summaries are in our own words; **At this table** "
            "says how the bot applies a law."
        ),
        fields=(Field("Laws", sections), Field("Topics", topics)),
    )


def lookup_rules(query: str) -> RulesAnswer | None:
    """The answer for a law number, a range of laws, or a topic; None if none matches."""
    if not query.strip():
        return index_answer()
    numbers = parse_law_numbers(query)
    if numbers is not None:
        first, last = numbers
        return law_answer(first) if first == last else range_answer(first, last)
    name = _TOPIC_INDEX.find(query)
    if name is None:
        return None
    return topic_answer(name)


def suggest_rules(query: str, n: int = 5) -> list[str]:
    """The topic names closest to a query nothing matched, best first."""
    return _TOPIC_INDEX.suggest(query, n)


def complete(prefix: str, limit: int = MAX_COMPLETIONS) -> list[Completion]:
    """Autocomplete for ``/rules``: law numbers when digits are typed, else topics."""
    limit = min(limit, MAX_COMPLETIONS)
    digits = re.fullmatch(r"\s*(?:laws?|#)?\s*(\d{0,2})\s*", prefix, re.IGNORECASE)
    if digits and (digits.group(1) or prefix.strip()):
        typed = digits.group(1)
        laws = [law for n, law in LAWS.items() if str(n).startswith(typed)]
        if laws:
            return [Completion(law.heading[:100], str(law.number)) for law in laws[:limit]]
    found = _TOPIC_INDEX.complete(prefix)
    return [Completion(_choice_name(TOPICS[name], match), name) for name, match in found[:limit]]


def _choice_name(topic: Topic, match: str) -> str:
    label = topic.title
    if match != topic.name and normalise(match) not in (normalise(topic.title), topic.name):
        label = f"{label} ({match})"
    return label[: EMBED_LIMITS["choice"]]
