-- Issue 26: a teacher can always sign in with the right password from a browser they have signed in
-- from before, however many wrong passwords others typed for their account or from their school's
-- address. Such a browser holds a token (kept here only as its hash), and its wrong passwords are
-- counted on their own.
CREATE TABLE known_browsers (
    token_hash VARCHAR(64) PRIMARY KEY,
    teacher_id BIGINT NOT NULL REFERENCES teachers (id) ON DELETE CASCADE,
    created_ms BIGINT NOT NULL
);
CREATE INDEX known_browsers_teacher ON known_browsers (teacher_id, created_ms);
