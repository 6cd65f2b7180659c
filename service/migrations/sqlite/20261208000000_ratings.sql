-- Rated games (issue 43). `rated` is chosen when an online game is created and cleared at
-- its start when a seat is not an account's; `rated_at` is when the game's ratings moved,
-- written once (the claim that makes the rating exactly once, however many servers).
ALTER TABLE games ADD COLUMN rated INTEGER NOT NULL DEFAULT 0;
ALTER TABLE games ADD COLUMN rated_at TEXT;
-- Finished rated games whose ratings have not moved yet (a server stopped in between).
CREATE INDEX games_to_rate ON games (id) WHERE rated = 1 AND rated_at IS NULL;

-- An account's rating in one game kind: the model's estimate and its uncertainty
-- (Weng-Lin, see service/src/ratings/skill.rs), rated games played and won.
CREATE TABLE ratings (
    user_id     INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    kind        TEXT    NOT NULL,
    rating      REAL    NOT NULL,
    uncertainty REAL    NOT NULL,
    games       INTEGER NOT NULL,
    wins        INTEGER NOT NULL,
    PRIMARY KEY (user_id, kind)
);
CREATE INDEX ratings_board ON ratings (kind, rating DESC);

-- What each rated game did to each player's rating, in the order the games were rated
-- (`id`): the history that the recomputation replays and the profiles chart. A deleted
-- account's rows keep their figures without the account, so the others' history still
-- recomputes to the last digit.
CREATE TABLE rating_changes (
    id                 INTEGER PRIMARY KEY,
    game_id            TEXT    NOT NULL REFERENCES games(id) ON DELETE CASCADE,
    user_id            INTEGER REFERENCES users(id) ON DELETE SET NULL,
    kind               TEXT    NOT NULL,
    seat               INTEGER NOT NULL,
    place              INTEGER NOT NULL,
    before_rating      REAL    NOT NULL,
    before_uncertainty REAL    NOT NULL,
    after_rating       REAL    NOT NULL,
    after_uncertainty  REAL    NOT NULL,
    at                 TEXT    NOT NULL,
    UNIQUE (game_id, seat)
);
CREATE INDEX rating_changes_user ON rating_changes (user_id, kind, id);
