-- A session may follow a lesson plan (issue 15): the id of the plan in lessons/plans/ (the same in
-- every language; each screen reads the plan in its reader's language). Null: no lesson.
ALTER TABLE class_sessions ADD COLUMN lesson_id VARCHAR(60);
