-- 0006: each member's own /poker coach choice in a server (1: on, 0: off), kept so that a
-- restart or another shard process knows it.  No row: he never chose, and the channel's
-- coach limit says whether he is coached.
CREATE TABLE coach_choices (
    guild_id TEXT NOT NULL,
    member   TEXT NOT NULL,
    coached  INTEGER NOT NULL CHECK (coached IN (0, 1)),
    set_at   TEXT NOT NULL,
    PRIMARY KEY (guild_id, member)
);
