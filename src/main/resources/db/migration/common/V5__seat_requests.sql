-- A student back on a new device (or whose cookie was lost) asks for their seat by name; the
-- teacher approves from the console, and the seat's token becomes the one the new device holds.
-- One request per seat at a time; a new request replaces the old one.
CREATE TABLE seat_requests (
    table_id   BIGINT NOT NULL REFERENCES game_tables (id) ON DELETE CASCADE,
    seat       INTEGER NOT NULL,
    token_hash VARCHAR(64) NOT NULL,
    asked_at   BIGINT NOT NULL,
    PRIMARY KEY (table_id, seat)
);
