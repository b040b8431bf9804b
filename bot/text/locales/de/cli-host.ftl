## poker-bot doctor: der Name jeder Prüfung, wie ihre Zeile beginnt („✔ Datenbank: ...“).
cli-host-check-token = Token
cli-host-check-database = Datenbank
cli-host-check-disk = Festplatte
cli-host-check-clock = Uhr
cli-host-check-application = Anwendung
cli-host-check-commands = Befehle
cli-host-check-servers = Server
cli-host-check-emojis = Karten-Emojis
cli-host-check-channels = Tischkanäle

## poker-bot doctor: die Datenbank und die Festplatte.
cli-host-no-token = kein DISCORD_TOKEN
cli-host-no-token-to-ask = kein Token, mit dem Discord gefragt werden kann
cli-host-create-database = führe poker-bot migrate aus, um sie anzulegen, oder prüfe DATABASE_URL
cli-host-database-down = prüfe DATABASE_URL und ob die Datenbank läuft
cli-host-upgrade = aktualisiere den Bot
cli-host-migrate = führe poker-bot migrate aus (der Bot tut es auch beim Start)
# $database: Art und Ort der Datenbank, wie der Speicher sie beschreibt.
cli-host-database-ok = { $database } antwortet, mit Schemaversion { $version } (der dieses Codes)
cli-host-then-audit = prüfe die Datenbank und führe dann poker-bot audit aus
cli-host-url-unread = DATABASE_URL kann nicht gelesen werden
cli-host-disk-unseen = die Datenbank liegt auf einem PostgreSQL-Server, dessen Festplatte von hier nicht zu sehen ist
# $error: die eigenen Worte des Systems zum Grund.
cli-host-free-unread = der freie Platz von { $folder } kann nicht gelesen werden ({ $error })
cli-host-check-folder = prüfe den Ordner der SQLite-Datei
cli-host-disk-ok = { $mb } MB frei neben der SQLite-Datei
cli-host-disk-low = nur { $mb } MB frei neben der SQLite-Datei (mindestens { $least } gewünscht); eine volle Festplatte hält jedes Spiel an
cli-host-free-space = schaffe Platz auf der Festplatte mit { $folder }
cli-host-database-unread = die Datenbank konnte nicht gelesen werden

## poker-bot doctor: Discord fragen. $base: die gefragte Adresse (DISCORD_API_BASE).
cli-host-no-answer = Discord hat nicht geantwortet
cli-host-token-refused = Discord hat DISCORD_TOKEN abgelehnt (401 Unauthorized): es ist falsch oder wurde zurückgesetzt
cli-host-refused = das Token wurde abgelehnt
cli-host-me-answered = { $base } hat auf GET /users/@me mit { $status } geantwortet
cli-host-unset-base = prüfe DISCORD_API_BASE (ohne sie geht es zu { $discord })
cli-host-token-ok = angenommen: der Bot ist { $name } (ID { $id })
cli-host-try-in-a-minute = versuch es in einer Minute noch einmal
cli-host-no-application = die Anwendung konnte nicht gelesen werden
cli-host-application-ok = ID { $id } ({ $name })
cli-host-in-server = auf Server { $server } (DEV_GUILD_ID)
cli-host-globally = global
cli-host-not-in-dev-guild = DEV_GUILD_ID { $server } nennt einen Server, auf dem der Bot nicht ist
cli-host-invite-dev-guild = lade den Bot dorthin ein, oder entferne DEV_GUILD_ID, um die Befehle global zu registrieren
cli-host-emojis-off = ausgeschaltet (CARD_EMOJIS=false): Karten erscheinen als Text
cli-host-invite = lade den Bot mit dem Link aus dem README neu ein (seine permissions=360777370624)
# $why: die eigenen Worte des Netzes, oder der Name des Fehlers.
cli-host-cannot-reach = { $base } ist nicht erreichbar ({ $why })
cli-host-check-network = prüfe DISCORD_API_BASE (ohne sie Discord selbst) und das Netz
cli-host-wait = Discord bittet den Bot, { $seconds } s zu warten, bevor er wieder fragt (Ratenlimit)
cli-host-wait-fix = versuch es danach noch einmal; hält es an, halte an, was dieses Token sonst benutzt
# $answer: der Status und sein Grund („404 Not Found“); $text: der Anfang des Erhaltenen, in Anführungszeichen.
cli-host-not-json = { $base } hat { $answer } ohne JSON geantwortet ({ $text }): das ist nicht Discords API
cli-host-not-json-fix = lass DISCORD_API_BASE leer, oder richte sie auf { $discord } oder einen Proxy davon
cli-host-kept-waiting = Discord hat den Bot immer wieder warten lassen (Ratenlimit)
# $message: Discords eigene Nachricht, auf Englisch, wie Discord sie schickt.
cli-host-answered = Discord antwortete { $status } { $message }

## poker-bot doctor: die Uhr.
cli-host-no-date = Discords Antwort hatte kein Date zum Vergleichen
cli-host-date-unread = Discords Date { $date } konnte nicht gelesen werden
cli-host-clock-ok = wenige Sekunden neben der von Discord
cli-host-clock-off = die Uhr dieses Rechners geht etwa { $seconds } s { $way ->
    [ahead] vor
   *[behind] nach
 } gegenüber Discords; Discords Zeitstempel und die Zuguhren gehen falsch
cli-host-clock-fix = stell die Uhr richtig und halte sie so (timedatectl set-ntp true, oder das NTP des Hosts)

## poker-bot doctor: die Slash-Befehle. $where: cli-host-in-server oder cli-host-globally; $some: einige davon (/poker join, ...).
cli-host-commands-ok = alle { $n } Slash-Befehle sind { $where } registriert
cli-host-commands-missing = { $n } nicht { $where } registriert ({ $some })
cli-host-commands-changed = { $n } mit anderen Optionen registriert als denen dieses Bots ({ $some })
cli-host-commands-extra = { $n } registriert, die dieser Bot nicht mehr hat ({ $some })
cli-host-commands-fix = starte den Bot: er gleicht seine Befehle ab, wenn sie sich geändert haben; schreibt sein Log 'command tree unchanged', lösche zuerst die Dateien commands-*.sha256 in STATE_DIR

## poker-bot doctor: die Karten-Emojis. $deck: der Name des Blatts (standard); $some: einige fehlende Namen.
cli-host-emojis-ok = alle { $n } des Blatts { $deck } sind in die Anwendung hochgeladen
cli-host-emojis-missing = { $n } der { $all } Karten-Emojis des Blatts { $deck } { $n ->
    [one] fehlt
   *[other] fehlen
 } ({ $some }); Karten erscheinen als Text
cli-host-emojis-fix = starte den Bot: er lädt sie hoch; fehlen sie weiter, sagt sein Log warum (CARD_EMOJIS=false schaltet sie aus)

## poker-bot doctor: die Berechtigungen, wie Discords Einstellungen sie nennen.
cli-host-perm-view = Kanäle ansehen
cli-host-perm-send = Nachrichten senden
cli-host-perm-embed = Links einbetten
cli-host-perm-attach = Dateien anhängen
cli-host-perm-history = Nachrichtenverlauf anzeigen
cli-host-perm-in-threads = Nachrichten in Threads senden
cli-host-perm-manage-threads = Threads verwalten
cli-host-perm-private-threads = Private Threads erstellen

## poker-bot run: seine eigenen Zeilen an den Host, bevor der Bot startet und wenn er endet.
# $plan: die Shards dieses Prozesses, wie der Plan des Clusters sie nennt („shards 0-3 of 8“).
cli-host-run-cluster = { " " }mit { $plan }
# $base: wohin der Bot sich verbindet (DISCORD_API_BASE, sonst Discords API); $cluster: cli-host-run-cluster, oder nichts.
cli-host-run-connecting = poker-bot run: verbinde mit Discord unter { $base }{ $cluster }
# „error:“ ist die Form, die die Fehlerzeilen aller Befehle teilen (wie argparse sie schreibt): sie bleibt, wie sie ist.
cli-host-run-failed = poker-bot run: error: { $why }
# $error: bei welchem Schritt er wartete, wie der Bot es sagt.
cli-host-run-no-answer = { $base }: { $error }; prüfe DISCORD_API_BASE und das Netz, oder gib ihm mit DISCORD_CONNECT_TIMEOUT mehr Zeit
cli-host-run-intent = der Bot hat einen privilegierten Intent verlangt, den er nicht braucht
# $answer: der Status und sein Grund („404 Not Found“).
cli-host-run-not-discord = { $base } hat { $answer } geantwortet: das ist nicht Discords API; lass DISCORD_API_BASE leer, oder richte sie auf Discords API (https://discord.com/api/v10) oder einen Proxy davon
# $error: die eigenen Worte des Netzes, oder der Name des Fehlers.
cli-host-run-cannot-reach = { $base } ist nicht erreichbar: { $error }

## poker-bot sandbox: seine eigenen Zeilen an den Host. $db: --db wie getippt; $such: eine Datei, die es nennen könnte.
cli-host-sandbox-twice = { $name } ist doppelt genannt
cli-host-sandbox-no-member = nenne mindestens ein Mitglied
cli-host-sandbox-too-many = die Sandbox fasst höchstens { $most } Mitglieder, nicht { $n }
# $user: der getippte ~Name, keines Benutzers auf diesem Rechner.
cli-host-sandbox-no-home = --db { $db }: kein Benutzerordner für { $user }; gib einen anderen Pfad an
cli-host-sandbox-db-folder = --db { $db } ist ein Ordner: nenne eine SQLite-Datei darin, etwa { $such }
cli-host-sandbox-db-name = --db { $db }: nenne eine SQLite-Datei, etwa { $such }
cli-host-sandbox-port-in-use = Port { $port } auf 127.0.0.1 ist belegt: wähle mit --port einen anderen (0 nimmt irgendeinen freien)
# $error: die eigenen Worte des Systems zum Grund.
cli-host-sandbox-cannot-listen = kann nicht auf 127.0.0.1:{ $port } lauschen: { $error }
# $why: die eigenen Worte der Sandbox zu dem Mitglied, das sie nicht aufnehmen konnte; $world: die Datei ihrer Welt.
cli-host-sandbox-no-room = --members: { $why }, und ihre Welt ({ $world }) hat Platz für weniger neue Mitglieder, als --members nennt
# $address: die der Seite; $folder: wo der Bot die Dateien der Sandbox ablegt.
cli-host-sandbox-open = poker-bot sandbox: öffne { $address } in einem Browser (die Dateien des Bots: { $folder }); Strg-C beendet sie
cli-host-sandbox-stopping = poker-bot sandbox: wird beendet (die Tische gehen beim nächsten Start weiter)

## poker-bot play: die eigenen Worte des Terminal-Tisches an seinen einen Spieler. Was er tippt
## (come in, raise N, exchange 7c Kh), sind die Wörter des Spiels, wie help sie auflistet: sie bleiben, wie sie sind.
cli-host-play-no-name = gib den Namen an, unter dem du spielst, z. B. --name Anna
cli-host-play-long-name = höchstens { $most } Zeichen, nicht { $n }
cli-host-play-printable = nur Buchstaben, Ziffern, Leerzeichen und Satzzeichen
# $name: der angegebene Name, in Anführungszeichen.
cli-host-play-robot-name = { $name } ist, wie die Roboter heißen; wähle einen anderen
# Was er tun wollte, nach dem „das kannst du gerade nicht:“ von play-cannot-now.
cli-host-play-doing-decline = das Straddle ablehnen
cli-host-play-doing-jackpot = einen Jackpot daraus machen
cli-host-play-doing-take = die Witwe nehmen
cli-host-play-doing-turn-up = die Witwe aufdecken
cli-host-play-doing-exchange = eine Karte tauschen
# $say: die Wörter, die er vor der Zahl tippte (raise, come in raise).
cli-host-play-how-much = wie viel? sag '{ $say } N'
cli-host-play-say-n = sag '{ $say } N'
cli-host-play-say-or-raise = sag '{ $say }' oder '{ $say } raise N'
# Die Zahl, die er tippte, genannt in cli-host-play-number.
cli-host-play-what-raise = die Erhöhung
cli-host-play-what-open = der Eröffnungseinsatz
cli-host-play-what-bet = der Einsatz
# $typed: was er tippte, in Anführungszeichen.
cli-host-play-number = { $what }: eine ganze Zahl von { $least } bis { $most }, nicht { $typed }
cli-host-play-positions = die Positionen gehen von 1 bis { $n }: { $word } ist keine
cli-host-play-position = Position { $n }
# $what: eine Karte, oder cli-host-play-position.
cli-host-play-named-twice = { $what } ist doppelt genannt: nenne jede Karte, die du abwirfst, nur einmal
cli-host-play-say-what = sag, was du tust (help listet die Wörter)
cli-host-play-not-a-word = '{ $word }' sagt ein Spieler hier nicht (help listet die Wörter)
cli-host-play-two-cards = nenne zwei Karten: deine, dann die der Witwe (exchange 7c Kh)
# Regel 2: wer zuerst gibt. $card: der Bube, der ihm zufiel.
cli-host-play-first-jack = Die Karten werden offen ausgeteilt, bis ein Bube fällt: { $name } bekommt { $card } und gibt zuerst (Regel 2).
# $stacks: Name und Chips jedes Spielers.
cli-host-play-over = Das Spiel ist aus: { $stacks }
cli-host-play-down-card = Deine verdeckte Karte: { $card } (offen: { $up })
cli-host-play-hand = Dein Blatt: { $cards }
cli-host-play-hand-drawn = Dein Blatt nach dem Kauf: { $cards }
