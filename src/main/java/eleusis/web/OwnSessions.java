package eleusis.web;

import eleusis.store.ClassSession;
import eleusis.store.Database;
import eleusis.store.Teacher;
import io.javalin.http.Context;
import java.util.Optional;

/**
 * A teacher's own class session, as every page about one (console, projector, debrief, export) looks
 * it up: another teacher's session is answered as one that does not exist, so a guessed number tells
 * nothing.
 */
public record OwnSessions(Database db) {
    /** The session, or empty with a 404 already answered. */
    public Optional<ClassSession> find(Context ctx, Teacher t, long id) {
        Optional<ClassSession> s = db.classSessions().find(id);
        if (s.isEmpty() || s.get().teacherId() != t.id()) {
            ctx.status(404).contentType(Requests.PLAIN_TEXT).result(Language.texts(ctx).get("session.error.noSession"));
            return Optional.empty();
        }
        return s;
    }
}
