## Lo que hizo un jugador en su cambio, dicho a él sobre su jugada nueva ($did de
## click-after-your-draw; bot/text/click_words.py). $n: cuántas cartas descartó; ninguna, servido.

click-you-drew = { $n ->
        [0] Te sirves
        [one] Cambias una carta
       *[other] Cambias { NUMBER($n, useGrouping: 0) } cartas
    }

## El título del dibujo de la enseñada (bot/text/table_picture.py, showdown_title): el reparto,
## su pozo, y las fichas de la caja cuando se llevó algunas.
showdown-picture-title = Reparto { NUMBER($number, useGrouping: 0) }   pozo { NUMBER($pool, useGrouping: 0) }
showdown-picture-title-kitty = Reparto { NUMBER($number, useGrouping: 0) }   pozo { NUMBER($pool, useGrouping: 0) }   caja { NUMBER($kitty, useGrouping: 0) }
