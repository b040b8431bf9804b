-- 0011: each member's language, for the words made for him outside an interaction (his hand's
-- DM at a deal's start, the coach's mail): the locale his Discord client last sent (seen), and
-- the one he chose with /poker language (chosen, NULL: none, his client's rules).
CREATE TABLE member_locales (
    member     TEXT NOT NULL PRIMARY KEY,
    seen       TEXT,
    chosen     TEXT,
    updated_at TEXT NOT NULL
);
