"""Words a member reads that came from no catalogue (issue 44), found in the pseudo-locale.

In `qps-ploc` every letter of a catalogue's own text is accented (`bot.text.i18n.pseudo`), so
a run of plain ASCII words in what the bot sent is either something legitimately untranslated
(a member's name, a number, a card, a command's name, a law's citation, a link, a seal's root)
or words written in the code: the detector masks the first and reports the second.

Nothing else is let through: no English is waived while it waits for its catalogue.
"""

from __future__ import annotations

import json
import re
from collections import Counter
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field
from typing import Any

from bot.content.lawbook import TOPICS
from bot.services.limits import FIELDS
from bot.text.i18n import pseudo

PSEUDO_LETTERS = frozenset(pseudo("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"))


# Always legitimate, whatever the language: masked before any word is read.
_LEGITIMATE = [re.compile(p) for p in (
    r"https?://\S+",  # links
    r"</[\w -]+:\d+>|<(?:@[!&]?|#)\d+>|<t:-?\d+(?::[tTdDfFR])?>|<a?:\w+:\d+>",  # Discord's markup
    # A command as members type it, with its options ("/poker replay deal:1 table:3").
    r"/(?:poker-admin|poker|bank|rules|glossary|odds)(?: [a-z][a-z-]*(?=[\s`.,;)]|$)){0,2}(?: [a-z_]+:\S*)*",
    r"(?:10|[2-9JQKA])[♣♦♥♠]|\b(?:[2-9TJQKA][cdhs]|Jo)\b",  # cards, in chat and letter form
    r"\b(?=[0-9a-f]*\d)(?=[0-9a-f]*[a-f])[0-9a-f]{8,}\b",  # a seal's root or a seed's hash
    r"\bRobot \d+\b",  # a robot's name (bot.services.seating.robot_name)
    # A limit as an admin types it back (`raise_limit` **none**, `wild` **false**): a field and its value.
    r"`[a-z][a-z0-9_]*`(?: \*\*[a-z0-9_, .-]*\*\*| [\w.-]+ → [\w.-]+)?",  # and a change of it: `betting` limit → table_stakes
    r"\b[Ll]aws? \d+(?:[-–]\d+)?\b",  # a citation of Foster's laws, as the lawbook numbers them
)]
# A /rules topic's name is what a member types (`/rules the-age`), as a command's name is: in
# the index's list of them, or after the command (its own word in the reader's language).
_TOPIC = "|".join(sorted(map(re.escape, TOPICS), key=len, reverse=True))
_LEGITIMATE.append(re.compile(rf"\b(?:{_TOPIC})(?:, (?:{_TOPIC}))+\b|(?<=/rules |/{pseudo('rules')} )(?:{_TOPIC})\b"))
# Last, once the shapes above are masked whole: what the member typed, quoted back to him
# ('lots'), and a limit's name as an admin types it, between a catalogue's words ("the limit
# blind takes ...": only there, since "coach" or "blind" is English too).
_LEGITIMATE += [re.compile(r"(?<!\w)'[^'\n]{1,60}'(?!\w)"),
                re.compile(rf"(?<=[^\x00-\x7f] )(?:{'|'.join(FIELDS)})(?= [^\x00-\x7f])")]
# A run of plain ASCII words: letters, with what may join two words of one sentence between.
_RUN = re.compile(r"[A-Za-z][A-Za-z'’-]*(?:[\s,.;:!?()\"“”*_/&+—–-]+[A-Za-z][A-Za-z'’-]*)*")


@dataclass(frozen=True)
class Finding:
    where: str  # which request of the bot's, and which part of it
    words: str  # the run of plain English
    text: str  # the whole text it is in

    def __str__(self) -> str:
        return f"{self.where}: {self.words!r} in {self.text[:160]!r}"


@dataclass
class Detector:
    """Reads texts as a member does, noting each run of words from no catalogue."""

    names: Iterable[str] = ()  # members' and the bot's names, as Discord shows them
    findings: list[Finding] = field(default_factory=list)
    read_where: Counter[str] = field(default_factory=Counter)  # each part read, its indices left out

    def __post_init__(self) -> None:
        names = sorted({n for n in self.names if n}, key=len, reverse=True)
        self._names = re.compile(r"\b(?:" + "|".join(map(re.escape, names)) + r")\b", re.IGNORECASE) if names \
            else None

    def english(self, text: str) -> list[str]:
        """The runs of plain English in `text` that nothing legitimate explains."""
        for pattern in _LEGITIMATE:
            text = pattern.sub(" ", text)
        if self._names is not None:
            text = self._names.sub(" ", text)
        # A single letter is no sentence (a rank, a variable's "x"); a run with a word is one.
        return [run for m in _RUN.finditer(text) if re.search(r"[A-Za-z]{2}", run := m[0].strip(" -—–/&+"))]

    def read(self, where: str, text: str) -> list[Finding]:
        self.read_where[re.sub(r"\[\d+\]", "", where)] += 1
        found = [Finding(where, words, text) for words in self.english(text)]
        self.findings += found
        return found

    def read_requests(self, requests: Iterable[Any]) -> list[Finding]:
        """Every text a member reads in the bot's requests to Discord (`RecordedRequest`s):
        messages and their edits, DMs, interaction answers and forms, thread names."""
        found: list[Finding] = []
        for request in requests:
            if request.method not in ("POST", "PATCH", "PUT") or request.route.startswith("/applications"):
                continue  # the commands' own names and descriptions are Discord's to localize
            for part, text in texts_of(request.json):
                found += self.read(f"{request.method} {request.route} {part}", text)
        return found



def texts_of(payload: Any, path: str = "") -> Iterator[tuple[str, str]]:
    """The (where, text) a member reads in a request's body: contents, embeds, components'
    labels, placeholders and options, a form's title and fields, pictures' alt text, names of
    threads; never ids, custom ids, file names or an option's value."""
    if isinstance(payload, list):
        for i, item in enumerate(payload):
            yield from texts_of(item, f"{path}[{i}]")
        return
    if not isinstance(payload, dict):
        return
    shown = {"content", "title", "description", "label", "placeholder", "text", "name"}
    if path.endswith("fields") or "fields[" in path.rsplit(".", 1)[-1] or payload.get("type") == 4:
        shown.add("value")  # an embed field's value; a form's text input filled in beforehand
    for key, value in payload.items():
        if key in ("emoji", "custom_id", "url", "filename", "id", "proxy_url", "allowed_mentions"):
            continue
        where = f"{path}.{key}" if path else key
        if isinstance(value, str):
            if key in shown:
                yield where, value
        else:
            yield from texts_of(value, where)


def dump(findings: Iterable[Finding]) -> str:
    """The findings, one a line, for a failing test's message."""
    return "\n".join(json.dumps(str(f), ensure_ascii=False) for f in findings)
