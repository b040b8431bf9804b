"""`/poker export` through the real client and the Discord emulation: a member's own deals, privately."""

from __future__ import annotations

import io
import tomllib
import zipfile

from bot.services.phh_check import CHIPS, check_text
from engine.cards import parse_cards
from tests.test_bot_tables import make_bot, play_to_the_end, setup_table
from tests.test_phh import leaks


async def test_a_member_gets_his_own_deals_privately(discord_world, bot_runner, tmp_path):
    world, cast = discord_world, discord_world.cast
    bot = make_bot(tmp_path)
    await bot_runner.start(bot)
    none_yet = await world.slash(cast.alice, cast.poker, "poker export")
    await none_yet.wait_followups(1)
    assert none_yet.followups[0].content == "You have played no finished deal at this server's tables yet."
    table_id = await setup_table(world, bot, [cast.alice, cast.bob, cast.carol])
    for _ in range(2):
        dealt = await world.slash(cast.bob, cast.poker, "poker deal")
        await dealt.wait_followups(1)
        await play_to_the_end(world, bot, table_id)
    public_before = len(world.channel_messages(cast.poker))

    asked = await world.slash(cast.alice, cast.poker, "poker export")
    [answer] = await asked.wait_followups(1)
    assert asked.ephemeral and answer.flags & 64  # seen by him alone
    assert "your 2 deals" in answer.content
    assert [a.filename for a in answer.attachments] == ["my-deals.zip"]
    assert len(world.channel_messages(cast.poker)) == public_before  # nothing in public
    archive = zipfile.ZipFile(io.BytesIO(answer.attachments[0].data))
    assert len(archive.namelist()) == 2
    records = {r.number: r for r in await bot.tables.recent_deals(table_id, limit=5)}
    me = str(cast.alice.id)
    for name in archive.namelist():
        text = archive.read(name).decode()
        data = tomllib.loads(text)
        assert "_seed" not in data and data["hand"] in records
        record = records[data["hand"]]
        assert record.seed not in text
        assert leaks(record, text, me) == set()
        # His own five cards are there, in the first line dealt to him.
        seat = data["players"].index(me)
        mine = next(line for line in data["actions"] if line.startswith(f"d dh p{seat + 1} "))
        assert "??" not in mine and len(parse_cards([mine.split()[3][i:i + 2] for i in range(0, 10, 2)])) == 5
        assert check_text(text).how == CHIPS and check_text(text).problems == []
