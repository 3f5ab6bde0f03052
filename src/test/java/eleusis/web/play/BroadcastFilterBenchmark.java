package eleusis.web.play;

import eleusis.game.GameEvent;
import eleusis.game.GameType;
import eleusis.game.Games;
import eleusis.game.Viewer;
import eleusis.sim.Simulation;
import eleusis.web.Texts;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OperationsPerInvocation;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * What choosing and writing a table's events costs its broadcast, on every move's path: a game with
 * private events (each seat's deal and draws) played to the end, then {@code move}: one broadcast
 * of a move's few new events to every screen of the table (each seat, the projector, the dealer's
 * screen), and {@code join}: every screen sent the last 80 events it may see, as when it connects.
 * Scores are microseconds a broadcast. Run with
 * {@code mvn -B -q -Pbench test-compile exec:exec -Dbench.args="BroadcastFilter"}; not part of {@code mvn test}.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Fork(1)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
public class BroadcastFilterBenchmark {
    private static final int MOVES = 16;

    @Param({"elementa", "palmera"})
    public String game;

    private List<GameEvent> log;
    /** Each screen of the table: a student's at each seat, the projector, the dealer's. */
    private TableBroadcast.Listener[] screens;
    private List<List<GameEvent>> moves;

    @Setup
    public void setUp() {
        GameType<?, ?> type = Games.of(game);
        log = new ArrayList<>();
        int players = play(type, log);
        screens = new TableBroadcast.Listener[players + 2];
        Texts texts = Texts.of("en", null);
        for (int s = 0; s < players; s++) screens[s] = new TableBroadcast.Listener(1, TableSockets.Role.STUDENT, new Viewer.Player(s), texts);
        screens[players] = new TableBroadcast.Listener(1, TableSockets.Role.WATCHER, new Viewer.Spectator(), texts);
        screens[players + 1] = new TableBroadcast.Listener(1, TableSockets.Role.DEALER, new Viewer.Player(GameType.HOUSE_SEAT), texts);
        moves = new ArrayList<>();
        for (int m = 0; m < MOVES; m++) {
            int from = (int) ((long) (log.size() - 3) * m / MOVES);
            moves.add(List.copyOf(log.subList(from, from + 3)));
        }
    }

    private static <S> int play(GameType<S, ?> type, List<GameEvent> log) {
        S settings = type.settings(GameType.Setup.players(type.maxStudents()));
        return Simulation.play(type, settings, 7, log::add).players();
    }

    @Benchmark
    @OperationsPerInvocation(MOVES)
    public int move() throws Exception {
        int written = 0;
        for (List<GameEvent> news : moves) {
            BroadcastTexts texts = new BroadcastTexts();
            for (TableBroadcast.Listener to : screens) written += texts.message(out -> texts.write(out, news, to, news.size())).length();
        }
        return written;
    }

    @Benchmark
    public int join() throws Exception {
        BroadcastTexts texts = new BroadcastTexts();
        int written = 0;
        for (TableBroadcast.Listener to : screens) written += texts.message(out -> texts.write(out, log, to, 80)).length();
        return written;
    }
}
