## Lo que dice la línea de comandos a quien aloja el bot sobre su token (bot/text/host_words.py):
## una sola forma de decirlo, la del README ("On the Bot page, choose Reset Token"), para poker-bot
## run, su --help y poker-bot doctor. $portal es el portal de desarrolladores de Discord, una dirección.

# Los pasos del README, en una frase que cabe en una línea de salida.
host-get-a-token = en { $portal }, elige New Application (o abre la tuya); en la página Bot, elige Reset Token y copia el token; pon DISCORD_TOKEN=<token> en el entorno o en un archivo .env (el README, 'Running the bot')
host-new-token = en { $portal }, abre tu aplicación; en la página Bot, elige Reset Token y pon el token nuevo en DISCORD_TOKEN
host-run-help = Arranca el bot de Discord. Necesita el token del bot en DISCORD_TOKEN: { host-get-a-token }. Cada ajuste se lee del entorno o del .env de la carpeta donde arranca: DATABASE_URL (por defecto sqlite:///data/poker.db), DEV_GUILD_ID, LOG_LEVEL y los demás están en 'Configuration' del README. Ctrl-C o SIGTERM lo paran: las interacciones en curso terminan y sale con 0.
# poker-bot run sin token.
host-no-token-start = no hay DISCORD_TOKEN: { host-get-a-token }; luego vuelve a arrancarlo
# poker-bot doctor sin token: qué hacer.
host-token-then-doctor = { host-get-a-token }; luego vuelve a ejecutar poker-bot doctor
host-token-refused = Discord rechazó el token (es incorrecto o se reinició): { host-new-token }
