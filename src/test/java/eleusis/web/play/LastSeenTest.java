package eleusis.web.play;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import eleusis.store.ClaimedSeat;
import eleusis.store.Database;
import eleusis.store.SessionTable;
import java.nio.file.Path;
import java.time.Instant;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Students heard from are written down together, later; a write that fails is tried again with the next. */
class LastSeenTest {
    @TempDir
    Path dir;

    @Test
    void seatsHeardFromAreWrittenDownTogetherAndAFailedWriteIsKept() throws Exception {
        Database db = Database.open(dir, null);
        long teacher = db.teachers().create("ada@school.org", "Ms Ada", "correct horse battery").id();
        long session = db.classSessions().create(teacher, "Period 3", "express").id();
        SessionTable table = db.tables().create(session, "Table 1", "express", "{\"players\":4}", 42L);
        ClaimedSeat ana = db.seats().claim(table.id(), 1, "Ana"), ben = db.seats().claim(table.id(), 2, "Ben");
        Instant joined = db.seats().findByToken(ana.token()).orElseThrow().lastSeen();
        Instant benJoined = db.seats().findByToken(ben.token()).orElseThrow().lastSeen();
        LastSeen lastSeen = new LastSeen(db, 60_000);

        Thread.sleep(20); // a later time than the join's
        lastSeen.seen(table.id(), 1);
        lastSeen.seen(table.id(), 1);
        assertEquals(joined, db.seats().findByToken(ana.token()).orElseThrow().lastSeen(), "written at once");
        lastSeen.write();
        Instant seen = db.seats().findByToken(ana.token()).orElseThrow().lastSeen();
        assertTrue(seen.isAfter(joined), seen + " after " + joined);
        assertEquals(benJoined, db.seats().findByToken(ben.token()).orElseThrow().lastSeen(), "Ben was not heard from");

        db.close();
        lastSeen.seen(table.id(), 2);
        lastSeen.write(); // the database is closed: kept for the next write
        Database again = Database.open(dir, null);
        LastSeen next = new LastSeen(again, 60_000);
        Thread.sleep(20);
        next.seen(table.id(), 2);
        next.close(); // writes what is left
        assertTrue(again.seats().findByToken(ben.token()).orElseThrow().lastSeen().isAfter(benJoined));
        again.close();
    }
}
