-- Account names that look alike are one name: each account keeps the key of its name
-- (`service::name_key`: NFKC, lower case, the UTS #39 confusable skeleton, no combining
-- marks), unique. Accounts made before get theirs when the database is opened
-- (`accounts::names::backfill_name_keys`).
ALTER TABLE users ADD COLUMN name_key TEXT;
CREATE UNIQUE INDEX users_name_key ON users (name_key);
