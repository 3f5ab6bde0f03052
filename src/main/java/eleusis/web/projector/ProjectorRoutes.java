package eleusis.web.projector;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import eleusis.game.EventJson;
import eleusis.game.Viewer;
import eleusis.live.LiveTable;
import eleusis.live.LiveTables;
import eleusis.store.ClassSession;
import eleusis.store.Database;
import eleusis.store.SessionTable;
import eleusis.web.GameTitle;
import eleusis.web.JoinAddress;
import eleusis.web.Language;
import eleusis.web.OwnSessions;
import eleusis.web.Requests;
import eleusis.web.TeacherLogin;
import eleusis.web.Texts;
import eleusis.web.lessons.LessonClock;
import eleusis.web.lessons.Lessons;
import eleusis.web.play.TableBroadcast;
import eleusis.web.play.TableState;
import io.javalin.config.RoutesConfig;
import io.javalin.http.Context;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The class projector of a session ({@code /sessions/{id}/projector}): what a whole room may see, big
 * enough to read from the back. The join code, the QR code and link; the lobby's names as students
 * join; each table's turn and mainline; at a round's end who found the rule, the rule once the teacher
 * revealed it, and the points. It never carries a secret rule before the reveal: its JSON is built
 * field by field from the spectator's view (never copied whole) and the table's public state.
 *
 * <p>The page polls {@code projector.json} every two seconds: one request a projector, whatever the
 * number of tables, rather than a socket a table.
 */
public record ProjectorRoutes(Database db, LiveTables games, TableBroadcast tables, OwnSessions own, JoinAddress address, Lessons lessons) {
    private static final JsonNodeFactory NODES = JsonNodeFactory.instance;

    public void register(RoutesConfig routes) {
        routes.get("/sessions/{id}/projector", ctx -> withSession(ctx, s -> ctx.render("pages/projector.jte",
                Map.of("page", new ProjectorPage(s, address.link(ctx, s.joinCode()))))));
        routes.get("/sessions/{id}/projector.json", ctx -> withSession(ctx, s -> {
            ctx.header("Cache-Control", "no-store");
            ctx.json(json(ctx, s));
        }));
        // The console's countdown (partials/lesson-clock.jte): the lesson's timed stage alone, without the tables.
        routes.get("/sessions/{id}/lesson-clock.json", ctx -> withSession(ctx, s -> {
            ctx.header("Cache-Control", "no-store");
            ObjectNode out = NODES.objectNode();
            ClassSession now = db.classSessions().find(s.id()).orElse(s);
            Texts texts = Language.texts(ctx);
            List<Lessons.TableMoment> moments = new java.util.ArrayList<>();
            for (SessionTable table : db.tables().listBySession(s.id())) {
                if (!lessonTable(table)) continue;
                JsonNode view = EventJson.MAPPER.valueToTree(games.get(table.id()).view(new Viewer.Spectator()));
                moments.add(new Lessons.TableMoment(view.path("round").asInt(), view.path("phase").asText().equals("round_over"),
                        games.get(table.id()).over()));
            }
            out.set("clock", clock(now, moments, texts));
            ctx.json(out);
        }));
    }

    /** A table a lesson plays: Eleusis or Express (the extra modes play no lesson). */
    private static boolean lessonTable(SessionTable table) {
        return eleusis.game.Games.find(table.game()).map(eleusis.game.GameType::secretRule).orElse(false);
    }

    /** The countdown of the lesson's stage now, or JSON null without a lesson or past its planned rounds. */
    private JsonNode clock(ClassSession s, List<Lessons.TableMoment> moments, Texts texts) {
        Optional<LessonClock> clock = lessons.find(s.lesson(), texts.lang()).flatMap(plan -> LessonClock.of(plan,
                Lessons.Moment.of(s.started(), s.status() == eleusis.store.SessionStatus.ENDED, moments), db.lessonTimes(),
                s.id(), texts));
        return clock.<JsonNode>map(c -> c.json(java.time.Instant.now())).orElse(NODES.nullNode());
    }

    private void withSession(Context ctx, java.util.function.Consumer<ClassSession> then) {
        TeacherLogin.require(ctx, db, t -> {
            Optional<ClassSession> s = own.find(ctx, t, Requests.id(ctx));
            s.ifPresent(then);
        });
    }

    private ObjectNode json(Context ctx, ClassSession s) {
        ObjectNode out = NODES.objectNode();
        out.put("code", s.joinCode());
        out.put("link", address.link(ctx, s.joinCode()));
        ClassSession now = db.classSessions().find(s.id()).orElse(s);
        out.put("started", now.started());
        out.put("locked", now.locked()); // a closed class invites nobody: the join code leaves the screen
        out.put("ended", now.status() == eleusis.store.SessionStatus.ENDED);
        ArrayNode list = out.putArray("tables");
        Texts texts = Language.texts(ctx);
        java.util.List<Lessons.TableMoment> moments = new java.util.ArrayList<>();
        List<ClassResult> results = new java.util.ArrayList<>();
        for (SessionTable table : db.tables().listBySession(s.id())) {
            ObjectNode t = table(table, texts, results);
            list.add(t);
            if (lessonTable(table)) {
                moments.add(new Lessons.TableMoment(t.path("round").asInt(), t.path("phase").asText().equals("round_over"),
                        t.path("over").asBoolean()));
            }
        }
        out.set("summary", ClassResult.sum(results).json());
        lessons.find(now.lesson(), texts.lang()).ifPresent(plan -> out.set("lesson", lesson(Lessons.prompt(plan,
                Lessons.Moment.of(now.started(), now.status() == eleusis.store.SessionStatus.ENDED, moments), texts))));
        out.set("clock", clock(now, moments, texts));
        return out;
    }

    /** The lesson's words for the room now: what the plan says between rounds and at the end; its texts never name a rule. */
    private static ObjectNode lesson(Lessons.Prompt p) {
        ObjectNode out = NODES.objectNode();
        out.put("title", p.title());
        out.put("stage", p.stage());
        out.put("heading", p.heading());
        ArrayNode say = out.putArray("say");
        p.say().forEach(say::add);
        if (p.nextHeading() == null) out.putNull("nextHeading"); else out.put("nextHeading", p.nextHeading());
        ArrayNode next = out.putArray("next");
        p.next().forEach(next::add);
        return out;
    }

    /** One table, as anyone in the room may see it; its students and tally go to {@code results} for the class's. */
    private ObjectNode table(SessionTable table, Texts texts, List<ClassResult> results) {
        TableState state = tables.state(table.id());
        LiveTable<?, ?> game = games.get(table.id());
        JsonNode view = EventJson.MAPPER.valueToTree(game.view(new Viewer.Spectator()));
        ObjectNode out = NODES.objectNode();
        out.put("id", table.id());
        out.put("name", texts.tableName(table.name()));
        out.put("game", GameTitle.of(table.game()));
        out.put("secretRule", lessonTable(table)); // Eleusis and Express: a rule to find, reveal, and count found
        ObjectNode names = out.putObject("names");
        state.names().forEach((seat, name) -> names.put(Integer.toString(seat), name));
        out.put("paused", state.paused());
        out.put("phase", view.path("phase").asText(""));
        out.put("round", view.path("round").asInt(0));
        out.put("rounds", view.path("rounds").asInt(0));
        out.put("over", game.over());
        out.set("waitingFor", view.path("waitingFor").deepCopy());
        ArrayNode mainline = out.putArray("mainline");
        ArrayNode markers = out.putArray("markers"); // a card's Eleusis marker, "white", "black" or null, beside it
        for (JsonNode c : view.path("mainline")) {
            if (!c.hasNonNull("card")) continue;
            mainline.add(c.get("card").asText());
            if (c.path("blackMarker").asBoolean()) markers.add("black");
            else if (c.path("whiteMarker").asBoolean()) markers.add("white");
            else markers.addNull();
        }
        out.set("totals", view.path("totals").deepCopy());
        out.set("lastRoundScores", view.path("lastRoundScores").deepCopy());
        out.set("revealed", tables.revealed(table.id(), state, texts.lang()));
        if (view.has("prophet")) out.set("prophet", view.get("prophet").deepCopy()); // Eleusis: the prophet, or null
        TableTally tally = game.read(g -> TableTally.of(g.log())); // counted on the table's turn, not copied
        if (tally.foundBy() == null) out.putNull("foundBy"); else out.put("foundBy", tally.foundBy());
        ObjectNode stats = out.putObject("stats");
        stats.put("plays", tally.plays());
        stats.put("rightPlays", tally.rightPlays());
        stats.put("guesses", tally.guesses());
        stats.put("rightGuesses", tally.rightGuesses());
        stats.put("rulesFound", tally.rulesFound());
        List<ClassResult.Student> students = new java.util.ArrayList<>();
        state.names().forEach((seat, name) -> students.add(new ClassResult.Student(name, out.get("name").asText(),
                view.path("totals").path(Integer.toString(seat)).asInt(0))));
        results.add(new ClassResult(students, tally.rulesFound(), tally.plays(), tally.rightPlays(), tally.guesses(),
                tally.rightGuesses()));
        return out;
    }
}
