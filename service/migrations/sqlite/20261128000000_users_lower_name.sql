-- Account names are looked up by `lower(name)`, the spelling PostgreSQL shares (its
-- unique index is on `lower(name)`); this index serves that lookup here. SQLite's
-- lower() folds ASCII letters only, as the NOCASE collation of the column does.
CREATE INDEX users_lower_name ON users (lower(name));
