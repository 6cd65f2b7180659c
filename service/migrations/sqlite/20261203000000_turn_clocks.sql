-- Turn clocks (issue 40). `time_control` is the JSON of protocol's TimeControl, NULL for a
-- game without clocks. `started_at` is when the first decision began (a clock's start).
-- `deadline_at` is when the seat to act runs out of time: written by every move with the
-- clocks after it (NULL once the game is over or without clocks), read by each server's
-- deadline sweep through its index. `warn_at` is when that seat has a quarter of its time
-- left (its player is told once; the sweep clears it).
ALTER TABLE games ADD COLUMN time_control TEXT;
ALTER TABLE games ADD COLUMN started_at TEXT;
ALTER TABLE games ADD COLUMN deadline_at TEXT;
ALTER TABLE games ADD COLUMN warn_at TEXT;
CREATE INDEX games_deadline ON games (deadline_at) WHERE deadline_at IS NOT NULL;
CREATE INDEX games_warn ON games (warn_at) WHERE warn_at IS NOT NULL;

-- Timeouts of a seat in a row; a move of its own sets it back to 0.
ALTER TABLE seats ADD COLUMN timeouts INTEGER NOT NULL DEFAULT 0;

-- What the clocks did to a seat, where it happened in the game: its time ran out and a
-- bot played its turn; after three in a row the bot kept the seat; its player took it
-- back. The primary key holds each once, however many servers act on a deadline.
CREATE TABLE clock_events (
    game_id TEXT    NOT NULL REFERENCES games(id) ON DELETE CASCADE,
    seat    INTEGER NOT NULL,
    version INTEGER NOT NULL,
    change  TEXT    NOT NULL CHECK (change IN ('timed_out', 'handed_over', 'took_back')),
    PRIMARY KEY (game_id, seat, version, change)
);

-- The move statement also records when the action was played (bound from Rust, so the
-- clocks the server keeps in memory are the ones a replay of the log gives) and the
-- deadline after it.
DROP TRIGGER moves_record;
DROP VIEW moves;
CREATE VIEW moves (game_id, seq, seat, action, to_act, status, result, at, deadline_at, warn_at) AS
    SELECT game_id, seq, seat, action, NULL, NULL, NULL, at, NULL, NULL FROM actions;

CREATE TRIGGER moves_record INSTEAD OF INSERT ON moves
BEGIN
    SELECT RAISE(ABORT, 'karak: stale version')
    WHERE NOT EXISTS (
        SELECT 1 FROM games WHERE id = new.game_id AND version = new.seq AND status = 'active'
    );
    INSERT INTO actions (game_id, seq, seat, action, at)
    VALUES (new.game_id, new.seq, new.seat, new.action, new.at);
    UPDATE games SET
        version = version + 1,
        updated_at = new.at,
        to_act = new.to_act,
        status = new.status,
        result = new.result,
        deadline_at = new.deadline_at,
        -- Armed when the decision passes on; within a turn it stays as it is (cleared
        -- once its player was told).
        warn_at = CASE WHEN to_act = new.to_act THEN warn_at ELSE new.warn_at END,
        finished_at = CASE WHEN new.status = 'finished' THEN new.at ELSE finished_at END
    WHERE id = new.game_id;
END;
