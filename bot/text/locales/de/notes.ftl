## Die Notizen, die mehrere Regeln und Themen teilen (bot/content/data/notes.toml): wie dieser
## Tisch sie anwendet. Die Id ist note- und der Name der Notiz.

note-bot-deals = Kommt hier nicht vor: der Bot mischt und gibt, also ist jedes Spiel vollständig und jedes Blatt hat fünf Karten.
note-bot-draws = Kommt hier nicht vor: der Bot bedient den Kauf und gibt jedem Spieler verdeckt und der Reihe nach genau so viele Karten, wie er abgeworfen hat.
note-no-false-openers = Kann hier nicht geschehen: der Bot sieht jedes Blatt und lehnt eine Eröffnung ohne Öffner ab.
note-in-turn-only = Der Bot nimmt Handlungen nur von dem Spieler an, der an der Reihe ist, und eine abgelehnte Handlung ändert nichts.
note-no-seat-draw = Online werden die Plätze nicht ausgelost; Regel 6 sagt, wo ein Neuer sitzt.
