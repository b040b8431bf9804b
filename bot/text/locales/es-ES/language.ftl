## /poker language: en qué idioma están las respuestas y los MD propios de un miembro (cogs/poker.py).

language-client = Tus respuestas y MD siguen el idioma de tu cliente de Discord, { $locale }. Para elegir otro, escribe /poker language con su código, como /poker language de.
language-chosen = Tus respuestas y MD están en { $locale }, como elegiste. /poker language client vuelve al de tu cliente de Discord ({ $client }).
language-set = Desde ahora tus respuestas y MD están en { $locale }.
language-set-client = Desde ahora tus respuestas y MD siguen el idioma de tu cliente de Discord, { $locale }.
language-unknown = Discord no conoce ningún idioma llamado { $typed }: escribe uno de estos: { $locales }, o client.
