-- Results of finished games, for `/history`, `/stats` and `/replay` (issue 17, part 4): written in
-- the transaction of the move that ends the game. Games finished before this migration get theirs
-- from their stored state the first time history is read (`Table::backfill_results`): the
-- outcome lives in the state JSON, which SQL cannot evaluate.

CREATE TABLE results (
    game        INTEGER PRIMARY KEY REFERENCES games (id) ON DELETE CASCADE,
    ending      TEXT    NOT NULL CHECK (ending IN ('win', 'draw', 'conceded')),
    winners     TEXT    NOT NULL,   -- JSON array of the winning seats (0-based); [] = nobody won
    summary     TEXT    NOT NULL,   -- JSON `Text`: the game's closing line (final scores where it has them)
    moves       INTEGER NOT NULL,   -- moves in effect at the end (`act` rows not taken back)
    started_at  INTEGER NOT NULL,   -- unix ms: when the game was opened (`/new`)
    ended_at    INTEGER NOT NULL    -- unix ms: the move that ended it
);

CREATE INDEX results_by_end ON results (ended_at);
