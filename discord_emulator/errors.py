"""Discord's JSON error bodies, raised by route handlers and answered by the middleware."""

from __future__ import annotations

from typing import Any


class DiscordError(Exception):
    """An HTTP error exactly as Discord would answer it."""

    def __init__(
        self, status: int, code: int, message: str, errors: dict[str, Any] | None = None
    ) -> None:
        super().__init__(f"{status} {code} {message}")
        self.status = status
        self.code = code
        self.message = message
        self.errors = errors

    def body(self) -> dict[str, Any]:
        data: dict[str, Any] = {"message": self.message, "code": self.code}
        if self.errors:
            data["errors"] = self.errors
        return data


def unauthorized() -> DiscordError:
    return DiscordError(401, 0, "401: Unauthorized")


def not_found(kind: str) -> DiscordError:
    codes = {
        "Channel": 10003,
        "Guild": 10004,
        "Member": 10007,
        "Message": 10008,
        "User": 10013,
        "Webhook": 10015,
        "interaction": 10062,
        "application command": 10063,
    }
    return DiscordError(404, codes[kind], f"Unknown {kind}")


def thread_archived() -> DiscordError:
    return DiscordError(400, 50083, "Operation cannot be performed on an archived thread")


def wrong_channel_type() -> DiscordError:
    return DiscordError(400, 50024, "Cannot execute action on this channel type")


def route_not_found() -> DiscordError:
    return DiscordError(404, 0, "404: Not Found")


def cannot_dm() -> DiscordError:
    return DiscordError(403, 50007, "Cannot send messages to this user")


def missing_permissions() -> DiscordError:
    return DiscordError(403, 50013, "Missing Permissions")


def missing_access() -> DiscordError:
    return DiscordError(403, 50001, "Missing Access")


def not_author() -> DiscordError:
    return DiscordError(403, 50005, "Cannot edit a message authored by another user")


def empty_message() -> DiscordError:
    return DiscordError(400, 50006, "Cannot send an empty message")


def already_acknowledged() -> DiscordError:
    return DiscordError(400, 40060, "Interaction has already been acknowledged.")


def invalid_webhook_token() -> DiscordError:
    return DiscordError(401, 50027, "Invalid Webhook Token")


def invalid_form_body(problems: list[tuple[str, str, str]]) -> DiscordError:
    """``problems`` are (dotted path, error code, message); Discord nests them by path. An
    empty path is the body as a whole (a command over its size: ``{"_errors": [...]}``)."""
    tree: dict[str, Any] = {}
    for path, code, message in problems:
        node = tree
        for part in path.split(".") if path else ():
            node = node.setdefault(part, {})
        node.setdefault("_errors", []).append({"code": code, "message": message})
    return DiscordError(400, 50035, "Invalid Form Body", tree)


def under(key: str, error: DiscordError) -> DiscordError:
    """An Invalid Form Body refusal of a part of a request, as Discord names it in the whole: an
    interaction callback's message is its ``data`` (``data.content``, not ``content``)."""
    if error.code != 50035 or not error.errors:
        return error
    return DiscordError(error.status, error.code, error.message, {key: error.errors})
