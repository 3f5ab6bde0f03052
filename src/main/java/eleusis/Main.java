package eleusis;

import eleusis.cli.Commands;

/** {@code java -jar eleusis.jar [check|judge|serve] ...}; with no arguments it serves the web app. */
public final class Main {
    private Main() {}

    public static void main(String[] args) {
        int code = new Commands(System.in, System.out, System.err).run(args);
        if (code >= 0) System.exit(code);
        // A negative code means a server was started and keeps the process alive.
    }
}
