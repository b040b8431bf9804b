## Lo que dicen /poker tournament, su sala, sus hilos y sus cambios de mesa (bot/text/tournament_words.py).

## Las respuestas

tournament-not-allowed = Aquí solo un administrador con Gestionar servidor puede crear un torneo.
tournament-not-yours = Solo quien creó este torneo, o un administrador con Gestionar servidor, puede hacer eso.
tournament-no-tournament = No hay ningún torneo en este canal.
tournament-table = Esta es una mesa de torneo: sus asientos y fichas son del torneo. Usa /poker tournament leave en el canal del torneo.
tournament-table-reset = Esta es una mesa de torneo: sus asientos y fichas son del torneo, así que solo se cierra con el torneo. Para pararla, cancela el torneo: /poker tournament cancel en su canal.
tournament-text-channel-only = Un torneo se crea en un canal de texto: sus mesas se juegan en hilos de ese canal.
tournament-created = El torneo admite inscripciones: la inscripción cuesta { chips }. Apúntate con /poker tournament join.
tournament-joined = Te has apuntado. Tu inscripción de { chips } se guarda hasta el final.
tournament-robots-entered = { $n ->
        [1] Se ha apuntado un robot.
       *[other] Se han apuntado { NUMBER($n, useGrouping: 0) } robots.
    }
tournament-left-away = Te has ido. Tus fichas se quedan en tu mesa, y tu asiento las juega enseguida, como las leyes juegan por un jugador callado, hasta que se acaben.
tournament-left = Te has ido del torneo. Tu inscripción de { chips } ha vuelto a tu cartera.
tournament-cancelled-here = El torneo se ha cancelado: esta mesa está cerrada y todas las inscripciones se han devuelto.
tournament-cancelled = El torneo se ha cancelado.
tournament-cancelled-back = { $n ->
        [one] { $n } inscripción ha vuelto a su cartera.
        [many] { $n } de inscripciones han vuelto a sus carteras.
       *[other] { $n } inscripciones han vuelto a sus carteras.
    }
tournament-started = { $tables ->
        [1] El torneo ha empezado en una mesa.
       *[other] El torneo ha empezado en { NUMBER($tables, useGrouping: 0) } mesas.
    }
tournament-thread-name = Torneo { NUMBER($tournament, useGrouping: 0) }, mesa { NUMBER($table, useGrouping: 0) }

## Cambios de mesa y el final, en las mesas

tournament-moved-in = { $name } llega a esta mesa desde la mesa { NUMBER($table, useGrouping: 0) } con { chips }.
tournament-moved-out = { $name } pasa a la mesa { NUMBER($table, useGrouping: 0) } para equilibrar las mesas.
# $thread: el hilo de la mesa, que Discord escribe con su nombre.
tournament-moved-told = Te han pasado a la mesa { NUMBER($table, useGrouping: 0) } (<#{ $thread }>) con tus { chips }.
tournament-frozen-out = { $name } se queda sin fichas y termina en el puesto { NUMBER($place, useGrouping: 0) }.
tournament-broken = La mesa { NUMBER($table, useGrouping: 0) } se deshace: sus jugadores siguen en las otras mesas.
tournament-over = El torneo ha terminado.
tournament-place = Puesto { NUMBER($place, useGrouping: 0) }: { $name }
tournament-place-paid = Puesto { NUMBER($place, useGrouping: 0) }: { $name }, { chips }

## La sala

tournament-entrants-label = Inscritos
tournament-places-label = Puestos
tournament-next-rise-label = Próxima subida
tournament-status-registering = abierto a inscripciones
tournament-status-playing = en juego
tournament-status-finished = terminado
tournament-status-cancelled = cancelado
tournament-lobby-title = Torneo { NUMBER($tournament, useGrouping: 0) }: { $status }
tournament-terms-survivor = Inscripción de { chips }, todos con las mismas fichas, partida a muerte de Foster: el último que queda se lo lleva todo.
# $shares: los porcentajes que se pagan, primero el primer puesto ("60/30/10").
tournament-terms-shares = Inscripción de { chips }, todos con las mismas fichas, partida a muerte de Foster: se paga { $shares } a los primeros puestos.
tournament-terms-entrants = Inscritos: { NUMBER($entrants, useGrouping: 0) } de { NUMBER($least, useGrouping: 0) } a { NUMBER($most, useGrouping: 0) }. Bote: { chips }.
tournament-terms-starts = Empieza <t:{ $when }:R>.
tournament-terms-season = Juego de temporada: las inscripciones y los premios son fichas de temporada.
tournament-terms-rising = Ciegas que suben: { $schedule }.
tournament-nobody-yet = nadie todavía
tournament-table-field = Mesa { NUMBER($table, useGrouping: 0) }
tournament-table-broken = deshecha
tournament-table-player = { $name } { NUMBER($chips, useGrouping: 0) }
tournament-table-nobody = nadie
tournament-table-value = <#{ $thread }>: { $players }
tournament-out = { NUMBER($place, useGrouping: 0) }. { $name }
tournament-out-paid = { NUMBER($place, useGrouping: 0) }. { $name } ({ chips })
tournament-next-rise = Ciega { NUMBER($blind, useGrouping: 0) }, entrada del bote de jotas { NUMBER($ante, useGrouping: 0) }, desde el reparto { NUMBER($deal, useGrouping: 0) }.
tournament-not-started = Ha llegado la hora prevista, pero solo se han apuntado { NUMBER($entered, useGrouping: 0) } de los { NUMBER($least, useGrouping: 0) } necesarios: el torneo espera a más y a /poker tournament start.
