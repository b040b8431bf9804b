## poker-bot doctor: each check's name, as its line begins ("✔ database: ...").
cli-host-check-token = token
cli-host-check-database = database
cli-host-check-disk = disk
cli-host-check-clock = clock
cli-host-check-application = application
cli-host-check-commands = commands
cli-host-check-servers = servers
cli-host-check-emojis = card emojis
cli-host-check-channels = table channels

## poker-bot doctor: the database and the disk.
cli-host-no-token = no DISCORD_TOKEN
cli-host-no-token-to-ask = no token to ask Discord with
cli-host-create-database = run poker-bot migrate to create it, or check DATABASE_URL
cli-host-database-down = check DATABASE_URL, and that the database is up
cli-host-upgrade = upgrade the bot
cli-host-migrate = run poker-bot migrate (the bot also does at start)
# $database: the database's kind and place, as the storage describes it.
cli-host-database-ok = { $database } answers, at schema version { $version } (this code's)
cli-host-then-audit = check the database, then run poker-bot audit
cli-host-url-unread = DATABASE_URL cannot be read
cli-host-disk-unseen = the database is on a PostgreSQL server, whose disk is not seen from here
# $error: the system's own words for why.
cli-host-free-unread = the free space of { $folder } cannot be read ({ $error })
cli-host-check-folder = check the folder of the SQLite file
cli-host-disk-ok = { $mb } MB free beside the SQLite file
cli-host-disk-low = only { $mb } MB free beside the SQLite file (at least { $least } wanted); a full disk stops every deal
cli-host-free-space = free some space on the disk holding { $folder }
cli-host-database-unread = the database could not be read

## poker-bot doctor: asking Discord. $base: the address asked (DISCORD_API_BASE).
cli-host-no-answer = Discord did not answer
cli-host-token-refused = Discord refused DISCORD_TOKEN (401 Unauthorized): it is wrong or was reset
cli-host-refused = the token was refused
cli-host-me-answered = { $base } answered { $status } to GET /users/@me
cli-host-unset-base = check DISCORD_API_BASE (unset it to reach { $discord })
cli-host-token-ok = accepted: the bot is { $name } (id { $id })
cli-host-try-in-a-minute = try again in a minute
cli-host-no-application = the application could not be read
cli-host-application-ok = id { $id } ({ $name })
cli-host-in-server = in server { $server } (DEV_GUILD_ID)
cli-host-globally = globally
cli-host-not-in-dev-guild = DEV_GUILD_ID { $server } names a server the bot is not in
cli-host-invite-dev-guild = invite the bot there, or unset DEV_GUILD_ID to register the commands globally
cli-host-emojis-off = turned off (CARD_EMOJIS=false): cards show as text
cli-host-invite = invite the bot again with the README's link (its permissions=360777370624)
# $why: the network's own words, or the error's name.
cli-host-cannot-reach = cannot reach { $base } ({ $why })
cli-host-check-network = check DISCORD_API_BASE (unset for Discord itself) and the network
cli-host-wait = Discord asks the bot to wait { $seconds } s before asking again (rate limited)
cli-host-wait-fix = try again after that; if it lasts, stop what else uses this token
# $answer: the status and its reason ("404 Not Found"); $text: the start of what came back, quoted.
cli-host-not-json = { $base } answered { $answer } with no JSON ({ $text }): it is not Discord's API
cli-host-not-json-fix = leave DISCORD_API_BASE unset, or point it at { $discord } or a proxy of it
cli-host-kept-waiting = Discord kept asking the bot to wait (rate limited)
# $message: Discord's own message, in English as Discord sends it.
cli-host-answered = Discord answered { $status } { $message }

## poker-bot doctor: the clock.
cli-host-no-date = Discord's answer had no Date to compare with
cli-host-date-unread = Discord's Date { $date } could not be read
cli-host-clock-ok = within a few seconds of Discord's
cli-host-clock-off = this machine's clock is about { $seconds } s { $way ->
    [ahead] ahead of
   *[behind] behind
 } Discord's; Discord's timestamps and the turn clocks go wrong
cli-host-clock-fix = set the clock right and keep it so (timedatectl set-ntp true, or the host's NTP)

## poker-bot doctor: the slash commands. $where: cli-host-in-server or cli-host-globally; $some: a few of them (/poker join, ...).
cli-host-commands-ok = all { $n } slash commands are registered { $where }
cli-host-commands-missing = { $n } not registered { $where } ({ $some })
cli-host-commands-changed = { $n } registered with other options than this bot's ({ $some })
cli-host-commands-extra = { $n } registered that this bot no longer has ({ $some })
cli-host-commands-fix = start the bot: it syncs its commands when they changed; if it logs 'command tree unchanged', delete the commands-*.sha256 files in STATE_DIR first

## poker-bot doctor: the card emojis. $deck: the deck's name (standard); $some: a few missing names.
cli-host-emojis-ok = all { $n } of the { $deck } deck are uploaded to the application
cli-host-emojis-missing = { $n } of the { $all } card emojis of the { $deck } deck { $n ->
    [one] is
   *[other] are
 } missing ({ $some }); cards show as text
cli-host-emojis-fix = start the bot: it uploads them; if they stay missing, its log says why (CARD_EMOJIS=false turns them off)

## poker-bot doctor: the permissions, as Discord's settings name them.
cli-host-perm-view = View Channels
cli-host-perm-send = Send Messages
cli-host-perm-embed = Embed Links
cli-host-perm-attach = Attach Files
cli-host-perm-history = Read Message History
cli-host-perm-in-threads = Send Messages in Threads
cli-host-perm-manage-threads = Manage Threads
cli-host-perm-private-threads = Create Private Threads

## poker-bot run: its own lines to the host, before the bot starts and when it stops.
# $plan: the shards this process runs, as the cluster's plan says them ("shards 0-3 of 8").
cli-host-run-cluster = { " " }with { $plan }
# $base: where the bot connects (DISCORD_API_BASE, else Discord's API); $cluster: cli-host-run-cluster, or nothing.
cli-host-run-connecting = poker-bot run: connecting to Discord at { $base }{ $cluster }
# "error:" is the form every command's error line shares (as argparse writes it): it stays as it is.
cli-host-run-failed = poker-bot run: error: { $why }
# $error: at what step it waited, as the bot says it.
cli-host-run-no-answer = { $base }: { $error }; check DISCORD_API_BASE and the network, or give it longer with DISCORD_CONNECT_TIMEOUT
cli-host-run-intent = the bot asked for a privileged intent it does not need
# $answer: the status and its reason ("404 Not Found").
cli-host-run-not-discord = { $base } answered { $answer }: it is not Discord's API; leave DISCORD_API_BASE unset, or point it at Discord's API (https://discord.com/api/v10) or a proxy of it
# $error: the network's own words, or the error's name.
cli-host-run-cannot-reach = cannot reach { $base }: { $error }

## poker-bot sandbox: its own lines to the host. $db: --db as typed; $such: a file it could name.
cli-host-sandbox-twice = { $name } is named twice
cli-host-sandbox-no-member = name at least one member
cli-host-sandbox-too-many = the sandbox holds at most { $most } members, not { $n }
# $user: the ~name typed, of no user on this machine.
cli-host-sandbox-no-home = --db { $db }: no home folder for { $user }; give another path
cli-host-sandbox-db-folder = --db { $db } is a folder: name a SQLite file in it, such as { $such }
cli-host-sandbox-db-name = --db { $db }: name a SQLite file, such as { $such }
cli-host-sandbox-port-in-use = port { $port } on 127.0.0.1 is in use: choose another with --port (0 takes any free one)
# $error: the system's own words for why.
cli-host-sandbox-cannot-listen = cannot listen on 127.0.0.1:{ $port }: { $error }
# $why: the sandbox's own words for the member it could not add; $world: its world's file.
cli-host-sandbox-no-room = --members: { $why }, and its world ({ $world }) has room for fewer new ones than --members names
# $address: the page's; $folder: where the bot keeps the sandbox's files.
cli-host-sandbox-open = poker-bot sandbox: open { $address } in a browser (the bot's files: { $folder }); Ctrl-C stops it
cli-host-sandbox-stopping = poker-bot sandbox: stopping (the tables resume on the next start)

## poker-bot play: the terminal table's own words to its one player. The words he types
## (come in, raise N, exchange 7c Kh) are the game's own, as help lists them: they stay as they are.
cli-host-play-no-name = give the name you play under, e.g. --name Ann
cli-host-play-long-name = at most { $most } characters, not { $n }
cli-host-play-printable = letters, digits, spaces and punctuation only
# $name: the name given, quoted.
cli-host-play-robot-name = { $name } is how the robots are named; choose another
# What he asked to do, after play-cannot-now's "you cannot".
cli-host-play-doing-decline = decline to straddle
cli-host-play-doing-jackpot = make it a jack-pot
cli-host-play-doing-take = take the widow
cli-host-play-doing-turn-up = turn up the widow
cli-host-play-doing-exchange = exchange a card
# $say: the words he typed before the number (raise, come in raise).
cli-host-play-how-much = how much? say '{ $say } N'
cli-host-play-say-n = say '{ $say } N'
cli-host-play-say-or-raise = say '{ $say }' or '{ $say } raise N'
# The number he typed, named in cli-host-play-number.
cli-host-play-what-raise = the raise
cli-host-play-what-open = the opening bet
cli-host-play-what-bet = the bet
# $typed: what he typed, quoted.
cli-host-play-number = { $what }: a whole number from { $least } to { $most }, not { $typed }
cli-host-play-positions = positions run 1 to { $n }: { $word } is not one
cli-host-play-position = position { $n }
# $what: a card, or cli-host-play-position.
cli-host-play-named-twice = { $what } is named twice: name each card you throw away once
cli-host-play-say-what = say what you do (help lists the words)
cli-host-play-not-a-word = '{ $word }' is not something a player says here (help lists the words)
cli-host-play-two-cards = name two cards: yours, then the widow's (exchange 7c Kh)
# Law 2: who deals first. $card: the jack that fell to him.
cli-host-play-first-jack = Cards are thrown round face up until a jack appears: { $name } gets { $card } and deals first (law 2).
# $stacks: each player's name and chips.
cli-host-play-over = The game is over: { $stacks }
cli-host-play-down-card = Your down card: { $card } (face up: { $up })
cli-host-play-hand = Your hand: { $cards }
cli-host-play-hand-drawn = Your hand after the draw: { $cards }
