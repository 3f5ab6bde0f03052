package eleusis.web;

import eleusis.cards.Card;
import eleusis.cards.CardNotation;
import eleusis.rules.Rule;
import eleusis.rules.RuleResult;
import io.javalin.Javalin;
import io.javalin.http.Context;
import io.javalin.http.staticfiles.Location;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.eclipse.jetty.http.HttpException;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/** Builds the web app, unstarted, so that tests can start as many as they like on port 0. */
public final class WebApp {
    private static final Logger LOG = LoggerFactory.getLogger(WebApp.class);
    /** Longest case list the workshop judges at once. */
    static final int MAX_CASES = 200;

    private WebApp() {}

    /** The app, unstarted: every server and test builds it here, from one {@link AppConfig}. */
    public static Javalin create(AppConfig app) {
        eleusis.store.Database db = app.db();
        long computerDelayMillis = app.computerDelayMillis();
        MoveTimer timer = app.timer();
        JoinAddress address = app.address();
        java.security.SecureRandom deals = app.deals();
        eleusis.library.RuleLibrary library;
        try {
            library = eleusis.library.RuleLibrary.loadResources();
        } catch (eleusis.library.RuleFileException e) {
            throw new IllegalStateException("the rule library shipped with the app cannot be read: " + e.getMessage(), e);
        }
        Lessons lessons = Lessons.load(library);
        return Javalin.create(config -> {
            config.fileRenderer(new JteRenderer());
            config.staticFiles.add(files -> {
                files.hostedPath = "/public";
                files.directory = "/public";
                files.location = Location.CLASSPATH;
            });
            new RequestGuard(address).register(config.routes);
            CheckLimits checks = new CheckLimits();
            config.routes.get("/", ctx -> workshop(ctx, checks, db));
            config.routes.get("/rules", ctx -> ctx.render("pages/rules.jte", Map.of()));
            config.routes.get("/health", ctx -> health(ctx, db));
            config.routes.get("/cards/{card}", WebApp::cardFace);
            new AccountRoutes(db).register(config.routes);
            eleusis.live.LiveTables games = new eleusis.live.LiveTables(db);
            TableBroadcast tables = new TableBroadcast(db, games);
            games.showOn(tables); // each table tells its screens of its moves, once stored
            config.events.serverStopped(games::close);
            LastSeen lastSeen = new LastSeen(db, LastSeen.EVERY_MILLIS);
            config.events.serverStarted(lastSeen::start);
            config.events.serverStopping(lastSeen::close);
            TableSockets sockets = new TableSockets(db, games, tables, lastSeen);
            ScientistWarmup warmup = new ScientistWarmup();
            ComputerPlayers computer = new ComputerPlayers(db, games, tables, computerDelayMillis, timer, warmup);
            sockets.afterAction(computer::afterMove);
            TableNotices notices = new TableNotices(db, tables, computer);
            db.bulletin().subscribe(notices);
            config.events.serverStopping(computer::close);
            config.events.serverStopping(tables::close);
            SocketPings pings = new SocketPings(tables::openSockets, SocketPings.EVERY);
            config.events.serverStarted(pings::start);
            config.events.serverStopping(pings::close);
            config.events.serverStopping(() -> {
                db.bulletin().unsubscribe(notices);
                notices.close();
            });
            ClassroomRoutes classroom = new ClassroomRoutes(db, games, sockets, tables, library, computer,
                    ClassroomRoutes.joinLimiter(), deals, address, lessons);
            classroom.register(config.routes);
            TeacherControls controls = new TeacherControls(db, games, tables, classroom, library, computer, lessons);
            controls.register(config.routes);
            new SessionControls(db, games, tables, controls, classroom, computer, lessons).register(config.routes);
            new ProjectorRoutes(db, games, tables, classroom, lessons).register(config.routes);
            new SessionExport(db, games, classroom).register(config.routes);
            new PracticeRoutes(db, library, PracticeRoutes.startLimiter(), new java.security.SecureRandom(),
                    warmup, checks).register(config.routes);
            HypothesisCounts counts = new HypothesisCounts();
            config.events.serverStopping(counts::close);
            new DebriefRoutes(db, games, classroom, new Debriefs(counts, eleusis.rules.Rule::compile, library)).register(config.routes);
            config.routes.post("/api/check", ctx -> apiCheck(ctx, checks));
            new RuleBlocks(checks).register(config.routes);
            config.routes.exception(Exception.class, (e, ctx) -> {
                HttpException unreadable = BadRequests.unreadable(e);
                if (unreadable != null) { // the client's bytes, not the server: one line, and the client is told
                    LOG.info("unreadable request: {} {}: {}", ctx.method(), ctx.path(), BadRequests.why(unreadable));
                    ctx.status(BadRequests.status(unreadable)).contentType("text/plain; charset=utf-8")
                            .result("The request could not be read (" + BadRequests.why(unreadable) + "); nothing was changed.");
                    return;
                }
                LOG.error("request failed: {} {}", ctx.method(), ctx.path(), e);
                ctx.status(500).result("Something went wrong on the server; nothing was changed. Please try again.");
            });
        });
    }

    /**
     * {@code /cards/QS.svg}, {@code /cards/10H.svg?colours=4&lang=fr}: a card face drawn by the app, its rank
     * printed in the language asked for (English without one). Only the address decides the face, never a
     * cookie or a header, so that it can be kept by every cache.
     */
    private static void cardFace(Context ctx) {
        String name = ctx.pathParam("card");
        String code = name.endsWith(".svg") ? name.substring(0, name.length() - 4) : name;
        CardNotation.Parsed p = CardNotation.parse(code);
        if (p instanceof CardNotation.Bad bad) {
            ctx.status(404).result("no such card: " + bad.message());
            return;
        }
        ctx.contentType("image/svg+xml; charset=utf-8");
        ctx.header("Cache-Control", "public, max-age=86400");
        String lang = Language.supported(ctx.queryParam(Language.PARAM));
        ctx.result(CardFace.svg(((CardNotation.Ok) p).card(), "4".equals(ctx.queryParam("colours")),
                Texts.of(lang == null ? "en" : lang, null).cards()));
    }

    /**
     * For the teacher's "is it up?" and for monitoring: answers 200 only if the database answers too.
     * Anyone can ask, so it names nothing: not which store, nor where it is (file path, host,
     * database, user). The server's start-up line and log say where the data is.
     */
    private static void health(Context ctx, eleusis.store.Database db) {
        ctx.header("Cache-Control", "no-store");
        try {
            db.jdbi().withHandle(h -> h.createQuery("SELECT 1").mapTo(Integer.class).one());
            ctx.json(Map.of("status", "ok"));
        } catch (RuntimeException e) {
            LOG.error("health check: {} does not answer", db.description(), e);
            ctx.status(503).json(Map.of("status", "the database does not answer"));
        }
    }

    private static void workshop(Context ctx, CheckLimits checks, eleusis.store.Database db) {
        String rule = ctx.queryParam("rule");
        String cases = ctx.queryParam("cases");
        String lang = Language.texts(ctx).lang();
        RuleReport report = null;
        String notice = null;
        if (rule != null) {
            CheckLimits.Result<RuleReport> worked = checks.profile(ctx.ip(), () -> RuleReport.of(rule, lang));
            report = worked.value();
            if (report == null) {
                // The rule is still checked and read; only its profile waits for a quieter moment.
                report = RuleReport.quick(rule, lang);
                notice = refusal(ctx, worked.verdict());
            }
        }
        List<WorkshopPage.Verdict> verdicts = report != null && report.ok() && cases != null
                ? judge(Rule.compile(rule), cases) : List.of();
        // A signed-in teacher saves the rule to their collection from here; a visitor is told how.
        boolean signedIn = report != null && report.ok() && TeacherLogin.current(ctx, db).isPresent();
        ctx.render("pages/workshop.jte", Map.of("page",
                new WorkshopPage(rule == null ? "" : rule, cases == null ? "" : cases, report, verdicts, notice),
                "signedIn", signedIn));
    }

    /** Why a profile was not worked out, in the reader's language, and the status that says it. */
    private static String refusal(Context ctx, CheckLimits.Verdict verdict) {
        boolean busy = verdict == CheckLimits.Verdict.BUSY;
        ctx.status(busy ? 503 : 429).header("Retry-After", busy ? "5" : "60");
        return busy ? Language.texts(ctx).get("workshop.error.busy") : Language.texts(ctx).get("workshop.error.tooMany");
    }

    /**
     * POST a form field or JSON {"rule": "..."}; answers the rule's readings (in the browser's language) or its issues, and its
     * profile unless asked not to ({@code profile=no}, or {@code "profile": false}), as the pages'
     * checks while typing do.
     */
    private static void apiCheck(Context ctx, CheckLimits checks) {
        String rule = ctx.formParam("rule");
        boolean profile = !"no".equals(ctx.formParam("profile"));
        if (rule == null && ctx.body().startsWith("{")) {
            try {
                Map<?, ?> body = ctx.bodyAsClass(Map.class);
                rule = body.get("rule") instanceof String s ? s : null;
                profile = !Boolean.FALSE.equals(body.get("profile"));
            } catch (Exception e) { // Jackson's parse errors are checked exceptions thrown from Kotlin code
                rule = null;
            }
        }
        if (rule == null) {
            ctx.status(400).json(Map.of("error", "send the rule as the form field 'rule' or as JSON {\"rule\": \"...\"}"));
            return;
        }
        String text = rule, lang = Language.texts(ctx).lang();
        if (!profile) {
            if (checks.quick(ctx.ip()) == CheckLimits.Verdict.GO) ctx.json(RuleReport.quick(text, lang));
            else ctx.json(Map.of("error", refusal(ctx, CheckLimits.Verdict.TOO_MANY)));
            return;
        }
        CheckLimits.Result<RuleReport> worked = checks.profile(ctx.ip(), () -> RuleReport.of(text, lang));
        if (worked.value() != null) ctx.json(worked.value());
        else ctx.json(Map.of("error", refusal(ctx, worked.verdict())));
    }

    static List<WorkshopPage.Verdict> judge(RuleResult compiled, String cases) {
        Rule rule = compiled.rule();
        List<WorkshopPage.Verdict> out = new ArrayList<>();
        for (String line : cases.split("\r?\n")) {
            if (line.isBlank()) continue;
            if (out.size() == MAX_CASES) {
                out.add(new WorkshopPage.Verdict("…", "only the first " + MAX_CASES + " lines are judged", true));
                break;
            }
            CardNotation.Line cards = CardNotation.parseLine(line);
            if (!cards.ok()) {
                out.add(new WorkshopPage.Verdict(line.trim(), cards.error(), true));
            } else {
                List<Card> mainline = cards.cards().subList(0, cards.cards().size() - 1);
                Card judged = cards.cards().get(cards.cards().size() - 1);
                out.add(new WorkshopPage.Verdict(line.trim(), rule.accepts(mainline, judged) ? "accept" : "reject", false));
            }
        }
        return out;
    }
}
