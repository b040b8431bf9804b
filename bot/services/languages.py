"""The languages a member or a channel may be set to: Discord's locales, as its docs list them
(reference "Locales", with ar and he of its published spec), and the pseudo-locale the tests and
the sandbox read. A locale without a catalogue of its own is served by its language's, else by
English (`bot.text.i18n.catalogue_for`)."""

from __future__ import annotations

from engine.errors import quoted

DISCORD_LOCALES = (
    "ar", "bg", "cs", "da", "de", "el", "en-GB", "en-US", "es-419", "es-ES", "fi", "fr", "he", "hi", "hr", "hu",
    "id", "it", "ja", "ko", "lt", "nl", "no", "pl", "pt-BR", "ro", "ru", "sv-SE", "th", "tr", "uk", "vi",
    "zh-CN", "zh-TW",
)
PSEUDO = "qps-ploc"
LANGUAGES = (*DISCORD_LOCALES, PSEUDO)


class NotALanguage(ValueError):
    pass


def language(text: str) -> str:
    """A locale as typed ("de", "pt-br", " es-ES "), spelled as Discord spells it; NotALanguage
    (its message one line) for anything else."""
    wanted = text.strip().lower()
    for known in LANGUAGES:
        if known.lower() == wanted:
            return known
    raise NotALanguage(f"{quoted(text.strip())} is not a Discord locale; one of {', '.join(DISCORD_LOCALES)}")
