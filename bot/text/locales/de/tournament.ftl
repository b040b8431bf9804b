## Was /poker tournament, seine Lobby, seine Threads und seine Umsetzungen sagen (bot/text/tournament_words.py).

## Die Antworten

tournament-not-allowed = Nur ein Admin mit „Server verwalten“ darf hier ein Turnier anlegen.
tournament-not-yours = Nur wer dieses Turnier angelegt hat oder ein Admin mit „Server verwalten“ darf das.
tournament-no-tournament = In diesem Kanal gibt es kein Turnier.
tournament-table = Das ist ein Turniertisch: Seine Plätze und Chips gehören dem Turnier. Nimm /poker tournament leave im Kanal des Turniers.
tournament-table-reset = Das ist ein Turniertisch: Seine Plätze und Chips gehören dem Turnier, deshalb schließt er nur mit dem Turnier. Um ihn zu beenden, sag das Turnier ab: /poker tournament cancel in seinem Kanal.
tournament-text-channel-only = Ein Turnier wird in einem Textkanal angelegt: Seine Tische spielen in Threads darin.
tournament-created = Die Anmeldung zum Turnier ist offen: Startgeld { chips }. Melde dich mit /poker tournament join an.
tournament-joined = Du bist angemeldet. Dein Startgeld von { chips } wird bis zum Ende verwahrt.
tournament-robots-entered = { $n ->
        [1] Ein Roboter hat sich angemeldet.
       *[other] { NUMBER($n, useGrouping: 0) } Roboter haben sich angemeldet.
    }
tournament-left-away = Du bist ausgestiegen. Deine Chips bleiben an deinem Tisch, und dein Platz spielt sie sofort, wie die Regeln für einen stummen Spieler spielen, bis sie weg sind.
tournament-left = Du hast das Turnier verlassen. Dein Startgeld von { chips } ist wieder in deinem Geldbeutel.
tournament-cancelled-here = Das Turnier ist abgesagt: Dieser Tisch ist geschlossen, und jedes Startgeld ging zurück.
tournament-cancelled = Das Turnier ist abgesagt.
tournament-cancelled-back = { $n ->
        [one] { $n } Startgeld ging zurück in seinen Geldbeutel.
       *[other] { $n } Startgelder gingen zurück in ihre Geldbeutel.
    }
tournament-started = { $tables ->
        [1] Das Turnier hat an einem Tisch begonnen.
       *[other] Das Turnier hat an { NUMBER($tables, useGrouping: 0) } Tischen begonnen.
    }
tournament-thread-name = Turnier { NUMBER($tournament, useGrouping: 0) }, Tisch { NUMBER($table, useGrouping: 0) }

## Umsetzungen und das Ende, an den Tischen

tournament-moved-in = { $name } kommt von Tisch { NUMBER($table, useGrouping: 0) } an diesen Tisch, mit { chips }.
tournament-moved-out = { $name } wechselt an Tisch { NUMBER($table, useGrouping: 0) }, um die Tische auszugleichen.
# $thread: der Thread des Tisches, den Discord mit seinem Namen schreibt.
tournament-moved-told = Du bist mit deinen { chips } an Tisch { NUMBER($table, useGrouping: 0) } (<#{ $thread }>) umgesetzt worden.
tournament-frozen-out = { $name } ist ausgeschieden und belegt Platz { NUMBER($place, useGrouping: 0) }.
tournament-broken = Tisch { NUMBER($table, useGrouping: 0) } ist aufgelöst: Seine Spieler spielen an den anderen Tischen weiter.
tournament-over = Das Turnier ist vorbei.
tournament-place = Platz { NUMBER($place, useGrouping: 0) }: { $name }
tournament-place-paid = Platz { NUMBER($place, useGrouping: 0) }: { $name }, { chips }

## Die Lobby

tournament-entrants-label = Teilnehmer
tournament-places-label = Platzierungen
tournament-next-rise-label = Nächste Erhöhung
tournament-status-registering = Anmeldung offen
tournament-status-playing = läuft
tournament-status-finished = vorbei
tournament-status-cancelled = abgesagt
tournament-lobby-title = Turnier { NUMBER($tournament, useGrouping: 0) }: { $status }
tournament-terms-survivor = Startgeld { chips }, gleiche Stapel, Fosters Freeze-out: Der Letzte am Tisch bekommt alles.
# $shares: die ausgezahlten Prozente, der erste Platz zuerst ("60/30/10").
tournament-terms-shares = Startgeld { chips }, gleiche Stapel, Fosters Freeze-out: { $shares } für die ersten Plätze.
tournament-terms-entrants = Teilnehmer: { NUMBER($entrants, useGrouping: 0) } von { NUMBER($least, useGrouping: 0) } bis { NUMBER($most, useGrouping: 0) }. Pott: { chips }.
tournament-terms-starts = Beginnt <t:{ $when }:R>.
tournament-terms-season = Saisonspiel: Startgelder und Auszahlungen sind Saisonchips.
tournament-terms-rising = Steigende Blinds: { $schedule }.
tournament-nobody-yet = noch niemand
tournament-table-field = Tisch { NUMBER($table, useGrouping: 0) }
tournament-table-broken = aufgelöst
tournament-table-player = { $name } { NUMBER($chips, useGrouping: 0) }
tournament-table-nobody = niemand
tournament-table-value = <#{ $thread }>: { $players }
tournament-out = { NUMBER($place, useGrouping: 0) }. { $name }
tournament-out-paid = { NUMBER($place, useGrouping: 0) }. { $name } ({ chips })
tournament-next-rise = Blind { NUMBER($blind, useGrouping: 0) }, Einsatz im Jackpot { NUMBER($ante, useGrouping: 0) }, ab Spiel { NUMBER($deal, useGrouping: 0) }.
tournament-not-started = Der geplante Beginn ist da, aber erst { NUMBER($entered, useGrouping: 0) } der nötigen { NUMBER($least, useGrouping: 0) } haben sich angemeldet: Das Turnier wartet auf mehr und auf /poker tournament start.
