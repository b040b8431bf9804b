## Las palabras de /poker replay y de poker-bot verify-deal (bot/text/replay_words.py).

## poker-bot verify-deal, para quien aloja el bot.

replay-host-needs-all = --db, --table y --deal van juntos: da los tres para comprobar un reparto con su semilla
replay-nothing-to-check = da el archivo de la prueba (del botón Prueba de /poker replay), o --db, --table y --deal
replay-root-from-seed = la baraja recalculada a partir de la semilla da la raíz
replay-verdict-ok = veredicto: el barajado es el que se selló antes del reparto
replay-verdict-failed = veredicto: una comprobación FALLÓ: este no es el barajado sellado antes del reparto
# Sin la raíz que enseñó la mesa, de una prueba solo se puede ver que concuerda consigo misma.
replay-root-not-compared = no se comparó la raíz: da --root tal como la enseñó la mesa al empezar el reparto
replay-verdict-uncompared = veredicto: la prueba concuerda consigo misma, pero sin la raíz de la mesa no demuestra que este sea el barajado sellado antes del reparto
# La marca de una comprobación, en una columna de seis caracteres.
replay-check-ok = ok
replay-check-failed = FALLO
# $card va entre comillas.
replay-card-from-seed = la carta { NUMBER($position, useGrouping: 0) } ({ $card }) es la carta de la semilla en ese sitio
replay-bad-root = --root { $text }: da la raíz tal como la enseñó la mesa al empezar el reparto (sus 16 primeros caracteres, 0-9 y a-f)
replay-no-finished-deal = la mesa { NUMBER($table, useGrouping: 0) } no tiene ningún reparto { NUMBER($deal, useGrouping: 0) } terminado
replay-proof-too-big = la prueba { $path } es demasiado grande para ser una prueba
replay-not-json = la prueba { $path } no es JSON ({ $why })
replay-not-a-proof = no es una prueba: { $why }

## /poker replay, para un miembro.

replay-my-cards = Mis cartas
replay-proof = Prueba
replay-no-table-ever = En este canal todavía no ha jugado ninguna mesa, así que no hay ningún reparto que reproducir: el mensaje final de un reparto nombra su mesa y su reparto.
replay-no-such-table = No hay ninguna mesa { NUMBER($table, useGrouping: 0) } en este servidor: el mensaje final de un reparto nombra su mesa, y `/poker history` los últimos repartos de la mesa.
replay-no-such-deal = La mesa { NUMBER($table, useGrouping: 0) } no tiene ningún reparto { NUMBER($number, useGrouping: 0) }: `/poker history` enumera sus últimos repartos; un reparto de una mesa anterior se abre con la mesa que nombró su mensaje final (`table:`).
replay-still-in-play = El reparto { NUMBER($number, useGrouping: 0) } sigue en juego: su reproducción se abre cuando acabe.
replay-not-dealt-in = No recibiste cartas en el reparto { NUMBER($number, useGrouping: 0) }, así que no tienes cartas propias que añadir.
# El título de la reproducción: el reparto, y hasta dónde va.
replay-title-dealt = Reparto { NUMBER($number, useGrouping: 0) } reproducido, tal como empezó: { $kind }
replay-title-step = Reparto { NUMBER($number, useGrouping: 0) } reproducido, tras la acción { NUMBER($step, useGrouping: 0) } de { NUMBER($steps, useGrouping: 0) }: { $kind }
replay-void-title = Reparto { NUMBER($number, useGrouping: 0) }: nulo
replay-voided = Este reparto se anuló: { $reason }. Todas las fichas puestas volvieron.
replay-voided-unsaid = Este reparto se anuló: no se registró ninguna razón. Todas las fichas puestas volvieron.
# $root: los 16 primeros caracteres del sello.
replay-sealed-footer = sellado { $root }… antes del reparto · Prueba: el sello abierto para las cartas que vio la mesa
replay-your-cards = Tus cartas
replay-none-yet = ninguna todavía
replay-proof-sent = El sello del reparto { NUMBER($number, useGrouping: 0) }, abierto para todas las cartas que vio la mesa. Compruébalo con `poker-bot verify-deal deal-{ NUMBER($number, useGrouping: 0) }.json`.
replay-proof-sent-yours = El sello del reparto { NUMBER($number, useGrouping: 0) }, abierto para todas las cartas que vio la mesa. Tus propias cartas también están abiertas en él: no lo compartas. Compruébalo con `poker-bot verify-deal deal-{ NUMBER($number, useGrouping: 0) }.json`.
