## The engine's refusals (engine/errors.py, a refusal's `reason`), said by
## bot/text/engine_refusal_words.py. English's are the engine's words exactly.
## $kind: an action (engine-refusals-kind-…); $kinds: the actions allowed, listed.

engine-refusals-kind-straddle = straddle
engine-refusals-kind-decline_straddle = decline straddle
engine-refusals-kind-come_in = come in
engine-refusals-kind-make_jackpot = make jackpot
engine-refusals-kind-open = open
engine-refusals-kind-stay = stay
engine-refusals-kind-see = see
engine-refusals-kind-raise = raise
engine-refusals-kind-bet = bet
engine-refusals-kind-call = call
engine-refusals-kind-check = check
engine-refusals-kind-pass = pass
engine-refusals-kind-draw = draw
engine-refusals-kind-take_widow = take widow
engine-refusals-kind-turn_up = turn up
engine-refusals-kind-exchange = exchange
engine-refusals-kind-knock = knock
engine-refusals-nothing = nothing
# $rank: the openers' rank (engine-refusals-rank-…).
engine-refusals-rank-jacks = jacks
engine-refusals-rank-queens = queens
engine-refusals-rank-kings = kings
engine-refusals-rank-aces = aces

# Whose turn it is; $player and $to_act are players' names.
engine-refusals-deal-over = this deal is over
engine-refusals-nobody-to-act = nobody is to act now
engine-refusals-not-that-seats-turn = it is not that seat's turn: { $to_act } is to act
engine-refusals-not-your-turn = it is not { $player }'s turn: { $to_act } is to act
engine-refusals-wrong-action = you cannot { $kind } now; you may: { $kinds }

# What an action is made of; $typed is what the member typed, quoted.
engine-refusals-not-an-action = { $typed } is not an action
engine-refusals-not-an-action-at-all = that is not an action
engine-refusals-draw-not-an-amount = a draw names the cards thrown away, not an amount
engine-refusals-exchange-not-an-amount = an exchange names two cards, one of yours and one of the widow's, not an amount
engine-refusals-say-how-many = { $kind }: say how many chips
engine-refusals-takes-no-amount = { $kind }: takes no amount
engine-refusals-shape-seat = { $kind }: that is no seat at this table
engine-refusals-shape-amount = { $kind }: the amount is a whole number of chips
engine-refusals-shape-raise = { $kind }: the raise is a whole number of chips
engine-refusals-shape-discards = { $kind }: name the cards thrown away
engine-refusals-shape-exchange = { $kind }: name one card of yours and one of the widow's

# Betting: amounts in chips.
engine-refusals-raise-negative = a raise cannot be negative
engine-refusals-raise-at-least-one = a raise must be at least 1
engine-refusals-above-limit = { $raise_by } is above the limit: the most you may raise now is { $most }
engine-refusals-bet-range = you may bet 1 to { $most }, not { $amount }
engine-refusals-no-raise-no-chips = no raise is allowed now: you have no chips beyond the call
engine-refusals-no-raise-progressive = no raise is allowed now: the { $made ->
    [one] { $made } raise of the progressive limit is made
   *[other] { $made } raises of the progressive limit are made
}
engine-refusals-no-raise-house = no raise is allowed now: the house allows { $most ->
    [one] { $most } raise
   *[other] { $most } raises
}
engine-refusals-no-raise-nobody-sees = no raise is allowed now: nobody left can see a raise

# The straddle and the ante (engine/ante.py), the jack-pot's opening (engine/jackpot.py).
engine-refusals-only-straddle = you may only straddle or decline to straddle now
engine-refusals-make-jackpot-age = only the age, with exactly one player in and no raise or straddle, may make it a jack-pot (law 36)
# $bobtail: "yes" where a four-card flush or straight opens too.
engine-refusals-no-openers = you do not hold openers ({ $rank } or better{ $bobtail ->
    [yes] , or a four-card flush or straight
   *[no] {""}
})
engine-refusals-open-range = you may open for 1 to { $most }, not { $amount }

# The draw and the widow; $card and $cards are cards as the engine writes them ("Kh").
engine-refusals-discard-at-most-five = you may discard at most five cards, not { $n }
engine-refusals-discarded-twice = the same card is discarded twice
engine-refusals-cards-not-in-hand = { $cards } { $n ->
    [one] is
   *[other] are
} not in your hand
engine-refusals-split-openers = the opener may not split his openers (law 73): keep the cards you opened on
engine-refusals-card-not-in-hand = { $card } is not in your hand
engine-refusals-card-not-in-widow = { $card } is not in the widow

# The odds of a hand (engine/odds.py). $part: "hand" or "dead" (the dead cards); $pack: the
# pack's kind; $n and $drawn: counts of cards.
engine-refusals-odds-joker-not-in-pack = { $part ->
    [hand] hand
   *[dead] dead cards
}: the joker (Jo) is only in the joker pack
engine-refusals-odds-not-in-pack = { $part ->
    [hand] hand
   *[dead] dead cards
}: { $card } is not in the { $pack ->
    [joker] 53-card pack with the joker
    [ecarte] 32-card ecarte pack (sevens and up)
   *[standard] standard 52-card pack
}
engine-refusals-odds-five-cards = a hand is five cards, not { $n }
engine-refusals-odds-hand-twice = the hand holds the same card twice
engine-refusals-odds-dead-twice = a dead card is given twice
engine-refusals-odds-dead-in-hand = { $card } is in the hand, so it cannot also be dead
engine-refusals-odds-kept-not-in-hand = { $card } is kept but is not in the hand
engine-refusals-odds-too-few = only { $n ->
    [one] { $n } card
   *[other] { $n } cards
} left to draw { $drawn } from

# Cards typed (engine/cards.py). $typed: what was typed, quoted; $part: "rank" or "suit";
# $problems: each token's own refusal, listed; $more: how many more were not cards. The cards
# shown as examples are written as the member types them, in every language.
engine-refusals-card-empty = empty card
engine-refusals-card-unread = { $typed } is not a card ({ $part ->
    [rank] rank
   *[suit] suit
} not understood)
engine-refusals-card-twice = { $card } is given twice
engine-refusals-cards-unread = { $problems }{ $more ->
    [0] {""}
    [one] ; and { NUMBER($more, useGrouping: 1) } more that is not a card
   *[other] ; and { NUMBER($more, useGrouping: 1) } more that are not cards
}: write rank then suit, like {"As"}, {"Kd"}, {"Th"} or {"10h"}, {"9c"}, {"2s"}, or {"Jo"} for the joker
# A card refusal for one of a command's options; $where: its name, as typed in every language
# (hand, keep).
engine-refusals-cards-held-in = { $where ->
    [hand] hand
    [keep] keep
   *[other] { $where }
}: { $problems }
