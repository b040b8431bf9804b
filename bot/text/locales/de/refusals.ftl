## Ablehnungen in der eigenen Stimme des Bots (bot/text/refusals.py): die kurzen Gründe der
## Dienste und Formulare als Sätze.

# Ein abgelehnter Wert in einem Formular. $subject: was abgelehnt wurde (refusal-subject-… oder der Name
# eines Feldes, "raise limit"); die Grenzen und Möglichkeiten so, wie das Mitglied sie tippen kann.
refusals-at-least = { $subject } muss mindestens { $bound } sein
refusals-at-most = { $subject } darf höchstens { $bound } sein
refusals-more-than = { $subject } muss größer als { $bound } sein
refusals-less-than = { $subject } muss kleiner als { $bound } sein
refusals-must-be = { $subject } muss { $choice } sein
refusals-another-value = { $subject } braucht einen anderen Wert
# $choices: die Möglichkeiten, mit "oder" aufgezählt.
refusals-one-of = { $subject } muss eins davon sein: { $choices }
refusals-whole-number = { $subject } muss eine ganze Zahl sein
refusals-true-or-false = { $subject } muss true oder false sein
refusals-a-list = { $subject } muss eine Liste sein, die Einträge durch Kommas getrennt
refusals-cannot-take = { $subject } kann diesen Wert nicht annehmen
refusals-must-be-given = { $subject } muss angegeben werden
refusals-not-a-limit-field = { $subject } ist keins der Limits
refusals-subject-limit = Das Limit { $field }
refusals-subject-value = Dieser Wert
# Die Ablehnung eines Limits ($said) mit den ganzen Zahlen, die es annimmt.
refusals-range-hint = { $said }; gib eine ganze Zahl von { $least } bis { $most } an
# Die Ablehnung eines Limits in den eigenen Worten des Dienstes ($words).
refusals-limit-takes = Das Limit { $field } nimmt { $words }
refusals-limit-says = Das Limit { $field }: { $words }
refusals-field-says = { $field }: { $words }

# Die knappen Sätze der Dienste, in Worten, nach denen ein Mitglied handeln kann.
refusals-deal-in-play = Spiel { NUMBER($deal, useGrouping: 0) } läuft noch: Warte, bis es zu Ende ist, und versuch es dann noch einmal.
# $then: was er tun wollte ("setz dich hin").
refusals-deal-in-play-then = Spiel { NUMBER($deal, useGrouping: 0) } läuft: { $then }, sobald es vorbei ist.
refusals-freeze-out-begun = Dieser Freeze-out hat begonnen, und niemand kann jetzt noch einsteigen: Schau ihn bis zum Ende an oder setz dich an den nächsten Tisch, wenn er vorbei ist.
refusals-freeze-out-over = Dieser Freeze-out ist vorbei: Ein Spieler hat alle Chips. Schließ den Tisch (/poker stop) und eröffne einen neuen, um wieder zu spielen.
refusals-two-players = Zum Geben braucht es zwei Spieler mit Chips, die nicht aussetzen: Jemand setzt sich hin, kommt zurück (/poker sitout), oder ein Roboter wird hingesetzt (/poker robots add).
refusals-no-tournament = In diesem Kanal gibt es kein Turnier: Ein Admin (oder jeder, wo tournaments_open an ist) legt eines mit /poker tournament create an.
refusals-tournament-still-seating = Das Turnier setzt seine Spieler noch: Seine Tische geben erst, wenn jeder seinen Platz hat.
refusals-tournament-not-dealing = Das Turnier ist vorbei oder wird abgesagt: Seine Tische geben nicht mehr.
# $table: die Nummer des Turniertischs.
refusals-tournament-table-not-closing = Tisch { NUMBER($table, useGrouping: 0) } des Turniers ließ sich nicht schließen: Sag es gleich noch einmal ab.
refusals-tournament-table-close = Ein Turniertisch schließt nur mit seinem Turnier: Ein Admin sagt es mit /poker tournament cancel ab.
refusals-tournament-ended-meanwhile = Das Turnier ist gerade zu Ende gegangen: Es gibt nichts mehr abzusagen (/poker tournament show zeigt seine Plätze).
# $holds: was sein Geldbeutel enthält ("50 Chips"); $stake: der Stapel, den er wollte.
refusals-stake-wallet = In deinem Geldbeutel sind { $holds }, weniger als der Stapel von { $stake }: Kauf erst mehr (/bank buy) oder setz dich mit weniger hin.
refusals-not-a-limit = Es gibt kein Limit namens { $name }: Die Limits sind { $limits } (/poker-admin show erklärt jedes).
# $channel: wo der Tisch ist; $stakes: die Stapel daran; $stake: der Stapel des Freeze-outs.
refusals-freeze-out-refused = Am Tisch in { $channel } sind Chips mit ungleichen Stapeln im Spiel ({ $stakes }), und ein Freeze-out beginnt mit gleichen Stapeln für alle (freeze_out_stake, { $stake }). Schließ den Tisch (/poker stop) und eröffne einen neuen, an den sich jeder mit { $stake } setzt; oder stell betting auf freeze_out, solange hier kein Tisch offen ist.
refusals-freeze-out-stake = Im Freeze-out setzen sich alle mit demselben Stapel hin: Setz dich mit genau { $stake } hin.

# Die Ablehnungen der Dienste, die ihre Nachricht nennen (bot/services/errors.py, `words`).
refusals-no-deal = An diesem Tisch läuft kein Spiel.
refusals-deal-in-play-close = Spiel { NUMBER($deal, useGrouping: 0) } läuft: Schließ den Tisch, sobald es vorbei ist.
refusals-deal-in-play-sit-down = Spiel { NUMBER($deal, useGrouping: 0) } läuft: Setz dich hin, sobald es vorbei ist.
refusals-deal-in-play-add-chips = Spiel { NUMBER($deal, useGrouping: 0) } läuft: Leg Chips nach, sobald es vorbei ist.
refusals-deal-in-play-seat-player = Spiel { NUMBER($deal, useGrouping: 0) } läuft: Setz einen Spieler hin, sobald es vorbei ist.
refusals-deal-in-play-move-player = Spiel { NUMBER($deal, useGrouping: 0) } läuft: Setz einen Spieler um, sobald es vorbei ist.
# Eine getippte Zahl außerhalb ihres Bereichs: $what, der Name des Feldes ("Betrag"); $typed, wie er sie getippt hat, in Anführungszeichen.
refusals-number = { $what }: eine ganze Zahl von { $least } bis { $most }, nicht { $typed }.
refusals-limit-number = Das Limit { $what } nimmt eine ganze Zahl von { $least } bis { $most }, nicht { $typed }.
