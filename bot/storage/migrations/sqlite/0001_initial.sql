-- 0001: the banker's ledger, the tables and their deals, channel limits.
-- The PostgreSQL file of the same number differs only in its identity columns.

-- The bank of one Discord guild: the limits its admins set on buying chips.
CREATE TABLE banks (
    guild_id        TEXT PRIMARY KEY,
    max_outstanding BIGINT CHECK (max_outstanding IS NULL OR max_outstanding >= 0),
    daily_allowance BIGINT CHECK (daily_allowance IS NULL OR daily_allowance >= 0),
    updated_by      TEXT,
    updated_at      TEXT NOT NULL
);

-- A table in a channel.  `state` is the engine Table as plain data, as it
-- stood when the current deal began, or after the last deal.
CREATE TABLE poker_tables (
    id         INTEGER PRIMARY KEY AUTOINCREMENT,
    guild_id   TEXT NOT NULL,
    channel_id TEXT NOT NULL,
    status     TEXT NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'closed')),
    state      TEXT NOT NULL,
    version    BIGINT NOT NULL DEFAULT 0,
    opened_by  TEXT,
    opened_at  TEXT NOT NULL,
    closed_at  TEXT
);
CREATE UNIQUE INDEX poker_tables_one_open ON poker_tables (guild_id, channel_id) WHERE status = 'open';

-- The hand record: the setup (rules, seats, stakes) without the seed, the
-- seed kept secret until the deal ends, its sha256 published at the start.
CREATE TABLE deals (
    id          INTEGER PRIMARY KEY AUTOINCREMENT,
    table_id    BIGINT NOT NULL REFERENCES poker_tables (id),
    number      INTEGER NOT NULL CHECK (number >= 1),
    status      TEXT NOT NULL DEFAULT 'playing' CHECK (status IN ('playing', 'finished', 'void')),
    setup       TEXT NOT NULL,
    seed        TEXT NOT NULL,
    seed_hash   TEXT NOT NULL,
    notes       TEXT NOT NULL DEFAULT '{}',
    result      TEXT,
    void_reason TEXT,
    started_at  TEXT NOT NULL,
    finished_at TEXT,
    UNIQUE (table_id, number)
);
CREATE UNIQUE INDEX deals_one_playing ON deals (table_id) WHERE status = 'playing';

-- Every action, appended as it is made; the key makes each one happen once.
CREATE TABLE deal_actions (
    deal_id    BIGINT NOT NULL REFERENCES deals (id),
    seq        INTEGER NOT NULL CHECK (seq >= 0),
    action     TEXT NOT NULL,
    actor      TEXT,
    created_at TEXT NOT NULL,
    PRIMARY KEY (deal_id, seq)
);

-- Double entry.  The banker's balance is minus the chips he has sold and not
-- redeemed; every other account holds chips and can never go below zero.
CREATE TABLE accounts (
    id       INTEGER PRIMARY KEY AUTOINCREMENT,
    guild_id TEXT NOT NULL,
    kind     TEXT NOT NULL CHECK (kind IN ('banker', 'kitty', 'wallet', 'seat', 'pool')),
    name     TEXT NOT NULL,
    member   TEXT,
    table_id BIGINT REFERENCES poker_tables (id),
    balance  BIGINT NOT NULL DEFAULT 0,
    UNIQUE (guild_id, name),
    CHECK (kind = 'banker' OR balance >= 0)
);

CREATE TABLE journal (
    id         INTEGER PRIMARY KEY AUTOINCREMENT,
    guild_id   TEXT NOT NULL,
    kind       TEXT NOT NULL,
    idem_key   TEXT UNIQUE,
    member     TEXT,
    table_id   BIGINT REFERENCES poker_tables (id),
    deal_id    BIGINT REFERENCES deals (id),
    seq        INTEGER,
    actor      TEXT,
    memo       TEXT NOT NULL DEFAULT '',
    created_at TEXT NOT NULL
);
CREATE INDEX journal_member ON journal (guild_id, member, kind, created_at);
CREATE INDEX journal_deal ON journal (deal_id);

CREATE TABLE journal_lines (
    entry_id   BIGINT NOT NULL REFERENCES journal (id),
    account_id BIGINT NOT NULL REFERENCES accounts (id),
    amount     BIGINT NOT NULL CHECK (amount <> 0),
    PRIMARY KEY (entry_id, account_id)
);
CREATE INDEX journal_lines_account ON journal_lines (account_id);

-- Channel limits: the fields a guild ('' channel) or a channel overrides, as JSON.
CREATE TABLE limit_overrides (
    guild_id   TEXT NOT NULL,
    channel_id TEXT NOT NULL,
    overrides  TEXT NOT NULL,
    PRIMARY KEY (guild_id, channel_id)
);

CREATE TABLE limit_changes (
    id         INTEGER PRIMARY KEY AUTOINCREMENT,
    guild_id   TEXT NOT NULL,
    channel_id TEXT NOT NULL,
    field      TEXT NOT NULL,
    old_value  TEXT,
    new_value  TEXT,
    changed_by TEXT NOT NULL,
    changed_at TEXT NOT NULL
);
CREATE INDEX limit_changes_where ON limit_changes (guild_id, channel_id, id);
