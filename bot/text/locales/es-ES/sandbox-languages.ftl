## Lo que hizo un jugador en su cambio, dicho a él sobre su jugada nueva ($did de
## click-after-your-draw; bot/text/click_words.py). $n: cuántas cartas descartó; ninguna, servido.

click-you-drew = { $n ->
        [0] Te sirves
        [one] Cambias una carta
       *[other] Cambias { NUMBER($n, useGrouping: 0) } cartas
    }
