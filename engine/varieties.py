"""The deal class for each variety a table may play.

Draw poker is `engine.deal.Deal`; each other variety is a subclass that
gives its own description of the game (`engine.state.Game`: its streets,
and the steps that hold their laws) and its own view.  The classes are
imported when first asked for, so the draw game's hot path never loads the
others.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from importlib import import_module
from typing import Any

from engine.actions import Action
from engine.deal import Deal, DealSetup
from engine.rules import Variety

_WHERE = {
    Variety.DRAW: ("engine.deal", "Deal"),
    Variety.STRAIGHT: ("engine.straight", "StraightDeal"),
    Variety.STUD: ("engine.stud", "StudDeal"),
    Variety.WHISKY: ("engine.whisky", "WhiskyDeal"),
}


def deal_class(variety: Variety) -> type[Deal]:
    module, name = _WHERE[Variety(variety)]
    cls: type[Deal] = getattr(import_module(module), name)
    return cls


def new_deal(setup: DealSetup) -> Deal:
    """A fresh deal of the variety the setup's rules name."""
    return deal_class(setup.rules.variety)(setup)


def replay_deal(setup: DealSetup, actions: Sequence[Action] | Sequence[Mapping[str, Any]]) -> Deal:
    """Rebuild a deal of any variety from its setup and its actions."""
    return deal_class(setup.rules.variety).replay(setup, actions)
