"""The words of a member's turn: his ping, his own choice of pings, and what the clock did for him."""

from __future__ import annotations

PINGS_ON = "Pings are on: when it is your turn at a table, you are mentioned so that Discord tells you."
PINGS_OFF = "Pings are off: your turn is shown on the table message only. /poker pings on brings them back."
TIMED = " (time)"  # a log line's mark: the clock acted for him


def your_turn(mention: str, deal: int) -> str:
    return f"{mention}, your turn in deal {deal}."


def sat_out_by_dm(channel_mention: str) -> str:
    """The DM to a member sat out for timing out twice: what happened, and the one step back."""
    return (f"You ran out of time twice at the table in {channel_mention}, so you sit out from the next deal. "
            "Type /poker sitout there to be dealt in again.")
