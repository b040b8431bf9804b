## What a player did at his draw, said to him above his new hand (click-after-your-draw's
## $did; bot/text/click_words.py). $n: how many cards he threw away, none standing pat.

click-you-drew = { $n ->
        [0] stand pat
       *[other] draw { NUMBER($n, useGrouping: 0) }
    }
