## Die Antworten des Bankhalters (bot/text/bank.py), für /bank und /poker-admin.

bank-play-chips = Spielchips, kein Geld: Nichts wird dafür bezahlt, und nichts wird ausgezahlt.

# Im Plus oder im Minus, Fosters Art abzurechnen; $n ist immer positiv.
bank-even = ausgeglichen
bank-up = +{ $n } im Plus
bank-down = -{ $n } im Minus

bank-wallet = Geldbeutel: **{ $wallet }** Chips
# $tables: jeder als bank-at-table, durch Kommas getrennt.
bank-at-tables = An Tischen: { $tables }
bank-at-table = { $chips } an Tisch { NUMBER($table, useGrouping: 0) }
# $net ist bank-even, bank-up oder bank-down.
bank-holding = Gekauft { $bought }, zurückgegeben { $returned }; insgesamt { $chips } im Besitz: **{ $net }**

bank-bought = Du hast { chips-grouped } gekauft. Geldbeutel: { $wallet }.
bank-bought-again = Du hast { chips-grouped } gekauft (diese Anfrage war schon erledigt; sonst wurde nichts geändert). Geldbeutel: { $wallet }.
bank-cashed-out = Du hast { chips-grouped } zurückgegeben. Geldbeutel: { $wallet }.
bank-cashed-out-again = Du hast { chips-grouped } zurückgegeben (diese Anfrage war schon erledigt; sonst wurde nichts geändert). Geldbeutel: { $wallet }.

bank-no-movements = Noch keine Bewegungen: Kauf Chips mit /bank buy.
# Eine Zeile im Auszug: $amount mit Vorzeichen und auf eine Spalte aufgefüllt, $where bank-wallet-account oder bank-table-account.
bank-movement = `{ $amount }` { $where } · { $memo } · { $when }
bank-wallet-account = Geldbeutel
bank-table-account = Tisch { $table }

bank-books-balance = Die Bücher stimmen: ausgegeben { $issued } = im Besitz { $held } + in Pötten { $pools } + Hauskasse { $kitty }.
# $sign ist + oder -, $off, wie weit die Bücher daneben liegen.
bank-books-off = Die Bücher stimmen NICHT: ausgegeben { $issued }, aber im Besitz { $held } + in Pötten { $pools } + Hauskasse { $kitty } weicht um { $sign }{ $off } ab. Ein Admin sollte `poker-bot audit` laufen lassen.

bank-nobody-bought = Hier hat noch niemand Chips gekauft.
bank-settlement-row = { $who }: { $net } (gekauft { $bought }, zurückgegeben { $returned }, im Besitz { $chips })
bank-and-more = … und { NUMBER($hidden, useGrouping: 0) } weitere

bank-rank = { NUMBER($rank, useGrouping: 0) }. { $who }: { $net }
bank-no-member-bought = Hier hat noch kein Mitglied Chips gekauft.
# $robots: jeder als bank-robot-net, durch Kommas getrennt.
bank-not-ranked = Nicht in der Wertung: { $robots }
bank-robot-net = { $who } (Roboter): { $net }

bank-no-limit = kein Limit
bank-limits = höchstens gekauft und nicht zurückgegeben (max_outstanding): { $outstanding }; höchstens an einem UTC-Tag gekauft (daily_allowance): { $daily }
