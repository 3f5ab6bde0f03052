package eleusis.web;

import eleusis.store.Database;
import eleusis.store.StoreException;
import io.javalin.Javalin;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.Map;

/**
 * {@code serve [--port N] [--data DIR] [--db JDBC_URL] [--public-url URL]}: opens the database (a SQLite file in the data
 * folder unless a JDBC URL is given), runs its migrations, and starts the web app. The same settings
 * come from ELEUSIS_PORT, ELEUSIS_DATA and ELEUSIS_DB; options on the command line win.
 */
public final class ServeCommand {
    public static final int DEFAULT_PORT = 7070;
    public static final String DEFAULT_DATA = "data";

    /** The settings of a server, as read from the command line and the environment. */
    public record Options(int port, Path data, String db, String publicUrl) {
        public Options(int port, Path data, String db) {
            this(port, data, db, null);
        }
    }

    private ServeCommand() {}

    /** Starts the server and returns -1 (the server keeps the process alive), or 1 if the database cannot open. */
    public static int run(String[] args, PrintStream out, PrintStream err) {
        Options o = options(args, System.getenv());
        // Where phones reach the app: the --public-url, else this machine's address on the network.
        JoinAddress address = o.publicUrl() != null ? JoinAddress.publicUrl(o.publicUrl())
                : o.port() != 0 ? JoinAddress.detect(o.port()) : JoinAddress.FROM_REQUEST;
        Database db;
        try {
            db = Database.open(o.data(), o.db());
        } catch (StoreException e) {
            err.println("serve: " + e.getMessage());
            return 1;
        }
        Javalin app = WebApp.create(db, WebApp.COMPUTER_DELAY_MILLIS, MoveTimer.system(), address);
        Runtime.getRuntime().addShutdownHook(new Thread(() -> {
            app.stop();
            db.close();
        }, "shutdown"));
        app.start(o.port());
        out.println("Eleusis is running at http://localhost:" + app.port() + "/  (data: " + db.description()
                + "; Ctrl+C to stop)");
        if (address.base() != null) {
            out.println("Students join at " + address.base() + "/join" + (o.publicUrl() == null
                    ? "  (this machine's network address; set --public-url to change it)" : ""));
        }
        return -1;
    }

    static Options options(String[] args, Map<String, String> env) {
        String port = env.get("ELEUSIS_PORT");
        String data = env.get("ELEUSIS_DATA");
        String db = env.get("ELEUSIS_DB");
        String publicUrl = env.get("ELEUSIS_PUBLIC_URL");
        for (int i = 0; i < args.length; i++) {
            String a = args[i];
            String name = a.contains("=") ? a.substring(0, a.indexOf('=')) : a;
            String value;
            if (a.contains("=")) {
                value = a.substring(a.indexOf('=') + 1);
            } else if (i + 1 < args.length) {
                value = args[++i];
            } else {
                throw new IllegalArgumentException("serve: " + a + " needs a value; usage: serve [--port N] [--data DIR] [--db JDBC_URL] [--public-url URL]");
            }
            switch (name) {
                case "--port" -> port = value;
                case "--data" -> data = value;
                case "--db" -> db = value;
                case "--public-url" -> publicUrl = value;
                default -> throw new IllegalArgumentException(
                        "serve: unknown option '" + a + "'; usage: serve [--port N] [--data DIR] [--db JDBC_URL] [--public-url URL]");
            }
        }
        if (publicUrl != null && !publicUrl.isBlank()) JoinAddress.publicUrl(publicUrl); // a bad one is said now, before anything starts
        return new Options(port(port), Path.of(data == null || data.isBlank() ? DEFAULT_DATA : data),
                db == null || db.isBlank() ? null : db, publicUrl == null || publicUrl.isBlank() ? null : publicUrl.strip());
    }

    private static int port(String value) {
        if (value == null || value.isBlank()) return DEFAULT_PORT;
        try {
            int port = Integer.parseInt(value.trim());
            if (port < 0 || port > 65535) throw new NumberFormatException();
            return port;
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("serve: the port must be a number from 0 to 65535, not '" + value + "'");
        }
    }
}
