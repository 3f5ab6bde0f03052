package eleusis.web.debrief;

import eleusis.scientist.Candidates;
import eleusis.scientist.Play;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

/**
 * How many of the machine scientist's candidate rules each step of a round leaves standing, worked
 * out on one thread of its own (the candidate space takes a fifth of a second to read, once, a second
 * and a half to build where the build left no file, and a request never makes it) and kept per table and round: a round that is over never changes, and a
 * round in play is worked out again only once it has moved on. A server that runs for a school year
 * sees thousands of rounds, so only the {@link #KEPT} rounds looked at last are kept; an older one
 * is worked out again if its debrief is opened again.
 */
public final class HypothesisCounts implements AutoCloseable {
    /** The counts of one round: the candidates before any evidence, and after each step. */
    public record Shrinking(int total, int[] after) {
        /** What step {@code i} struck out, as a factor (1: nothing; 2: half of those standing). */
        double cut(int i) {
            double before = i == 0 ? total : after[i - 1];
            return after[i] == 0 ? before : before / after[i];
        }
    }

    private record Key(long table, int round) {}

    private record Worked(int lastSeq, CompletableFuture<Shrinking> counts) {}

    /** Rounds kept: a debrief of a class of 30 shows 5 tables of a few rounds; a district's day, a few hundred. */
    static final int KEPT = 2_000;

    private final int kept;
    /** In the order they were last asked for, the least recent first; guarded by itself. */
    private final Map<Key, Worked> cache;
    private final ExecutorService worker = Executors.newSingleThreadExecutor(r -> {
        Thread t = new Thread(r, "hypothesis-counts");
        t.setDaemon(true);
        return t;
    });

    public HypothesisCounts() {
        this(KEPT);
    }

    /** @param kept how many rounds' counts to keep at most */
    public HypothesisCounts(int kept) {
        this.kept = kept;
        this.cache = new LinkedHashMap<>(16, 0.75f, true) {
            @Override
            protected boolean removeEldestEntry(Map.Entry<Key, Worked> eldest) {
                return size() > HypothesisCounts.this.kept;
            }
        };
    }

    /**
     * The round's counts if they are ready within {@code waitMillis}; null while still being worked out
     * (the page then says so and offers a reload).
     */
    Shrinking counts(long table, RoundReplay.Round round, long waitMillis) {
        Worked w = request(table, round);
        try {
            return w.counts().get(waitMillis, TimeUnit.MILLISECONDS);
        } catch (TimeoutException e) {
            return null;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return null;
        } catch (ExecutionException e) {
            synchronized (cache) {
                cache.remove(new Key(table, round.number()), w); // tried again at the next look
            }
            throw new IllegalStateException("the hypothesis counts could not be worked out", e.getCause());
        }
    }

    /** Asks for the round's counts without waiting (a page of several tables asks for all of them first). */
    Worked request(long table, RoundReplay.Round round) {
        synchronized (cache) {
            return cache.compute(new Key(table, round.number()), (k, known) -> known != null && known.lastSeq() == round.lastSeq()
                    ? known : new Worked(round.lastSeq(), CompletableFuture.supplyAsync(() -> work(round.steps()), worker)));
        }
    }

    /** How many rounds' counts are kept now. */
    int kept() {
        synchronized (cache) {
            return cache.size();
        }
    }

    /** Strikes each step's evidence into fresh candidates and counts those standing after it. */
    public static Shrinking work(List<RoundReplay.Step> steps) {
        Candidates candidates = new Candidates();
        int[] after = new int[steps.size()];
        for (int i = 0; i < steps.size(); i++) {
            for (Play p : steps.get(i).evidence()) candidates.strike(p);
            for (String wrong : steps.get(i).wrongGuesses()) candidates.strikeGuess(wrong);
            after[i] = candidates.count();
        }
        return new Shrinking(candidates.total(), after);
    }

    @Override
    public void close() {
        worker.shutdownNow();
    }
}
