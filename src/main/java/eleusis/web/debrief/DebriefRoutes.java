package eleusis.web.debrief;

import eleusis.live.LiveTables;
import eleusis.store.ClassSession;
import eleusis.store.Database;
import eleusis.store.SessionTable;
import eleusis.web.Language;
import eleusis.web.OwnSessions;
import eleusis.web.Requests;
import eleusis.web.TeacherLogin;
import eleusis.web.Texts;
import eleusis.web.play.TableSockets;
import eleusis.web.play.TableState;
import io.javalin.config.RoutesConfig;
import io.javalin.http.Context;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The debrief pages: {@code /sessions/{id}/debrief} for the session's teacher (every table, the
 * rules, every notebook), and {@code /tables/{id}/debrief} for one table, as a student of it sees it
 * (their seat cookie, as at {@code /play}) or as the class sees it on the projector (its teacher,
 * signed in). {@code ?round=N} picks the round (from 1); the latest is the default.
 */
public record DebriefRoutes(Database db, LiveTables games, OwnSessions own, Debriefs debriefs) {
    public void register(RoutesConfig routes) {
        routes.get("/sessions/{id}/debrief", ctx -> TeacherLogin.require(ctx, db, t -> {
            Optional<ClassSession> s = own.find(ctx, t, Requests.id(ctx));
            s.ifPresent(session -> session(ctx, session));
        }));
        routes.get("/tables/{id}/debrief", this::table);
    }

    private void session(Context ctx, ClassSession s) {
        Texts t = Language.texts(ctx);
        List<SessionTable> tables = db.tables().listBySession(s.id());
        List<RoundReplay> replays = new ArrayList<>();
        int rounds = 1;
        for (SessionTable table : tables) {
            RoundReplay r = replay(table.id());
            replays.add(r);
            rounds = Math.max(rounds, r.rounds().size());
        }
        Integer round = round(ctx, rounds, t);
        if (round == null) return;
        for (int i = 0; i < tables.size(); i++) debriefs.prepare(tables.get(i).id(), replays.get(i), round - 1);
        List<DebriefPage.Table> out = new ArrayList<>();
        for (int i = 0; i < tables.size(); i++) {
            SessionTable table = tables.get(i);
            out.add(debriefs.table(table, replays.get(i), round - 1, new Debriefs.Teacher(), TableState.read(db, table.id()),
                    games.get(table.id()).over(), db.notebooks().listTable(table.id()), t));
        }
        render(ctx, new DebriefPage(s.title(), "teacher", numbers(rounds), round, "/sessions/" + s.id() + "/debrief",
                "/sessions/" + s.id(), out));
    }

    private void table(Context ctx) {
        long id = Requests.id(ctx);
        Optional<SessionTable> table = db.tables().find(id);
        String token = ctx.cookie(TableSockets.seatCookie(id));
        Optional<eleusis.store.Seat> seat = table.isEmpty() || token == null ? Optional.empty()
                : db.seats().findByToken(token).filter(x -> x.tableId() == id).map(x -> x);
        if (seat.isPresent()) {
            // A seat freed and taken again: the notebook written there before this student sat down is not theirs.
            java.time.Instant since = seat.get().joinedAt();
            int own = seat.get().seat();
            show(ctx, table.get(), new Debriefs.Student(own), "/play/" + id,
                    e -> e.seat() != own || !e.createdAt().isBefore(since));
            return;
        }
        Optional<eleusis.store.Teacher> teacher = TeacherLogin.current(ctx, db);
        if (teacher.isEmpty()) {
            ctx.redirect("/join"); // neither seated here nor signed in: as /play does
            return;
        }
        Optional<ClassSession> session = table.flatMap(x -> db.classSessions().find(x.sessionId()));
        if (session.isEmpty() || session.get().teacherId() != teacher.get().id()) {
            ctx.status(404).contentType(Requests.PLAIN_TEXT).result(Language.texts(ctx).get("session.error.noTable"));
            return;
        }
        show(ctx, table.get(), new Debriefs.Class(), "/watch/" + id, e -> true);
    }

    private void show(Context ctx, SessionTable table, Debriefs.Who who, String back,
                      java.util.function.Predicate<eleusis.store.NotebookEntry> shown) {
        Texts t = Language.texts(ctx);
        RoundReplay replay = replay(table.id());
        Integer round = round(ctx, replay.rounds().size(), t);
        if (round == null) return;
        ctx.header("Cache-Control", "no-store");
        DebriefPage.Table debrief = debriefs.table(table, replay, round - 1, who, TableState.read(db, table.id()),
                games.get(table.id()).over(), db.notebooks().listTable(table.id()).stream().filter(shown).toList(), t);
        render(ctx, new DebriefPage(t.tableName(table.name()), who instanceof Debriefs.Student ? "student" : "class",
                numbers(replay.rounds().size()), round, "/tables/" + table.id() + "/debrief", back, List.of(debrief)));
    }

    private RoundReplay replay(long tableId) {
        return RoundReplay.of(games.get(tableId).stored(), db.actionLog().load(tableId));
    }

    /** The round asked for, from 1, or the latest; null when the ask is bad (answered 400, saying what is wrong). */
    private static Integer round(Context ctx, int rounds, Texts t) {
        String asked = ctx.queryParam("round");
        if (asked == null || asked.isBlank()) return rounds;
        try {
            int n = Integer.parseInt(asked.strip());
            if (n >= 1 && n <= rounds) return n;
        } catch (NumberFormatException e) {
            // answered below
        }
        ctx.status(400).contentType(Requests.PLAIN_TEXT).result(t.get("debrief.error.round", asked, rounds));
        return null;
    }

    private static List<Integer> numbers(int rounds) {
        List<Integer> out = new ArrayList<>();
        for (int i = 1; i <= rounds; i++) out.add(i);
        return out;
    }

    private static void render(Context ctx, DebriefPage page) {
        ctx.render("pages/debrief.jte", Map.of("page", page));
    }
}
