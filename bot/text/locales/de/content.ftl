## Der Rahmen um die Antworten von /glossary und /rules (bot/content).

glossary-term-text = { $name }: { $definition }{ $more }
glossary-see-topic = { " " }(Mehr unter /rules { $topic }.)
glossary-more = Mehr: /rules { $topic }

## /rules: die Regeln und die Themen. Eine Regel wird in jeder Sprache mit ihrer Nummer zitiert.

rules-law-heading = Regel { $number } · { $title }
rules-law-note = { "\u000A" }*An diesem Tisch:* { $note }
rules-note = { "\u000A\u000A" }**An diesem Tisch:** { $note }
rules-section = Abschnitt
rules-topics = Themen
rules-laws = Regeln
rules-more-laws = Weitere Regeln
rules-not-shown = Hier nicht gezeigt: { $names }.
rules-laws-range = Regeln { $first }-{ $last }
rules-laws-summarised = Fosters Regeln, zusammengefasst.
rules-laws-more = { " " }Gezeigt werden { $shown }; frag nach den Regeln ab { $next } gesondert.
rules-index-title = Fosters Pokerregeln (1905)
rules-index-description = Frag nach einer Regel mit ihrer Nummer (`/rules 37`, `/rules 27-29`) oder nach einem Thema (`/rules jack-pots` oder deutsch `/rules Jackpot`). Die Zusammenfassungen sind in unseren eigenen Worten; **An diesem Tisch** sagt, wie der Bot eine Regel anwendet.
