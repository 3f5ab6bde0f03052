package eleusis.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import com.fasterxml.jackson.databind.JsonNode;
import eleusis.game.Game;
import eleusis.game.GameContract;
import eleusis.game.GameType;
import eleusis.game.Games;
import eleusis.game.Viewer;
import eleusis.game.elementa.ElementaContract;
import eleusis.game.elephant.ElephantContract;
import eleusis.game.palmera.PalmeraContract;
import eleusis.store.Database;
import eleusis.store.LoggedAction;
import eleusis.store.SessionTable;
import java.net.http.HttpResponse;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * What each socket of an extra mode's table was sent, over a whole game with two students, the
 * computer and the class projector: every view is the one its viewer's seat is owed (the same as one
 * server's replay of the stored actions), shows no card its viewer may not see (the game's contract
 * says which), and only a student's own private events reach them.
 */
class ExtraModesHiddenTest {
    @TempDir
    Path data;

    static final Map<String, GameContract<?, ?, ?>> CONTRACTS = Map.of("palmera", new PalmeraContract(),
            "elementa", new ElementaContract(), "elephant", new ElephantContract());

    @ParameterizedTest(name = "{0} with {1} seats")
    @CsvSource({"palmera, 2", "elementa, 4", "elephant, 3"})
    void noSocketIsSentWhatItsViewerMayNotSee(String game, int seats) throws Exception {
        Database db = Database.open(data, null);
        var app = WebApp.create(db, 0).start("127.0.0.1", 0);
        try (Classroom c = new Classroom("127.0.0.1:" + app.port())) {
            String teacher = c.teacher("rivera@school.example");
            HttpResponse<String> created = c.post("/sessions", teacher, "title", "Break", "game", game,
                    "students", Integer.toString(seats), "rounds", "1", "choice", "written", "rule", "");
            assertEquals(302, created.statusCode(), created.body());
            long session = Long.parseLong(created.headers().firstValue("Location").orElseThrow().replace("/sessions/", ""));
            long[] table = new long[1];
            String code = c.code(session, teacher);
            String ana = c.join(code, "Ana", table);
            String ben = c.join(code, "Ben", null);
            List<Classroom.Socket> students = List.of(c.socket(table[0], ana), c.socket(table[0], ben));
            Classroom.Socket projector = c.socket(table[0], teacher);
            long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(120);
            JsonNode[] seen = new JsonNode[2];
            int step = 0;
            while (System.nanoTime() < deadline && !students.get(0).current().get("view").path("over").asBoolean(false)) {
                for (int i = 0; i < 2; i++) {
                    JsonNode m = students.get(i).current();
                    JsonNode legal = m.get("view").path("legal");
                    if (m != seen[i] && legal.size() > 0) {
                        seen[i] = m;
                        students.get(i).act(legal.get(step++ % legal.size()).toString());
                    }
                }
                Thread.sleep(5);
            }
            assertTrue(students.get(0).current().get("view").get("over").asBoolean(), "the game ended");
            Thread.sleep(300); // the last views reach every socket

            SessionTable t = db.tables().find(table[0]).orElseThrow();
            List<LoggedAction> actions = db.actionLog().load(table[0]);
            OneServer one = OneServer.replay(Games.of(game), t, actions);
            List<Map<String, Set<Integer>>> hidden = hiddenAtEverySeq(CONTRACTS.get(game), Games.of(game), t, actions);
            if (!game.equals("elephant")) { // the Elephant game has no hidden cards
                assertTrue(hidden.stream().anyMatch(h -> !h.get("seat 0").isEmpty() && !h.get("spectator").isEmpty()),
                        "the contract hides cards from the students and the projector");
            }
            int views = 0;
            for (Classroom.Socket s : List.of(students.get(0), students.get(1), projector)) {
                for (String line : s.all().split("\n")) {
                    JsonNode m = Classroom.JSON.readTree(line);
                    if (!m.path("type").asText().equals("view")) continue;
                    int seq = m.get("seq").asInt();
                    int you = m.get("view").path("you").asInt(-1);
                    Viewer viewer = you >= 0 ? new Viewer.Player(you) : new Viewer.Spectator();
                    String who = (you >= 0 ? "seat " + you : "the projector") + " at seq " + seq;
                    assertEquals(one.view(seq, viewer), m.get("view"), who + ": not the view its viewer is owed");
                    Set<Integer> shown = CONTRACTS.get(game).shown(m.get("view"));
                    shown.retainAll(hidden.get(seq).get(key(viewer)));
                    if (!shown.isEmpty()) fail(who + " was shown hidden cards " + shown + ": " + m.get("view"));
                    for (JsonNode e : m.path("events")) {
                        int player = e.path("player").asInt(-1);
                        boolean isPublic = one.log().stream().anyMatch(g -> eleusis.game.EventJson.node(g).equals(e) && g.publicEvent());
                        if (!isPublic && player != you) fail(who + " was sent another's private event " + e);
                    }
                    views++;
                }
            }
            assertTrue(views > 20, "views checked: " + views);
        } finally {
            app.stop();
            db.close();
        }
    }

    private static String key(Viewer viewer) {
        return viewer instanceof Viewer.Player p ? "seat " + p.seat() : "spectator";
    }

    /** For every seq of the stored game, the cards each viewer may not see, as the game's contract says. */
    private static <S, A, G extends Game<A>> List<Map<String, Set<Integer>>> hiddenAtEverySeq(GameContract<?, ?, ?> any,
            GameType<S, A> type, SessionTable t, List<LoggedAction> actions) {
        @SuppressWarnings("unchecked")
        GameContract<S, A, G> contract = (GameContract<S, A, G>) any;
        Game<A> g = type.start(type.decodeSettings(t.settingsJson()), t.seed());
        List<Map<String, Set<Integer>>> out = new ArrayList<>();
        out.add(hidden(contract, g));
        for (LoggedAction a : actions) {
            g.applyRecorded(a.seat(), type.decodeStored(a.actionJson()));
            out.add(hidden(contract, g));
        }
        return out;
    }

    private static <S, A, G extends Game<A>> Map<String, Set<Integer>> hidden(GameContract<S, A, G> contract, Game<A> g) {
        Map<String, Set<Integer>> at = new java.util.HashMap<>();
        at.put("spectator", new HashSet<>(contract.hidden(contract.game(g), new Viewer.Spectator())));
        for (int seat = 0; seat < g.players(); seat++) {
            at.put("seat " + seat, new HashSet<>(contract.hidden(contract.game(g), new Viewer.Player(seat))));
        }
        return at;
    }
}
