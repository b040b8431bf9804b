## A hand's name, in Foster's words (bot/text/hand_words.py): the engine's own English
## (engine/hands.py, HandName.words), word for word. $rank: a rank's name (hand-rank-…);
## $ranks, $over: ranks' plural (.plural); $high: a rank as "… high" says it (.high).
## Each name's .with is the form after "with" (German's dative); here the same.

hand-rank-deuce = deuce
    .plural = deuces
    .high = deuce
hand-rank-trey = trey
    .plural = treys
    .high = trey
hand-rank-four = four
    .plural = fours
    .high = four
hand-rank-five = five
    .plural = fives
    .high = five
hand-rank-six = six
    .plural = sixes
    .high = six
hand-rank-seven = seven
    .plural = sevens
    .high = seven
hand-rank-eight = eight
    .plural = eights
    .high = eight
hand-rank-nine = nine
    .plural = nines
    .high = nine
hand-rank-ten = ten
    .plural = tens
    .high = ten
hand-rank-jack = jack
    .plural = jacks
    .high = jack
hand-rank-queen = queen
    .plural = queens
    .high = queen
hand-rank-king = king
    .plural = kings
    .high = king
hand-rank-ace = ace
    .plural = aces
    .high = ace

hand-nothing = nothing
    .with = nothing
hand-high-card = { $rank } high
    .with = { $rank } high
hand-one-pair = a pair of { $ranks }
    .with = a pair of { $ranks }
hand-two-pair = two pairs, { $ranks } up
    .with = two pairs, { $ranks } up
hand-three-of-a-kind = three { $ranks }
    .with = three { $ranks }
hand-straight = a straight, { $high } high
    .with = a straight, { $high } high
hand-flush = a flush, { $high } high
    .with = a flush, { $high } high
hand-full-house = a full hand, { $ranks } full of { $over }
    .with = a full hand, { $ranks } full of { $over }
hand-four-of-a-kind = four { $ranks }
    .with = four { $ranks }
hand-straight-flush = a straight flush, { $high } high
    .with = a straight flush, { $high } high
hand-royal-flush = a royal flush
    .with = a royal flush
hand-five-of-a-kind = five { $ranks }
    .with = five { $ranks }
hand-blaze = a blaze, { $ranks } and { $over }
    .with = a blaze, { $ranks } and { $over }
hand-skip = a skip, { $high } high
    .with = a skip, { $high } high
hand-little-dog = a little dog (tiger)
    .with = a little dog (tiger)
hand-big-dog = a big dog
    .with = a big dog
# $rank: the run's first card, $to: its last.
hand-round-the-corner = a round-the-corner straight, { $rank } to { $to }
    .with = a round-the-corner straight, { $rank } to { $to }
# $hand: the name above, said with the joker in it.
hand-with-joker = { $hand }, with the joker
