-- Web Push (issue 40): the devices an account receives notifications on when no tab
-- is open, its choice of what is pushed and when not, and the server's VAPID key.
-- A subscription is the browser's endpoint and keys (RFC 8291) with the language
-- its notifications are worded in; an endpoint belongs to one account at a time.
CREATE TABLE push_devices (
    id         INTEGER PRIMARY KEY,
    user_id    INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    endpoint   TEXT    NOT NULL UNIQUE,
    p256dh     TEXT    NOT NULL,
    auth       TEXT    NOT NULL,
    language   TEXT    NOT NULL,
    device     TEXT    NOT NULL,
    created_at TEXT    NOT NULL
);
CREATE INDEX push_devices_user ON push_devices (user_id);

-- `kinds`: the notification kinds pushed, a JSON list; quiet hours in minutes of
-- the player's day, with their offset from UTC when saved. No row: the defaults.
CREATE TABLE push_settings (
    user_id    INTEGER PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
    kinds      TEXT    NOT NULL,
    quiet_from INTEGER,
    quiet_to   INTEGER,
    utc_offset INTEGER NOT NULL DEFAULT 0
);

-- Keys every server of one database shares, made by the first that needs one.
CREATE TABLE server_keys (
    name   TEXT PRIMARY KEY,
    secret TEXT NOT NULL
);
