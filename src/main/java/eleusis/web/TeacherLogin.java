package eleusis.web;

import eleusis.store.Database;
import eleusis.store.Teacher;
import io.javalin.http.Context;
import java.time.Duration;
import java.util.Optional;

/** The teacher's sign-in cookie: an opaque token whose hash the database keeps, never the password. */
public final class TeacherLogin {
    public static final String COOKIE = "eleusis_teacher";
    static final Duration LIFETIME = Duration.ofDays(30);

    private TeacherLogin() {}

    public static Optional<Teacher> current(Context ctx, Database db) {
        String token = Cookies.get(ctx, COOKIE);
        if (token == null || token.isBlank() || token.length() > 200) return Optional.empty();
        return db.teachers().teacherForLogin(token);
    }

    /** Runs {@code then} for the signed-in teacher, or sends the browser to the sign-in page. */
    public static void require(Context ctx, Database db, java.util.function.Consumer<Teacher> then) {
        Optional<Teacher> t = current(ctx, db);
        if (t.isEmpty()) {
            ctx.redirect("/signin");
            return;
        }
        then.accept(t.get());
    }

    public static void signIn(Context ctx, Database db, Teacher teacher) {
        String token = db.teachers().startLogin(teacher.id(), LIFETIME).token();
        Cookies.set(ctx, COOKIE, token, LIFETIME);
    }

    public static void signOut(Context ctx, Database db) {
        String token = Cookies.get(ctx, COOKIE);
        if (token != null && !token.isBlank()) db.teachers().endLogin(token);
        Cookies.remove(ctx, COOKIE);
    }
}
