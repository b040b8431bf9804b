## Das Ende eines Spiels in Worten: die Zeilen der Nachricht zum Aufdecken und die Beschreibung
## ihres Bildes (bot/text/showdown_words.py). $names: die Gewinner, aufgezählt; $pool: der Name
## des Potts (log.ftl, "den Hauptpott"); $hand: der Name des Blatts nach „mit“ (hands.ftl, "einem Drilling Könige").

showdown-takes-back = { $names } nimmt { NUMBER($chips, useGrouping: 0) } zurück, die niemand gecallt hat.
# Niemand sonst konnte ihn gewinnen: kampflos genommen.
showdown-takes-uncontested = { $names } nimmt { $pool }, { NUMBER($chips, useGrouping: 0) }, den niemand sonst gewinnen konnte.
showdown-takes-without-showing = { $names } nimmt { $pool }, { NUMBER($chips, useGrouping: 0) }, ohne zu zeigen.
showdown-takes-with = { $names } nimmt { $pool }, { NUMBER($chips, useGrouping: 0) }, mit { $hand }.
showdown-divide = { $names } teilen sich { $pool }, { NUMBER($chips, useGrouping: 0) }, mit { $hand }: { $shares }.
showdown-share = { $name } { NUMBER($chips, useGrouping: 0) }
showdown-kitty = Die Hauskasse nimmt { NUMBER($chips, useGrouping: 0) }.
# $paid und $pays: Listen aus showdown-paid und showdown-pays.
showdown-premium = Prämie für den Straight Flush: { $paid }; { $pays }.
showdown-paid = { $name } bekommt { NUMBER($chips, useGrouping: 0) }
showdown-pays = { $name } zahlt { NUMBER($chips, useGrouping: 0) }
# Pötte mit ihren Chips enthalten schon Kommas: zwei werden so verbunden, mehr mit Semikolons
# ($rest: alle außer dem letzten, verbunden mit "; ").
showdown-both-two = { $first }, und { $second }
showdown-both-more = { $rest }; und { $last }
showdown-pool-chips = { $pool }, { NUMBER($chips, useGrouping: 0) }
# Die Pötte eines Gewinners, mit demselben Blatt gewonnen; $taken zählt sie auf.
showdown-takes-many = { $names } nimmt { $taken }, mit { $hand }.
# $words: der Name des Blatts.
showdown-shows = { $name } zeigt { $cards }: { $words }

## Die Beschreibung des Bildes zum Aufdecken (sein Alt-Text)

showdown-took-back = { NUMBER($chips, useGrouping: 0) } zurück, die niemand gecallt hat
showdown-description-head = Spiel { NUMBER($number, useGrouping: 0) }, das Aufdecken. Der Pott: { NUMBER($pool, useGrouping: 0) }.
# Was ein Spieler gezeigt und genommen hat; $taken, was er genommen hat (showdown-pool-chips, showdown-took-…).
showdown-seat-showed = { $name } hat { $cards } gezeigt.
showdown-seat-showed-words = { $name } hat { $cards } gezeigt, { $words }.
showdown-seat-showed-took = { $name } hat { $cards } gezeigt und { $taken } genommen.
showdown-seat-showed-words-took = { $name } hat { $cards } gezeigt, { $words }, und { $taken } genommen.
showdown-seat-took-unshown = { $name } hat { $taken } genommen, ohne zu zeigen.
showdown-seat-nothing = { $name }.
showdown-refreshments = Das schlechteste Blatt zahlt { NUMBER($chips, useGrouping: 0) } für die Getränke.
