package eleusis.web.classroom;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Collections;
import java.util.List;
import org.junit.jupiter.api.Test;

/** How a class is seated at tables (issue 24): as few tables as the class needs, one student apart at most. */
class TableSizesTest {
    @Test
    void theIssuesClassAndOthers() {
        assertEquals(List.of(4, 4, 4, 4, 4, 3, 3), TableSizes.balanced(26, 4, 2), "26 at 4: five of 4, two of 3");
        assertEquals(List.of(6, 6, 5, 5, 5), TableSizes.balanced(27, 6, 2));
        assertEquals(List.of(4, 4), TableSizes.balanced(8, 4, 2));
        assertEquals(List.of(3, 2), TableSizes.balanced(5, 4, 2));
        assertEquals(List.of(3, 3, 3, 3, 3, 3, 3, 3, 2), TableSizes.balanced(26, 3, 2));
        assertEquals(List.of(3, 3, 3, 3, 3, 3, 3, 3, 3), TableSizes.balanced(26, 3, 3), "a seat left over for the computer");
        assertEquals(List.of(2), TableSizes.balanced(1, 4, 2), "one student: a whole table all the same");
        assertThrows(IllegalArgumentException.class, () -> TableSizes.balanced(0, 4, 2));
    }

    @Test
    void everyClassUpToSixtyFillsEverySeatWithTablesOneApart() {
        for (int students = 2; students <= TableSizes.MAX_CLASS; students++) {
            for (int perTable = 2; perTable <= 7; perTable++) {
                List<Integer> sizes = TableSizes.balanced(students, perTable, 2);
                String at = students + " at " + perTable + ": " + sizes;
                assertEquals((students + perTable - 1) / perTable, sizes.size(), at);
                assertTrue(Collections.max(sizes) - Collections.min(sizes) <= 1, at);
                assertTrue(Collections.max(sizes) <= perTable, at);
                if (students >= 2 * sizes.size()) assertEquals(students, sizes.stream().mapToInt(Integer::intValue).sum(), at);
                assertEquals(sizes.stream().sorted(Collections.reverseOrder()).toList(), sizes, "the bigger first: " + at);
            }
        }
    }
}
