-- How strongly a bot seat plays (issue 42): 'easy', 'normal' or 'hard'. NULL for people's
-- seats and for the bot seats of games from before levels, which keep the bot they had
-- (the game's first bot).
ALTER TABLE seats ADD COLUMN bot_level TEXT CHECK (bot_level IN ('easy', 'normal', 'hard'));
