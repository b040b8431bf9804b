"""Discord's ids as the services take them."""

from __future__ import annotations

from typing import TypeAlias

Snowflake: TypeAlias = int | str
"""A Discord id (a guild, a channel, a member, an admin): an int as discord.py gives it, or the
decimal text the database keeps it as.  The services store and compare it as text (`str(id)`);
a robot's seat (`robot:N`) is a member's id of its own kind."""
