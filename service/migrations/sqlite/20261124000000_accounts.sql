-- Accounts (issue 5): a per-account session key, ids that are never handed out
-- twice, and personal API tokens.

-- A random key copied into the browser session at sign-in; a session whose key no
-- longer matches (password changed, account deleted) is no longer signed in.
ALTER TABLE users ADD COLUMN session_key TEXT NOT NULL DEFAULT '';
UPDATE users SET session_key = lower(hex(randomblob(16)));

-- SQLite reuses the highest rowid after a delete; remembering deleted ids lets
-- sign-up pick an id above every id ever used, so nothing that still names a
-- deleted account (a stale session, a log line) can point at a new one.
CREATE TABLE retired_user_ids (id INTEGER PRIMARY KEY);
CREATE TRIGGER users_retire_id AFTER DELETE ON users
BEGIN
    INSERT OR IGNORE INTO retired_user_ids (id) VALUES (old.id);
END;

-- Personal API tokens: only the SHA-256 of the secret is stored.
CREATE TABLE api_tokens (
    id           INTEGER PRIMARY KEY,
    user_id      INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    label        TEXT    NOT NULL,
    token_hash   TEXT    NOT NULL UNIQUE,      -- lowercase hex SHA-256 of the secret
    created_at   TEXT    NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
    last_used_at TEXT
);
CREATE INDEX api_tokens_user ON api_tokens(user_id);
