## The words of /poker replay and of poker-bot verify-deal (bot/text/replay_words.py).

## poker-bot verify-deal, to the host.

replay-host-needs-all = --db, --table and --deal go together: give all three to check a deal against its seed
replay-nothing-to-check = give the proof's file (from /poker replay's Proof button), or --db, --table and --deal
replay-root-from-seed = the pack recomputed from the seed gives the root
replay-verdict-ok = verdict: the shuffle is the one sealed before the deal
replay-verdict-failed = verdict: a check FAILED: this is not the shuffle sealed before the deal
# Without the root the table showed, a proof can only be found to agree with itself.
replay-root-not-compared = the root was not compared: give --root as the table showed it when the deal started
replay-verdict-uncompared = verdict: the proof agrees with itself, but without the table's root it does not show that this is the shuffle sealed before the deal
# A check's mark, in a column six characters wide.
replay-check-ok = ok
replay-check-failed = FAILED
# $card is quoted.
replay-card-from-seed = card { NUMBER($position, useGrouping: 0) } ({ $card }) is the seed's card there
replay-bad-root = --root { $text }: give the root as the table showed it when the deal started (its first 16 characters, 0-9 and a-f)
replay-no-finished-deal = table { NUMBER($table, useGrouping: 0) } has no finished deal { NUMBER($deal, useGrouping: 0) }
replay-proof-too-big = the proof { $path } is too big to be a proof
replay-not-json = the proof { $path } is not JSON ({ $why })
replay-not-a-proof = not a proof: { $why }

## /poker replay, to a member.

replay-my-cards = My cards
replay-proof = Proof
replay-no-table-ever = No table has played in this channel yet, so there is no deal to replay: a deal's show-down message names its table and deal.
replay-no-such-table = There is no table { NUMBER($table, useGrouping: 0) } in this server: a deal's show-down message names its table, and `/poker history` the table's last deals.
replay-no-such-deal = Table { NUMBER($table, useGrouping: 0) } has no deal { NUMBER($number, useGrouping: 0) }: `/poker history` lists its last deals; a deal of an earlier table opens with the table its show-down named (`table:`).
replay-still-in-play = Deal { NUMBER($number, useGrouping: 0) } is still in play: its replay opens once it is over.
replay-not-dealt-in = You were not dealt in deal { NUMBER($number, useGrouping: 0) }, so you have no cards of your own to add.
# The replay's title: the deal, and how far into it this is.
replay-title-dealt = Deal { NUMBER($number, useGrouping: 0) } replayed, as it began: { $kind }
replay-title-step = Deal { NUMBER($number, useGrouping: 0) } replayed, after action { NUMBER($step, useGrouping: 0) } of { NUMBER($steps, useGrouping: 0) }: { $kind }
replay-void-title = Deal { NUMBER($number, useGrouping: 0) }: void
replay-voided = This deal was voided: { $reason }. Every chip put in went back.
replay-voided-unsaid = This deal was voided: no reason was recorded. Every chip put in went back.
# $root: the seal's first 16 characters.
replay-sealed-footer = sealed { $root }… before the deal · Proof: the seal opened for the cards the table saw
replay-your-cards = Your cards
replay-none-yet = none yet
replay-proof-sent = The seal of deal { NUMBER($number, useGrouping: 0) }, opened for every card the table saw. Check it with `poker-bot verify-deal deal-{ NUMBER($number, useGrouping: 0) }.json`.
replay-proof-sent-yours = The seal of deal { NUMBER($number, useGrouping: 0) }, opened for every card the table saw. Your own cards are opened in it too: keep it to yourself. Check it with `poker-bot verify-deal deal-{ NUMBER($number, useGrouping: 0) }.json`.
