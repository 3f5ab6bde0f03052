package eleusis.web.classroom;

import java.util.ArrayList;
import java.util.List;

/**
 * How many seats each table of a class gets, when the session form is told the class's size: as many
 * tables as the class needs at the teacher's number of students a table, never more a table, their
 * sizes differing by at most one (26 at 4 a table: five tables of 4 and two of 3, not seven of 4 with
 * two tables short of a student). The bigger tables come first; joins fill the emptiest table, so
 * the class, once all in, fills every seat.
 *
 * <p>A table is never smaller than {@code fewest}: a class smaller than that still gets one whole
 * table, and a game that needs more players for all its parts (a prophet in full Eleusis) keeps them
 * where the computer plays the seats left over.
 */
public final class TableSizes {
    /** The most students one session's form makes tables for at once (more tables can be added). */
    public static final int MAX_CLASS = 60;

    private TableSizes() {}

    /**
     * The seats of each table, the biggest first.
     *
     * @param students the class's size, at least 1
     * @param perTable the most students a table, at least 1
     * @param fewest   the fewest seats a table may have
     */
    static List<Integer> balanced(int students, int perTable, int fewest) {
        if (students < 1 || perTable < 1) throw new IllegalArgumentException("a class and a table seat at least one student");
        int tables = (students + perTable - 1) / perTable;
        int base = students / tables, bigger = students % tables;
        List<Integer> sizes = new ArrayList<>();
        for (int i = 0; i < tables; i++) sizes.add(Math.max(fewest, base + (i < bigger ? 1 : 0)));
        return sizes;
    }
}
