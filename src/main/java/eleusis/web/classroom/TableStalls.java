package eleusis.web.classroom;

import eleusis.store.ComputerKind;
import eleusis.web.Texts;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * Why a table of the console cannot move on its own, and what the teacher can do, in the teacher's
 * language: nobody sits there (the computer plays only once a student is seated, so that a game does
 * not play itself out before class), or a seat is empty and nobody plays it (the table stops at its
 * turn). A table whose game is over, or whose round waits for the teacher's next round, is not stuck.
 */
public final class TableStalls {
    private TableStalls() {}

    /** Why the table cannot move, or null when it can. */
    public static String why(Texts t, ClassroomPages.TableInfo table, boolean locked) {
        if (table.over()) return null;
        if (table.seats().isEmpty()) return t.get(locked ? "stalls.noStudents.locked" : "stalls.noStudents");
        if (table.extra() || table.table().computers() != ComputerKind.NONE) return null;
        List<Integer> empty = emptySeats(table);
        if (empty.isEmpty()) return null;
        if (empty.size() == 1) return t.get("stalls.emptySeat", empty.get(0));
        return t.get("stalls.emptySeats", list(t, empty.stream().map(String::valueOf).toList()));
    }

    /** "2, 3 and 4", in the reader's language. */
    static String list(Texts t, List<String> items) {
        if (items.size() == 1) return items.get(0);
        return t.get("stalls.and", String.join(", ", items.subList(0, items.size() - 1)), items.get(items.size() - 1));
    }

    /** The students' seats nobody has taken (students sit from seat 1: the teacher deals at seat 0). */
    static List<Integer> emptySeats(ClassroomPages.TableInfo table) {
        Set<Integer> taken = new HashSet<>();
        table.seats().forEach(s -> taken.add(s.seat()));
        List<Integer> empty = new ArrayList<>();
        for (int seat = 1; seat <= table.students(); seat++) if (!taken.contains(seat)) empty.add(seat);
        return empty;
    }
}
