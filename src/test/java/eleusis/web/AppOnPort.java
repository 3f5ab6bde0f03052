package eleusis.web;

import eleusis.store.Database;
import io.javalin.Javalin;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.io.TempDir;

/** The app on a free port with its own embedded database, started before each test and stopped after. */
abstract class AppOnPort {
    @TempDir
    Path data;
    Database db;
    Javalin app;
    /** {@code http://127.0.0.1:<port>} */
    String base;

    @BeforeEach
    void start() {
        db = Database.open(data, null).passwordCost(Classroom.PASSWORD_COST);
        app = WebApp.create(AppConfig.of(db)).start("127.0.0.1", 0);
        base = "http://127.0.0.1:" + app.port();
    }

    @AfterEach
    void stop() {
        app.stop();
        db.close();
    }

    /** A form's body, {@code name, value, name, value...} url-encoded as a browser sends it. */
    static String form(String... fields) {
        return IntStream.range(0, fields.length / 2)
                .mapToObj(i -> fields[2 * i] + "=" + URLEncoder.encode(fields[2 * i + 1], StandardCharsets.UTF_8))
                .collect(Collectors.joining("&"));
    }
}
