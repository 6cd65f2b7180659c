-- How many actions of the game were taken back. Servers sharing one database compare
-- it with the game they hold in memory: an undo followed by another move leaves the
-- version where it was, so the version alone cannot tell that the log changed.
ALTER TABLE games ADD COLUMN undone BIGINT NOT NULL DEFAULT 0;
