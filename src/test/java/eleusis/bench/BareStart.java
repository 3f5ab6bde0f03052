package eleusis.bench;

import io.javalin.Javalin;

/** What {@link StartBench} compares the app's start with: a bare Javalin 7 app with one route, on the port given. */
public final class BareStart {
    private BareStart() {}

    public static void main(String[] args) {
        Javalin.create(c -> c.routes.get("/", ctx -> ctx.result("bare"))).start("127.0.0.1", Integer.parseInt(args[0]));
    }
}
