package eleusis.web.classroom;

import eleusis.store.ClassSession;
import eleusis.store.JoinNotices;
import eleusis.web.Texts;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * What the console tells the teacher above the class's controls, kept fresh while it is open: the
 * tables that cannot move and why ({@link TableStalls}; in the lobby, before Start is pressed), and
 * the students who joined when every seat was taken (a table opened for them, or why they were not
 * seated).
 *
 * @param tables how many tables the session has: a console showing fewer reloads to show the new one
 */
public record ClassNotices(long sessionId, boolean lobby, int tables, List<Stall> stalls, int stalledTables,
                           List<Joined> joins, int seated) {
    /** One reason a table cannot move, with the tables it holds back ("Table 6, Table 7"). */
    public record Stall(String tables, String why) {}

    /** What happened to a student who joined a full class, and when, in words. */
    public record Joined(String text, String when) {}

    /** Notices older than this are left off the console: they were about the start of another lesson. */
    static final Duration RECENT = Duration.ofHours(3);

    static ClassNotices of(ClassSession session, List<ClassroomPages.TableInfo> tables, List<JoinNotices.Notice> notices,
                           Texts t, Instant now) {
        // One line a reason, naming every table it holds back, in the tables' order.
        Map<String, List<String>> byReason = new LinkedHashMap<>();
        int stalled = 0;
        for (ClassroomPages.TableInfo table : tables) {
            String why = TableStalls.why(t, table, session.locked());
            if (why == null) continue;
            stalled++;
            byReason.computeIfAbsent(why, k -> new ArrayList<>()).add(t.tableName(table.table().name()));
        }
        List<Stall> stalls = new ArrayList<>();
        byReason.forEach((why, names) -> stalls.add(new Stall(TableStalls.list(t, names), why)));
        Map<Long, String> names = new java.util.HashMap<>();
        for (ClassroomPages.TableInfo table : tables) names.put(table.table().id(), t.tableName(table.table().name()));
        List<Joined> joins = new ArrayList<>();
        for (JoinNotices.Notice n : notices) {
            Instant at = Instant.ofEpochMilli(n.atMillis());
            if (Duration.between(at, now).compareTo(RECENT) > 0) continue;
            joins.add(new Joined(text(t, n, names), ago(t, at, now)));
        }
        int seated = tables.stream().mapToInt(x -> x.seats().size()).sum();
        return new ClassNotices(session.id(), !session.started(), tables.size(), stalls, stalled, joins, seated);
    }

    private static String text(Texts t, JoinNotices.Notice n, Map<Long, String> tables) {
        return switch (n.kind()) {
            case OPENED -> t.get("notices.opened", n.name(), tables.getOrDefault(n.tableId(), "?"));
            case LOCKED -> t.get("notices.locked", n.name());
            case CLASS_FULL -> t.get("notices.classFull", n.name(), TableSizes.MAX_CLASS);
            case OVER -> t.get("notices.over", n.name());
        };
    }

    private static String ago(Texts t, Instant then, Instant now) {
        long s = Math.max(0, Duration.between(then, now).getSeconds());
        if (s < 60) return t.get("tableStatus.seen.justNow");
        if (s < 3600) return t.get("tableStatus.seen.minutes", s / 60);
        return t.get("tableStatus.seen.hours", s / 3600);
    }

    /** Whether there is anything to say. */
    public boolean any() {
        return !stalls.isEmpty() || !joins.isEmpty();
    }
}
