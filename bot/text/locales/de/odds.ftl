## Genaue Chancen in Worten: poker-bot odds und /odds (bot/text/odds.py).

# Die Klassen der Blätter, in Fosters Worten.
odds-class-high-card = kein Paar
odds-class-one-pair = ein Paar
odds-class-two-pair = Doppelpaar
odds-class-three-of-a-kind = Drilling
odds-class-straight = Straße
odds-class-flush = Flush
odds-class-full-house = Full House
odds-class-four-of-a-kind = Vierling
odds-class-straight-flush = Straight Flush
odds-class-five-of-a-kind = Fünfling
odds-class-blaze = Blaze
odds-class-skip = Sprungstraße
odds-class-little-dog = kleiner Hund (Tiger)
odds-class-big-dog = großer Hund
odds-class-round-the-corner = Rundum-Straße

# Die Bobtails: vier Karten zu einem Flush oder einer Straße.
odds-kind-four-flush = Vierer-Flush
odds-kind-open-ended = Vierer-Straße, an beiden Enden offen
odds-kind-one-ended = Vierer-Straße, an einem Ende offen
odds-kind-inside = Vierer-Straße, in der Mitte offen

# Chancen gegen ein Ereignis, auf Fosters Art: '254 zu 1', eine Nachkommastelle, wenn klein.
odds-never = nie
odds-certain = sicher
odds-on = { NUMBER($odds, minimumFractionDigits: 1, maximumFractionDigits: 1) } zu 1 dafür
odds-against-small = { NUMBER($odds, minimumFractionDigits: 1, maximumFractionDigits: 1) } zu 1
odds-against = { $odds } zu 1
odds-percent-2 = { NUMBER($share, minimumFractionDigits: 2, maximumFractionDigits: 2) } %
odds-percent-4 = { NUMBER($share, minimumFractionDigits: 4, maximumFractionDigits: 4) } %

# Die Spalten und Zeilen der Tabellen.
odds-col-hand = Blatt
odds-col-count = Anzahl
odds-col-odds-against = Chancen dagegen
odds-col-percent = Prozent
odds-col-final-hand = fertiges Blatt
odds-col-draws = Käufe
odds-col-keep = behalten
odds-col-draw = kaufen
odds-col-improves = verbessert
odds-col-expected = erwartet
odds-col-median = mittleres fertiges Blatt
odds-jacks-or-better = Buben oder besser
odds-bobtails = Bobtails (unter Buben)
odds-nothing = nichts

# $pack: das Kartenspiel: standard, joker oder ecarte.
odds-dealt-head = Fünfkartenblätter aus dem { $pack ->
    [joker] Spiel mit Joker (53 Karten)
    [ecarte] Piquetspiel (32 Karten)
   *[standard] üblichen Spiel (52 Karten)
}: { $total }
odds-dealt-note = (ein Blatt kann zugleich Vierer-Flush und Vierer-Straße sein; Bobtails zählt es einmal)
# $value: der Name des Blatts, wie die Bewertung ihn sagt.
odds-draw-hand = Blatt { $cards } ({ $value })
odds-draw-keep = { $keep } behalten, { NUMBER($drawn, useGrouping: 0) } kaufen: { $draws } mögliche Käufe
odds-improves = verbessert: { $improved } von { $draws } ({ $percent }, { $odds } dagegen)
odds-beats = fertiges Blatt schlägt ein zufälliges stehendes Blatt: im Schnitt { $percent }
# $median: der Name des mittleren fertigen Blatts.
odds-median = mittleres fertiges Blatt (durchschnittlicher Wert): { $median }
odds-advise-head = { $cards } ({ $value }): die 32 Arten zu kaufen, die beste zuerst
odds-advise-note = erwartet: wie oft das fertige Blatt im Schnitt ein zufälliges stehendes Blatt schlägt (Gleichstand zählt halb)
# Eine Zahl in den Tabellen, gruppiert ("2.598.960").
odds-count = { $n }
