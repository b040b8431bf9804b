"""Discord's limits on files a bot uploads, and what it learns of each file (type, picture size).

Sources (discord/discord-api-docs):

- docs/reference.mdx, "Uploading Files": the upload limit applies to each file;
  the default is 10 MiB (more only with Nitro or a boosted server, which a bot
  has neither of). Interactions carry it as ``attachment_size_limit``.
- docs/resources/message.mdx, "Create Message": the whole request may be at
  most 25 MiB.
- Too large is 413 with JSON code 40005 "Request entity too large"
  (discord-api-docs issues #6058 and #8572 show the body).
- At most 10 attachments on a message: JSON code 30015 "Maximum number of
  attachments in a message reached (10)" (docs/topics/opcodes-and-status-codes,
  and discord-api-docs issue #1486).
"""

from __future__ import annotations

import mimetypes
import struct
from dataclasses import dataclass

from .errors import DiscordError

MAX_ATTACHMENTS = 10
MAX_FILE_BYTES = 10 * 1024 * 1024
MAX_REQUEST_BYTES = 25 * 1024 * 1024


@dataclass
class Upload:
    """One ``files[n]`` part of a request, as the bot sent it."""

    index: int
    filename: str
    data: bytes
    content_type: str | None


def too_large() -> DiscordError:
    return DiscordError(413, 40005, "Request entity too large")


def too_many_attachments() -> DiscordError:
    return DiscordError(400, 30015, f"Maximum number of attachments in a message reached ({MAX_ATTACHMENTS})")


def check_request(uploads: list[Upload], request_bytes: int | None, body: object = None) -> None:
    """Refuse a request whose files Discord would not take, before anything is stored, and
    before its body is held to the published schema: that schema caps ``attachments`` at 10
    items (a 50035), but Discord answers more files than ten with 30015 (issue #1486)."""
    listed = body.get("attachments") if isinstance(body, dict) else None
    if isinstance(listed, list) and len(listed) > MAX_ATTACHMENTS:
        raise too_many_attachments()
    if not uploads:
        return
    total = request_bytes if request_bytes is not None else sum(len(u.data) for u in uploads)
    if total > MAX_REQUEST_BYTES or any(len(u.data) > MAX_FILE_BYTES for u in uploads):
        raise too_large()
    if len(uploads) > MAX_ATTACHMENTS:
        raise too_many_attachments()


def content_type(filename: str, declared: str | None, data: bytes) -> str | None:
    """What Discord reports: it sniffs the file, so discord.py's blanket octet-stream is not kept."""
    if data.startswith(b"\x89PNG\r\n\x1a\n"):
        return "image/png"
    if data[:3] == b"\xff\xd8\xff":
        return "image/jpeg"
    if data[:6] in (b"GIF87a", b"GIF89a"):
        return "image/gif"
    guessed, _ = mimetypes.guess_type(filename)
    if guessed:
        return guessed
    return None if declared in (None, "application/octet-stream") else declared


def picture_size(data: bytes) -> tuple[int, int] | None:
    """Width and height of a PNG or GIF, as Discord adds them to an image's attachment."""
    if data.startswith(b"\x89PNG\r\n\x1a\n") and len(data) >= 24 and data[12:16] == b"IHDR":
        width, height = struct.unpack(">II", data[16:24])
        return int(width), int(height)
    if data[:6] in (b"GIF87a", b"GIF89a") and len(data) >= 10:
        width, height = struct.unpack("<HH", data[6:10])
        return int(width), int(height)
    return None
