## Die Wörter der Saisons (bot/text/season_words.py): /poker-admin season und /poker season.

season-name = Saison { NUMBER($number, useGrouping: 0) }
season-name-named = Saison { NUMBER($number, useGrouping: 0) }: { $name }
season-apart = Saisonchips sind außerhalb der Saison nichts wert: Keiner geht zurück in einen Geldbeutel, und die Geldbeutel wurden nie angerührt.

# Die Zeile eines Mitglieds in der Tabelle; $net ist, wie weit er im Plus oder Minus ist.
season-line = { $who }: { $net } ({ deals })
season-line-placed = **{ NUMBER($place, useGrouping: 0) }.** { $who }: { $net } ({ deals })

season-board-title = { $season } (Rangliste)
season-final-title = { $season } (Endstand)

season-running = Begonnen { $started }, läuft noch.
season-ended-on = Begonnen { $started }, beendet { $ended }.
# $deals ist das Wenigste, was ein Mitglied spielt, um gewertet zu werden.
season-reserve = { $reserve } Saisonchips für jeden; gewertet nach gewonnenen Chips, mit mindestens { deals }.
season-nobody-played = Noch niemand hat ein Saisonspiel gespielt.
season-more-ranked = …und { NUMBER($more, useGrouping: 0) } weitere in der Wertung.
season-nobody-ranked-yet = Noch niemand hat { deals } gespielt, also ist noch niemand in der Wertung.
season-not-ranked = **Nicht gewertet** (weniger als { deals }):
season-not-ranked-yet = **Noch nicht gewertet** (weniger als { deals }):
season-more = …und { NUMBER($more, useGrouping: 0) } weitere.

season-started = { $season } hat begonnen. Jedes Mitglied, das sich an einen Saisontisch setzt, bekommt einmal { $reserve } Saisonchips; mehr kann niemand kaufen. Gewertet wird, wer { deals } gespielt hat. Für die Saison spielen die Tische in Kanälen, in denen das Limit `season_play` an ist (/poker-admin limits season_play true).
# $first ist season-first oder season-nobody-first; $apart ist season-apart.
season-ended = { $season } ist vorbei; der Endstand bleibt erhalten (/poker season number:{ NUMBER($number, useGrouping: 0) }). { $first } { $apart } Saisontische, die noch offen sind, sollten geschlossen werden (/poker stop).
# $who: die Mitglieder auf dem ersten Platz, verbunden mit season-and.
season-first = Erster Platz: { $who }, { $net }.
season-nobody-first = Niemand wurde gewertet.
season-and = { $first } und { $then }

season-opened-for = Der Tisch ist für { $season } offen: Die Plätze nehmen Saisonchips, nicht die aus dem Geldbeutel ({ $reserve } für jedes Mitglied, einmal). Drück am Tisch { seat-sit-down-button } oder tippe /poker join.
season-none-played = Hier wurde noch keine Saison gespielt. Starte eine mit /poker-admin season start.
season-none-running = Gerade läuft keine Saison. Die letzte war { $season } (/poker season number:{ NUMBER($number, useGrouping: 0) }). Starte eine mit /poker-admin season start.

# Die Titel der Antworten.
season-started-title = Saison begonnen
season-ended-title = Saison beendet
season-showing-title = Die Saison
