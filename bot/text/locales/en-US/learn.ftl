## The tutorial table's words (bot/text/learn_words.py): each lesson's title, what to watch
## for (.intro, before the deal) and what it showed (.outro, after it), in the game's words.

learn-lesson-blind = The blind and the straddle
    .intro = The player on the dealer's left is the age: he puts up one chip, the blind, before the cards are dealt. You sit on his left, so you may straddle: put up double the blind. Foster thought it seldom worth the cost, and the coach will say so; straddle this once to see what it does, then come in with your hand.
    .outro = The blind was put up, and you straddled it. Coming in now cost double your straddle, the ante: a straddle makes the deal dearer for everyone.
learn-lesson-coming-in = Coming in
    .intro = After the deal each player in turn, from the age's left, comes in (puts up the ante) or passes and is out. You deal, so you speak late. Your hand is worth playing: come in.
    .outro = You came in, and so did a robot. Only those who come in draw and play for the pool.
learn-lesson-the-draw = The draw
    .intro = You are the age this time, so you speak last before the draw and draw first. Come in, then keep your pair and draw three cards to it.
    .outro = You kept your pair and drew three, and made threes. Drawing to a pair is the commonest draw: keep what matches and throw the rest.
learn-lesson-betting = Betting after the draw
    .intro = After the draw the first player in on the age's left speaks first: you. You hold a hand that needs no draw, so stand pat, and bet when it is your turn after the draw.
    .outro = You bet and a robot met it. After the draw each player in turn calls, raises or drops; a bet nobody meets takes the pool at once.
learn-lesson-showdown = The show-down
    .intro = A robot will bet after the draw. Call him: when the last bet is called, the hands still in are shown and the best takes the pool.
    .outro = The bet was called, the hands were shown, and the best hand took the pool.
learn-lesson-jackpot = A jack-pot
    .intro = This deal is a jack-pot: everyone antes, and only a player holding a pair of jacks or better may open it. If nobody can, it stays in the pool for the next deal.
    .outro = Nobody could open the first deal, so everyone put in more chips to fatten it. Then you opened it with your openers and played for the whole pool.
learn-lesson-kitty = The kitty
    .intro = This channel keeps a kitty: a pool won with a good hand shown in a call pays it a few chips. Play your hand to a call.
    .outro = Your hand was shown in a call, so the pool paid the kitty its chips.

learn-intro = **Lesson { NUMBER($number, useGrouping: 0) } of { NUMBER($total, useGrouping: 0) }: { $title }.** { $intro }
# After a lesson's last deal, when it went another way than the lesson meant.
learn-other-way = That deal went another way than the lesson meant. No matter: on to the next.
learn-course-done = That is the course. The deals from now on are shuffled as at any table: play on as long as you like, and leave when you are done.

## /poker learn on Discord.

learn-thread-name = Lessons for { $name }
learn-not-in-a-thread = Type /poker learn in a text channel, not in a thread.
learn-text-channel-only = Type /poker learn in a server's text channel.
learn-not-your-lessons = This table is someone's lessons: only he and the robots sit here. Type /poker learn for yours.
learn-no-thread-rights = I cannot open your lesson thread: I need Create Private Threads, Manage Threads and Send Messages in Threads here. Ask an admin.
# $thread: the lesson thread's mention.
learn-welcome-back = Welcome back: your lessons go on in { $thread }.
learn-opened = Your lessons are in { $thread }: three robots and the coach are waiting there.
learn-already-open = Your lessons are already open in { $thread }.
learn-welcome = { $mention }, welcome to Foster's draw poker. The chips here are play chips: your wallet is not touched. The coach writes to you by DM at each of your turns, and reviews each deal as it ends; My hand asks it again. Type /poker leave to close this thread; /poker learn later takes you back to your lesson.
learn-left = Your lessons are closed. Type /poker learn to go on where you stopped.
