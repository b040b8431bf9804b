## The engine's log in the reader's words (bot/text/log_words.py): each clause the engine writes,
## word for word its English (engine/ante.py, betting.py, draw.py, ending.py, jackpot.py, stud.py,
## whisky.py). A seat's clause follows his name; $n: chips or cards; $hand: a hand's name (hands.ftl).

log-antes = antes
log-antes-chips = antes { NUMBER($n, useGrouping: 0) }
log-antes-for-table = antes for the table
log-fattens = fattens
log-puts-up-chip = puts up a chip for the pool
log-puts-up-blind = puts up the blind
log-straddles = straddles
log-no-straddle = does not straddle
log-makes-jackpot = makes it a jack-pot, paying { NUMBER($n, useGrouping: 0) }
log-stays = stays
log-makes-good = makes good
log-comes-in = comes in
# $action: stays, makes good or comes in (above).
log-and-raises = { $action } and raises { NUMBER($n, useGrouping: 0) }
log-shows-before-dropping = shows his hand before dropping
log-drops = drops
log-passes = passes
log-sees = sees the raise
log-raises = raises { NUMBER($n, useGrouping: 0) }
log-bets = bets { NUMBER($n, useGrouping: 0) }
log-calls-sight = calls a sight
log-calls = calls
log-checks = checks
log-shows-openers = shows his openers
log-stands-pat = stands pat
log-draws = draws { NUMBER($n, useGrouping: 0) }
log-shows = shows
log-shows-hand = shows his hand
log-takes-unseen = takes the pool of { NUMBER($n, useGrouping: 0) } without showing
# $hand: as said after "with" (hands.ftl, .with).
log-wins = wins { NUMBER($n, useGrouping: 0) } with { $hand }
log-takes-back = takes back { NUMBER($n, useGrouping: 0) } nobody called
log-opens = opens for { NUMBER($n, useGrouping: 0) }
log-no-open = does not open
log-takes-widow = takes the widow; his own cards go face up as the widow
log-takes-widow-unseen = takes the widow unseen; his own cards go face up as the widow
log-turns-up = turns up the widow
log-knocks-turns-up = knocks and turns up the widow
log-knocks = knocks
log-exchanges = exchanges a card with the widow
log-pays-refreshments = pays { NUMBER($n, useGrouping: 0) } for the refreshments (to the kitty) with the worst hand, { $hand }
log-dealt-up = is dealt face up
# $hand: what his up-cards show.
log-shows-best = shows best, { $hand }, and speaks first

## The table's own news (its first letter made a capital where it opens a line).

log-nobody-came-in = nobody came in: the blind is taken back and the next deal is a jack-pot
log-nobody-bets = nobody bets: the pool of { NUMBER($n, useGrouping: 0) } stays for the next deal
log-stock-ran-out = the stock ran out: the discards were shuffled to finish the draw
log-kitty = { NUMBER($n, useGrouping: 0) } for the kitty
log-knock-round = the knock has come round: the hands are shown
log-gone-round = the option has gone round { $times ->
    [one] { NUMBER($times) } time
   *[other] { NUMBER($times) } times
} with nobody knocking: the hands are shown
log-face-down = one card is dealt face down to each
# A line of an action the clock took for the player; $line: the line.
log-timed = { $line } (time)

## Why the next deal is a jack-pot.

log-reason-nobody-came-in = nobody came in (law 37)
log-reason-age = the age made it a jack-pot (law 36)
log-reason-not-opened = the jack-pot was not opened
log-reason-whangdoodle = fours or better were shown in a call: a whangdoodle
log-reason-shown = { $hand } was shown in a call
log-reason-raise-out = a raise drove everyone out before the draw

## A pool's name, as the table calls it. The value after "takes"; .of after a share's chips;
## .label on the show-down picture. $place: a side pool's place, 1 the first.

log-pool-only = the pool
    .of = of the pool
    .label = pool
log-pool-main = the main pool
    .of = of the main pool
    .label = main pool
log-pool-side = the side pool
    .of = of the side pool
    .label = side pool
log-pool-nth-side = the { $place ->
    [1] first
    [2] second
    [3] third
    [4] fourth
    [5] fifth
    [6] sixth
   *[other] seventh
} side pool
    .of = of the { $place ->
    [1] first
    [2] second
    [3] third
    [4] fourth
    [5] fifth
    [6] sixth
   *[other] seventh
} side pool
    .label = { $place ->
    [1] first
    [2] second
    [3] third
    [4] fourth
    [5] fifth
    [6] sixth
   *[other] seventh
} side pool
# What one seat took of a pool divided, in the show-down picture's description; $pool: .of above.
log-took-share = { NUMBER($chips, useGrouping: 0) } { $pool }, divided with { $others }

## The show-down picture's own words (bot/pictures/pictures.py).

log-picture-title = Deal { NUMBER($number, useGrouping: 0) }   pool { NUMBER($pool, useGrouping: 0) }
log-picture-title-kitty = Deal { NUMBER($number, useGrouping: 0) }   pool { NUMBER($pool, useGrouping: 0) }   kitty { NUMBER($kitty, useGrouping: 0) }
# $label: the pool's (.label above); $chips: his share; $of: what the pool held, where divided.
log-picture-taking = { $label } { NUMBER($chips, useGrouping: 0) }
log-picture-taking-divided = { $label } { NUMBER($chips, useGrouping: 0) } of { NUMBER($of, useGrouping: 0) }
log-picture-takes-back = takes back { NUMBER($chips, useGrouping: 0) }
# $premium: signed, "+5" or "-5".
log-picture-premium = premium { $premium }

## A player's own action, said to him: the value as the coach names it ("would { $what }"),
## .you after "You" in a click's answer. $n: chips or cards; $give, $take: the cards exchanged.

log-you-straddle = straddle
    .you = straddle
log-you-decline-straddle = do not straddle
    .you = do not straddle
log-you-come-in = come in
    .you = come in
log-you-make-jackpot = make it a jack-pot
    .you = make it a jack-pot
log-you-open = open for { NUMBER($n, useGrouping: 0) }
    .you = open for { NUMBER($n, useGrouping: 0) }
log-you-stay = stay
    .you = stay
log-you-see = see the raise
    .you = see the raise
log-you-raise = raise { NUMBER($n, useGrouping: 0) }
    .you = raise { NUMBER($n, useGrouping: 0) }
log-you-bet = bet { NUMBER($n, useGrouping: 0) }
    .you = bet { NUMBER($n, useGrouping: 0) }
log-you-call = call
    .you = call
log-you-check = check
    .you = check
log-you-pass = pass
    .you = pass
log-you-stand-pat = stand pat
    .you = stand pat
log-you-draw = draw { NUMBER($n, useGrouping: 0) }
    .you = draw { NUMBER($n, useGrouping: 0) }
log-you-take-widow = take the widow
    .you = take the widow
log-you-turn-up = turn up the widow
    .you = turn up the widow
log-you-exchange = exchange { $give } for { $take }
    .you = exchange { $give } for { $take }
log-you-knock = knock
    .you = knock
# $action: come in or stay (above), in the same form.
log-you-and-raise = { $action } and raise { NUMBER($n, useGrouping: 0) }
    .you = { $action } and raise { NUMBER($n, useGrouping: 0) }

## The table's notes between deals, on the terminal table (poker-bot play). $reason: as above.

log-history-same-dealer = not opened: the same dealer deals his jack again
log-history-fattens = not opened: every player fattens the pool
log-history-whangdoodle = a whangdoodle: a round of jack-pots, each player dealing off his own
log-history-next-jackpot = the next deal is a jack-pot: { $reason }
log-history-nobody-bet = nobody bet: the pool stays, and the buck antes again
