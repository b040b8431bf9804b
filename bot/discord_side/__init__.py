"""The Discord side: the bot class, buttons and pickers, the table message, pacing, answers."""
