"""What the command line says to the host about the bot's token: one wording, the README's
("On the Bot page, choose Reset Token"), for `poker-bot run`, its --help and `poker-bot doctor`."""

from __future__ import annotations

PORTAL = "https://discord.com/developers/applications"

# The README's steps, in one sentence a line of output can hold.
GET_A_TOKEN = (f"at {PORTAL}, choose New Application (or open yours); on the Bot page, choose Reset Token "
               "and copy the token; put DISCORD_TOKEN=<token> in the environment or in a .env file "
               "(the README, 'Running the bot')")
NEW_TOKEN = (f"at {PORTAL}, open your application; on the Bot page, choose Reset Token and put the new "
             "token in DISCORD_TOKEN")

RUN_HELP = (f"Start the Discord bot. It needs the bot's token in DISCORD_TOKEN: {GET_A_TOKEN}. Every setting "
            "is read from the environment or from .env in the folder it starts in: DATABASE_URL (default "
            "sqlite:///data/poker.db), DEV_GUILD_ID, LOG_LEVEL and the rest are in the README's 'Configuration'. "
            "Ctrl-C or SIGTERM stops it: the interactions in hand finish, and it exits 0.")


def no_token(then: str) -> str:
    """What to do first when there is no token: get one, then `then` ("run poker-bot doctor again")."""
    return f"no DISCORD_TOKEN: {GET_A_TOKEN}; then {then}"


def token_refused() -> str:
    return f"Discord refused the token (it is wrong or was reset): {NEW_TOKEN}"
