## Was ein Mitglied liest, wenn es einen Knopf des Tisches drückt oder in einer seiner Auswahlen wählt
## (bot/text/click_words.py).

click-no-longer-works = Dieser Knopf geht nicht mehr (er gehört zu einer älteren Nachricht). Nimm die neueste Tischnachricht; /poker table postet sie noch einmal.

# Ein Klick für einen Zug, für den er nicht gedacht war, in den Worten dessen, was geklickt wurde:
# $who ist der Spieler, der dran ist, $deal das Spiel, für das Knopf oder Liste gedacht waren.
click-not-dealt-in = Du bekommst an diesem Tisch keine Karten.
click-turn-gone = Dieser Zug ist vorbei; der Tisch ist weiter.
click-button-deal-over = Dieser Knopf war für Spiel { NUMBER($deal, useGrouping: 0) }, und das ist vorbei.
click-button-turn-over = Dieser Knopf ist von einem früheren Zug; der Tisch ist weiter.
click-button-not-your-turn = Du bist nicht dran: { $who } ist am Zug.
click-amount-deal-over = Diese Liste von Beträgen war für Spiel { NUMBER($deal, useGrouping: 0) }, und das ist vorbei.
click-exchange-deal-over = Diese Liste zum Tauschen war für Spiel { NUMBER($deal, useGrouping: 0) }, und das ist vorbei.
click-draw-deal-over = Diese Liste der Karten zum Abwerfen war für Spiel { NUMBER($deal, useGrouping: 0) }, und das ist vorbei.
click-draw-not-now = Du bist gerade nicht mit Kaufen dran; wähl noch einmal, wenn du dran bist.

# Die Frage der Betragsauswahl, nach der Möglichkeit, für die sie wählt.
click-how-much-raise = Um wie viel erhöhst du?
click-how-much-bet = Wie viel setzt du?
click-how-much-open = Mit wie viel eröffnest du?
click-how-much-come-in = Du steigst ein: Um wie viel erhöhst du?
click-how-much-stay = Du bleibst drin: Um wie viel erhöhst du?

click-no-raise = Gerade ist keine Erhöhung erlaubt.
# Wie ein getippter Betrag in seiner Ablehnung heißt ("Betrag: eine ganze Zahl von 1 bis 86, …").
click-amount-field = Betrag
click-pick-an-amount = Wähl einen der Beträge aus der Liste.
click-pick-your-discards = Wähl die Karten zum Abwerfen aus denen in deinem Blatt.
click-keep-your-openers = Du hast diesen Jackpot eröffnet, also darfst du deine Öffner nicht teilen (Regel 73): Behalte Karten, die noch eröffnen würden, und wähl noch einmal.
click-pick-an-exchange = Wähl aus der Liste eine deiner Karten und eine der Witwe.
click-not-dealt-yet = Die Karten sind noch nicht gegeben.
click-take-the-widow = Du nimmst die Witwe.
click-discard-prompt = Wähl die Karten zum Abwerfen (wähl keine, um stehen zu bleiben).
click-exchange-prompt = Wähl eine Karte, die du abgibst, und eine der Witwe, die du nimmst.

# Ein Betrag in der Auswahl, wie Spieler ihn sagen.
click-amount = { $amount }
click-amount-all-in = { $amount } (all-in)
click-amount-pool = { $amount } (der Pott)
click-amount-half-pool = { $amount } (der halbe Pott)
# Die letzte Möglichkeit der Auswahl; sie öffnet ein Formular, in das man jeden erlaubten Betrag tippt.
click-type-between = Betrag tippen ({ $least } bis { $most })…
# Das Feld im Formular für einen getippten Betrag (höchstens 45 Zeichen).
click-form-range = Von { $least } bis { $most }

# Nur er erfährt es: Der Tisch hat ihm Eröffnen angeboten wie jedem anderen.
click-no-openers = Du darfst nicht eröffnen: Du hast keine Öffner ({ $openers }). Pass, dann kannst du noch einsteigen, wenn ein anderer eröffnet.
click-does-nothing-now = dieser Knopf ({ $verb }) tut gerade nichts
click-your-hand = Dein Blatt: **{ $cards }**
# $said: der Satz, der sagt, was er getan hat.
click-hand-now = { $said } Dein Blatt jetzt: **{ $cards }**
# $words: was er getan hat, wie die Engine es sagt ("stands pat").
click-you-did = Du { $words }.
click-exchanged = Du gibst { $given } ab und nimmst { $taken }.
# Eine Wahl in der Tauschauswahl beim Whisky-Poker.
click-give-and-take = { $given } abgeben, { $taken } nehmen

## Das Blatt eines Spielers per DM

click-draw-here = Wenn du mit Kaufen dran bist, wähl die Karten zum Abwerfen hier oder unter Mein Blatt.
click-after-your-draw = **Du { $did }.**
    { $hand }
# $channel: der Kanal des Tisches, den Discord mit seinem Namen schreibt.
click-dm-stud = Spiel { NUMBER($number, useGrouping: 0) }, Tisch <#{ $channel }>: Deine verdeckte Karte: **{ $down }** (offen: { $up })
click-dm-drawn = Spiel { NUMBER($number, useGrouping: 0) }, Tisch <#{ $channel }>: Dein Blatt nach dem Kauf: **{ $cards }**
click-dm-whisky =
    Spiel { NUMBER($number, useGrouping: 0) }, Tisch <#{ $channel }>: Dein Blatt: **{ $cards }**
    Spiel über die Tischnachricht; Mein Blatt zeigt dort deine Karten, wie sie sich ändern.
click-dm-hand = Spiel { NUMBER($number, useGrouping: 0) }, Tisch <#{ $channel }>: Dein Blatt: **{ $cards }**

click-type-again-button = Neu tippen
# Ein getippter Betrag abgelehnt: $why, was falsch war; $deadline, wann sein Zug abläuft (Discord
# zählt es herunter, während er liest).
click-typed-wrong = { $why }. Drück { click-type-again-button }, um es noch einmal zu versuchen.
click-typed-wrong-timed = { $why }. Deine Zeit für diesen Zug läuft <t:{ $deadline }:R> ab. Drück { click-type-again-button }, um es noch einmal zu versuchen.
