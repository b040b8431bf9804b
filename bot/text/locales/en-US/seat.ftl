## What sitting down says (bot/text/seat_words.py).

chips = { $n ->
    [one] { NUMBER($n, useGrouping: 0) } chip
   *[other] { NUMBER($n, useGrouping: 0) } chips
}
seat-sat = You sit down with { chips }.
