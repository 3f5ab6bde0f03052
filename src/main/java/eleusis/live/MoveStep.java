package eleusis.live;

import eleusis.game.CodecException;
import eleusis.game.ComputerPlayer;
import eleusis.game.Game;
import eleusis.game.Outcome;
import eleusis.store.LoggedAction;
import eleusis.store.StoreException;
import eleusis.store.StoredGame;
import eleusis.store.TableStatus;
import java.util.concurrent.CancellationException;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.Executor;
import java.util.function.Function;

/**
 * The one path of every action at a table, whoever makes it, on the table's turn: applied to the game
 * in memory (the engines have no cheap copy, and most refusals are only found by applying), then
 * committed to the log, then shown to the screens; the step ends once the screens are told.
 *
 * <p>A refused action changed nothing and is not stored; one refused only because this server had
 * not yet heard of another's action is judged again after catching up. If its commit fails, the game
 * in memory is dropped and rebuilt from the log, which is the truth: the action is gone as if never
 * tried. If another server took its number first, it is judged again after that one, as two actions
 * made at once on one server are applied one after the other.
 */
final class MoveStep<S, A> {
    /** How often one action is tried again after another server's (each time after catching up). */
    static final int MAX_CATCH_UPS = 5;

    private final LiveTable<S, A> table;
    /** Where a move goes on once its commit is answered: on the committer's side, on the table's turn. */
    private final Executor afterCommit;

    MoveStep(LiveTable<S, A> table) {
        this.table = table;
        this.afterCommit = table.turn().inTurn(table.owner().afterCommit());
    }

    /** An attempt at the move: the future completes once it is stored and the screens are told, or fails. */
    CompletableFuture<Outcome> attempt(Move<A> m, int attempt) {
        try {
            return apply(m, attempt);
        } catch (RuntimeException e) {
            return ended(CompletableFuture.failedFuture(e));
        }
    }

    /** The step ends with this result: the screens are told first, if the game moved. */
    private <T> CompletableFuture<T> ended(CompletableFuture<T> result) {
        table.tellScreens();
        return result;
    }

    private CompletableFuture<Outcome> apply(Move<A> m, int attempt) {
        Game<A> g = table.current();
        LiveTable.Planned<A> planned = m.planned();
        if (planned != null && (g.history().size() != planned.seq() || g.over() || !g.waitingFor().contains(m.seat()))) {
            return ended(CompletableFuture.completedFuture(null)); // the game moved while the computer was deciding
        }
        Outcome outcome;
        try {
            outcome = g.apply(m.seat(), m.action());
        } catch (RuntimeException engineFault) {
            table.drop(); // it may have half-changed; the log still holds the game as it was
            throw engineFault;
        }
        if (!outcome.applied()) return refused(m, attempt, g, outcome);
        int seq = g.history().size();
        CompletableFuture<LoggedAction> commit;
        try {
            // Stored as the game recorded it (a guess with its judgement), so a restart reads back
            // what was worked out instead of working it out again.
            A recorded = g.history().get(seq - 1).action();
            String json = m.encoded() != null && recorded.equals(m.action()) ? m.encoded() : table.type().encode(recorded);
            commit = table.owner().log().appendLater(table.tableId(), seq, m.seat(), json, g.over() ? TableStatus.OVER : null);
        } catch (RuntimeException e) {
            commit = CompletableFuture.failedFuture(e);
        }
        CompletableFuture<LoggedAction> c = commit;
        // Committed already (PostgreSQL, or failed at once): the step goes on here. Committed with other
        // tables' actions (SQLite): it goes on where the commit is answered, and no thread waits for the
        // disk meanwhile; this thread touches nothing of the table after this.
        if (c.isDone()) return committed(m, attempt, outcome, c);
        return c.handleAsync((ok, failed) -> committed(m, attempt, outcome, c), afterCommit).thenCompose(Function.identity());
    }

    /** The game refused the move: maybe only because this server had not yet heard of another's action. */
    private CompletableFuture<Outcome> refused(Move<A> m, int attempt, Game<A> g, Outcome outcome) {
        LiveTable.Planned<A> planned = m.planned();
        ComputerPlayer<A> standIn = table.type().computerPlayer();
        if (planned != null) {
            // A scientist's move the game refuses gives way to the stand-in's, so a seat is never stuck on it.
            if (planned.scientist() && standIn != null) {
                A instead = standIn.move(g, m.seat(), ComputerPlayer.moveSeed(g, m.seat()));
                if (instead != null) return apply(m.instead(instead), attempt);
            }
            return ended(CompletableFuture.completedFuture(outcome));
        }
        // The player saw a newer view through another server: judged again on the game as the log has it.
        if (!table.owner().shared() || attempt > MAX_CATCH_UPS || !table.catchUpNow()) {
            return ended(CompletableFuture.completedFuture(outcome));
        }
        return apply(m, attempt + 1);
    }

    /** The move's commit is over ({@code commit} is done): it is stored, or the game goes back to the log. */
    private CompletableFuture<Outcome> committed(Move<A> m, int attempt, Outcome outcome, CompletableFuture<LoggedAction> commit) {
        try {
            commit.join();
        } catch (CompletionException | CancellationException failed) {
            return notStored(m, attempt, Mailbox.unwrap(failed));
        }
        table.publish(table.current());
        if (m.whenStored() != null) {
            try {
                m.whenStored().run();
            } catch (RuntimeException e) {
                return ended(CompletableFuture.failedFuture(e)); // the action is stored; the screens are told all the same
            }
        }
        return ended(CompletableFuture.completedFuture(outcome));
    }

    /** The move could not be stored: the game in memory holds it, so the log, which is the truth, takes over. */
    private CompletableFuture<Outcome> notStored(Move<A> m, int attempt, Throwable e) {
        table.drop();
        if (e instanceof StoreException.Conflict lost) {
            // Another server stored an action first: this one is tried again after it.
            if (m.planned() != null) return ended(CompletableFuture.completedFuture(null)); // maybe this very seat: plan again
            if (attempt > MAX_CATCH_UPS) return ended(CompletableFuture.failedFuture(lost));
            return attempt(m, attempt + 1);
        }
        StoreException failed = notStored(e);
        try {
            table.current();
        } catch (RuntimeException rebuildFailed) {
            failed.addSuppressed(rebuildFailed); // tried again at the next use
        }
        return ended(CompletableFuture.failedFuture(failed));
    }

    /** What the mover of an action whose append failed with {@code e} is told: the action did not happen, and why. */
    private static StoreException notStored(Throwable e) {
        if (e instanceof StoreException se) return se;
        return new StoreException("the action could not be stored, so it did not happen ("
                + (e instanceof CodecException ? "" : "the database failed: ") + StoredGame.firstLine(e.getMessage()) + ")", e);
    }
}
