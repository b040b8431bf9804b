## Exact odds in words: poker-bot odds and /odds (bot/text/odds.py).

# The hand classes, in Foster's words.
odds-class-high-card = no pair
odds-class-one-pair = one pair
odds-class-two-pair = two pairs
odds-class-three-of-a-kind = threes
odds-class-straight = straight
odds-class-flush = flush
odds-class-full-house = full hand
odds-class-four-of-a-kind = fours
odds-class-straight-flush = straight flush
odds-class-five-of-a-kind = fives
odds-class-blaze = blaze
odds-class-skip = skip
odds-class-little-dog = little dog (tiger)
odds-class-big-dog = big dog
odds-class-round-the-corner = round-the-corner straight

# The bobtails: four cards to a flush or a straight.
odds-kind-four-flush = four-flush
odds-kind-open-ended = four-straight open at both ends
odds-kind-one-ended = four-straight open at one end
odds-kind-inside = four-straight open in the middle

# Odds against an event, Foster's way: '254 to 1', one decimal when small.
odds-never = never
odds-certain = certain
odds-on = { NUMBER($odds, minimumFractionDigits: 1, maximumFractionDigits: 1) } to 1 on
odds-against-small = { NUMBER($odds, minimumFractionDigits: 1, maximumFractionDigits: 1) } to 1
odds-against = { $odds } to 1
odds-percent-2 = { NUMBER($share, minimumFractionDigits: 2, maximumFractionDigits: 2) }%
odds-percent-4 = { NUMBER($share, minimumFractionDigits: 4, maximumFractionDigits: 4) }%

# The tables' columns and rows.
odds-col-hand = hand
odds-col-count = count
odds-col-odds-against = odds against
odds-col-percent = percent
odds-col-final-hand = final hand
odds-col-draws = draws
odds-col-keep = keep
odds-col-draw = draw
odds-col-improves = improves
odds-col-expected = expected
odds-col-median = median final hand
odds-jacks-or-better = jacks or better
odds-bobtails = bobtails (below jacks)
odds-nothing = nothing

# $pack: the pack: standard, joker or ecarte.
odds-dealt-head = Five-card hands dealt from the { $pack ->
    [joker] joker
    [ecarte] ecarte
   *[standard] standard
} pack: { $total }
odds-dealt-note = (a hand may be both a four-flush and a four-straight; bobtails counts it once)
# $value: the hand's name as the evaluator says it.
odds-draw-hand = Hand { $cards } ({ $value })
odds-draw-keep = keep { $keep }, draw { NUMBER($drawn, useGrouping: 0) }: { $draws } possible draws
odds-improves = improves: { $improved } of { $draws } ({ $percent }, { $odds } against)
odds-beats = final hand beats a random pat hand: { $percent } on average
# $median: the median final hand's name.
odds-median = median final hand (average worth): { $median }
odds-advise-head = { $cards } ({ $value }): the 32 ways to draw, best first
odds-advise-note = expected: how often the final hand beats a random pat hand, on average (ties count half)
# A count in the tables, grouped ("2,598,960").
odds-count = { $n }
