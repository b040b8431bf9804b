## What a member reads when he clicks a table's button or picks in one of its pickers
## (bot/text/click_words.py).

click-no-longer-works = That button no longer works (it is from an older message). Use the newest table message; /poker table posts it again.

# A click for a turn it was not for, in the words of what was clicked: $who is the player to
# say, $deal the deal the button or list was for.
click-not-dealt-in = You are not dealt in at this table.
click-turn-gone = That turn is over; the table has moved on.
click-button-deal-over = That button was for deal { NUMBER($deal, useGrouping: 0) }, which is over.
click-button-turn-over = That button is from an earlier turn; the table has moved on.
click-button-not-your-turn = It is not your turn: { $who } is to say.
click-amount-deal-over = That list of amounts was for deal { NUMBER($deal, useGrouping: 0) }, which is over.
click-exchange-deal-over = That list of exchanges was for deal { NUMBER($deal, useGrouping: 0) }, which is over.
click-draw-deal-over = That list of cards to throw away was for deal { NUMBER($deal, useGrouping: 0) }, which is over.
click-draw-not-now = It is not your draw now; pick again when it is.

# The amount picker's question, by the option it picks for.
click-how-much-raise = How much do you raise by?
click-how-much-bet = How much do you bet?
click-how-much-open = How much do you open for?
click-how-much-come-in = How much do you come in and raise by?
click-how-much-stay = How much do you stay and raise by?

click-no-raise = No raise is allowed now.
# What a typed amount is called in its refusal ("amount: a whole number from 1 to 86, …").
click-amount-field = amount
click-pick-an-amount = Pick one of the amounts in the list.
click-pick-your-discards = Pick the cards to throw away from the ones in your hand.
click-keep-your-openers = You opened this jack-pot, so you may not split your openers (law 73): keep cards that would still open, and pick again.
click-pick-an-exchange = Pick one of your cards and one of the widow's, from the list.
click-not-dealt-yet = The cards are not dealt yet.
click-take-the-widow = You take the widow.
click-discard-prompt = Pick the cards to throw away (pick none to stand pat).
click-exchange-prompt = Pick a card to give up and one of the widow's to take.

# An amount in the picker, as players say it.
click-amount = { $amount }
click-amount-all-in = { $amount } (all in)
click-amount-pool = { $amount } (the pool)
click-amount-half-pool = { $amount } (half the pool)
# The picker's last option, which opens a form to type any amount it allows.
click-type-between = Type an amount ({ $least } to { $most })…
# The box on the form for a typed amount (at most 45 characters).
click-form-range = From { $least } to { $most }

# Only he learns it: the table offered Open to him as to anyone.
click-no-openers = You may not open: you do not hold openers ({ $openers }). Pass, and you may still come in if someone else opens.
click-does-nothing-now = that button ({ $verb }) does nothing now
click-your-hand = Your hand: **{ $cards }**
# $said: the sentence that says what he did.
click-hand-now = { $said } Your hand now: **{ $cards }**
# $words: what he did, as the engine says it ("stands pat").
click-you-did = You { $words }.
click-exchanged = You give up { $given } and take { $taken }.
# One choice of whisky poker's exchange picker.
click-give-and-take = Give { $given }, take { $taken }

## A player's hand by DM

click-draw-here = When it is your draw, pick the cards to throw away here or under My hand.
click-after-your-draw = **You { $did }.**
    { $hand }
# $channel: the table's channel, which Discord writes as its name.
click-dm-stud = Deal { NUMBER($number, useGrouping: 0) }, table <#{ $channel }>: Your down card: **{ $down }** (face up: { $up })
click-dm-drawn = Deal { NUMBER($number, useGrouping: 0) }, table <#{ $channel }>: Your hand after the draw: **{ $cards }**
click-dm-whisky =
    Deal { NUMBER($number, useGrouping: 0) }, table <#{ $channel }>: Your hand: **{ $cards }**
    Play from the table message; My hand there shows your cards as they change.
click-dm-hand = Deal { NUMBER($number, useGrouping: 0) }, table <#{ $channel }>: Your hand: **{ $cards }**

click-type-again-button = Type again
# A typed amount refused: $why, what was wrong; $deadline, when his turn runs out (Discord
# counts it down as he reads).
click-typed-wrong = { $why }. Press { click-type-again-button } to try once more.
click-typed-wrong-timed = { $why }. Your turn's time runs out <t:{ $deadline }:R>. Press { click-type-again-button } to try once more.
