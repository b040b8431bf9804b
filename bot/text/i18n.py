"""The one funnel every word goes through: Fluent catalogues, English the source and the fallback.

A catalogue is a folder under `locales/` named for a Discord locale (`en-US`, `es-ES`, `de`...),
holding `.ftl` files that translators' tools read; plurals and numbers follow the locale's own
rules (Babel's, through fluent.runtime). Whose language a sentence is in is the reader's, set
once where the words are made for him (`speaking`): a member's own answers and DMs in his locale,
the table and everything public in the server's or the channel's. The pseudo-locale `qps-ploc`
is English with every catalogue string transformed, so a test can tell a catalogue's words from a
sentence written in the code.
"""

from __future__ import annotations

import contextlib
from collections.abc import Iterator, Sequence
from contextvars import ContextVar
from functools import cache, lru_cache
from pathlib import Path
from typing import Any, Literal

from babel import Locale
from babel.lists import format_list
from fluent.runtime import FluentBundle
from fluent.runtime.resolver import CurrentEnvironment, ResolverEnvironment
from fluent.runtime.types import FluentInt, FluentNumber, fluent_number
from fluent.runtime.utils import native_to_fluent
from fluent.syntax import FluentParser, ast
from fluent.syntax.visitor import Transformer

LOCALES = Path(__file__).with_name("locales")
SOURCE = "en-US"
PSEUDO = "qps-ploc"  # not a Discord locale: only tests and the sandbox ask for it

_reader: ContextVar[str] = ContextVar("reader_locale", default=SOURCE)


def shipped() -> tuple[str, ...]:
    """The catalogues on disk, English first."""
    return _shipped_in(LOCALES)


@cache  # read once: every `speaking` asks, and the catalogues ship with the code
def _shipped_in(folder: Path) -> tuple[str, ...]:
    found = sorted(p.name for p in folder.iterdir() if p.is_dir() and p.name != SOURCE)
    return (SOURCE, *found)


def catalogue_for(locale: str | None) -> str:
    """The catalogue that serves a Discord locale: its own, else its language's (`es-419` is
    served by `es-ES`), else English."""
    if not locale:
        return SOURCE
    if locale == PSEUDO:
        return PSEUDO
    have = shipped()
    if locale in have:
        return locale
    language = locale.split("-")[0]
    return next((c for c in have if c.split("-")[0] == language), SOURCE)


def current() -> str:
    """The catalogue the words made now are in."""
    return _reader.get()


@contextlib.contextmanager
def speaking(locale: str | None) -> Iterator[None]:
    """Make the words inside in `locale`'s catalogue (a Discord locale, or None for English)."""
    token = _reader.set(catalogue_for(locale))
    try:
        yield
    finally:
        _reader.reset(token)


def start_reading(locale: str | None) -> None:
    """Set the reader for the rest of the current context, with no end: for a task's own context
    as it is made (`contextvars.copy_context`), which would otherwise keep its maker's reader."""
    _reader.set(catalogue_for(locale))


def t(message: str, /, **args: object) -> str:
    """The message `message` in the reader's catalogue, English where that one lacks it."""
    return text_in(current(), message, **args)


def text_in(locale: str, message: str, /, **args: object) -> str:
    return _formatted(locale, message, None, args)


def attribute(message: str, name: str, /, **args: object) -> str:
    """A message's attribute (`.label`, `.description`) in the reader's catalogue."""
    return _formatted(current(), message, name, args)


# Formatted words kept by what made them: Fluent takes some 30 us a message, and a redraw asks
# again the same titles, labels and seat lines it asked a second ago. Kept only where every
# argument is a str or an int (exactly: not a bool, nor a number with formatting options), so the
# words are a function of the key; keyed by the catalogues themselves, so reloaded ones start anew.
_PLAIN = frozenset({str, int})
WORDS_KEPT = 16_384  # a generation's; the one before it is kept too, what it holds asked again moves on
_kept: dict[tuple[object, ...], str] = {}
_kept_before: dict[tuple[object, ...], str] = {}


def _formatted(locale: str, message: str, name: str | None, args: dict[str, object]) -> str:
    """A message's value (`name` None) or attribute, from the first catalogue of `locale`'s chain
    that has it and formats it without an error."""
    global _kept, _kept_before
    chain = _chain(locale)
    items = tuple(args.items())
    for _, value in items:
        if value.__class__ not in _PLAIN:
            return _format(chain, message, name, args)
    key = (chain, message, name, items)
    words = _kept.get(key)
    if words is None:
        words = _kept_before.get(key)
        if words is None:
            words = _format(chain, message, name, args)
        if len(_kept) >= WORDS_KEPT:
            _kept, _kept_before = {}, _kept
        _kept[key] = words
    return words


def _format(chain: tuple[FluentBundle, ...], message: str, name: str | None, args: dict[str, object]) -> str:
    for bundle in chain:
        if bundle.has_message(message):
            found = bundle.get_message(message)
            pattern = found.value if name is None else found.attributes.get(name)
            if pattern is not None:
                words, errors = bundle.format_pattern(pattern, args)
                if not errors and isinstance(words, str):
                    return words
    raise KeyError(f"no catalogue has the message {message!r}" if name is None else f"no catalogue has {message}.{name}")


def _chain(locale: str) -> tuple[FluentBundle, ...]:
    if locale == SOURCE:
        return (_bundle(SOURCE),)
    return (_bundle(locale), _bundle(SOURCE))


@cache
def _bundle(locale: str) -> FluentBundle:
    folder = LOCALES / (SOURCE if locale == PSEUDO else locale)
    babel_locale = "en-US" if locale == PSEUDO else locale
    functions: dict[str, Any] = {"NUMBER": _number}
    bundle = _Bundle([babel_locale], use_isolating=False, functions=functions)
    for path in sorted(folder.glob("*.ftl")):
        resource = FluentParser(with_spans=False).parse(path.read_text(encoding="utf-8"))
        if locale == PSEUDO:
            resource = _Pseudo().visit(resource)
        bundle.add_resource(resource)
    return bundle


# Numbers, each formatted once a locale: Babel's formatting of a number (its pattern copied, the
# options merged) is most of what a message with chips in it costs, and a table asks again and
# again for the same stacks, pools and bets.  A number is a pure function of its value, options
# and locale, so the words kept are the words Babel would give.
NUMBERS_KEPT = 4_096  # a generation's, as the words'


class _KeptInt(FluentInt):
    """An integer argument, or NUMBER's result, whose words are kept by locale once formatted."""

    said: dict[Locale, str]

    def format(self, locale: Locale) -> str:
        words = self.said.get(locale)
        if words is None:
            words = self.said[locale] = super().format(locale)
        return words


_numbers: dict[tuple[object, ...], _KeptInt] = {}
_numbers_before: dict[tuple[object, ...], _KeptInt] = {}


def _kept_int(value: int, options: tuple[tuple[str, object], ...] = ()) -> _KeptInt:
    global _numbers, _numbers_before
    key = (value, options)
    number = _numbers.get(key)
    if number is None:
        number = _numbers_before.get(key)
        if number is None:
            number = _KeptInt(value, **dict(options))
            number.said = {}
        if len(_numbers) >= NUMBERS_KEPT:
            _numbers, _numbers_before = {}, _numbers
        _numbers[key] = number
    return number


_DEFAULT_OPTIONS = FluentNumber.default_number_format_options


def _number(value: object, **options: object) -> object:
    """Fluent's NUMBER(): kept where it is given an integer of no options of its own."""
    if isinstance(value, int) and getattr(value, "options", _DEFAULT_OPTIONS) is _DEFAULT_OPTIONS:
        try:
            return _kept_int(int(value), tuple(sorted(options.items())))
        except TypeError:  # an option's value that is no key (none of the catalogues' is)
            pass
    return fluent_number(value, **options)  # type: ignore[arg-type]


class _Bundle(FluentBundle):
    """A bundle whose plain integer arguments are `_KeptInt`s, formatted once a locale, and whose
    integers' plural forms are kept too.  The rest as fluent.runtime's own: its
    `native_to_fluent` would make each integer a new FluentInt."""

    def __init__(self, locales: list[str], **options: Any) -> None:
        super().__init__(locales, **options)
        rule: Any = self._plural_form
        forms: dict[int, str] = {}

        def plural_form(n: Any) -> Any:
            if not isinstance(n, int):  # 1.0 is not 1 to a plural rule, nor Decimal("1.0")
                return rule(n)
            form = forms.get(n)
            if form is None:
                if len(forms) >= NUMBERS_KEPT:
                    forms.clear()
                form = forms[int(n)] = rule(n)
            return form

        self._plural_form = plural_form

    def format_pattern(self, pattern: Any, args: dict[str, Any] | None = None) -> tuple[Any, list[Exception]]:
        given = {name: _kept_int(value) if value.__class__ is int else native_to_fluent(value)
                 for name, value in (args or {}).items()}
        errors: list[Exception] = []
        try:
            words = pattern(ResolverEnvironment(context=self, current=CurrentEnvironment(args=given), errors=errors))
        except ValueError as exc:  # too many parts, or a placeable too long
            errors.append(exc)
            words = "{???}"
        return words, errors


# The pseudo-locale: each letter of a catalogue's own text accented, each message bracketed,
# the variables' values left as they are (names, amounts and cards are not the catalogue's).
_ACCENTED = str.maketrans("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ",
                          "ȧƀƈḓḗƒɠħīĵķŀḿƞǿƥɋřşŧŭṽẇẋẏẑȦƁƇḒḖƑƓĦĪĴĶĿḾȠǾƤɊŘŞŦŬṼẆẊẎẐ")


def pseudo(words: str) -> str:
    return words.translate(_ACCENTED)


class _Pseudo(Transformer):
    def visit_TextElement(self, node: ast.TextElement) -> ast.TextElement:  # noqa: N802 (the visitor's names)
        node.value = pseudo(node.value)
        return node

    def visit_Message(self, node: ast.Message) -> ast.Message:  # noqa: N802
        self.generic_visit(node)
        if node.value is not None:
            node.value.elements = [ast.TextElement("["), *node.value.elements, ast.TextElement("]")]
        return node


# ----- lists of names, in the reader's language (issue 44) -----------------------------------

# The project's English lists names without a comma before "and" ("Ann, Bob and Cy"), which is
# CLDR's pattern for en-GB, not en-US's; the other catalogues take their own locale's.
_LIST_LOCALE = {SOURCE: "en_GB", PSEUDO: "en_GB"}


def listed(items: Sequence[str], style: Literal["standard", "unit", "or"] = "standard") -> str:
    """Names joined as the reader's language joins them: "standard" with "and" ("Ann, Bob and
    Cy"), "or" with "or", "unit" with commas only ("Ann 5, Bob 3"), by Babel's (CLDR's) list patterns."""
    return _listed(current(), tuple(items), style)


@lru_cache(maxsize=4096)  # Babel parses the locale and its patterns on every call
def _listed(reader: str, items: tuple[str, ...], style: Literal["standard", "unit", "or"]) -> str:
    locale = _LIST_LOCALE.get(reader, reader.replace("-", "_"))
    if style == "unit" and reader in _LIST_LOCALE:
        locale = "en_US"  # en-GB and en-US agree on commas alone
    try:
        return format_list(list(items), style=style, locale=locale)
    except KeyError:  # a locale without that style's patterns: its standard list
        return format_list(list(items), locale=locale)
