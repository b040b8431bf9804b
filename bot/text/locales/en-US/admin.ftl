## The admins' answers (bot/text/admin.py), for /poker-admin: who changed which limit when.

admin-no-changes = No limit has been changed here yet: every table plays Foster's code.
# A change of a limit: its name, the old value and the new, where, by whom and when.
admin-change-server = `{ $field }` { $old } → { $new }, server default, by { $who }, { $when }
admin-change-channel = `{ $field }` { $old } → { $new }, { $channel }, by { $who }, { $when }
# A bank limit typed wrongly: $error says what is wrong with the number.
admin-or-none = { $error }, or none for no limit
# Said with a change of `variety` where the channel's table has a jack-pot to play out (law 76).
admin-new-game-after-jackpot = This channel's table has a jack-pot to play out first: the new game begins once it is won (law 76).
