"""Shared fixtures. The Discord emulator's are imported lazily so engine tests never load discord.py."""

from __future__ import annotations

from collections.abc import AsyncIterator
from typing import TYPE_CHECKING

import pytest

if TYPE_CHECKING:
    from discord_emulator import BotRunner, DiscordWorld


@pytest.fixture(autouse=True, scope="session")
def _card_settings(tmp_path_factory: pytest.TempPathFactory) -> None:
    """The drawn cards go to a folder of the run's own, never the checkout's data/; a bot
    uploads card emojis only in the tests that ask for them (CARD_EMOJIS=true). A test's bot draws
    its pictures in its own thread, where the product's default is a worker process: hundreds of
    bots each starting a process would cost the run minutes, and tests/test_drawing.py and the
    tests that set PICTURE_WORKER hold the worker to the same pictures."""
    import os

    os.environ["CARD_ART_DIR"] = str(tmp_path_factory.mktemp("cards"))
    os.environ["CARD_EMOJIS"] = "false"
    os.environ["PICTURE_WORKER"] = "false"


@pytest.fixture
async def discord_world() -> AsyncIterator[DiscordWorld]:
    """The standard world (``world.cast``) served on a free 127.0.0.1 port, discord.py pointed at it."""
    from discord_emulator import build_standard_world

    world = build_standard_world()
    await world.start()
    try:
        with world.patched_discord():
            yield world
    finally:
        await world.close()


@pytest.fixture
async def bot_runner(discord_world: DiscordWorld, request: pytest.FixtureRequest) -> AsyncIterator[BotRunner]:
    """Starts bots against ``discord_world``; stops whichever are still running at the end.

    Every poker bot it starts is watched by `tests.table_invariants.TableInvariants`
    (``runner.invariants``): the test fails at its end if the bot logged an ERROR, said
    "something went wrong", left an interaction unanswered or answered it late, or showed
    a card in public that the table had not been shown.
    """
    from bot.discord_side.app import PokerBot
    from discord_emulator import BotRunner
    from tests.table_invariants import TableInvariants

    runner = BotRunner(discord_world)
    invariants = TableInvariants(discord_world)
    invariants.voice = request.node.get_closest_marker("voice") is not None
    runner.invariants = invariants  # type: ignore[attr-defined]
    runner.on_start.append(lambda bot: invariants.watch(bot) if isinstance(bot, PokerBot) else None)
    invariants.install()
    problems: list[str] = []
    try:
        yield runner
        if invariants.bots:
            await invariants.settle()
            problems = invariants.verdict()
    finally:
        try:
            await runner.stop_all()
        finally:
            invariants.uninstall()
            await invariants.close()
    if problems:
        pytest.fail("the bot broke an invariant of play:\n" + "\n".join(f"- {p}" for p in problems[:30]),
                    pytrace=False)


# Modules whose tests start the bot or the sandbox as processes of their own (a fresh clone's tests
# in tests/test_readme.py are marked there).
END_TO_END_MODULES = ("test_cluster_processes", "test_sandbox")


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    """Mark `end_to_end` every test that plays against the emulated Discord (its fixtures), in the
    sandbox, in a browser or in a fresh clone: `-m "not end_to_end"` is the README's quick subset."""
    for item in items:
        module = item.module.__name__.rpartition(".")[2] if isinstance(item, pytest.Function) else ""
        if ("discord_world" in getattr(item, "fixturenames", ()) or item.get_closest_marker("browser")
                or module.startswith(END_TO_END_MODULES)):
            item.add_marker(pytest.mark.end_to_end)


def pytest_addoption(parser: pytest.Parser) -> None:
    parser.addoption("--random-steps", type=int, default=None,
                     help="steps of each seeded run of tests/test_bot_random.py (default: its quick run)")
    parser.addoption("--random-seeds", default=None, metavar="SEEDS",
                     help="the seeds tests/test_bot_random.py plays, e.g. 1-20 or 3,7 (default: its quick seeds)")
    parser.addoption("--screenshots", default=None, metavar="DIR",
                     help="where the browser tests keep their screenshots (default: the run's temporary folder)")
    parser.addoption("--docs-pictures", default=None, metavar="DIR",
                     help="the browser tests also write the README's pictures of the sandbox there (docs/pictures)")
