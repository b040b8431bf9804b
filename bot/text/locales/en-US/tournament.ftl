## What /poker tournament, its lobby, its threads and its moves say (bot/text/tournament_words.py).

## The answers

tournament-not-allowed = Only an admin with Manage Server may create a tournament here.
tournament-not-yours = Only whoever created this tournament, or an admin with Manage Server, may do that.
tournament-no-tournament = There is no tournament in this channel.
tournament-table = This is a tournament's table: its seats and chips are the tournament's. Use /poker tournament leave in the tournament's channel.
tournament-table-reset = This is a tournament's table: its seats and chips are the tournament's, so it closes only with the tournament. To stop it, cancel the tournament: /poker tournament cancel in its channel.
tournament-text-channel-only = A tournament is created in a text channel: its tables play in threads of it.
tournament-created = The tournament is open for entries: a sweepstake of { chips }. Enter with /poker tournament join.
tournament-joined = You have entered. Your sweepstake of { chips } is held until the end.
tournament-robots-entered = { $n ->
        [1] One robot has entered.
       *[other] { NUMBER($n, useGrouping: 0) } robots have entered.
    }
tournament-left-away = You have left. Your chips stay at your table, and your seat plays them at once, as the laws play for a silent player, until they are gone.
tournament-left = You have left the tournament. Your sweepstake of { chips } is back in your wallet.
tournament-cancelled-here = The tournament is cancelled: this table is closed, and every sweepstake went back.
tournament-cancelled = The tournament is cancelled.
tournament-cancelled-back = { $n ->
        [one] { $n } sweepstake went back to its wallet.
       *[other] { $n } sweepstakes went back to their wallets.
    }
tournament-started = { $tables ->
        [1] The tournament has begun on one table.
       *[other] The tournament has begun on { NUMBER($tables, useGrouping: 0) } tables.
    }
tournament-thread-name = Tournament { NUMBER($tournament, useGrouping: 0) }, table { NUMBER($table, useGrouping: 0) }

## Moves and the end, at the tables

tournament-moved-in = { $name } joins this table from table { NUMBER($table, useGrouping: 0) } with { chips }.
tournament-moved-out = { $name } moves to table { NUMBER($table, useGrouping: 0) } to balance the tables.
# $thread: the table's thread, which Discord writes as its name.
tournament-moved-told = You have been moved to table { NUMBER($table, useGrouping: 0) } (<#{ $thread }>) with your { chips }.
tournament-frozen-out = { $name } is frozen out and takes place { NUMBER($place, useGrouping: 0) }.
tournament-broken = Table { NUMBER($table, useGrouping: 0) } is broken: its players play on at the other tables.
tournament-over = The tournament is over.
tournament-place = Place { NUMBER($place, useGrouping: 0) }: { $name }
tournament-place-paid = Place { NUMBER($place, useGrouping: 0) }: { $name }, { chips }

## The lobby

tournament-entrants-label = Entrants
tournament-places-label = Places
tournament-next-rise-label = Next rise
tournament-status-registering = open for entries
tournament-status-playing = under way
tournament-status-finished = over
tournament-status-cancelled = cancelled
tournament-lobby-title = Tournament { NUMBER($tournament, useGrouping: 0) }: { $status }
tournament-terms-survivor = Sweepstake { chips }, equal stakes, Foster's freeze-out: the survivor takes all.
# $shares: the percentages paid, first place first ("60/30/10").
tournament-terms-shares = Sweepstake { chips }, equal stakes, Foster's freeze-out: paid { $shares } to the first places.
tournament-terms-entrants = Entrants: { NUMBER($entrants, useGrouping: 0) } of { NUMBER($least, useGrouping: 0) } to { NUMBER($most, useGrouping: 0) }. Pool: { chips }.
tournament-terms-starts = Starts <t:{ $when }:R>.
tournament-terms-season = Season play: the sweepstakes and payouts are season chips.
tournament-terms-rising = Rising blinds: { $schedule }.
tournament-nobody-yet = nobody yet
tournament-table-field = Table { NUMBER($table, useGrouping: 0) }
tournament-table-broken = broken
tournament-table-player = { $name } { NUMBER($chips, useGrouping: 0) }
tournament-table-nobody = nobody
tournament-table-value = <#{ $thread }>: { $players }
tournament-out = { NUMBER($place, useGrouping: 0) }. { $name }
tournament-out-paid = { NUMBER($place, useGrouping: 0) }. { $name } ({ chips })
tournament-next-rise = Blind { NUMBER($blind, useGrouping: 0) }, jack-pot ante { NUMBER($ante, useGrouping: 0) }, from deal { NUMBER($deal, useGrouping: 0) }.
tournament-not-started = The planned start has come, but only { NUMBER($entered, useGrouping: 0) } of the { NUMBER($least, useGrouping: 0) } needed have entered: the tournament waits for more, and for /poker tournament start.
