-- Each member's DM channel with the bot, once opened or clicked in: opening it is a request
-- against Discord's global limit, so a restart or another shard process reads it here instead.
CREATE TABLE dm_channels (
    member     TEXT PRIMARY KEY,
    channel_id TEXT NOT NULL,
    updated_at TEXT NOT NULL
);
