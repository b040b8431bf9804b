## Was /poker, die Notizen des Tisches und die Nachricht zum Aufdecken sagen (bot/text/table_words.py).

## /poker: die Antworten

table-no-table = In diesem Kanal gibt es keinen Tisch: Eröffne einen mit /poker start.
table-opened = Der Tisch ist eröffnet: Drück dort auf Hinsetzen oder tippe /poker join.
table-dealt = Gegeben.
table-posted = Gepostet.
table-no-cards = Du hast keine Karten: Es läuft kein Spiel, in dem du mitspielst.
table-not-yours-to-stop = Nur wer diesen Tisch eröffnet hat oder ein Admin mit „Server verwalten“ darf ihn schließen.
table-no-deal-finished = An diesem Tisch ist noch kein Spiel zu Ende gegangen.
table-no-table-to-reset = In diesem Kanal gibt es keinen Tisch zum Zurücksetzen.
table-no-deals-to-export = Du hast an den Tischen dieses Servers noch kein Spiel zu Ende gespielt.
# Der Name der ZIP-Datei, die /poker export schickt.
table-export-file = meine-spiele.zip

# /poker export, die letzten $deals von mehr (die Zahl gruppiert: "1.000").
table-exported-last = Hier sind deine letzten { $deals ->
        [one] { $deals } Spiel
       *[other] { $deals } Spiele
    } an den Tischen dieses Servers als Spielprotokolle (PHH-Dateien in einer ZIP): deine eigenen Karten und von denen der anderen nur die, die gezeigt wurden.
table-exported = Hier { $deals ->
        [1] ist dein einziges Spiel an den Tischen dieses Servers als Spielprotokoll (PHH-Datei in einer ZIP)
       *[other] sind deine { NUMBER($deals, useGrouping: 0) } Spiele an den Tischen dieses Servers als Spielprotokolle (PHH-Dateien in einer ZIP)
    }: deine eigenen Karten und von denen der anderen nur die, die gezeigt wurden.
table-exported-left-out = { $skipped ->
        [1] Ein Spiel fehlt: Sein Protokoll lässt sich nicht nachspielen.
       *[other] { NUMBER($skipped, useGrouping: 0) } Spiele fehlen: Ihre Protokolle lassen sich nicht nachspielen.
    }
table-none-replay = { $skipped ->
        [1] Dein einziges Spiel lässt sich nicht schreiben: Sein Protokoll lässt sich nicht nachspielen.
       *[other] Keines deiner { NUMBER($skipped, useGrouping: 0) } Spiele lässt sich schreiben: Ihre Protokolle lassen sich nicht nachspielen.
    }
table-export-description = { $deals ->
        [one] { $deals } Spielprotokoll
       *[other] { $deals } Spielprotokolle
    }, PHH-Format

table-left = Du verlässt den Tisch; { chips } { $n ->
        [one] geht
       *[other] gehen
    } zurück in deinen Geldbeutel.
table-left-season = Du verlässt den Tisch; { chips } { $n ->
        [one] geht
       *[other] gehen
    } zurück zu deinen Saisonchips, getrennt von deinem Geldbeutel.
table-sit-out = Du setzt ab dem nächsten Spiel aus.
table-back-in = Ab dem nächsten Spiel bist du wieder dabei.

# Eine Zahl Roboter ($n).
table-robots = { $n ->
        [one] { $n } Roboter
       *[other] { $n } Roboter
    }
table-robots-sat = { table-robots } { $n ->
        [one] hat sich hingesetzt.
       *[other] haben sich hingesetzt.
    }
table-robots-left = { table-robots } { $n ->
        [one] ist gegangen.
       *[other] sind gegangen.
    }

## /poker während eines Spiels: was auf sein Ende wartet

table-stay-button = Am Tisch bleiben
table-stays = Du bleibst nun doch am Tisch.
table-not-leaving = Du wolltest den Tisch gar nicht verlassen: Es ändert sich nichts.
table-left-already = Du hast den Tisch schon verlassen: Mit /poker join setzt du dich wieder hin.
table-leaves-after = Du verlässt den Tisch, wenn Spiel { NUMBER($deal, useGrouping: 0) } vorbei ist, und deine Chips gehen dann zurück in deinen Geldbeutel. Anders überlegt? Drück { table-stay-button } oder tippe /poker join.
table-leaves-after-season = Du verlässt den Tisch, wenn Spiel { NUMBER($deal, useGrouping: 0) } vorbei ist, und deine Chips gehen dann zurück zu deinen Saisonchips. Anders überlegt? Drück { table-stay-button } oder tippe /poker join.
table-already-seated = Du sitzt schon an diesem Tisch, mit { chips }.
table-already-seated-out = Du setzt aus: Mit /poker sitout bist du wieder dabei.
table-stays-instead = Du bleibst am Tisch: Du wolltest gehen, wenn Spiel { NUMBER($deal, useGrouping: 0) } vorbei ist.
table-robots-after = { table-robots } { $n ->
        [one] setzt
       *[other] setzen
    } sich hin, wenn Spiel { NUMBER($deal, useGrouping: 0) } vorbei ist.
table-robots-leave-after = { table-robots } { $n ->
        [one] geht,
       *[other] gehen,
    } wenn Spiel { NUMBER($deal, useGrouping: 0) } vorbei ist.

## Die Fußzeile der Tischnachricht: was am Ende des Spiels geschieht und was geschehen ist

table-leaves-after-note = { $name } geht nach diesem Spiel
table-left-note = { $name } hat den Tisch verlassen
table-robots-due-note = { table-robots } { $n ->
        [one] setzt
       *[other] setzen
    } sich nach diesem Spiel hin
table-robots-sat-note = { table-robots } { $n ->
        [one] hat sich hingesetzt
       *[other] haben sich hingesetzt
    }
table-robots-refused-note = die gewünschten Roboter konnten sich nicht hinsetzen: { $why }
# Steht im Kanal, wenn ein Admin den Tisch zurückgesetzt und damit geschlossen hat; $done sagt, was das Zurücksetzen getan hat.
table-reset-by-admin = Ein Admin hat diesen Tisch zurückgesetzt. { $done }

## /poker history

table-history-head = Die letzten Spiele an Tisch { NUMBER($table, useGrouping: 0) } (`/poker replay deal:N table:{ NUMBER($table, useGrouping: 0) }` öffnet eines):
# Wie ein Spiel endete, nach dem Ausgang im Protokoll (oder dass es ungültig war).
table-history-void = ungültig
table-history-showdown = aufgedeckt
table-history-uncontested = kampflos
table-history-no-one-came-in = niemand eingestiegen
table-history-made-jackpot = Jackpot folgt
table-history-not-opened = nicht eröffnet
table-history-all-passed = alle gepasst
# $what: wie das Spiel endete (table-history-void, table-history-showdown…).
table-history-deal = Spiel { NUMBER($number, useGrouping: 0) }: { $what } · versiegelt `{ $root }`
table-history-deal-won = Spiel { NUMBER($number, useGrouping: 0) }: { $what }, gewonnen von { $winners } · versiegelt `{ $root }`

## Die Tischnachricht zwischen zwei Spielen

table-idle-invite = Drück **Hinsetzen** (oder tippe `/poker join`), um dich in einem Schritt mit 100 Chips hinzusetzen; das Spiel beginnt, sobald zwei sitzen.
table-idle-lessons = Deine Lektionen: Die Roboter setzen sich, dann wird die erste Lektion gegeben.
table-idle-tournament = Ein Turniertisch: Das Turnier setzt seine Spieler hierhin, und die Spiele folgen von selbst.
table-closed-title = Dieser Tisch ist geschlossen
table-closed-words = Hier wird nicht mehr gespielt: Jeder Chip vom Tisch ist zurückgegangen (/poker start eröffnet einen neuen Tisch).
# $game: der Name des Spiels (render-variety-…).
table-idle-title = Ein Tisch für { $game } (nach Fosters Regeln)
table-idle-title-freeze-out = Ein Tisch für { $game }, als Freeze-out (nach Fosters Regeln)
# Der Titel eines Spiels an einem Freeze-out-Tisch: "Spiel 3: ein gewöhnlicher Pott, ein Freeze-out".
table-freeze-out-title = { $title }, ein Freeze-out
table-idle-seat = **{ $name }**: { chips }
table-nobody-yet = noch niemand
table-waiting-jackpot = { chips } { $n ->
        [one] wartet
       *[other] warten
    } auf den nächsten Jackpot
table-waiting-deal = { chips } { $n ->
        [one] wartet
       *[other] warten
    } auf das nächste Spiel
table-jackpot-before-new-game = { chips } { $n ->
        [one] wartet
       *[other] warten
    } auf den nächsten Jackpot; { $game } beginnt, sobald er gewonnen ist

## Die Notizen des Tisches (die Fußzeile der Tischnachricht)

table-new-game-waits-note = { $game } beginnt, sobald dieser Jackpot gewonnen ist (Regel 76)
table-dealt-note = Spiel { NUMBER($number, useGrouping: 0) }: versiegelt { $root }
table-first-jack = { $name } hat { $card } aufgedeckt: Der erste Bube gibt (Regel 2)
table-jackpot-again = wieder ein Jackpot: Den letzten hat niemand eröffnet
table-jackpot-again-fattened = wieder ein Jackpot: Den letzten hat niemand eröffnet, also haben alle ihn angefüttert
# $reason: der Grund der Engine für den Jackpot.
table-jackpot-note = ein Jackpot: { $reason }
# $action: was die Uhr für ihn getan hat.
table-ran-out-of-time = { $name } ist die Zeit ausgegangen: { $action }
table-timed-out-twice = { $name } hat zweimal die Zeit überschritten und setzt ab dem nächsten Spiel aus
table-takes-no-dms = { $name } nimmt keine DMs an: Nimm den Knopf Mein Blatt

## Die Nachricht zum Aufdecken

table-result-head = **Spiel { NUMBER($number, useGrouping: 0) }**, der Pott: { NUMBER($pool, useGrouping: 0) }
table-result-not-opened = Niemand hat eröffnet: Der Jackpot bleibt im Pott, und alle füttern ihn im nächsten Spiel an.
table-result-all-passed = Niemand hat gesetzt: Der Pott bleibt fürs nächste Spiel, und wer den Buck hat, bringt wieder den Einsatz.
table-result-whangdoodle = Vierling oder Besseres im Call: ein Whangdoodle! Es folgt eine Runde Jackpots.
table-result-next-jackpot = Das nächste Spiel ist ein Jackpot: { $reason }.
table-result-sealed = Das Mischen wurde zu Beginn des Spiels mit sha256 `{ $root }` versiegelt: `/poker replay deal:{ NUMBER($number, useGrouping: 0) } table:{ NUMBER($table, useGrouping: 0) }` öffnet es.
