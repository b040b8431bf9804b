## Der Rahmen um die Antworten von /glossary und /rules (bot/content).

glossary-term-text = { $name }: { $definition }{ $more }
glossary-see-topic = { " " }(Mehr unter /rules { $topic }.)
