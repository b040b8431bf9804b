## What a player did at his draw, said to him above his new hand (click-after-your-draw's
## $did; bot/text/click_words.py). $n: how many cards he threw away, none standing pat.

click-you-drew = { $n ->
        [0] stand pat
       *[other] draw { NUMBER($n, useGrouping: 0) }
    }

## The show-down picture's title (bot/text/table_picture.py, showdown_title): the deal, its
## pool, and the kitty's chips when it took some.
showdown-picture-title = Deal { NUMBER($number, useGrouping: 0) }   pool { NUMBER($pool, useGrouping: 0) }
showdown-picture-title-kitty = Deal { NUMBER($number, useGrouping: 0) }   pool { NUMBER($pool, useGrouping: 0) }   kitty { NUMBER($kitty, useGrouping: 0) }
