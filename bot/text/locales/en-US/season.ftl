## The words of seasons (bot/text/season_words.py): /poker-admin season and /poker season.

season-name = Season { NUMBER($number, useGrouping: 0) }
season-name-named = Season { NUMBER($number, useGrouping: 0) }: { $name }
season-apart = Season chips are worth nothing outside the season: none go back to wallets, and wallets were never touched.

# A member's line on the board; $net is how far up or down he is.
season-line = { $who }: { $net } ({ deals })
season-line-placed = **{ NUMBER($place, useGrouping: 0) }.** { $who }: { $net } ({ deals })

season-board-title = { $season } (leaderboard)
season-final-title = { $season } (final standings)

season-running = Started { $started }, still running.
season-ended-on = Started { $started }, ended { $ended }.
# $deals is the least a member plays to be ranked.
season-reserve = Reserve { $reserve } season chips each; ranked by chips won, with at least { deals }.
season-nobody-played = Nobody has played a season deal yet.
season-more-ranked = …and { NUMBER($more, useGrouping: 0) } more ranked.
season-nobody-ranked-yet = Nobody has played { deals } yet, so nobody is ranked.
season-not-ranked = **Not ranked** (fewer than { deals }):
season-not-ranked-yet = **Not ranked yet** (fewer than { deals }):
season-more = …and { NUMBER($more, useGrouping: 0) } more.

season-started = { $season } has begun. Each member who sits at a season table gets { $reserve } season chips, once; nobody can buy more. A member needs { deals } to be ranked. Tables play for the season in channels whose `season_play` limit is on (/poker-admin limits season_play true).
# $first is season-first or season-nobody-first; $apart is season-apart.
season-ended = { $season } is over; its final standings are kept (/poker season number:{ NUMBER($number, useGrouping: 0) }). { $first } { $apart } Season tables still open should be closed (/poker stop).
# $who: the members placed first, joined by season-and.
season-first = First: { $who }, { $net }.
season-nobody-first = Nobody was ranked.
season-and = { $first } and { $then }

season-opened-for = The table is open for { $season }: seats take season chips, not the wallet's ({ $reserve } to each member, once). Press { seat-sit-down-button } on the table, or type /poker join.
season-none-played = No season has been played here. Start one with /poker-admin season start.
season-none-running = No season is running. The last was { $season } (/poker season number:{ NUMBER($number, useGrouping: 0) }). Start one with /poker-admin season start.

# The answers' titles.
season-started-title = Season started
season-ended-title = Season ended
season-showing-title = The season
