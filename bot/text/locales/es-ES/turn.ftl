## Las palabras del turno de un miembro (bot/text/turn_words.py): su aviso, cómo elige sus avisos
## y lo que hizo el reloj por él.

turn-pings-on = Avisos activados: cuando te toque en una mesa, se te menciona para que Discord te avise.
turn-pings-off = Avisos desactivados: tu turno solo se ve en el mensaje de la mesa. /poker pings on los vuelve a activar.
turn-your-turn = { $mention }, te toca en el reparto { NUMBER($deal, useGrouping: 0) }.
# El MD a quien se queda fuera por agotar dos veces el tiempo: qué pasó y cómo volver.
turn-sat-out-by-dm = Se te acabó el tiempo dos veces en la mesa de { $channel }, así que te quedas fuera desde el siguiente reparto. Escribe /poker sitout allí para volver a recibir cartas.
