## Was das Hinsetzen sagt (bot/text/seat_words.py).

# Die Knöpfe an der Tischnachricht und an der Antwort auf ein Hinsetzen, das auf das Ende des Spiels wartet.
seat-sit-down-button = Hinsetzen
seat-not-joining-button = Doch nicht hinsetzen

# Die ersten Chips eines Neuen: einmal, was der Geldbeutel ist, bevor er sonst etwas darüber liest.
seat-wallet-first = Neu hier? In deinem Geldbeutel liegen deine Spielchips, und die sind kein Geld: Der Bankhalter verkauft sie in den Grenzen dieses Servers, deinen Stapel an einem Tisch nimmst du aus dem Geldbeutel, und er geht dorthin zurück, wenn du aufstehst. /bank balance zeigt dir, was drin ist.
seat-not-joining = Bei dir wartet kein Hinsetzen auf das Ende des Spiels: Es ändert sich nichts (sitzt du schon, stehst du mit /poker leave auf).
seat-no-longer-joining = Du setzt dich nun doch nicht hin; deine Chips bleiben in deinem Geldbeutel.

seat-sat = Du setzt dich mit { chips } hin.
# $button ist seat-not-joining-button.
seat-after-deal = Spiel { NUMBER($deal, useGrouping: 0) } läuft: Du setzt dich mit { chips } hin, sobald es vorbei ist, und bekommst im nächsten Spiel Karten. Anders überlegt? Drück { $button } oder tippe /poker leave.
seat-topped-up = Du hattest zu wenig: { $added ->
    [one] { NUMBER($added, useGrouping: 0) } Chip
   *[other] { NUMBER($added, useGrouping: 0) } Chips
} mehr aus deinem Geldbeutel, jetzt liegen { chips } vor dir.
seat-top-up-after = Du hast zu wenig, und beim Tischlimit ändert sich ein Stapel nur zwischen zwei Spielen: Wenn Spiel { NUMBER($deal, useGrouping: 0) } vorbei ist, wird deiner aus dem Geldbeutel auf { chips } aufgefüllt.
# Steht nach der Antwort oben, wenn der Bankhalter dafür Chips verkauft hat.
seat-banker-sold = Der Bankhalter hat dir dafür { chips } verkauft, weil dein Geldbeutel nicht reichte.
seat-not-joining-deal = Du setzt dich nicht hin, wenn Spiel { NUMBER($deal, useGrouping: 0) } vorbei ist; deine Chips bleiben in deinem Geldbeutel.

## Die Fußzeile der Tischnachricht.

seat-joins-after = { $name } setzt sich nach diesem Spiel hin
seat-short = { $name } hat zu wenig Chips: { seat-sit-down-button } füllt den Stapel auf
seat-could-not = { $name } konnte sich nicht hinsetzen: { $why }
seat-sat-down = { $name } hat sich hingesetzt
seat-made-up = { $name } hat seinen Stapel auf { NUMBER($chips, useGrouping: 0) } aufgefüllt
