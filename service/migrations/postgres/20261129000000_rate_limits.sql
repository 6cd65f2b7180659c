-- Rate-limit counters that every server shares (`service/src/attempts.rs`): attempts
-- per key (client address, account, session) in a fixed window. SQLite serves one
-- server, which counts in memory, so only PostgreSQL has this table.
CREATE TABLE rate_limits (
    key        TEXT   PRIMARY KEY,
    started_ms BIGINT NOT NULL,   -- the window's start, ms since the Unix epoch
    window_ms  BIGINT NOT NULL,
    count      BIGINT NOT NULL
);
CREATE INDEX rate_limits_end ON rate_limits ((started_ms + window_ms));
