package eleusis.web;

import eleusis.game.GameType;
import eleusis.game.Games;
import eleusis.game.Judge;
import eleusis.game.RuleGameType;
import eleusis.library.LessonPlan;
import eleusis.library.RuleLibrary;
import eleusis.live.LiveTables;
import eleusis.store.ClaimedSeat;
import eleusis.store.ClassSession;
import eleusis.store.Database;
import eleusis.store.SessionTable;
import eleusis.store.ComputerKind;
import eleusis.store.StoreException;
import eleusis.store.Teacher;
import io.javalin.config.RoutesConfig;
import io.javalin.http.Context;
import java.security.SecureRandom;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Class sessions: a teacher starts one (a game, a secret rule, the seats) and gets a join code, a
 * link and a QR code; they may add tables, each with its own rule. Students join with the code and
 * a name and get a seat at the emptiest table, kept by a seat-token cookie, so a reload or a lost
 * connection brings them back to the same seat. The teacher's controls are in {@link TeacherControls}.
 */
record ClassroomRoutes(Database db, LiveTables games, TableSockets sockets, TableBroadcast broadcast, RuleLibrary library,
                       ComputerPlayers computer, RateLimiter limiter, SecureRandom seeds, JoinAddress address, Lessons lessons,
                       Latecomers latecomers) {
    ClassroomRoutes(Database db, LiveTables games, TableSockets sockets, TableBroadcast broadcast, RuleLibrary library,
                    ComputerPlayers computer, RateLimiter limiter, SecureRandom seeds, JoinAddress address, Lessons lessons) {
        this(db, games, sockets, broadcast, library, computer, limiter, seeds, address, lessons, new Latecomers(db, games, seeds));
    }

    static final int MAX_NAME = 40;
    static final int MAX_ROUNDS = 20;
    /** The most students one session's form makes tables for at once (more tables can be added). */
    static final int MAX_CLASS = 60;
    /** A short answer in words (a 404, a 409): with its charset, or browsers misread the accents of other languages. */
    static final String PLAIN_TEXT = "text/plain; charset=utf-8";

    /** 120 join attempts a minute per address: a whole class behind one school address fits, a code-guessing script does not. */
    static RateLimiter joinLimiter() {
        // Wrong codes only: a class typing the right code behind one school address is never held up.
        return new RateLimiter(60, 60_000, java.time.Clock.systemUTC());
    }

    void register(RoutesConfig routes) {
        routes.get("/sessions", ctx -> withTeacher(ctx, t -> sessions(ctx, t, null, ClassroomPages.TableForm.BLANK)));
        routes.post("/sessions", ctx -> withTeacher(ctx, t -> create(ctx, t)));
        routes.get("/sessions/{id}", ctx -> withTeacher(ctx, t -> session(ctx, t, id(ctx), null, null)));
        routes.get("/sessions/{id}/qr.svg", ctx -> withTeacher(ctx, t -> qr(ctx, t)));
        routes.get("/sessions/{id}/notices", ctx -> withTeacher(ctx, t -> notices(ctx, t)));
        routes.post("/sessions/{id}/tables", ctx -> withTeacher(ctx, t -> addTable(ctx, t)));
        routes.get("/join", ctx -> join(ctx, new ClassroomPages.Join(or(ctx.queryParam("code")), "", null)));
        routes.post("/join", this::claim);
        routes.post("/join/reclaim", this::reclaim);
        routes.get("/join/wait", this::waitForSeat);
        routes.get("/play/{id}", this::play);
        routes.ws("/ws/tables/{table}", sockets::configure);
    }

    private void withTeacher(Context ctx, java.util.function.Consumer<Teacher> then) {
        TeacherLogin.require(ctx, db, then);
    }

    List<RuleChoice.Group> options(Texts texts, Teacher t) {
        return RuleChoice.options(library, db.ruleCollections().list(t.id()), texts);
    }

    private void sessions(Context ctx, Teacher t, String error, ClassroomPages.TableForm form) {
        Texts texts = Language.texts(ctx);
        ctx.render("pages/sessions.jte", Map.of("page", new ClassroomPages.Sessions(t.displayName(),
                db.classSessions().listByTeacher(t.id()), error, form, options(texts, t), lessons.options(texts),
                or(ctx.formParam("lesson")).strip())));
    }

    static ClassroomPages.TableForm form(Context ctx) {
        return new ClassroomPages.TableForm(or(ctx.formParam("title")).strip(), or(ctx.formParam("game")),
                number(ctx.formParam("students")), number(ctx.formParam("rounds")), or(ctx.formParam("choice")),
                or(ctx.formParam("rule")), computers(ctx.formParam("computers")));
    }

    /**
     * A post without the field (an older page, a script) leaves the empty seats to nobody, as before;
     * the forms always send it, with the machine scientist chosen unless the teacher chose otherwise.
     */
    private static String computers(String field) {
        return field == null || field.isBlank() ? ComputerKind.NONE.id() : field.strip();
    }

    private void create(Context ctx, Teacher t) {
        Texts texts = Language.texts(ctx);
        ClassroomPages.TableForm form = form(ctx);
        List<String> problems = new ArrayList<>();
        if (form.title().isEmpty()) problems.add(texts.get("sessions.error.noTitle"));
        String lessonId = or(ctx.formParam("lesson")).strip();
        LessonPlan plan = null;
        if (!lessonId.isEmpty()) {
            plan = lessons.find(lessonId, texts.lang()).orElse(null);
            if (plan == null) problems.add(texts.get("lesson.error.unknown", lessonId));
        }
        form = followLesson(form, plan);
        RuleChoice rule = check(form, t, problems, texts, plan);
        if (!problems.isEmpty()) {
            ctx.status(400);
            sessions(ctx, t, String.join("\n", problems), form);
            return;
        }
        List<Integer> sizes = List.of(form.students());
        String classSize = or(ctx.formParam("classSize")).strip();
        if (!classSize.isEmpty()) {
            int size = number(classSize);
            if (size < 1 || size > MAX_CLASS) {
                ctx.status(400);
                sessions(ctx, t, texts.get("sessions.error.classSize", MAX_CLASS), form);
                return;
            }
            // As many tables as the class needs, balanced (sizes one apart at most); joins fill the emptiest first.
            sizes = TableSizes.balanced(size, form.students(), fewestSeats(form));
        }
        // A browser's form asks for the lobby (the box is ticked by default); a bare post starts at once.
        boolean lobby = "on".equals(ctx.formParam("lobby"));
        ClassSession s = db.classSessions().create(t.id(), form.title(), form.game(), !lobby, plan == null ? null : plan.id());
        try {
            for (int i = 1; i <= sizes.size(); i++) newTable(s.id(), texts.get("session.defaultTable", i), form.withStudents(sizes.get(i - 1)), rule);
        } catch (StoreException e) {
            ctx.status(400);
            sessions(ctx, t, e.getMessage(), form);
            return;
        }
        ctx.redirect("/sessions/" + s.id());
    }

    /**
     * The fewest seats a table of a balanced class gets: the game's minimum, or, where the computer
     * plays the seats no student takes, enough for every part of the game (never more than the form asked).
     */
    static int fewestSeats(ClassroomPages.TableForm form) {
        GameType<?, ?> type = Games.of(form.game());
        boolean computerFills = !type.secretRule() || ComputerKind.of(form.computers()) != ComputerKind.NONE;
        return Math.max(type.minStudents(), computerFills ? Math.min(type.fullStudents(), form.students()) : 0);
    }

    /**
     * A table of a lesson plays the lesson's game for the lesson's rounds, whatever the form said (the
     * form's help says so); with no lesson, the form as it is.
     */
    static ClassroomPages.TableForm followLesson(ClassroomPages.TableForm form, LessonPlan plan) {
        if (plan == null) return form;
        return new ClassroomPages.TableForm(form.title(), plan.game().key(), form.students(), plan.rounds().size(),
                form.choice(), form.rule(), form.computers());
    }

    /**
     * The form's problems, in the teacher's language, added to {@code problems}; the rule choice when there are none.
     * With a lesson, the first round plays the lesson's first rule unless the teacher chose another
     * (the choice "the lesson's rule", or a written rule left blank); the choice wins.
     */
    private RuleChoice check(ClassroomPages.TableForm form, Teacher t, List<String> problems, Texts texts, LessonPlan plan) {
        boolean lessonRule = form.choice().equals(Lessons.CHOICE)
                || plan != null && (form.choice().isBlank() || form.choice().equals(RuleChoice.WRITTEN) && form.rule().isBlank());
        if (lessonRule && plan == null) {
            problems.add(texts.get("lesson.error.noLesson"));
            return null;
        }
        if (lessonRule) {
            ClassroomPages.TableForm lessonForm = new ClassroomPages.TableForm(form.title(), form.game(), form.students(),
                    form.rounds(), RuleChoice.BY_HAND, "");
            check(lessonForm, t, problems, texts); // the students and rounds; the rule is the lesson's
            return lessons.choice(plan, 1).orElseThrow();
        }
        return check(form, t, problems, texts);
    }

    /** The form's problems, in the teacher's language, added to {@code problems}; the rule choice when there are none. */
    private RuleChoice check(ClassroomPages.TableForm form, Teacher t, List<String> problems, Texts texts) {
        GameType<?, ?> type = Games.find(form.game()).orElse(null);
        if (type == null) problems.add(texts.get("tableForm.error.game")); // and the rest is checked as for Eleusis
        if (type != null && !type.secretRule()) {
            // An extra mode: "students" is the game's number of players; the computer fills the empty seats.
            int min = type.minStudents(), max = type.maxStudents();
            if (form.students() < min || form.students() > max) {
                problems.add(min == max ? texts.get("tableForm.error.exactly", type.title(), min)
                        : texts.get("tableForm.error.range", type.title(), min, max));
            }
            return null;
        }
        if (form.students() < RuleGameType.MIN_STUDENTS || form.students() > RuleGameType.MAX_STUDENTS) {
            problems.add(texts.get("tableForm.error.students", RuleGameType.MIN_STUDENTS, RuleGameType.MAX_STUDENTS));
        }
        if (form.rounds() < 1 || form.rounds() > MAX_ROUNDS) problems.add(texts.get("tableForm.error.rounds", MAX_ROUNDS));
        if (ComputerKind.of(form.computers()) == null) problems.add(texts.get("seats.error.kind"));
        RuleChoice rule = RuleChoice.resolve(form.choice(), form.rule(), library, db.ruleCollections(), t.id(), texts);
        if (!rule.ok()) problems.add(rule.error());
        return rule;
    }

    /** Deals a table's game: the house (the teacher) deals every round, students sit from seat 1. */
    private void newTable(long sessionId, String name, ClassroomPages.TableForm form, RuleChoice rule) {
        GameType<?, ?> type = Games.of(form.game());
        if (!type.secretRule()) {
            deal(type, sessionId, name, GameType.Setup.players(form.students()));
            return;
        }
        Judge judge = rule.byHand() ? new Judge.ByHand("the teacher judges") : new Judge.ByRule(rule.rule());
        deal(type, sessionId, name, new GameType.Setup(form.students() + 1, form.rounds(), judge, true), ComputerKind.of(form.computers()));
    }

    private <S> void deal(GameType<S, ?> type, long sessionId, String name, GameType.Setup setup) {
        deal(type, sessionId, name, setup, type.computerFillsSeats() ? ComputerKind.BY_LOT : ComputerKind.NONE);
    }

    private <S> void deal(GameType<S, ?> type, long sessionId, String name, GameType.Setup setup, ComputerKind computers) {
        S settings;
        try {
            settings = type.settings(setup);
        } catch (IllegalArgumentException e) {
            throw new StoreException.Invalid("the game cannot start: " + e.getMessage());
        }
        games.create(type, sessionId, name, settings, seeds.nextLong(), computers);
    }

    Optional<ClassSession> ownSession(Context ctx, Teacher t, long id) {
        Optional<ClassSession> s = db.classSessions().find(id);
        if (s.isEmpty() || s.get().teacherId() != t.id()) {
            ctx.status(404).contentType(PLAIN_TEXT).result(Language.texts(ctx).get("session.error.noSession"));
            return Optional.empty();
        }
        return s;
    }

    void session(Context ctx, Teacher t, long sessionId, String error, ClassroomPages.TableForm form) {
        Optional<ClassSession> s = ownSession(ctx, t, sessionId);
        if (s.isEmpty()) return;
        Texts texts = Language.texts(ctx);
        List<ClassroomPages.TableInfo> tables = consoleTables(s.get(), texts);
        LessonPlan plan = lessons.find(s.get().lesson(), texts.lang()).orElse(null);
        ClassroomPages.TableForm next = form != null ? form : new ClassroomPages.TableForm(texts.get("session.defaultTable", tables.size() + 1),
                s.get().game(), 4, 3, plan == null ? RuleChoice.WRITTEN : Lessons.CHOICE, "", ComputerKind.SCIENTIST.id());
        Map<Long, String> nextRules = new java.util.HashMap<>();
        ClassroomPages.LessonPanel panel = null;
        if (plan != null) {
            for (ClassroomPages.TableInfo table : tables) {
                // The next round of the lesson: the engines count rounds from 0, lessons from 1.
                if (!table.extra()) lessons.rule(plan, table.round() + 2).ifPresent(r -> nextRules.put(table.table().id(), r.name(texts.lang())));
            }
            panel = Lessons.panel(plan, Lessons.Moment.ofConsole(s.get(), tables), lessons, texts);
        }
        ctx.render("pages/session.jte", Map.of("page",
                new ClassroomPages.Session(s.get(), joinLink(ctx, s.get()), tables, options(texts, t), error, next, panel,
                        lessons.options(texts), nextRules, ConsoleStage.of(s.get(), tables, nextRules)),
                "notices", ClassNotices.of(s.get(), tables, db.joinNotices().list(s.get().id()), texts, java.time.Instant.now())));
    }

    /** Every table of the session as the console shows it. */
    private List<ClassroomPages.TableInfo> consoleTables(ClassSession s, Texts texts) {
        List<ClassroomPages.TableInfo> tables = new ArrayList<>();
        java.time.Instant now = java.time.Instant.now();
        for (SessionTable table : db.tables().listBySession(s.id())) {
            tables.add(ConsoleTable.read(db, games, broadcast, table, now, texts, !s.started()));
        }
        return tables;
    }

    /** The console's notices alone, for the console to draw again while it is open. */
    private void notices(Context ctx, Teacher t) {
        Optional<ClassSession> s = ownSession(ctx, t, id(ctx));
        if (s.isEmpty()) return;
        Texts texts = Language.texts(ctx);
        ctx.header("Cache-Control", "no-store");
        ctx.render("partials/class-notices.jte", Map.of("notices", ClassNotices.of(s.get(), consoleTables(s.get(), texts),
                db.joinNotices().list(s.get().id()), texts, java.time.Instant.now())));
    }

    String joinLink(Context ctx, ClassSession s) {
        return address.link(ctx, s.joinCode());
    }

    private void qr(Context ctx, Teacher t) {
        Optional<ClassSession> s = ownSession(ctx, t, id(ctx));
        if (s.isEmpty()) return;
        ctx.contentType("image/svg+xml; charset=utf-8");
        ctx.result(QrCode.svg(joinLink(ctx, s.get()), Language.texts(ctx).get("session.qr.title", s.get().joinCode())));
    }

    private void addTable(Context ctx, Teacher t) {
        Optional<ClassSession> s = ownSession(ctx, t, id(ctx));
        if (s.isEmpty()) return;
        Texts texts = Language.texts(ctx);
        LessonPlan plan = lessons.find(s.get().lesson(), texts.lang()).orElse(null);
        ClassroomPages.TableForm form = followLesson(form(ctx), plan);
        List<String> problems = new ArrayList<>();
        if (form.title().isEmpty()) problems.add(texts.get("session.error.noTableName"));
        RuleChoice rule = check(form, t, problems, texts, plan);
        if (problems.isEmpty()) {
            try {
                newTable(s.get().id(), form.title(), form, rule);
                ctx.redirect("/sessions/" + s.get().id());
                return;
            } catch (StoreException e) {
                problems.add(e.getMessage());
            }
        }
        ctx.status(400);
        session(ctx, t, s.get().id(), String.join("\n", problems), form);
    }

    private static void join(Context ctx, ClassroomPages.Join page) {
        ctx.render("pages/join.jte", Map.of("page", page));
    }

    /** Joins from one address beyond the limit: answered 429 with when to try again. */
    /** An address that has typed too many wrong codes waits; right codes never count. */
    private boolean tooMany(Context ctx, String code, String name, Texts texts) {
        if (!limiter.blocked(ctx.ip())) return false;
        ctx.status(429).header("Retry-After", Long.toString(limiter.retryAfterSeconds(ctx.ip())));
        join(ctx, new ClassroomPages.Join(code, name, texts.get("join.error.tooMany")));
        return true;
    }

    /** A code that opens no class: counted against the address, as a guess would be. */
    private void noClass(Context ctx, String code, String name, Texts texts) {
        limiter.allow(ctx.ip());
        ctx.status(404);
        join(ctx, new ClassroomPages.Join(code, name, texts.get("join.error.noClass", code)));
    }

    /** The seat's cookie: it keeps the seat across reloads and lost connections for a week. */
    private static void giveSeat(Context ctx, long tableId, String token) {
        Cookies.set(ctx, TableSockets.seatCookie(tableId), token, java.time.Duration.ofDays(7));
    }

    private void claim(Context ctx) {
        Texts texts = Language.texts(ctx);
        String code = or(ctx.formParam("code")).strip();
        String name = or(ctx.formParam("name")).strip();
        if (tooMany(ctx, code, name, texts)) return;
        if (name.isEmpty() || name.length() > MAX_NAME || name.chars().anyMatch(Character::isISOControl)) {
            ctx.status(400);
            join(ctx, new ClassroomPages.Join(code, name, texts.get("join.error.name", MAX_NAME)));
            return;
        }
        Optional<ClassSession> s = db.classSessions().findByCode(code);
        if (s.isEmpty()) {
            noClass(ctx, code, name, texts);
            return;
        }
        if (s.get().status() == eleusis.store.SessionStatus.ENDED) {
            ctx.status(410);
            join(ctx, new ClassroomPages.Join(code, name, texts.get("join.error.ended")));
            return;
        }
        List<SessionTable> tables = db.tables().listBySession(s.get().id());
        for (SessionTable table : tables) {
            // A browser that already holds a seat at this class goes back to it.
            String held = ctx.cookie(TableSockets.seatCookie(table.id()));
            if (held != null && db.seats().findByToken(held).filter(x -> x.tableId() == table.id()).isPresent()) {
                ctx.redirect("/play/" + table.id());
                return;
            }
        }
        // Every table's seats, read once for this join (the name check and the evening out both need them).
        Map<Long, List<eleusis.store.Seat>> seated = new java.util.HashMap<>();
        for (SessionTable table : tables) seated.put(table.id(), db.seats().list(table.id()));
        if (s.get().locked()) {
            // A seated student on a new device may still ask for their seat: the form for it comes with the
            // refusal (and the console shows the request). Anyone else is someone the teacher should know of.
            boolean seatedHere = seated.values().stream().flatMap(List::stream)
                    .anyMatch(x -> eleusis.store.Seats.nameKey(x.playerName()).equals(eleusis.store.Seats.nameKey(name)));
            if (!seatedHere) latecomers.turnedAway(s.get(), name, eleusis.store.JoinNotices.Kind.LOCKED);
            ctx.status(403);
            join(ctx, new ClassroomPages.Join(code, name, texts.get("join.error.locked"), true));
            return;
        }
        // Two students of one class with one name would be one "Ana" on every screen: the second adds an initial.
        for (SessionTable table : tables) {
            for (eleusis.store.Seat seat : seated.get(table.id())) {
                if (seat.playerName().strip().equalsIgnoreCase(name)) {
                    ctx.status(409);
                    join(ctx, new ClassroomPages.Join(code, name, texts.get("join.error.sameName", seat.playerName()), true));
                    return;
                }
            }
        }
        // Groups fill evenly: the table with the fewest students first, so a late joiner evens them out.
        List<SessionTable> open = new ArrayList<>(tables.stream().filter(x -> !games.get(x.id()).over()).toList());
        open.sort(Comparator.comparingInt((SessionTable x) -> seated.get(x.id()).size()).thenComparingLong(SessionTable::id));
        for (SessionTable table : open) {
            var game = games.get(table.id());
            int players = game.read(g -> g.players());
            int first = game.houseDeals() ? GameType.HOUSE_SEAT + 1 : 0;
            try {
                ClaimedSeat seat = db.seats().claimFirstFree(table.id(), first, players, name);
                giveSeat(ctx, table.id(), seat.token());
                broadcast.changed(table.id()); // the others see the new name
                computer.nudge(table.id()); // with a student seated, computer players may begin
                ctx.redirect("/play/" + table.id());
                return;
            } catch (StoreException.NameTaken sameName) {
                // Someone of the same name sat down at this instant (the check above raced with them).
                ctx.status(409);
                join(ctx, new ClassroomPages.Join(code, name, texts.get("join.error.sameName", name), true));
                return;
            } catch (StoreException.Conflict full) {
                // this table is full: try the next one
            }
        }
        seatLatecomer(ctx, s.get(), code, name, texts);
    }

    /** Every seat is a student's: a table is opened for the latecomer, or they are told why not (and so is the teacher). */
    private void seatLatecomer(Context ctx, ClassSession s, String code, String name, Texts texts) {
        Latecomers.Outcome late;
        try {
            late = latecomers.seat(s, name, n -> texts.get("session.defaultTable", n));
        } catch (StoreException.NameTaken sameName) {
            ctx.status(409);
            join(ctx, new ClassroomPages.Join(code, name, texts.get("join.error.sameName", name), true));
            return;
        }
        if (late instanceof Latecomers.Seated seated) {
            long tableId = seated.table().id();
            giveSeat(ctx, tableId, seated.seat().token());
            broadcast.changed(tableId);
            computer.nudge(tableId);
            ctx.redirect("/play/" + tableId);
            return;
        }
        ctx.status(409);
        String why = switch (((Latecomers.Refused) late).why()) {
            case CLASS_FULL -> texts.get("join.error.classFull", MAX_CLASS);
            case OVER -> texts.get("join.error.over");
            default -> texts.get("join.error.full");
        };
        join(ctx, new ClassroomPages.Join(code, name, why));
    }

    /**
     * A student back on a new device asks for their seat by name: the request waits for the teacher's
     * approval on the console; the device keeps the request's token in the seat's cookie meanwhile.
     */
    private void reclaim(Context ctx) {
        Texts texts = Language.texts(ctx);
        String code = or(ctx.formParam("code")).strip();
        String name = or(ctx.formParam("name")).strip();
        if (tooMany(ctx, code, name, texts)) return;
        Optional<ClassSession> s = db.classSessions().findByCode(code);
        if (s.isEmpty()) {
            noClass(ctx, code, name, texts);
            return;
        }
        if (!name.isEmpty()) {
            for (SessionTable table : db.tables().listBySession(s.get().id())) {
                for (eleusis.store.Seat seat : db.seats().list(table.id())) {
                    if (!seat.playerName().strip().equalsIgnoreCase(name)) continue;
                    String token = db.seatRequests().ask(table.id(), seat.seat());
                    giveSeat(ctx, table.id(), token);
                    ctx.redirect("/join/wait?table=" + table.id());
                    return;
                }
            }
        }
        ctx.status(404);
        join(ctx, new ClassroomPages.Join(code, name, texts.get("join.error.noSuchStudent", name)));
    }

    /** The asking device waits here; once the teacher approved, its cookie holds the seat and it goes to the table. */
    private void waitForSeat(Context ctx) {
        long tableId;
        try {
            tableId = Long.parseLong(or(ctx.queryParam("table")));
        } catch (NumberFormatException e) {
            ctx.redirect("/join");
            return;
        }
        String token = ctx.cookie(TableSockets.seatCookie(tableId));
        boolean seated = token != null && db.seats().findByToken(token).filter(x -> x.tableId() == tableId).isPresent();
        Optional<eleusis.store.SeatRequests.Request> open = seated ? Optional.empty() : db.seatRequests().findByToken(token);
        if (ctx.queryParam("json") != null) { // the waiting page asks every few seconds
            ctx.header("Cache-Control", "no-store");
            ctx.json(Map.of("state", seated ? "approved" : open.isPresent() ? "waiting" : "declined"));
            return;
        }
        if (seated) {
            ctx.redirect("/play/" + tableId);
            return;
        }
        String name = open.flatMap(r -> db.seats().list(tableId).stream().filter(x -> x.seat() == r.seat()).findFirst())
                .map(eleusis.store.Seat::playerName).orElse("");
        ctx.header("Cache-Control", "no-store");
        ctx.render("pages/seat-wait.jte", Map.of("page", new ClassroomPages.SeatWait(tableId, name, open.isEmpty())));
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
        ctx.render(page(table.get()), Map.of("page",
                new ClassroomPages.Table(tableId, Language.texts(ctx).tableName(table.get().name()), "student", table.get().game())));
    }

    /** Eleusis and Express have their own table page; the extra modes share the board page. */
    static String page(SessionTable table) {
        return Games.find(table.game()).map(GameType::secretRule).orElse(true) ? "pages/table.jte" : "pages/board.jte";
    }

    static long id(Context ctx) {
        return number(ctx, "id");
    }

    /** A whole number in the path ({@code /tables/{id}}), or -1 when it is not one (the page then says "not found"). */
    static long number(Context ctx, String param) {
        try {
            return Long.parseLong(ctx.pathParam(param));
        } catch (NumberFormatException e) {
            return -1;
        }
    }

    private static int number(String s) {
        try {
            return Integer.parseInt(or(s).strip());
        } catch (NumberFormatException e) {
            return 0;
        }
    }

    static String or(String s) {
        return s == null ? "" : s;
    }
}
