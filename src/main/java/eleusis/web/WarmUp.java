package eleusis.web;

import eleusis.store.Database;
import io.javalin.Javalin;
import java.io.IOException;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.List;
import java.util.stream.Stream;

/**
 * {@code warm-up}: the app on a scratch folder and a free port, the pages a server meets first asked
 * for once each (a page, a card face, a rule check, the sign-in form), then stopped. The build runs
 * it under {@code -XX:ArchiveClassesAtExit} so that the classes all this loads are recorded in a
 * class-data archive, and {@code java -XX:SharedArchiveFile=target/eleusis.jsa -jar target/eleusis.jar}
 * starts from that archive instead of reading and checking each class from the jar again. A page that
 * does not answer 200 fails the build: it doubles as a smoke test of the packaged jar.
 */
public final class WarmUp {
    /** What a teacher's and a student's browsers ask for first. */
    static final List<String> PAGES = List.of("/", "/rules", "/join", "/signin", "/signup", "/cards/QS.svg", "/health");

    private WarmUp() {}

    public static int run(String[] args, PrintStream out, PrintStream err) {
        if (args.length > 0) throw new IllegalArgumentException("warm-up takes no options, not '" + args[0] + "'");
        long start = System.nanoTime();
        try {
            ClassDataArchive.recordMadeFor(ClassDataArchive.commandLine(), System.getProperty("java.class.path", ""));
        } catch (IOException e) {
            err.println("warm-up: cannot write beside the class-data archive: " + e.getMessage());
            return 1;
        }
        Path scratch;
        try {
            scratch = Files.createTempDirectory("eleusis-warm-up");
        } catch (IOException e) {
            err.println("warm-up: cannot make a scratch folder: " + e.getMessage());
            return 1;
        }
        try {
            int asked = askEverything(scratch, err);
            if (asked < 0) return 1;
            out.printf("warm-up: %d requests answered in %d ms%n", asked, (System.nanoTime() - start) / 1_000_000);
            return 0;
        } finally {
            delete(scratch);
        }
    }

    /** How many requests were answered, or -1 (said on {@code err}) when one was not. */
    private static int askEverything(Path scratch, PrintStream err) {
        Database db = Database.open(scratch, null);
        Javalin app = WebApp.create(AppConfig.of(db));
        try {
            app.start("127.0.0.1", 0);
            String base = "http://127.0.0.1:" + app.port();
            HttpClient http = HttpClient.newHttpClient();
            int asked = 0;
            for (String page : PAGES) {
                if (!answered(http, HttpRequest.newBuilder(URI.create(base + page)).GET().build(), err)) return -1;
                asked++;
            }
            HttpRequest check = HttpRequest.newBuilder(URI.create(base + "/api/check"))
                    .header("Content-Type", "application/json")
                    .POST(HttpRequest.BodyPublishers.ofString("{\"rule\": \"card.color != last.color\"}")).build();
            if (!answered(http, check, err)) return -1;
            return asked + 1;
        } finally {
            app.stop();
            db.close();
        }
    }

    private static boolean answered(HttpClient http, HttpRequest request, PrintStream err) {
        try {
            HttpResponse<String> r = http.send(request, HttpResponse.BodyHandlers.ofString());
            if (r.statusCode() == 200) return true;
            err.println("warm-up: " + request.method() + " " + request.uri().getPath() + " answered " + r.statusCode());
        } catch (IOException e) {
            err.println("warm-up: " + request.method() + " " + request.uri().getPath() + " failed: " + e.getMessage());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            err.println("warm-up: interrupted");
        }
        return false;
    }

    private static void delete(Path folder) {
        try (Stream<Path> paths = Files.walk(folder)) {
            for (Path p : paths.sorted(Comparator.reverseOrder()).toList()) Files.deleteIfExists(p);
        } catch (IOException | UncheckedIOException e) {
            // a scratch folder in the temporary directory; the system clears it in time
        }
    }
}
