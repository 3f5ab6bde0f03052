-- When the teacher pressed Start, in milliseconds since 1970 (UTC): a lesson's first round is timed
-- from it, and a server restarted mid-lesson reads the same countdown back. Null for a session still
-- in its lobby, and for sessions started before this column (their creation stands in for it).
ALTER TABLE class_sessions ADD COLUMN started_at BIGINT;
