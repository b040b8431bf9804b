## Negativas con la voz del bot (bot/text/refusals.py): las razones breves de los servicios y
## formularios, hechas frases.

# Un valor de formulario rechazado. $subject: lo rechazado (refusal-subject-…, o el nombre de un
# campo, "raise limit"); los límites y opciones, como el miembro puede escribirlos.
refusals-at-least = { $subject } tiene que ser como mínimo { $bound }
refusals-at-most = { $subject } tiene que ser como máximo { $bound }
refusals-more-than = { $subject } tiene que ser más de { $bound }
refusals-less-than = { $subject } tiene que ser menos de { $bound }
refusals-must-be = { $subject } tiene que ser { $choice }
refusals-another-value = { $subject } tiene que ser otro valor
# $choices: las opciones, unidas con "o".
refusals-one-of = { $subject } tiene que ser uno de estos: { $choices }
refusals-whole-number = { $subject } tiene que ser un número entero
refusals-true-or-false = { $subject } tiene que ser true o false
refusals-a-list = { $subject } tiene que ser una lista, con los elementos separados por comas
refusals-cannot-take = { $subject } no admite ese valor
refusals-must-be-given = { $subject } es obligatorio
refusals-not-a-limit-field = { $subject } no es uno de los límites
refusals-subject-limit = El límite { $field }
refusals-subject-value = Ese valor
# La negativa de un límite ($said) con los números enteros que admite.
refusals-range-hint = { $said }; pon un número entero de { $least } a { $most }
# La negativa de un límite que el servicio dio con sus propias palabras ($words).
refusals-limit-takes = El límite { $field } admite { $words }
refusals-limit-says = El límite { $field }: { $words }
refusals-field-says = { $field }: { $words }

# Las cláusulas desnudas de los servicios, con palabras con las que un miembro puede actuar.
refusals-deal-in-play = El reparto { NUMBER($deal, useGrouping: 0) } sigue en juego: espera a que acabe y vuelve a intentarlo.
# $then: lo que pidió hacer ("sentarte").
refusals-deal-in-play-then = El reparto { NUMBER($deal, useGrouping: 0) } está en juego: { $then } cuando acabe.
refusals-freeze-out-begun = Esta partida a muerte ya ha empezado y nadie puede unirse ahora: mírala hasta el final, o únete a la siguiente mesa cuando acabe.
refusals-freeze-out-over = Esta partida a muerte ha terminado: un jugador tiene todas las fichas. Cierra la mesa (/poker stop) y abre otra para volver a jugar.
refusals-two-players = Para repartir hacen falta dos jugadores con fichas que no estén fuera: que alguien se siente, vuelva (/poker sitout) o se siente un robot (/poker robots add).
refusals-no-tournament = No hay ningún torneo en este canal: un administrador (o cualquiera, si tournaments_open está activado) crea uno con /poker tournament create.
refusals-tournament-still-seating = El torneo aún está sentando a sus jugadores: sus mesas reparten cuando todos tengan asiento.
refusals-tournament-not-dealing = El torneo ha terminado o se está cancelando: sus mesas ya no reparten.
# $table: el número de la mesa del torneo.
refusals-tournament-table-not-closing = La mesa { NUMBER($table, useGrouping: 0) } del torneo no se cerró: vuelve a cancelarlo dentro de un momento.
refusals-tournament-table-close = Una mesa de torneo solo se cierra con su torneo: un administrador lo cancela con /poker tournament cancel.
refusals-tournament-ended-meanwhile = El torneo acaba de terminar: ya no queda nada que cancelar (/poker tournament show muestra sus puestos).
# $holds: lo que tiene su cartera ("50 fichas"); $stake: lo que pidió poner en la mesa.
refusals-stake-wallet = Tu cartera tiene { $holds }, menos que los { $stake } que quieres poner: compra más antes (/bank buy) o siéntate con menos.
refusals-not-a-limit = No hay ningún límite llamado { $name }: los límites son { $limits } (/poker-admin show explica cada uno).
# $channel: dónde está la mesa; $stakes: lo que tiene delante cada uno; $stake: el de la partida a muerte.
refusals-freeze-out-refused = La mesa de { $channel } tiene fichas en juego con montones desiguales ({ $stakes }), y una partida a muerte empieza con todos los jugadores con las mismas fichas (freeze_out_stake, { $stake }). Cierra la mesa (/poker stop) y abre otra, donde todos se sientan con { $stake }; o pon betting en freeze_out mientras no haya ninguna mesa abierta aquí.
refusals-freeze-out-stake = En una partida a muerte todos se sientan con las mismas fichas: siéntate con exactamente { $stake }.

# Las negativas de los servicios que nombran su mensaje (bot/services/errors.py, `words`).
refusals-no-deal = No hay ningún reparto en juego en esta mesa.
refusals-deal-in-play-close = El reparto { NUMBER($deal, useGrouping: 0) } está en juego: cierra la mesa cuando acabe.
refusals-deal-in-play-sit-down = El reparto { NUMBER($deal, useGrouping: 0) } está en juego: siéntate cuando acabe.
refusals-deal-in-play-add-chips = El reparto { NUMBER($deal, useGrouping: 0) } está en juego: añade fichas cuando acabe.
refusals-deal-in-play-seat-player = El reparto { NUMBER($deal, useGrouping: 0) } está en juego: sienta a un jugador cuando acabe.
refusals-deal-in-play-move-player = El reparto { NUMBER($deal, useGrouping: 0) } está en juego: cambia de sitio a un jugador cuando acabe.
# Un número fuera de su rango: $what, el nombre del campo ("Cantidad"); $typed, tal como lo escribió, entre comillas.
refusals-number = { $what }: un número entero de { $least } a { $most }, no { $typed }.
refusals-limit-number = El límite { $what } admite un número entero de { $least } a { $most }, no { $typed }.
