-- A move is recorded by one statement (issue 7): `INSERT INTO moves` writes the action
-- and moves the game's row on, atomically (a statement is all or nothing in SQLite), in
-- autocommit. Each statement costs a round trip to sqlx's SQLite worker thread, and the
-- former BEGIN, INSERT, UPDATE, COMMIT cost four.
--
-- The optimistic-concurrency rule is unchanged: the move is refused, and nothing is
-- written, unless the game is active at version `seq` (RAISE 'karak: stale version'); a
-- second writer of the same seq also hits the primary key of `actions`.
-- `to_act`, `status` and `result` are the game's row after the move (`status` 'active'
-- or 'finished'; `result` the outcome's JSON once finished).
CREATE VIEW moves (game_id, seq, seat, action, to_act, status, result) AS
    SELECT game_id, seq, seat, action, NULL, NULL, NULL FROM actions;

CREATE TRIGGER moves_record INSTEAD OF INSERT ON moves
BEGIN
    SELECT RAISE(ABORT, 'karak: stale version')
    WHERE NOT EXISTS (
        SELECT 1 FROM games WHERE id = new.game_id AND version = new.seq AND status = 'active'
    );
    INSERT INTO actions (game_id, seq, seat, action)
    VALUES (new.game_id, new.seq, new.seat, new.action);
    UPDATE games SET
        version = version + 1,
        updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now'),
        to_act = new.to_act,
        status = new.status,
        result = new.result,
        finished_at = CASE WHEN new.status = 'finished'
                           THEN strftime('%Y-%m-%dT%H:%M:%fZ', 'now') ELSE finished_at END
    WHERE id = new.game_id;
END;
