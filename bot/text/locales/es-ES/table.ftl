## Lo que dicen /poker, las notas de la mesa y el mensaje final (bot/text/table_words.py).

## /poker: las respuestas

table-no-table = No hay ninguna mesa en este canal: abre una con /poker start.
table-opened = La mesa está abierta: pulsa Sentarme en ella o escribe /poker join.
table-dealt = Repartido.
table-posted = Publicado.
table-no-cards = No tienes cartas: no hay ningún reparto en juego contigo dentro.
table-not-yours-to-stop = Solo quien abrió esta mesa, o un administrador con Gestionar servidor, puede pararla.
table-no-deal-finished = En esta mesa aún no ha terminado ningún reparto.
table-no-table-to-reset = No hay ninguna mesa en este canal que reiniciar.
table-no-deals-to-export = Aún no has jugado ningún reparto terminado en las mesas de este servidor.
# El nombre del zip que envía /poker export.
table-export-file = mis-repartos.zip

# /poker export, los últimos $deals de más (el número agrupado: "1.000").
table-exported-last = Aquí tienes { $deals ->
        [one] tu último reparto
        [many] tus últimos { $deals } de repartos
       *[other] tus últimos { $deals } repartos
    } en las mesas de este servidor como historiales de manos (archivos PHH, en un zip): tus propias cartas y, de las de los demás, solo las que se enseñaron.
table-exported = Aquí tienes { $deals ->
        [1] tu único reparto
       *[other] tus { NUMBER($deals, useGrouping: 0) } repartos
    } en las mesas de este servidor como historiales de manos (archivos PHH, en un zip): tus propias cartas y, de las de los demás, solo las que se enseñaron.
table-exported-left-out = { $skipped ->
        [1] Falta un reparto: su registro no se puede reproducir.
       *[other] Faltan { NUMBER($skipped, useGrouping: 0) } repartos: sus registros no se pueden reproducir.
    }
table-none-replay = { $skipped ->
        [1] Tu único reparto no se puede escribir: su registro no se puede reproducir.
       *[other] Ninguno de tus { NUMBER($skipped, useGrouping: 0) } repartos se puede escribir: sus registros no se pueden reproducir.
    }
table-export-description = { $deals ->
        [one] { $deals } historial de mano
        [many] { $deals } de historiales de manos
       *[other] { $deals } historiales de manos
    }, formato PHH

table-left = Te levantas de la mesa; { chips } { $n ->
        [one] vuelve
       *[other] vuelven
    } a tu cartera.
table-left-season = Te levantas de la mesa; { chips } { $n ->
        [one] vuelve
       *[other] vuelven
    } a tus fichas de temporada, aparte de tu cartera.
table-sit-out = Te quedas fuera desde el siguiente reparto.
table-back-in = Vuelves a jugar desde el siguiente reparto.

# Un número de robots ($n).
table-robots = { $n ->
        [one] { $n } robot
        [many] { $n } de robots
       *[other] { $n } robots
    }
table-robots-sat = Hay { table-robots } más en la mesa.
table-robots-left = Hay { table-robots } menos en la mesa.
## /poker durante un reparto: lo que espera a que acabe

table-stay-button = Quedarme en la mesa
table-stays = Al final te quedas en la mesa.
table-not-leaving = No te estabas levantando de la mesa: nada cambia.
table-left-already = Ya te has levantado de la mesa: /poker join te vuelve a sentar.
table-leaves-after = Te levantas de la mesa cuando acabe el reparto { NUMBER($deal, useGrouping: 0) }, y entonces tus fichas vuelven a tu cartera. ¿Has cambiado de idea? Pulsa { table-stay-button } o escribe /poker join.
table-leaves-after-season = Te levantas de la mesa cuando acabe el reparto { NUMBER($deal, useGrouping: 0) }, y entonces tus fichas vuelven a tus fichas de temporada. ¿Has cambiado de idea? Pulsa { table-stay-button } o escribe /poker join.
table-already-seated = Ya estás en esta mesa, con { chips }.
table-already-seated-out = Estás fuera: /poker sitout te devuelve al juego.
table-stays-instead = Te quedas en la mesa: ibas a levantarte cuando acabara el reparto { NUMBER($deal, useGrouping: 0) }.
table-robots-after = Habrá { table-robots } más en la mesa cuando acabe el reparto { NUMBER($deal, useGrouping: 0) }.
table-robots-leave-after = Habrá { table-robots } menos en la mesa cuando acabe el reparto { NUMBER($deal, useGrouping: 0) }.
## El pie del mensaje de la mesa: lo que pasa al final del reparto, y lo que pasó

table-leaves-after-note = { $name } se levanta después de este reparto
table-left-note = { $name } se levantó de la mesa
table-robots-due-note = habrá { table-robots } más en la mesa después de este reparto
table-robots-sat-note = hay { table-robots } más en la mesa
table-robots-refused-note = los robots pedidos no pudieron sentarse: { $why }
# Se dice en el canal cuando el reinicio de un administrador cerró su mesa; $done dice lo que hizo.
table-reset-by-admin = Un administrador reinició esta mesa. { $done }

## /poker history

table-history-head = Los últimos repartos de la mesa { NUMBER($table, useGrouping: 0) } (`/poker replay deal:N table:{ NUMBER($table, useGrouping: 0) }` abre uno):
# Cómo acabó un reparto, según el resultado del registro (o que fue nulo).
table-history-void = nulo
table-history-showdown = se enseñaron
table-history-uncontested = sin rival
table-history-no-one-came-in = nadie entró
table-history-made-jackpot = se hizo bote de jotas
table-history-not-opened = sin abrir
table-history-all-passed = todos pasaron
# $what: cómo acabó el reparto (table-history-void, table-history-showdown…).
table-history-deal = Reparto { NUMBER($number, useGrouping: 0) }: { $what } · sellado `{ $root }`
table-history-deal-won = Reparto { NUMBER($number, useGrouping: 0) }: { $what }, lo gana { $winners } · sellado `{ $root }`

## El mensaje de la mesa entre repartos

table-idle-invite = Pulsa **Sentarme** (o escribe `/poker join`) para sentarte con 100 fichas de una vez; el reparto empieza cuando haya dos sentados.
table-idle-lessons = Tus lecciones: los robots se sientan y luego se reparte la primera lección.
table-idle-tournament = Una mesa de torneo: el torneo sienta aquí a sus jugadores y los repartos siguen solos.
table-closed-title = Esta mesa está cerrada
table-closed-words = Aquí ya no se juega nada más: todas sus fichas han vuelto a su sitio (/poker start abre una mesa nueva).
# $game: el nombre del juego (render-variety-…).
table-idle-title = Una mesa de { $game } (las leyes de Foster)
table-idle-title-freeze-out = Una mesa de { $game }, a muerte (las leyes de Foster)
# El título de un reparto en una mesa a muerte: "Reparto 3: un pozo corriente, a muerte".
table-freeze-out-title = { $title }, a muerte
table-idle-seat = **{ $name }**: { chips }
table-nobody-yet = nadie todavía
table-waiting-jackpot = { chips } { $n ->
        [one] espera
       *[other] esperan
    } al siguiente bote de jotas
table-waiting-deal = { chips } { $n ->
        [one] espera
       *[other] esperan
    } al siguiente reparto
table-jackpot-before-new-game = { chips } { $n ->
        [one] espera
       *[other] esperan
    } al siguiente bote de jotas; { $game } empieza cuando alguien lo gane

## Las notas de la mesa (el pie del mensaje de la mesa)

table-new-game-waits-note = { $game } empieza cuando alguien gane este bote de jotas (ley 76)
table-dealt-note = reparto { NUMBER($number, useGrouping: 0) }: sellado { $root }
table-first-jack = { $name } sacó { $card }: da quien saca la primera jota (ley 2)
table-jackpot-again = otra vez bote de jotas: nadie abrió el anterior
table-jackpot-again-fattened = otra vez bote de jotas: nadie abrió el anterior, así que todos lo engordaron
# $reason: la razón del motor para el bote de jotas.
table-jackpot-note = bote de jotas: { $reason }
# $action: lo que hizo el reloj por él.
table-ran-out-of-time = A { $name } se le acabó el tiempo: { $action }
table-timed-out-twice = A { $name } se le acabó el tiempo dos veces y se queda fuera desde el siguiente reparto
table-takes-no-dms = { $name } no acepta MD: usa el botón Mi jugada

## El mensaje final, con las jugadas enseñadas

table-result-head = **Reparto { NUMBER($number, useGrouping: 0) }**, el pozo: { NUMBER($pool, useGrouping: 0) }
table-result-not-opened = Nadie abrió: el bote de jotas se queda en el pozo y todos lo engordan en el siguiente reparto.
table-result-all-passed = Nadie apostó: el pozo se queda para el siguiente reparto y el testigo vuelve a poner la entrada.
table-result-whangdoodle = Póquer o más en una igualada: ¡ronda obligada! Sigue una ronda de botes de jotas.
table-result-next-jackpot = El siguiente reparto es bote de jotas: { $reason }.
table-result-sealed = El barajado se selló con sha256 `{ $root }` al empezar el reparto: `/poker replay deal:{ NUMBER($number, useGrouping: 0) } table:{ NUMBER($table, useGrouping: 0) }` lo abre.
