## Was `poker-bot play` (der Tisch im Terminal, bot/text/play_words.py) dem einen Spieler daran sagt.

# Die Wörter, die er tippen darf, sind die des Spiels, wie die Eingabe sie liest: Die linke Spalte bleibt, wie sie ist.
play-help =
    Sag in den Wörtern des Spiels, was du tust:
      straddle | no            bevor die Karten gesehen sind
      come in [raise N]        den Einsatz bringen (Vorhand und Straddler: ergänzen)
      open N | stay [raise N]  im Jackpot (eröffnen nur mit Öffnern)
      see | raise N | pass     wenn vor dem Kauf erhöht wurde
      draw 2 5 | draw Kd 3c    nach Platz (1-5) oder Karte abwerfen; "pat" bleibt stehen
      bet N | call | raise N | drop (or fold) | check (wenn das Haus es erlaubt)
      jackpot                  die Wahl der Vorhand nach Regel 36
      pass                     Poker ohne Kauf und Stud Poker: vor einem Einsatz, behält deine Karten
      take | turn up | knock   Whisky-Poker: die Witwe und auf dem Blatt stehen bleiben
      exchange 7c Kh           Whisky-Poker: die 7c abgeben, den Kh aus der Witwe nehmen
      hand | table | help | quit (or q, or Ctrl-C)
play-first-help = Tippe an jeder Eingabe help für die Wörter, die du benutzen kannst.
# Eine Eingabeaufforderung: was er tippt, folgt in derselben Zeile.
play-next-deal = Enter für das nächste Spiel, q zum Gehen:{ " " }
play-next-deal-again = Drück Enter für das nächste Spiel oder tippe q zum Gehen.
# Die Frage an den Spieler: der Pott und was er jetzt tun darf ($options).
play-your-turn = Du bist dran. Im Pott: { NUMBER($pool, useGrouping: 0) }. { $options }
# $stacks: Name und Chips jedes Spielers, als play-stack, durch Kommas getrennt.
play-chips-line = Chips: { $stacks }
play-stack = { $name } { NUMBER($stack, useGrouping: 0) }
# Gehen mitten im Spiel: Was im Pott liegt, bleibt dort.
play-not-played-out = Chips: { $stacks }; der Pott von { NUMBER($pool, useGrouping: 0) } ist nicht ausgespielt.
play-leaves-with = Du verlässt den Tisch mit { chips }.
# Was der Spieler gesagt hat, gehört nicht zu dem, was der Tisch gerade anbietet (die Möglichkeiten folgen).
play-cannot-now = das kannst du gerade nicht: { $doing }
