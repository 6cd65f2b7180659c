-- Karak Online's storage is event-sourced: a game is (options, seed, actions);
-- every other form of a game (its state, its views) is derived from them.

CREATE TABLE users (
    id            INTEGER PRIMARY KEY,
    name          TEXT    NOT NULL UNIQUE COLLATE NOCASE,
    password_hash TEXT    NOT NULL,            -- argon2id PHC string
    created_at    TEXT    NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);

CREATE TABLE games (
    id            TEXT    PRIMARY KEY,         -- random, unguessable id used in URLs
    kind          TEXT    NOT NULL,            -- 'karak' (later 'goblin', 'karak2')
    options       TEXT    NOT NULL,            -- JSON of the game's Options
    seed          INTEGER NOT NULL,            -- the ChaCha seed; never sent to clients before the end
    rules_version INTEGER NOT NULL,
    status        TEXT    NOT NULL CHECK (status IN ('waiting', 'active', 'finished')),
    version       INTEGER NOT NULL DEFAULT 0,  -- number of committed actions
    owner_user    INTEGER REFERENCES users(id) ON DELETE SET NULL,
    owner_guest   TEXT,                        -- guest session that created it (claimable later)
    created_at    TEXT    NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
    finished_at   TEXT,
    result        TEXT                         -- JSON of the outcome once finished
);

CREATE TABLE seats (
    game_id    TEXT    NOT NULL REFERENCES games(id) ON DELETE CASCADE,
    seat       INTEGER NOT NULL,
    kind       TEXT    NOT NULL CHECK (kind IN ('account', 'local', 'bot')),
    user_id    INTEGER REFERENCES users(id) ON DELETE SET NULL,
    name       TEXT    NOT NULL,
    hero       TEXT,
    PRIMARY KEY (game_id, seat)
);

CREATE TABLE actions (
    game_id TEXT    NOT NULL REFERENCES games(id) ON DELETE CASCADE,
    seq     INTEGER NOT NULL,                  -- 0-based; equals games.version before the insert
    seat    INTEGER NOT NULL,
    action  TEXT    NOT NULL,                  -- JSON of the rules crate's Action
    at      TEXT    NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
    PRIMARY KEY (game_id, seq)
) WITHOUT ROWID;

CREATE INDEX games_owner_user ON games(owner_user);
CREATE INDEX games_owner_guest ON games(owner_guest);
CREATE INDEX seats_user ON seats(user_id);
