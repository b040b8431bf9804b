## El final de un reparto en palabras: las líneas del mensaje final, con las jugadas enseñadas, y la descripción de su
## imagen (bot/text/showdown_words.py). $names: los que se lo llevan, en lista; $pool: el nombre
## del pozo (log.ftl, "el pozo principal"); $hand: el nombre de la jugada (hands.ftl, "un trío de reyes").

showdown-takes-back = { $names } recupera { NUMBER($chips, useGrouping: 0) } que nadie igualó.
# Nadie más podía ganarlo: se lo lleva sin disputa.
showdown-takes-uncontested = { $names } se lleva { $pool }, { NUMBER($chips, useGrouping: 0) }, que nadie más podía ganar.
showdown-takes-without-showing = { $names } se lleva { $pool }, { NUMBER($chips, useGrouping: 0) }, sin enseñar.
showdown-takes-with = { $names } se lleva { $pool }, { NUMBER($chips, useGrouping: 0) }, con { $hand }.
showdown-divide = { $names } se reparten { $pool }, { NUMBER($chips, useGrouping: 0) }, con { $hand }: { $shares }.
showdown-share = { $name } { NUMBER($chips, useGrouping: 0) }
showdown-kitty = La caja se lleva { NUMBER($chips, useGrouping: 0) }.
# $paid y $pays: listas de showdown-paid y showdown-pays.
showdown-premium = Premio por escalera de color: { $paid }; { $pays }.
showdown-paid = { $name } cobra { NUMBER($chips, useGrouping: 0) }
showdown-pays = { $name } paga { NUMBER($chips, useGrouping: 0) }
# Los pozos con sus fichas ya llevan comas: dos se unen así, más con punto y coma
# ($rest: todos menos el último, unidos con "; ").
showdown-both-two = { $first }, y { $second }
showdown-both-more = { $rest }; y { $last }
showdown-pool-chips = { $pool }, { NUMBER($chips, useGrouping: 0) }
# Los pozos que un jugador gana con la misma jugada; $taken los enumera.
showdown-takes-many = { $names } se lleva { $taken }, con { $hand }.
# $words: el nombre de la jugada.
showdown-shows = { $name } enseña { $cards }: { $words }

## La descripción de la imagen de las jugadas enseñadas (su texto alternativo)

showdown-took-back = recupera { NUMBER($chips, useGrouping: 0) } que nadie igualó
showdown-description-head = Reparto { NUMBER($number, useGrouping: 0) }, las jugadas enseñadas. El pozo: { NUMBER($pool, useGrouping: 0) }.
# Lo que enseñó y se llevó un jugador; $taken, lo que se llevó (showdown-pool-chips, showdown-took-…).
showdown-seat-showed = { $name } enseñó { $cards }.
showdown-seat-showed-words = { $name } enseñó { $cards }, { $words }.
showdown-seat-showed-took = { $name } enseñó { $cards } y se llevó { $taken }.
showdown-seat-showed-words-took = { $name } enseñó { $cards }, { $words }, y se llevó { $taken }.
showdown-seat-took-unshown = { $name } se llevó { $taken }, sin enseñar.
showdown-seat-nothing = { $name }.
showdown-refreshments = La peor jugada paga { NUMBER($chips, useGrouping: 0) } por la bebida.
