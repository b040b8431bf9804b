## /poker language: in welcher Sprache die eigenen Antworten und DMs eines Mitglieds sind (cogs/poker.py).

language-client = Deine Antworten und DMs folgen der Sprache deines Discord-Clients, { $locale }. Um eine andere zu wählen, tippe /poker language mit ihrem Code, etwa /poker language en-US.
language-chosen = Deine Antworten und DMs sind in der Sprache { $locale }, wie du es gewählt hast. Mit /poker language client gilt wieder die deines Discord-Clients ({ $client }).
language-set = Ab jetzt sind deine Antworten und DMs in der Sprache { $locale }.
language-set-client = Ab jetzt folgen deine Antworten und DMs der Sprache deines Discord-Clients, { $locale }.
language-unknown = Discord kennt keine Sprache namens { $typed }: Tippe eine von { $locales } oder client.
