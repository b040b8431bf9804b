"""The words of a member's turn: his ping, his own choice of pings, and what the clock did for him.
The words are the catalogue's (`locales/*/turn.ftl`)."""

from __future__ import annotations

from bot.text.i18n import t

# A log line's mark, not words: the clock acted for him. It is written into the deal's log and
# found there again by its ending, so it stays the same in every log; render.log_line says it in
# the reader's words (log.ftl, log-timed).
TIMED = " (time)"


def pings_on() -> str:
    return t("turn-pings-on")


def pings_off() -> str:
    return t("turn-pings-off")


def your_turn(mention: str, deal: int) -> str:
    return t("turn-your-turn", mention=mention, deal=deal)


def sat_out_by_dm(channel_mention: str) -> str:
    """The DM to a member sat out for timing out twice: what happened, and the one step back."""
    return t("turn-sat-out-by-dm", channel=channel_mention)
