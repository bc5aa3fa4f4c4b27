-- Issue 34, the notification budget: what the table remembers of each seat between its DMs (see
-- the SQLite migration 0009 for the columns).

CREATE TABLE seat_notes (
    game    BIGINT  NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    seat    BIGINT  NOT NULL,
    brief   TEXT    NOT NULL DEFAULT '',
    paused  BIGINT  NOT NULL DEFAULT 0,
    PRIMARY KEY (game, seat)
);
