## The frame around the content's own words (bot/content): /glossary's and /rules' answers.
## The content itself is in bot/content/data/*.toml for English, and in each other locale's
## glossary.ftl, rules.ftl, laws.ftl and notes.ftl.

# A glossary term as one line of text: its name, its definition, then where to read more.
glossary-term-text = { $name }: { $definition }{ $more }
glossary-see-topic = { " " }(See /rules { $topic }.)
# The footer of a /glossary answer: the topic that says more.
glossary-more = More: /rules { $topic }

## /rules: the laws and the topics. A law is cited by its number in every language.

rules-law-heading = Law { $number } · { $title }
# How this table applies a law, after its summary in a field; and after a description.
rules-law-note = { "\u000A" }*At this table:* { $note }
rules-note = { "\u000A\u000A" }**At this table:** { $note }
rules-section = Section
rules-topics = Topics
rules-laws = Laws
rules-more-laws = More laws
rules-not-shown = Not shown here: { $names }.
rules-laws-range = Laws { $first }-{ $last }
rules-laws-summarised = Foster's laws, summarised.
rules-laws-more = { " " }Showing { $shown }; ask for law { $next } onward separately.
rules-index-title = Foster's laws of poker (1905)
rules-index-description = Ask for a law by number (`/rules 37`, `/rules 27-29`) or for a topic (`/rules jack-pots`). Summaries are in our own words; **At this table** says how the bot applies a law.
