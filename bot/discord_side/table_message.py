"""The table message: an embed drawn from the deal's public view, and nothing else.

Because it reads only `Deal.public_view()`, no unshown card can reach it.
The turn deadline is a Discord relative timestamp (<t:…:R>), which every
client counts down by itself, so the message need not be edited each second.
"""

from __future__ import annotations

import discord

from bot.text.render import (
    deal_kind,
    log_line,
    option_text,
    seat_marks,
    showing,
    symbols,
    widow_line,
)

GREEN = discord.Colour.dark_green()
GOLD = discord.Colour.gold()


def table_embed(view: dict, *, deadline: int | None = None, notes: list[str] | None = None,
                last_actions: int = 6) -> discord.Embed:
    """The table as an embed: seats, the pool, whose turn (with a deadline), recent actions."""
    title = f"Deal {view['number']}: {deal_kind(view)}"
    finished = view["phase"] == "complete"
    embed = discord.Embed(title=title, colour=GOLD if finished else GREEN)
    embed.description = f"**The pool: {view['pool']}**" + (f" · to see: {view['level']}" if view["level"] else "")
    lines = []
    for i, seat in enumerate(view["seats"]):
        marks = seat_marks(view, i)
        status = {"in": "", "passed": " · out", "out": " · not dealt"}[seat["status"]]
        drew = ""
        if seat["drew"] is not None:
            drew = " · stood pat" if seat["drew"] == 0 else f" · drew {seat['drew']}"
        if seat["shown"]:
            shown = f" · {symbols(seat['shown'])}"
        elif seat.get("up"):
            shown = f" · showing {showing(seat)}"  # stud's up-cards
        else:
            shown = ""
        turn = "▶ " if view["to_act"] == i else ""
        tag = f" ({', '.join(marks)})" if marks else ""
        put = f", {seat['put']} in" if seat["put"] else ""
        lines.append(f"{turn}**{seat['player']}**{tag}: {seat['stack']} chips{put}{status}{drew}{shown}")
    embed.add_field(name="Seats", value="\n".join(lines)[:1024], inline=False)
    widow = widow_line(view)
    if widow:
        embed.add_field(name="Widow", value=widow, inline=False)
    if view["to_act"] is not None:
        who = view["seats"][view["to_act"]]["player"]
        when = f", <t:{deadline}:R>" if deadline else ""
        choices = " · ".join(option_text(o, view) for o in view["options"])
        embed.add_field(name=f"{who} to say{when}", value=choices[:1024] or "…", inline=False)
    recent = [log_line(view, e) for e in view["log"][-last_actions:]]
    if recent:
        embed.add_field(name="Last said", value="\n".join(recent)[:1024], inline=False)
    if notes:
        embed.set_footer(text=" · ".join(notes)[:2048])
    return embed
