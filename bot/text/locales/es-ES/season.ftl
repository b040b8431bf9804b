## Las palabras de las temporadas (bot/text/season_words.py): /poker-admin season y /poker season.

season-name = Temporada { NUMBER($number, useGrouping: 0) }
season-name-named = Temporada { NUMBER($number, useGrouping: 0) }: { $name }
season-apart = Las fichas de temporada no valen nada fuera de la temporada: ninguna vuelve a las carteras, y las carteras nunca se tocaron.

# La línea de un miembro en la clasificación; $net es cuánto va arriba o abajo.
season-line = { $who }: { $net } ({ deals })
season-line-placed = **{ NUMBER($place, useGrouping: 0) }.** { $who }: { $net } ({ deals })

season-board-title = { $season } (clasificación)
season-final-title = { $season } (clasificación final)

season-running = Empezó el { $started } y sigue en marcha.
season-ended-on = Empezó el { $started } y terminó el { $ended }.
# $deals es lo mínimo que juega un miembro para entrar en la clasificación.
season-reserve = Reserva de { $reserve } fichas de temporada para cada uno; clasifica por fichas ganadas, con al menos { deals }.
season-nobody-played = Nadie ha jugado todavía un reparto de temporada.
season-more-ranked = …y { NUMBER($more, useGrouping: 0) } más en la clasificación.
season-nobody-ranked-yet = Nadie ha jugado todavía { deals }, así que nadie está clasificado.
season-not-ranked = **Sin clasificar** (menos de { deals }):
season-not-ranked-yet = **Sin clasificar todavía** (menos de { deals }):
season-more = …y { NUMBER($more, useGrouping: 0) } más.

season-started = Ha empezado la { $season }. Cada miembro que se siente a una mesa de temporada recibe { $reserve } fichas de temporada, una vez; nadie puede comprar más. Un miembro necesita { deals } para clasificar. Las mesas juegan para la temporada en los canales con el límite `season_play` activado (/poker-admin limits season_play true).
# $first es season-first o season-nobody-first; $apart es season-apart.
season-ended = La { $season } ha terminado; su clasificación final se guarda (/poker season number:{ NUMBER($number, useGrouping: 0) }). { $first } { $apart } Las mesas de temporada que sigan abiertas deberían cerrarse (/poker stop).
# $who: los miembros en el primer puesto, unidos con season-and.
season-first = Primer puesto: { $who }, { $net }.
season-nobody-first = Nadie quedó clasificado.
season-and = { $first } y { $then }

season-opened-for = La mesa está abierta para la { $season }: los asientos usan fichas de temporada, no las de la cartera ({ $reserve } para cada miembro, una vez). Pulsa { seat-sit-down-button } en la mesa o escribe /poker join.
season-none-played = Aquí no se ha jugado ninguna temporada. Empieza una con /poker-admin season start.
season-none-running = No hay ninguna temporada en marcha. La última fue la { $season } (/poker season number:{ NUMBER($number, useGrouping: 0) }). Empieza una con /poker-admin season start.

# Los títulos de las respuestas.
season-started-title = Temporada empezada
season-ended-title = Temporada terminada
season-showing-title = La temporada
