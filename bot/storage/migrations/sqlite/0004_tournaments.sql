-- 0004: tournaments: Foster's freeze-out across several tables.
-- The PostgreSQL file of the same number differs only in its identity columns.
-- The sweepstakes are held in the tournament's pool account (`tournament:<id>`, kind 'pool',
-- no table) until paid out; the chips at its tables are in their seats as at any table.

-- One tournament in a channel; at most one registering or playing there at a time.
CREATE TABLE tournaments (
    id           INTEGER PRIMARY KEY AUTOINCREMENT,
    guild_id     TEXT NOT NULL,
    channel_id   TEXT NOT NULL,
    status       TEXT NOT NULL DEFAULT 'registering'
                 CHECK (status IN ('registering', 'playing', 'finished', 'cancelled')),
    sweepstake   BIGINT NOT NULL CHECK (sweepstake >= 1),
    min_entrants INTEGER NOT NULL CHECK (min_entrants >= 2),
    max_entrants INTEGER NOT NULL CHECK (max_entrants >= min_entrants),
    shares       TEXT NOT NULL,
    table_rules  TEXT NOT NULL,
    schedule     TEXT NOT NULL DEFAULT '',
    starts_at    TEXT,
    seed         TEXT,
    lobby_id     TEXT,
    record       TEXT,
    created_by   TEXT NOT NULL,
    created_at   TEXT NOT NULL,
    started_at   TEXT,
    finished_at  TEXT
);
CREATE UNIQUE INDEX tournaments_one_active ON tournaments (guild_id, channel_id)
    WHERE status IN ('registering', 'playing');

-- Who entered; `paid` is the sweepstake taken from his wallet (0 once returned).
CREATE TABLE tournament_entrants (
    tournament_id BIGINT NOT NULL REFERENCES tournaments (id),
    member        TEXT NOT NULL,
    robot         INTEGER NOT NULL DEFAULT 0,
    paid          BIGINT NOT NULL CHECK (paid >= 0),
    away          INTEGER NOT NULL DEFAULT 0,
    joined_at     TEXT NOT NULL,
    PRIMARY KEY (tournament_id, member)
);

-- The tournament's tables, numbered from 1, each a table in a thread of the channel.
CREATE TABLE tournament_tables (
    tournament_id BIGINT NOT NULL REFERENCES tournaments (id),
    number        INTEGER NOT NULL CHECK (number >= 1),
    table_id      BIGINT REFERENCES poker_tables (id),
    thread_id     TEXT NOT NULL,
    status        TEXT NOT NULL DEFAULT 'playing' CHECK (status IN ('playing', 'broken', 'final')),
    PRIMARY KEY (tournament_id, number)
);

-- A player moved between tables: recorded first, then carried out (chips out, then in), so a
-- restart finishes a move half done.
CREATE TABLE tournament_moves (
    id            INTEGER PRIMARY KEY AUTOINCREMENT,
    tournament_id BIGINT NOT NULL REFERENCES tournaments (id),
    member        TEXT NOT NULL,
    from_table    INTEGER NOT NULL,
    to_table      INTEGER NOT NULL,
    chips         BIGINT,
    status        TEXT NOT NULL DEFAULT 'recorded' CHECK (status IN ('recorded', 'out', 'done')),
    created_at    TEXT NOT NULL,
    done_at       TEXT
);
CREATE INDEX tournament_moves_open ON tournament_moves (tournament_id, status);

-- The places, from the last frozen out upward; the survivor is place 1.
CREATE TABLE tournament_places (
    tournament_id BIGINT NOT NULL REFERENCES tournaments (id),
    place         INTEGER NOT NULL CHECK (place >= 1),
    member        TEXT NOT NULL,
    payout        BIGINT NOT NULL DEFAULT 0 CHECK (payout >= 0),
    at            TEXT NOT NULL,
    PRIMARY KEY (tournament_id, place),
    UNIQUE (tournament_id, member)
);
