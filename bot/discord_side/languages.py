"""Who reads which language (issue 44): the words made for a member, in his; the table's and the
channel's, in the channel's `language` limit or else the server's.

A member's is set once for each interaction, around all of its handling (`PokerBot.work`): his
own choice (`/poker language`), else the locale his client sent. His client's is noted (the
database, `Members.seen_locale`) for the words made for him outside an interaction: his hand's
DM at a deal's start, the coach's mail. The public words are made under the table's language
wherever they are made (`TableTools.public`), and a table's tasks start in none of a member's
(`TableUI.start`), so a redraw a member's click set going is never in his language.
"""

from __future__ import annotations

import discord

from bot.services.members import Members
from bot.storage import DatabaseUnavailable
from bot.text.i18n import SOURCE


def client_locale(interaction: discord.Interaction) -> str:
    """The language the member's Discord client is set to, as this interaction carries it."""
    locale = interaction.locale
    return str(locale.value if isinstance(locale, discord.Locale) else locale or SOURCE)


def server_locale(guild: object) -> str | None:
    """A server's language (its preferred locale), if the guild is known."""
    if isinstance(guild, discord.Guild):
        return str(guild.preferred_locale.value)
    return None


async def member_locale(members: Members, interaction: discord.Interaction) -> str:
    """The language of the words made for this member now: his choice, else his client's (noted
    for later); his client's alone while the database is away."""
    seen = client_locale(interaction)
    try:
        return await members.seen_locale(str(interaction.user.id), seen)
    except DatabaseUnavailable:
        return seen


async def known_locale(members: Members, member: str) -> str | None:
    """A member's language when he is not clicking (None: not known, the server's stands in)."""
    try:
        return await members.locale_of(member)
    except DatabaseUnavailable:
        return None
