"""Every shipped catalogue holds all of English's (issue 44): each message and attribute of
`en-US`, with the same variables (as the words reach them, through the messages they name), and
each renders for sample values, the plurals' 0, 1, 2, 5 and 21 among them, without a Fluent error.

`catalogue_problems` takes the folder of catalogues, so that a catalogue planted in a folder of
the test's shows each kind of fault found; with English alone shipped, that is how the check is
seen to fail.
"""

from __future__ import annotations

from pathlib import Path

from bot.text.i18n import LOCALES, PSEUDO, SOURCE, text_in
from tests.catalogue_reading import SAMPLES, Catalogue


def catalogue_problems(folder: Path) -> list[str]:
    """What each catalogue in `folder` (every locale beside English's) lacks or breaks."""
    english = Catalogue(folder / SOURCE)
    problems = list(english.junk) + render_problems(english)
    for path in sorted(p for p in folder.iterdir() if p.is_dir() and p.name != SOURCE):
        other = Catalogue(path)
        problems += [f"{other.locale}: {j}" for j in other.junk]
        for message in sorted(english.messages):
            if message not in other.messages:
                problems.append(f"{other.locale}: no message {message}")
                continue
            theirs = other.parts(message)
            for part, pattern in english.parts(message).items():
                if part not in theirs:
                    problems.append(f"{other.locale}: {message}{part or ' has no value'}")
                    continue
                want, have = english.variables(pattern), other.variables(theirs[part])
                if want != have:
                    problems.append(f"{other.locale}: {message}{part} uses {sorted(have)}, English {sorted(want)}")
        problems += render_problems(other)
    return problems


def render_problems(catalogue: Catalogue) -> list[str]:
    """Each message and attribute, rendered for every sample value given to all its variables."""
    bundle, problems = catalogue.bundle(), []
    for message in sorted(catalogue.messages):
        for part, pattern in catalogue.parts(message).items():
            variables = catalogue.variables(pattern)
            for sample in SAMPLES:
                compiled = bundle.get_message(message)
                shown = compiled.value if not part else compiled.attributes[part[1:]]
                _words, errors = bundle.format_pattern(shown, dict.fromkeys(variables, sample))
                if errors:
                    problems.append(f"{catalogue.locale}: {message}{part} with {sample}: {errors[0]}")
                    break
    return problems


def test_every_shipped_catalogue_has_all_of_english_and_renders() -> None:
    assert catalogue_problems(LOCALES) == []


def test_every_message_renders_in_the_pseudo_locale() -> None:
    english = Catalogue(LOCALES / SOURCE)
    for message in english.messages:
        if english.messages[message].value is not None:
            args = dict.fromkeys(english.variables(english.messages[message].value), 21)
            assert text_in(PSEUDO, message, **args).startswith("[")


def planted(folder: Path, files: dict[str, dict[str, str]]) -> Path:
    for locale, ftl in files.items():
        (folder / locale).mkdir(parents=True)
        for name, text in ftl.items():
            (folder / locale / name).write_text(text, encoding="utf-8")
    return folder


ENGLISH = {"seat.ftl": "chips = { $n ->\n    [one] { $n } chip\n   *[other] { $n } chips\n}\n"
                       "seat-sat = You sit down with { chips }.\n"
                       "cmd-poker =\n    .name = poker\n    .description = Draw poker\n"
                       "left = { $name } left deal { $deal }.\n"}


def test_a_planted_catalogue_shows_each_fault(tmp_path: Path) -> None:
    folder = planted(tmp_path, {SOURCE: ENGLISH, "de": {"seat.ftl": (
        "chips = { $n ->\n    [one] ein Chip\n   *[other] { $n } Chips\n}\n"  # "ein": $n in some variant is enough
        "seat-sat = Du setzt dich mit { $n } Chips.\n"  # $n itself instead of naming chips: the same variable
        "cmd-poker =\n    .name = poker\n"  # its description is missing
        "left = { $who } ging nach Runde { $deal }.\n"  # a variable renamed
    )}, "fr": {"seat.ftl": (
        "seat-sat = Vous vous asseyez avec { chips }.\n"  # chips is missing, so it cannot render
        "cmd-poker = \n    .name = poker\n    .description = Le poker\n"
        "left = { $name } a quitté { $deal ->\n    [one] la donne\n}\n"  # no default variant: does not parse
    )}})
    assert catalogue_problems(folder) == [
        "de: cmd-poker.description",
        "de: left uses ['deal', 'who'], English ['deal', 'name']",
        "fr: seat.ftl: 'left = { $name } a quitté { $deal ->' does not parse",
        "fr: no message chips",
        "fr: no message left",
        "fr: seat-sat uses [], English ['n']",  # what chips brought is missing with it
        "fr: seat-sat with 0: Unknown message: chips",
    ]
    # The same folder with each catalogue made whole has nothing to say.
    whole = planted(tmp_path / "whole", {SOURCE: ENGLISH, "de": ENGLISH})
    assert catalogue_problems(whole) == []
