-- Messages the bot keeps alive and edits instead of posting again:
-- * `dm_prompts`: each player's one current prompt message in their DMs, per game. A new prompt
--   takes the buttons off the old one; a prompt answered any way (button, /play, /hand) loses
--   its buttons; the player's own next step is edited into the same message.
-- * `channel_status`: the game's last channel post holding the "Waiting for" line, with the text
--   before that line, so a change that only moves the wait edits the line instead of posting.
-- * `dm_closed`: players already told in the channel that their DMs are closed (once per game,
--   again only after a DM went through).
-- The outbox gets two kinds of row for them: `retire` (take a player's prompt buttons away)
-- and `waiting` (edit the "Waiting for" line). SQLite cannot change a CHECK constraint in
-- place: the table is rebuilt with every row kept.

CREATE TABLE outbox_new (
    id            INTEGER PRIMARY KEY AUTOINCREMENT,
    game          INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    version       INTEGER NOT NULL,
    seq           INTEGER NOT NULL,
    kind          TEXT    NOT NULL CHECK (kind IN ('public', 'dm', 'ping', 'notice', 'retire', 'waiting')),
    recipient     INTEGER NOT NULL,
    payload       TEXT    NOT NULL,
    created_at    INTEGER NOT NULL,
    delivered_at  INTEGER,
    failed_at     INTEGER,
    attempts      INTEGER NOT NULL DEFAULT 0,
    last_error    TEXT
);

INSERT INTO outbox_new (id, game, version, seq, kind, recipient, payload, created_at, delivered_at, failed_at,
                        attempts, last_error)
    SELECT id, game, version, seq, kind, recipient, payload, created_at, delivered_at, failed_at, attempts,
           last_error FROM outbox;

DROP TABLE outbox;

ALTER TABLE outbox_new RENAME TO outbox;

CREATE INDEX outbox_pending ON outbox (id) WHERE delivered_at IS NULL AND failed_at IS NULL;

CREATE TABLE dm_prompts (
    game     INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    user     INTEGER NOT NULL,
    channel  INTEGER NOT NULL,   -- the DM channel
    message  INTEGER NOT NULL,   -- the message carrying the live components
    PRIMARY KEY (game, user)
);

CREATE TABLE channel_status (
    game     INTEGER PRIMARY KEY REFERENCES games (id) ON DELETE CASCADE,
    channel  INTEGER NOT NULL,
    message  INTEGER NOT NULL,
    body     TEXT    NOT NULL    -- the message's text before the "Waiting for" line
);

CREATE TABLE dm_closed (
    game     INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    user     INTEGER NOT NULL,
    PRIMARY KEY (game, user)
);
