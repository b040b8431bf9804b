-- Members' names as the server shows them, so a table names its players after a restart
-- (a mention cannot be drawn in an embed's field name, and a result must ping nobody).
CREATE TABLE member_names (
    guild_id   TEXT NOT NULL,
    member     TEXT NOT NULL,
    name       TEXT NOT NULL,
    updated_at TEXT NOT NULL,
    PRIMARY KEY (guild_id, member)
);

-- Which player has been sent his hand by DM in which deal ("dealt", "drawn"): after a
-- restart a hand already sent is not sent again.
CREATE TABLE hand_notices (
    table_id BIGINT NOT NULL REFERENCES poker_tables (id),
    number   INTEGER NOT NULL,
    member   TEXT NOT NULL,
    stage    TEXT NOT NULL,
    sent_at  TEXT NOT NULL,
    PRIMARY KEY (table_id, number, member, stage)
);
