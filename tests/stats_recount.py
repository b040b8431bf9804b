"""An independent count of members' figures, for the tests of `/poker stats`: read from a deal's
stored record (its setup, its actions as stored, its stored result with the public log and the
hands shown), not from the engine's state as `bot.services.deal_stats` reads it.  The chips
up or down are read from the public log: what each seat was told it put up and took."""

from __future__ import annotations

from collections import defaultdict
from typing import Any

from engine.actions import action_from_dict
from engine.cards import parse_cards
from engine.deal import DealSetup
from engine.hands import evaluator_for
from engine.rules import Rules
from engine.varieties import replay_deal

COMING_IN = {"come_in", "open", "stay", "see", "call", "bet", "raise"}


def first_interval(setup: dict[str, Any], actions: list[dict[str, Any]]) -> int:
    """How many of the actions were made before the draw (draw poker), or in the first
    betting interval: for stud, while every seat still in shows one up-card."""
    variety = setup["rules"].get("variety", "draw")
    if variety == "draw":
        return next((i for i, a in enumerate(actions) if a["type"] == "draw"), len(actions))
    if variety == "stud":
        deal = replay_deal(DealSetup.from_dict(setup), [])
        for i, action in enumerate(actions):
            if any(len(s.up) > 1 for s in deal.view().seats):  # type: ignore[attr-defined]
                return i
            deal.apply(action_from_dict(action))
        return len(actions)
    return len(actions)  # straight poker bets once; whisky poker not at all


def recount(records: list[tuple[dict[str, Any], list[dict[str, Any]], dict[str, Any]]]) -> dict[tuple[str, str], dict[str, Any]]:
    """(member, variety or 'all') -> figures, from (setup with seed, actions, stored result) of each deal."""
    out: dict[tuple[str, str], dict[str, Any]] = defaultdict(lambda: defaultdict(int))
    for setup, actions, result in records:
        players, variety = setup["players"], setup["rules"].get("variety", "draw")
        dealt = setup["dealt_in"] if setup.get("dealt_in") is not None else [s > 0 for s in setup["stacks"]]
        dealt = list(dealt)
        if sum(dealt) == 8:
            dealt[setup["dealer"]] = False
        first = first_interval(setup, actions)
        ev = evaluator_for(Rules.model_validate(setup["rules"]).hands)
        premiums = result.get("premiums") or [0] * len(players)
        for seat, member in enumerate(players):
            if not dealt[seat]:
                continue
            mine = [a for a in actions if a["seat"] == seat]
            early = [a for a in actions[:first] if a["seat"] == seat]
            drew = [e["drew"] for e in result["log"] if e.get("seat") == seat and "drew" in e]
            taken = result["outcome"] in ("showdown", "uncontested") and seat in result["winners"]
            at_showdown = result["outcome"] == "showdown"
            shown = result["shown"].get(str(seat))
            figures = {
                "deals": 1,
                "came_in": int(any(a["type"] in COMING_IN for a in early)),
                "opened": int(any(a["type"] == "open" for a in mine)),
                "straddled": int(any(a["type"] == "straddle" for a in mine)),
                "raised": int(any(a["type"] == "raise" or a.get("raise_by", 0) > 0 for a in early)),
                "draws": len(drew),
                "cards_drawn": sum(drew),
                "pools_won": int(taken),
                "won_at_showdown": int(taken and at_showdown),
                "won_without": int(taken and not at_showdown),
                "showdowns": int(at_showdown and seat in _called(result)),
                "showdowns_won": int(taken and at_showdown),
                "net": _net(result, seat) + premiums[seat],
            }
            shown_value = ev.value(parse_cards(shown)) if shown and len(shown.split()) == 5 else None
            for key in ((member, variety), (member, "all")):
                totals = out[key]
                for name, value in figures.items():
                    totals[name] += value
                totals["biggest_pool"] = max(totals["biggest_pool"], result["won"][seat] if taken else 0)
                if shown_value is not None and shown_value > totals.get("best_shown", -1):
                    totals["best_shown"] = shown_value
    return out


def _net(result: dict[str, Any], seat: int) -> int:
    """What the seat gained or lost, as the table was told it (docs/storage.md, a member's net):
    the chips it took less those it put up, whatever pool they went to (a straight poker ante
    for the table, a pool carried on), and what the age paid or was paid to make a jack-pot
    (law 36: the one player in gets back what he put up).  Where nobody came in, every blind
    and straddle was taken back (law 37)."""
    if result["outcome"] == "no_one_came_in":
        return 0
    mine = [e for e in result["log"] if e.get("seat") == seat]
    net = sum(e.get("won", 0) for e in mine) - sum(e.get("chips", 0) for e in mine)
    for e in result["log"]:
        if "to" in e:  # the age made it a jack-pot, paying the one player in
            paid = result["put"][e["to"]]
            net += paid if e["to"] == seat else -paid if e["seat"] == seat else 0
    return net


def _called(result: dict[str, Any]) -> set[int]:
    """The seats the show-down's pools were open to: those still in at the call."""
    return {s for pool in result["showdown"]["pools"] for s in pool["eligible"]}
