-- The persisted outbox: everything an accepted change owes the players (public posts with their
-- board, private messages with their prompt, pings, closed-DM notices), written in the change's
-- own transaction and delivered afterwards by the Discord adapter. A crash between the commit and
-- the delivery leaves the rows pending; the next process delivers them. Ids are never reused
-- (AUTOINCREMENT): the message nonce Discord de-duplicates on is derived from them.

CREATE TABLE outbox (
    id            INTEGER PRIMARY KEY AUTOINCREMENT,
    game          INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    version       INTEGER NOT NULL,        -- the game version whose change owes this
    seq           INTEGER NOT NULL,        -- order within the change (0, 1, …)
    kind          TEXT    NOT NULL CHECK (kind IN ('public', 'dm', 'ping', 'notice')),
    recipient     INTEGER NOT NULL,        -- the channel (public, ping, notice) or the user (dm)
    payload       TEXT    NOT NULL,        -- JSON, see `crate::table::Delivery`
    created_at    INTEGER NOT NULL,
    delivered_at  INTEGER,                 -- set once Discord accepted every message of the row
    failed_at     INTEGER,                 -- set when it can never be delivered (closed DMs, …)
    attempts      INTEGER NOT NULL DEFAULT 0,
    last_error    TEXT
);

CREATE INDEX outbox_pending ON outbox (id) WHERE delivered_at IS NULL AND failed_at IS NULL;
