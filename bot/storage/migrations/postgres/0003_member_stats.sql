-- A member's running totals at the tables of a guild, per variety and over all of them
-- ('all'): the sum of every finished deal's part (bot/services/deal_stats.py), added in the
-- transaction that records the deal's end.  The hand records stay the truth; the audit works
-- these out again from them.  best_held is private: the member's own hands, shown or not.
CREATE TABLE member_stats (
    guild_id         TEXT NOT NULL,
    member           TEXT NOT NULL,
    variety          TEXT NOT NULL,
    deals            BIGINT NOT NULL DEFAULT 0,
    came_in          BIGINT NOT NULL DEFAULT 0,
    opened           BIGINT NOT NULL DEFAULT 0,
    straddled        BIGINT NOT NULL DEFAULT 0,
    raised           BIGINT NOT NULL DEFAULT 0,
    draws            BIGINT NOT NULL DEFAULT 0,
    cards_drawn      BIGINT NOT NULL DEFAULT 0,
    pools_won        BIGINT NOT NULL DEFAULT 0,
    won_at_showdown  BIGINT NOT NULL DEFAULT 0,
    won_without      BIGINT NOT NULL DEFAULT 0,
    showdowns        BIGINT NOT NULL DEFAULT 0,
    showdowns_won    BIGINT NOT NULL DEFAULT 0,
    net              BIGINT NOT NULL DEFAULT 0,
    biggest_pool     BIGINT NOT NULL DEFAULT 0,
    best_shown       BIGINT,
    best_shown_words TEXT,
    best_held        BIGINT,
    best_held_words  TEXT,
    PRIMARY KEY (guild_id, member, variety)
);

-- Its one row once the totals hold every deal finished before this table was made: at once
-- where there was none, else when the bot first starts on this schema and works them out from
-- the hand records (the row is taken first, so two processes starting together count once).
-- From then on each settlement adds its deal.
CREATE TABLE member_stats_built (
    id       INTEGER PRIMARY KEY CHECK (id = 1),
    built_at TEXT NOT NULL
);
INSERT INTO member_stats_built (id, built_at)
SELECT 1, 'migration 0003' WHERE NOT EXISTS (SELECT 1 FROM deals WHERE status = 'finished');
