package eleusis.bench;

import eleusis.store.Database;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.LongAdder;
import org.jdbi.v3.core.Handle;
import org.jdbi.v3.core.HandleListener;
import org.jdbi.v3.core.Handles;
import org.jdbi.v3.core.statement.SqlLogger;
import org.jdbi.v3.core.statement.StatementContext;

/**
 * Counts every SQL statement the app runs through its {@link Database}'s Jdbi, by its SQL text, and
 * every handle (a connection taken from the pool) opened.
 *
 * <p>How it hooks in: {@link Database#jdbi()} is already public (the repositories are built on it and
 * the store tests use it), so the counter installs itself on that Jdbi as its {@link SqlLogger} and
 * as a {@link HandleListener}. That needs no test hook in the application's code and changes nothing
 * it does: Jdbi calls the logger before each statement runs and has no logger of its own otherwise.
 * Every repository opens a fresh handle per call, and a handle takes the Jdbi's configuration when
 * it opens, so every statement after {@link #install} is counted; a batch (the embedded store's
 * actions of several tables, stored together) counts once however many rows it has. Not counted: Flyway's migrations
 * (they run on the data source before the Jdbi is used) and transaction begin and commit, which are
 * JDBC calls rather than statements.
 */
public final class StatementCounter implements SqlLogger, HandleListener {
    private final Map<String, LongAdder> bySql = new ConcurrentHashMap<>();
    private final LongAdder handles = new LongAdder();

    private StatementCounter() {}

    /** Counts the database's statements from now on. */
    public static StatementCounter install(Database db) {
        StatementCounter counter = new StatementCounter();
        db.jdbi().setSqlLogger(counter);
        db.jdbi().getConfig(Handles.class).addListener(counter);
        return counter;
    }

    @Override
    public void logBeforeExecution(StatementContext ctx) {
        String sql = ctx.getRenderedSql() != null ? ctx.getRenderedSql() : ctx.getRawSql();
        bySql.computeIfAbsent(normalise(sql), k -> new LongAdder()).increment();
    }

    @Override
    public void handleCreated(Handle handle) {
        handles.increment();
    }

    /** The counts so far. */
    public Counts snapshot() {
        Map<String, Long> copy = new TreeMap<>();
        bySql.forEach((sql, n) -> copy.put(sql, n.sum()));
        return new Counts(copy, handles.sum());
    }

    /** A statement's text on one line, spaces collapsed, so that the same statement is counted under one key. */
    static String normalise(String sql) {
        return sql == null ? "" : sql.strip().replaceAll("\\s+", " ");
    }

    /** What kind of statement: SELECT, INSERT, UPDATE, DELETE, MERGE, or OTHER. */
    public static String kind(String sql) {
        String s = sql.stripLeading();
        while (s.startsWith("(")) s = s.substring(1).stripLeading();
        int end = 0;
        while (end < s.length() && Character.isLetter(s.charAt(end))) end++;
        String word = s.substring(0, end).toUpperCase(Locale.ROOT);
        return switch (word) {
            case "SELECT", "WITH" -> "SELECT";
            case "INSERT", "UPDATE", "DELETE", "MERGE" -> word;
            default -> "OTHER";
        };
    }

    /**
     * Statements counted, by SQL text, and handles opened.
     *
     * @param bySql how many times each statement ran
     * @param handles how many handles (pooled connections taken) were opened
     */
    public record Counts(Map<String, Long> bySql, long handles) {
        public static final Counts NONE = new Counts(Map.of(), 0);

        public long total() {
            return bySql.values().stream().mapToLong(Long::longValue).sum();
        }

        /** Statements of one {@link StatementCounter#kind kind}. */
        public long of(String kind) {
            long n = 0;
            for (Map.Entry<String, Long> e : bySql.entrySet()) if (kind(e.getKey()).equals(kind)) n += e.getValue();
            return n;
        }

        /** What ran between {@code earlier} and this. */
        public Counts minus(Counts earlier) {
            Map<String, Long> out = new TreeMap<>();
            bySql.forEach((sql, n) -> {
                long d = n - earlier.bySql.getOrDefault(sql, 0L);
                if (d != 0) out.put(sql, d);
            });
            return new Counts(out, handles - earlier.handles);
        }

        public Counts plus(Counts other) {
            Map<String, Long> out = new TreeMap<>(bySql);
            other.bySql.forEach((sql, n) -> out.merge(sql, n, Long::sum));
            return new Counts(out, handles + other.handles);
        }
    }
}
