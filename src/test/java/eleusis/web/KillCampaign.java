package eleusis.web;

import com.fasterxml.jackson.databind.JsonNode;
import eleusis.store.Database;
import eleusis.store.LoggedAction;
import eleusis.store.NotebookEntry;
import eleusis.store.Seat;
import java.io.IOException;
import java.io.PrintStream;
import java.net.http.HttpClient;
import java.net.http.HttpResponse;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Random;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.function.BooleanSupplier;

/**
 * The fault campaign of issue 11: a scripted class (a teacher, an Express table the house deals,
 * three students on their own sockets playing without pause, notes now and then, a join between
 * kills) against the real server in a child JVM ({@code java ... eleusis.Main serve}), killed with
 * SIGKILL at random moments and the moment a view with a new action reaches a client, then started
 * again on the same data (the same folder, or the same PostgreSQL schema).
 *
 * <p>What a client saw acknowledged is recorded as it arrives, on the socket's own thread, before
 * any kill that view triggers: an action (the seat and JSON the driver sent) once any socket of the
 * table shows a view whose {@code seq} counts it; a notebook entry once the student's notebook comes
 * back with it; a join once {@code /join} answered with a seat cookie. After each kill, with the
 * child dead, the store is opened directly and every acknowledged action must be in the log at its
 * seq with the same seat and JSON (else it is counted lost, or changed), every acknowledged note in
 * the student's notebook, every acknowledged join's token still on its seat. After each restart the
 * clients reconnect with their old cookies and play on; a final restart must accept moves.
 *
 * <p>Only one action is in flight at a time (the driver waits for its view before the next), so the
 * action at seq n+1 is the one sent while the table stood at n. Every wait has a deadline, and the
 * child is killed whatever happens ({@link #close}).
 */
public final class KillCampaign implements AutoCloseable {
    /** Longest wait for a live server to acknowledge a move: far more than a move takes, so a stall fails. */
    private static final Duration MOVE_LIMIT = Duration.ofSeconds(15);
    private static final String RULE = "card.color != last.color";
    /** Messages a socket sends before the driver opens a fresh one (the server allows 40 in 10 s per socket). */
    private static final int SENDS_PER_SOCKET = 30;

    /** What a campaign found. Restart times: from starting the process to the first answered request. */
    public record Figures(String store, int kills, int killsOnView, int killsAtRandom, int actions, int notes, int joins,
                          int lost, int changed, int lostNotes, int lostJoins, int restartsWithPlay, List<Long> restartMillis) {
        public long medianRestart() {
            List<Long> s = new ArrayList<>(restartMillis);
            Collections.sort(s);
            return s.isEmpty() ? 0 : s.get(s.size() / 2);
        }

        public long maxRestart() {
            return restartMillis.stream().mapToLong(Long::longValue).max().orElse(0);
        }

        @Override
        public String toString() {
            return String.format(
                    "%s: %d kills (%d as a view arrived, %d at random), acknowledged %d actions, %d notes, %d joins; "
                            + "lost %d actions, changed %d, lost %d notes, %d joins; play went on after %d of %d restarts; "
                            + "restart (process start to first answered request) median %d ms, max %d ms",
                    store, kills, killsOnView, killsAtRandom, actions, notes, joins, lost, changed, lostNotes, lostJoins,
                    restartsWithPlay, restartMillis.size(), medianRestart(), maxRestart());
        }
    }

    private record Ack(int seat, String json) {}

    private record Join(long table, String name, String token) {}

    /** A student (or the house's dealer) of the class and, while a server runs, their socket. */
    private final class Client {
        final String name;
        final String cookie;
        final boolean dealer;
        volatile int seat = -1;
        volatile Classroom.Socket socket;
        volatile JsonNode latest;
        int sent;
        volatile String pendingNote;

        Client(String name, String cookie, boolean dealer) {
            this.name = name;
            this.cookie = cookie;
            this.dealer = dealer;
        }

        int seq() {
            JsonNode v = latest;
            return v == null ? -1 : v.get("seq").asInt();
        }

        void connect(Classroom c) throws Exception {
            latest = null;
            sent = 0;
            socket = c.new Socket(table, cookie, dealer ? "?as=dealer" : "", this::heard);
        }

        void send(String json) {
            sent++;
            socket.send(json);
        }

        /** On the socket's thread: a view or a notebook arrived. Records what it acknowledges, then may kill. */
        void heard(JsonNode m) {
            String type = m.path("type").asText();
            if (type.equals("notebook")) {
                String text = pendingNote;
                if (text == null) return;
                for (JsonNode e : m.get("entries")) {
                    if (e.path("text").asText().equals(text)) {
                        notesAcked.computeIfAbsent(table + ":" + seat, k -> Collections.synchronizedList(new ArrayList<>())).add(text);
                        notes++;
                        pendingNote = null;
                        break;
                    }
                }
                return;
            }
            if (!type.equals("view")) return;
            int s = m.get("seq").asInt();
            if (seat < 0 && m.get("view").hasNonNull("you")) seat = m.get("view").get("you").asInt();
            latest = m;
            boolean kill = false;
            synchronized (KillCampaign.this) {
                int before = seen.getOrDefault(table, 0);
                if (s > before) seen.put(table, s);
                Pending p = pending;
                if (p != null && s >= p.seq) {
                    if (s != p.seq) broken = "seq " + s + " came after a move sent at seq " + (p.seq - 1) + ": another move in between";
                    acked.computeIfAbsent(table, k -> new TreeMap<>()).put(p.seq, new Ack(p.seat, p.json));
                    actions++;
                    cycleActions++;
                    pending = null;
                }
                if (killOnView && s > before && cycleActions >= killAfter) kill = true;
            }
            if (kill) kill(true);
        }
    }

    private record Pending(int seq, int seat, String json) {}

    private final Path work;
    private final Path data;
    /** Null for the embedded store. */
    private final String jdbcUrl;
    private final String storeName;
    private final Random random;
    private final PrintStream log;
    private final HttpClient http = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build();
    private final ScheduledExecutorService timer = Executors.newSingleThreadScheduledExecutor(r -> {
        Thread t = new Thread(r, "kill-timer");
        t.setDaemon(true);
        return t;
    });

    // What clients saw acknowledged, by table.
    private final Map<Long, TreeMap<Integer, Ack>> acked = new ConcurrentHashMap<>();
    private final Map<Long, Integer> seen = new ConcurrentHashMap<>();
    private final Map<String, List<String>> notesAcked = new ConcurrentHashMap<>();
    private final Map<String, Integer> notesSent = new ConcurrentHashMap<>();
    private final List<Join> joins = new ArrayList<>();
    private volatile int actions;
    private volatile int notes;

    // The class being played.
    private String teacher;
    private long session;
    private String code;
    private volatile long table;
    private final List<Client> students = new ArrayList<>();
    private Client dealer;
    private int classes;
    private int noteCount;
    private int joinCount;

    // The current run of the server.
    private volatile Process child;
    private volatile boolean killOnView;
    private volatile int killAfter;
    private volatile int cycleActions;
    private volatile Pending pending;
    private volatile boolean killedOnView;
    private volatile boolean killedAtRandom;
    /** Set from a socket's thread when what arrived cannot be explained; the driver fails with it. */
    private volatile String broken;

    private int kills, killsOnView, killsAtRandom, lost, changed, lostNotes, lostJoins, restartsWithPlay;
    private final List<Long> restartMillis = new ArrayList<>();

    /**
     * @param work    a folder for the data folder and the child's logs
     * @param jdbcUrl null for the embedded store in {@code work/data}; else a PostgreSQL URL (a schema of its own)
     */
    public KillCampaign(Path work, String jdbcUrl, long seed, PrintStream log) {
        this.work = work;
        this.data = work.resolve("data");
        this.jdbcUrl = jdbcUrl;
        this.storeName = jdbcUrl == null ? "sqlite" : "postgresql";
        this.random = new Random(seed);
        this.log = log;
    }

    /** Kills the server {@code kills} times (about half as a view arrives), checking after each, then plays on once more. */
    public Figures run(int killCount) throws Exception {
        for (int i = 0; i < killCount; i++) {
            cycle(true);
            if (log != null && (i + 1) % 10 == 0) log.println("  " + figures());
        }
        cycle(false);
        return figures();
    }

    public Figures figures() {
        return new Figures(storeName, kills, killsOnView, killsAtRandom, actions, notes, joins.size(), lost, changed, lostNotes,
                lostJoins, restartsWithPlay, List.copyOf(restartMillis));
    }

    /** One run of the server: start, reconnect, maybe a join, play until killed (or, the last time, for a while), check. */
    private void cycle(boolean kill) throws Exception {
        killedOnView = killedAtRandom = false;
        cycleActions = 0;
        pending = null;
        boolean duringStart = kill && teacher != null && random.nextInt(10) == 0;
        killOnView = kill && !duringStart && random.nextBoolean();
        killAfter = 1 + random.nextInt(12);
        long started = System.nanoTime();
        Process p = start();
        try {
            if (duringStart) schedule(p, random.nextInt(1500));
            String base;
            try {
                base = address(p, started);
            } catch (Died e) {
                afterDeath(p);
                return;
            }
            Classroom c = new Classroom(base);
            int before = actions;
            try {
                if (teacher == null) newClass(c, true);
                connectAll(c);
                if (!killOnView && !duringStart && kill) schedule(p, random.nextInt(1500));
                checkReconnected();
                if (random.nextInt(3) == 0 || joins.isEmpty()) join(c);
                long until = System.nanoTime() + TimeUnit.SECONDS.toNanos(kill ? 30 : 2);
                while (p.isAlive() && System.nanoTime() < until) {
                    if (!step(c, p)) break;
                }
                if (!kill && actions == before) throw new AssertionError("play did not go on after the last restart");
                if (kill && p.isAlive()) throw new AssertionError("the server was not killed within 30 s of play");
            } catch (Died e) {
                // the kill came while the driver waited: what it had not seen acknowledged is not counted
            } catch (IOException | java.util.concurrent.ExecutionException | java.util.concurrent.TimeoutException
                     | java.io.UncheckedIOException | java.util.concurrent.CompletionException e) {
                // Only a dead server may cut a request short; the kernel closes its sockets a moment
                // before the process is reaped, so give that moment.
                if (!p.waitFor(5, TimeUnit.SECONDS)) throw e;
            } finally {
                for (Client s : everyone()) if (s.socket != null) s.socket.ws.abort();
            }
            if (actions > before) restartsWithPlay++;
        } finally {
            p.destroyForcibly();
            if (!p.waitFor(20, TimeUnit.SECONDS)) throw new AssertionError("the server did not die");
        }
        afterDeath(p);
    }

    private void afterDeath(Process p) {
        if (killedOnView) {
            kills++;
            killsOnView++;
        } else if (killedAtRandom) {
            kills++;
            killsAtRandom++;
        }
        check();
    }

    private List<Client> everyone() {
        List<Client> all = new ArrayList<>(students);
        if (dealer != null) all.add(dealer);
        return all;
    }

    /** A new session with one Express table the house deals, and three students seated at it. */
    private void newClass(Classroom c, boolean signUp) throws Exception {
        // Made whole before it replaces the class played so far: a kill half-way leaves that one.
        String teacher = signUp ? c.teacher("campaign@school.example") : this.teacher;
        int number = classes + 1;
        long session = c.writtenSession(teacher, "Campaign " + number, "express", 3, 20, RULE);
        String code = c.code(session, teacher);
        List<Client> seated = new ArrayList<>();
        long[] t = new long[1];
        for (String name : List.of("Ana", "Bo", "Cy")) {
            String cookie = c.join(code, name + number, t);
            seated.add(new Client(name + number, cookie, false));
        }
        this.teacher = teacher;
        this.session = session;
        this.code = code;
        this.classes = number;
        students.clear();
        students.addAll(seated);
        table = t[0];
        dealer = new Client("dealer", teacher, true);
    }

    private void connectAll(Classroom c) throws Exception {
        for (Client s : everyone()) s.connect(c);
        for (Client s : everyone()) await(() -> s.latest != null, "a first view for " + s.name);
    }

    /** Every client's first view after a restart counts every action acknowledged before it. */
    private void checkReconnected() {
        Integer top = acked.getOrDefault(table, new TreeMap<>()).isEmpty() ? 0 : acked.get(table).lastKey();
        for (Client s : everyone()) {
            if (s.seq() < top) {
                throw new AssertionError(s.name + " reconnected to seq " + s.seq() + " but seq " + top + " was acknowledged");
            }
            if (!s.dealer && s.latest.get("view").path("you").asInt(-1) != s.seat) {
                throw new AssertionError(s.name + " lost their seat " + s.seat + ": " + s.latest.get("view"));
            }
        }
    }

    /** A new student joins the class (at a table added for them when every seat is taken). */
    private void join(Classroom c) throws Exception {
        String name = "Late" + (++joinCount);
        HttpResponse<String> r = c.post("/join", null, "code", code, "name", name);
        if (r.statusCode() == 409) {
            HttpResponse<String> added = c.post("/sessions/" + session + "/tables", teacher, "title", "Table " + joinCount,
                    "game", "express", "students", "4", "rounds", "20", "choice", "written", "rule", RULE);
            if (added.statusCode() != 302) throw new AssertionError("could not add a table: " + added.statusCode());
            r = c.post("/join", null, "code", code, "name", name);
        }
        if (r.statusCode() != 302) throw new AssertionError("join answered " + r.statusCode() + ": " + r.body());
        long t = Long.parseLong(r.headers().firstValue("Location").orElseThrow().replace("/play/", ""));
        String cookie = Classroom.cookie(r);
        String token = cookie.substring(cookie.indexOf('=') + 1);
        synchronized (this) {
            joins.add(new Join(t, name, token));
        }
        // The seat cookie opens the table at once.
        java.util.concurrent.atomic.AtomicReference<JsonNode> first = new java.util.concurrent.atomic.AtomicReference<>();
        Classroom.Socket s = c.new Socket(t, cookie, "", m -> {
            if (m.path("type").asText().equals("view")) first.compareAndSet(null, m);
        });
        try {
            await(() -> first.get() != null, "a view for " + name + ", who just joined");
            if (first.get().get("view").path("you").isNull()) throw new AssertionError(name + " joined but is not seated: " + first);
        } finally {
            s.ws.abort();
        }
    }

    /**
     * One move of the table: the seat it waits for plays its first card, ends its turn, or (the
     * dealer) starts the next round; a note now and then. False when the class is over (a new one is
     * started) or the move could not be made.
     */
    private boolean step(Classroom c, Process p) throws Exception {
        int top = seen.getOrDefault(table, 0);
        for (Client s : everyone()) await(() -> s.seq() >= top, s.name + " catching up with seq " + top);
        JsonNode view = students.get(0).latest.get("view");
        if (view.get("phase").asText().equals("game_over")) {
            for (Client s : everyone()) s.socket.ws.abort();
            newClass(c, false);
            connectAll(c);
            return true;
        }
        int waiting = view.get("waitingFor").get(0).asInt();
        Client actor = null;
        for (Client s : everyone()) if (s.seat == waiting) actor = s;
        if (actor == null) throw new AssertionError("no client at seat " + waiting + ": " + view);
        for (Client s : everyone()) if (s.sent >= SENDS_PER_SOCKET) reconnect(c, s, p);
        // A notebook holds at most Notebooks.MAX_ENTRIES hypotheses: a seat whose notebook is full writes no more.
        if (!actor.dealer && random.nextInt(6) == 0 && notesOf(actor) < eleusis.store.Notebooks.MAX_ENTRIES) note(actor, p);
        JsonNode v = actor.latest.get("view");
        List<String> allowed = new ArrayList<>();
        v.get("allowed").forEach(a -> allowed.add(a.asText()));
        String action;
        if (allowed.contains("end_turn")) action = "{\"kind\":\"end_turn\"}";
        else if (allowed.contains("play")) action = "{\"kind\":\"play\",\"card\":" + v.get("hand").get(0).get("id").asInt() + "}";
        else if (allowed.contains("next_round")) action = "{\"kind\":\"next_round\"}";
        else throw new AssertionError(actor.name + " is waited for but may do none of play, end_turn, next_round: " + v);
        int at = actor.seq();
        pending = new Pending(at + 1, actor.seat, action);
        actor.send("{\"type\":\"action\",\"action\":" + action + "}");
        await(() -> pending == null, actor.name + "'s " + action + " at seq " + (at + 1));
        return true;
    }

    /** How many notes the client's seat has sent at this table: at least as many as are stored. */
    private int notesOf(Client s) {
        return notesSent.getOrDefault(table + ":" + s.seat, 0);
    }

    private void note(Client s, Process p) throws Exception {
        String text = "card is red (hypothesis " + (++noteCount) + ")";
        notesSent.merge(table + ":" + s.seat, 1, Integer::sum);
        s.pendingNote = text;
        s.send("{\"type\":\"note\",\"text\":\"" + text + "\"}");
        try {
            await(() -> s.pendingNote == null, s.name + "'s note");
        } finally {
            s.pendingNote = null;
        }
    }

    private void reconnect(Classroom c, Client s, Process p) throws Exception {
        s.socket.ws.abort();
        s.connect(c);
        await(() -> s.latest != null, "a view for " + s.name + " on a fresh socket");
    }

    private void schedule(Process p, int millis) {
        timer.schedule(() -> {
            if (p.isAlive()) {
                killedAtRandom = true;
                p.destroyForcibly();
            }
        }, millis, TimeUnit.MILLISECONDS);
    }

    /** SIGKILL (Process.destroyForcibly on Linux), from the socket thread that just got the view. */
    private void kill(boolean onView) {
        Process p = child;
        if (p != null && p.isAlive() && !killedAtRandom && !killedOnView) {
            killedOnView = onView;
            p.destroyForcibly();
        }
    }

    /**
     * For the test of the checker itself: with the server down, {@code damage} changes the store, and
     * the check runs again (its counts add to the figures).
     */
    Figures damageAndCheck(java.util.function.Consumer<Database> damage) {
        try (Database db = Database.open(data, jdbcUrl)) {
            damage.accept(db);
        }
        check();
        return figures();
    }

    /** With the server dead: the store holds everything acknowledged, identical. */
    private void check() {
        try (Database db = Database.open(data, jdbcUrl)) {
            for (Map.Entry<Long, TreeMap<Integer, Ack>> t : acked.entrySet()) {
                Map<Integer, LoggedAction> stored = new HashMap<>();
                for (LoggedAction a : db.actionLog().load(t.getKey())) stored.put(a.seq(), a);
                for (Map.Entry<Integer, Ack> a : t.getValue().entrySet()) {
                    LoggedAction s = stored.get(a.getKey());
                    if (s == null) {
                        lost++;
                        report("lost: table " + t.getKey() + " seq " + a.getKey() + " " + a.getValue());
                    } else if (s.seat() != a.getValue().seat() || !sameJson(s.actionJson(), a.getValue().json())) {
                        changed++;
                        report("changed: table " + t.getKey() + " seq " + a.getKey() + " " + a.getValue() + " is now seat "
                                + s.seat() + " " + s.actionJson());
                    }
                }
                int top = seen.getOrDefault(t.getKey(), 0);
                if (!stored.containsKey(top) && top > 0) {
                    lost++;
                    report("lost: table " + t.getKey() + " seq " + top + " was seen in a view");
                }
                seen.put(t.getKey(), Math.max(top, stored.size())); // what the log holds may be ahead (a move not yet seen)
            }
            for (Map.Entry<String, List<String>> n : notesAcked.entrySet()) {
                String[] key = n.getKey().split(":");
                List<String> stored = db.notebooks().list(Long.parseLong(key[0]), Integer.parseInt(key[1])).stream()
                        .map(NotebookEntry::hypothesis).toList();
                synchronized (n.getValue()) {
                    for (String text : n.getValue()) {
                        if (!stored.contains(text)) {
                            lostNotes++;
                            report("lost note: " + n.getKey() + " " + text);
                        }
                    }
                }
            }
            synchronized (this) {
                for (Join j : joins) {
                    Optional<Seat> seat = db.seats().findByToken(j.token());
                    if (seat.isEmpty() || seat.get().tableId() != j.table() || !seat.get().playerName().equals(j.name())) {
                        lostJoins++;
                        report("lost join: " + j + " now " + seat);
                    }
                }
            }
        }
    }

    private void report(String what) {
        if (log != null) log.println("  " + what);
    }

    private static boolean sameJson(String a, String b) {
        try {
            return Classroom.JSON.readTree(a).equals(Classroom.JSON.readTree(b));
        } catch (IOException e) {
            return false;
        }
    }

    private Process start() throws IOException {
        Process p = ChildServer.start(work, data, jdbcUrl);
        child = p;
        return p;
    }

    /** The server's address once it answers a request; the time from {@code started} is a restart time. */
    private String address(Process p, long started) throws Exception {
        String base = ChildServer.address(p, work, http, Died::new);
        restartMillis.add(TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - started));
        return base;
    }

    private String serverLog() {
        return ChildServer.log(work);
    }

    /**
     * Waits until the condition holds, at most {@link #MOVE_LIMIT}; a live server that takes longer
     * has stalled. Throws {@link Died} as soon as the server is dead and the condition does not hold.
     */
    private void await(BooleanSupplier done, String what) throws InterruptedException {
        long deadline = System.nanoTime() + MOVE_LIMIT.toNanos();
        while (!done.getAsBoolean()) {
            if (broken != null) throw new AssertionError(broken);
            Process p = child;
            if (p != null && !p.isAlive()) throw new Died();
            if (System.nanoTime() > deadline) {
                throw new AssertionError("stalled: no " + what + " within " + MOVE_LIMIT.toSeconds() + " s; server log:\n" + serverLog());
            }
            Thread.sleep(1);
        }
    }

    /** The server died (was killed) while the driver waited. */
    private static final class Died extends RuntimeException {
        Died() {
            super(null, null, false, false);
        }
    }

    @Override
    public void close() {
        Process p = child;
        if (p != null) p.destroyForcibly();
        timer.shutdownNow();
    }
}
