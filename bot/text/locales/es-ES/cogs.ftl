## Las respuestas propias de los cogs (bot/text/cogs_words.py), para /poker-admin, /bank, /odds y /rules.

# /poker-admin limits: un límite fijado. $field es su nombre tal como se escribe, $after y $before sus valores.
cogs-limit-set-title = Límite fijado
cogs-limit-set-channel = `{ $field }` vale ahora { $after } en este canal (antes valía { $before }). Las mesas lo aplican desde su próximo reparto; un reparto en juego conserva sus reglas. El cambio queda anotado con tu nombre (/poker-admin history).
cogs-limit-set-server = `{ $field }` vale ahora { $after } como valor por defecto del servidor (antes valía { $before }). Las mesas lo aplican desde su próximo reparto; un reparto en juego conserva sus reglas. El cambio queda anotado con tu nombre (/poker-admin history).
# Un valor por defecto fijado donde este canal tiene el suyo propio, $here.
cogs-limit-own-here = Este canal fija su propio `{ $field }` ({ $here }), que sigue valiendo aquí.

# /poker-admin show y history.
cogs-limits-title = Límites en este canal
# $limits: los límites del banquero (bank-limits), debajo de los de la mesa.
cogs-banker-limits = **Banquero:** { $limits }
cogs-changes-title = Cambios de límites

# /poker-admin grant: $who es una mención, $wallet las fichas de su cartera después.
cogs-chips-given-title = Fichas entregadas
cogs-chips-given = { $who } recibe { chips-grouped }; su cartera tiene { $wallet }. El banquero no tiene una entrega aparte, así que es una compra al banquero en su nombre, anotada como hecha por ti: cuenta para su cupo diario y para lo máximo que puede deber.

cogs-table-reset-title = Mesa reiniciada

# /poker-admin bank-limits: $limits es bank-limits.
cogs-bank-limits-title = Los límites del banquero
cogs-bank-limits-now = Ahora: { $limits }. Anotado con tu nombre (/poker-admin history).
cogs-bank-limits-in-force = En vigor: { $limits }.

# /bank: los títulos de las respuestas.
cogs-balance-title = Tus fichas
cogs-bought-title = Compradas
cogs-cashed-out-title = Devueltas
cogs-statement-title = Tu extracto
cogs-settling-title = Ajuste de cuentas
cogs-leaderboard-title = Clasificación

# /odds: cartas mal escritas. $what es el nombre de la opción (hand, keep), $cards las cartas, $pack el nombre de la baraja tal como se escribe.
cogs-not-in-pack = { $what }: { $cards } no está en la baraja { $pack }
cogs-hand-size = { $what }: una mano son { $count ->
    [one] { $count } carta
   *[other] { $count } cartas
}, pero { $given ->
    [one] se dio { NUMBER($given, useGrouping: 0) }
   *[other] se dieron { NUMBER($given, useGrouping: 0) }
}
cogs-kept-not-in-hand = keep: { $cards } no está en la mano

# /rules y /glossary: nada encontrado. $query y $term van entre comillas tal como se escribieron; $hints los nombres más cercanos.
cogs-no-law = No hay ninguna ley ni tema llamado { $query }.
cogs-no-law-index = Prueba /rules sin tema para ver el índice.
cogs-no-term = No hay ningún término { $term } en el glosario.
cogs-did-you-mean = ¿Querías decir: { $hints }?
