-- Issue 34, the notification budget: what the table remembers of each seat between its DMs.
-- * `brief`: the seat's private brief (its hand, gold, …) as last sent with a prompt, as a JSON
--   array of texts ('' = none sent yet): the next prompt shows what changed since, not all of it.
-- * `paused`: 1 while the seat's turn waits on other seats' response windows that its own move
--   opened; when it owes a decision again its turn goes on (no new ping, its prompt message is
--   edited in place).
-- Only the bot (a table that stores its deliveries) writes rows.

CREATE TABLE seat_notes (
    game    INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    seat    INTEGER NOT NULL,
    brief   TEXT    NOT NULL DEFAULT '',
    paused  INTEGER NOT NULL DEFAULT 0,
    PRIMARY KEY (game, seat)
);
