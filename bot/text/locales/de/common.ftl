## Wörter, die viele Nachrichten teilen.

# Eine Zahl Chips, als Einsatz eines Tisches oder im Geldbeutel: nie gruppiert ("1500 Chips").
chips = { $n ->
    [one] { NUMBER($n, useGrouping: 0) } Chip
   *[other] { NUMBER($n, useGrouping: 0) } Chips
}

# Eine Zahl Chips, wie die meisten Zeilen sie schreiben, gruppiert ("1.500 Chips").
chips-grouped = { $n ->
    [one] { $n } Chip
   *[other] { $n } Chips
}

# Eine Zahl Spiele, gruppiert ("1 Spiel", "1.000 Spiele").
deals = { $deals ->
    [one] { $deals } Spiel
   *[other] { $deals } Spiele
}
