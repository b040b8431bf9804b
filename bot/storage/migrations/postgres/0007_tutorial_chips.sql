-- 0007: the tutorial's play chips, and each learner's thread.
-- A per-guild account of kind 'tutorial' funds the seats at tutorial tables and, like the
-- banker, may go below zero: minus the play chips out at those tables.
ALTER TABLE accounts DROP CONSTRAINT accounts_kind_check;
ALTER TABLE accounts DROP CONSTRAINT accounts_check;
ALTER TABLE accounts ADD CONSTRAINT accounts_kind_check
    CHECK (kind IN ('banker', 'kitty', 'wallet', 'seat', 'pool', 'tutorial'));
ALTER TABLE accounts ADD CONSTRAINT accounts_check CHECK (kind IN ('banker', 'tutorial') OR balance >= 0);

-- A member's tutorial: the thread it is played in and its table.  closed_at is set when he
-- leaves (the thread archived); `/poker learn` then opens a new thread at his lesson.
CREATE TABLE learners (
    guild_id   TEXT NOT NULL,
    member     TEXT NOT NULL,
    channel_id TEXT NOT NULL,
    thread_id  TEXT NOT NULL,
    table_id   BIGINT REFERENCES poker_tables (id),
    opened_at  TEXT NOT NULL,
    closed_at  TEXT,
    PRIMARY KEY (guild_id, member)
);
