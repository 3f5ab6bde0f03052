package eleusis.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.File;
import java.net.URI;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import javax.tools.Diagnostic;
import javax.tools.DiagnosticCollector;
import javax.tools.JavaCompiler;
import javax.tools.JavaFileObject;
import javax.tools.SimpleJavaFileObject;
import javax.tools.ToolProvider;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * An event that does not say whom it is for is refused when it is compiled: events planted in a
 * game's package are compiled here, with javac, against the game classes, and those that do not
 * take exactly one audience from their type fail, with javac's error at the event's declaration
 * saying why. {@link GameEvent} is sealed over the three kinds, each kind fixes the return type of
 * {@code audience()}, and a {@link SeatEvent} needs an {@code int player}: the compiler, not a
 * naming convention, keeps a private event private.
 */
class EventAudienceCompileTest {
    @TempDir
    Path out;

    @Test
    void anEventWithNoAudienceDoesNotCompile() {
        List<String> errors = compile("eleusis.game.palmera", "Planted", """
                public record Planted(int player, String card) implements eleusis.game.GameEvent {
                    public String type() { return "planted"; }
                }
                """);
        assertRefused(errors, 2, "not allowed to extend sealed class: eleusis.game.GameEvent");
    }

    @Test
    void anEventWithNoAudienceDoesNotCompileEvenInTheGamesOwnPackage() {
        List<String> errors = compile("eleusis.game", "Planted", """
                record Planted(int player, String card) implements GameEvent {
                    public String type() { return "planted"; }
                    public Audience audience() { return Audience.EVERYONE; }
                }
                """);
        assertRefused(errors, 2, "not allowed to extend sealed class: eleusis.game.GameEvent");
    }

    @Test
    void anEventOfTwoAudiencesDoesNotCompile() {
        List<String> errors = compile("eleusis.game.palmera", "Both", """
                public record Both(int player, String card) implements eleusis.game.PublicEvent, eleusis.game.SeatEvent {
                    public String type() { return "both"; }
                }
                """);
        assertRefused(errors, 2, "both define audience(), but with unrelated return types");
    }

    @Test
    void anEventCannotClaimAnotherAudienceThanItsKinds() {
        List<String> errors = compile("eleusis.game.palmera", "Claims", """
                import eleusis.game.Audience;
                public record Claims(int player, String card) implements eleusis.game.PublicEvent {
                    public String type() { return "claims"; }
                    public Audience audience() { return new Audience.OneSeat(player); }
                }
                """);
        assertRefused(errors, 5, "is not compatible with eleusis.game.Audience.Everyone");
    }

    @Test
    void aSeatEventMustNameItsSeat() {
        List<String> errors = compile("eleusis.game.palmera", "Seatless", """
                public record Seatless(String card) implements eleusis.game.SeatEvent {
                    public String type() { return "seatless"; }
                }
                """);
        assertRefused(errors, 2, "does not override abstract method player() in eleusis.game.SeatEvent");
    }

    /** The same way of compiling takes an event that says whom it is for: the refusals above are the audience's. */
    @Test
    void anEventOfOneKindCompiles() {
        assertEquals(List.of(), compile("eleusis.game.palmera", "Drawn", """
                public record Drawn(int player, String card) implements eleusis.game.SeatEvent {
                    public String type() { return "drawn"; }
                }
                """));
        assertEquals(List.of(), compile("eleusis.game.palmera", "Judged", """
                public record Judged(String verdict) implements eleusis.game.TeacherEvent {
                    public String type() { return "judged"; }
                }
                """));
    }

    /** The planted event is refused at its {@code line} (its declaration, or its claim) for the reason {@code why}. */
    private static void assertRefused(List<String> errors, int line, String why) {
        assertFalse(errors.isEmpty(), "the planted event compiled");
        assertTrue(errors.stream().anyMatch(e -> e.startsWith(line + ": ") && e.contains(why)),
                "an error at line " + line + " saying " + why + ": " + errors);
    }

    /**
     * Compiles one source file ({@code package} on line 1, then {@code body}) against the game classes;
     * answers javac's errors, each as "line: message", none when it compiled.
     */
    private List<String> compile(String pkg, String name, String body) {
        JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
        assertNotNull(javac, "this test compiles planted events: it needs a JDK, not a JRE");
        String source = "package " + pkg + ";\n" + body;
        JavaFileObject file = new SimpleJavaFileObject(URI.create("string:///" + pkg.replace('.', '/') + "/" + name + ".java"),
                JavaFileObject.Kind.SOURCE) {
            @Override
            public CharSequence getCharContent(boolean ignoreEncodingErrors) {
                return source;
            }
        };
        DiagnosticCollector<JavaFileObject> diagnostics = new DiagnosticCollector<>();
        List<String> options = List.of("--release", "17", "-proc:none", "-d", out.toString(), "-classpath", gameClasses());
        boolean ok = javac.getTask(null, null, diagnostics, options, null, List.of(file)).call();
        List<String> errors = new ArrayList<>();
        for (Diagnostic<? extends JavaFileObject> d : diagnostics.getDiagnostics()) {
            if (d.getKind() == Diagnostic.Kind.ERROR) errors.add(d.getLineNumber() + ": " + d.getMessage(Locale.ROOT));
        }
        assertEquals(ok, errors.isEmpty(), "javac's answer and its errors agree: " + errors);
        return errors;
    }

    /** Where the game classes were compiled (target/classes). */
    private static String gameClasses() {
        try {
            return new File(GameEvent.class.getProtectionDomain().getCodeSource().getLocation().toURI()).getPath();
        } catch (java.net.URISyntaxException e) {
            throw new IllegalStateException(e);
        }
    }
}
