-- When a timeout was due and when a server acted on it (issue 40's figure: a timeout
-- is acted on within 2 s of its deadline). Only `timed_out` rows have them.
ALTER TABLE clock_events ADD COLUMN deadline_at TEXT;
ALTER TABLE clock_events ADD COLUMN acted_at TEXT;
