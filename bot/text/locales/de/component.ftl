## Die Wörter an den Bauteilen des Tisches (bot/text/component_words.py): seine Knöpfe, die
## Platzhalter seiner Auswahlen und die Namen und Zeichen der Felder der Tischnachricht.

# Knöpfe, die nicht die eigenen Wörter einer Handlung sind.
component-stand-pat = Stehen bleiben
component-my-hand = Mein Blatt
component-coach = Coach
# Einsteigen oder drinbleiben, für das, was ihm der Straddle noch zu bringen ließ.
component-make-good = Ergänzen
# Die Auslassungspunkte: Eine Auswahl von Beträgen folgt.
component-raise-picker = Erhöhen…
# Ein Passen, das aufgibt, was er gebracht hat.
component-drop = Aussteigen

# Die Platzhalter der Auswahlen.
component-how-much = Wie viel?
component-cards-to-discard = Karten zum Abwerfen (keine: stehen bleiben)
component-give-and-take = Eine Karte abgeben, eine aus der Witwe nehmen

# Die Felder der Tischnachricht.
component-seats = Plätze
component-widow = Witwe
component-last-said = Zuletzt gesagt
component-in-the-pool = Im Pott
# Zeichen hinter einem Platz, jedes nach einem Mittelpunkt.
component-seat-passed = { " · " }ausgestiegen
component-seat-out = { " · " }ohne Karten
component-stood-pat = { " · " }steht
component-drew = { " · " }hat { NUMBER($cards, useGrouping: 0) } gekauft
# Die offenen Karten beim Stud, neben dem Platz.
component-showing = { " · " }zeigt { $cards }
# Was ein Platz in diesem Spiel in den Pott gebracht hat, nach seinen Chips.
component-put-in = , { NUMBER($put, useGrouping: 0) } drin
# Die Zeile eines Platzes: $turn der Pfeil des Platzes, der dran ist, $tag seine Zeichen in Klammern, der Rest wie oben.
component-seat-line = { $turn }**{ $player }**{ $tag }: { chips }{ $put }{ $status }{ $drew }{ $shown }

# Wer dran ist, wenn ein Klick für einen Zug kam, bei dem niemand dran ist.
component-nobody = niemand

component-deal-title = Spiel { NUMBER($number, useGrouping: 0) }: { $kind }
# Das Feld, das den Spieler nennt, der dran ist.
component-to-say = { $who } ist dran
component-to-say-by = { $who } ist dran, <t:{ $deadline }:R>
