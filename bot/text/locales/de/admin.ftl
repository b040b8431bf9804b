## Die Antworten für Admins (bot/text/admin.py), für /poker-admin: wer welches Limit wann geändert hat.

admin-no-changes = Hier wurde noch kein Limit geändert: Jeder Tisch spielt nach Fosters Regeln.
# Die Änderung eines Limits: sein Name, der alte und der neue Wert, wo, von wem und wann.
admin-change-server = `{ $field }` { $old } → { $new }, Standard des Servers, von { $who }, { $when }
admin-change-channel = `{ $field }` { $old } → { $new }, { $channel }, von { $who }, { $when }
# Ein falsch getipptes Limit der Bank: $error sagt, was mit der Zahl nicht stimmt.
admin-or-none = { $error }, oder none für kein Limit
# Steht bei einer Änderung von `variety`, wenn am Tisch des Kanals noch ein Jackpot auszuspielen ist (Regel 76).
admin-new-game-after-jackpot = Am Tisch dieses Kanals ist erst noch ein Jackpot auszuspielen: Das neue Spiel beginnt, sobald er gewonnen ist (Regel 76).
