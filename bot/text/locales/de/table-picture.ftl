## Die Wörter auf dem Bild des Tisches und seine Beschreibung, der Alt-Text (bot/text/table_picture.py).

# Die Buchstaben auf den Scheiben neben einem Platz: der Knopf des Gebers und ein Zeichen, wo sein Wort keinen Platz hat.
table-picture-letter-dealer = G
table-picture-letter-age = V
table-picture-letter-opener = E
table-picture-letter-buck = B
table-picture-letter-knocked = K
table-picture-letter-straddle = S

# Der Zustand eines Platzes, auf seinen Karten.
table-picture-state-not-dealt = ohne Karten
table-picture-state-dropped = ausgestiegen
table-picture-state-passed = gepasst
table-picture-state-sight = Sicht
# In der Beschreibung: ein Platz, der mit Sicht verlangen drin blieb.
table-picture-called-a-sight = hat Sicht verlangt
table-picture-stood-pat = steht
table-picture-drew = hat { NUMBER($n, useGrouping: 0) } gekauft
# $chips: wie das Bild Chips in fünf Zeichen schreibt ("12345", "123k", "1,2M").
table-picture-wins = gewinnt { $chips }
table-picture-takes-back = nimmt { $chips } zurück
table-picture-plus = +{ $chips }
# Zustand und Kauf eines Platzes: "gepasst · hat 3 gekauft".
table-picture-state-drew = { $state } · { $drew }
table-picture-thousands = { NUMBER($n, useGrouping: 0, maximumFractionDigits: 1) }k
table-picture-millions = { NUMBER($n, useGrouping: 0, maximumFractionDigits: 1) }M
table-picture-billions = { NUMBER($n, useGrouping: 0, maximumFractionDigits: 1) }Mrd
# Der Name eines Platzes, wo der seines Spielers nicht gezeichnet werden kann.
table-picture-seat = Platz { NUMBER($seat, useGrouping: 0) }
table-picture-title = Spiel { NUMBER($number, useGrouping: 0) }
# Ein Jackpot, den vorher niemand eröffnet hat, bleibt, angefüttert (Regel 76).
table-picture-fattened = angefüttert: { NUMBER($chips, useGrouping: 0) } übertragen
table-picture-pool = Pott { NUMBER($chips, useGrouping: 0) }
# Unter dem ganzen Pott: wie viel davon in Nebenpötten liegt ($pools, aufgezählt).
table-picture-side-pools = davon { $count ->
        [one] Nebenpott
       *[other] Nebenpötte
    } { $pools }
table-picture-to-say = { $name } ist dran
table-picture-widow = Witwe

## Die Beschreibung (Alt-Text)

table-picture-jackpot-fattened = Der Jackpot ist angefüttert: { NUMBER($chips, useGrouping: 0) } übertragen.
table-picture-side-pools-sentence = Davon { $count ->
        [one] Nebenpott
       *[other] Nebenpötte
    } { $pools }.
table-picture-to-say-sentence = { $name } ist dran.
# Ein Spieler mit seinen Zeichen ("Geber, Vorhand").
table-picture-marked = { $name } ({ $marks })
table-picture-put = { NUMBER($chips, useGrouping: 0) } im Pott
table-picture-showed = hat { $cards } gezeigt
table-picture-showing = zeigt { $cards }
# Ein Platz: wer, dann was über ihn gesagt wird ($bits, aufgezählt).
table-picture-seat-sentence = { $who }: { $bits }.
table-picture-widow-up = Die Witwe: { $cards }.
table-picture-widow-down = Die Witwe liegt verdeckt.
