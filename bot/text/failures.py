"""What a member is told when the bot, not he, is at fault: one line each, no detail of ours."""

from __future__ import annotations

BANK_AWAY = ("The bank cannot be reached for a moment (its database is restarting): try again in a minute. "
             "Every table waits as it stands and carries on by itself once the bank is back.")
OWNER_SILENT = ("That table is played by another of the bot's processes, which did not take your click in "
                "time; nothing was played. Try again in a moment.")
OWNER_UNREACHABLE = "That table's process could not be reached; nothing was played. Try again in a moment."
RESTARTING = "The bot is restarting; try again in a minute. Every table will be as you left it."
IN_A_SERVER_ONLY = "This command works in a server channel."
NEEDS_MANAGE_SERVER = "You need the Manage Server permission for that."
NOT_HERE = "You may not use that command here."


def unexpected(ref: str) -> str:
    """A failure of ours: the reference finds its traceback in the log."""
    return f"Something went wrong (ref {ref}). The table is unchanged; please try again."
