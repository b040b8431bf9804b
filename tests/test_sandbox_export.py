"""`/poker export` in `poker-bot sandbox`, as a person uses it: a deal played through the page,
then his file fetched through the page, as him; another member cannot fetch it."""

from __future__ import annotations

import io
import tomllib
import zipfile
from pathlib import Path

from tests.sandbox_run import Member, SandboxProcess
from tests.test_sandbox import _as_members, _open_table, play_deal, results


def test_a_member_downloads_his_own_deals_from_the_page(tmp_path: Path) -> None:
    db = tmp_path / "sandbox" / "poker.db"
    box = SandboxProcess(db)
    url = box.start()
    got: dict[str, object] = {}

    async def play(members: dict[str, Member], poker: str) -> None:
        await _open_table(members, poker)
        await play_deal(members, poker, "bob")
        alice, bob = members["alice"], members["bob"]
        await alice.wait_for(lambda: results(alice, poker), what="the result")
        await alice.slash(poker, "poker export")
        answer = await alice.wait_for(
            lambda: next((m for m in alice.in_channel(poker) if m.get("attachments")
                          and m["attachments"][0]["filename"] == "my-deals.zip"), None), what="the export")
        assert answer["flags"] & 64 and "your one deal" in answer["content"]
        address = answer["attachments"][0]["url"]
        async with alice.session.get(url + address.lstrip("/")) as fetched:
            got["zip"] = (fetched.status, await fetched.read())
        async with bob.session.get(url + address.lstrip("/").replace(f"as={alice.id}", f"as={bob.id}")) as other:
            got["bob"] = other.status
        assert not any(m.get("attachments") and m["attachments"][0]["filename"] == "my-deals.zip"
                       for m in bob.in_channel(poker)), "bob was shown alice's answer"
        got["alice"] = alice.id

    _as_members(url, play)
    assert box.stop() == 0, box.output
    assert box.problems() == [], box.output
    status, data = got["zip"]  # type: ignore[misc]
    assert status == 200 and got["bob"] == 404
    archive = zipfile.ZipFile(io.BytesIO(data))
    [name] = archive.namelist()
    phh = tomllib.loads(archive.read(name).decode())
    assert phh["_member"] == got["alice"] and "_seed" not in phh and phh["hand"] == 1
