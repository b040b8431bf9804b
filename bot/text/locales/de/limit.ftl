## /poker-admin show in Worten (bot/text/limit_words.py): die geltenden Limits, gruppiert, jedes
## mit einer kurzen Bedeutung (höchstens 45 Zeichen: die Zeile bleibt so breit wie ein Handy).

limit-group-betting = Setzen
limit-group-jackpots = Jackpots
limit-group-hands = Blätter und Kartenspiele
limit-group-table = Der Tisch
limit-group-bot = Der Bot
# Ein später hinzugekommenes Limit, noch nicht gruppiert.
limit-group-other = Sonstiges

# Kennzeichnet eine Regel, die anders gesetzt ist als in Fosters eigenem Spiel.
limit-not-fosters = ≠ Foster
limit-set-here = hier gesetzt
limit-server-default = Standard des Servers
# $marks: die Zeichen oben, jedes nach einem Mittelpunkt.
limit-line = `{ $name }` **{ $value }**: { $meaning }{ $marks }
limit-marked = Gekennzeichnet mit { limit-not-fosters }: anders als in Fosters eigenem Spiel. Ohne Zeichen: wie bei Foster, so wie sein Regelwerk es vorsieht.
limit-group = **{ $title }**

# Die Bedeutung jedes Limits: die Wörter nach seinem Wert.
limit-means-variety = das gegebene Spiel
limit-means-blind = Blind der Vorhand; Einsatz ist das Doppelte
limit-means-raise_limit = höchster Zuschlag eines Einsatzes
limit-means-straddles = ein Blind darf gestraddelt werden
limit-means-straddle_cap = größter Straddle (keiner: halbes Limit)
limit-means-jackpot_ante = Einsatz jedes Spielers im Jackpot
limit-means-betting = limit, progressive, table_stakes, freeze_out
limit-means-progressive_scheme = was eine steigende Erhöhung verdoppelt
limit-means-progressive_max_raises = Erhöhungen je Abschnitt, steigend
limit-means-max_raises = Hausgrenze für Erhöhungen je Abschnitt
limit-means-checking = schieben ohne auszusteigen bis zum Einsatz
limit-means-jackpot_after = Call zeigt dies oder besser: Jackpot folgt
limit-means-whangdoodles = Vierling gezeigt: eine Runde Jackpots
limit-means-straight_flush_premium = was jeder für gezeigten Straight Flush zahlt
limit-means-age_may_make_jackpot = Regel 36: Vorhand darf Jackpot machen
limit-means-progressive_jacks = Damen, Könige, Asse nach nicht eröffneten
limit-means-bobtail_openers = Vierer-Flush oder -Straße eröffnet
limit-means-fattening = Anfüttern eines nicht eröffneten Jackpots
limit-means-fatten_amount = Chips, die jeder zum Anfüttern bringt
limit-means-buck = der Buck macht sein Spiel zum Jackpot
limit-means-all_jackpots = jedes Spiel ein Jackpot
limit-means-jackpot_after_raise_out = ungesehene Erhöhung: Jackpot folgt
limit-means-kitty = Chips für die Hauskasse
limit-means-kitty_min_class = kleinstes Blatt, das die Hauskasse zahlt
limit-means-freeze_out_stake = Stapel jedes Spielers im Freeze-out
limit-means-max_seats = Plätze am Tisch
limit-means-stud_raises = Stud: Erhöhen erlaubt, nicht nur mitgehen
limit-means-whisky_settlement = Whisky: wie der Pott abgerechnet wird
limit-means-whisky_rounds = Whisky: Runden vor dem Aufdecken
limit-means-pack = das gegebene Kartenspiel
limit-means-straights = Straßen und Straight Flushes zählen
limit-means-joker_two_pairs_over_threes = Joker: Doppelpaar schlägt Drilling
limit-means-extra_hands = Blätter über die üblichen hinaus
limit-means-extra_hand_ranking = wo die Zusatzblätter stehen
limit-means-turn_timeout = Sekunden Bedenkzeit, dann handeln die Regeln
limit-means-robots_allowed = Roboter dürfen sich hinsetzen
limit-means-card_style = Karten als Text, Emoji oder Bilder
limit-means-table_picture = ein Bild des Tisches
limit-means-season_play = Tische spielen für die Saison
limit-means-language = Sprache der öffentlichen Texte des Tisches
limit-means-coach = wer gecoacht wird
limit-means-tournaments_open = jeder darf ein Turnier anlegen
