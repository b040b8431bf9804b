## The end of a deal in words: the show-down message's lines and the show-down picture's
## description (bot/text/showdown_words.py). $names: the takers, listed; $pool: the pool's
## name (log.ftl, "the main pool"); $hand: the hand's name after "with" (hands.ftl, "three kings").

showdown-takes-back = { $names } takes back { NUMBER($chips, useGrouping: 0) } nobody called.
# Nobody else could win it: taken without a contest.
showdown-takes-uncontested = { $names } takes { $pool }, { NUMBER($chips, useGrouping: 0) }, that nobody else could win.
showdown-takes-without-showing = { $names } takes { $pool }, { NUMBER($chips, useGrouping: 0) }, without showing.
showdown-takes-with = { $names } takes { $pool }, { NUMBER($chips, useGrouping: 0) }, with { $hand }.
showdown-divide = { $names } divide { $pool }, { NUMBER($chips, useGrouping: 0) }, with { $hand }: { $shares }.
showdown-share = { $name } { NUMBER($chips, useGrouping: 0) }
showdown-kitty = The kitty takes { NUMBER($chips, useGrouping: 0) }.
# $paid and $pays: lists of showdown-paid and showdown-pays.
showdown-premium = Straight-flush premium: { $paid }; { $pays }.
showdown-paid = { $name } is paid { NUMBER($chips, useGrouping: 0) }
showdown-pays = { $name } pays { NUMBER($chips, useGrouping: 0) }
# Pools named with their chips already hold commas: two are joined so, more by semicolons
# ($rest: all but the last, joined by "; ").
showdown-both-two = { $first }, and { $second }
showdown-both-more = { $rest }; and { $last }
showdown-pool-chips = { $pool }, { NUMBER($chips, useGrouping: 0) }
# One taker's pools won with the same hand; $taken lists them.
showdown-takes-many = { $names } takes { $taken }, with { $hand }.
# $words: the hand's name.
showdown-shows = { $name } shows { $cards }: { $words }

## The show-down picture's description (its alt text)

showdown-took-back = back { NUMBER($chips, useGrouping: 0) } nobody called
showdown-description-head = Deal { NUMBER($number, useGrouping: 0) }, the show-down. The pool: { NUMBER($pool, useGrouping: 0) }.
# What one player showed and took; $taken, what he took (showdown-pool-chips, showdown-took-…).
showdown-seat-showed = { $name } showed { $cards }.
showdown-seat-showed-words = { $name } showed { $cards }, { $words }.
showdown-seat-showed-took = { $name } showed { $cards }, and took { $taken }.
showdown-seat-showed-words-took = { $name } showed { $cards }, { $words }, and took { $taken }.
showdown-seat-took-unshown = { $name } took { $taken }, without showing.
showdown-seat-nothing = { $name }.
showdown-refreshments = The worst hand pays { NUMBER($chips, useGrouping: 0) } for the refreshments.
