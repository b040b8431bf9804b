## /poker-admin show en palabras (bot/text/limit_words.py): los límites en vigor, agrupados, cada uno
## con un significado breve (45 caracteres como mucho: la línea cabe en el ancho de un móvil).

limit-group-betting = Apuestas
limit-group-jackpots = Botes de jotas
limit-group-hands = Jugadas y barajas
limit-group-table = La mesa
limit-group-bot = El bot
# Un límite añadido después, aún sin grupo.
limit-group-other = Otros

# Marca una regla distinta de la del juego del propio Foster.
limit-not-fosters = ≠ Foster
limit-set-here = puesto aquí
limit-server-default = valor del servidor
# $marks: las marcas de arriba, cada una tras un punto medio.
limit-line = `{ $name }` **{ $value }**: { $meaning }{ $marks }
limit-marked = Marcado { limit-not-fosters }: no como en el juego del propio Foster. Sin marca: como el de Foster, según su código.
limit-group = **{ $title }**

# El significado de cada límite: las palabras tras su valor.
limit-means-variety = el juego que se reparte
limit-means-blind = la ciega del mano; la entrada es el doble
limit-means-raise_limit = lo máximo que añade una apuesta o subida
limit-means-straddles = se puede poner sobreciega
limit-means-straddle_cap = sobreciega máxima (none: medio límite)
limit-means-jackpot_ante = la entrada de cada uno en un bote de jotas
limit-means-betting = limit, progressive, table_stakes, freeze_out
limit-means-progressive_scheme = qué dobla una subida progresiva
limit-means-progressive_max_raises = subidas por vuelta, progresivo
limit-means-max_raises = tope de la casa de subidas por vuelta
limit-means-checking = pasar sin retirarse hasta que se apueste
limit-means-jackpot_after = igualada con esto o más: luego jotas
limit-means-whangdoodles = póquer enseñado: ronda de botes de jotas
limit-means-straight_flush_premium = lo que paga cada uno por escalera de color
limit-means-age_may_make_jackpot = ley 36: el mano puede hacer bote de jotas
limit-means-progressive_jacks = damas, reyes, ases tras botes sin abrir
limit-means-bobtail_openers = abre un proyecto de color o escalera
limit-means-fattening = cómo se engorda un bote de jotas sin abrir
limit-means-fatten_amount = fichas que añade cada uno al engordar
limit-means-buck = el testigo hace bote de jotas en su reparto
limit-means-all_jackpots = todos los repartos, bote de jotas
limit-means-jackpot_after_raise_out = subida sin ver: luego jotas
limit-means-kitty = fichas que se toman para la caja
limit-means-kitty_min_class = jugada mínima que paga a la caja
limit-means-freeze_out_stake = fichas de cada uno en una partida a muerte
limit-means-max_seats = asientos de la mesa
limit-means-stud_raises = descubierto: se puede subir, no solo ver
limit-means-whisky_settlement = whisky: cómo se liquida el pozo
limit-means-whisky_rounds = whisky: vueltas antes de enseñar
limit-means-pack = la baraja que se reparte
limit-means-straights = cuentan escaleras y escaleras de color
limit-means-joker_two_pairs_over_threes = con comodín: doble pareja gana al trío
limit-means-extra_hands = jugadas aparte de las corrientes
limit-means-extra_hand_ranking = dónde van las jugadas extra
limit-means-turn_timeout = segundos para actuar antes que las leyes
limit-means-robots_allowed = los robots pueden sentarse
limit-means-card_style = cartas como texto, emoji o imágenes
limit-means-table_picture = una imagen de la mesa
limit-means-season_play = las mesas juegan para la temporada
limit-means-coach = a quién aconseja el consejero
limit-means-tournaments_open = cualquiera puede crear un torneo
limit-means-language = el idioma de lo que dice la mesa en público
