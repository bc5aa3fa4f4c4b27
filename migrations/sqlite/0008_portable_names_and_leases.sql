-- Issue 19: the same queries run on SQLite and PostgreSQL.
-- * `user` is a reserved word in PostgreSQL (it means CURRENT_USER): every `user` column becomes
--   `user_id`. SQLite renames a column in place and rewrites the keys and indexes that name it.
-- * `leases`: which process does a job that must run in one place at a time across processes
--   (delivering the outbox, firing timers, playing AI seats). A lease is taken or renewed by a
--   conditional write and lapses on its own, so a killed process holds nothing for long.

ALTER TABLE seats RENAME COLUMN user TO user_id;
ALTER TABLE actions RENAME COLUMN user TO user_id;
ALTER TABLE settings RENAME COLUMN user TO user_id;
ALTER TABLE dm_prompts RENAME COLUMN user TO user_id;
ALTER TABLE dm_closed RENAME COLUMN user TO user_id;
ALTER TABLE waits RENAME COLUMN user TO user_id;
ALTER TABLE replace_votes RENAME COLUMN user TO user_id;

CREATE TABLE leases (
    name      TEXT    PRIMARY KEY,   -- the job: `courier`, `timers`, `ai`
    holder    TEXT    NOT NULL,      -- the process holding it (host, pid and start time)
    until_ms  INTEGER NOT NULL       -- unix ms when it lapses unless renewed
);
