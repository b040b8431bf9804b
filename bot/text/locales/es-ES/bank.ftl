## Las respuestas del banquero (bot/text/bank.py), para /bank y /poker-admin.

bank-play-chips = Fichas de juego, no dinero: no se paga nada por ellas ni se cobra nada.

# Arriba o abajo, como liquidaba Foster; $n es siempre positivo.
bank-even = en paz
bank-up = +{ $n } arriba
bank-down = -{ $n } abajo

bank-wallet = Cartera: **{ $wallet }** fichas
# $tables: cada una como bank-at-table, separadas por comas.
bank-at-tables = En mesas: { $tables }
bank-at-table = { $chips } en la mesa { NUMBER($table, useGrouping: 0) }
# $net es bank-even, bank-up o bank-down.
bank-holding = Compradas { $bought }, devueltas { $returned }; tienes { $chips } en total: **{ $net }**

bank-bought = Has comprado { chips-grouped }. Cartera: { $wallet }.
bank-bought-again = Has comprado { chips-grouped } (esta petición ya estaba hecha; no se ha cambiado nada más). Cartera: { $wallet }.
bank-cashed-out = Has devuelto { chips-grouped } al banquero. Cartera: { $wallet }.
bank-cashed-out-again = Has devuelto { chips-grouped } al banquero (esta petición ya estaba hecha; no se ha cambiado nada más). Cartera: { $wallet }.

bank-no-movements = Aún no hay movimientos: compra fichas con /bank buy.
# Una línea del extracto: $amount con signo y alineado, $where bank-wallet-account o bank-table-account.
bank-movement = `{ $amount }` { $where } · { $memo } · { $when }
bank-wallet-account = cartera
bank-table-account = mesa { $table }

bank-books-balance = Las cuentas cuadran: emitidas { $issued } = en manos { $held } + en pozos { $pools } + caja { $kitty }.
# $sign es + o -, $off lo que se desvían las cuentas.
bank-books-off = Las cuentas NO cuadran: emitidas { $issued }, pero en manos { $held } + en pozos { $pools } + caja { $kitty } se desvía en { $sign }{ $off }. Un administrador debería ejecutar `poker-bot audit`.

bank-nobody-bought = Aquí nadie ha comprado fichas todavía.
bank-settlement-row = { $who }: { $net } (compradas { $bought }, devueltas { $returned }, tiene { $chips })
bank-and-more = … y { NUMBER($hidden, useGrouping: 0) } más

bank-rank = { NUMBER($rank, useGrouping: 0) }. { $who }: { $net }
bank-no-member-bought = Aquí ningún miembro ha comprado fichas todavía.
# $robots: cada uno como bank-robot-net, separados por comas.
bank-not-ranked = Sin clasificar: { $robots }
bank-robot-net = { $who } (robot): { $net }

bank-no-limit = sin límite
bank-limits = máximo comprado y sin devolver (max_outstanding): { $outstanding }; máximo comprado en un día UTC (daily_allowance): { $daily }
