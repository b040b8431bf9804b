## Las notas del libro de cuentas tal como las muestra /bank history (bot/text/memo_words.py).
## Se guardan en inglés (bot/services/memos.py) y se dicen aquí.
## { chips } es una cuenta de fichas ($n); $player y $shares van tal como se guardaron (ids y cuentas);
## $action son las palabras del motor para una jugada ("raises 5").

memos-buys = compra { chips } al banquero
memos-returns = devuelve { chips } al banquero
memos-sits-down = se sienta a la mesa { NUMBER($table, useGrouping: 0) } con { NUMBER($amount, useGrouping: 0) }
memos-adds = añade { NUMBER($amount, useGrouping: 0) } a lo que tiene en la mesa { NUMBER($table, useGrouping: 0) }
memos-leaves-after = deja la mesa { NUMBER($table, useGrouping: 0) } con { NUMBER($amount, useGrouping: 0) } tras el reparto { NUMBER($deal, useGrouping: 0) }
memos-leaves = deja la mesa { NUMBER($table, useGrouping: 0) } con { NUMBER($amount, useGrouping: 0) }
memos-closes-tutorial = la mesa { NUMBER($table, useGrouping: 0) } cierra: su pozo vuelve a las lecciones
memos-pool-back = la mesa { NUMBER($table, useGrouping: 0) } cierra: el pozo que pasaba, { chips }, se reparte de vuelta ({ $shares })
memos-closes = la mesa { NUMBER($table, useGrouping: 0) } cierra: { chips } de vuelta a la cartera
memos-antes = reparto { NUMBER($deal, useGrouping: 0) }: la ciega y las entradas
memos-void = el reparto { NUMBER($deal, useGrouping: 0) } es nulo: se devuelven todas las apuestas
# $outcome: showdown, uncontested, no_one_came_in, made_jackpot, not_opened o all_passed.
memos-settled = reparto { NUMBER($deal, useGrouping: 0) }: { $outcome ->
    [showdown] se enseñan las cartas
    [uncontested] nadie vio la apuesta
    [no_one_came_in] nadie entró
    [made_jackpot] el mano lo hizo bote de jotas
    [not_opened] nadie abrió
    [all_passed] todos pasaron
   *[other] { $outcome }
}
memos-acts = reparto { NUMBER($deal, useGrouping: 0) }: { $player } { $action }
memos-enters = entra en el torneo { NUMBER($tournament, useGrouping: 0) } con una inscripción de { NUMBER($amount, useGrouping: 0) }
# $why: left (antes del comienzo), cancelled o cancelled-under-way.
memos-sweepstake-back = torneo { NUMBER($tournament, useGrouping: 0) }: { NUMBER($amount, useGrouping: 0) } de vuelta ({ $why ->
    [left] se fue antes del comienzo
    [cancelled] cancelado
   *[cancelled-under-way] cancelado en juego
})
memos-place = torneo { NUMBER($tournament, useGrouping: 0) }: el puesto { NUMBER($place, useGrouping: 0) } se lleva { NUMBER($amount, useGrouping: 0) }
memos-seated = torneo { NUMBER($tournament, useGrouping: 0) }: sentado a la mesa { NUMBER($table, useGrouping: 0) }
memos-frozen-out = torneo { NUMBER($tournament, useGrouping: 0) }: eliminado
memos-broken = torneo { NUMBER($tournament, useGrouping: 0) }: mesa { NUMBER($table, useGrouping: 0) } disuelta
memos-moves-to = torneo { NUMBER($tournament, useGrouping: 0) }: pasa a la mesa { NUMBER($table, useGrouping: 0) }
memos-moves-from = torneo { NUMBER($tournament, useGrouping: 0) }: viene de la mesa { NUMBER($table, useGrouping: 0) }
memos-cancelled = el torneo { NUMBER($tournament, useGrouping: 0) } se cancela: la mesa { NUMBER($table, useGrouping: 0) } cierra
memos-over = el torneo { NUMBER($tournament, useGrouping: 0) } ha terminado: la mesa { NUMBER($table, useGrouping: 0) } cierra
memos-reserve = la reserva de la temporada { NUMBER($season, useGrouping: 0) }: { NUMBER($amount, useGrouping: 0) } fichas de temporada
