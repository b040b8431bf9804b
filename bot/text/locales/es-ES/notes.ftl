## Las notas que comparten varias leyes y temas (bot/content/data/notes.toml): cómo las aplica
## esta mesa. El id es note- y el nombre de la nota.

note-bot-deals = Aquí no ocurre: el bot baraja y reparte, así que la baraja siempre está entera y cada jugada tiene cinco cartas.
note-bot-draws = Aquí no ocurre: el bot sirve el cambio y da a cada jugador, boca abajo y por turno, justo las cartas que descartó.
note-no-false-openers = Aquí no puede pasar: el bot ve todas las jugadas y no deja abrir sin apertura.
note-in-turn-only = El bot solo acepta acciones del jugador al que le toca, y una acción rechazada no cambia nada.
note-no-seat-draw = En línea no se sortean los asientos; la ley 6 dice dónde se sienta un recién llegado.
