package eleusis.web;

import eleusis.store.Database;
import eleusis.store.StoreException;
import io.javalin.Javalin;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

/**
 * {@code serve [--port N] [--bind ADDRESS] [--data DIR] [--db JDBC_URL] [--public-url URL]}: opens the database (a
 * SQLite file in the data folder unless a JDBC URL is given), runs its migrations, and starts the web app on the
 * address given (every interface unless told). The same settings come from ELEUSIS_PORT, ELEUSIS_BIND,
 * ELEUSIS_DATA, ELEUSIS_DB and ELEUSIS_PUBLIC_URL; options on the command line win.
 */
public final class ServeCommand {
    public static final int DEFAULT_PORT = 7070;
    public static final String DEFAULT_DATA = "data";

    /** The settings of a server, as read from the command line and the environment. */
    /**
     * @param bind           the address to listen on (an IP address or host name), or null for every interface
     * @param trustedProxies the proxies in front of the server, whose {@code X-Forwarded-For} names the client
     */
    public record Options(int port, Path data, String db, String publicUrl, String bind, List<String> trustedProxies) {
        public Options {
            trustedProxies = List.copyOf(trustedProxies);
        }

        public Options(int port, Path data, String db, String publicUrl, String bind) {
            this(port, data, db, publicUrl, bind, List.of());
        }

        public Options(int port, Path data, String db) {
            this(port, data, db, null, null);
        }
    }

    private static final String USAGE = "usage: serve [--port N] [--bind ADDRESS] [--data DIR] [--db JDBC_URL] [--public-url URL]"
            + " [--trusted-proxy ADDRESS[,ADDRESS...]]";

    private ServeCommand() {}

    /** Starts the server and returns -1 (the server keeps the process alive), or 1 if the database cannot open. */
    public static int run(String[] args, PrintStream out, PrintStream err) {
        if (start(options(args, System.getenv()), out, err) == null) return 1;
        ClassDataArchive.checkAfterStart(out);
        return -1;
    }

    /** Opens the database and starts the app; null (said on {@code err}) if the database cannot open. */
    static Javalin start(Options o, PrintStream out, PrintStream err) {
        // Where phones reach the app: the --public-url, else the address it listens on, else this machine's on the network.
        JoinAddress address = o.publicUrl() != null ? JoinAddress.publicUrl(o.publicUrl())
                : o.bind() != null && !wildcard(o.bind()) && o.port() != 0 ? new JoinAddress("http://" + hostInUrl(o.bind()) + ":" + o.port())
                : o.port() != 0 ? JoinAddress.detect(o.port()) : JoinAddress.FROM_REQUEST;
        Database db;
        try {
            db = Database.open(o.data(), o.db());
        } catch (StoreException e) {
            err.println("serve: " + e.getMessage());
            return null;
        }
        Javalin app = WebApp.create(AppConfig.of(db).address(address).clients(new ClientAddress(o.trustedProxies())));
        Runtime.getRuntime().addShutdownHook(new Thread(() -> {
            app.stop();
            db.close();
        }, "shutdown"));
        if (o.bind() == null) app.start(o.port());
        else app.start(o.bind(), o.port());
        String here = o.bind() == null || wildcard(o.bind()) ? "localhost" : hostInUrl(o.bind());
        out.println("Eleusis is running at http://" + here + ":" + app.port() + "/  (data: " + db.description()
                + "; Ctrl+C to stop)");
        if (address.base() != null) {
            out.println("Students join at " + address.base() + "/join" + (o.publicUrl() == null
                    ? "  (this machine's network address; set --public-url to change it)" : ""));
        }
        return app;
    }

    private static boolean wildcard(String bind) {
        return bind.equals("0.0.0.0") || bind.equals("::") || bind.equals("[::]");
    }

    /** An IPv6 address goes in brackets in a URL. */
    private static String hostInUrl(String bind) {
        return bind.contains(":") && !bind.startsWith("[") ? "[" + bind + "]" : bind;
    }

    static Options options(String[] args, Map<String, String> env) {
        String port = env.get("ELEUSIS_PORT");
        String data = env.get("ELEUSIS_DATA");
        String db = env.get("ELEUSIS_DB");
        String publicUrl = env.get("ELEUSIS_PUBLIC_URL");
        String bind = env.get("ELEUSIS_BIND");
        String proxies = env.get("ELEUSIS_TRUSTED_PROXIES");
        for (int i = 0; i < args.length; i++) {
            String a = args[i];
            String name = a.contains("=") ? a.substring(0, a.indexOf('=')) : a;
            String value;
            if (a.contains("=")) {
                value = a.substring(a.indexOf('=') + 1);
            } else if (i + 1 < args.length) {
                value = args[++i];
            } else {
                throw new IllegalArgumentException("serve: " + a + " needs a value; " + USAGE);
            }
            switch (name) {
                case "--port" -> port = value;
                case "--data" -> data = value;
                case "--db" -> db = value;
                case "--public-url" -> publicUrl = value;
                case "--bind" -> bind = value;
                case "--trusted-proxy" -> proxies = value;
                default -> throw new IllegalArgumentException("serve: unknown option '" + a + "'; " + USAGE);
            }
        }
        if (publicUrl != null && !publicUrl.isBlank()) JoinAddress.publicUrl(publicUrl); // a bad one is said now, before anything starts
        return new Options(port(port), Path.of(data == null || data.isBlank() ? DEFAULT_DATA : data),
                db == null || db.isBlank() ? null : db, publicUrl == null || publicUrl.isBlank() ? null : publicUrl.strip(),
                bind(bind), proxies(proxies));
    }

    /** A listening address, checked now so a typing mistake is said before anything starts; null for every interface. */
    private static String bind(String value) {
        if (value == null || value.isBlank()) return null;
        String address = value.strip();
        String bare = address.startsWith("[") && address.endsWith("]") ? address.substring(1, address.length() - 1) : address;
        try {
            java.net.InetAddress.getByName(bare);
        } catch (java.net.UnknownHostException | SecurityException e) {
            throw new IllegalArgumentException("serve: --bind must be an address of this machine, such as 127.0.0.1, "
                    + "192.168.1.20 or 0.0.0.0 (every interface), not '" + value + "'");
        }
        return bare;
    }

    /** The trusted proxies, checked now so a typing mistake is said before anything starts. */
    private static List<String> proxies(String value) {
        if (value == null || value.isBlank()) return List.of();
        List<String> out = new java.util.ArrayList<>();
        for (String p : value.split(",")) if (!p.isBlank()) out.add(p.strip());
        try {
            new ClientAddress(out);
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("serve: --trusted-proxy: " + e.getMessage());
        }
        return List.copyOf(out);
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
