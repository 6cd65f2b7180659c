-- Turn clocks (issue 40); see the SQLite migration of the same name for the columns.
ALTER TABLE games ADD COLUMN time_control TEXT;
ALTER TABLE games ADD COLUMN started_at TEXT;
ALTER TABLE games ADD COLUMN deadline_at TEXT;
ALTER TABLE games ADD COLUMN warn_at TEXT;
CREATE INDEX games_deadline ON games (deadline_at) WHERE deadline_at IS NOT NULL;
CREATE INDEX games_warn ON games (warn_at) WHERE warn_at IS NOT NULL;

ALTER TABLE seats ADD COLUMN timeouts BIGINT NOT NULL DEFAULT 0;

CREATE TABLE clock_events (
    game_id TEXT   NOT NULL REFERENCES games(id) ON DELETE CASCADE,
    seat    BIGINT NOT NULL,
    version BIGINT NOT NULL,
    change  TEXT   NOT NULL CHECK (change IN ('timed_out', 'handed_over', 'took_back')),
    PRIMARY KEY (game_id, seat, version, change)
);

DROP TRIGGER moves_record ON moves;
DROP FUNCTION moves_record();
DROP VIEW moves;
CREATE VIEW moves (game_id, seq, seat, action, to_act, status, result, at, deadline_at, warn_at) AS
    SELECT game_id, seq, seat, action, NULL::BIGINT, NULL::TEXT, NULL::TEXT, at, NULL::TEXT, NULL::TEXT
    FROM actions;

CREATE FUNCTION moves_record() RETURNS TRIGGER LANGUAGE plpgsql AS $$
BEGIN
    UPDATE games SET
        version = version + 1,
        updated_at = NEW.at,
        to_act = NEW.to_act,
        status = NEW.status,
        result = NEW.result,
        deadline_at = NEW.deadline_at,
        -- Armed when the decision passes on; within a turn it stays as it is (cleared
        -- once its player was told).
        warn_at = CASE WHEN to_act = NEW.to_act THEN warn_at ELSE NEW.warn_at END,
        finished_at = CASE WHEN NEW.status = 'finished' THEN NEW.at ELSE finished_at END
    WHERE id = NEW.game_id AND version = NEW.seq AND status = 'active';
    IF NOT FOUND THEN
        RAISE EXCEPTION 'karak: stale version';
    END IF;
    INSERT INTO actions (game_id, seq, seat, action, at)
    VALUES (NEW.game_id, NEW.seq, NEW.seat, NEW.action, NEW.at);
    RETURN NEW;
END
$$;
CREATE TRIGGER moves_record INSTEAD OF INSERT ON moves
    FOR EACH ROW EXECUTE FUNCTION moves_record();
