## /poker language: which language a member's own answers and DMs are in (cogs/poker.py).

language-client = Your answers and DMs follow your Discord client's language, { $locale }. To choose another, type /poker language with its code, as /poker language de.
language-chosen = Your answers and DMs are in { $locale }, as you chose. /poker language client puts your Discord client's back ({ $client }).
language-set = From now on your answers and DMs are in { $locale }.
language-set-client = From now on your answers and DMs follow your Discord client's language, { $locale }.
language-unknown = Discord knows no language called { $typed }: type one of { $locales }, or client.
