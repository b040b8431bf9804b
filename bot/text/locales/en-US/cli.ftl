## The command line's own lines to the host (bot/text/cli_words.py), in his LC_ALL, LC_MESSAGES or LANG.
## Options (--out), settings (CARD_ART_DIR) and commands (poker-bot migrate) are typed as they are.

# Arguments no command takes; $prog is the command ("poker-bot simulate").
cli-unrecognized = unrecognized arguments: { $arguments } (see { $prog } --help)
# A mistake argparse found: $message is argparse's own words.
cli-see-help = { $message } (see { $prog } --help)

# poker-bot migrate and audit. $version is a schema's number, $done the migrations applied.
cli-nothing-to-apply = nothing to apply
cli-schema-version = { $database }: schema version { $version } ({ $done })
# $summary: the audit's counts, by their names ("12 accounts, 40 entries").
cli-audit-passed = audit passed: { $summary }
cli-audit-failed = audit FAILED: { cli-breaches }
cli-audit-failed-in = audit FAILED: { cli-breaches } in { $summary }
cli-breaches = { $n ->
    [one] { $n } breach
   *[other] { $n } breaches
}
cli-audit-not-checked = { $check } not checked: { $why }

# poker-bot backup and restore. $rows is cli-rows.
cli-rows = { $tables ->
    [one] { $tables } table
   *[other] { $tables } tables
}, { $n ->
    [one] { $n } row
   *[other] { $n } rows
}
cli-out-is-folder = --out { $path }: is a folder; give a file name
cli-out-no-folder = --out { $path }: the folder { $folder } does not exist; create it first, or give another path
cli-backup-written = backup written to { $path } ({ $format } format, schema version { $version }, { $rows }), holding { $audited }
cli-restored = restored { $path } ({ $format } format, schema version { $version }, { $rows }) into { $database }
cli-restored-migrated = restored { $path } ({ $format } format, schema version { $version }, { $rows }) into { $database }, then migrated it to schema version { $migrated }

# A path the host gave that cannot be used: $what the option or setting, $why one of the reasons below.
cli-path-error = { $what } { $path }: { $why }; { $todo }
cli-give-another-path = give another path
cli-path-too-long = the path, or a name in it, is too long
cli-permission-denied = permission denied
cli-read-only = it is on a read-only filesystem
cli-disk-full = the disk is full
cli-symlink-loop = it goes round a loop of symbolic links
cli-is-a-file = { $path } is a file, not a folder
cli-card-art-todo = set CARD_ART_DIR to a folder you may write, or leave it out (data/cards)

# poker-bot verify-deal: the proof's file, named in cli-path-error.
cli-the-proof = the proof
cli-give-the-proof = give the proof's file

# Cards typed wrongly: $what is the argument (hand, --keep), $card a card as typed.
cli-joker-only = { $what }: the joker (Jo) is only in the joker pack; add --pack joker
cli-not-in-ecarte = { $what }: { $card } is not in the 32-card ecarte pack, which starts at the seven
# $shown: the cards given, in brackets after a space, or nothing.
cli-hand-size = { $what }: a hand is { $count ->
    [one] { $count } card
   *[other] { $count } cards
}, but { $given ->
    [one] { NUMBER($given, useGrouping: 0) } was
   *[other] { NUMBER($given, useGrouping: 0) } were
} given{ $shown }
cli-dead-in-hand = --dead: { $card } is in the hand, so it cannot also be dead
cli-keep-needed = --keep is needed: the cards you keep, e.g. --keep "Js Jh" (none to draw five)
cli-keep-not-in-hand = --keep: { $card } is not in the hand ({ $hand })

# The house rules and the table's options.
cli-not-an-extra-hand = { $name } is not an extra hand: choose from { $known }
cli-two-pairs-joker = --two-pairs-over-threes only makes sense with the joker: add --pack joker
cli-seats = --players: this table seats 2 to { NUMBER($most, useGrouping: 0) }, not { NUMBER($players, useGrouping: 0) }
# A rule's option not given, as poker-bot simulate names it: "no --checking".
cli-no-option = no { $option }
# $game and $variety: draw, straight, stud or whisky, as --variety takes them.
cli-one-game = { $option }: it is a rule of { $game } poker only, not of { $variety } poker; leave it out, or add --variety { $game }
cli-out-of-range = { $option }: { NUMBER($value, useGrouping: 0) } is out of range

# poker-bot cards: $path is the file as typed, quoted.
cli-out-terminal = --out -: standard output is a terminal; redirect it (> hand.png, | display) or give a file name
cli-out-not-a-file = --out { $path } is not a file name: give one like hand.png
cli-out-file-in-way = --out: { $path } is a file, not a folder; write elsewhere
cli-out-no-folder-here = --out: the folder { $path } does not exist; create it or write elsewhere
cli-out-no-permission = --out: no permission to write { $path }; choose a file you may write
cli-write-elsewhere = write elsewhere
cli-no-cards = no cards given: write them like "As Kd Qh Jc Ts"
cli-too-many-cards = { $n ->
    [one] { $n } card
   *[other] { $n } cards
} are too many for one picture: give at most { NUMBER($most, useGrouping: 0) }
# $deck: classic or four-colour, as --deck takes it.
cli-wrote = wrote { $path } ({ $n ->
    [one] { $n } card
   *[other] { $n } cards
}, { $deck } deck, { $bytes ->
    [one] { $bytes } byte
   *[other] { $bytes } bytes
})

# poker-bot doctor: a check not made, as another's failure stands in its way.
cli-not-checked = · { $name }: not checked: { $why }

# poker-bot simulate --tournament. $option is an option's name as typed (--entrants).
cli-tournament-only = { $option }: it belongs to a tournament; add --tournament, or leave it out
cli-not-for-tournament = { $option }: not for a tournament, where --entrants robots play to the end; leave it out
cli-tournament-draw = --variety: a tournament is played at draw poker, not { $variety } poker; leave it out
cli-tournament-freeze-out = --betting: a tournament is a freeze-out (the limit game), not { $betting }; leave it out
cli-tournament-kitty = --kitty: a tournament keeps no kitty (its chips would leave the players); leave it out
cli-tournament-stake = --stake: { NUMBER($stake, useGrouping: 0) } does not cover one ante ({ NUMBER($ante, useGrouping: 0) }, double the blind)
cli-tournament-round = round { $round }: { $n ->
    [one] { $n } player
   *[other] { $n } players
} in
# $seed as given; $robots, $tables, $deals and $rounds are counts.
cli-tournament-head = A freeze-out of { $robots ->
    [one] { $robots } robot
   *[other] { $robots } robots
} at { $tables ->
    [one] { $tables } table
   *[other] { $tables } tables
} (seed { $seed }, a stake of { $stake } each): { $deals ->
    [one] { $deals } deal
   *[other] { $deals } deals
} in { $rounds ->
    [one] { $rounds } round
   *[other] { $rounds } rounds
}
# $broken: the tables' numbers, or cli-none.
cli-tournament-broken = tables broken: { $broken }; players moved: { $moves }
cli-tournament-broken-final = tables broken: { $broken }; players moved: { $moves }; one table left after round { $final }
cli-none = none
cli-tournament-last-level = last level: blind { $blind }, jack-pot ante { $ante }
cli-tournament-not-finished = NOT FINISHED: no player holds every chip
# $place: the place, padded to a column.
cli-tournament-place = { $place }. Robot { $player }
cli-tournament-place-prize = { $place }. Robot { $player }: { chips-grouped }
# $conserved: yes or no.
cli-chips-conserved = chips conserved: { $conserved ->
    [yes] yes
   *[no] NO
}

# poker-bot simulate. $speed is deals a second, already written out; $seed as given.
cli-simulate-progress = { $done } of { deals }
cli-simulate-head = { deals } of { $variety } poker by { cli-robots } (seed { $seed }), { $speed } deals a second
cli-robots = { $robots ->
    [one] { $robots } robot
   *[other] { $robots } robots
}
cli-simulate-jackpots = jack-pots { $jackpots } (not opened { $unopened }), whangdoodles { $whangdoodles }
cli-simulate-draw-pools = show-downs { $showdowns }, pools won unshown { $unshown }, nobody came in { $nobody }, made jack-pots (law 36) { $made }
cli-simulate-pools = show-downs { $showdowns }, pools won unshown { $unshown }
cli-simulate-straight-pools = show-downs { $showdowns }, pools won unshown { $unshown }, nobody bet { $nobody }
cli-simulate-largest = largest pool { $largest }, kitty { $kitty }, rebuys { $rebuys }
# --db: $error is the other run's hold on the table.
cli-simulate-in-use = --db: { $error } (another poker-bot simulate with the same --db?); let it finish, or give another --db
cli-simulate-ledger-head = { deals } through the ledger by { cli-robots } (seed { $seed }), { $speed } deals a second; the table has played { $played }
cli-simulate-recovered = recovered: { deals } resumed, { NUMBER($settled, useGrouping: 0) } settled, { NUMBER($void, useGrouping: 0) } void
cli-simulate-banker = banker: { chips-grouped } out; robots hold { $held }, pools { $pools }, kitty { $kitty }; rebuys this run { $rebuys }
# $balance: yes or no; $audit: passed or failed.
cli-simulate-books = books balance: { $balance ->
    [yes] yes
   *[no] NO
}; audit: { $audit ->
    [passed] passed
   *[failed] FAILED
}
# $stored and $asked: the options, as typed (--players 4, no --checking).
cli-simulate-other-options = --db: the table in { $db } was played with { $stored }, where this run asks for { $asked }: give the same options to play on, or another --db for a new table

# poker-bot export and import-check. $where is cli-export-where; $error a reason in the exporter's or the system's words.
cli-export-not-a-date = --since: { $typed } is not a date; write it as 2026-11-26
cli-export-member = --member: give a member's id
cli-export-where = table { NUMBER($table, useGrouping: 0) } deal { NUMBER($deal, useGrouping: 0) }
cli-export-not-written = { $where }: not written: { $error }
cli-export-not-written-fault = { $where }: not written ({ $fault })
cli-export-progress = { deals } written...
# $rate: cli-export-rate after a space, or nothing.
cli-export-rate = ({ $speed } a second)
cli-export-written = { deals } written to { $folder }{ $rate }
cli-export-written-failed = { deals } written to { $folder }{ $rate }; { $failed ->
    [one] { $failed } deal
   *[other] { $failed } deals
} could not be written
cli-export-no-pokerkit = --pokerkit: PokerKit is not installed; pip install 'foster-poker-bot[phh]'
# What PokerKit makes of a file: $theirs PokerKit's, $ours the file's.
cli-export-stacks = PokerKit ends with stacks { $theirs }, the file says { $ours }
cli-export-carried = PokerKit leaves { $theirs } in the pool, the file says { $ours }
cli-export-give-phh = give a .phh file or a folder of them
cli-export-no-such = { $path }: no such file or folder
cli-export-no-phh = { $path }: no .phh files in this folder
cli-export-unreadable = { $file }: cannot be read: { $error }
cli-files = { $files ->
    [one] { $files } file
   *[other] { $files } files
}
cli-export-full = { cli-files } replayed through the engine from the seed
cli-export-chips-only = { cli-files } checked on their chips and the hands shown only (no seed, so the pack is unknown)
cli-export-by-pokerkit = { cli-files } of draw or straight poker replayed through PokerKit too
cli-export-all-agree = all agree
cli-export-problems = { $n ->
    [one] { $n } problem
   *[other] { $n } problems
}
cli-export-none-read = none could be read
# $kinds: cli-export-full and the others, joined by semicolons; $verdict cli-export-all-agree or cli-export-problems.
cli-export-checked = { cli-files }: { $kinds }; { $verdict }

# poker-bot doctor's permission checks. $invite: how to invite the bot again; $names: Discord's names of permissions.
cli-doctor-no-server = the bot is in no server
cli-doctor-server = server { $server }
cli-doctor-tables-gone = { NUMBER($n, useGrouping: 0) } open table(s) there, but the bot is not in that server any more
cli-doctor-roles-unread = the server's roles could not be read ({ $error })
cli-doctor-roles-ok = the bot's roles grant every permission the README asks for
cli-doctor-roles-lack = the bot's roles lack { $names }
cli-doctor-give-roles = give the bot's role these under Server Settings → Roles, or { $invite }
cli-doctor-channel = channel { $channel } ({ $server }, table { NUMBER($table, useGrouping: 0) })
cli-doctor-no-channel = Discord has no such channel: it was deleted
cli-doctor-no-channel-fix = nothing can be played there; tell the table's players that their chips stay in its escrow
cli-doctor-cannot-see = the bot may not see this channel
cli-doctor-cannot-see-fix = give the bot's role View Channels in the channel's permissions
cli-doctor-try-again = try again
cli-doctor-channel-ok = the bot may do all that table { NUMBER($table, useGrouping: 0) } needs here
cli-doctor-missing = missing { $names }
cli-doctor-give-in-parent = give the bot's role these in the parent channel's permissions
cli-doctor-give-in-channel = give the bot's role these in the channel's permissions
