## Probabilidades exactas en palabras: poker-bot odds y /odds (bot/text/odds.py).

# Las categorías de jugadas, con las palabras de Foster.
odds-class-high-card = carta alta
odds-class-one-pair = pareja
odds-class-two-pair = doble pareja
odds-class-three-of-a-kind = trío
odds-class-straight = escalera
odds-class-flush = color
odds-class-full-house = full
odds-class-four-of-a-kind = póquer
odds-class-straight-flush = escalera de color
odds-class-five-of-a-kind = repóquer
odds-class-blaze = llamarada
odds-class-skip = escalera de saltos
odds-class-little-dog = perro chico (tigre)
odds-class-big-dog = perro grande
odds-class-round-the-corner = escalera de vuelta

# Los proyectos rotos: cuatro cartas de color o de escalera.
odds-kind-four-flush = proyecto de color
odds-kind-open-ended = escalera de dos puntas
odds-kind-one-ended = escalera de una punta
odds-kind-inside = escalera por dentro

# Probabilidades en contra de algo, como las da Foster: '254 contra 1', con un decimal si son pequeñas.
odds-never = nunca
odds-certain = seguro
odds-on = { NUMBER($odds, minimumFractionDigits: 1, maximumFractionDigits: 1) } a 1 a favor
odds-against-small = { NUMBER($odds, minimumFractionDigits: 1, maximumFractionDigits: 1) } contra 1
odds-against = { $odds } contra 1
odds-percent-2 = { NUMBER($share, minimumFractionDigits: 2, maximumFractionDigits: 2) } %
odds-percent-4 = { NUMBER($share, minimumFractionDigits: 4, maximumFractionDigits: 4) } %

# Las columnas y filas de las tablas.
odds-col-hand = jugada
odds-col-count = número
odds-col-odds-against = en contra
odds-col-percent = porcentaje
odds-col-final-hand = jugada final
odds-col-draws = cambios
odds-col-keep = guardas
odds-col-draw = pides
odds-col-improves = mejora
odds-col-expected = esperado
odds-col-median = jugada final mediana
odds-jacks-or-better = jotas o más
odds-bobtails = proyectos rotos (menos de jotas)
odds-nothing = nada

# $pack: la baraja: standard, joker o ecarte.
odds-dealt-head = Jugadas de cinco cartas repartidas de la baraja { $pack ->
    [joker] con comodín (53 cartas)
    [ecarte] de écarté (32 cartas)
   *[standard] francesa (52 cartas)
}: { $total }
odds-dealt-note = (una jugada puede ser a la vez proyecto de color y de escalera; proyectos rotos la cuenta una vez)
# $value: el nombre de la jugada como lo dice el evaluador.
odds-draw-hand = Jugada { $cards } ({ $value })
odds-draw-keep = guardas { $keep }, pides { NUMBER($drawn, useGrouping: 0) }: { $draws } cambios posibles
odds-improves = mejora: { $improved } de { $draws } ({ $percent }, { $odds } en contra)
odds-beats = la jugada final gana a una jugada servida al azar: { $percent } de media
# $median: el nombre de la jugada final mediana.
odds-median = jugada final mediana (valor medio): { $median }
odds-advise-head = { $cards } ({ $value }): las 32 formas de cambiar, la mejor primero
odds-advise-note = esperado: cuántas veces la jugada final gana a una jugada servida al azar, de media (los empates cuentan la mitad)
# Un número en las tablas, agrupado ("2.598.960").
odds-count = { $n }
