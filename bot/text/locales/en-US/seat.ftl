## What sitting down says (bot/text/seat_words.py).

# The buttons on the table message and on the answer to a join that waits for the deal's end.
seat-sit-down-button = Sit down
seat-not-joining-button = Do not sit down

# A newcomer's first chips: what the wallet is, once, before anything else he reads of it.
seat-wallet-first = New here? Your wallet holds your play chips, which are not money: the banker sells them within the server's limits, a table's stake comes from the wallet and goes back to it when you leave, and /bank balance shows it.
seat-not-joining = No sitting down of yours waits for the deal's end: nothing changes (seated, /poker leave).
seat-no-longer-joining = You will not sit down after all; your chips stay in your wallet.

seat-sat = You sit down with { chips }.
# $button is seat-not-joining-button.
seat-after-deal = Deal { NUMBER($deal, useGrouping: 0) } is in play: you sit down with { chips } when it is over, and are dealt the next hand. Changed your mind? Press { $button }, or type /poker leave.
seat-topped-up = You were short: { $added ->
    [one] { NUMBER($added, useGrouping: 0) } chip
   *[other] { NUMBER($added, useGrouping: 0) } chips
} more from your wallet, so { chips } in front of you now.
seat-top-up-after = You are short, and at table stakes a stake changes only between deals: when deal { NUMBER($deal, useGrouping: 0) } is over, yours is made up to { chips } from your wallet.
# Said after the answer above, when the banker sold chips to make it.
seat-banker-sold = The banker sold you { chips } for it, your wallet being short.
seat-not-joining-deal = You will not sit down when deal { NUMBER($deal, useGrouping: 0) } is over; your chips stay in your wallet.

## The table message's footer.

seat-joins-after = { $name } sits down after this deal
seat-short = { $name } is short of chips: { seat-sit-down-button } makes the stake up
seat-could-not = { $name } could not sit down: { $why }
seat-sat-down = { $name } sat down
seat-made-up = { $name } made up his stake to { NUMBER($chips, useGrouping: 0) }
