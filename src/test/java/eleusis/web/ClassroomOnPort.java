package eleusis.web;

import java.nio.file.Path;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.io.TempDir;

/** A class's app on a free port with its own embedded database ({@link Classroom}), started before each test, stopped after. */
public abstract class ClassroomOnPort {
    @TempDir
    Path data;
    /** May be replaced by a test that needs another app (its own timer, say); the one here at the end is closed. */
    public Classroom c;

    @BeforeEach
    void startClassroom() {
        c = new Classroom(data);
    }

    /** Replaces the app with one on the same data whose computer players move only when the test turns the answered timer. */
    ManualTimer onManualTimer() {
        c.close();
        ManualTimer timer = new ManualTimer();
        c = new Classroom(data, timer);
        return timer;
    }

    @AfterEach
    void stopClassroom() {
        c.close();
    }
}
