## The words on the table's picture, and its description, the alt text (bot/text/table_picture.py).

# The letters on the discs by a seat: the dealer's button, and a mark where its word has no room.
table-picture-letter-dealer = D
table-picture-letter-age = A
table-picture-letter-opener = O
table-picture-letter-buck = B
table-picture-letter-knocked = K
table-picture-letter-straddle = S

# A seat's state, on its cards.
table-picture-state-not-dealt = not dealt
table-picture-state-dropped = dropped
table-picture-state-passed = passed
table-picture-state-sight = sight
# In the description: a seat that went in on a sight.
table-picture-called-a-sight = called a sight
table-picture-stood-pat = stood pat
table-picture-drew = drew { NUMBER($n, useGrouping: 0) }
# $chips: as the picture writes chips in five characters ("12345", "123k", "1.2M").
table-picture-wins = wins { $chips }
table-picture-takes-back = takes back { $chips }
table-picture-plus = +{ $chips }
# A seat's state and its draw: "passed · drew 3".
table-picture-state-drew = { $state } · { $drew }
table-picture-thousands = { NUMBER($n, useGrouping: 0, maximumFractionDigits: 1) }k
table-picture-millions = { NUMBER($n, useGrouping: 0, maximumFractionDigits: 1) }M
table-picture-billions = { NUMBER($n, useGrouping: 0, maximumFractionDigits: 1) }B
# A seat's name where its player's cannot be drawn.
table-picture-seat = seat { NUMBER($seat, useGrouping: 0) }
table-picture-title = Deal { NUMBER($number, useGrouping: 0) }
# A jack-pot nobody opened before stays, fattened (law 76).
table-picture-fattened = fattened: { NUMBER($chips, useGrouping: 0) } carried over
table-picture-pool = pool { NUMBER($chips, useGrouping: 0) }
# Beneath the whole pool: how much of it lies in side pools ($pools, listed).
table-picture-side-pools = of it, { $count ->
        [one] side pool
       *[other] side pools
    } { $pools }
table-picture-to-say = { $name } to say
table-picture-widow = widow

## The description (alt text)

table-picture-jackpot-fattened = The jack-pot is fattened: { NUMBER($chips, useGrouping: 0) } carried over.
table-picture-side-pools-sentence = Of it, { $count ->
        [one] side pool
       *[other] side pools
    } { $pools }.
table-picture-to-say-sentence = { $name } to say.
# A player with his marks ("dealer, age").
table-picture-marked = { $name } ({ $marks })
table-picture-put = { NUMBER($chips, useGrouping: 0) } in the pool
table-picture-showed = showed { $cards }
table-picture-showing = showing { $cards }
# One seat: who, then what is said of him ($bits, listed).
table-picture-seat-sentence = { $who }: { $bits }.
table-picture-widow-up = The widow: { $cards }.
table-picture-widow-down = The widow lies face down.
