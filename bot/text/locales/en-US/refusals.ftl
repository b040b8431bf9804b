## Refusals in the bot's own voice (bot/text/refusals.py): the services' and forms' short
## reasons made sentences.

# A form's value refused. $subject: what was refused (refusal-subject-…, or a field's name,
# "raise limit"); the bounds and choices are as the member may type them.
refusal-at-least = { $subject } must be at least { $bound }
refusal-at-most = { $subject } must be at most { $bound }
refusal-more-than = { $subject } must be more than { $bound }
refusal-less-than = { $subject } must be less than { $bound }
refusal-must-be = { $subject } must be { $choice }
refusal-another-value = { $subject } must be another value
# $choices: the choices, listed with "or".
refusal-one-of = { $subject } must be one of { $choices }
refusal-whole-number = { $subject } must be a whole number
refusal-true-or-false = { $subject } must be true or false
refusal-a-list = { $subject } must be a list, each item apart by commas
refusal-cannot-take = { $subject } cannot take that value
refusal-must-be-given = { $subject } must be given
refusal-not-a-limit-field = { $subject } is not one of the limits
refusal-subject-limit = The limit { $field }
refusal-subject-value = That value
# A limit's refusal ($said) with the whole numbers it takes.
refusal-range-hint = { $said }; give a whole number from { $least } to { $most }
# A limit's refusal the service gave in its own words ($words).
refusal-limit-takes = The limit { $field } takes { $words }
refusal-limit-says = The limit { $field }: { $words }
refusal-field-says = { $field }: { $words }

# The services' bare clauses, in words a member can act on.
refusal-deal-in-play = Deal { NUMBER($deal, useGrouping: 0) } is still in play: wait for it to end, then try again.
# $then: what he asked to do ("sit down").
refusal-deal-in-play-then = Deal { NUMBER($deal, useGrouping: 0) } is in play: { $then } once it is over.
refusal-freeze-out-begun = This freeze-out has begun, and nobody may join it now: watch it to the end, or join the next table once it is over.
refusal-freeze-out-over = This freeze-out is over: one player has all the chips. Close the table (/poker stop) and open a new one to play again.
refusal-two-players = Two players with chips, not sitting out, are needed to deal: someone sits down, comes back (/poker sitout) or a robot is seated (/poker robots add).
refusal-no-tournament = There is no tournament in this channel: an admin (or anyone, where tournaments_open is on) creates one with /poker tournament create.
# $holds: what his wallet holds ("50 chips"); $stake: the stake he asked for.
refusal-stake-wallet = Your wallet holds { $holds }, less than the stake of { $stake }: buy more first (/bank buy), or sit down with less.
refusal-not-a-limit = There is no limit called { $name }: the limits are { $limits } (/poker-admin show explains each).
# $channel: where the table is; $stakes: the stakes at it; $stake: the freeze-out's stake.
refusal-freeze-out-refused = The table in { $channel } has chips in play at unequal stakes ({ $stakes }), and a freeze-out begins with every player's stake equal (freeze_out_stake, { $stake }). Close the table (/poker stop) and open a new one, where everyone sits down with { $stake }; or set betting to freeze_out while no table is open here.
refusal-freeze-out-stake = Everyone in a freeze-out sits down with the same stake: sit down with exactly { $stake }.
