## The table in words: what the terminal table and the Discord table say (bot/text/render.py).

# Every kind of action, as its button and the list of options name it; .picker, the button of one
# that opens a picker (an amount, or his cards) first: the ellipsis says so.
render-option-straddle = Straddle
render-option-decline-straddle = Don't straddle
render-option-come-in = Come in
render-option-make-jackpot = Make it a jack-pot
render-option-open = Open
    .picker = Open…
render-option-stay = Stay
render-option-see = See
render-option-raise = Raise
    .picker = Raise…
render-option-bet = Bet
    .picker = Bet…
render-option-call = Call
render-option-check = Check
render-option-pass = Pass
render-option-draw = Draw
    .picker = Draw…
render-option-take-widow = Take the widow
render-option-turn-up = Turn up the widow
render-option-exchange = Exchange a card
    .picker = Exchange…
render-option-knock = Knock
# Coming in, for the age or a straddler: bringing his blind up to the ante.
render-make-good = Make good

# An option with what it costs; $word is the option's own (render-option-…).
render-option-costs = { $word } ({ chips })
render-option-costs-raising = { $word } ({ chips }), raising up to { NUMBER($most, useGrouping: 0) }
# See or Call with what it adds to the player's chips in this round.
render-chips-more = { $word } ({ NUMBER($chips, useGrouping: 0) } more)
render-option-range = { $word } { NUMBER($least, useGrouping: 0) } to { NUMBER($most, useGrouping: 0) }
render-option-straddle-chips = Straddle ({ NUMBER($chips, useGrouping: 0) })
render-option-make-jackpot-pay = Make it a jack-pot (pay { NUMBER($chips, useGrouping: 0) })
render-option-drop = Drop
render-option-draw-any = Draw (discard 0 to 5) or stand pat

# The games' names.
render-variety-draw = draw poker
render-variety-straight = straight poker
render-variety-stud = stud poker
render-variety-whisky = whisky poker

render-pool = **The pool: { NUMBER($pool, useGrouping: 0) }**
render-pool-bet = **The pool: { NUMBER($pool, useGrouping: 0) }** · this round's bet: { NUMBER($level, useGrouping: 0) }

# What this deal is: the title of the table message.
render-kind-straight = straight poker
render-kind-straight-double = straight poker, a double pool
render-kind-stud = stud poker, { $n ->
        [one] { $n } card
       *[other] { $n } cards
    } each
render-kind-whisky-up = whisky poker, the widow face up
render-kind-whisky-down = whisky poker, the widow face down
# $rank: 9 jacks, 10 queens, 11 kings, 12 aces.
render-kind-jackpot = a jack-pot ({ $rank ->
        [10] queens
        [11] kings
        [12] aces
       *[9] jacks
    } or better to open)
render-kind-ordinary = an ordinary pool
render-heading = Deal { NUMBER($number, useGrouping: 0) }: { $kind }. The pool holds { NUMBER($pool, useGrouping: 0) }.

# What the table calls a seat besides its player.
render-mark-dealer = dealer
render-mark-age = age
render-mark-opener = opener
render-mark-buck = buck
render-mark-knocked = knocked
render-mark-straddle = straddle

render-widow-up = The widow: { $cards }
render-widow-down = The widow lies face down

# A seat in the terminal table: its state, and what it did.
render-state-in = in
render-state-out = out
render-state-not-dealt = not dealt
render-put = { NUMBER($chips, useGrouping: 0) } in the pool
render-stood-pat = stood pat
render-drew = drew { NUMBER($n, useGrouping: 0) }
render-showing = showing { $cards }
render-showed = showed { $cards }
render-you = { $name } (you)

# A line of the table's log; $action is what the engine says the player did ("antes").
render-log-line = { $name } { $action }
render-log-exchanged = gives up { $given } and takes { $taken } from the widow
render-log-cards = { $action }: { $cards }
render-log-chips = { $action } ({ NUMBER($chips, useGrouping: 0) })
render-log-to = { $action } to { $name }

# What stopping a table did.
render-stopped-void = Deal { NUMBER($number, useGrouping: 0) } is void and every bet in it went back to its player.
render-stopped-closed = The table is closed; every chip at it went back to its owner.
render-stopped-pool-back = The { chips } carried in the pool, never played for, went back in equal shares to the players seated: { $shares }.
render-share = { $name } { NUMBER($chips, useGrouping: 0) }
# $why: the service's reason the table stays open.
render-stays-open = The table stays open: { $why }.
