-- A member's net in /poker stats is now his seat's gain or loss over each deal (docs/storage.md),
-- as the season board counts it: totals kept before counted the chips won less those put in,
-- which left out the age's payment to make a jack-pot (law 36) and straight poker's ante for the
-- table.  Where deals are recorded, the totals are counted afresh from the hand records when the
-- bot next starts (bot/services/member_stats.py build_if_needed); until then the audit lists
-- stats_match_deals as not checked.
DELETE FROM member_stats_built WHERE EXISTS (SELECT 1 FROM deals WHERE status = 'finished');
