## What `poker-bot play` (the terminal table, bot/text/play_words.py) says to the one player at it.

# The words he may type are the game's own, as the prompt reads them: the left column stays as it is.
play-help =
    Say what you do in the game's words:
      straddle | no            before the cards are seen
      come in [raise N]        put up the ante (the age and straddlers: make good)
      open N | stay [raise N]  in a jack-pot (open only with openers)
      see | raise N | pass     when raised before the draw
      draw 2 5 | draw Kd 3c    discard by position (1-5) or by card; "pat" stands pat
      bet N | call | raise N | drop (or fold) | check (if the house allows it)
      jackpot                  the age's law 36 choice
      pass                     straight and stud poker: before a bet, keeps your cards
      take | turn up | knock   whisky poker: the widow, and standing on your hand
      exchange 7c Kh           whisky poker: give up the 7c, take the Kh from the widow
      hand | table | help | quit (or q, or Ctrl-C)
play-first-help = Type help at any prompt for the words to use.
# A prompt: what he types follows it on the same line.
play-next-deal = Enter for the next deal, q to leave:{ " " }
play-next-deal-again = Press Enter for the next deal, or type q to leave.
# The question put to the player: the pool, and what he may do now ($options).
play-your-turn = Your turn. The pool holds { NUMBER($pool, useGrouping: 0) }. { $options }
# $stacks: each player's name and chips, as play-stack, joined by commas.
play-chips-line = Chips: { $stacks }
play-stack = { $name } { NUMBER($stack, useGrouping: 0) }
# Leaving in the middle of a deal: what is in the pool stays there.
play-not-played-out = Chips: { $stacks }; the pool of { NUMBER($pool, useGrouping: 0) } is not played out.
play-leaves-with = You leave the table with { chips }.
# What the player said is not among what the table offers now (the options follow it).
play-cannot-now = you cannot { $doing } now
