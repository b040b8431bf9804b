"""Refusals in the bot's own voice (bot/text/refusals.py): the issue's examples, word for word,
and no clause of a service or a validation library left as it came."""

from __future__ import annotations

import pytest

from bot.text.refusals import FOREIGN, refusal

SAID = {
    "raise_limit: Input should be greater than or equal to 1":
        "The limit raise_limit must be at least 1; give a whole number from 1 to 1,000,000,000.",
    "variety: Input should be 'draw', 'straight', 'stud' or 'whisky'":
        "The limit variety must be one of draw, straight, stud or whisky.",
    "deal 17 is in play: sit down when it is over": "Deal 17 is in play: sit down once it is over.",
    "the freeze-out has begun: nobody may join until it is over":
        "This freeze-out has begun, and nobody may join it now: watch it to the end, or join the next table "
        "once it is over.",
    "there is no tournament in this channel":
        "There is no tournament in this channel: an admin (or anyone, where tournaments_open is on) creates one "
        "with /poker tournament create.",
    "stake: you have 0 chips in your wallet, not 50: buy more first (/bank buy)":
        "Your wallet holds 0 chips, less than the stake of 50: buy more first (/bank buy), or sit down with less.",
    "rules.blind: Input should be a valid integer, unable to parse string as an integer":
        "The limit blind must be a whole number; give a whole number from 1 to 1,000,000,000.",
    "you are not seated at this table": "You are not seated at this table.",
    "'shoe': not a limit; the limits are variety, blind":
        "There is no limit called 'shoe': the limits are variety, blind (/poker-admin show explains each).",
    "2 chips are in the pool": "2 chips are in the pool.",  # a number leads: as it is
    "hand: 'zz' is not a card": "Hand: 'zz' is not a card.",  # what he typed keeps its case
}


@pytest.mark.parametrize("reason", sorted(SAID))
def test_each_refusal_is_a_sentence_of_the_bots(reason):
    said = refusal(reason)
    assert said == SAID[reason]
    assert not FOREIGN.search(said) and not said[0].islower() and said.endswith((".", ")"))
