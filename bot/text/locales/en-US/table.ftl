## What /poker, the table's notes and the show-down message say (bot/text/table_words.py).

## /poker: the answers

table-no-table = There is no table in this channel: open one with /poker start.
table-opened = The table is open: press Sit down on it, or type /poker join.
table-dealt = Dealt.
table-posted = Posted.
table-no-cards = You hold no cards: no deal is in play with you in it.
table-not-yours-to-stop = Only whoever opened this table, or an admin with Manage Server, may stop it.
table-no-deal-finished = No deal has finished at this table yet.
table-no-table-to-reset = There is no table in this channel to reset.
table-no-deals-to-export = You have played no finished deal at this server's tables yet.
# The name of the zip file /poker export sends.
table-export-file = my-deals.zip

# /poker export, the last $deals of more (the count grouped: "1,000").
table-exported-last = Here are your last { $deals ->
        [one] { $deals } deal
       *[other] { $deals } deals
    } at this server's tables as hand histories (PHH files, in a zip): your own cards, and of the others' only those that were shown.
table-exported = Here are { $deals ->
        [1] your one deal
       *[other] your { NUMBER($deals, useGrouping: 0) } deals
    } at this server's tables as hand histories (PHH files, in a zip): your own cards, and of the others' only those that were shown.
table-exported-left-out = { $skipped ->
        [1] One deal is left out: its record does not replay.
       *[other] { NUMBER($skipped, useGrouping: 0) } deals are left out: their records do not replay.
    }
table-none-replay = { $skipped ->
        [1] Your one deal cannot be written: its record does not replay.
       *[other] None of your { NUMBER($skipped, useGrouping: 0) } deals can be written: their records do not replay.
    }
table-export-description = { $deals ->
        [one] { $deals } hand history
       *[other] { $deals } hand histories
    }, PHH format

table-left = You leave the table; { chips } { $n ->
        [one] goes
       *[other] go
    } back to your wallet.
table-left-season = You leave the table; { chips } { $n ->
        [one] goes
       *[other] go
    } back to your season chips, apart from your wallet.
table-sit-out = You sit out from the next deal.
table-back-in = You are back in from the next deal.

# A count of robots ($n).
table-robots = { $n ->
        [one] { $n } robot
       *[other] { $n } robots
    }
table-robots-sat = { table-robots } sat down.
table-robots-left = { table-robots } left.

## /poker during a deal: what waits for its end

table-stay-button = Stay at the table
table-stays = You stay at the table after all.
table-not-leaving = You were not leaving the table: nothing changes.
table-left-already = You have left the table already: /poker join sits you down again.
table-leaves-after = You leave the table when deal { NUMBER($deal, useGrouping: 0) } is over, and your chips go back to your wallet then. Changed your mind? Press { table-stay-button }, or type /poker join.
table-leaves-after-season = You leave the table when deal { NUMBER($deal, useGrouping: 0) } is over, and your chips go back to your season chips then. Changed your mind? Press { table-stay-button }, or type /poker join.
table-already-seated = You are at this table already, with { chips }.
table-already-seated-out = You sit out: /poker sitout brings you back in.
table-stays-instead = You stay at the table: you were to leave when deal { NUMBER($deal, useGrouping: 0) } is over.
table-robots-after = { table-robots } will sit down when deal { NUMBER($deal, useGrouping: 0) } is over.
table-robots-leave-after = { table-robots } will leave when deal { NUMBER($deal, useGrouping: 0) } is over.

## The table message's footer: what happens at the end of the deal, and what did

table-leaves-after-note = { $name } leaves after this deal
table-left-note = { $name } left the table
table-robots-due-note = { table-robots } will sit down after this deal
table-robots-sat-note = { table-robots } sat down
table-robots-refused-note = the robots asked for could not sit down: { $why }
# Said in the channel when an admin's reset closed its table; $done says what the reset did.
table-reset-by-admin = An admin reset this table. { $done }

## /poker history

table-history-head = Table { NUMBER($table, useGrouping: 0) }'s last deals (`/poker replay deal:N table:{ NUMBER($table, useGrouping: 0) }` opens one):
# How a deal ended, by the record's outcome (or that it was void).
table-history-void = void
table-history-showdown = showdown
table-history-uncontested = uncontested
table-history-no-one-came-in = no one came in
table-history-made-jackpot = made jackpot
table-history-not-opened = not opened
table-history-all-passed = all passed
# $what: how the deal ended (table-history-void, table-history-showdown…).
table-history-deal = Deal { NUMBER($number, useGrouping: 0) }: { $what } · sealed `{ $root }`
table-history-deal-won = Deal { NUMBER($number, useGrouping: 0) }: { $what }, won by { $winners } · sealed `{ $root }`

## The table message between deals

table-idle-invite = Press **Sit down** (or type `/poker join`) to sit down with 100 chips, in one step; the deal starts when two are seated.
table-idle-lessons = Your lessons: the robots take their seats, then the first lesson is dealt.
table-idle-tournament = A tournament's table: the tournament seats its players here, and the deals follow by themselves.
table-closed-title = This table is closed
table-closed-words = Nothing more is played at it: every chip at it has gone back (/poker start opens a new table).
# $game: the game's name (render-variety-…).
table-idle-title = A { $game } table (Foster's laws)
table-idle-title-freeze-out = A { $game } table, a freeze-out (Foster's laws)
# A deal's title at a freeze-out table: "Deal 3: an ordinary pool, a freeze-out".
table-freeze-out-title = { $title }, a freeze-out
table-idle-seat = **{ $name }**: { chips }
table-nobody-yet = nobody yet
table-waiting-jackpot = { chips } { $n ->
        [one] waits
       *[other] wait
    } for the next jack-pot
table-waiting-deal = { chips } { $n ->
        [one] waits
       *[other] wait
    } for the next deal
table-jackpot-before-new-game = { chips } { $n ->
        [one] waits
       *[other] wait
    } for the next jack-pot; { $game } begins once it is won

## The table's notes (the table message's footer)

table-new-game-waits-note = { $game } begins once this jack-pot is won (law 76)
table-dealt-note = deal { NUMBER($number, useGrouping: 0) }: sealed { $root }
table-first-jack = { $name } turned up { $card }: the first jack deals (law 2)
table-jackpot-again = a jack-pot again: nobody opened the last one
table-jackpot-again-fattened = a jack-pot again: nobody opened the last one, so everyone fattened it
# $reason: the engine's reason for the jack-pot.
table-jackpot-note = a jack-pot: { $reason }
# $action: what the clock did for him.
table-ran-out-of-time = { $name } ran out of time: { $action }
table-timed-out-twice = { $name } timed out twice and sits out from the next deal
table-takes-no-dms = { $name } does not take DMs: use the My hand button

## The show-down message

table-result-head = **Deal { NUMBER($number, useGrouping: 0) }**, the pool: { NUMBER($pool, useGrouping: 0) }
table-result-not-opened = Nobody opened: the jack-pot stays in the pool, and everyone fattens it next deal.
table-result-all-passed = Nobody bet: the pool stays for the next deal, and the buck antes again.
table-result-whangdoodle = Fours or better in a call: a whangdoodle! A round of jack-pots follows.
table-result-next-jackpot = The next deal is a jack-pot: { $reason }.
table-result-sealed = The shuffle was sealed by sha256 `{ $root }` when the deal began: `/poker replay deal:{ NUMBER($number, useGrouping: 0) } table:{ NUMBER($table, useGrouping: 0) }` opens it.
