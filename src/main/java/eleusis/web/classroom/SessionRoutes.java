package eleusis.web.classroom;

import static eleusis.web.Requests.id;
import static eleusis.web.Requests.or;

import eleusis.game.GameType;
import eleusis.game.Games;
import eleusis.game.Judge;
import eleusis.game.RuleGameType;
import eleusis.library.LessonPlan;
import eleusis.library.RuleLibrary;
import eleusis.live.LiveTables;
import eleusis.store.ClassSession;
import eleusis.store.ComputerKind;
import eleusis.store.Database;
import eleusis.store.SessionTable;
import eleusis.store.StoreException;
import eleusis.store.Teacher;
import eleusis.web.JoinAddress;
import eleusis.web.Language;
import eleusis.web.OwnSessions;
import eleusis.web.RuleChoice;
import eleusis.web.TeacherLogin;
import eleusis.web.Texts;
import eleusis.web.lessons.LessonPanel;
import eleusis.web.lessons.Lessons;
import eleusis.web.play.TableBroadcast;
import io.javalin.config.RoutesConfig;
import io.javalin.http.Context;
import java.security.SecureRandom;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Class sessions for their teacher: a teacher starts one (a game, a secret rule, the seats) and gets a
 * join code, a link and a QR code; the console shows every table, and they may add tables, each with
 * its own rule. Students join through {@link JoinRoutes}; the teacher's controls are in
 * {@link TeacherControls} and {@link SessionControls}, which draw the console again through {@link #session}.
 */
public record SessionRoutes(Database db, LiveTables games, TableBroadcast broadcast, RuleLibrary library, SecureRandom seeds,
                     JoinAddress address, Lessons lessons, OwnSessions own, ConsoleNotebooks notebooks) {
    static final int MAX_ROUNDS = 20;

    public void register(RoutesConfig routes) {
        routes.get("/sessions", ctx -> withTeacher(ctx, t -> sessions(ctx, t, null, ClassroomPages.TableForm.BLANK)));
        routes.post("/sessions", ctx -> withTeacher(ctx, t -> create(ctx, t)));
        routes.get("/sessions/{id}", ctx -> withTeacher(ctx, t -> session(ctx, t, id(ctx), null, null)));
        routes.get("/sessions/{id}/qr.svg", ctx -> withTeacher(ctx, t -> qr(ctx, t)));
        routes.get("/sessions/{id}/notices", ctx -> withTeacher(ctx, t -> notices(ctx, t)));
        routes.post("/sessions/{id}/tables", ctx -> withTeacher(ctx, t -> addTable(ctx, t)));
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
            if (size < 1 || size > TableSizes.MAX_CLASS) {
                ctx.status(400);
                sessions(ctx, t, texts.get("sessions.error.classSize", TableSizes.MAX_CLASS), form);
                return;
            }
            // As many tables as the class needs, balanced (sizes one apart at most); joins fill the emptiest first.
            sizes = TableSizes.balanced(size, form.students(), fewestSeats(form));
        }
        // A browser's form asks for the lobby (the box is ticked by default); a bare post starts at once.
        boolean lobby = "on".equals(ctx.formParam("lobby"));
        ClassSession s = db.classSessions().create(t.id(), form.title(), form.game(), !lobby, plan == null ? null : plan.id());
        // Its students are most often behind the teacher's own address: their joins there are never held up (JoinRoutes).
        db.sessionAddresses().remember(s.id(), eleusis.web.ClientAddress.of(ctx));
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

    void session(Context ctx, Teacher t, long sessionId, String error, ClassroomPages.TableForm form) {
        Optional<ClassSession> s = own.find(ctx, t, sessionId);
        if (s.isEmpty()) return;
        Texts texts = Language.texts(ctx);
        List<ClassroomPages.TableInfo> tables = consoleTables(s.get(), texts);
        LessonPlan plan = lessons.find(s.get().lesson(), texts.lang()).orElse(null);
        ClassroomPages.TableForm next = form != null ? form : new ClassroomPages.TableForm(texts.get("session.defaultTable", tables.size() + 1),
                s.get().game(), 4, 3, plan == null ? RuleChoice.WRITTEN : Lessons.CHOICE, "", ComputerKind.SCIENTIST.id());
        Map<Long, String> nextRules = new java.util.HashMap<>();
        LessonPanel panel = null;
        if (plan != null) {
            for (ClassroomPages.TableInfo table : tables) {
                // The next round of the lesson: the engines count rounds from 0, lessons from 1.
                if (!table.extra()) lessons.rule(plan, table.round() + 2).ifPresent(r -> nextRules.put(table.table().id(), r.name(texts.lang())));
            }
            panel = Lessons.panel(plan, lessonMoment(s.get(), tables), lessons, texts);
        }
        ctx.render("pages/session.jte", Map.of("page",
                new ClassroomPages.Session(s.get(), joinLink(ctx, s.get()), tables, options(texts, t), error, next, panel,
                        lessons.options(texts), nextRules, ConsoleStage.of(s.get(), tables, nextRules)),
                "notices", ClassNotices.of(s.get(), tables, db.joinNotices().list(s.get().id()), texts, java.time.Instant.now())));
    }

    /** Where the class is in its lesson, from the console's tables (the extra modes play no lesson). */
    static Lessons.Moment lessonMoment(ClassSession s, List<ClassroomPages.TableInfo> tables) {
        return Lessons.Moment.of(s.started(), s.status() == eleusis.store.SessionStatus.ENDED, tables.stream().filter(x -> !x.extra())
                .map(x -> new Lessons.TableMoment(x.round(), ConsoleTable.roundOver(x), x.over())).toList());
    }

    /** Every table of the session as the console shows it. */
    private List<ClassroomPages.TableInfo> consoleTables(ClassSession s, Texts texts) {
        List<ClassroomPages.TableInfo> tables = new ArrayList<>();
        java.time.Instant now = java.time.Instant.now();
        for (SessionTable table : db.tables().listBySession(s.id())) {
            tables.add(ConsoleTable.read(db, games, broadcast, notebooks, table, now, texts, !s.started()));
        }
        return tables;
    }

    /** The console's notices alone, for the console to draw again while it is open. */
    private void notices(Context ctx, Teacher t) {
        Optional<ClassSession> s = own.find(ctx, t, id(ctx));
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
        Optional<ClassSession> s = own.find(ctx, t, id(ctx));
        if (s.isEmpty()) return;
        ctx.contentType("image/svg+xml; charset=utf-8");
        ctx.result(QrCode.svg(joinLink(ctx, s.get()), Language.texts(ctx).get("session.qr.title", s.get().joinCode())));
    }

    private void addTable(Context ctx, Teacher t) {
        Optional<ClassSession> s = own.find(ctx, t, id(ctx));
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

    private static int number(String s) {
        try {
            return Integer.parseInt(or(s).strip());
        } catch (NumberFormatException e) {
            return 0;
        }
    }
}
