## El marco de las respuestas de /glossary y /rules (bot/content).

glossary-term-text = { $name }: { $definition }{ $more }
glossary-see-topic = { " " }(Más en /rules { $topic }.)
