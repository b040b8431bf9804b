## The frame around the content's own words (bot/content): /glossary's and /rules' answers.
## The content itself is in bot/content/data/*.toml for English, and in each other locale's
## glossary.ftl, rules.ftl, laws.ftl and notes.ftl.

# A glossary term as one line of text: its name, its definition, then where to read more.
glossary-term-text = { $name }: { $definition }{ $more }
glossary-see-topic = { " " }(See /rules { $topic }.)
