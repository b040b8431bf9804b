-- 0010: each member's own /poker pings choice in a server (1: on, 0: off), kept so that a
-- restart or another shard process knows it.  No row: he never chose, and he is pinged.
CREATE TABLE ping_choices (
    guild_id TEXT NOT NULL,
    member   TEXT NOT NULL,
    pinged   INTEGER NOT NULL CHECK (pinged IN (0, 1)),
    set_at   TEXT NOT NULL,
    PRIMARY KEY (guild_id, member)
);
