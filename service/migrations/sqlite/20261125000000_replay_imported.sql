-- Games brought in from an export file (issue 6): shown as imported in the history and
-- left out of the importer's statistics (someone else's record). Finished games are
-- listed by creation time per owner; the index above serves it.
ALTER TABLE games ADD COLUMN imported INTEGER NOT NULL DEFAULT 0;
CREATE INDEX seats_user_game ON seats(user_id, game_id);
