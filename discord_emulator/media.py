"""Files shown through components (components v2): thumbnails, media galleries and files.

Sources (discord/discord-api-docs):

- docs/components/reference.mdx, "Unfurled Media Item": a bot sets only ``url``, a link or
  ``attachment://<filename>`` naming a file of the same message; Discord fills in
  ``proxy_url``, ``width``, ``height``, ``content_type`` and ``attachment_id``. A file
  component takes only ``attachment://``, and Discord adds the file's ``name`` and ``size``.
- The same page: with the flag, "attachments won't show by default - they must be exposed
  through components". A file no component names is kept, not refused; clients do not draw it.
- docs/resources/message.mdx, the message's ``attachments``: "any attached files that are not
  referenced in embeds or components" (clarified in pull request #8279, after issue #8277).
- A reference to no file of the message is refused with UNFURLED_MEDIA_ITEM_REFERENCED_
  ATTACHMENT_NOT_FOUND, as bots report it (the error named in issue #7529).
"""

from __future__ import annotations

import copy
from collections.abc import Callable, Iterator
from typing import Any

from . import errors
from .form import Problems

Json = dict[str, Any]
ATTACHMENT = "attachment://"
NOT_FOUND = "UNFURLED_MEDIA_ITEM_REFERENCED_ATTACHMENT_NOT_FOUND"
THUMBNAIL, MEDIA_GALLERY, FILE = 11, 12, 13


def media_items(components: list[Json], path: str = "components") -> Iterator[tuple[str, Json, Json]]:
    """Each unfurled media item in the tree: (its dotted path, the item, the component holding it)."""
    for i, item in enumerate(components):
        if not isinstance(item, dict):
            continue
        here = f"{path}.{i}"
        kind = item.get("type")
        if kind == THUMBNAIL and isinstance(item.get("media"), dict):
            yield f"{here}.media", item["media"], item
        elif kind == FILE and isinstance(item.get("file"), dict):
            yield f"{here}.file", item["file"], item
        elif kind == MEDIA_GALLERY:
            for j, entry in enumerate(item.get("items") or []):
                if isinstance(entry, dict) and isinstance(entry.get("media"), dict):
                    yield f"{here}.items.{j}.media", entry["media"], item
        yield from media_items(item.get("components") or [], f"{here}.components")
        if isinstance(item.get("accessory"), dict):
            yield from media_items([item["accessory"]], f"{here}.accessory")


def referenced_ids(components: list[Json]) -> list[int]:
    """The ids of the message's files its components show, in order, each once."""
    found: list[int] = []
    for _, media, _ in media_items(components):
        if str(media.get("attachment_id", "")).isdigit() and int(media["attachment_id"]) not in found:
            found.append(int(media["attachment_id"]))
    return found


def resolve(components: list[Json], files: list[Json]) -> list[Json]:
    """The components as Discord stores them: each ``attachment://`` filled in from ``files`` (the
    message's attachment payloads after this request); what the bot may not set is dropped.
    Raises Invalid Form Body for a name no file has."""
    out = copy.deepcopy(components)
    by_name = {f["filename"]: f for f in files}
    problems: Problems = []
    for path, media, holder in media_items(out):
        url = str(media.get("url", ""))
        media.clear()
        media["url"] = url
        if holder.get("type") == FILE:
            holder.pop("name", None)
            holder.pop("size", None)
        if not url.startswith(ATTACHMENT):
            continue
        name = url[len(ATTACHMENT):]
        found = by_name.get(name)
        if found is None:
            problems.append((f"{path}.url", NOT_FOUND, f'Referenced attachment "{name}" is not among the files'))
            continue
        media.update(url=found["url"], proxy_url=found["proxy_url"], content_type=found["content_type"],
                     attachment_id=found["id"], width=found.get("width"), height=found.get("height"))
        if holder.get("type") == FILE:
            holder.update(name=found["filename"], size=found["size"])
    if problems:
        raise errors.invalid_form_body(problems)
    return out


def unreferenced(files: list[Json], components: list[Json]) -> list[Json]:
    """The message's ``attachments``: its files that no component shows."""
    shown = {str(i) for i in referenced_ids(components)}
    return [f for f in files if str(f["id"]) not in shown]


def gallery_uploads(components: list[Json], uploaded: set[str]) -> Problems:
    """Media gallery items naming a file uploaded with this very request.

    discord-api-docs issue #7529 (open): an edit through the interaction webhook (``@original``
    or a message id, and a follow-up that fills in a deferred reply) that puts a media gallery
    with a new upload into the message is answered 400, the attachment "not found"; a first
    reply or a new follow-up with the same body works.
    """
    return [(f"{path}.url", NOT_FOUND, f'Referenced attachment "{media["url"][len(ATTACHMENT):]}" is not '
             "among the files") for path, media, holder in media_items(components)
            if holder.get("type") == MEDIA_GALLERY and isinstance(media.get("url"), str)
            and media["url"].startswith(ATTACHMENT) and media["url"][len(ATTACHMENT):] in uploaded]


def repoint(components: list[Json], address: Callable[[int], str | None]) -> None:
    """Give each file a component shows the address ``address(attachment_id)`` (None: leave it)."""
    for _, media, _ in media_items(components):
        if str(media.get("attachment_id", "")).isdigit():
            url = address(int(media["attachment_id"]))
            if url is not None:
                media["url"] = media["proxy_url"] = url
