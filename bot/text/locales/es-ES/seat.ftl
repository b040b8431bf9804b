## Lo que dice el bot al sentarse (bot/text/seat_words.py).

# Los botones del mensaje de la mesa y de la respuesta a quien espera el final del reparto.
seat-sit-down-button = Sentarme
seat-not-joining-button = No sentarme

# Las primeras fichas de un recién llegado: qué es la cartera, una vez, antes que nada.
seat-wallet-first = ¿Primera vez aquí? Tu cartera guarda tus fichas de juego, que no son dinero: el banquero las vende dentro de los límites del servidor, lo que pones en una mesa sale de la cartera y vuelve a ella cuando te levantas, y /bank balance te la enseña.
seat-not-joining = No estabas esperando al final del reparto para sentarte: nada cambia (si ya estás sentado, /poker leave).
seat-no-longer-joining = Al final no te sientas; tus fichas se quedan en tu cartera.

seat-sat = Te sientas con { chips }.
# $button es seat-not-joining-button.
seat-after-deal = Se está jugando el reparto { NUMBER($deal, useGrouping: 0) }: te sientas con { chips } cuando acabe y recibes cartas en el siguiente. ¿Has cambiado de idea? Pulsa { $button } o escribe /poker leave.
seat-topped-up = Te faltaban fichas: { $added ->
    [one] { NUMBER($added, useGrouping: 0) } ficha más
    [many] { NUMBER($added, useGrouping: 0) } de fichas más
   *[other] { NUMBER($added, useGrouping: 0) } fichas más
} de tu cartera, así que ahora tienes { chips } delante.
seat-top-up-after = Te faltan fichas, y con límite de mesa lo que tienes delante solo cambia entre repartos: cuando acabe el reparto { NUMBER($deal, useGrouping: 0) }, se completa hasta { chips } con tu cartera.
# Se dice tras la respuesta anterior, cuando el banquero vendió fichas para ello.
seat-banker-sold = Como a tu cartera no le llegaba, el banquero te vendió { chips } para ello.
seat-not-joining-deal = No te sentarás cuando acabe el reparto { NUMBER($deal, useGrouping: 0) }; tus fichas se quedan en tu cartera.

## El pie del mensaje de la mesa.

seat-joins-after = { $name } se sienta después de este reparto
seat-short = A { $name } le faltan fichas: { seat-sit-down-button } completa lo que tiene delante
seat-could-not = { $name } no pudo sentarse: { $why }
seat-sat-down = { $name } se sentó
seat-made-up = { $name } completó sus fichas hasta { NUMBER($chips, useGrouping: 0) }
