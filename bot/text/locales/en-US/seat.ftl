## What sitting down says (bot/text/seat_words.py).

seat-sat = You sit down with { chips }.
