package eleusis.store;

import java.io.IOException;
import java.nio.channels.FileChannel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.ResultSetMetaData;
import java.sql.SQLException;
import java.sql.Statement;
import java.sql.Types;
import java.time.Clock;
import java.time.OffsetDateTime;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.h2.jdbcx.JdbcDataSource;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Brings a data folder of an older version (an H2 file, {@code eleusis.mv.db}) into the SQLite file,
 * once: every row of every table, ids kept, so that seat cookies, login cookies and links still work.
 *
 * <p>The H2 file is only read (opened read-only) and stays where it is. The rows go into a new file
 * beside it, {@code eleusis.sqlite.import}, in one transaction; only when that is complete and closed
 * is it renamed to {@code eleusis.sqlite}. So a server stopped half-way imports again from the start
 * next time, and once the SQLite file exists the H2 file is never read again.
 */
final class H2Import {
    private static final Logger LOG = LoggerFactory.getLogger(H2Import.class);
    /** Parents before children, so that every foreign key finds its row. */
    private static final List<String> TABLES = List.of("teachers", "login_sessions", "saved_rules", "class_sessions",
            "game_tables", "seats", "game_actions", "notebook_entries");
    private static final int BATCH = 500;

    private H2Import() {}

    /** Imports {@code dir/eleusis.mv.db} into {@code dir/eleusis.sqlite}, which must not exist yet. */
    static Map<String, Integer> importOnce(Path dir, Clock clock) {
        Path h2File = dir.resolve(Database.H2_FILE_NAME + ".mv.db");
        Path target = dir.resolve(Database.SQLITE_FILE);
        Path partial = dir.resolve(Database.SQLITE_FILE + ".import");
        long started = System.nanoTime();
        deleteLeftovers(partial);
        Map<String, Integer> counts = new LinkedHashMap<>();
        JdbcDataSource h2 = new JdbcDataSource();
        // Read-only: the older file is kept exactly as it was.
        h2.setURL("jdbc:h2:file:" + dir.resolve(Database.H2_FILE_NAME) + Database.H2_OPTIONS + ";ACCESS_MODE_DATA=r");
        h2.setUser("sa");
        h2.setPassword("");
        try (Connection from = h2.getConnection()) {
            Database into = Database.connectSqlite(partial, "the database file " + partial, clock);
            try {
                into.migrate();
                into.jdbi().useTransaction(h -> {
                    for (String table : TABLES) counts.put(table, copy(from, h.getConnection(), table));
                });
            } finally {
                into.close();
            }
        } catch (SQLException e) {
            throw new StoreException(cannotRead(h2File, e), e);
        } catch (RuntimeException e) {
            if (e instanceof StoreException s) throw s;
            throw new StoreException("cannot import the older database " + h2File + ": " + e.getMessage(), e);
        }
        finish(partial, target);
        LOG.info("Imported the older H2 database {} into {} in {} ms ({}); the H2 file is kept as it was",
                h2File, target, (System.nanoTime() - started) / 1_000_000, counts);
        return counts;
    }

    private static String cannotRead(Path h2File, SQLException e) {
        if (e.getErrorCode() == 90020) {
            return "the older database " + h2File + " is in use by another program (is an older Eleusis server still "
                    + "running on this data folder?); stop it so that its data can be imported";
        }
        String m = e.getMessage() == null ? "unknown error" : e.getMessage().strip().lines().findFirst().orElse("");
        return "cannot read the older database " + h2File + " to import it: " + m;
    }

    /** Copies the table's rows, the columns both have; a column the H2 file lacks takes its default. */
    private static int copy(Connection from, Connection into, String table) throws SQLException {
        List<String> targetColumns = new ArrayList<>();
        try (Statement s = into.createStatement(); ResultSet rs = s.executeQuery("PRAGMA table_info(" + table + ")")) {
            while (rs.next()) targetColumns.add(rs.getString("name"));
        }
        int rows = 0;
        try (Statement s = from.createStatement(); ResultSet rs = s.executeQuery("SELECT * FROM " + table + " ORDER BY 1, 2")) {
            ResultSetMetaData md = rs.getMetaData();
            List<Integer> sourceIndex = new ArrayList<>();
            List<String> columns = new ArrayList<>();
            for (int i = 1; i <= md.getColumnCount(); i++) {
                String name = md.getColumnLabel(i).toLowerCase(Locale.ROOT);
                if (targetColumns.contains(name)) {
                    columns.add(name);
                    sourceIndex.add(i);
                }
            }
            String sql = "INSERT INTO " + table + " (" + String.join(", ", columns) + ") VALUES ("
                    + String.join(", ", columns.stream().map(c -> "?").toList()) + ")";
            try (PreparedStatement insert = into.prepareStatement(sql)) {
                while (rs.next()) {
                    for (int k = 0; k < columns.size(); k++) {
                        int i = sourceIndex.get(k);
                        int type = md.getColumnType(i);
                        if (type == Types.TIMESTAMP_WITH_TIMEZONE || type == Types.TIMESTAMP) {
                            OffsetDateTime t = rs.getObject(i, OffsetDateTime.class);
                            insert.setString(k + 1, t == null ? null : Sql.sqliteTime(t.toInstant()));
                        } else if (type == Types.BOOLEAN) {
                            boolean b = rs.getBoolean(i);
                            if (rs.wasNull()) insert.setNull(k + 1, Types.INTEGER); else insert.setBoolean(k + 1, b);
                        } else {
                            insert.setObject(k + 1, rs.getObject(i));
                        }
                    }
                    insert.addBatch();
                    if (++rows % BATCH == 0) insert.executeBatch();
                }
                insert.executeBatch();
            }
        }
        return rows;
    }

    private static void deleteLeftovers(Path partial) {
        try {
            for (String suffix : List.of("", "-wal", "-shm", "-journal")) {
                Files.deleteIfExists(partial.resolveSibling(partial.getFileName() + suffix));
            }
        } catch (IOException e) {
            throw new StoreException("cannot remove the unfinished import " + partial + " (" + e.getMessage() + ")", e);
        }
    }

    /** Puts the complete file in place in one rename, then makes the rename itself durable. */
    private static void finish(Path partial, Path target) {
        try {
            Path wal = partial.resolveSibling(partial.getFileName() + "-wal");
            if (Files.exists(wal) && Files.size(wal) > 0) {
                throw new StoreException("the imported database " + partial + " was not closed cleanly; it will be imported "
                        + "again at the next start");
            }
            Files.deleteIfExists(partial.resolveSibling(partial.getFileName() + "-shm"));
            Files.deleteIfExists(wal);
            try (FileChannel c = FileChannel.open(partial, StandardOpenOption.WRITE)) {
                c.force(true);
            }
            Files.move(partial, target, StandardCopyOption.ATOMIC_MOVE);
            try (FileChannel d = FileChannel.open(target.getParent(), StandardOpenOption.READ)) {
                d.force(true);
            } catch (IOException ignored) {
                // not every system lets a folder be synced; the rename is still atomic
            }
        } catch (IOException e) {
            throw new StoreException("cannot put the imported database in place as " + target + " (" + e.getMessage() + ")", e);
        }
    }
}
