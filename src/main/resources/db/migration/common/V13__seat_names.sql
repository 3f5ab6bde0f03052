-- A joining student's name is checked against the seats of their class by its key: this index finds
-- the seats of that name across the school (a handful), so the check does not read every table's seats.
CREATE INDEX seats_name ON seats (name_key);
