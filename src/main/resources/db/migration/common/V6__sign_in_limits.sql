-- A sign-in that stays unused for a while ends (a teacher's laptop left open in a classroom); the
-- time is in epoch milliseconds, 0 for sessions begun before this column (taken as seen now).
ALTER TABLE login_sessions ADD COLUMN last_seen_ms BIGINT NOT NULL DEFAULT 0;

-- Wrong passwords counted per account and per address, so guessing makes the guesser wait; kept in
-- the database so that several servers count together.
CREATE TABLE sign_in_failures (
    subject          VARCHAR(300) PRIMARY KEY,
    failures         INTEGER NOT NULL,
    window_start_ms  BIGINT NOT NULL,
    blocked_until_ms BIGINT NOT NULL
);
