package eleusis.store;

import java.time.Duration;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.ReentrantLock;
import org.jdbi.v3.core.Handle;
import org.jdbi.v3.core.HandleCallback;
import org.jdbi.v3.core.transaction.DelegatingTransactionHandler;
import org.jdbi.v3.core.transaction.TransactionHandler;
import org.jdbi.v3.core.transaction.TransactionIsolationLevel;

/**
 * SQLite's transactions, one at a time in the order they asked. SQLite lets one writer in at a time
 * (every transaction here takes the write lock when it begins) and makes the others wait by sleeping
 * and trying again, 1, 2, 5, 10 ... up to 100 ms a try: with many tables moving at once, a move could
 * sleep long after the lock was free. Here the writers of this server queue on a fair lock instead and
 * each goes in the moment the one before has committed. Nobody outside waits on it: the data folder
 * is locked to one server. A writer waits at most as long as SQLite's own busy timeout, then fails
 * as a busy database does, having changed nothing.
 */
final class WritersInTurn extends DelegatingTransactionHandler {
    private final ReentrantLock turn;
    private final Duration patience;

    WritersInTurn(TransactionHandler delegate, Duration patience) {
        this(delegate, new ReentrantLock(true), patience);
    }

    private WritersInTurn(TransactionHandler delegate, ReentrantLock turn, Duration patience) {
        super(delegate);
        this.turn = turn;
        this.patience = patience;
    }

    /** Jdbi gives each handle a handler of its own (the local handler keeps the handle's state): the same turn for all. */
    @Override
    public TransactionHandler specialize(Handle handle) throws java.sql.SQLException {
        return new WritersInTurn(getDelegate().specialize(handle), turn, patience);
    }

    @Override
    public <R, X extends Exception> R inTransaction(Handle handle, HandleCallback<R, X> callback) throws X {
        awaitTurn();
        try {
            return super.inTransaction(handle, callback);
        } finally {
            turn.unlock();
        }
    }

    @Override
    public <R, X extends Exception> R inTransaction(Handle handle, TransactionIsolationLevel level,
            HandleCallback<R, X> callback) throws X {
        awaitTurn();
        try {
            return super.inTransaction(handle, level, callback);
        } finally {
            turn.unlock();
        }
    }

    private void awaitTurn() {
        boolean got;
        try {
            got = turn.tryLock(patience.toMillis(), TimeUnit.MILLISECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new StoreException("interrupted while waiting for the database; nothing was changed", e);
        }
        if (!got) {
            throw new StoreException("the database stayed busy too long (a stuck operation holds it); nothing was "
                    + "changed, please try again");
        }
    }
}
