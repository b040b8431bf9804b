## Was ein Mitglied hört, wenn der Bot schuld ist und nicht er (bot/text/failures.py): je eine
## Zeile, keine Einzelheiten von uns.

failures-bank-away = Die Bank ist gerade nicht erreichbar (ihre Datenbank startet neu): Versuch es in einer Minute noch einmal. Jeder Tisch wartet, wie er ist, und spielt von selbst weiter, sobald die Bank wieder da ist.
failures-owner-silent = Dieser Tisch läuft in einem anderen Prozess des Bots, der deinen Klick nicht rechtzeitig angenommen hat; es wurde nichts gespielt. Versuch es gleich noch einmal.
failures-owner-unreachable = Der Prozess dieses Tisches war nicht erreichbar; es wurde nichts gespielt. Versuch es gleich noch einmal.
failures-restarting = Der Bot startet neu; versuch es in einer Minute noch einmal. Jeder Tisch ist dann so, wie du ihn verlassen hast.
failures-in-a-server-only = Dieser Befehl geht nur in einem Kanal eines Servers.
failures-needs-manage-server = Dafür brauchst du die Berechtigung „Server verwalten“.
failures-not-here = Diesen Befehl darfst du hier nicht benutzen.
# Ein Fehler von uns: $ref findet seinen Traceback im Log.
failures-unexpected = Da ist etwas schiefgegangen (Ref { $ref }). Der Tisch ist unverändert; bitte versuch es noch einmal.
