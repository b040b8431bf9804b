"""End to end: ``/bank`` and ``/poker-admin`` with the real discord.py client against the emulator.

Members type the commands; the tests read what the bot answered (and whether
only the member saw it), and check the bank, the limits and the books
behind it.  Every test ends with ``poker-bot audit`` on the database.
"""

from __future__ import annotations

import asyncio

import pytest

from bot.cli import main as poker_bot
from bot.discord_side.app import PokerBot
from bot.settings import Settings
from discord_emulator import permissions as perms
from discord_emulator.interactions import InjectionError, InteractionType, command_data
from engine.actions import Pass


def make_bot(tmp_path) -> PokerBot:
    options = {"next_deal_after": -1, "robot_delay": 0.01, "edit_every": 0.05, "turn_seconds": 600,
               "seeds": lambda n: f"bank-admin-seed-{n}"}
    return PokerBot(Settings(database_url=f"sqlite:///{tmp_path}/poker.db"), state_dir=tmp_path,
                    controller_options=options)


@pytest.fixture
async def bot(discord_world, bot_runner, tmp_path):
    started = make_bot(tmp_path)
    await bot_runner.start(started)
    return started


def text_of(message) -> str:
    parts = [message.content]
    for embed in message.embeds:
        parts += [embed.get("title", ""), embed.get("description", ""), (embed.get("footer") or {}).get("text", "")]
        parts += [f"{f['name']} {f['value']}" for f in embed.get("fields", [])]
    return "\n".join(p for p in parts if p)


async def answer(record) -> tuple[str, bool]:
    """The bot's (first) answer to a deferred command: its words, and whether it was private."""
    (message, *_rest) = await record.wait_followups(1)
    return text_of(message), message.ephemeral


async def ask(world, user, command, options=None) -> tuple[str, bool]:
    return await answer(await world.slash(user, world.cast.poker, command, options or {}))


async def audit_passes(tmp_path, capsys) -> None:
    """``poker-bot audit`` on the bot's database (in a thread: the CLI runs its own event loop)."""
    capsys.readouterr()
    status = await asyncio.to_thread(poker_bot, ["audit", "--db", str(tmp_path / "poker.db")])
    out = capsys.readouterr().out
    assert status == 0 and "audit passed" in out, out


async def test_buy_balance_a_repeated_delivery_cash_out_and_settle(discord_world, bot, tmp_path, capsys):
    world, cast = discord_world, discord_world.cast
    guild = cast.guild.id

    bought = await world.slash(cast.bob, cast.poker, "bank buy", {"chips": 300})
    text, private = await answer(bought)
    assert private and "You bought 300 chips" in text and "Wallet: 300" in text
    assert "Play chips, not money" in text

    # Discord delivers the very same interaction again (as a gateway replay would): the bot
    # knows it, and neither buys again nor answers (the balance asked next comes after it).
    session = await world.live_session(cast.guild)
    await session.dispatch("INTERACTION_CREATE", bought.payload)
    text, private = await ask(world, cast.bob, "bank balance")
    assert len(bought.attempts) == 1
    assert private and "Wallet: **300**" in text and "Bought 300, returned 0" in text and "even" in text
    assert world.dms(cast.bob) == [], "the repeat was reported as a failure"
    # The purchase was keyed by the interaction's id: asking again with that key buys nothing.
    again = await bot.bank.buy(guild, cast.bob.id, 300, key=str(bought.id))
    assert again.duplicate and again.wallet == 300
    assert (await bot.bank.holding(guild, cast.bob.id)).bought == 300

    # Over the daily allowance (1,000 by default): refused, saying why and how much is left.
    text, private = await ask(world, cast.bob, "bank buy", {"chips": 800})
    assert private and "daily allowance is 1000" in text and "700 more at most" in text
    assert (await bot.bank.holding(guild, cast.bob.id)).wallet == 300

    text, private = await ask(world, cast.bob, "bank cashout", {"chips": 120})
    assert private and "You cashed out 120 chips" in text and "Wallet: 180" in text
    text, private = await ask(world, cast.bob, "bank cashout", {"chips": 500})
    assert private and "Chips: you have 180 in your wallet, not 500" in text
    text, _ = await ask(world, cast.bob, "bank history")
    assert "buys 300 chips from the banker" in text and "returns 120 chips to the banker" in text
    assert text.index("returns 120") < text.index("buys 300"), "newest first"

    await ask(world, cast.carol, "bank buy", {"chips": 200})
    text, private = await ask(world, cast.carol, "bank cashout")  # all of it
    assert private and "You cashed out 200 chips" in text and "Wallet: 0" in text

    text, private = await ask(world, cast.alice, "bank settle")
    assert not private, "the settlement is read out to everyone"
    assert f"<@{cast.bob.id}>: even (bought 300, returned 120, holds 180)" in text
    assert f"<@{cast.carol.id}>: even" in text
    assert "The books balance: issued 180 = held 180 + in pools 0 + kitty 0" in text
    settled = await world.slash(cast.alice, cast.poker, "bank leaderboard")
    text, private = await answer(settled)
    assert not private and f"<@{cast.bob.id}>" in text
    assert settled.followups[0].payload.get("mentions", []) == [], "a public list must not ping anyone"
    await audit_passes(tmp_path, capsys)


async def test_admin_commands_need_manage_server(discord_world, bot, tmp_path):
    world, cast = discord_world, discord_world.cast
    group = next(c for c in world.commands() if c["name"] == "poker-admin")
    assert int(group["default_member_permissions"]) == perms.MANAGE_GUILD
    # Discord hides the group from a member without Manage Server...
    with pytest.raises(InjectionError, match="may not use /poker-admin"):
        await world.slash(cast.bob, cast.poker, "poker-admin show")
    # ...but a server may grant it to him in its Integrations settings (the emulator has no such
    # overrides, so the test sends the interaction as Discord would then): the bot checks itself.
    for path, options in ((["limits"], {"field": "blind", "value": "2"}),
                          (["grant"], {"member": cast.bob, "chips": 50}),
                          (["reset-table"], {})):
        data = command_data(group, path, options, user=cast.bob, guild=cast.guild)
        record = await world.inject(InteractionType.APPLICATION_COMMAND, cast.bob, cast.poker, data)
        assert record.ephemeral and record.callback_data["content"] == "You need the Manage Server permission for that."
    assert await bot.tables.limits.history(cast.guild.id, everywhere=True) == []
    assert (await bot.bank.holding(cast.guild.id, cast.bob.id)).bought == 0


async def test_limits_set_shown_and_recorded(discord_world, bot, tmp_path, capsys):
    world, cast = discord_world, discord_world.cast
    choices = await world.autocomplete(cast.alice, cast.poker, "poker-admin limits", {"field": "turn"},
                                       focused="field")
    assert "turn_timeout" in [c["value"] for c in choices]

    text, private = await ask(world, cast.alice, "poker-admin limits", {"field": "turn_timeout", "value": "5"})
    assert private and text == "The limit turn_timeout takes a whole number from 10 to 3,600, not '5'."
    text, _ = await ask(world, cast.alice, "poker-admin limits", {"field": "blind", "value": "6"})
    assert "blind:" in text and "may not exceed the raise limit" in text
    text, _ = await ask(world, cast.alice, "poker-admin limits", {"field": "shoe", "value": "2"})
    assert text.startswith("There is no limit called 'shoe': the limits are variety, blind,")

    text, private = await ask(world, cast.alice, "poker-admin limits", {"field": "raise_limit", "value": "20"})
    assert private and "`raise_limit` is now 20 in this channel (it was 10)" in text and "next deal" in text
    text, _ = await ask(world, cast.alice, "poker-admin limits",
                        {"field": "blind", "value": "2", "scope": "server"})
    assert "`blind` is now 2 as the server default (it was 1)" in text

    text, private = await ask(world, cast.alice, "poker-admin show")
    assert private
    assert "`raise_limit` **20**: most a bet or raise may add · set here · ≠ Foster" in text
    assert "`blind` **2**: the age's blind; the ante is twice it · server default · ≠ Foster" in text
    assert "`pack` **standard**: the pack dealt\n" in text  # Foster's, set nowhere: no mark
    assert "`turn_timeout` **60**: seconds to act before the laws act\n" in text  # the bot's: no Foster value
    titles = [line for line in text.split("\n") if line.startswith("**") and line.endswith("**")]
    assert titles == ["**Betting**", "**Jack-pots**", "**Hands and packs**", "**The table**", "**The bot**"]
    assert "**Banker:**" in text  # nothing cut off at Discord's 4,096 characters
    assert (await bot.tables.limits.effective(cast.guild.id, cast.poker.id)).rules.raise_limit == 20

    text, _ = await ask(world, cast.alice, "poker-admin bank-limits", {"daily_allowance": "lots"})
    assert text == "Daily allowance: a whole number from 0 to 1,000,000,000, not 'lots', or none for no limit."
    text, _ = await ask(world, cast.alice, "poker-admin bank-limits", {"daily_allowance": "none"})
    assert "(daily_allowance): no limit" in text
    text, _ = await ask(world, cast.bob, "bank buy", {"chips": 5000})
    assert "You bought 5,000 chips" in text

    text, _ = await ask(world, cast.alice, "poker-admin history")
    alice = f"<@{cast.alice.id}>"
    assert f"`raise_limit` 10 → 20, <#{cast.poker.id}>, by {alice}" in text
    assert f"`blind` 1 → 2, server default, by {alice}" in text
    assert f"`bank.daily_allowance` 1000 → none, server default, by {alice}" in text
    assert "<t:" in text  # when, in each reader's own time zone

    text, private = await ask(world, cast.alice, "poker-admin grant", {"member": cast.carol, "chips": 250})
    assert private and f"<@{cast.carol.id}> receives 250 chips" in text and "on their behalf" in text
    holding = await bot.bank.holding(cast.guild.id, cast.carol.id)
    assert holding.wallet == 250 and holding.bought == 250
    await audit_passes(tmp_path, capsys)


async def test_reset_table_voids_the_deal_and_returns_every_chip(discord_world, bot, tmp_path, capsys):
    world, cast = discord_world, discord_world.cast
    guild, tables, controller = cast.guild.id, bot.tables, bot.table_controller
    for user in (cast.bob, cast.carol):
        await bot.bank.buy(guild, user.id, 500)
    table = await tables.open_table(guild, cast.poker.id, by=cast.alice.id)
    for user in (cast.bob, cast.carol):
        await tables.sit(table.table_id, user.id, 100)
    ui = controller.ui.of(table.table_id, cast.poker.id, guild)
    await controller.messages.post(ui)
    await controller.start_deal(ui)
    deal = await tables.deal_in_play(table.table_id)
    assert deal is not None, "the deal should still be in play"
    assert (await bot.bank.settlement(guild)).in_pools > 0, "the blind (or antes) are in the pool"

    reset = await world.slash(cast.alice, cast.poker, "poker-admin reset-table")
    await reset.wait_followups(2)
    private, public = reset.followups
    assert private.ephemeral and "Deal 1 is void" in text_of(private) and "The table is closed" in text_of(private)
    assert not public.ephemeral and "An admin reset this table" in public.content
    assert await tables.table_in(guild, cast.poker.id) is None
    assert table.table_id not in controller.ui
    for user in (cast.bob, cast.carol):
        holding = await bot.bank.holding(guild, user.id)
        assert (holding.wallet, holding.at_tables, holding.net) == (500, {}, 0)
    record = (await tables.recent_deals(table.table_id, limit=1))[0]
    assert record.status == "void"
    settlement = await bot.bank.settlement(guild)
    assert settlement.balanced and settlement.in_pools == 0
    # Nothing left to reset.
    text, _ = await ask(world, cast.alice, "poker-admin reset-table")
    assert text == "There is no table in this channel to reset."
    await audit_passes(tmp_path, capsys)


async def test_reset_table_closes_a_table_with_a_jackpot_in_the_pool_and_shares_it_back(discord_world, bot,
                                                                                          tmp_path, capsys):
    """Issue 41: the pool carried over no longer keeps a table open; it goes back in equal shares."""
    world, cast = discord_world, discord_world.cast
    guild, tables, controller = cast.guild.id, bot.tables, bot.table_controller
    await tables.limits.set(guild, cast.poker.id, "all_jackpots", True, by=cast.alice.id)
    table = await tables.open_table(guild, cast.poker.id, by=cast.alice.id)
    for user in (cast.bob, cast.carol):
        await bot.bank.buy(guild, user.id, 500)
        await tables.sit(table.table_id, user.id, 100)
    ui = controller.ui.of(table.table_id, cast.poker.id, guild)
    await controller.start_deal(ui)
    while (deal := await tables.deal_in_play(table.table_id)) is not None:  # nobody opens
        await tables.act(table.table_id, Pass(seat=deal.to_act))
    carried = (await tables.summary(table.table_id)).carried
    assert carried == 4  # two antes of 2
    await controller.start_deal(ui)

    text, private = await ask(world, cast.alice, "poker-admin reset-table")
    assert private
    shares = text.split("\n")[-2]
    assert text.split("\n")[:3] == [
        "Table reset", "Deal 2 is void and every bet in it went back to its player.",
        "The table is closed; every chip at it went back to its owner."]
    assert shares.startswith("The 4 chips carried in the pool, never played for, went back in equal shares "
                             "to the players seated: ") and shares.count(" 2") == 2, shares
    assert f"<@{cast.bob.id}> 2" in shares and f"<@{cast.carol.id}> 2" in shares
    assert await tables.table_in(guild, cast.poker.id) is None
    settlement = await bot.bank.settlement(guild)
    assert settlement.balanced and settlement.in_pools == 0
    for user in (cast.bob, cast.carol):  # 500 bought, 2 anted into the jack-pot, 2 back
        holding = await bot.bank.holding(guild, user.id)
        assert (holding.wallet, holding.at_tables) == (500, {})
        async with bot.storage.transaction(readonly=True) as tx:
            back = [line for line in await tx.statement(str(guild), str(user.id)) if line.kind == "pool_back"]
        assert [line.amount for line in back] == [2]
        assert back[0].memo.startswith(f"table {table.table_id} closes: the pool carried over, 4 chips, shared back (")
    await audit_passes(tmp_path, capsys)


def test_the_bot_asks_only_for_the_permissions_the_readme_names():
    import discord

    wanted = discord.Permissions(view_channel=True, send_messages=True, embed_links=True, attach_files=True,
                                 read_message_history=True, send_messages_in_threads=True,
                                 manage_threads=True, create_private_threads=True)
    with open("README.md", encoding="utf-8") as readme:
        text = readme.read()
    assert f"permissions={wanted.value}" in text
    # 1024 + 2048 + 16384 + 32768 + 65536 + 17179869184 + 68719476736 + 274877906944
    assert wanted.value == 360777370624


async def test_the_readme_lists_every_slash_command(discord_world, bot):
    with open("README.md", encoding="utf-8") as readme:
        text = readme.read()

    def paths(node, prefix):
        subs = [o for o in node.get("options") or [] if o["type"] in (1, 2)]
        if not subs:
            yield prefix
        for sub in subs:
            yield from paths(sub, f"{prefix} {sub['name']}")

    synced = [p for command in discord_world.commands() for p in paths(command, "/" + command["name"])]
    assert len(synced) > 25
    missing = [p for p in synced if f"| `{p}" not in text]
    assert not missing, f"not in the README's command reference: {missing}"
