## The words of a member's turn (bot/text/turn_words.py): his ping, his own choice of pings, and
## what the clock did for him.

turn-pings-on = Pings are on: when it is your turn at a table, you are mentioned so that Discord tells you.
turn-pings-off = Pings are off: your turn is shown on the table message only. /poker pings on brings them back.
turn-your-turn = { $mention }, your turn in deal { NUMBER($deal, useGrouping: 0) }.
# The DM to a member sat out for timing out twice: what happened, and the one step back.
turn-sat-out-by-dm = You ran out of time twice at the table in { $channel }, so you sit out from the next deal. Type /poker sitout there to be dealt in again.
