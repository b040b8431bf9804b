"""A table before its first deal invites members to sit down only where they may.

A tutorial table seats its learner and the robots itself (and `/poker join` is refused there),
so its message must not say "Sit down with /poker join"."""

from __future__ import annotations

from bot.text.table_words import idle_invite, idle_lessons
from tests.test_bot_tables import make_bot


async def test_the_idle_table_invites_only_where_members_may_sit(discord_world, bot_runner, tmp_path):
    cast = discord_world.cast
    bot = make_bot(tmp_path)
    await bot_runner.start(bot)
    guild, channel = cast.guild.id, cast.poker.id

    async def idle_words(**learner: object) -> str | None:
        table = await bot.tables.open_table(guild, channel, by=cast.alice.id, **learner)
        ui = bot.table_controller.ui.of(table.table_id, channel, guild)
        rendered = await bot.table_controller.messages.render(ui)
        await bot.tables.close_table(table.table_id, by=cast.alice.id)
        return rendered.embed.description

    assert await idle_words() == idle_invite()
    assert await idle_words(learner=cast.alice.id) == idle_lessons()
