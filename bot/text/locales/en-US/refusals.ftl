## Refusals in the bot's own voice (bot/text/refusals.py): the services' and forms' short
## reasons made sentences.

# A form's value refused. $subject: what was refused (refusal-subject-…, or a field's name,
# "raise limit"); the bounds and choices are as the member may type them.
refusals-at-least = { $subject } must be at least { $bound }
refusals-at-most = { $subject } must be at most { $bound }
refusals-more-than = { $subject } must be more than { $bound }
refusals-less-than = { $subject } must be less than { $bound }
refusals-must-be = { $subject } must be { $choice }
refusals-another-value = { $subject } must be another value
# $choices: the choices, listed with "or".
refusals-one-of = { $subject } must be one of { $choices }
refusals-whole-number = { $subject } must be a whole number
refusals-true-or-false = { $subject } must be true or false
refusals-a-list = { $subject } must be a list, each item apart by commas
refusals-cannot-take = { $subject } cannot take that value
refusals-must-be-given = { $subject } must be given
refusals-not-a-limit-field = { $subject } is not one of the limits
refusals-subject-limit = The limit { $field }
refusals-subject-value = That value
# A limit's refusal ($said) with the whole numbers it takes.
refusals-range-hint = { $said }; give a whole number from { $least } to { $most }
# A limit's refusal the service gave in its own words ($words).
refusals-limit-takes = The limit { $field } takes { $words }
refusals-limit-says = The limit { $field }: { $words }
refusals-field-says = { $field }: { $words }

# The services' bare clauses, in words a member can act on.
refusals-deal-in-play = Deal { NUMBER($deal, useGrouping: 0) } is still in play: wait for it to end, then try again.
# $then: what he asked to do ("sit down").
refusals-deal-in-play-then = Deal { NUMBER($deal, useGrouping: 0) } is in play: { $then } once it is over.
refusals-freeze-out-begun = This freeze-out has begun, and nobody may join it now: watch it to the end, or join the next table once it is over.
refusals-freeze-out-over = This freeze-out is over: one player has all the chips. Close the table (/poker stop) and open a new one to play again.
refusals-two-players = Two players with chips, not sitting out, are needed to deal: someone sits down, comes back (/poker sitout) or a robot is seated (/poker robots add).
refusals-no-tournament = There is no tournament in this channel: an admin (or anyone, where tournaments_open is on) creates one with /poker tournament create.
refusals-tournament-still-seating = The tournament is still seating its players: its tables deal once every seat is made.
refusals-tournament-not-dealing = The tournament is over or being cancelled: its tables deal no more.
# $table: the tournament's table number.
refusals-tournament-table-not-closing = Table { NUMBER($table, useGrouping: 0) } of the tournament did not close: cancel it again in a moment.
refusals-tournament-table-close = A tournament's table closes only with its tournament: an admin cancels it with /poker tournament cancel.
refusals-tournament-ended-meanwhile = The tournament ended a moment ago: there is nothing left to cancel (/poker tournament show has its places).
# $holds: what his wallet holds ("50 chips"); $stake: the stake he asked for.
refusals-stake-wallet = Your wallet holds { $holds }, less than the stake of { $stake }: buy more first (/bank buy), or sit down with less.
refusals-not-a-limit = There is no limit called { $name }: the limits are { $limits } (/poker-admin show explains each).
# $channel: where the table is; $stakes: the stakes at it; $stake: the freeze-out's stake.
refusals-freeze-out-refused = The table in { $channel } has chips in play at unequal stakes ({ $stakes }), and a freeze-out begins with every player's stake equal (freeze_out_stake, { $stake }). Close the table (/poker stop) and open a new one, where everyone sits down with { $stake }; or set betting to freeze_out while no table is open here.
refusals-freeze-out-stake = Everyone in a freeze-out sits down with the same stake: sit down with exactly { $stake }.

# The services' refusals that name their message (bot/services/errors.py, `words`).
refusals-no-deal = No deal is in play at this table.
refusals-deal-in-play-close = Deal { NUMBER($deal, useGrouping: 0) } is in play: close the table once it is over.
refusals-deal-in-play-sit-down = Deal { NUMBER($deal, useGrouping: 0) } is in play: sit down once it is over.
refusals-deal-in-play-add-chips = Deal { NUMBER($deal, useGrouping: 0) } is in play: add chips once it is over.
refusals-deal-in-play-seat-player = Deal { NUMBER($deal, useGrouping: 0) } is in play: seat a player once it is over.
refusals-deal-in-play-move-player = Deal { NUMBER($deal, useGrouping: 0) } is in play: move a player once it is over.
# A typed number out of its range: $what, the field's name ("Amount"); $typed, as he typed it, quoted.
refusals-number = { $what }: a whole number from { $least } to { $most }, not { $typed }.
refusals-limit-number = The limit { $what } takes a whole number from { $least } to { $most }, not { $typed }.
