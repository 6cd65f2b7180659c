-- Online games: a lobby before the start, and lists that find a player's seats.
-- `online` marks games whose seats are held by accounts (the server moves their
-- bots); `lobby_rev` counts seat changes before the start, so watchers know to refresh.
ALTER TABLE games ADD COLUMN online INTEGER NOT NULL DEFAULT 0;
ALTER TABLE games ADD COLUMN lobby_rev INTEGER NOT NULL DEFAULT 0;
CREATE INDEX games_waiting ON games(status, online, created_at);
