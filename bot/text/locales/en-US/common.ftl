## Words many messages share.

# A count of chips, as a table's stake or a wallet's: never grouped ("1500 chips").
chips = { $n ->
    [one] { NUMBER($n, useGrouping: 0) } chip
   *[other] { NUMBER($n, useGrouping: 0) } chips
}

# A count of chips as most lines write it, grouped ("1,500 chips").
chips-grouped = { $n ->
    [one] { $n } chip
   *[other] { $n } chips
}

# A count of deals, grouped ("1 deal", "1,000 deals").
deals = { $deals ->
    [one] { $deals } deal
   *[other] { $deals } deals
}
