package eleusis.web.classroom;

import eleusis.game.Outcome;
import eleusis.live.LiveTables;
import eleusis.store.ClassSession;
import eleusis.store.Database;
import eleusis.store.SessionTable;
import eleusis.store.StoreException;
import eleusis.store.Teacher;
import eleusis.web.Language;
import eleusis.web.Requests;
import eleusis.web.TeacherLogin;
import eleusis.web.Texts;
import eleusis.web.lessons.LessonPick;
import eleusis.web.lessons.Lessons;
import eleusis.web.play.ComputerPlayers;
import eleusis.web.play.SocketMessages;
import eleusis.web.play.TableBroadcast;
import io.javalin.config.RoutesConfig;
import io.javalin.http.Context;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * The teacher's controls for the whole class at once: Start (the session leaves its lobby), pause
 * and resume every table, show and hide every table's rule, and deal the next round at every table
 * whose round is over (each with its own rule again). Like the per-table controls, plain form posts
 * that come back to the console.
 */
public record SessionControls(Database db, LiveTables games, TableBroadcast tables, TeacherControls controls,
                       SessionRoutes console, ComputerPlayers computer, Lessons lessons) {
    public void register(RoutesConfig routes) {
        routes.post("/sessions/{id}/start", ctx -> withSession(ctx, (t, s) -> start(ctx, s)));
        routes.post("/sessions/{id}/pause-all", ctx -> withSession(ctx, (t, s) -> each(ctx, s, table -> controls.setPaused(table, true))));
        routes.post("/sessions/{id}/resume-all", ctx -> withSession(ctx, (t, s) -> each(ctx, s, table -> controls.setPaused(table, false))));
        routes.post("/sessions/{id}/reveal-all", ctx -> withSession(ctx, (t, s) -> each(ctx, s, table -> {
            if (!ClassroomPages.extra(table)) controls.setRevealed(table, true);
        })));
        routes.post("/sessions/{id}/hide-all", ctx -> withSession(ctx, (t, s) -> each(ctx, s, table -> {
            if (!ClassroomPages.extra(table)) controls.setRevealed(table, false);
        })));
        routes.post("/sessions/{id}/next-all", ctx -> withSession(ctx, (t, s) -> nextAll(ctx, t, s)));
        routes.post("/sessions/{id}/lesson", ctx -> withSession(ctx, (t, s) -> new LessonPick(db, games, tables, lessons)
                .pick(ctx, s, problems -> {
                    ctx.status(problems.status());
                    console.session(ctx, t, s.id(), problems.message(), null);
                })));
        // Archived: kept for review, off the list of sessions running, and closed to new joins.
        routes.post("/sessions/{id}/archive", ctx -> withSession(ctx, (t, s) -> {
            db.classSessions().setStatus(s.id(), eleusis.store.SessionStatus.ENDED);
            ctx.redirect("/sessions");
        }));
        // Locked: the code seats nobody more (a prankster outside the room); seated students play on.
        routes.post("/sessions/{id}/lock", ctx -> withSession(ctx, (t, s) -> {
            db.classSessions().setLocked(s.id(), true);
            ctx.redirect("/sessions/" + s.id());
        }));
        routes.post("/sessions/{id}/unlock", ctx -> withSession(ctx, (t, s) -> {
            db.classSessions().setLocked(s.id(), false);
            ctx.redirect("/sessions/" + s.id());
        }));
        routes.post("/sessions/{id}/reopen", ctx -> withSession(ctx, (t, s) -> {
            db.classSessions().setStatus(s.id(), eleusis.store.SessionStatus.OPEN);
            ctx.redirect("/sessions/" + s.id());
        }));
    }

    private interface SessionAction {
        void run(Teacher teacher, ClassSession session);
    }

    private void withSession(Context ctx, SessionAction then) {
        TeacherLogin.require(ctx, db, t -> {
            Optional<ClassSession> s = console.own().find(ctx, t, Requests.id(ctx));
            if (s.isPresent()) then.run(t, s.get());
        });
    }

    private void start(Context ctx, ClassSession s) {
        db.classSessions().start(s.id());
        for (SessionTable table : db.tables().listBySession(s.id())) {
            tables.changed(table.id()); // every screen leaves the lobby
            computer.nudge(table.id());
        }
        ctx.redirect("/sessions/" + s.id());
    }

    private void each(Context ctx, ClassSession s, java.util.function.Consumer<SessionTable> control) {
        for (SessionTable table : db.tables().listBySession(s.id())) control.accept(table);
        ctx.redirect("/sessions/" + s.id());
    }

    /** Every table whose round is over (and whose game is not) gets its next round: the lesson's rule, or this round's again. */
    private void nextAll(Context ctx, Teacher t, ClassSession s) {
        Texts texts = Language.texts(ctx);
        List<String> problems = new ArrayList<>();
        for (SessionTable table : db.tables().listBySession(s.id())) {
            if (ClassroomPages.extra(table) || games.get(table.id()).over()) continue;
            if (!games.get(table.id()).read(g -> g.allowed(eleusis.game.GameType.HOUSE_SEAT).contains("next_round"))) continue;
            try {
                Outcome o = controls.actAsHouse(table, controls.nextAsPlanned(table));
                if (o instanceof Outcome.Refused r) {
                    problems.add(table.name() + ": " + SocketMessages.refusal(texts,
                            r.refusal().reason().name().toLowerCase(Locale.ROOT), r.refusal().message()));
                }
            } catch (StoreException e) {
                problems.add(table.name() + ": " + e.getMessage());
            }
        }
        if (!problems.isEmpty()) {
            ctx.status(409);
            console.session(ctx, t, s.id(), String.join("\n", problems), null);
            return;
        }
        ctx.redirect("/sessions/" + s.id());
    }
}
