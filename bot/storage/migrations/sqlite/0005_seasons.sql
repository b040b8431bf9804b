-- 0005: seasons.  A season gives each member who plays in it the same reserve of season
-- chips, kept in accounts of their own (season_id set), apart from the wallet; a table opened
-- for season play holds that season's chips (its seats and pool carry the season's id).
CREATE TABLE seasons (
    id          INTEGER PRIMARY KEY AUTOINCREMENT,
    guild_id    TEXT NOT NULL,
    number      INTEGER NOT NULL CHECK (number >= 1),
    name        TEXT NOT NULL DEFAULT '',
    reserve     BIGINT NOT NULL CHECK (reserve >= 1),
    min_deals   INTEGER NOT NULL CHECK (min_deals >= 0),
    started_by  TEXT,
    started_at  TEXT NOT NULL,
    ended_by    TEXT,
    ended_at    TEXT,
    UNIQUE (guild_id, number)
);
CREATE UNIQUE INDEX seasons_one_running ON seasons (guild_id) WHERE ended_at IS NULL;

ALTER TABLE accounts ADD COLUMN season_id BIGINT REFERENCES seasons (id);
ALTER TABLE poker_tables ADD COLUMN season_id BIGINT REFERENCES seasons (id);

-- Each member's running totals in a season: deals dealt in at its tables and the chips won
-- there (below zero: lost), added in the transaction that settles each deal.
CREATE TABLE season_members (
    season_id BIGINT NOT NULL REFERENCES seasons (id),
    member    TEXT NOT NULL,
    deals     BIGINT NOT NULL DEFAULT 0,
    won       BIGINT NOT NULL DEFAULT 0,
    PRIMARY KEY (season_id, member)
);

-- The final standings, written once as a season ends; place is NULL for a member who played
-- too few deals to be ranked.
CREATE TABLE season_standings (
    season_id BIGINT NOT NULL REFERENCES seasons (id),
    member    TEXT NOT NULL,
    place     INTEGER CHECK (place IS NULL OR place >= 1),
    deals     BIGINT NOT NULL,
    won       BIGINT NOT NULL,
    PRIMARY KEY (season_id, member)
);
