-- Issue 24: a student who joins a class whose every seat is taken gets a new table, or, where the
-- teacher's settings forbid it (the class is closed, at its largest, or every game is over), a
-- message; the teacher's console shows both, newest first. One line per name and kind (the newest
-- try), and only a session's newest few are kept.
CREATE TABLE join_notices (
    session_id BIGINT NOT NULL REFERENCES class_sessions (id) ON DELETE CASCADE,
    name_key   VARCHAR(100) NOT NULL,
    name       VARCHAR(100) NOT NULL,
    kind       VARCHAR(20) NOT NULL,
    table_id   BIGINT,
    at_millis  BIGINT NOT NULL,
    PRIMARY KEY (session_id, name_key, kind)
);
