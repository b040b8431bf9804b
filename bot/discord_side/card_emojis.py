"""The bot's card emojis: its own art, uploaded as application emojis once per version.

At start the bot lists its application's emojis, deletes card emojis of an
older art version, and uploads the ones missing, one at a time, each request
through the bot's pacer, after anything a table waits for (discord.py waits
out any other rate limit it is given).  A later start finds them all and
uploads nothing.  Until they are all there, or if they cannot be (no
application id, a refusal), cards are shown as suit-symbol text, and the log
says why once.
"""

from __future__ import annotations

import asyncio
import logging
import re
from collections.abc import Callable

import discord

from bot.discord_side.pacing import Need, Pacer
from bot.text.faces import TEXT, CardFaces
from engine.cards import ALL_CARDS, Card

log = logging.getLogger("poker.emojis")

# A card emoji's name: ``pk<art version><deck letter>_<card>``, e.g. ``pk1f_As`` (the joker ``Jo``).
NAME = re.compile(r"pk(?P<version>\d+)(?P<deck>[a-z])_(?P<card>\w{2})")

ImageOf = Callable[[Card], bytes]  # a card's emoji image (PNG), drawn by bot.pictures


def emoji_name(card: Card, version: int, deck: str) -> str:
    return f"pk{version}{deck[0]}_{card}"


class CardEmojis:
    """The card emojis of one deck, by card text (``As``), once `sync` has made them all."""

    def __init__(self, client: discord.Client, image_of: ImageOf, *, version: int, deck: str, pacer: Pacer) -> None:
        self.client = client
        self.pacer = pacer
        self.image_of = image_of
        self.version = version
        self.deck = deck
        self.markup: dict[str, str] = {}  # card text -> <:name:id>, complete or empty
        self.uploaded = 0  # by this process

    def faces(self, emoji: bool) -> CardFaces:
        """How cards look in a message: their emojis when asked for and all are there."""
        return CardFaces(self.markup) if emoji and self.markup else TEXT

    async def sync(self) -> bool:
        """Make sure every card has its emoji; whether they all do.  Never raises."""
        try:
            await self.pacer.wait(Need.EMOJIS)
            found = await self.client.fetch_application_emojis()
            ours: dict[str, discord.Emoji] = {}
            for emoji in found:
                match = NAME.fullmatch(emoji.name)
                if match is None:
                    continue  # not a card emoji of ours: left alone
                if int(match["version"]) != self.version:
                    await self.pacer.wait(Need.EMOJIS)
                    await emoji.delete()  # drawn by an older version of the art
                elif match["deck"] == self.deck[0]:
                    ours[emoji.name] = emoji
            markup: dict[str, str] = {}
            for card in ALL_CARDS:
                name = emoji_name(card, self.version, self.deck)
                have = ours.get(name)
                if have is None:
                    image = await asyncio.to_thread(self.image_of, card)  # drawing is off the loop
                    await self.pacer.wait(Need.EMOJIS)
                    have = await self.client.create_application_emoji(name=name, image=image)
                    self.uploaded += 1
                markup[str(card)] = str(have)
        except discord.DiscordException as exc:  # a refusal, or no application id to upload to
            why = f"{exc.status} {exc.text}" if isinstance(exc, discord.HTTPException) else str(exc)
            log.warning("card emojis unavailable (%s): cards are shown as text", why)
            return False
        self.markup = markup
        log.info("card emojis ready: %d, %d uploaded now", len(markup), self.uploaded)
        return True
