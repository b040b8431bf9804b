"""The terminal table (`poker-bot play`) driven by scripted lines, as a player at a terminal would."""

from __future__ import annotations

from bot.cli import build_parser
from bot.cli.play import run


def main_for_tests(argv: list[str], lines: list[str]) -> tuple[int, list[str]]:
    """Run the command on scripted input lines; returns the status and everything written."""
    out: list[str] = []
    feed = iter(lines)

    def read(prompt: str) -> str:
        out.append(prompt)
        try:
            return next(feed)
        except StopIteration:
            raise EOFError from None

    args = build_parser().parse_args(["play", *argv])
    return run(args, read, out.append), out

