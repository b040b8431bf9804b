## Der Tisch in Worten: was der Tisch im Terminal und der Discord-Tisch sagen (bot/text/render.py).

# Jede Art von Handlung, wie ihr Knopf und die Liste der Möglichkeiten sie nennen; .picker ist der
# Knopf einer Handlung, die zuerst eine Auswahl öffnet (einen Betrag oder seine Karten): die Auslassungspunkte sagen das.
render-option-straddle = Straddle
render-option-decline-straddle = Kein Straddle
render-option-come-in = Einsteigen
render-option-make-jackpot = Zum Jackpot machen
render-option-open = Eröffnen
    .picker = Eröffnen…
render-option-stay = Drinbleiben
render-option-see = Mitgehen
render-option-raise = Erhöhen
    .picker = Erhöhen…
render-option-bet = Setzen
    .picker = Setzen…
render-option-call = Callen
render-option-check = Schieben
render-option-pass = Passen
render-option-draw = Kaufen
    .picker = Kaufen…
render-option-take-widow = Witwe nehmen
render-option-turn-up = Witwe aufdecken
render-option-exchange = Karte tauschen
    .picker = Tauschen…
render-option-knock = Klopfen
# Einsteigen für die Vorhand oder einen Straddler: seinen Blind bis zum Einsatz ergänzen.
render-make-good = Ergänzen

# Eine Möglichkeit mit ihrem Preis; $word ist ihr eigenes Wort (render-option-…).
render-option-costs = { $word } ({ chips })
render-option-costs-raising = { $word } ({ chips }), Erhöhung bis { NUMBER($most, useGrouping: 0) }
# Mitgehen oder Callen mit dem, was es in dieser Runde zu den Chips des Spielers hinzufügt.
render-chips-more = { $word } ({ NUMBER($chips, useGrouping: 0) } mehr)
render-option-range = { $word } { NUMBER($least, useGrouping: 0) } bis { NUMBER($most, useGrouping: 0) }
render-option-straddle-chips = Straddle ({ NUMBER($chips, useGrouping: 0) })
render-option-make-jackpot-pay = Zum Jackpot machen ({ NUMBER($chips, useGrouping: 0) } zahlen)
render-option-drop = Aussteigen
render-option-draw-any = Kaufen (0 bis 5 abwerfen) oder stehen bleiben

# Die Namen der Spiele.
render-variety-draw = Draw Poker
render-variety-straight = Poker ohne Kauf
render-variety-stud = Stud Poker
render-variety-whisky = Whisky-Poker

render-pool = **Der Pott: { NUMBER($pool, useGrouping: 0) }**
render-pool-bet = **Der Pott: { NUMBER($pool, useGrouping: 0) }** · Einsatz in dieser Runde: { NUMBER($level, useGrouping: 0) }

# Was dieses Spiel ist: der Titel der Tischnachricht.
render-kind-straight = Poker ohne Kauf
render-kind-straight-double = Poker ohne Kauf, ein doppelter Pott
render-kind-stud = Stud Poker, { $n ->
        [one] { $n } Karte
       *[other] { $n } Karten
    } für jeden
render-kind-whisky-up = Whisky-Poker, die Witwe offen
render-kind-whisky-down = Whisky-Poker, die Witwe verdeckt
# $rank: 9 Buben, 10 Damen, 11 Könige, 12 Asse.
render-kind-jackpot = ein Jackpot ({ $rank ->
        [10] Damen
        [11] Könige
        [12] Asse
       *[9] Buben
    } oder Besseres zum Eröffnen)
render-kind-ordinary = ein gewöhnlicher Pott
render-heading = Spiel { NUMBER($number, useGrouping: 0) }: { $kind }. Im Pott: { NUMBER($pool, useGrouping: 0) }.

# Was der Tisch außer dem Spieler an einem Platz nennt.
render-mark-dealer = Geber
render-mark-age = Vorhand
render-mark-opener = Eröffner
render-mark-buck = Buck
render-mark-knocked = hat geklopft
render-mark-straddle = Straddle

render-widow-up = Die Witwe: { $cards }
render-widow-down = Die Witwe liegt verdeckt

# Ein Platz am Tisch im Terminal: wie er steht und was er getan hat.
render-state-in = drin
render-state-out = ausgestiegen
render-state-not-dealt = ohne Karten
render-put = { NUMBER($chips, useGrouping: 0) } im Pott
render-stood-pat = steht
render-drew = hat { NUMBER($n, useGrouping: 0) } gekauft
render-showing = zeigt { $cards }
render-showed = hat { $cards } gezeigt
render-you = { $name } (du)

# Eine Zeile im Verlauf des Tisches; $action ist, was die Engine sagt, dass der Spieler getan hat ("antes").
render-log-line = { $name } { $action }
render-log-exchanged = gibt { $given } ab und nimmt { $taken } aus der Witwe
render-log-cards = { $action }: { $cards }
render-log-chips = { $action } ({ NUMBER($chips, useGrouping: 0) })
render-log-to = { $action } an { $name }

# Was das Schließen eines Tisches getan hat.
render-stopped-void = Spiel { NUMBER($number, useGrouping: 0) } ist ungültig, und jeder Einsatz darin ging an seinen Spieler zurück.
render-stopped-closed = Der Tisch ist geschlossen; jeder Chip darauf ging an seinen Besitzer zurück.
render-stopped-pool-back = Die { chips }, die im Pott stehen geblieben waren und um die nie gespielt wurde, gingen zu gleichen Teilen an die sitzenden Spieler zurück: { $shares }.
render-share = { $name } { NUMBER($chips, useGrouping: 0) }
# $why: der Grund des Dienstes, warum der Tisch offen bleibt.
render-stays-open = Der Tisch bleibt offen: { $why }.
