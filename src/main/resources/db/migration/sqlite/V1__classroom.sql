-- The classroom's first schema for SQLite: the same tables, columns and keys as
-- db/migration/postgresql/V1__classroom.sql (which is kept byte for byte: Flyway checks its checksum in
-- existing PostgreSQL databases). Differences SQLite needs:
-- * ids are INTEGER PRIMARY KEY AUTOINCREMENT (SQLite's identity; AUTOINCREMENT never reuses an id, as
--   PostgreSQL's identity does not, so an old link or seat cookie never reaches a newer row);
-- * times are TEXT, UTC with milliseconds in one fixed width (2026-03-02T09:15:00.123Z, see Sql): it
--   sorts and compares in time order. SQLite ignores VARCHAR lengths; the repositories check them.
-- Foreign keys are enforced because every connection sets foreign_keys=ON (see Database).

CREATE TABLE teachers (
    id            INTEGER PRIMARY KEY AUTOINCREMENT,
    email         VARCHAR(254) NOT NULL UNIQUE,
    display_name  VARCHAR(100) NOT NULL,
    password_hash VARCHAR(100) NOT NULL,
    created_at    TEXT NOT NULL
);

CREATE TABLE login_sessions (
    token_hash VARCHAR(64) PRIMARY KEY,
    teacher_id BIGINT NOT NULL REFERENCES teachers (id) ON DELETE CASCADE,
    created_at TEXT NOT NULL,
    expires_at TEXT NOT NULL
);
CREATE INDEX login_sessions_teacher ON login_sessions (teacher_id);
CREATE INDEX login_sessions_expiry ON login_sessions (expires_at);

CREATE TABLE saved_rules (
    id          INTEGER PRIMARY KEY AUTOINCREMENT,
    teacher_id  BIGINT NOT NULL REFERENCES teachers (id) ON DELETE CASCADE,
    name        VARCHAR(200) NOT NULL,
    level       INTEGER NOT NULL,
    description VARCHAR(4000) NOT NULL,
    rule_text   VARCHAR(20000) NOT NULL,
    created_at  TEXT NOT NULL,
    updated_at  TEXT NOT NULL
);
CREATE INDEX saved_rules_teacher ON saved_rules (teacher_id);

CREATE TABLE class_sessions (
    id         INTEGER PRIMARY KEY AUTOINCREMENT,
    teacher_id BIGINT NOT NULL REFERENCES teachers (id) ON DELETE CASCADE,
    join_code  VARCHAR(6) NOT NULL UNIQUE,
    title      VARCHAR(200) NOT NULL,
    game_mode  VARCHAR(20) NOT NULL,
    status     VARCHAR(20) NOT NULL,
    created_at TEXT NOT NULL
);
CREATE INDEX class_sessions_teacher ON class_sessions (teacher_id);

CREATE TABLE game_tables (
    id            INTEGER PRIMARY KEY AUTOINCREMENT,
    session_id    BIGINT NOT NULL REFERENCES class_sessions (id) ON DELETE CASCADE,
    name          VARCHAR(100) NOT NULL,
    game_kind     VARCHAR(20) NOT NULL,
    settings_json VARCHAR(100000) NOT NULL,
    seed          BIGINT NOT NULL,
    status        VARCHAR(20) NOT NULL,
    created_at    TEXT NOT NULL
);
CREATE INDEX game_tables_session ON game_tables (session_id);

CREATE TABLE seats (
    table_id    BIGINT NOT NULL REFERENCES game_tables (id) ON DELETE CASCADE,
    seat        INTEGER NOT NULL,
    player_name VARCHAR(100) NOT NULL,
    token_hash  VARCHAR(64) NOT NULL UNIQUE,
    joined_at   TEXT NOT NULL,
    last_seen   TEXT NOT NULL,
    PRIMARY KEY (table_id, seat)
);

-- The primary key makes a second writer of the same number fail instead of forking the game.
CREATE TABLE game_actions (
    table_id    BIGINT NOT NULL REFERENCES game_tables (id) ON DELETE CASCADE,
    seq         INTEGER NOT NULL,
    seat        INTEGER NOT NULL,
    action_json VARCHAR(20000) NOT NULL,
    created_at  TEXT NOT NULL,
    PRIMARY KEY (table_id, seq)
);

CREATE TABLE notebook_entries (
    id         INTEGER PRIMARY KEY AUTOINCREMENT,
    table_id   BIGINT NOT NULL REFERENCES game_tables (id) ON DELETE CASCADE,
    seat       INTEGER NOT NULL,
    seq        INTEGER NOT NULL,
    hypothesis VARCHAR(10000) NOT NULL,
    created_at TEXT NOT NULL
);
CREATE INDEX notebook_entries_seat ON notebook_entries (table_id, seat);
