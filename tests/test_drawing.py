"""The pictures drawn in a worker process are the pictures the drawing functions make, and a
worker that dies costs nothing but the process: the bot draws on in its own threads."""

from __future__ import annotations

import asyncio
import logging
import os
import signal
import threading

import bot.discord_side.drawing as drawing_module
from bot.discord_side.drawing import Drawing
from bot.pictures import CardArt
from bot.pictures.pictures import hand_picture, showdown_picture
from bot.pictures.table import table_picture
from engine.cards import parse_cards
from engine.rules import Rules
from engine.table import new_table
from tests.test_pictures import finished_deals

DECK = "classic"


async def warm(drawing: Drawing) -> None:
    """Until the worker has started (a spawned interpreter importing Pillow: seconds on a busy
    machine), pictures go to threads; wait for it."""
    for _ in range(600):
        if drawing.ready():
            return
        await asyncio.sleep(0.1)
    raise AssertionError("the picture worker never started")


async def test_the_worker_draws_what_the_drawing_functions_draw(tmp_path):
    art = CardArt(tmp_path / "cards")
    deal = next(iter(finished_deals(Rules(betting="table_stakes"), 4, 5, 1)))
    view, hand = deal.view(), parse_cards("As Kd Qh Jc Ts")
    drawing = Drawing(art, DECK, worker=True)
    drawing.start()
    try:
        await warm(drawing)
        pictures = [await drawing.table(view), await drawing.hand(hand), await drawing.showdown(view)]
        assert drawing.in_process == 3 and drawing.in_thread == 0
    finally:
        await drawing.aclose()
    here = CardArt(None)
    assert pictures == [table_picture(view, DECK, here), hand_picture(tuple(hand), DECK, here),
                        showdown_picture(view, DECK, None, here)]


async def test_a_worker_that_dies_leaves_the_pictures_to_threads(tmp_path, caplog):
    art = CardArt(tmp_path / "cards")
    hand = parse_cards("2c 3d 4h 5s 7c")
    drawing = Drawing(art, DECK, worker=True)
    drawing.start()
    try:
        await warm(drawing)
        assert await drawing.hand(hand) == hand_picture(tuple(hand), DECK, art)
        for pid in drawing.worker_pids():
            os.kill(pid, signal.SIGKILL)
        with caplog.at_level(logging.WARNING):
            assert await drawing.hand(hand) == hand_picture(tuple(hand), DECK, art)
            assert await drawing.hand(hand) == hand_picture(tuple(hand), DECK, art)
        assert (drawing.in_process, drawing.in_thread) == (1, 2)
        assert [r.message for r in caplog.records if r.name == "bot.discord_side.drawing"] \
            == ["The picture worker stopped; pictures are drawn in the bot's own process now."]
    finally:
        await drawing.aclose()


async def test_no_worker_draws_in_threads(tmp_path):
    drawing = Drawing(CardArt(None), DECK, worker=False)
    drawing.start()
    hand = parse_cards("As Ad Ac 2s 2d")
    assert await drawing.hand(hand) == hand_picture(tuple(hand), DECK, CardArt(None))
    assert (drawing.in_process, drawing.in_thread, drawing.worker_pids()) == (0, 1, [])
    await drawing.aclose()
    assert await drawing.hand(hand) == hand_picture(tuple(hand), DECK, CardArt(None))  # a late one still drawn


async def test_pictures_in_threads_are_drawn_one_at_a_time_off_the_loop(monkeypatch):
    """Every thread drawing at once takes turns with the event loop for the interpreter's lock:
    the bot's pictures queue for one thread of their own instead."""
    lock, drawing_now, most, threads = threading.Lock(), [0], [0], set()
    second = threading.Event()

    def slow_hand(cards, deck, art):
        with lock:
            drawing_now[0] += 1
            most[0] = max(most[0], drawing_now[0])
            threads.add(threading.get_ident())
            if drawing_now[0] > 1:
                second.set()
        second.wait(2)  # time for a second drawer to start beside this one, were there a second
        with lock:
            drawing_now[0] -= 1
        return b"drawn"

    monkeypatch.setattr(drawing_module, "hand_picture", slow_hand)
    drawing = Drawing(CardArt(None), DECK, worker=False)
    try:
        hand = parse_cards("As Ad Ac 2s 2d")
        assert await asyncio.gather(*(drawing.hand(hand) for _ in range(2))) == [b"drawn"] * 2
    finally:
        await drawing.aclose()
    assert most[0] == 1
    assert len(threads) == 1 and threading.get_ident() not in threads


def test_the_bot_draws_in_its_worker_by_default(monkeypatch):
    """The defaults are what a host runs: the worker, on the other core (issue 43); the tests' own
    bots draw in threads only because conftest says PICTURE_WORKER=false."""
    from bot.settings import Settings

    monkeypatch.delenv("PICTURE_WORKER", raising=False)
    assert Settings(_env_file=None).picture_worker is True


async def test_the_worker_ends_with_the_bot(tmp_path):
    """Its input closed, the worker ends by itself, and the event loop feeds it: no process pool's
    threads carry its pictures."""
    drawing = Drawing(CardArt(tmp_path / "cards"), DECK, worker=True)
    before = {t.name for t in threading.enumerate()}
    drawing.start()
    await warm(drawing)
    assert await drawing.hand(parse_cards("As Kd Qh Jc Ts"))
    added = {t.name for t in threading.enumerate()} - before
    assert not [name for name in added if "QueueFeederThread" in name or "ExecutorManager" in name], added
    [pid] = drawing.worker_pids()
    await drawing.aclose()
    for _ in range(100):
        try:
            os.kill(pid, 0)
        except ProcessLookupError:
            break
        await asyncio.sleep(0.05)
    else:
        raise AssertionError("the picture worker outlived its bot")


def _alive(pid: int) -> bool:
    """Whether `pid` runs (a zombie, ended but not yet reaped by whoever adopted it, does not)."""
    try:
        with open(f"/proc/{pid}/status") as status:
            return not any(line.startswith("State:") and "Z" in line.split()[1] for line in status)
    except FileNotFoundError:
        return False


KILLED_BOT = """
import asyncio, sys
from bot.discord_side.drawing import Drawing
from bot.pictures import CardArt

async def main():
    drawing = Drawing(CardArt(None), "classic", worker=True)
    drawing.start()
    for _ in range(1200):  # a minute, then nothing printed: the test fails rather than waits on
        if drawing.ready():
            print(drawing.worker_pids()[0], flush=True)
            break
        await asyncio.sleep(0.05)
    else:
        return
    await asyncio.sleep(600)

asyncio.run(main())
"""


def test_a_killed_bot_leaves_no_worker_behind():
    """However the bot ends (here SIGKILL, with no chance to close anything), its worker's input
    ends with it, and so does the worker."""
    import subprocess
    import sys
    import time

    bot = subprocess.Popen([sys.executable, "-c", KILLED_BOT], stdout=subprocess.PIPE, text=True)
    try:
        pid = int(bot.stdout.readline())
        assert _alive(pid)
    finally:
        bot.kill()
        bot.wait()
    deadline = time.monotonic() + 60
    while _alive(pid):
        assert time.monotonic() < deadline, "the picture worker outlived its killed bot"
        time.sleep(0.05)


def test_a_job_reaches_the_worker_as_the_same_objects():
    """The jobs are pickled by `job_bytes` (each dataclass as its fields' values): what the
    worker unpickles must be the very view the bot drew from, of every variety, as pickle's own
    unpickling gives it, mid-deal and finished."""
    import pickle

    from bot.discord_side.picture_worker import job_bytes

    looked = 0
    for rules in (Rules(betting="table_stakes"), Rules(variety="stud"), Rules(variety="whisky"),
                  Rules(variety="straight")):
        table, _ = new_table(rules, ["P0", "P1", "P2", "P3"], seed=7)
        under_way = table.start(seed="7:mid")  # dealt, nobody has acted
        # (The random actions of `finished_deals` know no widow: whisky is looked at as dealt.)
        finished = () if rules.variety == "whisky" else tuple(finished_deals(rules, 4, 7, 1))
        for deal in (*finished, under_way):
            for view in (deal.view(), deal.view().with_names({"P0": "Ann", "P2": "Bo"})):
                job = (3, "table", (view, DECK, "de"))
                came = pickle.loads(job_bytes(job))
                assert came == job == pickle.loads(pickle.dumps(job, protocol=pickle.HIGHEST_PROTOCOL))
                assert repr(came) == repr(job) and type(came[2][0]) is type(view)
                looked += 1
    hand = tuple(parse_cards("As Kd Qh Jc Ts"))
    assert pickle.loads(job_bytes((4, "hand", (hand, DECK)))) == (4, "hand", (hand, DECK))
    assert looked == 14


async def test_a_table_picture_is_drawn_again_only_when_what_it_shows_changed():
    """`TableMessage._picture` keeps the picture on the message for a view equal to the one it
    shows (a new object of the same fields) in the same language, and draws anew for another
    view or language."""
    from types import SimpleNamespace

    from bot.discord_side.table_message import TableMessage
    from bot.text.i18n import speaking

    asked = []

    async def table(view):
        asked.append(view)
        return b"png"

    message = TableMessage.__new__(TableMessage)
    message.card_deck, message.tools = DECK, SimpleNamespace(drawing=SimpleNamespace(table=table))
    ui = SimpleNamespace(shown=SimpleNamespace(picture=None))
    view = next(iter(finished_deals(Rules(betting="table_stakes"), 4, 5, 1))).view()
    ui.shown.picture = await message._picture(ui, view)
    assert len(asked) == 1
    assert await message._picture(ui, view.with_names({})) is ui.shown.picture  # equal, not the same object
    assert len(asked) == 1
    await message._picture(ui, view.with_names({"P0": "Ann"}))
    with speaking("de"):
        await message._picture(ui, view)
    assert len(asked) == 3
