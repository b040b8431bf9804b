## The banker's answers (bot/text/bank.py), for /bank and /poker-admin.

bank-play-chips = Play chips, not money: nothing is paid for them and nothing is paid out.

# Up or down, Foster's way of settling; $n is always positive.
bank-even = even
bank-up = +{ $n } up
bank-down = -{ $n } down

bank-wallet = Wallet: **{ $wallet }** chips
# $tables: each as bank-at-table, joined by commas.
bank-at-tables = At tables: { $tables }
bank-at-table = { $chips } at table { NUMBER($table, useGrouping: 0) }
# $net is bank-even, bank-up or bank-down.
bank-holding = Bought { $bought }, returned { $returned }; holding { $chips } in all: **{ $net }**

bank-bought = You bought { chips-grouped }. Wallet: { $wallet }.
bank-bought-again = You bought { chips-grouped } (this request was already done; nothing more was changed). Wallet: { $wallet }.
bank-cashed-out = You cashed out { chips-grouped }. Wallet: { $wallet }.
bank-cashed-out-again = You cashed out { chips-grouped } (this request was already done; nothing more was changed). Wallet: { $wallet }.

bank-no-movements = No movements yet: buy chips with /bank buy.
# A statement's line: $amount signed and padded to a column, $where bank-wallet-account or bank-table-account.
bank-movement = `{ $amount }` { $where } · { $memo } · { $when }
bank-wallet-account = wallet
bank-table-account = table { $table }

bank-books-balance = The books balance: issued { $issued } = held { $held } + in pools { $pools } + kitty { $kitty }.
# $sign is + or -, $off how far the books are off.
bank-books-off = The books do NOT balance: issued { $issued }, but held { $held } + in pools { $pools } + kitty { $kitty } is off by { $sign }{ $off }. An admin should run `poker-bot audit`.

bank-nobody-bought = Nobody has bought chips here yet.
bank-settlement-row = { $who }: { $net } (bought { $bought }, returned { $returned }, holds { $chips })
bank-and-more = … and { NUMBER($hidden, useGrouping: 0) } more

bank-rank = { NUMBER($rank, useGrouping: 0) }. { $who }: { $net }
bank-no-member-bought = No member has bought chips here yet.
# $robots: each as bank-robot-net, joined by commas.
bank-not-ranked = Not ranked: { $robots }
bank-robot-net = { $who } (robot): { $net }

bank-no-limit = no limit
bank-limits = most bought and not returned (max_outstanding): { $outstanding }; most bought in one UTC day (daily_allowance): { $daily }
