"""The world most tests want: one club guild, a table channel and thread, a few people."""

from __future__ import annotations

from . import permissions as perms
from .world import DiscordWorld, StandardCast


def build_standard_world(**options: str) -> DiscordWorld:
    world = DiscordWorld(**options)
    guild = world.add_guild("Foster's Club")
    croupier = world.add_role(guild, "Croupier", perms.MANAGE_GUILD)
    alice = world.add_user("alice")
    bob, carol = world.add_user("bob"), world.add_user("carol")
    dave = world.add_user("dave", dms_open=False)
    erin = world.add_user("erin")
    world.add_member(guild, alice, roles=[croupier])
    for user in (bob, carol, dave):
        world.add_member(guild, user)
    poker = world.add_text_channel(guild, "poker")
    bot_role = next(r for r in guild.roles.values() if r.bot_id == world.bot_user.id)
    read_only = world.add_text_channel(
        guild, "announcements", overwrites=[perms.Overwrite(bot_role.id, 0, deny=perms.SEND_MESSAGES)]
    )
    thread = world.add_thread(poker, "table-1")
    world.cast = StandardCast(guild, poker, thread, read_only, croupier, alice, bob, carol, dave, erin)
    return world
