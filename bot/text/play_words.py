"""What `poker-bot play` (the terminal table) says to the one player at it."""

from __future__ import annotations

from collections.abc import Sequence

from engine.plurals import counted

HELP = """Say what you do in the game's words:
  straddle | no            before the cards are seen
  come in [raise N]        put up the ante (the age and straddlers: make good)
  open N | stay [raise N]  in a jack-pot (open only with openers)
  see | raise N | pass     when raised before the draw
  draw 2 5 | draw Kd 3c    discard by position (1-5) or by card; "pat" stands pat
  bet N | call | raise N | drop (or fold) | check (if the house allows it)
  jackpot                  the age's law 36 choice
  pass                     straight and stud poker: before a bet, keeps your cards
  take | turn up | knock   whisky poker: the widow, and standing on your hand
  exchange 7c Kh           whisky poker: give up the 7c, take the Kh from the widow
  hand | table | help | quit (or q, or Ctrl-C)"""

FIRST_HELP = "Type help at any prompt for the words to use."
NEXT_DEAL = "Enter for the next deal, q to leave: "
NEXT_DEAL_AGAIN = "Press Enter for the next deal, or type q to leave."


def your_turn(pool: int, options: str) -> str:
    """The question put to the player: the pool, and what he may do now."""
    return f"Your turn. The pool holds {pool}. {options}"


def chips_line(names: Sequence[str], stacks: Sequence[int]) -> str:
    return "Chips: " + ", ".join(f"{name} {stack}" for name, stack in zip(names, stacks, strict=True))


def not_played_out(names: Sequence[str], stacks: Sequence[int], pool: int) -> str:
    """Leaving in the middle of a deal: what is in the pool stays there."""
    return f"{chips_line(names, stacks)}; the pool of {pool} is not played out."


def leaves_with(chips: int) -> str:
    return f"You leave the table with {counted(chips, 'chips', grouped=False)}."


def cannot_now(doing: str) -> str:
    """What the player said is not among what the table offers now (the options follow it)."""
    return f"you cannot {doing} now"
