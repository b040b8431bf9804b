## Die eigenen Antworten der Cogs (bot/text/cogs_words.py), für /poker-admin, /bank, /odds und /rules.

# /poker-admin limits: ein Limit gesetzt. $field ist sein Name wie getippt, $after und $before seine Werte.
cogs-limit-set-title = Limit gesetzt
cogs-limit-set-channel = `{ $field }` ist jetzt { $after } in diesem Kanal (vorher { $before }). Die Tische wenden es ab dem nächsten Geben an; ein laufendes Spiel behält seine Regeln. Die Änderung wird mit deinem Namen vermerkt (/poker-admin history).
cogs-limit-set-server = `{ $field }` ist jetzt { $after } als Standard des Servers (vorher { $before }). Die Tische wenden es ab dem nächsten Geben an; ein laufendes Spiel behält seine Regeln. Die Änderung wird mit deinem Namen vermerkt (/poker-admin history).
# Ein Standard des Servers gesetzt, wo dieser Kanal einen eigenen Wert hat, $here.
cogs-limit-own-here = Dieser Kanal setzt sein eigenes `{ $field }` ({ $here }), und das gilt hier weiterhin.

# /poker-admin show und history.
cogs-limits-title = Limits in diesem Kanal
# $limits: die Limits des Bankhalters (bank-limits), unter denen des Tisches.
cogs-banker-limits = **Bankhalter:** { $limits }
cogs-changes-title = Änderungen der Limits

# /poker-admin grant: $who ist eine Erwähnung, $wallet die Chips in seinem Geldbeutel danach.
cogs-chips-given-title = Chips vergeben
cogs-chips-given = { $who } erhält { chips-grouped }; im Geldbeutel sind jetzt { $wallet }. Die Bank kennt keine eigene Schenkung, also ist das ein Kauf beim Bankhalter in seinem Namen, vermerkt als von dir getätigt: Er zählt zu seinem Tageskontingent und zu dem, was er höchstens offen haben darf.

cogs-table-reset-title = Tisch zurückgesetzt

# /poker-admin bank-limits: $limits ist bank-limits.
cogs-bank-limits-title = Die Limits des Bankhalters
cogs-bank-limits-now = Jetzt: { $limits }. Mit deinem Namen vermerkt (/poker-admin history).
cogs-bank-limits-in-force = Es gilt: { $limits }.

# /bank: die Titel der Antworten.
cogs-balance-title = Deine Chips
cogs-bought-title = Gekauft
cogs-cashed-out-title = Zurückgegeben
cogs-statement-title = Dein Auszug
cogs-settling-title = Abrechnung
cogs-leaderboard-title = Rangliste

# /odds: falsch getippte Karten. $what ist der Name der Option (hand, keep), $cards die Karten, $pack der Name des Kartenspiels wie getippt.
cogs-not-in-pack = { $what }: { $cards } nicht im Kartenspiel { $pack }
cogs-hand-size = { $what }: Ein Blatt hat { $count ->
    [one] { $count } Karte
   *[other] { $count } Karten
}, aber { $given ->
    [one] { NUMBER($given, useGrouping: 0) } wurde
   *[other] { NUMBER($given, useGrouping: 0) } wurden
} angegeben
cogs-kept-not-in-hand = keep: { $cards } nicht im Blatt

# /rules und /glossary: nichts gefunden. $query und $term stehen in Anführungszeichen wie getippt; $hints die nächstliegenden Namen.
cogs-no-law = Keine Regel und kein Thema namens { $query }.
cogs-no-law-index = Versuch /rules ohne Thema für das Verzeichnis.
cogs-no-term = Kein Begriff { $term } im Glossar.
cogs-did-you-mean = Meintest du: { $hints }?
