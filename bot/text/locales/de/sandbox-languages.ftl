## Was ein Spieler beim Kauf tat, ihm über seinem neuen Blatt gesagt ($did von
## click-after-your-draw; bot/text/click_words.py). $n: wie viele Karten er abwarf; keine: er bleibt stehen.

click-you-drew = { $n ->
        [0] bleibst stehen
        [one] kaufst eine Karte
       *[other] kaufst { NUMBER($n, useGrouping: 0) } Karten
    }

## Der Titel des Bildes vom Aufdecken (bot/text/table_picture.py, showdown_title): das Spiel,
## sein Pott, und die Chips der Hauskasse, wenn sie welche nahm.
showdown-picture-title = Spiel { NUMBER($number, useGrouping: 0) }   Pott { NUMBER($pool, useGrouping: 0) }
showdown-picture-title-kitty = Spiel { NUMBER($number, useGrouping: 0) }   Pott { NUMBER($pool, useGrouping: 0) }   Hauskasse { NUMBER($kitty, useGrouping: 0) }
