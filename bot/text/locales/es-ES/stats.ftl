## Las palabras de /poker stats (bot/text/stats_words.py): las cifras de un miembro en las mesas.

stats-variety-draw = póquer con cambio
stats-variety-straight = póquer sin cambio
stats-variety-stud = póquer descubierto
stats-variety-whisky = póquer del whisky
stats-variety-all = todas las modalidades

stats-private-note = Solo tú ves esto: cuenta tus jugadas que no se enseñaron.
stats-public-note = Todos los de aquí ven esto: cuenta solo lo que vio la mesa.
stats-no-deals = Aún no se ha jugado ningún reparto.
stats-member-or-robot = Nombra a un miembro o a un robot, no a los dos.

# El nombre de un robot, marcado para que nunca se tome por un miembro.
stats-robot = { $name } (robot)
stats-title = { $who }: { $variety }
# $pct es la proporción en porcentaje entero.
stats-share = { $count } de { $of } ({ NUMBER($pct, useGrouping: 0) } %)
stats-count = { $count }

# Los nombres de las cifras, y luego sus valores.
stats-deals = Repartos
stats-deals-dealt-in = Repartos con cartas
stats-came-in = Entró
stats-raised = Subió antes del cambio
stats-opened = Abrió un bote de jotas
stats-straddled = Puso sobreciega
stats-cards-drawn = Cartas pedidas
stats-pools-won = Pozos ganados
stats-showdowns-won = Pozos ganados enseñando
stats-chips = Fichas
stats-biggest-pool = Mayor pozo ganado
stats-best-shown = Mejor jugada enseñada
# El nombre de la cifra privada: nunca en una respuesta pública.
stats-held = Mejor jugada tenida (enseñada o no)

stats-drawn = { NUMBER($average, minimumFractionDigits: 1, maximumFractionDigits: 1, useGrouping: 0) } de media, en { $draws ->
    [one] { $draws } cambio
    [many] { $draws } de cambios
   *[other] { $draws } cambios
}
stats-never-drew = nunca pidió cartas
stats-none-shown = ninguna enseñada todavía
stats-pools-won-value = { $won }: { $at_showdown } enseñando, { $without } sin enseñar
stats-none-reached = ninguna alcanzada todavía
stats-none-yet = ninguno todavía
# Una cifra y su valor, como línea de la respuesta.
stats-line = **{ $name }:** { $value }
