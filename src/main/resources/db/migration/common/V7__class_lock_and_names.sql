-- The teacher locks the class once everyone is in: a join code seen by someone outside the room
-- seats nobody more. Students already seated (and those asking for their seat back) are not affected.
ALTER TABLE class_sessions ADD COLUMN locked BOOLEAN DEFAULT FALSE NOT NULL;

-- One name once per table, even when two students join at the same instant: the name as compared
-- (trimmed, lower case, inner spaces as one), unique at its table. Seats taken before this column
-- have none (NULLs never clash), and the join page checks their names as before.
ALTER TABLE seats ADD COLUMN name_key VARCHAR(100);
CREATE UNIQUE INDEX seats_name_key ON seats (table_id, name_key);
