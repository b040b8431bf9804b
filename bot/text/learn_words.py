"""The tutorial table's words: each lesson's title, what to watch for, and what it showed.

The lessons themselves (the stacked deals) are `engine.course`.  Nothing
here names a card: the learner sees his own hand as at any table, and the
robots' cards only when they are shown.
"""

from __future__ import annotations

from typing import NamedTuple


class LessonWords(NamedTuple):
    title: str
    intro: str  # before the deal: what it shows, and what to try
    outro: str  # after it: what happened, in the game's words


LESSONS: dict[str, LessonWords] = {
    "blind": LessonWords(
        "The blind and the straddle",
        "The player on the dealer's left is the age: he puts up one chip, the blind, before the "
        "cards are dealt. You sit on his left, so you may straddle: put up double the blind. "
        "Foster thought it seldom worth the cost, and the coach will say so; straddle this once "
        "to see what it does, then come in with your hand.",
        "The blind was put up, and you straddled it. Coming in now cost double your straddle, "
        "the ante: a straddle makes the deal dearer for everyone.",
    ),
    "coming_in": LessonWords(
        "Coming in",
        "After the deal each player in turn, from the age's left, comes in (puts up the ante) "
        "or passes and is out. You deal, so you speak late. Your hand is worth playing: come in.",
        "You came in, and so did a robot. Only those who come in draw and play for the pool.",
    ),
    "the_draw": LessonWords(
        "The draw",
        "You are the age this time, so you speak last before the draw and draw first. Come in, "
        "then keep your pair and draw three cards to it.",
        "You kept your pair and drew three, and made threes. Drawing to a pair is the commonest "
        "draw: keep what matches and throw the rest.",
    ),
    "betting": LessonWords(
        "Betting after the draw",
        "After the draw the first player in on the age's left speaks first: you. You hold a "
        "hand that needs no draw, so stand pat, and bet when it is your turn after the draw.",
        "You bet and a robot met it. After the draw each player in turn calls, raises or drops; "
        "a bet nobody meets takes the pool at once.",
    ),
    "showdown": LessonWords(
        "The show-down",
        "A robot will bet after the draw. Call him: when the last bet is called, the hands "
        "still in are shown and the best takes the pool.",
        "The bet was called, the hands were shown, and the best hand took the pool.",
    ),
    "jackpot": LessonWords(
        "A jack-pot",
        "This deal is a jack-pot: everyone antes, and only a player holding a pair of jacks or "
        "better may open it. If nobody can, it stays in the pool for the next deal.",
        "Nobody could open the first deal, so everyone put in more chips to fatten it. Then you "
        "opened it with your openers and played for the whole pool.",
    ),
    "kitty": LessonWords(
        "The kitty",
        "This channel keeps a kitty: a pool won with a good hand shown in a call pays it a few "
        "chips. Play your hand to a call.",
        "Your hand was shown in a call, so the pool paid the kitty its chips.",
    ),
}


def lesson_intro(key: str, number: int, total: int) -> str:
    words = LESSONS[key]
    return f"**Lesson {number} of {total}: {words.title}.** {words.intro}"


def lesson_outro(key: str, shown: bool) -> str:
    """After a lesson's last deal; `shown` is whether the deal went the way the lesson meant."""
    if shown:
        return LESSONS[key].outro
    return "That deal went another way than the lesson meant. No matter: on to the next."


def course_done() -> str:
    return ("That is the course. The deals from now on are shuffled as at any table: "
            "play on as long as you like, and leave when you are done.")


# ----- /poker learn on Discord -----------------------------------------------------------------
THREAD_NAME = "Lessons for {name}"
NOT_IN_A_THREAD = "Type /poker learn in a text channel, not in a thread."
TEXT_CHANNEL_ONLY = "Type /poker learn in a server's text channel."
NOT_YOUR_LESSONS = "This table is someone's lessons: only he and the robots sit here. Type /poker learn for yours."
NO_THREAD_RIGHTS = ("I cannot open your lesson thread: I need Create Private Threads, Manage Threads "
                    "and Send Messages in Threads here. Ask an admin.")


def thread_name(name: str) -> str:
    return THREAD_NAME.format(name=name)[:100]  # Discord's longest thread name


def opened(thread_id: int, resumed: bool) -> str:
    if resumed:
        return f"Welcome back: your lessons go on in <#{thread_id}>."
    return f"Your lessons are in <#{thread_id}>: three robots and the coach are waiting there."


def already_open(thread_id: str) -> str:
    return f"Your lessons are already open in <#{thread_id}>."


def welcome(mention: str) -> str:
    return (f"{mention}, welcome to Foster's draw poker. The chips here are play chips: your wallet "
            "is not touched. The coach writes to you by DM at each of your turns, and reviews each deal "
            "as it ends; My hand asks it again. "
            "Type /poker leave to close this thread; /poker learn later takes you back to your lesson.")


LEFT = "Your lessons are closed. Type /poker learn to go on where you stopped."
