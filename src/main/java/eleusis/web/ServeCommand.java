package eleusis.web;

import io.javalin.Javalin;
import java.io.PrintStream;

/** {@code serve [--port N]}: starts the web app; the port also comes from ELEUSIS_PORT (default 7070). */
public final class ServeCommand {
    public static final int DEFAULT_PORT = 7070;

    private ServeCommand() {}

    /** Starts the server and returns -1 (the server keeps the process alive). */
    public static int run(String[] args, PrintStream out) {
        int port = port(args, System.getenv("ELEUSIS_PORT"));
        Javalin app = WebApp.create();
        app.start(port);
        out.println("Eleusis is running at http://localhost:" + app.port() + "/  (Ctrl+C to stop)");
        return -1;
    }

    static int port(String[] args, String fromEnvironment) {
        String value = fromEnvironment;
        for (int i = 0; i < args.length; i++) {
            if ("--port".equals(args[i]) && i + 1 < args.length) {
                value = args[++i];
            } else if (args[i].startsWith("--port=")) {
                value = args[i].substring("--port=".length());
            } else {
                throw new IllegalArgumentException("serve: unknown option '" + args[i] + "'; usage: serve [--port N]");
            }
        }
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
