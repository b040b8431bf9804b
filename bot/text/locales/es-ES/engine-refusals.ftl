## Las negativas del motor (engine/errors.py, el `reason` de una negativa), dichas por
## bot/text/engine_refusal_words.py.
## $kind: una acción (engine-refusals-kind-…); $kinds: las acciones permitidas, en lista.

engine-refusals-kind-straddle = poner la sobreciega
engine-refusals-kind-decline_straddle = renunciar a la sobreciega
engine-refusals-kind-come_in = entrar
engine-refusals-kind-make_jackpot = hacer bote de jotas
engine-refusals-kind-open = abrir
engine-refusals-kind-stay = seguir
engine-refusals-kind-see = ver
engine-refusals-kind-raise = subir
engine-refusals-kind-bet = apostar
engine-refusals-kind-call = igualar
engine-refusals-kind-check = pasar sin apostar
engine-refusals-kind-pass = pasar
engine-refusals-kind-draw = cambiar
engine-refusals-kind-take_widow = tomar la viuda
engine-refusals-kind-turn_up = destapar la viuda
engine-refusals-kind-exchange = cambiar una carta con la viuda
engine-refusals-kind-knock = llamar
engine-refusals-nothing = nada
# $rank: el rango de la apertura (engine-refusals-rank-…).
engine-refusals-rank-jacks = jotas
engine-refusals-rank-queens = damas
engine-refusals-rank-kings = reyes
engine-refusals-rank-aces = ases

# De quién es el turno; $player y $to_act son nombres de jugadores.
engine-refusals-deal-over = esta mano ha terminado
engine-refusals-nobody-to-act = ahora no le toca a nadie
engine-refusals-not-that-seats-turn = no es el turno de ese asiento: le toca a { $to_act }
engine-refusals-not-your-turn = no es el turno de { $player }: le toca a { $to_act }
engine-refusals-wrong-action = ahora no puedes { $kind }; puedes: { $kinds }

# De qué se compone una acción; $typed es lo que escribió el miembro, entre comillas.
engine-refusals-not-an-action = { $typed } no es una acción
engine-refusals-not-an-action-at-all = eso no es una acción
engine-refusals-draw-not-an-amount = un cambio nombra las cartas que se descartan, no una cantidad
engine-refusals-exchange-not-an-amount = un cambio con la viuda nombra dos cartas, una tuya y una de la viuda, no una cantidad
engine-refusals-say-how-many = { $kind }: di cuántas fichas
engine-refusals-takes-no-amount = { $kind }: no lleva cantidad
engine-refusals-shape-seat = { $kind }: no hay ese asiento en esta mesa
engine-refusals-shape-amount = { $kind }: la cantidad es un número entero de fichas
engine-refusals-shape-raise = { $kind }: la subida es un número entero de fichas
engine-refusals-shape-discards = { $kind }: nombra las cartas que descartas
engine-refusals-shape-exchange = { $kind }: nombra una carta tuya y una de la viuda

# Las apuestas: cantidades en fichas.
engine-refusals-raise-negative = una subida no puede ser negativa
engine-refusals-raise-at-least-one = una subida ha de ser de 1 como mínimo
engine-refusals-above-limit = { $raise_by } pasa del límite: ahora puedes subir como mucho { $most }
engine-refusals-bet-range = puedes apostar de 1 a { $most }, no { $amount }
engine-refusals-no-raise-no-chips = ahora no se puede subir: no te quedan fichas más allá de lo que cuesta igualar
engine-refusals-no-raise-progressive = ahora no se puede subir: { $made ->
    [one] ya se ha hecho { $made } subida del límite progresivo
   *[other] ya se han hecho las { $made } subidas del límite progresivo
}
engine-refusals-no-raise-house = ahora no se puede subir: la casa permite { $most ->
    [one] { $most } subida
   *[other] { $most } subidas
}
engine-refusals-no-raise-nobody-sees = ahora no se puede subir: no queda nadie que pueda ver una subida

# La sobreciega y la entrada (engine/ante.py), la apertura del bote de jotas (engine/jackpot.py).
engine-refusals-only-straddle = ahora solo puedes poner la sobreciega o renunciar a ella
engine-refusals-make-jackpot-age = solo el mano, con un único jugador dentro y sin subida ni sobreciega, puede hacer bote de jotas (ley 36)
# $bobtail: "yes" donde también abre un proyecto de color o de escalera.
engine-refusals-no-openers = no tienes apertura ({ $rank } o mejor{ $bobtail ->
    [yes] , o un proyecto de color o de escalera
   *[no] {""}
})
engine-refusals-open-range = puedes abrir de 1 a { $most }, no { $amount }

# El cambio y la viuda; $card y $cards son cartas como las escribe el motor ("Kh").
engine-refusals-discard-at-most-five = puedes descartar como mucho cinco cartas, no { $n }
engine-refusals-discarded-twice = la misma carta se descarta dos veces
engine-refusals-cards-not-in-hand = { $cards } no { $n ->
    [one] está
   *[other] están
} en tu mano
engine-refusals-split-openers = el que abrió no puede romper su apertura (ley 73): guarda las cartas con las que abriste
engine-refusals-card-not-in-hand = { $card } no está en tu mano
engine-refusals-card-not-in-widow = { $card } no está en la viuda

# Las probabilidades de una mano (engine/odds.py). $part: "hand" o "dead" (las cartas muertas);
# $pack: la clase de baraja; $n y $drawn: números de cartas.
engine-refusals-odds-joker-not-in-pack = { $part ->
    [hand] la mano
   *[dead] las cartas muertas
}: el comodín (Jo) solo está en la baraja con comodín
engine-refusals-odds-not-in-pack = { $part ->
    [hand] la mano
   *[dead] las cartas muertas
}: { $card } no está en la { $pack ->
    [joker] baraja de 53 cartas con comodín
    [ecarte] baraja de écarté de 32 cartas (del siete para arriba)
   *[standard] baraja francesa de 52 cartas
}
engine-refusals-odds-five-cards = una mano tiene cinco cartas, no { $n }
engine-refusals-odds-hand-twice = la mano tiene la misma carta dos veces
engine-refusals-odds-dead-twice = una carta muerta se da dos veces
engine-refusals-odds-dead-in-hand = { $card } está en la mano, así que no puede estar también muerta
engine-refusals-odds-kept-not-in-hand = { $card } se guarda pero no está en la mano
engine-refusals-odds-too-few = { $n ->
    [one] solo queda { $n } carta
   *[other] solo quedan { $n } cartas
} para cambiar { $drawn }

# Cartas escritas (engine/cards.py). $typed: lo escrito, entre comillas; $part: "rank" (el valor)
# o "suit" (el palo); $problems: la negativa de cada una, en lista; $more: cuántas más no eran
# cartas. Las cartas de ejemplo se escriben como las teclea el miembro, en todos los idiomas.
engine-refusals-card-empty = carta vacía
engine-refusals-card-unread = { $typed } no es una carta (no se entiende { $part ->
    [rank] el valor
   *[suit] el palo
})
engine-refusals-card-twice = { $card } aparece dos veces
engine-refusals-cards-unread = { $problems }{ $more ->
    [0] {""}
    [one] ; y { NUMBER($more, useGrouping: 1) } más que no es una carta
   *[other] ; y { NUMBER($more, useGrouping: 1) } más que no son cartas
}: escribe el valor y luego el palo, con las letras inglesas, como {"As"}, {"Kd"}, {"Th"} o {"10h"}, {"9c"}, {"2s"}, o {"Jo"} para el comodín
# La negativa de una carta en una opción de un comando; $where: su nombre, que se teclea igual
# en todos los idiomas (hand, keep).
engine-refusals-cards-held-in = { $where ->
    [hand] hand
    [keep] keep
   *[other] { $where }
}: { $problems }
