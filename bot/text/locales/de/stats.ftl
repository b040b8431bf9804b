## Die Wörter von /poker stats (bot/text/stats_words.py): die Zahlen eines Mitglieds an den Tischen.

stats-variety-draw = Draw Poker
stats-variety-straight = Poker ohne Kauf
stats-variety-stud = Stud Poker
stats-variety-whisky = Whisky-Poker
stats-variety-all = alle Spielarten

stats-private-note = Nur du siehst das: Es zählt auch deine Blätter, die nicht gezeigt wurden.
stats-public-note = Alle hier sehen das: Es zählt nur, was der Tisch gesehen hat.
stats-no-deals = Noch keine Spiele gespielt.
stats-member-or-robot = Nenne ein Mitglied oder einen Roboter, nicht beides.

# Der Name eines Roboters, gekennzeichnet, damit er nie für ein Mitglied gehalten wird.
stats-robot = { $name } (Roboter)
stats-title = { $who }: { $variety }
# $pct ist der Anteil in ganzen Prozent.
stats-share = { $count } von { $of } ({ NUMBER($pct, useGrouping: 0) } %)
stats-count = { $count }

# Die Namen der Zahlen, dann ihre Werte.
stats-deals = Spiele
stats-deals-dealt-in = Spiele mit Karten
stats-came-in = Eingestiegen
stats-raised = Vor dem Kauf erhöht
stats-opened = Jackpot eröffnet
stats-straddled = Straddle gebracht
stats-cards-drawn = Gekaufte Karten
stats-pools-won = Gewonnene Pötte
stats-showdowns-won = Gewonnen beim Aufdecken
stats-chips = Chips
stats-biggest-pool = Größter gewonnener Pott
stats-best-shown = Bestes gezeigtes Blatt
# Der Name der privaten Zahl: nie in einer öffentlichen Antwort.
stats-held = Bestes gehaltenes Blatt (gezeigt oder nicht)

stats-drawn = { NUMBER($average, minimumFractionDigits: 1, maximumFractionDigits: 1, useGrouping: 0) } im Schnitt, bei { $draws ->
    [one] { $draws } Kauf
   *[other] { $draws } Käufen
}
stats-never-drew = nie gekauft
stats-none-shown = noch keines gezeigt
stats-pools-won-value = { $won }: { $at_showdown } beim Aufdecken, { $without } ohne
stats-none-reached = noch keines erreicht
stats-none-yet = noch keine
# Eine Zahl und ihr Wert, als Zeile der Antwort.
stats-line = **{ $name }:** { $value }
