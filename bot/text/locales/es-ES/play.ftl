## Lo que dice `poker-bot play` (la mesa en el terminal, bot/text/play_words.py) a su único jugador.

# Las palabras que puede escribir son las del juego, como las lee el prompt: la columna izquierda queda tal cual.
play-help =
    Di lo que haces con las palabras del juego (en inglés):
      straddle | no            antes de ver las cartas
      come in [raise N]        pon la entrada (el mano y la sobreciega: completar)
      open N | stay [raise N]  en un bote de jotas (abrir solo con apertura)
      see | raise N | pass     si te suben antes del cambio
      draw 2 5 | draw Kd 3c    descarta por posición (1-5) o por carta; "pat" para servirte
      bet N | call | raise N | drop (o fold) | check (si la casa lo permite)
      jackpot                  la elección del mano por la ley 36
      pass                     póquer sin cambio y descubierto: antes de una apuesta, te quedas tus cartas
      take | turn up | knock   póquer del whisky: la viuda, y plantarte con tu jugada
      exchange 7c Kh           póquer del whisky: das el 7c y tomas la Kh de la viuda
      hand | table | help | quit (o q, o Ctrl-C)
play-first-help = Escribe help en cualquier prompt para ver las palabras que puedes usar.
# Un prompt: lo que escribe va detrás, en la misma línea.
play-next-deal = Enter para el siguiente reparto, q para irte:{ " " }
play-next-deal-again = Pulsa Enter para el siguiente reparto o escribe q para irte.
# La pregunta al jugador: el pozo y lo que puede hacer ahora ($options).
play-your-turn = Te toca. El pozo tiene { NUMBER($pool, useGrouping: 0) }. { $options }
# $stacks: el nombre y las fichas de cada jugador, como play-stack, separados por comas.
play-chips-line = Fichas: { $stacks }
play-stack = { $name } { NUMBER($stack, useGrouping: 0) }
# Irse a mitad de un reparto: lo que hay en el pozo se queda ahí.
play-not-played-out = Fichas: { $stacks }; el pozo de { NUMBER($pool, useGrouping: 0) } no se ha jugado.
play-leaves-with = Te levantas de la mesa con { chips }.
# Lo que dijo el jugador no está entre lo que ofrece ahora la mesa (siguen las opciones).
play-cannot-now = ahora no puedes { $doing }
