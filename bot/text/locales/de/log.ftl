## Das Protokoll der Engine in den Worten des Lesers (bot/text/log_words.py): jeder Satzteil, den
## die Engine schreibt. Der eines Spielers folgt seinem Namen; $n: Chips oder Karten; $hand: ein
## Blatt (hands.ftl).

log-antes = setzt den Einsatz
log-antes-chips = setzt { NUMBER($n, useGrouping: 0) } als Einsatz
log-antes-for-table = setzt den Einsatz für den ganzen Tisch
log-fattens = füttert an
log-puts-up-chip = legt einen Chip in den Pott
log-puts-up-blind = setzt den Blind
log-straddles = setzt einen Straddle
log-no-straddle = setzt keinen Straddle
log-makes-jackpot = macht einen Jackpot daraus und zahlt { NUMBER($n, useGrouping: 0) }
log-stays = bleibt drin
log-makes-good = ergänzt
log-comes-in = steigt ein
# $action: bleibt drin, ergänzt oder steigt ein (oben).
log-and-raises = { $action } und erhöht um { NUMBER($n, useGrouping: 0) }
log-shows-before-dropping = zeigt sein Blatt, bevor er aussteigt
log-drops = steigt aus
log-passes = passt
log-sees = geht die Erhöhung mit
log-raises = erhöht um { NUMBER($n, useGrouping: 0) }
log-bets = setzt { NUMBER($n, useGrouping: 0) }
log-calls-sight = verlangt Sicht
log-calls = callt
log-checks = schiebt
log-shows-openers = zeigt seine Öffner
log-stands-pat = kauft nicht
log-draws = kauft { NUMBER($n, useGrouping: 0) }
log-shows = zeigt
log-shows-hand = zeigt sein Blatt
log-takes-unseen = nimmt den Pott von { NUMBER($n, useGrouping: 0) }, ohne zu zeigen
# $hand: nach „mit“, im Dativ (hands.ftl, .with).
log-wins = gewinnt { NUMBER($n, useGrouping: 0) } mit { $hand }
log-takes-back = nimmt { NUMBER($n, useGrouping: 0) } zurück, die niemand gecallt hat
log-opens = eröffnet mit { NUMBER($n, useGrouping: 0) }
log-no-open = eröffnet nicht
log-takes-widow = nimmt die Witwe; seine eigenen Karten liegen als Witwe offen
log-takes-widow-unseen = nimmt die Witwe ungesehen; seine eigenen Karten liegen als Witwe offen
log-turns-up = deckt die Witwe auf
log-knocks-turns-up = klopft und deckt die Witwe auf
log-knocks = klopft
log-exchanges = tauscht eine Karte mit der Witwe
log-pays-refreshments = zahlt { NUMBER($n, useGrouping: 0) } für die Erfrischungen (in die Hauskasse) mit dem schlechtesten Blatt, { $hand }
log-dealt-up = bekommt eine Karte offen
# $hand: was seine offenen Karten zeigen.
log-shows-best = zeigt das Beste, { $hand }, und spricht zuerst

## Die Nachrichten des Tisches selbst (groß geschrieben, wo sie eine Zeile beginnen).

log-nobody-came-in = niemand ist eingestiegen: der Blind geht zurück, und das nächste Spiel ist ein Jackpot
log-nobody-bets = niemand setzt: der Pott von { NUMBER($n, useGrouping: 0) } bleibt für das nächste Spiel
log-stock-ran-out = der Stock ist aufgebraucht: die Abwürfe wurden gemischt, um den Kauf zu beenden
log-kitty = { NUMBER($n, useGrouping: 0) } für die Hauskasse
log-knock-round = das Klopfen ist herum: die Blätter werden aufgedeckt
log-gone-round = die Option ist { $times ->
    [one] { NUMBER($times) } Mal
   *[other] { NUMBER($times) } Mal
} herumgegangen, ohne dass jemand klopft: die Blätter werden aufgedeckt
log-face-down = jeder bekommt eine Karte verdeckt
# Die Zeile einer Aktion, die die Uhr für den Spieler gemacht hat; $line: die Zeile.
log-timed = { $line } (Zeit)

## Warum das nächste Spiel ein Jackpot ist.

log-reason-nobody-came-in = niemand ist eingestiegen (Regel 37)
log-reason-age = die Vorhand hat einen Jackpot daraus gemacht (Regel 36)
log-reason-not-opened = der Jackpot wurde nicht eröffnet
log-reason-whangdoodle = beim Aufdecken wurde ein Vierling oder Besseres gezeigt: ein Whangdoodle
log-reason-shown = beim Aufdecken wurde { $hand } gezeigt
log-reason-raise-out = eine Erhöhung hat vor dem Kauf alle hinausgedrängt

## Der Name eines Potts. Der Wert nach „nimmt“ (Akkusativ); .of nach den Chips eines Anteils;
## .label auf dem Bild des Aufdeckens. $place: der Platz eines Nebenpotts, 1 der erste.

log-pool-only = den Pott
    .of = vom Pott
    .label = Pott
log-pool-main = den Hauptpott
    .of = vom Hauptpott
    .label = Hauptpott
log-pool-side = den Nebenpott
    .of = vom Nebenpott
    .label = Nebenpott
log-pool-nth-side = den { $place ->
    [1] ersten
    [2] zweiten
    [3] dritten
    [4] vierten
    [5] fünften
    [6] sechsten
   *[other] siebten
} Nebenpott
    .of = vom { $place ->
    [1] ersten
    [2] zweiten
    [3] dritten
    [4] vierten
    [5] fünften
    [6] sechsten
   *[other] siebten
} Nebenpott
    .label = { $place ->
    [1] erster
    [2] zweiter
    [3] dritter
    [4] vierter
    [5] fünfter
    [6] sechster
   *[other] siebter
} Nebenpott
# Was ein Spieler von einem geteilten Pott nahm, in der Beschreibung des Bildes; $pool: .of oben.
log-took-share = { NUMBER($chips, useGrouping: 0) } { $pool }, geteilt mit { $others }

## Die eigenen Worte des Bildes vom Aufdecken (bot/pictures/pictures.py).

log-picture-title = Spiel { NUMBER($number, useGrouping: 0) }   Pott { NUMBER($pool, useGrouping: 0) }
log-picture-title-kitty = Spiel { NUMBER($number, useGrouping: 0) }   Pott { NUMBER($pool, useGrouping: 0) }   Hauskasse { NUMBER($kitty, useGrouping: 0) }
# $label: die des Potts (.label oben); $chips: sein Anteil; $of: was der geteilte Pott hielt.
log-picture-taking = { $label } { NUMBER($chips, useGrouping: 0) }
log-picture-taking-divided = { $label } { NUMBER($chips, useGrouping: 0) } von { NUMBER($of, useGrouping: 0) }
log-picture-takes-back = zurück { NUMBER($chips, useGrouping: 0) }
# $premium: mit Vorzeichen, „+5“ oder „-5“.
log-picture-premium = Prämie { $premium }

## Die eigene Aktion des Spielers, ihm gesagt: der Wert, wie der Coach sie nennt („würde
## { $what }“), .you nach „Du“ in der Antwort auf einen Klick. $n: Chips oder Karten; $give, $take: die getauschten Karten.

log-you-straddle = einen Straddle setzen
    .you = setzt einen Straddle
log-you-decline-straddle = keinen Straddle setzen
    .you = setzt keinen Straddle
log-you-come-in = einsteigen
    .you = steigst ein
log-you-make-jackpot = einen Jackpot daraus machen
    .you = machst einen Jackpot daraus
log-you-open = mit { NUMBER($n, useGrouping: 0) } eröffnen
    .you = eröffnest mit { NUMBER($n, useGrouping: 0) }
log-you-stay = drinbleiben
    .you = bleibst drin
log-you-see = die Erhöhung mitgehen
    .you = gehst die Erhöhung mit
log-you-raise = um { NUMBER($n, useGrouping: 0) } erhöhen
    .you = erhöhst um { NUMBER($n, useGrouping: 0) }
log-you-bet = { NUMBER($n, useGrouping: 0) } setzen
    .you = setzt { NUMBER($n, useGrouping: 0) }
log-you-call = callen
    .you = callst
log-you-check = schieben
    .you = schiebst
log-you-pass = passen
    .you = passt
log-you-stand-pat = nicht kaufen
    .you = bleibst stehen
log-you-draw = { NUMBER($n, useGrouping: 0) } kaufen
    .you = { $n ->
        [one] kaufst eine Karte
       *[other] kaufst { NUMBER($n, useGrouping: 0) } Karten
    }
log-you-take-widow = die Witwe nehmen
    .you = nimmst die Witwe
log-you-turn-up = die Witwe aufdecken
    .you = deckst die Witwe auf
log-you-exchange = { $give } gegen { $take } tauschen
    .you = tauschst { $give } gegen { $take }
log-you-knock = klopfen
    .you = klopfst
# $action: einsteigen oder drinbleiben (oben), in derselben Form.
log-you-and-raise = { $action } und um { NUMBER($n, useGrouping: 0) } erhöhen
    .you = { $action } und erhöhst um { NUMBER($n, useGrouping: 0) }

## Die Notizen des Tisches zwischen den Spielen, am Terminaltisch (poker-bot play). $reason: wie oben.

log-history-same-dealer = nicht eröffnet: derselbe Geber gibt seinen Jackpot noch einmal
log-history-fattens = nicht eröffnet: jeder Spieler füttert den Pott an
log-history-whangdoodle = ein Whangdoodle: eine Runde Jackpots, jeder Spieler gibt seinen eigenen
log-history-next-jackpot = das nächste Spiel ist ein Jackpot: { $reason }
log-history-nobody-bet = niemand hat gesetzt: der Pott bleibt, und der Buck setzt wieder den Einsatz
