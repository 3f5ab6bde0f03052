package eleusis.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.Test;

class ServeOptionsTest {
    @Test
    void defaultsArePort7070AndTheDataFolder() {
        ServeCommand.Options o = ServeCommand.options(new String[0], Map.of());
        assertEquals(new ServeCommand.Options(7070, Path.of("data"), null), o);
    }

    @Test
    void environmentVariablesSetTheSameThings() {
        ServeCommand.Options o = ServeCommand.options(new String[0],
                Map.of("ELEUSIS_PORT", "8080", "ELEUSIS_DATA", "/srv/eleusis", "ELEUSIS_DB", "jdbc:postgresql://db/eleusis"));
        assertEquals(new ServeCommand.Options(8080, Path.of("/srv/eleusis"), "jdbc:postgresql://db/eleusis"), o);
    }

    @Test
    void optionsOnTheCommandLineWin() {
        ServeCommand.Options o = ServeCommand.options(new String[] {"--port", "0", "--data=here", "--db", " "},
                Map.of("ELEUSIS_PORT", "8080", "ELEUSIS_DB", "jdbc:postgresql://db/eleusis"));
        assertEquals(0, o.port());
        assertEquals(Path.of("here"), o.data());
        assertNull(o.db(), "a blank --db means the embedded default");
    }

    @Test
    void badOptionsSayWhatIsWrong() {
        assertTrue(assertThrows(IllegalArgumentException.class,
                () -> ServeCommand.options(new String[] {"--port", "seventy"}, Map.of())).getMessage().contains("0 to 65535"));
        assertTrue(assertThrows(IllegalArgumentException.class,
                () -> ServeCommand.options(new String[] {"--colour", "red"}, Map.of())).getMessage().contains("unknown option"));
        assertTrue(assertThrows(IllegalArgumentException.class,
                () -> ServeCommand.options(new String[] {"--data"}, Map.of())).getMessage().contains("needs a value"));
    }
}
