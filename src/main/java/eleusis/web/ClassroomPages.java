package eleusis.web;

import eleusis.store.ClassSession;
import eleusis.store.Seat;
import eleusis.store.SessionTable;
import java.util.List;

/** The typed pages of the classroom. */
public final class ClassroomPages {
    private ClassroomPages() {}

    /** A teacher's sessions, and the form to start one; {@code error} from the last attempt or null. */
    public record Sessions(String teacher, List<ClassSession> sessions, String error, String rule) {}

    /** One session for its teacher: the join code and link, each table with its seats and secret rule. */
    public record Session(ClassSession session, String joinLink, List<TableInfo> tables) {}

    public record TableInfo(SessionTable table, int players, List<Seat> seats, String rule, String english,
                            boolean over) {}

    /** The student's join form. */
    public record Join(String code, String name, String error) {}

    /** A live table, for a student's seat or the teacher's projector. */
    public record Table(long tableId, String title, boolean projector) {}
}
