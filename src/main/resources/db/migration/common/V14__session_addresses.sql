-- Issue 26: one student's wrong join codes must not lock classmates out of joining from the same school
-- address. A session remembers (by a hash, not the address itself) the addresses it was made from and
-- joined from with its code; from such an address its code is taken even while the address is made to
-- wait for wrong codes. That tells a guesser at that address nothing they could not learn in the room.
CREATE TABLE session_addresses (
    session_id  BIGINT NOT NULL REFERENCES class_sessions (id) ON DELETE CASCADE,
    address_key VARCHAR(64) NOT NULL,
    PRIMARY KEY (session_id, address_key)
);
