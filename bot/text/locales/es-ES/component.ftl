## Las palabras de los componentes de la mesa (bot/text/component_words.py): sus botones, los
## textos de sus selectores y los nombres y marcas de los campos del mensaje de la mesa.

# Botones que no son las palabras de ninguna acción.
component-stand-pat = Servirse
component-my-hand = Mi jugada
component-coach = Consejero
# Entrar o seguir, por lo que le dejó poner la sobreciega.
component-make-good = Completar
# Los puntos suspensivos: sigue un selector de cantidades.
component-raise-picker = Subir…
# Pasar dejando lo que ya puso.
component-drop = Retirarse

# Los textos de los selectores.
component-how-much = ¿Cuánto?
component-cards-to-discard = Cartas que descartas (ninguna: servido)
component-give-and-take = Da una carta y toma una de la viuda

# Los campos del mensaje de la mesa.
component-seats = Asientos
component-widow = Viuda
component-last-said = Lo último dicho
component-in-the-pool = En el pozo
# Marcas tras un asiento, cada una tras un punto medio.
component-seat-passed = { " · " }fuera
component-seat-out = { " · " }sin cartas
component-stood-pat = { " · " }servido
component-drew = { " · " }cambió { NUMBER($cards, useGrouping: 0) }
# Las cartas descubiertas del póquer descubierto, junto al asiento.
component-showing = { " · " }enseña { $cards }
# Lo que un asiento ha puesto en el pozo en este reparto, tras sus fichas.
component-put-in = , { NUMBER($put, useGrouping: 0) } puestas
# La línea de un asiento: $turn la flecha del que habla, $tag sus marcas entre corchetes, lo demás como arriba.
component-seat-line = { $turn }**{ $player }**{ $tag }: { chips }{ $put }{ $status }{ $drew }{ $shown }

# Quién habla, cuando llega un clic para un turno que no tiene a nadie.
component-nobody = nadie

component-deal-title = Reparto { NUMBER($number, useGrouping: 0) }: { $kind }
# El campo que nombra al jugador que habla.
component-to-say = Habla { $who }
component-to-say-by = Habla { $who }, <t:{ $deadline }:R>
