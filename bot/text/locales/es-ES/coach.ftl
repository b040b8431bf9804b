## Las palabras del consejero (bot/text/coach_words.py): lo que haría Foster en el asiento de un
## miembro y por qué, y el repaso tras el reparto. No nombran más cartas que las del miembro y las enseñadas.

## La frase de cada regla de los robots, dicha con los datos a los que se aplicó: $hand (su jugada),
## $need, $good y $fair (jugadas), $price y $pool (fichas), $opponents, $still_to_speak, $beats_percent,
## $stand_on y $better. El código pone en mayúscula su primera letra.

coach-why-no-straddle = la sobreciega solo compra hablar el último antes del cambio, y eso pocas veces vale lo que cuesta
coach-why-straddle = la sobreciega es un mal negocio, pero un jugador suelto la pone de vez en cuando
coach-why-no-openers = solo se puede abrir con { $need } o más, y tienes { $hand }
coach-why-cannot-open = tienes { $hand }, que basta para abrir, pero ahora no se te ofrece abrir
coach-why-wait-to-open = con { $still_to_speak } aún por hablar después de ti, un jugador prudente se guarda todo lo que sea menos de { $need }; tienes { $hand }
coach-why-open = tienes { $hand }, que basta para abrir
coach-why-open-bobtail = en esta mesa abre un proyecto de color o de escalera: abre con él y guárdalo en el cambio
coach-why-make-jackpot = con { $hand } no tienes nada que jugar, y un bote de jotas da a todos una nueva ocasión; los jugadores lo hacen de vez en cuando
coach-why-come-in-raise = con { $hand } vas fuerte antes del cambio: sube y haz que las jugadas flojas paguen por cambiar contra ti
coach-why-come-in-pair = con { $hand } vale la pena cambiar: { $need } o más es la marca de Foster
coach-why-come-in-cheap = { $hand } queda por debajo de { $need }, pero { $price } para ganar un pozo de { $pool } es bastante barato
coach-why-come-in-any-pair = { $hand } queda por debajo de { $need }, pero un jugador suelto entra con cualquier pareja
coach-why-come-in-bobtail = un proyecto de color o de escalera de dos puntas vale { $price } contra un pozo de { $pool }
coach-why-come-in-inside = un proyecto de escalera que solo llena un valor es una apuesta lejana, pero { $price } contra un pozo de { $pool } es bastante barato para intentarlo
coach-why-come-in-flier = con { $hand } no vale la pena el precio, pero un jugador suelto se arriesga de vez en cuando
coach-why-pass-weak = entra con { $need } o más, o con menos solo si es barato; tienes { $hand }, y pasar no cuesta nada
coach-why-raise-back = con { $hand } vas bastante fuerte para volver a subir, aunque no siempre
coach-why-see-raise = con { $hand } vale la pena poner { $price } más contra un pozo de { $pool }
coach-why-see-bobtail = un proyecto de color o de escalera de dos puntas vale { $price } más contra { $pool }
coach-why-see-inside = un proyecto de escalera que solo llena un valor es una apuesta lejana, pero { $price } más contra { $pool } es bastante barato
coach-why-drop-raise = con { $hand } no vale la pena poner { $price } más para cambiar
coach-why-stand-pat = con { $hand } ya tienes la jugada hecha: no pidas nada
coach-why-keep-openers = el que abre tiene que guardar su apertura, { $need } o más: guárdala y cambia a ella
coach-why-keep-bobtail = abriste con un proyecto de color o de escalera: guarda las cuatro y pide una
coach-why-draw-to-pairs = de { $hand }, guarda lo que empareja y cambia a ello
coach-why-draw-to-four = un proyecto de color o de escalera de dos puntas es el mejor cambio
coach-why-draw-to-inside = pide una a las cuatro de la escalera, aunque solo la llene un valor
coach-why-draw-to-high = sin pareja, guarda un as o un rey y cambia a él
coach-why-draw-five = no vale la pena guardar nada: pide cinco
coach-why-bet-good = contra { $opponents }, con { $hand } lo más probable es que seas el mejor: { $good } o más vale una apuesta
coach-why-bluff = con { $hand } no ganarás enseñando, pero apostar de vez en cuando sin nada impide que los demás te lean
coach-why-bet-fair = con { $hand } vas regular, no fuerte: una apuesta pequeña
coach-why-check-weak = { $hand } queda por debajo de { $good }, así que no pongas nada si no estás obligado
coach-why-cannot-bet = { $hand } vale una apuesta, pero ahora no se te ofrece apostar
coach-why-raise-strong = con { $hand } tienes color o más: sube, aunque no siempre
coach-why-call-good = con { $hand } tienes { $good } o más contra { $opponents }: iguala
coach-why-call-price = con { $hand } vas regular, y { $price } para ganar { $pool } es un precio justo
coach-why-drop-price = con { $hand } vas regular, pero { $price } para ganar { $pool } es demasiado caro: déjalo
coach-why-drop-weak = { $hand } queda por debajo de { $fair }: déjalo
coach-why-straight-bet = { $hand } gana al { $beats_percent } de las jugadas repartidas y probablemente es la mejor contra { $opponents }: apuesta
coach-why-straight-bluff = con { $hand } vas flojo, pero en el póquer sin cambio una apuesta sin nada gana su parte
coach-why-straight-pass = con { $hand } no es probable que tengas la mejor contra { $opponents }: pasa
coach-why-straight-raise = con { $hand } probablemente vas por delante del que apuesta: sube, aunque no siempre
coach-why-straight-call = con { $hand } tienes una ocasión razonable contra la apuesta, a un precio de { $price }
coach-why-straight-drop = con { $hand } es demasiado probable que pierdas para pagar { $price }
coach-why-stud-bet = { $hand } gana a todas las cartas que se ven en la mesa: apuesta
coach-why-stud-bluff = tus cartas descubiertas parecen las mejores, y apostar de vez en cuando solo por ellas compensa
coach-why-stud-pass = con { $hand } no está claro que seas el mejor, y pasar no cuesta nada
coach-why-stud-chase = vas detrás solo por el tamaño de las cartas y aún quedan cartas por venir: igualar barato es razonable
coach-why-stud-beaten = lo que se ve en la mesa gana a { $hand }: déjalo
coach-why-stud-raise = { $hand } gana por una categoría a todo lo que se ve en la mesa: sube, aunque no siempre
coach-why-stud-call = lo que se ve en la mesa no gana a { $hand }, y el precio de { $price } es justo
coach-why-stud-drop = con { $hand } aquí no vale la pena pagar { $price }
coach-why-whisky-knock = con { $hand } basta para plantarse ({ $stand_on } o más): llama
coach-why-whisky-take-blind = { $hand } queda por debajo de una pareja: lo más probable es que la viuda tapada sea mejor
coach-why-whisky-turn-up = { $hand } vale más que una viuda tapada
coach-why-whisky-improve = una carta de la viuda convierte { $hand } en { $better }
coach-why-whisky-stand = nada de la viuda mejora { $hand }: plántate
coach-why-whisky-trade = nada de la viuda mejora { $hand }, y aún es muy poco para plantarse: cambia una carta y espera
coach-why-whisky-keep = no hay nada mejor que conseguir: quédate con { $hand }

# La regla, tras el capítulo de Foster del que sale.
coach-reason = Foster ({ $chapter }): { $said }.

# Lo que haría el consejero, dicho al miembro ($cards sus descartes, en símbolos), en infinitivo.
coach-stand-pat = no pedir cartas
coach-throw = tirar { $cards } y pedir { NUMBER($n, useGrouping: 0) }
coach-give = dar { $give } por { $take } de la viuda
# Lo que eligió y lo que haría Foster: $what es la acción, como coach-stand-pat o las palabras del juego.
# Con mayúscula: coach-chose abre la línea del repaso.
coach-chose = Decidiste { $what }
coach-would = optaría por { $what }
# La única negativa: no poner sobreciega.
coach-chose-not-to-straddle = Decidiste no poner sobreciega
coach-would-not-straddle = no pondría sobreciega

# La probabilidad de mejorar de un cambio: $pct en porcentaje, con un decimal.
coach-chance = el { NUMBER($pct, minimumFractionDigits: 1, maximumFractionDigits: 1, useGrouping: 0) } % de las veces ({ $numerator } de cada { $denominator })
coach-by-chance = Aquí decide el azar: un robot en tu asiento optaría esta vez por { $what }.
# $would es coach-would.
coach-foster-would = Foster { $would }.
# $n cartas pedidas (0: servido); $chance y $asked son coach-chance.
coach-draw-chance = { $n ->
    [0] Si te sirves, tu jugada mejora
   *[other] Si pides { $n }, tu jugada mejora
} { $chance }.
coach-draw-chance-asked = { $n ->
    [0] Si te sirves, tu jugada mejora
   *[other] Si pides { $n }, tu jugada mejora
} { $chance }; con el cambio por el que preguntas, { $asked }.
coach-if-you-play = Si juegas { $n ->
    [0] y te sirves, tu jugada mejora
   *[other] y pides { $n }, tu jugada mejora
} { $chance }.
coach-if-you-play-asked = Si juegas { $n ->
    [0] y te sirves, tu jugada mejora
   *[other] y pides { $n }, tu jugada mejora
} { $chance }; con el cambio por el que preguntas, { $asked }.

# Tras su propio cambio.
coach-your-draw = Al pedir { $n }, tu jugada mejora { $chance }.
coach-you-stand-pat = Te sirves: tu jugada se queda como está.
coach-same-draw = Foster habría cambiado lo mismo.
coach-foster-draw = Foster optaría por { $what }: { $chance }.

# El repaso tras el reparto. $where dice de qué reparto (coach-where), en un MD que lo necesita.
coach-review-none = El repaso del consejero: no tomaste ninguna decisión en este reparto.
coach-review-none-where = El repaso del consejero { $where }: no tomaste ninguna decisión en este reparto.
coach-review-heading = **El repaso del consejero**
coach-review-heading-where = **El repaso del consejero** { $where }
# $chose es coach-chose o coach-chose-not-to-straddle, $would coach-would, $reason coach-reason;
# $chance es yes cuando la regla de los robots la decide el azar.
coach-review-agreed = - { $chose }, como haría Foster.
coach-review-asked = - { $chose }, como pedía la lección. En una partida tuya, Foster { $would }{ $chance ->
    [yes] { " " }(al azar)
   *[no] {""}
}. { $reason }
coach-review-differs = - { $chose }; Foster { $would }{ $chance ->
    [yes] { " " }(al azar)
   *[no] {""}
}. { $reason }
# $shown: las cartas de cada jugador como coach-shown-hand, unidas con punto y coma.
coach-review-shown = Enseñadas al final: { $shown }.
coach-shown-hand = { $name }: { $cards }

# El paso propio de la lección, tras "La lección te pide", según el tipo de acción que nombra su pista (en infinitivo).
coach-asks-straddle = poner sobreciega esta vez, para ver qué pasa
coach-asks-decline-straddle = no poner sobreciega
coach-asks-come-in = entrar
coach-asks-open = abrir
coach-asks-see = ver la subida
coach-asks-bet = apostar
coach-asks-call = igualar
coach-asks-pass = pasar
coach-asks-keep = guardar { $cards } y pedir { NUMBER($n, useGrouping: 0) }

# De qué reparto habla un MD; $channel es la mención del canal.
coach-where = del reparto { NUMBER($number, useGrouping: 0) } en { $channel }
# El MD del consejero en el turno del alumno: $advice son las frases del consejo.
coach-turn = **Te toca en el reparto { NUMBER($number, useGrouping: 0) }** en { $channel }. { $advice }
coach-lesson-asks = La lección te pide { $asks }.

# /poker coach, y las respuestas del botón Consejero.
coach-on = El consejero está activado. Cuando te toque, Mi jugada dice lo que haría Foster y por qué, y su botón Consejero vuelve a preguntar; tras cada reparto recibes un breve repaso.
coach-off = El consejero está desactivado.
coach-off-here = Tienes el consejero desactivado, pero este canal aconseja a todos los de su mesa.
coach-not-your-turn = El consejero habla cuando te toca.

# Los datos de una regla en palabras.
coach-opponents = { $n ->
    [one] un rival
    [many] { $n } de rivales
   *[other] { $n } rivales
}
coach-percent = { NUMBER($pct, useGrouping: 0) } %
