-- What an account is told (issue 40): its turn, an invitation, a seat taken in a game it
-- hosts, a game started or ended, time running out. `data` is JSON of what the words
-- need (who, the winners); it never holds anything hidden. Read or not; kept 30 days.
CREATE TABLE notifications (
    id         INTEGER PRIMARY KEY,
    user_id    INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    game_id    TEXT    REFERENCES games(id) ON DELETE CASCADE,
    kind       TEXT    NOT NULL CHECK (kind IN ('your_turn', 'invited', 'seat_taken',
                                                'game_started', 'game_ended', 'time_running_out')),
    data       TEXT    NOT NULL DEFAULT '{}',
    created_at TEXT    NOT NULL,
    read_at    TEXT
);
CREATE INDEX notifications_user ON notifications (user_id, created_at);
CREATE INDEX notifications_created ON notifications (created_at);
