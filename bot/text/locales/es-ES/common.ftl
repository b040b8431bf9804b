## Palabras que comparten muchos mensajes.

# Fichas de la apuesta de una mesa o de una cartera: sin agrupar ("1500 fichas").
chips = { $n ->
    [one] { NUMBER($n, useGrouping: 0) } ficha
    [many] { NUMBER($n, useGrouping: 0) } de fichas
   *[other] { NUMBER($n, useGrouping: 0) } fichas
}

# Fichas como las escriben casi todas las líneas, agrupadas ("1.500 fichas").
chips-grouped = { $n ->
    [one] { $n } ficha
    [many] { $n } de fichas
   *[other] { $n } fichas
}

# Repartos, agrupados ("1 reparto", "1.000 repartos").
deals = { $deals ->
    [one] { $deals } reparto
    [many] { $deals } de repartos
   *[other] { $deals } repartos
}
