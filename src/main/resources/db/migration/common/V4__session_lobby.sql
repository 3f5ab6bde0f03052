-- A session may wait in its lobby (students join and see their seats, nobody plays) until the
-- teacher presses Start. Sessions made before this waited for nobody: they count as started.
ALTER TABLE class_sessions ADD COLUMN started BOOLEAN DEFAULT TRUE NOT NULL;
