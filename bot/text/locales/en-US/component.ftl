## The words on the table's components (bot/text/component_words.py): its buttons, its
## pickers' placeholders, and the names and marks of the table message's fields.

# Buttons that are no action's own words.
component-stand-pat = Stand pat
component-my-hand = My hand
component-coach = Coach
# Come in or stay, for what the straddle left him to put in.
component-make-good = Make good
# The ellipsis: a picker of amounts follows.
component-raise-picker = Raise…
# A pass that gives up what he put in.
component-drop = Drop

# The pickers' placeholders.
component-how-much = How much?
component-cards-to-discard = Cards to discard (none: stand pat)
component-give-and-take = Give one card, take one from the widow

# The table message's fields.
component-seats = Seats
component-widow = Widow
component-last-said = Last said
component-in-the-pool = In the pool
# Marks after a seat, each after a middle dot.
component-seat-passed = { " · " }out
component-seat-out = { " · " }not dealt
component-stood-pat = { " · " }stood pat
component-drew = { " · " }drew { NUMBER($cards, useGrouping: 0) }
# Stud's up-cards, beside the seat.
component-showing = { " · " }showing { $cards }
# What a seat has put into the pool this deal, after its chips.
component-put-in = , { NUMBER($put, useGrouping: 0) } in
# A seat's line: $turn the arrow of the seat to act, $tag its marks in brackets, the rest as above.
component-seat-line = { $turn }**{ $player }**{ $tag }: { chips }{ $put }{ $status }{ $drew }{ $shown }

# To act, when a click came for a turn that has none.
component-nobody = nobody

component-deal-title = Deal { NUMBER($number, useGrouping: 0) }: { $kind }
# The field naming the player to act.
component-to-say = { $who } to say
component-to-say-by = { $who } to say, <t:{ $deadline }:R>
