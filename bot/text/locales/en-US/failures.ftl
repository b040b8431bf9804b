## What a member is told when the bot, not he, is at fault (bot/text/failures.py): one line
## each, no detail of ours.

failures-bank-away = The bank cannot be reached for a moment (its database is restarting): try again in a minute. Every table waits as it stands and carries on by itself once the bank is back.
failures-owner-silent = That table is played by another of the bot's processes, which did not take your click in time; nothing was played. Try again in a moment.
failures-owner-unreachable = That table's process could not be reached; nothing was played. Try again in a moment.
failures-restarting = The bot is restarting; try again in a minute. Every table will be as you left it.
failures-in-a-server-only = This command works in a server channel.
failures-needs-manage-server = You need the Manage Server permission for that.
failures-not-here = You may not use that command here.
# A failure of ours: $ref finds its traceback in the log.
failures-unexpected = Something went wrong (ref { $ref }). The table is unchanged; please try again.
