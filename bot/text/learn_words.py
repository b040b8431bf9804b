"""The tutorial table's words: each lesson's title, what to watch for, and what it showed.

The lessons themselves (the stacked deals) are `engine.course`.  Nothing
here names a card: the learner sees his own hand as at any table, and the
robots' cards only when they are shown.  The words are the catalogue's
(`locales/*/learn.ftl`): a lesson is one message, its intro and outro its attributes.
"""

from __future__ import annotations

from typing import NamedTuple

from bot.text.i18n import attribute, t


class LessonWords(NamedTuple):
    title: str
    intro: str  # before the deal: what it shows, and what to try
    outro: str  # after it: what happened, in the game's words


# The lessons with words, by their key in `engine.course`.
LESSONS: tuple[str, ...] = ("blind", "coming_in", "the_draw", "betting", "showdown", "jackpot", "kitty")


def lesson(key: str) -> LessonWords:
    """A lesson's words in the reader's language."""
    if key not in LESSONS:
        raise KeyError(key)
    k = key.replace("_", "-")
    return LessonWords(t(f"learn-lesson-{k}"), attribute(f"learn-lesson-{k}", "intro"),
                       attribute(f"learn-lesson-{k}", "outro"))


def lesson_intro(key: str, number: int, total: int) -> str:
    words = lesson(key)
    return t("learn-intro", number=number, total=total, title=words.title, intro=words.intro)


def lesson_outro(key: str, shown: bool) -> str:
    """After a lesson's last deal; `shown` is whether the deal went the way the lesson meant."""
    if shown:
        return lesson(key).outro
    return t("learn-other-way")


def course_done() -> str:
    return t("learn-course-done")


# ----- /poker learn on Discord -----------------------------------------------------------------

def not_in_a_thread() -> str:
    return t("learn-not-in-a-thread")


def text_channel_only() -> str:
    return t("learn-text-channel-only")


def not_your_lessons() -> str:
    return t("learn-not-your-lessons")


def no_thread_rights() -> str:
    return t("learn-no-thread-rights")


def thread_name(name: str) -> str:
    return t("learn-thread-name", name=name)[:100]  # Discord's longest thread name


def opened(thread_id: int, resumed: bool) -> str:
    if resumed:
        return t("learn-welcome-back", thread=f"<#{thread_id}>")
    return t("learn-opened", thread=f"<#{thread_id}>")


def already_open(thread_id: str) -> str:
    return t("learn-already-open", thread=f"<#{thread_id}>")


def welcome(mention: str) -> str:
    return t("learn-welcome", mention=mention)


def left() -> str:
    return t("learn-left")
