"""`poker-bot doctor`'s verdicts: one line per check, ✔ or ✘ (with the fix), or not checked."""

from __future__ import annotations

from dataclasses import dataclass

from bot.text import cli_words as words


@dataclass(frozen=True, slots=True)
class Line:
    ok: bool | None  # None: not checked (another check's failure stands in the way)
    name: str
    text: str
    fix: str = ""

    def __str__(self) -> str:
        if self.ok is None:
            return words.not_checked(self.name, self.text)
        if self.ok:
            return f"✔ {self.name}: {self.text}"
        return f"✘ {self.name}: {self.text}" + (f" — {self.fix}" if self.fix else "")


def passed(name: str, text: str) -> Line:
    return Line(True, name, text)


def failed(name: str, text: str, fix: str) -> Line:
    return Line(False, name, text, fix)


def not_checked(name: str, why: str) -> Line:
    return Line(None, name, why)
