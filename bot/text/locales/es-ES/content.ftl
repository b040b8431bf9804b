## El marco de las respuestas de /glossary y /rules (bot/content).

glossary-term-text = { $name }: { $definition }{ $more }
glossary-see-topic = { " " }(Más en /rules { $topic }.)
glossary-more = Más: /rules { $topic }

## /rules: las leyes y los temas. Una ley se cita por su número en todos los idiomas.

rules-law-heading = Ley { $number } · { $title }
rules-law-note = { "\u000A" }*En esta mesa:* { $note }
rules-note = { "\u000A\u000A" }**En esta mesa:** { $note }
rules-section = Sección
rules-topics = Temas
rules-laws = Leyes
rules-more-laws = Más leyes
rules-not-shown = No se muestran aquí: { $names }.
rules-laws-range = Leyes { $first }-{ $last }
rules-laws-summarised = Las leyes de Foster, resumidas.
rules-laws-more = { " " }Se muestran { $shown }; pide las leyes desde la { $next } por separado.
rules-index-title = Las leyes del póquer de Foster (1905)
rules-index-description = Pide una ley por su número (`/rules 37`, `/rules 27-29`) o un tema (`/rules jack-pots`, o su nombre en español: `/rules bote de jotas`). Los resúmenes son nuestros; **En esta mesa** cuenta cómo aplica el bot cada ley.
