## Las líneas propias de la línea de órdenes para quien aloja el bot (bot/text/cli_words.py), en su LC_ALL, LC_MESSAGES o LANG.
## Las opciones (--out), los ajustes (CARD_ART_DIR) y las órdenes (poker-bot migrate) se escriben tal cual.

# Argumentos que ninguna orden admite; $prog es la orden ("poker-bot simulate").
cli-unrecognized = argumentos no reconocidos: { $arguments } (mira { $prog } --help)
# Un error que encontró argparse: $message son las palabras del propio argparse.
cli-see-help = { $message } (mira { $prog } --help)

# poker-bot migrate y audit. $version es el número de un esquema, $done las migraciones aplicadas.
cli-nothing-to-apply = nada que aplicar
cli-schema-version = { $database }: versión de esquema { $version } ({ $done })
# $summary: los recuentos de la auditoría, por sus nombres ("12 accounts, 40 entries").
cli-audit-passed = auditoría superada: { $summary }
cli-audit-failed = auditoría FALLIDA: { cli-breaches }
cli-audit-failed-in = auditoría FALLIDA: { cli-breaches } en { $summary }
cli-breaches = { $n ->
    [one] { $n } infracción
   *[other] { $n } infracciones
}
cli-audit-not-checked = { $check } sin comprobar: { $why }

# poker-bot backup y restore. $rows es cli-rows.
cli-rows = { $tables ->
    [one] { $tables } tabla
   *[other] { $tables } tablas
}, { $n ->
    [one] { $n } fila
   *[other] { $n } filas
}
cli-out-is-folder = --out { $path }: es una carpeta; da un nombre de archivo
cli-out-no-folder = --out { $path }: la carpeta { $folder } no existe; créala antes o da otra ruta
cli-backup-written = copia de seguridad escrita en { $path } (formato { $format }, versión de esquema { $version }, { $rows }), con { $audited }
cli-restored = restaurado { $path } (formato { $format }, versión de esquema { $version }, { $rows }) en { $database }
cli-restored-migrated = restaurado { $path } (formato { $format }, versión de esquema { $version }, { $rows }) en { $database }, y migrado después a la versión de esquema { $migrated }

# Una ruta que no se puede usar: $what la opción o el ajuste, $why uno de los motivos de abajo.
cli-path-error = { $what } { $path }: { $why }; { $todo }
cli-give-another-path = da otra ruta
cli-path-too-long = la ruta, o un nombre en ella, es demasiado larga
cli-permission-denied = permiso denegado
cli-read-only = está en un sistema de archivos de solo lectura
cli-disk-full = el disco está lleno
cli-symlink-loop = da vueltas en un bucle de enlaces simbólicos
cli-is-a-file = { $path } es un archivo, no una carpeta
cli-card-art-todo = pon en CARD_ART_DIR una carpeta en la que puedas escribir, o quítalo (data/cards)

# poker-bot verify-deal: el archivo de la prueba, nombrado en cli-path-error.
cli-the-proof = la prueba
cli-give-the-proof = da el archivo de la prueba

# Cartas mal escritas: $what es el argumento (hand, --keep), $card una carta tal como se escribió.
cli-joker-only = { $what }: el comodín (Jo) solo está en la baraja joker; añade --pack joker
cli-not-in-ecarte = { $what }: { $card } no está en la baraja écarté de 32 cartas, que empieza en el siete
# $shown: las cartas dadas, entre paréntesis tras un espacio, o nada.
cli-hand-size = { $what }: una mano son { $count ->
    [one] { $count } carta
   *[other] { $count } cartas
}, pero { $given ->
    [one] se dio { NUMBER($given, useGrouping: 0) }
   *[other] se dieron { NUMBER($given, useGrouping: 0) }
}{ $shown }
cli-dead-in-hand = --dead: { $card } está en la mano, así que no puede estar también muerta
cli-keep-needed = falta --keep: las cartas que te quedas, p. ej. --keep "Js Jh" (none para cambiar cinco)
cli-keep-not-in-hand = --keep: { $card } no está en la mano ({ $hand })

# Las reglas de la casa y las opciones de la mesa.
cli-not-an-extra-hand = { $name } no es una jugada extra: elige entre { $known }
cli-two-pairs-joker = --two-pairs-over-threes solo tiene sentido con el comodín: añade --pack joker
cli-seats = --players: esta mesa sienta de 2 a { NUMBER($most, useGrouping: 0) }, no { NUMBER($players, useGrouping: 0) }
# La opción de una regla no dada, como la nombra poker-bot simulate: "sin --checking".
cli-no-option = sin { $option }
# $game y $variety: draw, straight, stud o whisky, como los admite --variety.
cli-one-game = { $option }: es una regla solo del póquer { $game }, no del póquer { $variety }; quítala, o añade --variety { $game }
cli-out-of-range = { $option }: { NUMBER($value, useGrouping: 0) } está fuera de rango

# poker-bot cards: $path es el archivo tal como se escribió, entre comillas.
cli-out-terminal = --out -: la salida estándar es un terminal; redirígela (> hand.png, | display) o da un nombre de archivo
cli-out-not-a-file = --out { $path } no es un nombre de archivo: da uno como hand.png
cli-out-file-in-way = --out: { $path } es un archivo, no una carpeta; escribe en otro sitio
cli-out-no-folder-here = --out: la carpeta { $path } no existe; créala o escribe en otro sitio
cli-out-no-permission = --out: no hay permiso para escribir { $path }; elige un archivo que puedas escribir
cli-write-elsewhere = escribe en otro sitio
cli-no-cards = no se dio ninguna carta: escríbelas así: "As Kd Qh Jc Ts"
cli-too-many-cards = { $n ->
    [one] { $n } carta es demasiado
   *[other] { $n } cartas son demasiadas
} para un dibujo: da como mucho { NUMBER($most, useGrouping: 0) }
# $deck: classic o four-colour, como lo admite --deck.
cli-wrote = escrito { $path } ({ $n ->
    [one] { $n } carta
   *[other] { $n } cartas
}, baraja { $deck }, { $bytes ->
    [one] { $bytes } byte
   *[other] { $bytes } bytes
})

# poker-bot doctor: una comprobación no hecha, porque el fallo de otra se lo impide.
cli-not-checked = · { $name }: sin comprobar: { $why }

# poker-bot simulate --tournament. $option es el nombre de una opción tal como se escribe (--entrants).
cli-tournament-only = { $option }: es cosa de un torneo; añade --tournament, o quítala
cli-not-for-tournament = { $option }: no vale para un torneo, donde --entrants robots juegan hasta el final; quítala
cli-tournament-draw = --variety: un torneo se juega al póquer draw, no al póquer { $variety }; quítala
cli-tournament-freeze-out = --betting: un torneo es una partida a muerte (el juego con límite), no { $betting }; quítala
cli-tournament-kitty = --kitty: un torneo no lleva caja (sus fichas saldrían de los jugadores); quítala
cli-tournament-stake = --stake: { NUMBER($stake, useGrouping: 0) } no cubre una entrada ({ NUMBER($ante, useGrouping: 0) }, el doble de la ciega)
cli-tournament-round = ronda { $round }: { $n ->
    [one] queda { $n } jugador
   *[other] quedan { $n } jugadores
}
# $seed tal como se dio; $robots, $tables, $deals y $rounds son recuentos.
cli-tournament-head = Una partida a muerte de { $robots ->
    [one] { $robots } robot
   *[other] { $robots } robots
} en { $tables ->
    [one] { $tables } mesa
   *[other] { $tables } mesas
} (semilla { $seed }, { $stake } fichas de entrada cada uno): { $deals ->
    [one] { $deals } reparto
   *[other] { $deals } repartos
} en { $rounds ->
    [one] { $rounds } ronda
   *[other] { $rounds } rondas
}
# $broken: los números de las mesas, o cli-none.
cli-tournament-broken = mesas disueltas: { $broken }; jugadores movidos: { $moves }
cli-tournament-broken-final = mesas disueltas: { $broken }; jugadores movidos: { $moves }; queda una sola mesa tras la ronda { $final }
cli-none = ninguna
cli-tournament-last-level = último nivel: ciega { $blind }, entrada del bote de jotas { $ante }
cli-tournament-not-finished = SIN TERMINAR: ningún jugador tiene todas las fichas
# $place: el puesto, alineado en una columna.
cli-tournament-place = { $place }. Robot { $player }
cli-tournament-place-prize = { $place }. Robot { $player }: { chips-grouped }
# $conserved: yes o no.
cli-chips-conserved = fichas conservadas: { $conserved ->
    [yes] sí
   *[no] NO
}

# poker-bot simulate. $speed son los repartos por segundo, ya escritos; $seed tal como se dio.
cli-simulate-progress = { $done } de { deals }
cli-simulate-head = { deals } de póquer { $variety } entre { cli-robots } (semilla { $seed }), { $speed } repartos por segundo
cli-robots = { $robots ->
    [one] { $robots } robot
   *[other] { $robots } robots
}
cli-simulate-jackpots = botes de jotas { $jackpots } (sin abrir { $unopened }), rondas obligadas { $whangdoodles }
cli-simulate-draw-pools = se enseñaron { $showdowns }, pozos ganados sin enseñar { $unshown }, nadie entró { $nobody }, botes de jotas del mano (ley 36) { $made }
cli-simulate-pools = se enseñaron { $showdowns }, pozos ganados sin enseñar { $unshown }
cli-simulate-straight-pools = se enseñaron { $showdowns }, pozos ganados sin enseñar { $unshown }, nadie apostó { $nobody }
cli-simulate-largest = pozo mayor { $largest }, caja { $kitty }, recompras { $rebuys }
# --db: $error es lo que retiene la mesa en la otra ejecución.
cli-simulate-in-use = --db: { $error } (¿otro poker-bot simulate con la misma --db?); deja que termine, o da otra --db
cli-simulate-ledger-head = { deals } por el libro de cuentas entre { cli-robots } (semilla { $seed }), { $speed } repartos por segundo; la mesa lleva { $played } jugados
cli-simulate-recovered = recuperados: { deals } reanudados, { NUMBER($settled, useGrouping: 0) } liquidados, { NUMBER($void, useGrouping: 0) } nulos
cli-simulate-banker = banquero: { chips-grouped } fuera; los robots tienen { $held }, los pozos { $pools }, la caja { $kitty }; recompras en esta ejecución { $rebuys }
# $balance: yes o no; $audit: passed o failed.
cli-simulate-books = las cuentas cuadran: { $balance ->
    [yes] sí
   *[no] NO
}; auditoría: { $audit ->
    [passed] superada
   *[failed] FALLIDA
}
# $stored y $asked: las opciones, tal como se escriben (--players 4, sin --checking).
cli-simulate-other-options = --db: la mesa de { $db } se jugó con { $stored }, y esta ejecución pide { $asked }: da las mismas opciones para seguir jugando, u otra --db para una mesa nueva

# poker-bot export e import-check. $where es cli-export-where; $error un motivo en palabras del exportador o del sistema.
cli-export-not-a-date = --since: { $typed } no es una fecha; escríbela así: 2026-11-26
cli-export-member = --member: da el id de un miembro
cli-export-where = mesa { NUMBER($table, useGrouping: 0) } reparto { NUMBER($deal, useGrouping: 0) }
cli-export-not-written = { $where }: no escrito: { $error }
cli-export-not-written-fault = { $where }: no escrito ({ $fault })
cli-export-progress = { deals } escritos...
# $rate: cli-export-rate tras un espacio, o nada.
cli-export-rate = ({ $speed } por segundo)
cli-export-written = { deals } escritos en { $folder }{ $rate }
cli-export-written-failed = { deals } escritos en { $folder }{ $rate }; { $failed ->
    [one] { $failed } reparto no se pudo escribir
   *[other] { $failed } repartos no se pudieron escribir
}
cli-export-no-pokerkit = --pokerkit: PokerKit no está instalado; pip install 'foster-poker-bot[phh]'
# Lo que PokerKit saca de un archivo: $theirs lo de PokerKit, $ours lo del archivo.
cli-export-stacks = PokerKit termina con las pilas { $theirs }, el archivo dice { $ours }
cli-export-carried = PokerKit deja { $theirs } en el pozo, el archivo dice { $ours }
cli-export-give-phh = da un archivo .phh o una carpeta de ellos
cli-export-no-such = { $path }: no existe ese archivo ni esa carpeta
cli-export-no-phh = { $path }: no hay archivos .phh en esta carpeta
cli-export-unreadable = { $file }: no se puede leer: { $error }
cli-files = { $files ->
    [one] { $files } archivo
   *[other] { $files } archivos
}
cli-export-full = { cli-files } rejugados por el motor desde la semilla
cli-export-chips-only = { cli-files } comprobados solo en sus fichas y las manos enseñadas (sin semilla, la baraja no se conoce)
cli-export-by-pokerkit = { cli-files } de póquer draw o straight rejugados también por PokerKit
cli-export-all-agree = todo concuerda
cli-export-problems = { $n ->
    [one] { $n } problema
   *[other] { $n } problemas
}
cli-export-none-read = no se pudo leer ninguno
# $kinds: cli-export-full y los demás, separados por punto y coma; $verdict cli-export-all-agree o cli-export-problems.
cli-export-checked = { cli-files }: { $kinds }; { $verdict }

# Las comprobaciones de permisos de poker-bot doctor. $invite: cómo volver a invitar al bot; $names: los nombres de Discord de los permisos.
cli-doctor-no-server = el bot no está en ningún servidor
cli-doctor-server = servidor { $server }
cli-doctor-tables-gone = { NUMBER($n, useGrouping: 0) } mesa(s) abierta(s) allí, pero el bot ya no está en ese servidor
cli-doctor-roles-unread = no se pudieron leer los roles del servidor ({ $error })
cli-doctor-roles-ok = los roles del bot dan todos los permisos que pide el README
cli-doctor-roles-lack = a los roles del bot les falta: { $names }
cli-doctor-give-roles = da estos permisos al rol del bot en Ajustes del servidor → Roles, o { $invite }
cli-doctor-channel = canal { $channel } ({ $server }, mesa { NUMBER($table, useGrouping: 0) })
cli-doctor-no-channel = Discord no tiene ese canal: se borró
cli-doctor-no-channel-fix = allí ya no se puede jugar; di a los jugadores de la mesa que sus fichas siguen en su depósito
cli-doctor-cannot-see = el bot no puede ver este canal
cli-doctor-cannot-see-fix = da al rol del bot Ver canales en los permisos del canal
cli-doctor-try-again = vuelve a intentarlo
cli-doctor-channel-ok = el bot puede hacer aquí todo lo que necesita la mesa { NUMBER($table, useGrouping: 0) }
cli-doctor-missing = falta: { $names }
cli-doctor-give-in-parent = da estos permisos al rol del bot en los permisos del canal padre
cli-doctor-give-in-channel = da estos permisos al rol del bot en los permisos del canal
