## Die Ablehnungen der Engine (engine/errors.py, der `reason` einer Ablehnung), gesagt von
## bot/text/engine_refusal_words.py.
## $kind: eine Aktion (engine-refusals-kind-…); $kinds: die erlaubten Aktionen, aufgezählt.

engine-refusals-kind-straddle = straddeln
engine-refusals-kind-decline_straddle = auf den Straddle verzichten
engine-refusals-kind-come_in = einsteigen
engine-refusals-kind-make_jackpot = es zum Jackpot machen
engine-refusals-kind-open = eröffnen
engine-refusals-kind-stay = drinbleiben
engine-refusals-kind-see = mitgehen
engine-refusals-kind-raise = erhöhen
engine-refusals-kind-bet = setzen
engine-refusals-kind-call = callen
engine-refusals-kind-check = schieben
engine-refusals-kind-pass = passen
engine-refusals-kind-draw = kaufen
engine-refusals-kind-take_widow = die Witwe nehmen
engine-refusals-kind-turn_up = die Witwe aufdecken
engine-refusals-kind-exchange = mit der Witwe tauschen
engine-refusals-kind-knock = klopfen
engine-refusals-nothing = nichts
# $rank: der Rang der Öffner (engine-refusals-rank-…).
engine-refusals-rank-jacks = Buben
engine-refusals-rank-queens = Damen
engine-refusals-rank-kings = Könige
engine-refusals-rank-aces = Asse

# Wer an der Reihe ist; $player und $to_act sind Namen von Spielern.
engine-refusals-deal-over = dieses Spiel ist vorbei
engine-refusals-nobody-to-act = gerade ist niemand an der Reihe
engine-refusals-not-that-seats-turn = dieser Platz ist nicht an der Reihe: { $to_act } ist dran
engine-refusals-not-your-turn = { $player } ist nicht an der Reihe: { $to_act } ist dran
engine-refusals-wrong-action = du kannst jetzt nicht { $kind }; möglich ist: { $kinds }

# Woraus eine Aktion besteht; $typed ist, was das Mitglied getippt hat, in Anführungszeichen.
engine-refusals-not-an-action = { $typed } ist keine Aktion
engine-refusals-not-an-action-at-all = das ist keine Aktion
engine-refusals-draw-not-an-amount = beim Kauf nennt man die abgeworfenen Karten, keinen Betrag
engine-refusals-exchange-not-an-amount = beim Tausch nennt man zwei Karten, eine eigene und eine der Witwe, keinen Betrag
engine-refusals-say-how-many = { $kind }: sag, wie viele Chips
engine-refusals-takes-no-amount = { $kind }: ohne Betrag
engine-refusals-shape-seat = { $kind }: diesen Platz gibt es an diesem Tisch nicht
engine-refusals-shape-amount = { $kind }: der Betrag ist eine ganze Zahl von Chips
engine-refusals-shape-raise = { $kind }: die Erhöhung ist eine ganze Zahl von Chips
engine-refusals-shape-discards = { $kind }: nenn die Karten, die du abwirfst
engine-refusals-shape-exchange = { $kind }: nenn eine deiner Karten und eine der Witwe

# Das Setzen: Beträge in Chips.
engine-refusals-raise-negative = eine Erhöhung kann nicht negativ sein
engine-refusals-raise-at-least-one = eine Erhöhung muss mindestens 1 sein
engine-refusals-above-limit = { $raise_by } liegt über dem Limit: du darfst jetzt höchstens um { $most } erhöhen
engine-refusals-bet-range = du darfst 1 bis { $most } setzen, nicht { $amount }
engine-refusals-no-raise-no-chips = gerade darf nicht erhöht werden: du hast keine Chips über das Callen hinaus
engine-refusals-no-raise-progressive = gerade darf nicht erhöht werden: { $made ->
    [one] die { $made } Erhöhung des progressiven Limits ist gemacht
   *[other] die { $made } Erhöhungen des progressiven Limits sind gemacht
}
engine-refusals-no-raise-house = gerade darf nicht erhöht werden: das Haus erlaubt { $most ->
    [one] { $most } Erhöhung
   *[other] { $most } Erhöhungen
}
engine-refusals-no-raise-nobody-sees = gerade darf nicht erhöht werden: niemand, der noch drin ist, kann eine Erhöhung mitgehen

# Straddle und Einsatz (engine/ante.py), das Eröffnen des Jackpots (engine/jackpot.py).
engine-refusals-only-straddle = du kannst jetzt nur straddeln oder auf den Straddle verzichten
engine-refusals-make-jackpot-age = nur die Vorhand, mit genau einem Spieler drin und ohne Erhöhung oder Straddle, darf es zum Jackpot machen (Regel 36)
# $bobtail: "yes", wo auch ein Vierer-Flush oder eine Viererstraße eröffnet.
engine-refusals-no-openers = du hast keine Öffner ({ $rank } oder besser{ $bobtail ->
    [yes] , oder einen Vierer-Flush oder eine Viererstraße
   *[no] {""}
})
engine-refusals-open-range = du darfst mit 1 bis { $most } eröffnen, nicht mit { $amount }

# Der Kauf und die Witwe; $card und $cards sind Karten, wie die Engine sie schreibt ("Kh").
engine-refusals-discard-at-most-five = du darfst höchstens fünf Karten abwerfen, nicht { $n }
engine-refusals-discarded-twice = dieselbe Karte wird zweimal abgeworfen
engine-refusals-cards-not-in-hand = { $cards } { $n ->
    [one] ist
   *[other] sind
} nicht in deinem Blatt
engine-refusals-split-openers = der Eröffner darf seine Öffner nicht aufbrechen (Regel 73): behalte die Karten, mit denen du eröffnet hast
engine-refusals-card-not-in-hand = { $card } ist nicht in deinem Blatt
engine-refusals-card-not-in-widow = { $card } ist nicht in der Witwe

# Die Chancen eines Blatts (engine/odds.py). $part: "hand" oder "dead" (die toten Karten);
# $pack: die Art des Spiels Karten; $n und $drawn: Anzahlen von Karten.
engine-refusals-odds-joker-not-in-pack = { $part ->
    [hand] Blatt
   *[dead] tote Karten
}: der Joker (Jo) ist nur im Spiel mit Joker
engine-refusals-odds-not-in-pack = { $part ->
    [hand] Blatt
   *[dead] tote Karten
}: { $card } ist nicht im { $pack ->
    [joker] Spiel zu 53 Karten mit Joker
    [ecarte] Ecarté-Spiel zu 32 Karten (ab der Sieben)
   *[standard] Spiel zu 52 Karten
}
engine-refusals-odds-five-cards = ein Blatt hat fünf Karten, nicht { $n }
engine-refusals-odds-hand-twice = das Blatt enthält dieselbe Karte zweimal
engine-refusals-odds-dead-twice = eine tote Karte ist zweimal angegeben
engine-refusals-odds-dead-in-hand = { $card } ist im Blatt und kann daher nicht auch tot sein
engine-refusals-odds-kept-not-in-hand = { $card } wird behalten, ist aber nicht im Blatt
engine-refusals-odds-too-few = nur noch { $n ->
    [one] { $n } Karte
   *[other] { $n } Karten
}, um { $drawn } zu kaufen

# Getippte Karten (engine/cards.py). $typed: das Getippte, in Anführungszeichen; $part: "rank"
# (der Rang) oder "suit" (die Farbe); $problems: die Ablehnung jeder einzelnen, aufgezählt;
# $more: wie viele weitere keine Karten waren. Die Beispielkarten stehen so, wie das Mitglied sie
# tippt, in jeder Sprache.
engine-refusals-card-empty = leere Karte
engine-refusals-card-unread = { $typed } ist keine Karte ({ $part ->
    [rank] Rang
   *[suit] Farbe
} nicht verstanden)
engine-refusals-card-twice = { $card } ist zweimal angegeben
engine-refusals-cards-unread = { $problems }{ $more ->
    [0] {""}
    [one] ; und { NUMBER($more, useGrouping: 1) } weiterer Eintrag, der keine Karte ist
   *[other] ; und { NUMBER($more, useGrouping: 1) } weitere, die keine Karten sind
}: schreib erst den Rang, dann die Farbe, mit den englischen Buchstaben, etwa {"As"}, {"Kd"}, {"Th"} oder {"10h"}, {"9c"}, {"2s"}, oder {"Jo"} für den Joker
# Die Ablehnung einer Karte in einer Option eines Befehls; $where: ihr Name, der in jeder Sprache
# gleich getippt wird (hand, keep).
engine-refusals-cards-held-in = { $where ->
    [hand] hand
    [keep] keep
   *[other] { $where }
}: { $problems }
