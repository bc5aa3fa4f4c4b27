-- Games, seats, the action log, user settings and pending undo requests.
-- Ids and seeds are u64 stored bit-for-bit in SQLite's signed 64-bit integers.

CREATE TABLE games (
    id          INTEGER PRIMARY KEY AUTOINCREMENT,
    guild       INTEGER NOT NULL,
    channel     INTEGER NOT NULL,
    game        TEXT    NOT NULL,
    options     TEXT    NOT NULL,              -- JSON object of resolved options
    lang        TEXT    NOT NULL,
    seed        INTEGER NOT NULL,
    status      TEXT    NOT NULL CHECK (status IN ('lobby', 'running', 'finished', 'aborted')),
    version     INTEGER NOT NULL DEFAULT 0,    -- bumped by every accepted change; buttons carry it
    creator     INTEGER NOT NULL,
    state       TEXT,                          -- the match as JSON; NULL while in the lobby
    setup_log   TEXT    NOT NULL DEFAULT '[]', -- log entries written by the game's setup
    created_at  INTEGER NOT NULL,              -- unix milliseconds
    updated_at  INTEGER NOT NULL
);

-- At most one active game per channel.
CREATE UNIQUE INDEX games_one_active_per_channel ON games (guild, channel)
    WHERE status IN ('lobby', 'running');
CREATE INDEX games_by_status ON games (status);

CREATE TABLE seats (
    game       INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    seat       INTEGER,                -- 0-based; NULL in the lobby until assigned at start
    user       INTEGER NOT NULL,
    name       TEXT    NOT NULL,
    locale     TEXT,                   -- the player's client language when they joined
    joined_at  INTEGER NOT NULL,
    PRIMARY KEY (game, user)
);
CREATE UNIQUE INDEX seats_one_player_per_seat ON seats (game, seat) WHERE seat IS NOT NULL;

CREATE TABLE actions (
    game        INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    seq         INTEGER NOT NULL,      -- 1, 2, 3, … per game
    kind        TEXT    NOT NULL CHECK (kind IN ('act', 'concede', 'edit', 'roll', 'undo')),
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

CREATE TABLE settings (
    user        INTEGER PRIMARY KEY,
    lang        TEXT,
    pings       INTEGER NOT NULL DEFAULT 1,
    updated_at  INTEGER NOT NULL
);

-- One pending undo request per game; any accepted change deletes it.
CREATE TABLE undo_requests (
    game        INTEGER PRIMARY KEY REFERENCES games (id) ON DELETE CASCADE,
    target_seq  INTEGER NOT NULL,      -- the `act` to take back
    version     INTEGER NOT NULL,      -- the game version when asked; stale once it moves on
    requester   INTEGER NOT NULL,      -- seat
    agreed      TEXT    NOT NULL,      -- JSON array of seats that agreed (requester included)
    created_at  INTEGER NOT NULL
);
