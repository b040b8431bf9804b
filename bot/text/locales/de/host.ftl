## Was die Kommandozeile dem Host über den Token des Bots sagt (bot/text/host_words.py): eine
## Formulierung, die der README ("On the Bot page, choose Reset Token"), für poker-bot run, sein --help
## und poker-bot doctor. $portal ist das Entwicklerportal von Discord, eine Adresse.

# Die Schritte der README, in einem Satz, den eine Zeile der Ausgabe fasst.
host-get-a-token = wähle auf { $portal } New Application (oder öffne deine); wähle auf der Seite Bot Reset Token und kopiere den Token; setze DISCORD_TOKEN=<token> in der Umgebung oder in einer .env-Datei (die README, 'Running the bot')
host-new-token = öffne auf { $portal } deine Anwendung; wähle auf der Seite Bot Reset Token und setze den neuen Token in DISCORD_TOKEN
host-run-help = Startet den Discord-Bot. Er braucht den Token des Bots in DISCORD_TOKEN: { host-get-a-token }. Jede Einstellung wird aus der Umgebung oder aus .env im Startordner gelesen: DATABASE_URL (Standard sqlite:///data/poker.db), DEV_GUILD_ID, LOG_LEVEL und die übrigen stehen in der README unter 'Configuration'. Strg-C oder SIGTERM hält ihn an: Die laufenden Interaktionen werden fertig, und er endet mit 0.
# poker-bot run ohne Token.
host-no-token-start = kein DISCORD_TOKEN: { host-get-a-token }; dann starte ihn noch einmal
# poker-bot doctor ohne Token: was zu tun ist.
host-token-then-doctor = { host-get-a-token }; dann führe poker-bot doctor noch einmal aus
host-token-refused = Discord hat den Token abgelehnt (er ist falsch oder wurde zurückgesetzt): { host-new-token }
