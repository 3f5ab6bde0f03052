package eleusis.live;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * A table's turn: its steps one at a time, in the order they came, a step that waits (for a commit)
 * holding the turn until it ends, and no thread of its own, so that thousands of tables cost a
 * shared pool and nothing more.
 */
@Timeout(60)
class MailboxTest {
    private final ExecutorService pool = Executors.newFixedThreadPool(2);

    @AfterEach
    void stop() {
        pool.shutdownNow();
    }

    @Test
    void stepsSentFromManyThreadsRunOneAtATimeInTheOrderEachSenderSentThem() throws Exception {
        Mailbox turn = new Mailbox(pool);
        AtomicInteger inside = new AtomicInteger();
        AtomicBoolean overlapped = new AtomicBoolean();
        List<String> ran = Collections.synchronizedList(new ArrayList<>());
        int senders = 4;
        int steps = 500;
        ExecutorService sending = Executors.newFixedThreadPool(senders);
        List<CompletableFuture<Void>> all = Collections.synchronizedList(new ArrayList<>());
        CountDownLatch go = new CountDownLatch(1);
        try {
            for (int s = 0; s < senders; s++) {
                int sender = s;
                sending.execute(() -> {
                    try {
                        go.await();
                    } catch (InterruptedException e) {
                        return;
                    }
                    for (int i = 0; i < steps; i++) {
                        String name = sender + ":" + i;
                        all.add(turn.submit(() -> {
                            if (inside.incrementAndGet() > 1) overlapped.set(true);
                            assertTrue(turn.onTurn());
                            ran.add(name);
                            inside.decrementAndGet();
                            return CompletableFuture.completedFuture(null);
                        }));
                    }
                });
            }
            go.countDown();
            sending.shutdown();
            assertTrue(sending.awaitTermination(30, TimeUnit.SECONDS));
            CompletableFuture.allOf(all.toArray(CompletableFuture[]::new)).get(30, TimeUnit.SECONDS);
        } finally {
            sending.shutdownNow();
        }
        assertFalse(overlapped.get(), "two steps of one table ran at once");
        assertEquals(senders * steps, ran.size());
        for (int s = 0; s < senders; s++) {
            String prefix = s + ":";
            List<Integer> order = ran.stream().filter(n -> n.startsWith(prefix)).map(n -> Integer.parseInt(n.substring(prefix.length()))).toList();
            List<Integer> sorted = new ArrayList<>(order);
            Collections.sort(sorted);
            assertEquals(sorted, order, "sender " + s + "'s steps ran out of order");
        }
    }

    @Test
    void aStepThatWaitsHoldsTheTurnUntilItEndsAndItsAnswerComesOffTheTurn() throws Exception {
        Mailbox turn = new Mailbox(pool);
        CompletableFuture<String> commit = new CompletableFuture<>();
        ExecutorService committer = Executors.newSingleThreadExecutor();
        try {
            // The first step hands its work on: it ends when the "commit" answers, on the committer's thread.
            AtomicBoolean firstEnded = new AtomicBoolean();
            CompletableFuture<String> first = turn.submit(() -> commit.thenApplyAsync(stored -> {
                assertTrue(turn.onTurn(), "the step goes on on its turn where the commit is answered");
                firstEnded.set(true); // its last work: the next step starts after, while its sender may be answered later
                return stored;
            }, turn.inTurn(committer)));
            AtomicBoolean secondRan = new AtomicBoolean();
            CompletableFuture<Boolean> second = turn.submit(() -> {
                secondRan.set(true);
                return CompletableFuture.completedFuture(firstEnded.get());
            });
            Thread.sleep(200);
            assertFalse(secondRan.get(), "the next step waits for the one under way to end");
            assertFalse(turn.onTurn(), "the sender is not on the turn once its step is handed on");
            AtomicBoolean answeredOnTurn = new AtomicBoolean(true);
            CompletableFuture<String> answered = first.whenComplete((r, e) -> answeredOnTurn.set(turn.onTurn()));
            commit.complete("stored");
            assertEquals("stored", answered.get(10, TimeUnit.SECONDS));
            assertFalse(answeredOnTurn.get(), "whoever waits for the step is answered off the turn");
            assertTrue(second.get(10, TimeUnit.SECONDS), "the second step began after the first had ended");
        } finally {
            committer.shutdownNow();
        }
    }

    @Test
    void anIdleTableRunsAStepOnItsSendersThreadAndABusyOneOnThePool() throws Exception {
        Mailbox turn = new Mailbox(pool);
        Thread me = Thread.currentThread();
        assertSame(me, turn.submit(() -> CompletableFuture.completedFuture(Thread.currentThread())).get());
        CompletableFuture<Void> hold = new CompletableFuture<>();
        turn.submit(() -> hold);
        CompletableFuture<Thread> queued = turn.submit(() -> CompletableFuture.completedFuture(Thread.currentThread()));
        hold.complete(null);
        Thread ranOn = queued.get(10, TimeUnit.SECONDS);
        assertFalse(ranOn == me, "a step that waited for its turn runs on the pool");
    }

    @Test
    void aFailingStepFailsItsSenderAloneAndTheTableGoesOn() throws Exception {
        Mailbox turn = new Mailbox(pool);
        CompletableFuture<Object> failed = turn.submit(() -> {
            throw new IllegalStateException("the engine broke");
        });
        assertTrue(failed.isCompletedExceptionally());
        Throwable why = org.junit.jupiter.api.Assertions.assertThrows(java.util.concurrent.ExecutionException.class, failed::get).getCause();
        assertEquals("the engine broke", why.getMessage(), "the failure itself, not a wrapper");
        assertEquals("next", turn.submit(() -> CompletableFuture.completedFuture("next")).get(10, TimeUnit.SECONDS));
    }

    @Test
    void tenThousandTablesShareTheSmallPoolAndKeepNoThreadOfTheirOwn() throws Exception {
        int before = Thread.activeCount();
        List<Mailbox> tables = new ArrayList<>();
        for (int i = 0; i < 10_000; i++) tables.add(new Mailbox(pool));
        // Every table busy at once: each has a step waiting on a commit, and one queued behind it.
        CompletableFuture<Void> commits = new CompletableFuture<>();
        AtomicInteger ran = new AtomicInteger();
        List<CompletableFuture<Integer>> queued = new ArrayList<>();
        for (Mailbox t : tables) {
            t.submit(() -> commits);
            queued.add(t.submit(() -> CompletableFuture.completedFuture(ran.incrementAndGet())));
        }
        assertEquals(0, ran.get(), "nothing queued runs before its table's turn");
        commits.complete(null);
        CompletableFuture.allOf(queued.toArray(CompletableFuture[]::new)).get(30, TimeUnit.SECONDS);
        assertEquals(10_000, ran.get());
        assertTrue(Thread.activeCount() <= before + 2 + 2, "threads grew from " + before + " to " + Thread.activeCount()
                + ": only the pool's two may be added");
    }
}
