"""Issue 39: one door for every verb.  A front (what the cogs and the Discord side call) holds
no public method that only hands the call to one of its parts: the parts are its bases, or
the caller asks the part, so go-to-definition lands on the verb in one jump."""

from __future__ import annotations

import ast
import inspect
import textwrap

import pytest

from bot.discord_side.table_controller import TableController
from bot.discord_side.tournament_controller import TournamentController
from bot.services.tables import TableService
from bot.services.tournaments import TournamentService

FRONTS = [TableService, TournamentService, TableController, TournamentController]


def passes_through(method: ast.FunctionDef | ast.AsyncFunctionDef) -> str | None:
    """`self.part.verb(...)` if that call (returned, awaited or not) is the method's one statement."""
    body = [s for s in method.body if not (isinstance(s, ast.Expr) and isinstance(s.value, ast.Constant))]
    if len(body) != 1 or not isinstance(body[0], ast.Return | ast.Expr):
        return None
    call = body[0].value
    if isinstance(call, ast.Await):
        call = call.value
    if not (isinstance(call, ast.Call) and isinstance(call.func, ast.Attribute)):
        return None
    part = call.func.value
    if isinstance(part, ast.Attribute) and isinstance(part.value, ast.Name) and part.value.id == "self":
        return f"self.{part.attr}.{call.func.attr}"
    return None


@pytest.mark.parametrize("front", FRONTS, ids=lambda c: c.__name__)
def test_no_public_method_of_a_front_is_a_pass_through(front):
    tree = ast.parse(textwrap.dedent(inspect.getsource(front)))
    methods = [n for n in tree.body[0].body if isinstance(n, ast.FunctionDef | ast.AsyncFunctionDef)]
    found = {m.name: passes_through(m) for m in methods if not m.name.startswith("_")}
    assert {name: to for name, to in found.items() if to is not None} == {}


def test_a_pass_through_is_found():
    planted = ast.parse("async def sit(self, table, member):\n    '''Sit.'''\n    return await self.seats.sit(table, member)")
    assert passes_through(planted.body[0]) == "self.seats.sit"  # type: ignore[arg-type]
