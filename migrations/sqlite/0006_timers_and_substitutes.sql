-- A table that runs itself (issue 17):
-- * `game_timers`: a game's reminder and deadline settings (no row: the defaults, see
--   `crate::table::Timers`), set at `/new` or later by the creator with `/reminders`.
-- * `waits`: one row per player the game waits for, with when that wait began and when its next
--   reminder and its deadline fall due. Written in the transaction of every change, so a restart
--   keeps every timer; a fired timer is moved forward in the transaction that stores what it owes,
--   so it never fires twice.
-- * `settings`: a player's time zone and quiet hours (reminders wait for the end of them).
-- * `replace_votes`: a proposal to hand a late player's seat to someone else, with the players
--   who agreed (after a deadline any seated player may propose; a majority decides).
-- * the action log gets kind `seat`: a seat changed hands (`/replace`), kept for `/log` and
--   history; replay skips it like a message. The CHECK constraint is rebuilt as in 0002.

CREATE TABLE game_timers (
    game          INTEGER PRIMARY KEY REFERENCES games (id) ON DELETE CASCADE,
    remind_after  INTEGER NOT NULL,   -- minutes a player may keep the game waiting before the first reminder; 0 = off
    remind_every  INTEGER NOT NULL,   -- minutes between later reminders; 0 = only one
    deadline      INTEGER NOT NULL    -- minutes after which the channel is asked to replace the player; 0 = none
);

CREATE TABLE waits (
    game           INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    user           INTEGER NOT NULL,
    seat           INTEGER NOT NULL,
    since          INTEGER NOT NULL,      -- unix ms: the game has waited for this player since
    next_reminder  INTEGER,               -- unix ms of the next reminder; NULL = none due
    reminders      INTEGER NOT NULL DEFAULT 0,
    deadline_at    INTEGER,               -- unix ms; NULL = none, or told already
    PRIMARY KEY (game, user)
);
CREATE INDEX waits_due_reminder ON waits (next_reminder) WHERE next_reminder IS NOT NULL;
CREATE INDEX waits_due_deadline ON waits (deadline_at) WHERE deadline_at IS NOT NULL;

ALTER TABLE settings ADD COLUMN time_zone TEXT;          -- IANA name, e.g. Asia/Seoul
ALTER TABLE settings ADD COLUMN quiet_from INTEGER;      -- local hour 0-23 the quiet hours begin
ALTER TABLE settings ADD COLUMN quiet_until INTEGER;     -- local hour 0-23 they end (exclusive)

CREATE TABLE replace_votes (
    game        INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    seat        INTEGER NOT NULL,     -- the seat to hand over
    user        INTEGER NOT NULL,     -- who would take it
    name        TEXT    NOT NULL,
    locale      TEXT,
    agreed      TEXT    NOT NULL,     -- JSON array of the seats that agreed
    created_at  INTEGER NOT NULL,
    PRIMARY KEY (game, seat)
);

CREATE TABLE actions_new (
    game        INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    seq         INTEGER NOT NULL,      -- 1, 2, 3, … per game
    kind        TEXT    NOT NULL CHECK (kind IN ('act', 'concede', 'edit', 'roll', 'undo', 'autopass', 'message', 'seat')),
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
