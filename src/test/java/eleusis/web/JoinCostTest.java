package eleusis.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import eleusis.bench.StatementCounter;
import org.junit.jupiter.api.Test;

/**
 * A join costs the same in a class of 2 tables and in a class of 20 (the most a class of 60 makes): a school that joins at 8:00
 * pays per student, not per student times tables. Counted in statements to the database, which
 * used to grow by one a table (every table's seats were read for the name check and the evening out).
 */
class JoinCostTest extends ClassroomOnPort {
    @Test
    void aJoinReadsAsMuchInAClassOfTwentyTablesAsInAClassOfTwo() throws Exception {
        String teacher = c.teacher("rivera@school.example");
        long small = c.session(teacher, "title", "Small", "game", "eleusis", "students", "3", "rounds", "1", "choice", "written",
                "rule", "card is red", "classSize", "6");
        long large = c.session(teacher, "title", "Large", "game", "eleusis", "students", "3", "rounds", "1", "choice", "written",
                "rule", "card is red", "classSize", "60");
        assertEquals(2, c.db.tables().listBySession(small).size());
        assertEquals(20, c.db.tables().listBySession(large).size());
        // A first join at each class, unmeasured: it loads the games its tables' seats need.
        c.join(c.code(small), "Ana", null);
        c.join(c.code(large), "Ana", null);

        StatementCounter counter = StatementCounter.install(c.db);
        var before = counter.snapshot();
        c.join(c.code(small), "Ben", null);
        var smallJoin = counter.snapshot().minus(before);
        before = counter.snapshot();
        c.join(c.code(large), "Ben", null);
        var largeJoin = counter.snapshot().minus(before);
        assertTrue(smallJoin.total() > 0, "the join was counted");
        assertEquals(smallJoin.total(), largeJoin.total(), "statements of a join, 2 tables: " + smallJoin.bySql() + "\n20 tables: " + largeJoin.bySql());
    }
}
