"""A `poker-bot sandbox` process for the tests, and members who play through its page's API.

The sandbox runs as a user runs it (`python -m bot sandbox`), with a port of
its own; its output is kept so a test can check it logged no error.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import os
import re
import signal
import subprocess
import sys
import threading
import time
from pathlib import Path
from typing import Any

import aiohttp

ADDRESS = re.compile(r"open (http://127\.0\.0\.1:\d+/) in a browser")
Json = dict[str, Any]


class SandboxProcess:
    def __init__(self, db: Path, members: str = "alice,bob,carol", *extra: str) -> None:
        self.db = db
        self.args = [sys.executable, "-m", "bot", "sandbox", "--port", "0", "--db", str(db),
                     "--members", members, *extra]
        self.lines: list[str] = []
        self.url = ""
        self.process: subprocess.Popen[str] | None = None

    def start(self, timeout: float = 60.0) -> str:
        self.db.parent.mkdir(parents=True, exist_ok=True)
        env = {**os.environ, "CARD_EMOJIS": "true"}
        self.process = subprocess.Popen(self.args, stderr=subprocess.PIPE, stdout=subprocess.DEVNULL,
                                        text=True, env=env, cwd=self.db.parent)
        found = threading.Event()

        def read() -> None:
            assert self.process is not None and self.process.stderr is not None
            for line in self.process.stderr:
                self.lines.append(line.rstrip("\n"))
                match = ADDRESS.search(line)
                if match:
                    self.url = match.group(1)
                    found.set()
            found.set()

        threading.Thread(target=read, daemon=True).start()
        if not found.wait(timeout) or not self.url:
            self.stop()
            raise AssertionError("the sandbox did not start:\n" + "\n".join(self.lines[-20:]))
        return self.url

    def stop(self, timeout: float = 60.0) -> int:
        """Ctrl-C, as a person stops it; returns the exit status."""
        process = self.process
        if process is None:
            return 0
        if process.poll() is None:
            process.send_signal(signal.SIGINT)
        try:
            code = process.wait(timeout)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait()
            raise AssertionError("the sandbox did not stop on Ctrl-C within "
                                 f"{timeout:g} s:\n" + "\n".join(self.lines[-20:])) from None
        time.sleep(0.1)  # the reader takes the last lines
        return code

    @property
    def output(self) -> str:
        return "\n".join(self.lines)

    def problems(self) -> list[str]:
        """Lines no run may print: an error logged, a traceback."""
        return [line for line in self.lines if " ERROR " in line or "Traceback" in line
                or " CRITICAL " in line]


class Member:
    """One member's page: the API calls it makes and everything its websocket was told."""

    def __init__(self, session: aiohttp.ClientSession, url: str, user_id: str, name: str) -> None:
        self.session = session
        self.url = url
        self.id = user_id
        self.name = name
        self.events: list[Json] = []
        self.messages: dict[str, Json] = {}  # the newest version of each message, by id
        self.state: Json = {}
        self._task: asyncio.Task[None] | None = None
        self.changed = asyncio.Event()

    async def connect(self) -> None:
        ws = await self.session.ws_connect(f"{self.url}api/live?as={self.id}")
        self._task = asyncio.create_task(self._listen(ws))

    async def _listen(self, ws: aiohttp.ClientWebSocketResponse) -> None:
        async for frame in ws:
            event = json.loads(frame.data)
            self.events.append(event)
            if event["type"] == "state":
                self.state = event["state"]
                for messages in self.state["messages"].values():
                    for message in messages:
                        self.messages[message["id"]] = message
            elif event["type"] == "message":
                self.messages[event["message"]["id"]] = event["message"]
            elif event["type"] == "delete":
                self.messages.pop(event["id"], None)
            self.changed.set()

    async def close(self) -> None:
        if self._task is not None:
            self._task.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await self._task

    async def act(self, **body: Any) -> Json:
        async with self.session.post(f"{self.url}api/act", json={"as": self.id, **body}) as answer:
            data: Json = await answer.json()
            assert answer.status == 200, data
            return data

    async def slash(self, channel_id: str, command: str, **options: Any) -> Json:
        return await self.act(kind="slash", channel_id=channel_id, command=command, options=options)

    def in_channel(self, channel_id: str) -> list[Json]:
        return sorted((m for m in self.messages.values() if m["channel_id"] == channel_id),
                      key=lambda m: int(m["id"]))

    async def wait_for(self, predicate: Any, timeout: float = 30.0, what: str = "it") -> Any:
        try:
            async with asyncio.timeout(timeout):
                while not (value := predicate()):
                    self.changed.clear()
                    await self.changed.wait()
                return value
        except TimeoutError:
            raise AssertionError(f"{self.name}'s page: timed out after {timeout:g} s waiting for {what}") from None


async def get_state(session: aiohttp.ClientSession, url: str, as_id: str = "") -> Json:
    async with session.get(f"{url}api/state?as={as_id}") as answer:
        data: Json = await answer.json()
        return data


async def wait_online(session: aiohttp.ClientSession, url: str, timeout: float = 90.0) -> Json:
    """The state once the bot is connected and its commands synced."""
    deadline = time.monotonic() + timeout
    while True:
        state = await get_state(session, url)
        if state["bot"]["status"] == "online" and state["commands"]:
            return state
        if time.monotonic() > deadline:
            raise AssertionError(f"the bot is not online: {state['bot']}")
        await asyncio.sleep(0.2)
