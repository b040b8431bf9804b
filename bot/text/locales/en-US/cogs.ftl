## The cogs' own answers (bot/text/cogs_words.py), for /poker-admin, /bank, /odds and /rules.

# /poker-admin limits: a limit set. $field is its name as typed, $after and $before its values shown.
cogs-limit-set-title = Limit set
cogs-limit-set-channel = `{ $field }` is now { $after } in this channel (it was { $before }). Tables use it from their next deal; a deal in play keeps its rules. The change is recorded with your name (/poker-admin history).
cogs-limit-set-server = `{ $field }` is now { $after } as the server default (it was { $before }). Tables use it from their next deal; a deal in play keeps its rules. The change is recorded with your name (/poker-admin history).
# A server default set where this channel has its own value, $here.
cogs-limit-own-here = This channel sets its own `{ $field }` ({ $here }), which still applies here.

# /poker-admin show and history.
cogs-limits-title = Limits in this channel
# $limits: the banker's limits (bank-limits), under the table's.
cogs-banker-limits = **Banker:** { $limits }
cogs-changes-title = Changes of limits

# /poker-admin grant: $who is a mention, $wallet the chips in his wallet after.
cogs-chips-given-title = Chips given
cogs-chips-given = { $who } receives { chips-grouped }; their wallet holds { $wallet }. The bank has no separate grant, so this is a purchase from the banker on their behalf, recorded as made by you: it counts toward their daily allowance and the most they may have outstanding.

cogs-table-reset-title = Table reset

# /poker-admin bank-limits: $limits is bank-limits.
cogs-bank-limits-title = The banker's limits
cogs-bank-limits-now = Now: { $limits }. Recorded with your name (/poker-admin history).
cogs-bank-limits-in-force = In force: { $limits }.

# /bank: the answers' titles.
cogs-balance-title = Your chips
cogs-bought-title = Bought
cogs-cashed-out-title = Cashed out
cogs-statement-title = Your statement
cogs-settling-title = Settling up
cogs-leaderboard-title = Leaderboard

# /odds: cards typed wrongly. $what is the option's name (hand, keep), $cards the cards, $pack the pack's name as typed.
cogs-not-in-pack = { $what }: { $cards } not in the { $pack } pack
cogs-hand-size = { $what }: a hand is { $count ->
    [one] { $count } card
   *[other] { $count } cards
}, but { $given ->
    [one] { NUMBER($given, useGrouping: 0) } was
   *[other] { NUMBER($given, useGrouping: 0) } were
} given
cogs-kept-not-in-hand = keep: { $cards } not in the hand

# /rules and /glossary: nothing found. $query and $term are quoted as typed; $hints the nearest names.
cogs-no-law = No law or topic called { $query }.
cogs-no-law-index = Try /rules with no topic for the index.
cogs-no-term = No term { $term } in the glossary.
cogs-did-you-mean = Did you mean: { $hints }?
