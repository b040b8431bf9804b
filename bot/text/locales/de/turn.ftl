## Die Worte zum Zug eines Mitglieds (bot/text/turn_words.py): sein Ping, seine eigene Wahl der Pings
## und was die Uhr für ihn getan hat.

turn-pings-on = Pings sind an: Wenn du an einem Tisch dran bist, wirst du erwähnt, damit Discord dir Bescheid gibt.
turn-pings-off = Pings sind aus: Dein Zug steht nur in der Tischnachricht. Mit /poker pings on sind sie wieder da.
turn-your-turn = { $mention }, du bist dran in Spiel { NUMBER($deal, useGrouping: 0) }.
# Die DM an ein Mitglied, das nach zweimal überschrittener Zeit aussetzt: was geschah und der eine Schritt zurück.
turn-sat-out-by-dm = Dir ist am Tisch in { $channel } zweimal die Zeit ausgegangen, darum setzt du ab dem nächsten Spiel aus. Tippe dort /poker sitout, um wieder Karten zu bekommen.
