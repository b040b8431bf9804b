## Die Vermerke im Kassenbuch, wie /bank history sie zeigt (bot/text/memo_words.py).
## Gespeichert werden sie auf Englisch (bot/services/memos.py), gesagt hier.
## { chips } ist eine Zahl von Chips ($n); $player und $shares stehen wie gespeichert (IDs und Zahlen);
## $action sind die Worte der Spiellogik für einen Zug ("raises 5").

memos-buys = kauft { chips } beim Bankhalter
memos-returns = gibt { chips } an den Bankhalter zurück
memos-sits-down = setzt sich an Tisch { NUMBER($table, useGrouping: 0) } mit { NUMBER($amount, useGrouping: 0) }
memos-adds = legt { NUMBER($amount, useGrouping: 0) } an Tisch { NUMBER($table, useGrouping: 0) } nach
memos-leaves-after = verlässt Tisch { NUMBER($table, useGrouping: 0) } mit { NUMBER($amount, useGrouping: 0) } nach Spiel { NUMBER($deal, useGrouping: 0) }
memos-leaves = verlässt Tisch { NUMBER($table, useGrouping: 0) } mit { NUMBER($amount, useGrouping: 0) }
memos-closes-tutorial = Tisch { NUMBER($table, useGrouping: 0) } schließt: sein Pott geht an die Lektionen zurück
memos-pool-back = Tisch { NUMBER($table, useGrouping: 0) } schließt: der übertragene Pott, { chips }, wird zurückverteilt ({ $shares })
memos-closes = Tisch { NUMBER($table, useGrouping: 0) } schließt: { chips } zurück in den Geldbeutel
memos-antes = Spiel { NUMBER($deal, useGrouping: 0) }: Blind und Einsätze
memos-void = Spiel { NUMBER($deal, useGrouping: 0) } ist ungültig: jeder Einsatz geht zurück
# $outcome: showdown, uncontested, no_one_came_in, made_jackpot, not_opened oder all_passed.
memos-settled = Spiel { NUMBER($deal, useGrouping: 0) }: { $outcome ->
    [showdown] Aufdecken
    [uncontested] niemand ging mit
    [no_one_came_in] niemand stieg ein
    [made_jackpot] die Vorhand machte einen Jackpot daraus
    [not_opened] nicht eröffnet
    [all_passed] alle passten
   *[other] { $outcome }
}
memos-acts = Spiel { NUMBER($deal, useGrouping: 0) }: { $player } { $action }
memos-enters = tritt Turnier { NUMBER($tournament, useGrouping: 0) } mit einem Startgeld von { NUMBER($amount, useGrouping: 0) } bei
# $why: left (vor dem Start), cancelled oder cancelled-under-way.
memos-sweepstake-back = Turnier { NUMBER($tournament, useGrouping: 0) }: { NUMBER($amount, useGrouping: 0) } zurück ({ $why ->
    [left] vor dem Start gegangen
    [cancelled] abgesagt
   *[cancelled-under-way] während des Spiels abgesagt
})
memos-place = Turnier { NUMBER($tournament, useGrouping: 0) }: Platz { NUMBER($place, useGrouping: 0) } erhält { NUMBER($amount, useGrouping: 0) }
memos-seated = Turnier { NUMBER($tournament, useGrouping: 0) }: an Tisch { NUMBER($table, useGrouping: 0) } gesetzt
memos-frozen-out = Turnier { NUMBER($tournament, useGrouping: 0) }: ausgeschieden
memos-broken = Turnier { NUMBER($tournament, useGrouping: 0) }: Tisch { NUMBER($table, useGrouping: 0) } aufgelöst
memos-moves-to = Turnier { NUMBER($tournament, useGrouping: 0) }: wechselt an Tisch { NUMBER($table, useGrouping: 0) }
memos-moves-from = Turnier { NUMBER($tournament, useGrouping: 0) }: kommt von Tisch { NUMBER($table, useGrouping: 0) }
memos-cancelled = Turnier { NUMBER($tournament, useGrouping: 0) } ist abgesagt: Tisch { NUMBER($table, useGrouping: 0) } schließt
memos-over = Turnier { NUMBER($tournament, useGrouping: 0) } ist vorbei: Tisch { NUMBER($table, useGrouping: 0) } schließt
memos-reserve = die Reserve der Saison { NUMBER($season, useGrouping: 0) }: { NUMBER($amount, useGrouping: 0) } Saisonchips
