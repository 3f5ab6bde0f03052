-- computer_scientist: when computer_seats is on, the machine scientist plays the empty seats of an
-- Eleusis or Express table instead of the stand-in who plays by lot. Old tables keep playing by lot.
ALTER TABLE game_tables ADD COLUMN computer_scientist BOOLEAN DEFAULT FALSE NOT NULL;
