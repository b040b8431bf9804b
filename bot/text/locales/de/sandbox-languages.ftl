## Was ein Spieler beim Kauf tat, ihm über seinem neuen Blatt gesagt ($did von
## click-after-your-draw; bot/text/click_words.py). $n: wie viele Karten er abwarf; keine: er bleibt stehen.

click-you-drew = { $n ->
        [0] bleibst stehen
        [one] kaufst eine Karte
       *[other] kaufst { NUMBER($n, useGrouping: 0) } Karten
    }
