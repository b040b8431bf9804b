## Lo que lee un miembro al pulsar un botón de una mesa o elegir en uno de sus selectores
## (bot/text/click_words.py).

click-no-longer-works = Ese botón ya no funciona (es de un mensaje antiguo). Usa el mensaje de la mesa más reciente; /poker table lo vuelve a publicar.

# Un clic para un turno que no era el suyo, con las palabras de lo pulsado: $who es el jugador que
# habla, $deal el reparto para el que era el botón o la lista.
click-not-dealt-in = No tienes cartas en esta mesa.
click-turn-gone = Ese turno ya pasó; la mesa ha seguido.
click-button-deal-over = Ese botón era del reparto { NUMBER($deal, useGrouping: 0) }, que ya terminó.
click-button-turn-over = Ese botón es de un turno anterior; la mesa ha seguido.
click-button-not-your-turn = No te toca: habla { $who }.
click-amount-deal-over = Esa lista de cantidades era del reparto { NUMBER($deal, useGrouping: 0) }, que ya terminó.
click-exchange-deal-over = Esa lista de cambios era del reparto { NUMBER($deal, useGrouping: 0) }, que ya terminó.
click-draw-deal-over = Esa lista de cartas para descartar era del reparto { NUMBER($deal, useGrouping: 0) }, que ya terminó.
click-draw-not-now = Ahora no te toca cambiar; vuelve a elegir cuando te toque.

# La pregunta del selector de cantidades, según la opción para la que elige.
click-how-much-raise = ¿Cuánto subes?
click-how-much-bet = ¿Cuánto apuestas?
click-how-much-open = ¿Con cuánto abres?
click-how-much-come-in = ¿Cuánto subes al entrar?
click-how-much-stay = ¿Cuánto subes al seguir?

click-no-raise = Ahora no se puede subir.
# Cómo se llama una cantidad escrita en su negativa ("cantidad: un número entero de 1 a 86, …").
click-amount-field = cantidad
click-pick-an-amount = Elige una de las cantidades de la lista.
click-pick-your-discards = Elige las cartas que descartas entre las de tu jugada.
click-keep-your-openers = Abriste este bote de jotas, así que no puedes romper la apertura (ley 73): guarda cartas que sigan dando para abrir y vuelve a elegir.
click-pick-an-exchange = Elige de la lista una de tus cartas y una de la viuda.
click-not-dealt-yet = Todavía no se han repartido las cartas.
click-take-the-widow = Tomas la viuda.
click-discard-prompt = Elige las cartas que descartas (ninguna para servirte).
click-exchange-prompt = Elige una carta que das y una de la viuda que tomas.

# Una cantidad del selector, como la dicen los jugadores.
click-amount = { $amount }
click-amount-all-in = { $amount } (con todo)
click-amount-pool = { $amount } (el pozo)
click-amount-half-pool = { $amount } (medio pozo)
# La última opción del selector, que abre un formulario para escribir la cantidad que quieras.
click-type-between = Escribe una cantidad (de { $least } a { $most })…
# El recuadro del formulario para escribir una cantidad (45 caracteres como mucho).
click-form-range = De { $least } a { $most }

# Solo lo sabe él: la mesa le ofreció Abrir como a cualquiera.
click-no-openers = No puedes abrir: no tienes apertura ({ $openers }). Pasa, y aún podrás entrar si otro abre.
click-does-nothing-now = ese botón ({ $verb }) ahora no hace nada
click-your-hand = Tu jugada: **{ $cards }**
# $said: la frase que dice lo que hizo.
click-hand-now = { $said } Tu jugada ahora: **{ $cards }**
# $words: lo que hizo, como lo dice el motor ("se sirve").
click-you-did = Tú: { $words }.
click-exchanged = Das { $given } y tomas { $taken }.
# Una opción del selector de cambios del póquer del whisky.
click-give-and-take = Da { $given }, toma { $taken }

## La jugada de un jugador por MD

click-draw-here = Cuando te toque cambiar, elige aquí o en Mi jugada las cartas que descartas.
click-after-your-draw = **Tú { $did }.**
    { $hand }
# $channel: el canal de la mesa, que Discord escribe con su nombre.
click-dm-stud = Reparto { NUMBER($number, useGrouping: 0) }, mesa <#{ $channel }>: Tu carta tapada: **{ $down }** (boca arriba: { $up })
click-dm-drawn = Reparto { NUMBER($number, useGrouping: 0) }, mesa <#{ $channel }>: Tu jugada tras el cambio: **{ $cards }**
click-dm-whisky =
    Reparto { NUMBER($number, useGrouping: 0) }, mesa <#{ $channel }>: Tu jugada: **{ $cards }**
    Juega desde el mensaje de la mesa; allí, Mi jugada enseña tus cartas según cambian.
click-dm-hand = Reparto { NUMBER($number, useGrouping: 0) }, mesa <#{ $channel }>: Tu jugada: **{ $cards }**

click-type-again-button = Volver a escribir
# Una cantidad escrita rechazada: $why, lo que estaba mal; $deadline, cuándo se acaba su turno
# (Discord lo cuenta hacia atrás mientras lee).
click-typed-wrong = { $why }. Pulsa { click-type-again-button } para intentarlo de nuevo.
click-typed-wrong-timed = { $why }. El tiempo de tu turno se acaba <t:{ $deadline }:R>. Pulsa { click-type-again-button } para intentarlo de nuevo.
