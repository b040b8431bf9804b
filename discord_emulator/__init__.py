"""A local emulation of Discord's HTTP API and gateway for end-to-end tests of discord.py bots.

Start a :class:`DiscordWorld`, point discord.py at it with
``world.patched_discord()``, run bots with :class:`BotRunner`, then act as
users (``slash``, ``click``, ``select``, ``submit_modal``, ``post_message``) and assert on what
the bot sent (``channel_messages``, ``dms``, ``requests``, ``rate_limits``).
"""

from .chat import MessageRefused
from .errors import DiscordError
from .interactions import CallbackType, InjectionError, InteractionRecord, InteractionType
from .model import Channel, ChannelType, Guild, Member, Message, Role, User
from .notifications import Notification
from .permissions import Overwrite
from .runner import BotRunner
from .standard import build_standard_world
from .state import EmulatorTimeout
from .world import DiscordWorld, StandardCast

__all__ = [
    "BotRunner",
    "CallbackType",
    "Channel",
    "ChannelType",
    "DiscordError",
    "DiscordWorld",
    "EmulatorTimeout",
    "Guild",
    "InjectionError",
    "InteractionRecord",
    "InteractionType",
    "Member",
    "Message",
    "MessageRefused",
    "Notification",
    "Overwrite",
    "Role",
    "StandardCast",
    "User",
    "build_standard_world",
]
