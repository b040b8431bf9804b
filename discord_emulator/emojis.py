"""Application emojis: the application's own, usable by its bot everywhere.

Rules, from discord/discord-api-docs docs/resources/emoji.mdx ("Application-Owned
Emoji", "Create Application Emoji"):

- an application owns at most 2,000 emojis (more: JSON code 30008, "Maximum number
  of emojis reached");
- the image is image data, a data URI (docs/reference.mdx "Image Data"), of at most
  256 KiB. The docs say an oversize image gets a 400 "but not a JSON status code";
  the emulator answers the Invalid Form Body (50035) that bots report seeing, with
  the error on ``image``, so discord.py raises ``HTTPException`` either way;
- a name is 2 to 32 characters of letters, digits and underscores;
- a name already taken: 50035 with ``APPLICATION_EMOJI_NAME_ALREADY_TAKEN`` on
  ``name`` (the code bots match on to detect a duplicate);
- the ``USE_EXTERNAL_EMOJIS`` permission is not needed to use them.

The store belongs to the world, so emojis outlive a bot restart within a test, as
they outlive one on Discord. ``created`` counts every successful upload.
"""

from __future__ import annotations

import base64
import binascii
import re
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from . import errors
from .model import Payload, User

if TYPE_CHECKING:
    from .snowflake import Snowflakes

MAX_EMOJIS = 2000
MAX_IMAGE_BYTES = 256 * 1024
NAME = re.compile(r"^[A-Za-z0-9_]+$")
DATA_URI = re.compile(r"^data:(image/(?:png|jpeg|gif|webp|avif));base64,(.*)$", re.DOTALL)


@dataclass(eq=False)
class ApplicationEmoji:
    id: int
    name: str
    image: bytes
    content_type: str
    user: User

    @property
    def animated(self) -> bool:
        return self.content_type == "image/gif" and b"NETSCAPE2.0" in self.image

    def payload(self) -> Payload:
        return {
            "id": str(self.id),
            "name": self.name,
            "roles": [],
            "user": self.user.payload(),
            "require_colons": True,
            "managed": False,
            "animated": self.animated,
            "available": True,
        }

    @property
    def mention(self) -> str:
        """How a message shows it: ``<:name:id>``."""
        return f"<{'a' if self.animated else ''}:{self.name}:{self.id}>"


@dataclass
class EmojiStore:
    ids: Snowflakes
    owner: User  # the bot user: the uploader of emojis made through the API
    by_id: dict[int, ApplicationEmoji] = field(default_factory=dict)
    created: list[str] = field(default_factory=list)  # names, in upload order, deleted ones too
    deleted: list[str] = field(default_factory=list)

    def __contains__(self, emoji_id: object) -> bool:
        """Whether ``emoji_id`` (as sent: text or a number) is one of the application's."""
        text = str(emoji_id)
        return text.isdigit() and int(text) in self.by_id

    def named(self, name: str) -> ApplicationEmoji | None:
        return next((e for e in self.by_id.values() if e.name == name), None)

    def get(self, emoji_id: int) -> ApplicationEmoji:
        emoji = self.by_id.get(emoji_id)
        if emoji is None:
            raise errors.DiscordError(404, 10014, "Unknown Emoji")
        return emoji

    def create(self, body: Payload) -> ApplicationEmoji:
        name = body.get("name")
        image = body.get("image")
        problems = _name_problems(name)
        content_type, data = _decode(image, problems)
        if not problems and self.named(name) is not None:  # type: ignore[arg-type]
            problems.append(("name", "APPLICATION_EMOJI_NAME_ALREADY_TAKEN", "Emoji name already taken"))
        if problems:
            raise errors.invalid_form_body(problems)
        if len(self.by_id) >= MAX_EMOJIS:
            raise errors.DiscordError(400, 30008, f"Maximum number of emojis reached ({MAX_EMOJIS})")
        emoji = ApplicationEmoji(self.ids.next(), str(name), data, content_type, self.owner)
        self.by_id[emoji.id] = emoji
        self.created.append(emoji.name)
        return emoji

    def rename(self, emoji: ApplicationEmoji, body: Payload) -> ApplicationEmoji:
        if "name" not in body:
            return emoji
        name = body["name"]
        problems = _name_problems(name)
        other = self.named(name) if not problems else None
        if other is not None and other is not emoji:
            problems.append(("name", "APPLICATION_EMOJI_NAME_ALREADY_TAKEN", "Emoji name already taken"))
        if problems:
            raise errors.invalid_form_body(problems)
        emoji.name = name
        return emoji

    def delete(self, emoji: ApplicationEmoji) -> None:
        del self.by_id[emoji.id]
        self.deleted.append(emoji.name)


def _name_problems(name: object) -> list[tuple[str, str, str]]:
    if not isinstance(name, str):
        return [("name", "BASE_TYPE_REQUIRED", "This field is required")]
    if not 2 <= len(name) <= 32:
        return [("name", "BASE_TYPE_BAD_LENGTH", "Must be between 2 and 32 in length.")]
    if not NAME.match(name):
        return [("name", "STRING_TYPE_REGEX", "String value did not match validation regex.")]
    return []


def _decode(image: object, problems: list[tuple[str, str, str]]) -> tuple[str, bytes]:
    """The image's type and bytes; a bad or oversize image adds a problem instead."""
    match = DATA_URI.match(image) if isinstance(image, str) else None
    if match is None:
        problems.append(("image", "IMAGE_INVALID", "Invalid image data"))
        return "", b""
    try:
        data = base64.b64decode(match.group(2), validate=True)
    except (binascii.Error, ValueError):
        problems.append(("image", "IMAGE_INVALID", "Invalid image data"))
        return "", b""
    if len(data) > MAX_IMAGE_BYTES:
        problems.append(("image", "BINARY_TYPE_MAX_SIZE", "File cannot be larger than 256.0 kb."))
    return match.group(1), data
