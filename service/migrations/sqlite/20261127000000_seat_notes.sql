-- A seat of a game under way handed to a bot (its player resigned, or deleted their
-- account): the game's log says so at the version it happened. A seat changes hands
-- once: a bot never gives it back.
CREATE TABLE seat_notes (
    game_id TEXT NOT NULL REFERENCES games(id) ON DELETE CASCADE,
    seat INTEGER NOT NULL,
    version INTEGER NOT NULL,
    change TEXT NOT NULL CHECK (change IN ('resigned', 'account_deleted')),
    PRIMARY KEY (game_id, seat)
);
