-- Where each account's seat of an online game was taken from (issue 43: a game between
-- two accounts of one client is not rated): keyed hashes of the client's address and of
-- its browser session, never the address itself. NULL when unknown (a seat taken by a
-- program inside the server, a seat of a game from before this column).
ALTER TABLE seats ADD COLUMN address_mark TEXT;
ALTER TABLE seats ADD COLUMN session_mark TEXT;
