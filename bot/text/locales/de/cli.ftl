## Die eigenen Zeilen der Kommandozeile an den, der den Bot betreibt (bot/text/cli_words.py), in seinem LC_ALL, LC_MESSAGES oder LANG.
## Optionen (--out), Einstellungen (CARD_ART_DIR) und Befehle (poker-bot migrate) stehen, wie man sie tippt.

# Argumente, die kein Befehl nimmt; $prog ist der Befehl ("poker-bot simulate").
cli-unrecognized = unbekannte Argumente: { $arguments } (siehe { $prog } --help)
# Ein Fehler, den argparse fand: $message sind die Worte von argparse selbst.
cli-see-help = { $message } (siehe { $prog } --help)

# poker-bot migrate und audit. $version ist die Nummer eines Schemas, $done die angewandten Migrationen.
cli-nothing-to-apply = nichts anzuwenden
cli-schema-version = { $database }: Schemaversion { $version } ({ $done })
# $summary: die Zählungen der Prüfung, mit ihren Namen ("12 accounts, 40 entries").
cli-audit-passed = Prüfung bestanden: { $summary }
cli-audit-failed = Prüfung FEHLGESCHLAGEN: { cli-breaches }
cli-audit-failed-in = Prüfung FEHLGESCHLAGEN: { cli-breaches } in { $summary }
cli-breaches = { $n ->
    [one] { $n } Verstoß
   *[other] { $n } Verstöße
}
cli-audit-not-checked = { $check } nicht geprüft: { $why }

# poker-bot backup und restore. $rows ist cli-rows.
cli-rows = { $tables ->
    [one] { $tables } Tabelle
   *[other] { $tables } Tabellen
}, { $n ->
    [one] { $n } Zeile
   *[other] { $n } Zeilen
}
cli-out-is-folder = --out { $path }: ist ein Ordner; gib einen Dateinamen an
cli-out-no-folder = --out { $path }: der Ordner { $folder } existiert nicht; leg ihn erst an oder gib einen anderen Pfad an
cli-backup-written = Sicherung geschrieben nach { $path } (Format { $format }, Schemaversion { $version }, { $rows }), mit { $audited }
cli-restored = { $path } wiederhergestellt (Format { $format }, Schemaversion { $version }, { $rows }) in { $database }
cli-restored-migrated = { $path } wiederhergestellt (Format { $format }, Schemaversion { $version }, { $rows }) in { $database }, danach auf Schemaversion { $migrated } migriert

# Ein Pfad, der nicht zu gebrauchen ist: $what die Option oder Einstellung, $why einer der Gründe unten.
cli-path-error = { $what } { $path }: { $why }; { $todo }
cli-give-another-path = gib einen anderen Pfad an
cli-path-too-long = der Pfad oder ein Name darin ist zu lang
cli-permission-denied = Zugriff verweigert
cli-read-only = er liegt auf einem schreibgeschützten Dateisystem
cli-disk-full = die Platte ist voll
cli-symlink-loop = er läuft im Kreis symbolischer Links
cli-is-a-file = { $path } ist eine Datei, kein Ordner
cli-card-art-todo = setz CARD_ART_DIR auf einen Ordner, in den du schreiben darfst, oder lass es weg (data/cards)

# poker-bot verify-deal: die Datei des Nachweises, in cli-path-error genannt.
cli-the-proof = der Nachweis
cli-give-the-proof = gib die Datei des Nachweises an

# Falsch getippte Karten: $what ist das Argument (hand, --keep), $card eine Karte wie getippt.
cli-joker-only = { $what }: der Joker (Jo) ist nur im Spiel joker; füge --pack joker hinzu
cli-not-in-ecarte = { $what }: { $card } ist nicht im Ecarté-Spiel mit 32 Karten, das bei der Sieben beginnt
# $shown: die angegebenen Karten, in Klammern nach einem Leerzeichen, oder nichts.
cli-hand-size = { $what }: ein Blatt hat { $count ->
    [one] { $count } Karte
   *[other] { $count } Karten
}, aber { $given ->
    [one] { NUMBER($given, useGrouping: 0) } wurde
   *[other] { NUMBER($given, useGrouping: 0) } wurden
} angegeben{ $shown }
cli-dead-in-hand = --dead: { $card } ist im Blatt, kann also nicht auch tot sein
cli-keep-needed = --keep fehlt: die Karten, die du behältst, z. B. --keep "Js Jh" (none, um fünf zu kaufen)
cli-keep-not-in-hand = --keep: { $card } ist nicht im Blatt ({ $hand })

# Die Hausregeln und die Optionen des Tisches.
cli-not-an-extra-hand = { $name } ist kein Extrablatt: wähle aus { $known }
cli-two-pairs-joker = --two-pairs-over-threes ergibt nur mit dem Joker Sinn: füge --pack joker hinzu
cli-seats = --players: an diesem Tisch sitzen 2 bis { NUMBER($most, useGrouping: 0) }, nicht { NUMBER($players, useGrouping: 0) }
# Die Option einer Regel, nicht gegeben, wie poker-bot simulate sie nennt: "ohne --checking".
cli-no-option = ohne { $option }
# $game und $variety: draw, straight, stud oder whisky, wie --variety sie nimmt.
cli-one-game = { $option }: das ist eine Regel nur von { $game } poker, nicht von { $variety } poker; lass sie weg oder füge --variety { $game } hinzu
cli-out-of-range = { $option }: { NUMBER($value, useGrouping: 0) } liegt außerhalb des Bereichs

# poker-bot cards: $path ist die Datei wie getippt, in Anführungszeichen.
cli-out-terminal = --out -: die Standardausgabe ist ein Terminal; leite sie um (> hand.png, | display) oder gib einen Dateinamen an
cli-out-not-a-file = --out { $path } ist kein Dateiname: gib einen wie hand.png an
cli-out-file-in-way = --out: { $path } ist eine Datei, kein Ordner; schreib woandershin
cli-out-no-folder-here = --out: der Ordner { $path } existiert nicht; leg ihn an oder schreib woandershin
cli-out-no-permission = --out: keine Erlaubnis, { $path } zu schreiben; wähle eine Datei, die du schreiben darfst
cli-write-elsewhere = schreib woandershin
cli-no-cards = keine Karten angegeben: schreib sie wie "As Kd Qh Jc Ts"
cli-too-many-cards = { $n ->
    [one] { $n } Karte ist
   *[other] { $n } Karten sind
} zu viele für ein Bild: gib höchstens { NUMBER($most, useGrouping: 0) } an
# $deck: classic oder four-colour, wie --deck es nimmt.
cli-wrote = { $path } geschrieben ({ $n ->
    [one] { $n } Karte
   *[other] { $n } Karten
}, Kartenbild { $deck }, { $bytes ->
    [one] { $bytes } Byte
   *[other] { $bytes } Bytes
})

# poker-bot doctor: eine Prüfung nicht gemacht, weil der Fehler einer anderen im Weg steht.
cli-not-checked = · { $name }: nicht geprüft: { $why }

# poker-bot simulate --tournament. $option ist der Name einer Option, wie getippt (--entrants).
cli-tournament-only = { $option }: gehört zu einem Turnier; füge --tournament hinzu oder lass sie weg
cli-not-for-tournament = { $option }: nicht für ein Turnier, in dem --entrants Roboter bis zum Ende spielen; lass sie weg
cli-tournament-draw = --variety: ein Turnier wird als Draw Poker gespielt, nicht als { $variety } poker; lass sie weg
cli-tournament-freeze-out = --betting: ein Turnier ist ein Freeze-out (das Limitspiel), nicht { $betting }; lass sie weg
cli-tournament-kitty = --kitty: ein Turnier hat keine Hauskasse (ihre Chips fehlten den Spielern); lass sie weg
cli-tournament-stake = --stake: { NUMBER($stake, useGrouping: 0) } deckt keinen Einsatz ({ NUMBER($ante, useGrouping: 0) }, das Doppelte der Blind)
cli-tournament-round = Runde { $round }: { $n ->
    [one] { $n } Spieler
   *[other] { $n } Spieler
} dabei
# $seed wie angegeben; $robots, $tables, $deals und $rounds sind Zahlen.
cli-tournament-head = Ein Freeze-out mit { $robots ->
    [one] { $robots } Roboter
   *[other] { $robots } Robotern
} an { $tables ->
    [one] { $tables } Tisch
   *[other] { $tables } Tischen
} (Seed { $seed }, ein Stapel von { $stake } je Spieler): { $deals ->
    [one] { $deals } Spiel
   *[other] { $deals } Spiele
} in { $rounds ->
    [one] { $rounds } Runde
   *[other] { $rounds } Runden
}
# $broken: die Nummern der Tische, oder cli-none.
cli-tournament-broken = aufgelöste Tische: { $broken }; Spieler umgesetzt: { $moves }
cli-tournament-broken-final = aufgelöste Tische: { $broken }; Spieler umgesetzt: { $moves }; nach Runde { $final } nur noch ein Tisch
cli-none = keine
cli-tournament-last-level = letzte Stufe: Blind { $blind }, Jackpot-Einsatz { $ante }
cli-tournament-not-finished = NICHT BEENDET: kein Spieler hat alle Chips
# $place: der Platz, auf eine Spalte ausgerichtet.
cli-tournament-place = { $place }. Roboter { $player }
cli-tournament-place-prize = { $place }. Roboter { $player }: { chips-grouped }
# $conserved: yes oder no.
cli-chips-conserved = Chips erhalten: { $conserved ->
    [yes] ja
   *[no] NEIN
}

# poker-bot simulate. $speed sind Spiele je Sekunde, schon ausgeschrieben; $seed wie angegeben.
cli-simulate-progress = { $done } von { deals }
cli-simulate-head = { deals } { $variety } poker mit { cli-robots } (Seed { $seed }), { $speed } Spiele je Sekunde
cli-robots = { $robots ->
    [one] { $robots } Roboter
   *[other] { $robots } Robotern
}
cli-simulate-jackpots = Jackpots { $jackpots } (nicht eröffnet { $unopened }), Whangdoodles { $whangdoodles }
cli-simulate-draw-pools = Aufdecken { $showdowns }, Pötte ohne Aufdecken gewonnen { $unshown }, niemand stieg ein { $nobody }, Jackpots der Vorhand (Regel 36) { $made }
cli-simulate-pools = Aufdecken { $showdowns }, Pötte ohne Aufdecken gewonnen { $unshown }
cli-simulate-straight-pools = Aufdecken { $showdowns }, Pötte ohne Aufdecken gewonnen { $unshown }, niemand setzte { $nobody }
cli-simulate-largest = größter Pott { $largest }, Hauskasse { $kitty }, Nachkäufe { $rebuys }
# --db: $error ist, was den Tisch im anderen Lauf festhält.
cli-simulate-in-use = --db: { $error } (ein anderes poker-bot simulate mit derselben --db?); lass es zu Ende laufen oder gib eine andere --db an
cli-simulate-ledger-head = { deals } über das Kassenbuch mit { cli-robots } (Seed { $seed }), { $speed } Spiele je Sekunde; der Tisch hat { $played } gespielt
cli-simulate-recovered = wiederhergestellt: { deals } fortgesetzt, { NUMBER($settled, useGrouping: 0) } abgerechnet, { NUMBER($void, useGrouping: 0) } ungültig
cli-simulate-banker = Bankhalter: { chips-grouped } draußen; Roboter halten { $held }, Pötte { $pools }, Hauskasse { $kitty }; Nachkäufe in diesem Lauf { $rebuys }
# $balance: yes oder no; $audit: passed oder failed.
cli-simulate-books = Bücher stimmen: { $balance ->
    [yes] ja
   *[no] NEIN
}; Prüfung: { $audit ->
    [passed] bestanden
   *[failed] FEHLGESCHLAGEN
}
# $stored und $asked: die Optionen, wie getippt (--players 4, ohne --checking).
cli-simulate-other-options = --db: der Tisch in { $db } wurde mit { $stored } gespielt, dieser Lauf verlangt { $asked }: gib dieselben Optionen an, um weiterzuspielen, oder eine andere --db für einen neuen Tisch

# poker-bot export und import-check. $where ist cli-export-where; $error ein Grund in den Worten des Exports oder des Systems.
cli-export-not-a-date = --since: { $typed } ist kein Datum; schreib es als 2026-11-26
cli-export-member = --member: gib die ID eines Mitglieds an
cli-export-where = Tisch { NUMBER($table, useGrouping: 0) } Spiel { NUMBER($deal, useGrouping: 0) }
cli-export-not-written = { $where }: nicht geschrieben: { $error }
cli-export-not-written-fault = { $where }: nicht geschrieben ({ $fault })
cli-export-progress = { deals } geschrieben...
# $rate: cli-export-rate nach einem Leerzeichen, oder nichts.
cli-export-rate = ({ $speed } je Sekunde)
cli-export-written = { deals } geschrieben nach { $folder }{ $rate }
cli-export-written-failed = { deals } geschrieben nach { $folder }{ $rate }; { $failed ->
    [one] { $failed } Spiel konnte
   *[other] { $failed } Spiele konnten
} nicht geschrieben werden
cli-export-no-pokerkit = --pokerkit: PokerKit ist nicht installiert; pip install 'foster-poker-bot[phh]'
# Was PokerKit aus einer Datei macht: $theirs das von PokerKit, $ours das der Datei.
cli-export-stacks = PokerKit endet mit den Stapeln { $theirs }, die Datei sagt { $ours }
cli-export-carried = PokerKit lässt { $theirs } im Pott, die Datei sagt { $ours }
cli-export-give-phh = gib eine .phh-Datei oder einen Ordner davon an
cli-export-no-such = { $path }: keine solche Datei und kein solcher Ordner
cli-export-no-phh = { $path }: keine .phh-Dateien in diesem Ordner
cli-export-unreadable = { $file }: nicht lesbar: { $error }
cli-files = { $files ->
    [one] { $files } Datei
   *[other] { $files } Dateien
}
cli-export-full = { cli-files } von der Spiellogik ab dem Seed nachgespielt
cli-export-chips-only = { cli-files } nur an ihren Chips und den aufgedeckten Blättern geprüft (kein Seed, also ist das Kartenspiel unbekannt)
cli-export-by-pokerkit = { cli-files } Draw oder Straight Poker auch von PokerKit nachgespielt
cli-export-all-agree = alles stimmt überein
cli-export-problems = { $n ->
    [one] { $n } Problem
   *[other] { $n } Probleme
}
cli-export-none-read = keine konnte gelesen werden
# $kinds: cli-export-full und die anderen, durch Semikolons getrennt; $verdict cli-export-all-agree oder cli-export-problems.
cli-export-checked = { cli-files }: { $kinds }; { $verdict }

# Die Berechtigungsprüfungen von poker-bot doctor. $invite: wie man den Bot neu einlädt; $names: Discords Namen der Berechtigungen.
cli-doctor-no-server = der Bot ist auf keinem Server
cli-doctor-server = Server { $server }
cli-doctor-tables-gone = { NUMBER($n, useGrouping: 0) } offene(r) Tisch(e) dort, aber der Bot ist nicht mehr auf diesem Server
cli-doctor-roles-unread = die Rollen des Servers konnten nicht gelesen werden ({ $error })
cli-doctor-roles-ok = die Rollen des Bots geben jede Berechtigung, die das README verlangt
cli-doctor-roles-lack = den Rollen des Bots fehlt: { $names }
cli-doctor-give-roles = gib der Rolle des Bots diese unter Servereinstellungen → Rollen, oder { $invite }
cli-doctor-channel = Kanal { $channel } ({ $server }, Tisch { NUMBER($table, useGrouping: 0) })
cli-doctor-no-channel = Discord kennt diesen Kanal nicht: er wurde gelöscht
cli-doctor-no-channel-fix = dort kann nicht mehr gespielt werden; sag den Spielern des Tisches, dass ihre Chips in seiner Verwahrung bleiben
cli-doctor-cannot-see = der Bot darf diesen Kanal nicht sehen
cli-doctor-cannot-see-fix = gib der Rolle des Bots „Kanäle ansehen“ in den Berechtigungen des Kanals
cli-doctor-try-again = versuch es noch einmal
cli-doctor-channel-ok = der Bot darf hier alles, was Tisch { NUMBER($table, useGrouping: 0) } braucht
cli-doctor-missing = es fehlt: { $names }
cli-doctor-give-in-parent = gib der Rolle des Bots diese in den Berechtigungen des übergeordneten Kanals
cli-doctor-give-in-channel = gib der Rolle des Bots diese in den Berechtigungen des Kanals
