-- When a game last changed, and whose decision it is, so game lists need no replay.
-- SQLite cannot add a column with a non-constant default: the service sets both on
-- every insert and commit; existing rows take their creation time.
ALTER TABLE games ADD COLUMN updated_at TEXT;
ALTER TABLE games ADD COLUMN to_act INTEGER;
UPDATE games SET updated_at = created_at WHERE updated_at IS NULL;
CREATE INDEX games_owner_guest_created ON games(owner_guest, created_at);
CREATE INDEX games_owner_user_created ON games(owner_user, created_at);
