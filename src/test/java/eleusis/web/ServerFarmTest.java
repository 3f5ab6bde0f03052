package eleusis.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import eleusis.game.GameType;
import eleusis.game.Games;
import eleusis.game.Viewer;
import eleusis.store.Database;
import eleusis.store.SessionTable;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.UUID;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * Issue 11's test of several servers: three server processes on one PostgreSQL database, the
 * students of each table spread over all three (and the dealer's and projector's screens too),
 * whole games played to the end. Every turn must reach every screen on every server (a turn that
 * takes longer than {@link #STALL_MILLIS} is a stalled turn, and there must be none); every view
 * each socket received must equal the view a single server computes from the same actions, and
 * every socket must be sent every event it may see exactly once, in order. Then one server is
 * killed with SIGKILL right after a student sent a move through it; its students and screens
 * reconnect through another, and the game goes on to the end.
 */
@Timeout(600)
class ServerFarmTest {
    private static final String PG = System.getenv("ELEUSIS_TEST_PG_URL");
    private static final String RULE = "card.color != last.color";
    /** A turn seen by every screen later than this after it was sent has stalled. */
    private static final long STALL_MILLIS = 3_000;
    /** Past this a turn has failed for good. */
    private static final long GIVE_UP_MILLIS = 20_000;

    @TempDir
    Path dir;
    private String schema;
    private String url;
    private final List<ChildServer> children = new ArrayList<>();
    private final List<Classroom> servers = new ArrayList<>();
    private String teacher;

    @BeforeEach
    void start() throws Exception {
        assumeTrue(PG != null && !PG.isBlank(), "ELEUSIS_TEST_PG_URL is not set; PostgreSQL tests skipped");
        schema = "eleusis_farm_" + UUID.randomUUID().toString().replace("-", "").substring(0, 12).toLowerCase(Locale.ROOT);
        execute("CREATE SCHEMA " + schema);
        url = PG + (PG.contains("?") ? "&" : "?") + "currentSchema=" + schema;
        // The first creates the schema's tables; the others then start side by side.
        children.add(new ChildServer("server 1", dir.resolve("s1"), dir.resolve("d1"), url));
        servers.add(new Classroom(children.get(0).address()));
        for (int i = 2; i <= 3; i++) children.add(new ChildServer("server " + i, dir.resolve("s" + i), dir.resolve("d" + i), url));
        for (int i = 1; i < 3; i++) servers.add(new Classroom(children.get(i).address()));
        teacher = servers.get(0).teacher("farm@school.example");
    }

    @AfterEach
    void stop() throws Exception {
        for (ChildServer c : children) c.close();
        if (schema != null) execute("DROP SCHEMA " + schema + " CASCADE");
    }

    @Test
    void wholeGamesOnThreeServersAndOneKilledMidGame() throws Exception {
        long session = servers.get(1).session(teacher, "title", "Farm", "game", "express", "students", "3", "rounds", "1",
                "choice", "written", "rule", RULE);
        String code = servers.get(0).code(session, teacher);
        // Two tables played at once, each spread over the three servers (a table is added when the
        // first is full: joins fill the emptiest table first).
        List<TablePlay> tables = new ArrayList<>();
        tables.add(seat(code, 0));
        assertEquals(302, servers.get(2).post("/sessions/" + session + "/tables", teacher, "title", "Table 2", "game", "express",
                "students", "3", "rounds", "1", "choice", "written", "rule", RULE).statusCode());
        tables.add(seat(code, 1));
        ExecutorService players = Executors.newFixedThreadPool(2);
        List<Future<Integer>> played = new ArrayList<>();
        for (TablePlay t : tables) played.add(players.submit(() -> t.playToTheEnd(-1)));
        for (Future<Integer> f : played) f.get(GIVE_UP_MILLIS * 100, TimeUnit.MILLISECONDS);
        players.shutdown();

        // A third table, and server 2 killed right after a student sent a move through it.
        assertEquals(302, servers.get(0).post("/sessions/" + session + "/tables", teacher, "title", "Table 3", "game", "express",
                "students", "3", "rounds", "1", "choice", "written", "rule", RULE).statusCode());
        TablePlay third = seat(code, 2);
        third.playToTheEnd(1); // server 2 (index 1) dies at its first turn after the 20th move
        tables.add(third);

        try (Database db = Database.open(null, url)) {
            for (TablePlay t : tables) {
                System.out.println(t.report());
                assertEquals(0, t.stalls, "stalled turns at " + t.name + ": " + t.report());
                assertTrue(t.moves > 30, "a whole game was played at " + t.name + ": " + t.report());
                t.checkAgainstOneServer(db);
            }
        }
        assertTrue(third.reconnected > 0, "screens reconnected through another server: " + third.report());
    }

    /** Joins three students to the next table, each through another server, and opens every screen. */
    private TablePlay seat(String code, int k) throws Exception {
        TablePlay t = new TablePlay("table " + (k + 1));
        long[] table = new long[1];
        for (int i = 0; i < 3; i++) {
            Classroom through = servers.get((i + k) % 3);
            String cookie = through.join(code, "S" + k + i, table);
            if (i > 0 && table[0] != t.table) throw new AssertionError("the students of " + t.name + " were split over tables");
            t.table = table[0];
            t.clients.add(new Client("S" + k + i, cookie, (i + k + 1) % 3, false)); // plays through the next server
        }
        t.clients.add(new Client("dealer", teacher, k % 3, true));
        for (int i = 0; i < 3; i++) t.clients.add(new Client("projector " + (i + 1), teacher, i, false));
        for (Client c : t.clients) c.connect(t.table);
        return t;
    }

    /** A screen: a student's, the dealer's, or a projector's (a watching teacher, who is neither). */
    private final class Client {
        final String name;
        final String cookie;
        final boolean dealer;
        volatile int server;
        volatile Classroom.Socket socket;
        volatile JsonNode latest;
        /** Every view received on this client's current socket, in order. */
        final List<JsonNode> views = new CopyOnWriteArrayList<>();
        /** Earlier sockets' views, each list one socket's. */
        final List<List<JsonNode>> earlier = new ArrayList<>();

        Client(String name, String cookie, int server, boolean dealer) {
            this.name = name;
            this.cookie = cookie;
            this.server = server;
            this.dealer = dealer;
        }

        void connect(long table) throws Exception {
            if (!views.isEmpty()) earlier.add(new ArrayList<>(views));
            views.clear();
            latest = null;
            boolean student = !name.startsWith("projector") && !dealer;
            socket = servers.get(server).new Socket(table, cookie, dealer ? "?as=dealer" : "", m -> {
                if (m.path("type").asText().equals("view")) {
                    views.add(m);
                    latest = m;
                }
            });
            long deadline = System.currentTimeMillis() + GIVE_UP_MILLIS;
            while (latest == null) {
                if (System.currentTimeMillis() > deadline) throw new AssertionError("no first view for " + name);
                Thread.sleep(2);
            }
            if (student && latest.get("view").path("you").isNull()) throw new AssertionError(name + " is not seated: " + latest);
        }

        int seq() {
            JsonNode v = latest;
            return v == null ? -1 : v.get("seq").asInt();
        }

        int seat() {
            return latest.get("view").path("you").asInt(-1);
        }

        Viewer viewer() {
            if (dealer) return new Viewer.Player(GameType.HOUSE_SEAT);
            return name.startsWith("projector") ? new Viewer.Spectator() : new Viewer.Player(seat());
        }

        /** The seat whose private events this screen may see (a student's own); null for the teacher's screens. */
        Integer ownSeat() {
            return dealer || name.startsWith("projector") ? null : seat();
        }
    }

    private final class TablePlay {
        final String name;
        long table;
        final List<Client> clients = new ArrayList<>();
        int moves;
        int stalls;
        int reconnected;
        long slowest;
        final List<Long> turnMillis = new ArrayList<>();

        TablePlay(String name) {
            this.name = name;
        }

        /** Plays until the game is over; with {@code kill >= 0}, that server dies once, mid-game. Answers the moves made. */
        int playToTheEnd(int kill) throws Exception {
            boolean killed = false;
            while (true) {
                int top = clients.stream().mapToInt(Client::seq).max().orElse(0);
                JsonNode view = clients.get(0).latest.get("view");
                if (view.get("phase").asText().equals("game_over")) return moves;
                int waiting = view.get("waitingFor").get(0).asInt();
                Client actor = null;
                for (Client c : clients) if (c.seat() == waiting && !c.name.startsWith("projector")) actor = c;
                if (waiting == GameType.HOUSE_SEAT) actor = clients.stream().filter(c -> c.dealer).findFirst().orElseThrow();
                if (actor == null) throw new AssertionError("nobody at seat " + waiting + ": " + view);
                String action = action(actor);
                long sent = System.nanoTime();
                actor.socket.act(action);
                if (kill >= 0 && !killed && moves >= 20 && actor.server == kill) {
                    killed = true;
                    children.get(kill).kill();
                    // Every screen of the dead server comes back through the next one, with its cookie.
                    for (Client c : clients) {
                        if (c.server != kill) continue;
                        c.server = (kill + 1) % 3;
                        c.connect(table);
                        reconnected++;
                    }
                    // The move was stored before the kill, or it was not: then it is sent again.
                    if (actor.seq() == top) {
                        sent = System.nanoTime();
                        actor.socket.act(action);
                    }
                }
                awaitEveryone(top + 1, sent);
                moves++;
            }
        }

        /** The actor's move: play its first card, end its turn, or (the dealer) start the next round. */
        private String action(Client actor) {
            JsonNode v = actor.latest.get("view");
            List<String> allowed = new ArrayList<>();
            v.get("allowed").forEach(a -> allowed.add(a.asText()));
            if (allowed.contains("end_turn")) return "{\"kind\":\"end_turn\"}";
            if (allowed.contains("play")) return "{\"kind\":\"play\",\"card\":" + v.get("hand").get(0).get("id").asInt() + "}";
            if (allowed.contains("next_round")) return "{\"kind\":\"next_round\"}";
            throw new AssertionError(actor.name + " is waited for but may do none of play, end_turn, next_round: " + v);
        }

        private void awaitEveryone(int seq, long sent) throws InterruptedException {
            while (true) {
                boolean all = true;
                for (Client c : clients) all &= c.seq() >= seq;
                long millis = TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - sent);
                if (all) {
                    turnMillis.add(millis);
                    slowest = Math.max(slowest, millis);
                    if (millis > STALL_MILLIS) stalls++;
                    return;
                }
                if (millis > GIVE_UP_MILLIS) {
                    StringBuilder at = new StringBuilder();
                    for (Client c : clients) at.append(c.name).append(" on server ").append(c.server + 1).append(": ").append(c.seq()).append("; ");
                    throw new AssertionError(name + ": move " + seq + " did not reach every screen in " + GIVE_UP_MILLIS + " ms: " + at);
                }
                Thread.sleep(1);
            }
        }

        String report() {
            List<Long> sorted = new ArrayList<>(turnMillis);
            sorted.sort(null);
            long p50 = sorted.isEmpty() ? 0 : sorted.get(sorted.size() / 2);
            long p99 = sorted.isEmpty() ? 0 : sorted.get(Math.min(sorted.size() - 1, sorted.size() * 99 / 100));
            return String.format("%s: %d moves to the end, %d stalled, every screen had each move after p50 %d ms, p99 %d ms, "
                    + "max %d ms; %d screens reconnected", name, moves, stalls, p50, p99, slowest, reconnected);
        }

        /** Every view received equals one server's view of the same actions; every event was sent once, in order. */
        void checkAgainstOneServer(Database db) {
            SessionTable t = db.tables().find(table).orElseThrow();
            OneServer one = OneServer.replay(Games.of(t.game()), t, db.actionLog().load(table));
            for (Client c : clients) {
                List<List<JsonNode>> sockets = new ArrayList<>(c.earlier);
                sockets.add(List.copyOf(c.views));
                for (List<JsonNode> socket : sockets) {
                    Viewer viewer = c.viewer();
                    for (JsonNode m : socket) {
                        int seq = m.get("seq").asInt();
                        assertEquals(one.view(seq, viewer), m.get("view"), name + ", " + c.name + "'s view at seq " + seq);
                    }
                    // From the socket's first view on, the events it was sent are the game's, as it may see them.
                    int first = socket.get(0).get("seq").asInt();
                    int last = socket.get(socket.size() - 1).get("seq").asInt();
                    ArrayNode got = Classroom.JSON.createArrayNode();
                    for (JsonNode m : socket.subList(1, socket.size())) got.addAll((ArrayNode) m.get("events"));
                    assertEquals(one.events(first, last, c.ownSeat()), got, name + ", the events " + c.name + " was sent");
                }
            }
        }
    }

    private static void execute(String sql) throws Exception {
        try (Connection c = DriverManager.getConnection(PG); Statement s = c.createStatement()) {
            s.execute(sql);
        }
    }
}
