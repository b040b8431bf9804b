## The words of /poker stats (bot/text/stats_words.py): a member's figures at the tables.

stats-variety-draw = draw poker
stats-variety-straight = straight poker
stats-variety-stud = stud poker
stats-variety-whisky = whisky poker
stats-variety-all = all varieties

stats-private-note = Only you can see this: it counts your hands that were not shown.
stats-public-note = Everyone here can see this: it counts only what the table saw.
stats-no-deals = No deals played yet.
stats-member-or-robot = Name a member or a robot, not both.

# A robot's name, marked so that it is never taken for a member.
stats-robot = { $name } (robot)
stats-title = { $who }: { $variety }
# $pct is the share in whole percents.
stats-share = { $count } of { $of } ({ NUMBER($pct, useGrouping: 0) }%)
stats-count = { $count }

# The figures' names, then their values.
stats-deals = Deals
stats-deals-dealt-in = Deals dealt in
stats-came-in = Came in
stats-raised = Raised before the draw
stats-opened = Opened a jack-pot
stats-straddled = Straddled
stats-cards-drawn = Cards drawn
stats-pools-won = Pools won
stats-showdowns-won = Show-downs won
stats-chips = Chips
stats-biggest-pool = Biggest pool won
stats-best-shown = Best hand shown
# The private figure's name: never in a public answer.
stats-held = Best hand held (shown or not)

stats-drawn = { NUMBER($average, minimumFractionDigits: 1, maximumFractionDigits: 1, useGrouping: 0) } on average, over { $draws ->
    [one] { $draws } draw
   *[other] { $draws } draws
}
stats-never-drew = never drew
stats-none-shown = none shown yet
stats-pools-won-value = { $won }: { $at_showdown } at a show-down, { $without } without one
stats-none-reached = none reached yet
stats-none-yet = none yet
# A figure and its value, as a line of the answer.
stats-line = **{ $name }:** { $value }
