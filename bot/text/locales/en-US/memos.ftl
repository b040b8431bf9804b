## The ledger's memos as /bank history shows them (bot/text/memo_words.py). Each is stored in
## English (bot/services/memos.py) and said here; in English exactly as stored.
## { chips } is a count of chips ($n); $player and $shares are as stored (ids and counts);
## $action is the engine's words for a move ("raises 5").

memos-buys = buys { chips } from the banker
memos-returns = returns { chips } to the banker
memos-sits-down = sits down at table { NUMBER($table, useGrouping: 0) } with { NUMBER($amount, useGrouping: 0) }
memos-adds = adds { NUMBER($amount, useGrouping: 0) } to his stake at table { NUMBER($table, useGrouping: 0) }
memos-leaves-after = leaves table { NUMBER($table, useGrouping: 0) } with { NUMBER($amount, useGrouping: 0) } after deal { NUMBER($deal, useGrouping: 0) }
memos-leaves = leaves table { NUMBER($table, useGrouping: 0) } with { NUMBER($amount, useGrouping: 0) }
memos-closes-tutorial = table { NUMBER($table, useGrouping: 0) } closes: its pool back to the tutorial
memos-pool-back = table { NUMBER($table, useGrouping: 0) } closes: the pool carried over, { chips }, shared back ({ $shares })
memos-closes = table { NUMBER($table, useGrouping: 0) } closes: { chips } back to the wallet
memos-antes = deal { NUMBER($deal, useGrouping: 0) }: the blind and antes
memos-void = deal { NUMBER($deal, useGrouping: 0) } is void: every bet returned
# $outcome: showdown, uncontested, no_one_came_in, made_jackpot, not_opened or all_passed.
memos-settled = deal { NUMBER($deal, useGrouping: 0) }: { $outcome ->
    [showdown] showdown
    [uncontested] uncontested
    [no_one_came_in] no_one_came_in
    [made_jackpot] made_jackpot
    [not_opened] not_opened
    [all_passed] all_passed
   *[other] { $outcome }
}
memos-acts = deal { NUMBER($deal, useGrouping: 0) }: { $player } { $action }
memos-enters = enters tournament { NUMBER($tournament, useGrouping: 0) } with a sweepstake of { NUMBER($amount, useGrouping: 0) }
# $why: left (before the start), cancelled, or cancelled-under-way.
memos-sweepstake-back = tournament { NUMBER($tournament, useGrouping: 0) }: { NUMBER($amount, useGrouping: 0) } back ({ $why ->
    [left] left before the start
    [cancelled] cancelled
   *[cancelled-under-way] cancelled under way
})
memos-place = tournament { NUMBER($tournament, useGrouping: 0) }: place { NUMBER($place, useGrouping: 0) } takes { NUMBER($amount, useGrouping: 0) }
memos-seated = tournament { NUMBER($tournament, useGrouping: 0) }: seated at table { NUMBER($table, useGrouping: 0) }
memos-frozen-out = tournament { NUMBER($tournament, useGrouping: 0) }: frozen out
memos-broken = tournament { NUMBER($tournament, useGrouping: 0) }: table { NUMBER($table, useGrouping: 0) } broken
memos-moves-to = tournament { NUMBER($tournament, useGrouping: 0) }: moves to table { NUMBER($table, useGrouping: 0) }
memos-moves-from = tournament { NUMBER($tournament, useGrouping: 0) }: moves from table { NUMBER($table, useGrouping: 0) }
memos-cancelled = tournament { NUMBER($tournament, useGrouping: 0) } is cancelled: table { NUMBER($table, useGrouping: 0) } closes
memos-over = tournament { NUMBER($tournament, useGrouping: 0) } is over: table { NUMBER($table, useGrouping: 0) } closes
memos-reserve = the reserve of season { NUMBER($season, useGrouping: 0) }: { NUMBER($amount, useGrouping: 0) } season chips
