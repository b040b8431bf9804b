## Die Wörter des Coachs (bot/text/coach_words.py): was Foster auf dem Platz eines Mitglieds täte
## und warum, und die Besprechung nach dem Spiel. Sie nennen keine Karte außer den eigenen des
## Mitglieds und den gezeigten.

## Der Satz jeder Roboterregel, gesagt mit den Tatsachen, auf die sie angewandt wurde: $hand (sein Blatt),
## $need, $good und $fair (Blätter), $price und $pool (Chips), $opponents, $still_to_speak,
## $beats_percent, $stand_on und $better. Der Code schreibt den ersten Buchstaben groß.

coach-why-no-straddle = der Straddle kauft nur das letzte Wort vor dem Kauf, und das ist selten seine Kosten wert
coach-why-straddle = ein Straddle ist ein schlechtes Geschäft, aber ein freier Spieler bringt ab und zu einen
coach-why-no-openers = eröffnen darf nur, wer { $need } oder Besseres hat, und du hast { $hand }
coach-why-cannot-open = du hast { $hand }, genug zum Eröffnen, aber gerade wird dir kein Eröffnen angeboten
coach-why-wait-to-open = wenn nach dir noch { $still_to_speak } sprechen, hält ein vorsichtiger Spieler alles unter { $need } zurück; du hast { $hand }
coach-why-open = du hast { $hand }, genug zum Eröffnen
coach-why-open-bobtail = vier zu einem Flush oder einer Straße eröffnen an diesem Tisch: Eröffne damit und behalte sie beim Kauf
coach-why-make-jackpot = mit { $hand } hast du nichts zu spielen, und ein Jackpot gibt allen eine neue Chance; Spieler machen das ab und zu
coach-why-come-in-raise = { $hand } ist vor dem Kauf stark: Erhöhe und lass die schwachen Blätter dafür zahlen, gegen dich zu kaufen
coach-why-come-in-pair = auf { $hand } lohnt sich der Kauf: { $need } oder Besseres ist Fosters Marke
coach-why-come-in-cheap = { $hand } liegt unter { $need }, aber { $price } für einen Pott von { $pool } ist billig genug
coach-why-come-in-any-pair = { $hand } liegt unter { $need }, aber ein freier Spieler steigt mit jedem Paar ein
coach-why-come-in-bobtail = vier zu einem Flush oder einer beidseitigen Straße sind { $price } gegen einen Pott von { $pool } wert
coach-why-come-in-inside = vier zu einer Straße, die nur ein Rang füllt, sind eine lange Chance, aber { $price } gegen einen Pott von { $pool } ist billig genug, um darauf zu kaufen
coach-why-come-in-flier = { $hand } ist den Preis nicht wert, aber ein freier Spieler wagt ab und zu etwas
coach-why-pass-weak = steig mit { $need } oder Besserem ein, mit weniger nur, wenn es billig ist; du hast { $hand }, und Passen kostet nichts
coach-why-raise-back = { $hand } ist stark genug, um zurückzuerhöhen, wenn auch nicht jedes Mal
coach-why-see-raise = { $hand } ist { $price } mehr gegen einen Pott von { $pool } wert
coach-why-see-bobtail = vier zu einem Flush oder einer beidseitigen Straße sind { $price } mehr gegen { $pool } wert
coach-why-see-inside = vier zu einer Straße, die nur ein Rang füllt, sind eine lange Chance, aber { $price } mehr gegen { $pool } ist billig genug
coach-why-drop-raise = für einen Kauf auf { $hand } sind { $price } mehr zu viel
coach-why-stand-pat = { $hand } ist fertig: Kauf nichts
coach-why-keep-openers = der Öffner muss seine Öffner behalten, { $need } oder Besseres: Behalte sie und kauf dazu
coach-why-keep-bobtail = du hast mit vier zu einem Flush oder einer Straße eröffnet: Behalte die vier und kauf eine
coach-why-draw-to-pairs = behalte, was in { $hand } zusammenpasst, und kauf dazu
coach-why-draw-to-four = vier zu einem Flush oder einer beidseitigen Straße sind der bessere Kauf
coach-why-draw-to-inside = kauf eine zu den vier einer Straße, auch wenn nur ein Rang sie füllt
coach-why-draw-to-high = ohne Paar behalte ein Ass oder einen König und kauf dazu
coach-why-draw-five = nichts ist es wert, behalten zu werden: Kauf fünf
coach-why-bet-good = gegen { $opponents } bist du mit { $hand } wahrscheinlich vorn: { $good } oder Besseres ist einen Einsatz wert
coach-why-bluff = { $hand } gewinnt kein Aufdecken, aber ab und zu ein Einsatz auf nichts hält die anderen davon ab, dich zu durchschauen
coach-why-bet-fair = { $hand } ist ordentlich, aber nicht stark: ein kleiner Einsatz
coach-why-check-weak = { $hand } liegt unter { $good }, also bring nichts, außer du musst
coach-why-cannot-bet = { $hand } ist einen Einsatz wert, aber gerade wird dir kein Einsatz angeboten
coach-why-raise-strong = { $hand } ist ein Flush oder Besseres: Erhöhe, wenn auch nicht jedes Mal
coach-why-call-good = { $hand } ist { $good } oder Besseres gegen { $opponents }: Call
coach-why-call-price = { $hand } ist ordentlich, und { $price }, um { $pool } zu gewinnen, ist ein fairer Preis
coach-why-drop-price = { $hand } ist ordentlich, aber { $price }, um { $pool } zu gewinnen, ist zu teuer: Lass es
coach-why-drop-weak = { $hand } liegt unter { $fair }: Lass es
coach-why-straight-bet = { $hand } schlägt { $beats_percent } der gegebenen Blätter, wahrscheinlich das beste gegen { $opponents }: Setze
coach-why-straight-bluff = { $hand } ist schwach, aber beim Poker ohne Kauf gewinnt ein Einsatz auf nichts seinen Teil
coach-why-straight-pass = { $hand } ist gegen { $opponents } wahrscheinlich nicht das beste: Pass
coach-why-straight-raise = { $hand } liegt wahrscheinlich vor dem, der gesetzt hat: Erhöhe, wenn auch nicht jedes Mal
coach-why-straight-call = { $hand } hat gegen den Einsatz eine faire Chance, zum Preis von { $price }
coach-why-straight-drop = { $hand } ist zu wahrscheinlich geschlagen für einen Preis von { $price }
coach-why-stud-bet = { $hand } schlägt jedes offene Blatt auf dem Tisch: Setze
coach-why-stud-bluff = deine offenen Karten sehen am besten aus, und ab und zu ein Einsatz allein auf sie zahlt sich aus
coach-why-stud-pass = { $hand } ist nicht klar das beste, und Passen kostet nichts
coach-why-stud-chase = liegst du nur nach der Höhe der Karten hinten und kommen noch Karten, ist ein billiger Call fair
coach-why-stud-beaten = ein offenes Blatt auf dem Tisch schlägt { $hand }: Lass es
coach-why-stud-raise = { $hand } schlägt jedes offene Blatt um eine Klasse: Erhöhe, wenn auch nicht jedes Mal
coach-why-stud-call = { $hand } ist von den offenen Karten nicht geschlagen, und der Preis von { $price } ist fair
coach-why-stud-drop = { $hand } ist hier { $price } nicht wert
coach-why-whisky-knock = { $hand } ist gut genug, um darauf stehen zu bleiben ({ $stand_on } oder Besseres): Klopf
coach-why-whisky-take-blind = { $hand } liegt unter einem Paar: Die ungesehene Witwe ist wahrscheinlich besser
coach-why-whisky-turn-up = { $hand } ist mehr wert als eine ungesehene Witwe
coach-why-whisky-improve = eine Karte aus der Witwe macht aus { $hand } { $better }
coach-why-whisky-stand = nichts in der Witwe verbessert { $hand }: Bleib darauf stehen
coach-why-whisky-trade = nichts in der Witwe verbessert { $hand }, und es ist noch zu schwach, um darauf stehen zu bleiben: Tausch eine Karte und warte
coach-why-whisky-keep = Besseres ist nicht zu haben: Behalte { $hand }

# Die Regel, nach dem Kapitel von Foster, aus dem sie stammt.
coach-reason = Foster ({ $chapter }): { $said }.

# Was der Coach täte, zum Mitglied gesagt ($cards seine Abwürfe, in Symbolen); eine Grundform, die nach "würde" steht.
coach-stand-pat = stehen bleiben
coach-throw = { $cards } abwerfen und { NUMBER($n, useGrouping: 0) } kaufen
coach-give = { $give } abgeben und { $take } aus der Witwe nehmen
# Was er gewählt hat und was Foster täte: $what ist die Handlung, als coach-stand-pat oder in den Wörtern des Spiels.
coach-chose = hast gewählt: { $what }
coach-would = würde { $what }
# Die eine Ablehnung: auf den Straddle verzichten.
coach-chose-not-to-straddle = hast auf den Straddle verzichtet
coach-would-not-straddle = würde auf den Straddle verzichten

# Die Chance eines Kaufs, das Blatt zu verbessern: $pct in Prozent, eine Nachkommastelle.
coach-chance = in { NUMBER($pct, minimumFractionDigits: 1, maximumFractionDigits: 1, useGrouping: 0) } % der Fälle ({ $numerator } von { $denominator })
coach-by-chance = Das entscheidet der Zufall: Ein Roboter auf deinem Platz würde diesmal { $what }.
# $would ist coach-would.
coach-foster-would = Foster { $would }.
# $n gekaufte Karten (0: stehen bleiben); $chance und $asked sind coach-chance.
coach-draw-chance = { $n ->
    [0] Bleibst du stehen
   *[other] Kaufst du { $n }
}, verbessert sich dein Blatt { $chance }.
coach-draw-chance-asked = { $n ->
    [0] Bleibst du stehen
   *[other] Kaufst du { $n }
}, verbessert sich dein Blatt { $chance }; mit dem Kauf, nach dem du fragst, { $asked }.
coach-if-you-play = Wenn du spielst und { $n ->
    [0] stehen bleibst
   *[other] { $n } kaufst
}, verbessert sich dein Blatt { $chance }.
coach-if-you-play-asked = Wenn du spielst und { $n ->
    [0] stehen bleibst
   *[other] { $n } kaufst
}, verbessert sich dein Blatt { $chance }; mit dem Kauf, nach dem du fragst, { $asked }.

# Nach seinem eigenen Kauf.
coach-your-draw = Dein Kauf von { $n } verbessert dein Blatt { $chance }.
coach-you-stand-pat = Du bleibst stehen: Dein Blatt bleibt, wie es ist.
coach-same-draw = Foster hätte genauso gekauft.
coach-foster-draw = Foster würde { $what }: { $chance }.

# Die Besprechung nach dem Spiel. $where sagt, welches Spiel (coach-where), in einer DM, die es sagen muss.
coach-review-none = Die Besprechung des Coachs: Du hast in diesem Spiel nichts entschieden.
coach-review-none-where = Die Besprechung des Coachs { $where }: Du hast in diesem Spiel nichts entschieden.
coach-review-heading = **Die Besprechung des Coachs**
coach-review-heading-where = **Die Besprechung des Coachs** { $where }
# $chose ist coach-chose oder coach-chose-not-to-straddle, $would coach-would, $reason coach-reason;
# $chance ist yes, wenn die Regel der Roboter nach Zufall geht.
coach-review-agreed = - Du { $chose }, wie Foster es täte.
coach-review-asked = - Du { $chose }, wie die Lektion es wollte. In einem eigenen Spiel gilt: Foster { $would }{ $chance ->
    [yes] { " " }(nach Zufall)
   *[no] {""}
}. { $reason }
coach-review-differs = - Du { $chose }; Foster { $would }{ $chance ->
    [yes] { " " }(nach Zufall)
   *[no] {""}
}. { $reason }
# $shown: die Karten jedes Spielers als coach-shown-hand, durch Semikolons verbunden.
coach-review-shown = Am Ende gezeigt: { $shown }.
coach-shown-hand = { $name }: { $cards }

# Der eigene Schritt der Lektion, nach "Die Lektion verlangt:", nach der Art der Handlung, die ihr Hinweis nennt.
coach-asks-straddle = diesmal straddeln, um zu sehen, was es bewirkt
coach-asks-decline-straddle = auf den Straddle verzichten
coach-asks-come-in = einsteigen
coach-asks-open = eröffnen
coach-asks-see = bei der Erhöhung mitgehen
coach-asks-bet = setzen
coach-asks-call = callen
coach-asks-pass = passen
coach-asks-keep = { $cards } behalten und { NUMBER($n, useGrouping: 0) } kaufen

# Um welches Spiel es in einer DM geht; $channel ist die Erwähnung des Kanals.
coach-where = zu Spiel { NUMBER($number, useGrouping: 0) } in { $channel }
# Die DM des Coachs, wenn der Lernende dran ist: $advice sind die Sätze des Rats.
coach-turn = **Du bist dran in Spiel { NUMBER($number, useGrouping: 0) }** in { $channel }. { $advice }
coach-lesson-asks = Die Lektion verlangt: { $asks }.

# /poker coach und die Antworten des Knopfs Coach.
coach-on = Der Coach ist an. Wenn du dran bist, sagt Mein Blatt, was Foster täte und warum, und sein Knopf Coach fragt noch einmal; nach jedem Spiel bekommst du eine kurze Besprechung.
coach-off = Der Coach ist aus.
coach-off-here = Der Coach ist für dich aus, aber dieser Kanal coacht jeden an seinem Tisch.
coach-not-your-turn = Der Coach spricht, wenn du dran bist.

# Die Tatsachen einer Regel in Worten.
coach-opponents = { $n ->
    [one] einen Gegner
   *[other] { $n } Gegner
}
coach-percent = { NUMBER($pct, useGrouping: 0) } %
