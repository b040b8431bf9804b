-- 0007: the tutorial's play chips, and each learner's thread.
-- A per-guild account of kind 'tutorial' funds the seats at tutorial tables and, like the
-- banker, may go below zero: minus the play chips out at those tables.  SQLite cannot change
-- a CHECK in place, so accounts is rebuilt; journal_lines, which refers to it, is rebuilt
-- with it so that no row is ever left pointing at a missing account.
CREATE TABLE accounts_new (
    id       INTEGER PRIMARY KEY AUTOINCREMENT,
    guild_id TEXT NOT NULL,
    kind     TEXT NOT NULL CHECK (kind IN ('banker', 'kitty', 'wallet', 'seat', 'pool', 'tutorial')),
    name     TEXT NOT NULL,
    member   TEXT,
    table_id BIGINT REFERENCES poker_tables (id),
    balance  BIGINT NOT NULL DEFAULT 0,
    season_id BIGINT REFERENCES seasons (id),  -- 0005's column, kept
    UNIQUE (guild_id, name),
    CHECK (kind IN ('banker', 'tutorial') OR balance >= 0)
);
INSERT INTO accounts_new (id, guild_id, kind, name, member, table_id, balance, season_id)
    SELECT id, guild_id, kind, name, member, table_id, balance, season_id FROM accounts;

CREATE TABLE journal_lines_new (
    entry_id   BIGINT NOT NULL REFERENCES journal (id),
    account_id BIGINT NOT NULL REFERENCES accounts_new (id),
    amount     BIGINT NOT NULL CHECK (amount <> 0),
    PRIMARY KEY (entry_id, account_id)
);
INSERT INTO journal_lines_new (entry_id, account_id, amount)
    SELECT entry_id, account_id, amount FROM journal_lines;

DROP TABLE journal_lines;
DROP TABLE accounts;
-- Renaming updates journal_lines_new's reference to the new name.
ALTER TABLE accounts_new RENAME TO accounts;
ALTER TABLE journal_lines_new RENAME TO journal_lines;
CREATE INDEX journal_lines_account ON journal_lines (account_id);

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
