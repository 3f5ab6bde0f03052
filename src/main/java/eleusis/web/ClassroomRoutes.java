package eleusis.web;

import eleusis.game.Judge;
import eleusis.game.Outcome;
import eleusis.game.eleusis.EleusisSettings;
import eleusis.game.express.ExpressSettings;
import eleusis.rules.Rule;
import eleusis.rules.RuleResult;
import eleusis.store.ClaimedSeat;
import eleusis.store.ClassSession;
import eleusis.store.Database;
import eleusis.store.GameKind;
import eleusis.store.SessionTable;
import eleusis.store.StoreException;
import eleusis.store.StoredGame;
import eleusis.store.StoredGames;
import eleusis.store.Teacher;
import io.javalin.config.RoutesConfig;
import io.javalin.http.Context;
import io.javalin.http.Cookie;
import io.javalin.http.SameSite;
import java.security.SecureRandom;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Class sessions: a teacher starts one (a game, a secret rule, the number of seats) and gets a join
 * code; students join with the code and a name and get a seat, kept by a seat-token cookie, so a
 * reload or a lost connection brings them back to the same seat.
 */
final class ClassroomRoutes {
    static final int MAX_NAME = 40;

    private final Database db;
    private final StoredGames games;
    private final TableSockets sockets;
    private final SecureRandom seeds = new SecureRandom();
    /** 120 join attempts a minute per address: a whole class behind one school address fits, a code-guessing script does not. */
    private final JoinLimiter limiter = new JoinLimiter(120, 60_000, java.time.Clock.systemUTC());

    ClassroomRoutes(Database db, StoredGames games, TableSockets sockets) {
        this.db = db;
        this.games = games;
        this.sockets = sockets;
    }

    void register(RoutesConfig routes) {
        routes.get("/sessions", ctx -> withTeacher(ctx, t -> sessions(ctx, t, null, "")));
        routes.post("/sessions", ctx -> withTeacher(ctx, t -> create(ctx, t)));
        routes.get("/sessions/{id}", ctx -> withTeacher(ctx, t -> session(ctx, t)));
        routes.post("/tables/{id}/next", ctx -> withTeacher(ctx, t -> nextRound(ctx, t)));
        routes.get("/watch/{id}", ctx -> withTeacher(ctx, t -> watch(ctx, t)));
        routes.get("/join", ctx -> join(ctx, new ClassroomPages.Join(or(ctx.queryParam("code")), "", null)));
        routes.post("/join", this::claim);
        routes.get("/play/{id}", this::play);
        routes.ws("/ws/tables/{table}", sockets::configure);
    }

    private void withTeacher(Context ctx, java.util.function.Consumer<Teacher> then) {
        TeacherLogin.require(ctx, db, then);
    }

    private void sessions(Context ctx, Teacher t, String error, String rule) {
        ctx.render("pages/sessions.jte", Map.of("page",
                new ClassroomPages.Sessions(t.displayName(), db.classSessions().listByTeacher(t.id()), error, rule)));
    }

    private void create(Context ctx, Teacher t) {
        String title = or(ctx.formParam("title")).strip();
        String kind = or(ctx.formParam("game"));
        String ruleText = or(ctx.formParam("rule"));
        int players;
        try {
            players = Integer.parseInt(or(ctx.formParam("players")));
        } catch (NumberFormatException e) {
            players = 0;
        }
        List<String> problems = new ArrayList<>();
        if (title.isEmpty()) problems.add("give the session a title");
        if (!kind.equals("express") && !kind.equals("eleusis")) problems.add("choose Eleusis or Eleusis Express");
        if (players < 3 || players > 8) problems.add("a table has 3 to 8 players (one deals each round)");
        RuleResult rule = Rule.compile(ruleText);
        if (!rule.ok()) problems.add(rule.report());
        if (!problems.isEmpty()) {
            ctx.status(400);
            sessions(ctx, t, String.join("\n", problems), ruleText);
            return;
        }
        ClassSession s = db.classSessions().create(t.id(), title, GameKind.of(kind));
        Judge judge = new Judge.ByRule(rule.rule());
        try {
            long seed = seeds.nextLong();
            if (kind.equals("express")) {
                games.createExpress(s.id(), "Table 1", ExpressSettings.standard(players, judge), seed);
            } else {
                games.createEleusis(s.id(), "Table 1", EleusisSettings.standard(players, judge), seed);
            }
        } catch (StoreException e) {
            ctx.status(400);
            sessions(ctx, t, e.getMessage(), ruleText);
            return;
        }
        ctx.redirect("/sessions/" + s.id());
    }

    private Optional<ClassSession> ownSession(Context ctx, Teacher t, long id) {
        Optional<ClassSession> s = db.classSessions().find(id);
        if (s.isEmpty() || s.get().teacherId() != t.id()) {
            ctx.status(404).result("There is no such session among yours.");
            return Optional.empty();
        }
        return s;
    }

    private void session(Context ctx, Teacher t) {
        Optional<ClassSession> s = ownSession(ctx, t, id(ctx));
        if (s.isEmpty()) return;
        List<ClassroomPages.TableInfo> tables = new ArrayList<>();
        for (SessionTable table : db.tables().listBySession(s.get().id())) {
            StoredGame<?> game = games.get(table.id());
            String ruleSource = ruleOf(table);
            Rule rule = Rule.compile(ruleSource).rule();
            tables.add(new ClassroomPages.TableInfo(table, game.read(g -> g.players()), db.seats().list(table.id()),
                    ruleSource, rule == null ? "" : rule.english(), game.over()));
        }
        String link = ctx.scheme() + "://" + ctx.host() + "/join?code=" + s.get().joinCode();
        ctx.render("pages/session.jte", Map.of("page", new ClassroomPages.Session(s.get(), link, tables)));
    }

    /** The secret rule of a table, as its settings store it. */
    private static String ruleOf(SessionTable table) {
        try {
            return new com.fasterxml.jackson.databind.ObjectMapper().readTree(table.settingsJson())
                    .path("judges").path(0).path("rule").asText("");
        } catch (Exception e) {
            return "";
        }
    }

    private void nextRound(Context ctx, Teacher t) {
        Optional<SessionTable> table = db.tables().find(id(ctx));
        if (table.isEmpty() || ownSession(ctx, t, table.get().sessionId()).isEmpty()) {
            ctx.status(404).result("There is no such table among yours.");
            return;
        }
        StoredGame<?> game = games.get(table.get().id());
        int seat = game.read(g -> g.waitingFor().isEmpty() ? 0 : g.waitingFor().get(0));
        Outcome o = game.applyJson(seat, "{\"kind\":\"next_round\"}");
        if (o instanceof Outcome.Applied applied) sockets.broadcast(table.get().id(), applied.events());
        ctx.redirect("/sessions/" + table.get().sessionId());
    }

    private void watch(Context ctx, Teacher t) {
        Optional<SessionTable> table = db.tables().find(id(ctx));
        if (table.isEmpty() || ownSession(ctx, t, table.get().sessionId()).isEmpty()) {
            ctx.status(404).result("There is no such table among yours.");
            return;
        }
        ctx.render("pages/table.jte", Map.of("page", new ClassroomPages.Table(table.get().id(), table.get().name(), true)));
    }

    private static void join(Context ctx, ClassroomPages.Join page) {
        ctx.render("pages/join.jte", Map.of("page", page));
    }

    private void claim(Context ctx) {
        String code = or(ctx.formParam("code")).strip();
        String name = or(ctx.formParam("name")).strip();
        if (!limiter.allow(ctx.ip())) {
            ctx.status(429).header("Retry-After", Long.toString(limiter.retryAfterSeconds(ctx.ip())));
            join(ctx, new ClassroomPages.Join(code, name, "too many tries from this network; wait a minute and try again"));
            return;
        }
        if (name.isEmpty() || name.length() > MAX_NAME) {
            ctx.status(400);
            join(ctx, new ClassroomPages.Join(code, name, "write your name (1 to " + MAX_NAME + " characters)"));
            return;
        }
        Optional<ClassSession> s = db.classSessions().findByCode(code);
        if (s.isEmpty()) {
            ctx.status(404);
            join(ctx, new ClassroomPages.Join(code, name, "no class has the code \u201c" + code + "\u201d; check it with your teacher"));
            return;
        }
        List<SessionTable> tables = db.tables().listBySession(s.get().id());
        for (SessionTable table : tables) {
            // A browser that already holds a seat at this table goes back to it.
            String held = ctx.cookie(TableSockets.seatCookie(table.id()));
            if (held != null && db.seats().findByToken(held).filter(x -> x.tableId() == table.id()).isPresent()) {
                ctx.redirect("/play/" + table.id());
                return;
            }
        }
        for (SessionTable table : tables) {
            int players = games.get(table.id()).read(g -> g.players());
            try {
                ClaimedSeat seat = db.seats().claimFirstFree(table.id(), players, name);
                Cookie cookie = new Cookie(TableSockets.seatCookie(table.id()), seat.token());
                cookie.setHttpOnly(true);
                cookie.setSameSite(SameSite.LAX);
                cookie.setPath("/");
                cookie.setMaxAge(60 * 60 * 24 * 7);
                ctx.cookie(cookie);
                ctx.redirect("/play/" + table.id());
                return;
            } catch (StoreException.Conflict full) {
                // this table is full: try the next one
            }
        }
        ctx.status(409);
        join(ctx, new ClassroomPages.Join(code, name, "every seat of this class is taken; ask your teacher"));
    }

    private void play(Context ctx) {
        long tableId = id(ctx);
        Optional<SessionTable> table = db.tables().find(tableId);
        String token = ctx.cookie(TableSockets.seatCookie(tableId));
        boolean seated = table.isPresent() && token != null
                && db.seats().findByToken(token).filter(x -> x.tableId() == tableId).isPresent();
        if (!seated) {
            ctx.redirect("/join");
            return;
        }
        ctx.render("pages/table.jte", Map.of("page", new ClassroomPages.Table(tableId, table.get().name(), false)));
    }

    private static long id(Context ctx) {
        try {
            return Long.parseLong(ctx.pathParam("id"));
        } catch (NumberFormatException e) {
            return -1;
        }
    }

    private static String or(String s) {
        return s == null ? "" : s;
    }
}
