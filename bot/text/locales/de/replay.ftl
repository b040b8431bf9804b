## Die Wörter von /poker replay und poker-bot verify-deal (bot/text/replay_words.py).

## poker-bot verify-deal, für den Host.

replay-host-needs-all = --db, --table und --deal gehören zusammen: Gib alle drei an, um ein Spiel gegen seinen Seed zu prüfen
replay-nothing-to-check = gib die Datei des Beweises an (vom Knopf Beweis bei /poker replay) oder --db, --table und --deal
replay-root-from-seed = das aus dem Seed neu berechnete Kartenspiel ergibt die Wurzel
replay-verdict-ok = Ergebnis: Das Mischen ist das, das vor dem Spiel versiegelt wurde
replay-verdict-failed = Ergebnis: Eine Prüfung ist FEHLGESCHLAGEN: Das ist nicht das Mischen, das vor dem Spiel versiegelt wurde
# Ohne die Wurzel, die der Tisch gezeigt hat, lässt sich nur feststellen, dass ein Beweis mit sich selbst übereinstimmt.
replay-root-not-compared = die Wurzel wurde nicht verglichen: Gib --root an, wie der Tisch sie zu Beginn des Spiels gezeigt hat
replay-verdict-uncompared = Ergebnis: Der Beweis stimmt mit sich selbst überein, aber ohne die Wurzel des Tisches zeigt er nicht, dass dies das vor dem Spiel versiegelte Mischen ist
# Das Zeichen einer Prüfung, in einer sechs Zeichen breiten Spalte.
replay-check-ok = ok
replay-check-failed = FEHLER
# $card steht in Anführungszeichen.
replay-card-from-seed = Karte { NUMBER($position, useGrouping: 0) } ({ $card }) ist die Karte des Seeds an dieser Stelle
replay-bad-root = --root { $text }: Gib die Wurzel an, wie der Tisch sie zu Beginn des Spiels gezeigt hat (ihre ersten 16 Zeichen, 0-9 und a-f)
replay-no-finished-deal = Tisch { NUMBER($table, useGrouping: 0) } hat kein beendetes Spiel { NUMBER($deal, useGrouping: 0) }
replay-proof-too-big = der Beweis { $path } ist zu groß für einen Beweis
replay-not-json = der Beweis { $path } ist kein JSON ({ $why })
replay-not-a-proof = kein Beweis: { $why }

## /poker replay, für ein Mitglied.

replay-my-cards = Meine Karten
replay-proof = Beweis
replay-no-table-ever = In diesem Kanal hat noch kein Tisch gespielt, also gibt es kein Spiel zum Nachspielen: Die Nachricht zum Aufdecken eines Spiels nennt seinen Tisch und sein Spiel.
replay-no-such-table = Auf diesem Server gibt es keinen Tisch { NUMBER($table, useGrouping: 0) }: Die Nachricht zum Aufdecken eines Spiels nennt seinen Tisch, und `/poker history` die letzten Spiele des Tisches.
replay-no-such-deal = Tisch { NUMBER($table, useGrouping: 0) } hat kein Spiel { NUMBER($number, useGrouping: 0) }: `/poker history` zeigt seine letzten Spiele; ein Spiel eines früheren Tisches öffnet sich mit dem Tisch, den sein Aufdecken genannt hat (`table:`).
replay-still-in-play = Spiel { NUMBER($number, useGrouping: 0) } läuft noch: Das Nachspielen öffnet sich, sobald es vorbei ist.
replay-not-dealt-in = Du hattest in Spiel { NUMBER($number, useGrouping: 0) } keine Karten, also hast du keine eigenen hinzuzufügen.
# Der Titel des Nachspielens: das Spiel und wie weit es darin ist.
replay-title-dealt = Spiel { NUMBER($number, useGrouping: 0) } nachgespielt, wie es begann: { $kind }
replay-title-step = Spiel { NUMBER($number, useGrouping: 0) } nachgespielt, nach Handlung { NUMBER($step, useGrouping: 0) } von { NUMBER($steps, useGrouping: 0) }: { $kind }
replay-void-title = Spiel { NUMBER($number, useGrouping: 0) }: ungültig
replay-voided = Dieses Spiel wurde für ungültig erklärt: { $reason }. Jeder gebrachte Chip ging zurück.
replay-voided-unsaid = Dieses Spiel wurde für ungültig erklärt: Es wurde kein Grund festgehalten. Jeder gebrachte Chip ging zurück.
# $root: die ersten 16 Zeichen des Siegels.
replay-sealed-footer = vor dem Spiel versiegelt { $root }… · Beweis: das Siegel, geöffnet für die Karten, die der Tisch gesehen hat
replay-your-cards = Deine Karten
replay-none-yet = noch keine
replay-proof-sent = Das Siegel von Spiel { NUMBER($number, useGrouping: 0) }, geöffnet für jede Karte, die der Tisch gesehen hat. Prüf es mit `poker-bot verify-deal deal-{ NUMBER($number, useGrouping: 0) }.json`.
replay-proof-sent-yours = Das Siegel von Spiel { NUMBER($number, useGrouping: 0) }, geöffnet für jede Karte, die der Tisch gesehen hat. Auch deine eigenen Karten sind darin geöffnet: Behalte es für dich. Prüf es mit `poker-bot verify-deal deal-{ NUMBER($number, useGrouping: 0) }.json`.
