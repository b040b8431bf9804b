## La mesa en palabras: lo que dicen la mesa del terminal y la de Discord (bot/text/render.py).

# Cada tipo de acción, como la nombran su botón y la lista de opciones; .picker, el botón de una
# que abre antes un selector (una cantidad, o sus cartas): los puntos suspensivos lo indican.
render-option-straddle = Sobreciega
render-option-decline-straddle = Sin sobreciega
render-option-come-in = Entrar
render-option-make-jackpot = Hacer bote de jotas
render-option-open = Abrir
    .picker = Abrir…
render-option-stay = Seguir
render-option-see = Ver
render-option-raise = Subir
    .picker = Subir…
render-option-bet = Apostar
    .picker = Apostar…
render-option-call = Igualar
render-option-check = Pasar sin apostar
render-option-pass = Pasar
render-option-draw = Cambiar
    .picker = Cambiar…
render-option-take-widow = Tomar la viuda
render-option-turn-up = Destapar la viuda
render-option-exchange = Cambiar una carta
    .picker = Cambiar una…
render-option-knock = Llamar
# Entrar, para el mano o una sobreciega: completar su ciega hasta la entrada.
render-make-good = Completar

# Una opción con lo que cuesta; $word es la propia de la opción (render-option-…).
render-option-costs = { $word } ({ chips })
render-option-costs-raising = { $word } ({ chips }), subiendo hasta { NUMBER($most, useGrouping: 0) }
# Ver o Igualar con lo que añade a las fichas del jugador en esta vuelta.
render-chips-more = { $word } ({ NUMBER($chips, useGrouping: 0) } más)
render-option-range = { $word } de { NUMBER($least, useGrouping: 0) } a { NUMBER($most, useGrouping: 0) }
render-option-straddle-chips = Sobreciega ({ NUMBER($chips, useGrouping: 0) })
render-option-make-jackpot-pay = Hacer bote de jotas (pagas { NUMBER($chips, useGrouping: 0) })
render-option-drop = Retirarse
render-option-draw-any = Cambiar (descartar de 0 a 5) o servirse

# Los nombres de los juegos.
render-variety-draw = póquer con cambio
render-variety-straight = póquer sin cambio
render-variety-stud = póquer descubierto
render-variety-whisky = póquer del whisky

render-pool = **El pozo: { NUMBER($pool, useGrouping: 0) }**
render-pool-bet = **El pozo: { NUMBER($pool, useGrouping: 0) }** · apuesta de esta vuelta: { NUMBER($level, useGrouping: 0) }

# Qué es este reparto: el título del mensaje de la mesa.
render-kind-straight = póquer sin cambio
render-kind-straight-double = póquer sin cambio, pozo doble
render-kind-stud = póquer descubierto, { $n ->
        [one] { $n } carta
        [many] { $n } de cartas
       *[other] { $n } cartas
    } cada uno
render-kind-whisky-up = póquer del whisky, la viuda boca arriba
render-kind-whisky-down = póquer del whisky, la viuda boca abajo
# $rank: 9 jotas, 10 damas, 11 reyes, 12 ases.
render-kind-jackpot = bote de jotas ({ $rank ->
        [10] damas
        [11] reyes
        [12] ases
       *[9] jotas
    } o más para abrir)
render-kind-ordinary = un pozo corriente
render-heading = Reparto { NUMBER($number, useGrouping: 0) }: { $kind }. El pozo tiene { NUMBER($pool, useGrouping: 0) }.

# Cómo llama la mesa a un asiento, además de por su jugador.
render-mark-dealer = da
render-mark-age = mano
render-mark-opener = abrió
render-mark-buck = testigo
render-mark-knocked = llamó
render-mark-straddle = sobreciega

render-widow-up = La viuda: { $cards }
render-widow-down = La viuda está boca abajo

# Un asiento de la mesa del terminal: su estado y lo que hizo.
render-state-in = dentro
render-state-out = fuera
render-state-not-dealt = sin cartas
render-put = { NUMBER($chips, useGrouping: 0) } en el pozo
render-stood-pat = servido
render-drew = cambió { NUMBER($n, useGrouping: 0) }
render-showing = enseña { $cards }
render-showed = enseñó { $cards }
render-you = { $name } (tú)

# Una línea del registro de la mesa; $action es lo que el motor dice que hizo el jugador ("antes").
render-log-line = { $name } { $action }
render-log-exchanged = da { $given } y toma { $taken } de la viuda
render-log-cards = { $action }: { $cards }
render-log-chips = { $action } ({ NUMBER($chips, useGrouping: 0) })
render-log-to = { $action } a { $name }

# Lo que hizo parar una mesa.
render-stopped-void = El reparto { NUMBER($number, useGrouping: 0) } es nulo y cada apuesta ha vuelto a su jugador.
render-stopped-closed = La mesa está cerrada; cada ficha ha vuelto a su dueño.
render-stopped-pool-back = Las { chips } que quedaban en el pozo, sin jugarse, volvieron a partes iguales a los jugadores sentados: { $shares }.
render-share = { $name } { NUMBER($chips, useGrouping: 0) }
# $why: la razón del servicio por la que la mesa sigue abierta.
render-stays-open = La mesa sigue abierta: { $why }.
