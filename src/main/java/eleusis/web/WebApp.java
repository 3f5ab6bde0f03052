package eleusis.web;

import eleusis.cards.CardNotation;
import eleusis.web.accounts.AccountRoutes;
import eleusis.web.classroom.ConsoleNotebooks;
import eleusis.web.classroom.JoinRoutes;
import eleusis.web.classroom.Latecomers;
import eleusis.web.classroom.SessionControls;
import eleusis.web.classroom.SessionRoutes;
import eleusis.web.classroom.TeacherControls;
import eleusis.web.debrief.DebriefRoutes;
import eleusis.web.debrief.Debriefs;
import eleusis.web.debrief.HypothesisCounts;
import eleusis.web.export.SessionExport;
import eleusis.web.lessons.Lessons;
import eleusis.web.play.ComputerPlayers;
import eleusis.web.play.LastSeen;
import eleusis.web.play.SocketPings;
import eleusis.web.play.TableBroadcast;
import eleusis.web.play.TableNotices;
import eleusis.web.play.TableSockets;
import eleusis.web.practice.PracticeRoutes;
import eleusis.web.projector.ProjectorRoutes;
import eleusis.web.workshop.WorkshopRoutes;
import io.javalin.Javalin;
import io.javalin.http.Context;
import io.javalin.http.staticfiles.Location;
import java.util.Map;
import org.eclipse.jetty.http.HttpException;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/** Builds the web app, unstarted, so that tests can start as many as they like on port 0. */
public final class WebApp {
    private static final Logger LOG = LoggerFactory.getLogger(WebApp.class);
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
            new RequestGuard(address, app.clients()).register(config.routes);
            CheckLimits checks = new CheckLimits();
            WorkshopRoutes workshop = new WorkshopRoutes(db, checks);
            config.routes.get("/", workshop::workshop);
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
            OwnSessions own = new OwnSessions(db);
            SessionRoutes console = new SessionRoutes(db, games, tables, library, deals, address, lessons, own,
                    new ConsoleNotebooks(db, games, tables::compileHypothesis));
            console.register(config.routes);
            new JoinRoutes(db, games, tables, computer, JoinRoutes.joinLimiter(), new Latecomers(db, games, deals))
                    .register(config.routes);
            config.routes.ws("/ws/tables/{table}", sockets::configure);
            TeacherControls controls = new TeacherControls(db, games, tables, console, library, computer, lessons);
            controls.register(config.routes);
            new SessionControls(db, games, tables, controls, console, computer, lessons).register(config.routes);
            new ProjectorRoutes(db, games, tables, own, address, lessons).register(config.routes);
            new SessionExport(db, games, own).register(config.routes);
            new PracticeRoutes(db, library, PracticeRoutes.startLimiter(), new java.security.SecureRandom(),
                    warmup, checks).register(config.routes);
            HypothesisCounts counts = new HypothesisCounts();
            config.events.serverStopping(counts::close);
            new DebriefRoutes(db, games, own, new Debriefs(counts, eleusis.rules.Rule::compile, library)).register(config.routes);
            config.routes.post("/api/check", workshop::apiCheck);
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

}
