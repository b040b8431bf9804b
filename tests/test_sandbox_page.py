"""The sandbox's page: packaged with the bot, served whole, bound to the contract in
docs/sandbox.md, and never reading what the server sends as HTML.

The page itself is driven in a real browser by the browser tests; these checks need none.
"""

from __future__ import annotations

import errno
import fnmatch
import re
import socket
import tomllib
from pathlib import Path
from typing import TYPE_CHECKING, cast

import aiohttp
import pytest

from bot.sandbox import page

if TYPE_CHECKING:
    from bot.sandbox.app import Sandbox

ROOT = Path(__file__).resolve().parents[1]
STATIC = ROOT / "bot" / "sandbox" / "static"
JAVASCRIPT = {"application/javascript", "text/javascript"}


def _references(text: str) -> set[str]:
    """The files one of the page's files loads: src/href under /static/, and ES module imports."""
    found = set(re.findall(r'(?:src|href)="/static/([^"]+)"', text))
    found |= set(re.findall(r'^import\s[^;]*?from\s+"\./([^"]+)"', text, flags=re.M))
    return found


async def test_the_page_and_every_file_it_loads_are_served_as_the_browser_needs_them() -> None:
    sock = page.listening_socket(0)
    port = sock.getsockname()[1]
    runner = await page.serve(cast("Sandbox", None), sock)  # the files need no sandbox behind them
    try:
        async with aiohttp.ClientSession() as session:
            async with session.get(f"http://127.0.0.1:{port}/") as answer:
                assert answer.status == 200 and answer.content_type == "text/html"
                todo = _references(await answer.text())
            reached: set[str] = set()
            while todo:
                name = todo.pop()
                reached.add(name)
                async with session.get(f"http://127.0.0.1:{port}/static/{name}") as answer:
                    assert answer.status == 200, name
                    if name.endswith(".js"):  # a module script of any other type is refused
                        assert answer.content_type in JAVASCRIPT, (name, answer.content_type)
                    todo |= _references(await answer.text()) - reached
    finally:
        await runner.cleanup()
    # Every file the folder holds is loaded, and nothing is fetched from anywhere else.
    assert reached == {p.name for p in STATIC.iterdir()} - {"index.html"}
    for path in STATIC.iterdir():
        assert not re.search(r"(?:src|href|from|import)\s*=?\s*[\"'](?:https?:)?//", path.read_text()), path.name


def test_the_static_files_are_in_the_package() -> None:
    settings = tomllib.loads((ROOT / "pyproject.toml").read_text())
    patterns = settings["tool"]["setuptools"]["package-data"]["bot.sandbox"]
    files = [p.relative_to(STATIC.parent).as_posix() for p in STATIC.rglob("*") if p.is_file()]
    assert files
    assert [f for f in files if not any(fnmatch.fnmatch(f, p) for p in patterns)] == []


def test_the_page_never_reads_the_servers_text_as_html() -> None:
    """The bot's text is shaped by what members type: it goes into the page as text nodes only."""
    for path in STATIC.glob("*.js"):
        code = path.read_text()
        for sink in ("innerHTML", "outerHTML", "insertAdjacentHTML", "document.write", "eval(", "new Function",
                     "createContextualFragment", "DOMParser"):
            assert sink not in code, f"{path.name} uses {sink}"


def test_the_page_has_every_element_the_contract_names() -> None:
    """Each id, class and attribute in the contract's table of elements appears in the page."""
    contract = (ROOT / "docs" / "sandbox.md").read_text()
    table = contract[contract.index("Elements the browser test relies on"):]
    selectors = re.findall(r"`([^`]+)`", table)
    page_text = "\n".join(p.read_text() for p in STATIC.iterdir() if p.suffix in (".html", ".js"))
    ids = {m for s in selectors for m in re.findall(r"#([\w-]+)", s)}
    classes = {m for s in selectors for m in re.findall(r"\.([a-z][\w-]*)", s)}
    attributes = {m for s in selectors for m in re.findall(r"\[([\w-]+)", s)}
    assert {"as", "composer", "modal-submit", "toast"} <= ids and "select-done" in classes  # the table was read
    missing = [f"#{i}" for i in ids if not re.search(rf'id(?:=|: )"{i}"', page_text)]
    missing += [f".{c}" for c in classes
                if not re.search(rf'class(?:=|: )["`][^"`]*(?<![\w-]){c}(?![\w-])|classList\.\w+\("{c}"', page_text)]
    missing += [f"[{a}]" for a in attributes if f'"{a}"' not in page_text]
    assert missing == []


def test_a_stopped_sandboxs_port_is_free_again_at_once_and_a_listened_one_is_not() -> None:
    """Stopped with a page connected, the server's end of that connection waits a minute in
    TIME_WAIT: the sandbox started again on its port must not be refused for it."""
    first = page.listening_socket(0)
    port = first.getsockname()[1]
    with socket.create_connection(("127.0.0.1", port)):
        accepted, _ = first.accept()
        accepted.close()  # the server hangs up first, as a stopping sandbox does
        first.close()
        again = page.listening_socket(port)
    try:
        with pytest.raises(OSError) as refused:
            page.listening_socket(port)
        assert refused.value.errno == errno.EADDRINUSE
    finally:
        again.close()
