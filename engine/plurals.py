"""A count with its noun: "1 chip", "2 chips", "1 entry", "1,000 deals".

The one helper every layer uses wherever a number of things is printed (the engine's table
news, the services' refusals, the bot's words and logs, the command line), so that no line says
"1 tables". It lives here, at the bottom, because the engine and the services may not import
`bot.text` (tests/test_layers.py), and one helper is to serve them all.
"""

from __future__ import annotations

# Plurals that are not the singular and an -s (nor -es after ch, sh, x, ss, nor -ies).
_IRREGULAR = {"others": "other", "people": "person"}


def singular(plural: str) -> str:
    """The singular of an English plural as this project uses them; the last word of a phrase
    is the one that changes ("raises of the limit" is not supported: give the noun alone)."""
    head, _, last = plural.rpartition(" ")
    if last in _IRREGULAR:
        one = _IRREGULAR[last]
    elif last.endswith("ies"):
        one = last[:-3] + "y"
    elif last.endswith(("ches", "shes", "xes", "sses")):
        one = last[:-2]
    elif last.endswith("s"):
        one = last[:-1]
    else:
        raise ValueError(f"{plural!r} is not a plural this helper knows")
    return f"{head} {one}" if head else one


def counted(number: int, plural: str, *, grouped: bool = True) -> str:
    """`number` and the noun, given in the plural, in the singular for exactly one: '1 table',
    '2 tables', '0 tables'. `grouped` writes thousands with commas (1,000), as most lines do; the
    table's stacks, written plain since the first version, pass False."""
    shown = f"{number:,}" if grouped else str(number)
    return f"{shown} {singular(plural) if number == 1 else plural}"


def verb(number: int, one: str, many: str) -> str:
    """The verb that agrees with a count: verb(1, "is", "are") is "is"; any other number, "are"."""
    return one if number == 1 else many
