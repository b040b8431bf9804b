## What the command line says to the host about the bot's token (bot/text/host_words.py): one
## wording, the README's ("On the Bot page, choose Reset Token"), for poker-bot run, its --help
## and poker-bot doctor. $portal is Discord's developer portal, an address.

# The README's steps, in one sentence a line of output can hold.
host-get-a-token = at { $portal }, choose New Application (or open yours); on the Bot page, choose Reset Token and copy the token; put DISCORD_TOKEN=<token> in the environment or in a .env file (the README, 'Running the bot')
host-new-token = at { $portal }, open your application; on the Bot page, choose Reset Token and put the new token in DISCORD_TOKEN
host-run-help = Start the Discord bot. It needs the bot's token in DISCORD_TOKEN: { host-get-a-token }. Every setting is read from the environment or from .env in the folder it starts in: DATABASE_URL (default sqlite:///data/poker.db), DEV_GUILD_ID, LOG_LEVEL and the rest are in the README's 'Configuration'. Ctrl-C or SIGTERM stops it: the interactions in hand finish, and it exits 0.
# poker-bot run without a token.
host-no-token-start = no DISCORD_TOKEN: { host-get-a-token }; then start it again
# poker-bot doctor without a token: what to do.
host-token-then-doctor = { host-get-a-token }; then run poker-bot doctor again
host-token-refused = Discord refused the token (it is wrong or was reset): { host-new-token }
