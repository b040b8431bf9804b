## /poker-admin show in words (bot/text/limit_words.py): the limits in force, grouped, each
## with a short meaning (at most 45 characters: the line stays on a phone's width).

limit-group-betting = Betting
limit-group-jackpots = Jack-pots
limit-group-hands = Hands and packs
limit-group-table = The table
limit-group-bot = The bot
# A limit added since, not grouped yet.
limit-group-other = Other

# Marks a rule set otherwise than in Foster's own game.
limit-not-fosters = ≠ Foster
limit-set-here = set here
limit-server-default = server default
# $marks: the marks above, each after a middle dot.
limit-line = `{ $name }` **{ $value }**: { $meaning }{ $marks }
limit-marked = Marked { limit-not-fosters }: not as in Foster's own game. Unmarked: Foster's, as his code has it.
limit-group = **{ $title }**

# Each limit's meaning: the words after its value.
limit-means-variety = the game dealt
limit-means-blind = the age's blind; the ante is twice it
limit-means-raise_limit = most a bet or raise may add
limit-means-straddles = a blind may be straddled
limit-means-straddle_cap = largest straddle (none: half the limit)
limit-means-jackpot_ante = each player's ante in a jack-pot
limit-means-betting = limit, progressive, table_stakes, freeze_out
limit-means-progressive_scheme = what a progressive raise doubles
limit-means-progressive_max_raises = raises per interval, progressive
limit-means-max_raises = a house cap on raises per interval
limit-means-checking = pass without dropping until a bet
limit-means-jackpot_after = a call showing this or better: jacks next
limit-means-whangdoodles = fours shown: a round of jack-pots
limit-means-straight_flush_premium = each pays a straight flush shown
limit-means-age_may_make_jackpot = law 36: the age may make a jack-pot
limit-means-progressive_jacks = queens, kings, aces after unopened deals
limit-means-bobtail_openers = a four-card flush or straight opens
limit-means-fattening = how an unopened jack-pot is fattened
limit-means-fatten_amount = chips each adds to fatten it
limit-means-buck = the buck makes a jack-pot on its deal
limit-means-all_jackpots = every deal a jack-pot
limit-means-jackpot_after_raise_out = an unseen raise: jacks next
limit-means-kitty = chips taken for the kitty
limit-means-kitty_min_class = least hand that pays the kitty
limit-means-freeze_out_stake = each player's stake in a freeze-out
limit-means-max_seats = seats at the table
limit-means-stud_raises = stud: raises allowed, not only see
limit-means-whisky_settlement = whisky: how the pool is settled
limit-means-whisky_rounds = whisky: rounds before the show
limit-means-pack = the pack dealt
limit-means-straights = straights and straight flushes count
limit-means-joker_two_pairs_over_threes = joker pack: two pairs beat threes
limit-means-extra_hands = hands beyond the usual ones
limit-means-extra_hand_ranking = where the extra hands rank
limit-means-turn_timeout = seconds to act before the laws act
limit-means-robots_allowed = robots may sit down
limit-means-card_style = cards as text, emoji or pictures
limit-means-table_picture = a picture of the table
limit-means-season_play = tables play for the season
limit-means-language = the language of the table's public words
limit-means-coach = who is coached
limit-means-tournaments_open = anyone may create a tournament
