-- Several servers on one database (issue 11): which seats have a socket open on which server, so a
-- teacher's console on any server shows who is connected. Portable SQL (SQLite, PostgreSQL, H2).
-- server_beats: each running server's id and when it last said it is alive (epoch milliseconds);
-- a server that stops beating (killed) no longer counts, and its rows are cleared later.
-- seat_sockets: one row per server and seat with at least one socket open there.
CREATE TABLE server_beats (
    server      VARCHAR(40) PRIMARY KEY,
    beat_millis BIGINT NOT NULL
);

CREATE TABLE seat_sockets (
    server   VARCHAR(40) NOT NULL,
    table_id BIGINT NOT NULL,
    seat     INTEGER NOT NULL,
    PRIMARY KEY (server, table_id, seat)
);
CREATE INDEX seat_sockets_table ON seat_sockets (table_id);
