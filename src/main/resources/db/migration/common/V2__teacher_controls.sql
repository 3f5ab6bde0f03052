-- What the teacher controls at a table besides the game itself. Portable SQL (H2 and PostgreSQL 15).
-- paused: students' actions are held back until the teacher resumes.
-- revealed_round: the round whose secret rule the teacher showed to the table (null: none shown).
-- computer_seats: seats nobody has taken are played by the computer.
ALTER TABLE game_tables ADD COLUMN paused BOOLEAN DEFAULT FALSE NOT NULL;
ALTER TABLE game_tables ADD COLUMN revealed_round INTEGER;
ALTER TABLE game_tables ADD COLUMN computer_seats BOOLEAN DEFAULT FALSE NOT NULL;
