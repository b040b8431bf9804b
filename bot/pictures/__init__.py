"""The cards as pictures: the project's own card art (Pillow, its bundled font, suits drawn as
shapes), pictures of hands and show-downs, and the card emojis.  No Discord here: the bot sends
the bytes these functions return."""

from bot.pictures.art import ART_VERSION, CardArt, Deck
from bot.pictures.pictures import (
    card_emoji_image,
    default_art,
    emoji_cards,
    emoji_sheet,
    hand_picture,
    showdown_picture,
)

__all__ = ["ART_VERSION", "CardArt", "Deck", "card_emoji_image", "default_art", "emoji_cards",
           "emoji_sheet", "hand_picture", "showdown_picture"]
