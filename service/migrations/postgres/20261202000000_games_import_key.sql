-- A game brought in from a file keeps the key of the game it holds (SHA-256 of its kind,
-- rules version, options, seed and actions; `service::export`): the same game imported
-- twice by one owner is refused with a link to the first copy. NULL for games played here.
ALTER TABLE games ADD COLUMN import_key TEXT;
CREATE INDEX games_import_key ON games (import_key);
