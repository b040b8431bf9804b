## El registro del motor en palabras del lector (bot/text/log_words.py): cada frase que escribe el
## motor. La de un jugador sigue a su nombre; $n: fichas o cartas; $hand: una jugada (hands.ftl).

log-antes = pone la entrada
log-antes-chips = pone { NUMBER($n, useGrouping: 0) } de entrada
log-antes-for-table = pone la entrada de toda la mesa
log-fattens = engorda el pozo
log-puts-up-chip = pone una ficha en el pozo
log-puts-up-blind = pone la ciega
log-straddles = pone la sobreciega
log-no-straddle = no pone sobreciega
log-makes-jackpot = lo convierte en bote de jotas y paga { NUMBER($n, useGrouping: 0) }
log-stays = sigue
log-makes-good = completa la entrada
log-comes-in = entra
# $action: sigue, completa la entrada o entra (arriba).
log-and-raises = { $action } y sube { NUMBER($n, useGrouping: 0) }
log-shows-before-dropping = enseña su mano antes de retirarse
log-drops = se retira
log-passes = pasa
log-sees = ve la subida
log-raises = sube { NUMBER($n, useGrouping: 0) }
log-bets = apuesta { NUMBER($n, useGrouping: 0) }
log-calls-sight = ve por lo que tiene
log-calls = iguala
log-checks = pasa sin apostar
log-shows-openers = enseña su apertura
log-stands-pat = se sirve
log-draws = cambia { NUMBER($n, useGrouping: 0) }
log-shows = enseña
log-shows-hand = enseña su mano
log-takes-unseen = se lleva el pozo de { NUMBER($n, useGrouping: 0) } sin enseñar
# $hand: tras «con» (hands.ftl, .with).
log-wins = gana { NUMBER($n, useGrouping: 0) } con { $hand }
log-takes-back = recupera { NUMBER($n, useGrouping: 0) } que nadie igualó
log-opens = abre con { NUMBER($n, useGrouping: 0) }
log-no-open = no abre
log-takes-widow = toma la viuda; sus cartas quedan boca arriba como viuda
log-takes-widow-unseen = toma la viuda sin verla; sus cartas quedan boca arriba como viuda
log-turns-up = destapa la viuda
log-knocks-turns-up = llama y destapa la viuda
log-knocks = llama
log-exchanges = cambia una carta con la viuda
log-pays-refreshments = paga { NUMBER($n, useGrouping: 0) } de los refrescos (a la caja) con la peor jugada, { $hand }
log-dealt-up = recibe una carta boca arriba
# $hand: lo que enseñan sus cartas boca arriba.
log-shows-best = enseña lo mejor, { $hand }, y habla primero

## Las noticias de la propia mesa (con mayúscula donde abren una línea).

log-nobody-came-in = nadie entró: se devuelve la ciega y el siguiente reparto es bote de jotas
log-nobody-bets = nadie apuesta: el pozo de { NUMBER($n, useGrouping: 0) } queda para el siguiente reparto
log-stock-ran-out = se acabó el mazo: se barajaron los descartes para terminar el cambio
log-kitty = { NUMBER($n, useGrouping: 0) } para la caja
log-knock-round = la llamada ha dado la vuelta: se enseñan las manos
log-gone-round = la opción ha dado la vuelta { $times ->
    [one] { NUMBER($times) } vez
   *[other] { NUMBER($times) } veces
} sin que nadie llame: se enseñan las manos
log-face-down = se da una carta boca abajo a cada uno
# La línea de una acción que el reloj hizo por el jugador; $line: la línea.
log-timed = { $line } (tiempo)

## Por qué el siguiente reparto es bote de jotas.

log-reason-nobody-came-in = nadie entró (ley 37)
log-reason-age = el mano lo convirtió en bote de jotas (ley 36)
log-reason-not-opened = nadie abrió el bote de jotas
log-reason-whangdoodle = se enseñó póquer o más al igualar: ronda obligada
log-reason-shown = se enseñó { $hand } al igualar
log-reason-raise-out = una subida echó a todos antes del cambio

## El nombre de un pozo. El valor tras «se lleva»; .of tras las fichas de una parte;
## .label en la imagen del final. $place: el lugar de un pozo lateral, 1 el primero.

log-pool-only = el pozo
    .of = del pozo
    .label = pozo
log-pool-main = el pozo principal
    .of = del pozo principal
    .label = pozo principal
log-pool-side = el pozo lateral
    .of = del pozo lateral
    .label = pozo lateral
log-pool-nth-side = el { $place ->
    [1] primer
    [2] segundo
    [3] tercer
    [4] cuarto
    [5] quinto
    [6] sexto
   *[other] séptimo
} pozo lateral
    .of = del { $place ->
    [1] primer
    [2] segundo
    [3] tercer
    [4] cuarto
    [5] quinto
    [6] sexto
   *[other] séptimo
} pozo lateral
    .label = { $place ->
    [1] primer
    [2] segundo
    [3] tercer
    [4] cuarto
    [5] quinto
    [6] sexto
   *[other] séptimo
} pozo lateral
# Lo que se llevó un jugador de un pozo repartido, en la descripción de la imagen; $pool: .of arriba.
log-took-share = { NUMBER($chips, useGrouping: 0) } { $pool }, repartido con { $others }

## Las palabras propias de la imagen del final (bot/pictures/pictures.py).

log-picture-title = Reparto { NUMBER($number, useGrouping: 0) }   pozo { NUMBER($pool, useGrouping: 0) }
log-picture-title-kitty = Reparto { NUMBER($number, useGrouping: 0) }   pozo { NUMBER($pool, useGrouping: 0) }   caja { NUMBER($kitty, useGrouping: 0) }
# $label: la del pozo (.label arriba); $chips: su parte; $of: lo que tenía el pozo repartido.
log-picture-taking = { $label } { NUMBER($chips, useGrouping: 0) }
log-picture-taking-divided = { $label } { NUMBER($chips, useGrouping: 0) } de { NUMBER($of, useGrouping: 0) }
log-picture-takes-back = recupera { NUMBER($chips, useGrouping: 0) }
# $premium: con signo, «+5» o «-5».
log-picture-premium = prima { $premium }

## La acción del propio jugador, dicha a él: el valor como la nombra el entrenador («optaría por
## { $what }»), .you tras «Tú:» en la respuesta a un clic. $n: fichas o cartas; $give, $take: las cartas cambiadas.

log-you-straddle = poner la sobreciega
    .you = pones la sobreciega
log-you-decline-straddle = no poner sobreciega
    .you = no pones sobreciega
log-you-come-in = entrar
    .you = entras
log-you-make-jackpot = convertirlo en bote de jotas
    .you = lo conviertes en bote de jotas
log-you-open = abrir con { NUMBER($n, useGrouping: 0) }
    .you = abres con { NUMBER($n, useGrouping: 0) }
log-you-stay = seguir
    .you = sigues
log-you-see = ver la subida
    .you = ves la subida
log-you-raise = subir { NUMBER($n, useGrouping: 0) }
    .you = subes { NUMBER($n, useGrouping: 0) }
log-you-bet = apostar { NUMBER($n, useGrouping: 0) }
    .you = apuestas { NUMBER($n, useGrouping: 0) }
log-you-call = igualar
    .you = igualas
log-you-check = pasar sin apostar
    .you = pasas sin apostar
log-you-pass = pasar
    .you = pasas
log-you-stand-pat = servirte
    .you = te sirves
log-you-draw = cambiar { NUMBER($n, useGrouping: 0) }
    .you = { $n ->
        [one] cambias una carta
       *[other] cambias { NUMBER($n, useGrouping: 0) } cartas
    }
log-you-take-widow = tomar la viuda
    .you = tomas la viuda
log-you-turn-up = destapar la viuda
    .you = destapas la viuda
log-you-exchange = cambiar { $give } por { $take }
    .you = cambias { $give } por { $take }
log-you-knock = llamar
    .you = llamas
# $action: entrar o seguir (arriba), en la misma forma.
log-you-and-raise = { $action } y subir { NUMBER($n, useGrouping: 0) }
    .you = { $action } y subes { NUMBER($n, useGrouping: 0) }

## Las notas de la mesa entre repartos, en la mesa del terminal (poker-bot play). $reason: como arriba.

log-history-same-dealer = nadie abrió: el mismo que da vuelve a dar su bote de jotas
log-history-fattens = nadie abrió: cada jugador engorda el pozo
log-history-whangdoodle = ronda obligada: una ronda de botes de jotas, cada jugador da el suyo
log-history-next-jackpot = el siguiente reparto es bote de jotas: { $reason }
log-history-nobody-bet = nadie apostó: el pozo se queda, y el que tiene el testigo vuelve a poner la entrada
