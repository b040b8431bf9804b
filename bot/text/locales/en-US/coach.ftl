## The coach's words (bot/text/coach_words.py): what Foster would do in a member's seat and
## why, and the review after the deal. They name no card but the member's own and those shown.

## Each robot rule's sentence, said with the facts it was applied on: $hand (his hand), $need,
## $good and $fair (hands), $price and $pool (chips), $opponents, $still_to_speak, $beats_percent,
## $stand_on and $better. The code makes its first letter a capital.

coach-why-no-straddle = the straddle buys only the last say before the draw, and that is seldom worth its cost
coach-why-straddle = a straddle is a poor bargain, but a free player takes one now and then
coach-why-no-openers = only { $need } or better may open, and you hold { $hand }
coach-why-cannot-open = you hold { $hand }, enough to open, but no opening is offered to you now
coach-why-wait-to-open = with { $still_to_speak } still to speak after you, a careful player holds back anything below { $need }; you hold { $hand }
coach-why-open = you hold { $hand }, enough to open
coach-why-open-bobtail = four to a flush or a straight opens at this table: open on them, and keep them at the draw
coach-why-make-jackpot = with { $hand } you have nothing to play, and a jack-pot gives everyone a fresh chance; players do this now and then
coach-why-come-in-raise = { $hand } is strong before the draw: raise and make the weak hands pay to draw against you
coach-why-come-in-pair = { $hand } is worth drawing to: { $need } or better is Foster's mark
coach-why-come-in-cheap = { $hand } is below { $need }, but { $price } to win a pool of { $pool } is cheap enough
coach-why-come-in-any-pair = { $hand } is below { $need }, but a free player comes in on any pair
coach-why-come-in-bobtail = four to a flush or an open straight is worth { $price } against a pool of { $pool }
coach-why-come-in-inside = four to a straight that only one rank fills is a long chance, but { $price } against a pool of { $pool } is cheap enough to draw to it
coach-why-come-in-flier = { $hand } is not worth the price, but a free player takes a flier now and then
coach-why-pass-weak = come in on { $need } or better, or on less only when it is cheap; you hold { $hand }, and passing costs nothing
coach-why-raise-back = { $hand } is strong enough to raise again, though not every time
coach-why-see-raise = { $hand } is worth { $price } more against a pool of { $pool }
coach-why-see-bobtail = four to a flush or an open straight is worth { $price } more against { $pool }
coach-why-see-inside = four to a straight that only one rank fills is a long chance, but { $price } more against { $pool } is cheap enough
coach-why-drop-raise = { $hand } is not worth { $price } more to draw to
coach-why-stand-pat = { $hand } is made: draw nothing
coach-why-keep-openers = the opener must keep his openers, { $need } or better: keep them and draw to them
coach-why-keep-bobtail = you opened on four to a flush or a straight: keep the four and draw one
coach-why-draw-to-pairs = keep what matches in { $hand } and draw to it
coach-why-draw-to-four = four to a flush or an open straight is the better draw
coach-why-draw-to-inside = draw one to the four of a straight, though only one rank fills it
coach-why-draw-to-high = with no pair, keep an ace or a king and draw to it
coach-why-draw-five = nothing is worth keeping: draw five
coach-why-bet-good = against { $opponents } you are likely best with { $hand }: { $good } or better is worth a bet
coach-why-bluff = { $hand } will not win a show-down, but a bet now and then on nothing keeps the others from reading you
coach-why-bet-fair = { $hand } is fair but not strong: a small bet
coach-why-check-weak = { $hand } is below { $good }, so put nothing in unless you must
coach-why-cannot-bet = { $hand } is worth a bet, but no bet is offered to you now
coach-why-raise-strong = { $hand } is a flush or better: raise, though not every time
coach-why-call-good = { $hand } is { $good } or better against { $opponents }: call
coach-why-call-price = { $hand } is fair, and { $price } to win { $pool } is a fair price
coach-why-drop-price = { $hand } is fair, but { $price } to win { $pool } is too dear: let it go
coach-why-drop-weak = { $hand } is below { $fair }: let it go
coach-why-straight-bet = { $hand } beats { $beats_percent } of dealt hands, likely the best of { $opponents }: bet
coach-why-straight-bluff = { $hand } is weak, but in straight poker a bet on nothing wins its share
coach-why-straight-pass = { $hand } is not likely the best against { $opponents }: pass
coach-why-straight-raise = { $hand } is likely ahead of the bettor: raise, though not every time
coach-why-straight-call = { $hand } has a fair chance against the bet at a price of { $price }
coach-why-straight-drop = { $hand } is too likely beaten for a price of { $price }
coach-why-stud-bet = { $hand } beats every board showing: bet
coach-why-stud-bluff = your up-cards look best, and a bet now and then on them alone pays
coach-why-stud-pass = { $hand } is not clearly best, and passing costs nothing
coach-why-stud-chase = behind only on the size of the cards, with cards to come, a cheap call is fair
coach-why-stud-beaten = a board showing beats { $hand }: let it go
coach-why-stud-raise = { $hand } beats every board by a class: raise, though not every time
coach-why-stud-call = { $hand } is not beaten on the board and the price of { $price } is fair
coach-why-stud-drop = { $hand } is not worth { $price } here
coach-why-whisky-knock = { $hand } is good enough to stand on ({ $stand_on } or better): knock
coach-why-whisky-take-blind = { $hand } is below a pair: the unseen widow is likely better
coach-why-whisky-turn-up = { $hand } is worth more than an unseen widow
coach-why-whisky-improve = a card from the widow makes { $hand } into { $better }
coach-why-whisky-stand = nothing in the widow improves { $hand }: stand on it
coach-why-whisky-trade = nothing in the widow betters { $hand }, and it is too weak to stand on yet: trade a card and wait
coach-why-whisky-keep = nothing better is to be had: keep { $hand }

# The rule, after the chapter of Foster's it comes from.
coach-reason = Foster ({ $chapter }): { $said }.

# What the coach would do, said to the member ($cards his discards, in symbols).
coach-stand-pat = stand pat
coach-throw = throw { $cards } and draw { NUMBER($n, useGrouping: 0) }
coach-give = give { $give } for { $take } from the widow
# What he chose and what Foster would do: $what is the action, as coach-stand-pat or the game's words.
coach-chose = chose to { $what }
coach-would = would { $what }
# The one refusal: declining the straddle.
coach-chose-not-to-straddle = chose not to straddle
coach-would-not-straddle = would not straddle

# A draw's chance of improving: $pct in percents, one decimal.
coach-chance = { NUMBER($pct, minimumFractionDigits: 1, maximumFractionDigits: 1, useGrouping: 0) }% of the time ({ $numerator } in { $denominator })
coach-by-chance = This goes by chance: a robot in your seat would { $what } this time.
# $would is coach-would.
coach-foster-would = Foster { $would }.
# $n cards drawn (0: standing pat); $chance and $asked are coach-chance.
coach-draw-chance = { $n ->
    [0] Standing pat
   *[other] Drawing { $n }
} improves your hand { $chance }.
coach-draw-chance-asked = { $n ->
    [0] Standing pat
   *[other] Drawing { $n }
} improves your hand { $chance }; the draw you ask about, { $asked }.
coach-if-you-play = If you play, { $n ->
    [0] standing pat
   *[other] drawing { $n }
} improves your hand { $chance }.
coach-if-you-play-asked = If you play, { $n ->
    [0] standing pat
   *[other] drawing { $n }
} improves your hand { $chance }; the draw you ask about, { $asked }.

# After his own draw.
coach-your-draw = Your draw of { $n } improves your hand { $chance }.
coach-you-stand-pat = You stand pat: your hand stays as it is.
coach-same-draw = Foster would have drawn the same.
coach-foster-draw = Foster would { $what }: { $chance }.

# The review after the deal. $where says which deal (coach-where), in a DM that must.
coach-review-none = The coach's review: you made no decisions in this deal.
coach-review-none-where = The coach's review { $where }: you made no decisions in this deal.
coach-review-heading = **The coach's review**
coach-review-heading-where = **The coach's review** { $where }
# $chose is coach-chose or coach-chose-not-to-straddle, $would coach-would, $reason coach-reason;
# $chance is yes when the robots' rule goes by chance.
coach-review-agreed = - You { $chose }, as Foster would.
coach-review-asked = - You { $chose }, as the lesson asked. In a game of your own, Foster { $would }{ $chance ->
    [yes] { " " }(by chance)
   *[no] {""}
}. { $reason }
coach-review-differs = - You { $chose }; Foster { $would }{ $chance ->
    [yes] { " " }(by chance)
   *[no] {""}
}. { $reason }
# $shown: each player's cards as coach-shown-hand, joined by semicolons.
coach-review-shown = Shown at the end: { $shown }.
coach-shown-hand = { $name }: { $cards }

# The lesson's own step, after "The lesson asks you to", by the kind of action its hint names.
coach-asks-straddle = straddle this time, to see what it does
coach-asks-decline-straddle = decline the straddle
coach-asks-come-in = come in
coach-asks-open = open
coach-asks-see = see the raise
coach-asks-bet = bet
coach-asks-call = call
coach-asks-pass = pass
coach-asks-keep = keep { $cards } and draw { NUMBER($n, useGrouping: 0) }

# Which deal a DM is about; $channel is the channel's mention.
coach-where = of deal { NUMBER($number, useGrouping: 0) } at { $channel }
# The coach's DM at the learner's turn: $advice is the advice's sentences.
coach-turn = **Your turn in deal { NUMBER($number, useGrouping: 0) }** at { $channel }. { $advice }
coach-lesson-asks = The lesson asks you to { $asks }.

# /poker coach, and the Coach button's answers.
coach-on = The coach is on. When it is your turn, My hand says what Foster would do and why, and its Coach button asks again; after each deal you get a short review.
coach-off = The coach is off.
coach-off-here = The coach is off for you, but this channel coaches everyone at its table.
coach-not-your-turn = The coach speaks when it is your turn.

# A rule's facts in words.
coach-opponents = { $n ->
    [one] one other
   *[other] { $n } others
}
coach-percent = { NUMBER($pct, useGrouping: 0) }%
