"""Who may do what, decided in one place.

Manage Server is read from the permissions Discord resolved for the member in the channel
of the interaction (`Interaction.permissions`), never from a cached member: Discord sends
them with every interaction, so they are right even for a member the bot has not seen.
"""

from __future__ import annotations

import discord
from discord import app_commands


def manages_server(interaction: discord.Interaction) -> bool:
    """Whether the member who clicked or typed has Manage Server here."""
    return interaction.permissions.manage_guild


def require_manage_server(interaction: discord.Interaction) -> bool:
    """For a command only admins may run: True, or MissingPermissions, which the bot's one
    error handler answers in words."""
    if not manages_server(interaction):
        raise app_commands.MissingPermissions(["manage_guild"])
    return True
