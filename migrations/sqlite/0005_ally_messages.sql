-- Private messages between allies (`/ally`) are stored in the action log (kind `message`, the
-- text as notation, the lines addressed to the sender and the allies as log) so they are
-- committed with the DMs they owe and survive a crash. The CHECK constraint is rebuilt as in 0002.

CREATE TABLE actions_new (
    game        INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    seq         INTEGER NOT NULL,      -- 1, 2, 3, … per game
    kind        TEXT    NOT NULL CHECK (kind IN ('act', 'concede', 'edit', 'roll', 'undo', 'autopass', 'message')),
    seat        INTEGER,
    user        INTEGER,
    notation    TEXT    NOT NULL DEFAULT '',   -- never shown to players (secret picks live here)
    rolls       TEXT    NOT NULL DEFAULT '[]', -- die results drawn while applying
    log         TEXT    NOT NULL DEFAULT '[]', -- the log entries with their audiences
    version     INTEGER NOT NULL,              -- the game version this action produced
    undone_by   INTEGER,                       -- seq of the `undo` action that took this one back
    created_at  INTEGER NOT NULL,
    PRIMARY KEY (game, seq)
);

INSERT INTO actions_new (game, seq, kind, seat, user, notation, rolls, log, version, undone_by, created_at)
    SELECT game, seq, kind, seat, user, notation, rolls, log, version, undone_by, created_at FROM actions;

DROP TABLE actions;

ALTER TABLE actions_new RENAME TO actions;
