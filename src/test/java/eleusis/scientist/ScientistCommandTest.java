package eleusis.scientist;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import eleusis.cli.Commands;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code scientist} on the command line: its JSON lines, the same game for the same seed, the bench, its usage errors. */
class ScientistCommandTest {
    private static final ObjectMapper JSON = new ObjectMapper();

    record Run(int code, String out, String err) {}

    static Run run(String... args) {
        ByteArrayOutputStream out = new ByteArrayOutputStream(), err = new ByteArrayOutputStream();
        int code = new Commands(new ByteArrayInputStream(new byte[0]), new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8)).run(args);
        return new Run(code, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
    }

    @Test
    void aGameIsATurnLineATurnThenTheResult() throws Exception {
        Run r = run("scientist", "--rule", "card is red", "--seed", "1");
        assertEquals(0, r.code(), r.err());
        List<String> lines = r.out().lines().toList();
        JsonNode result = JSON.readTree(lines.get(lines.size() - 1));
        assertEquals("result", result.get("type").asText());
        assertTrue(result.get("solved").asBoolean());
        int turns = result.get("turns").asInt();
        assertEquals(turns + 1, lines.size());
        assertEquals(30 - turns - 2 * result.get("wrongGuesses").asInt(), result.get("score").asInt());
        assertEquals(List.of("type", "solved", "turns", "wrongGuesses", "score", "guess"), names(result));
        for (int i = 0; i < turns; i++) {
            JsonNode t = JSON.readTree(lines.get(i));
            assertEquals(List.of("type", "turn", "card", "accepted", "remaining", "guess", "right", "why"), names(t));
            assertEquals(i + 1, t.get("turn").asInt());
            assertTrue(t.get("card").asText().matches("(10|[2-9AJQK])[SHDC]"), t.toString());
            assertTrue(t.get("remaining").asInt() > 0);
        }
        assertEquals(result.get("guess"), JSON.readTree(lines.get(turns - 1)).get("guess"));
    }

    private static List<String> names(JsonNode node) {
        List<String> names = new java.util.ArrayList<>();
        node.fieldNames().forEachRemaining(names::add);
        return names;
    }

    @Test
    void theSameSeedPrintsTheSameGame() {
        Run a = run("scientist", "--rule", "card.suit != last.suit", "--seed", "5", "--hand", "8", "--turns", "20");
        Run b = run("scientist", "--rule", "card.suit != last.suit", "--seed", "5", "--hand", "8", "--turns", "20");
        assertEquals(a.out(), b.out());
        assertFalse(a.out().equals(run("scientist", "--rule", "card.suit != last.suit", "--seed", "6").out()));
    }

    @Test
    void explainsInTheLanguageAsked() throws Exception {
        Run r = run("scientist", "--rule", "card is red", "--seed", "1", "--lang", "es");
        JsonNode first = JSON.readTree(r.out().lines().findFirst().orElseThrow());
        assertTrue(first.get("why").asText().startsWith(first.get("card").asText() + " reparte las "), first.toString());
        // The game is the same in every language: only the words change.
        JsonNode english = JSON.readTree(run("scientist", "--rule", "card is red", "--seed", "1").out().lines().findFirst().orElseThrow());
        assertEquals(english.get("card"), first.get("card"));
    }

    @Test
    void theLotPlayerGuessesNothing() throws Exception {
        Run r = run("scientist", "--rule", "card is red", "--seed", "1", "--player", "lot");
        List<String> lines = r.out().lines().toList();
        assertEquals(31, lines.size());
        assertTrue(JSON.readTree(lines.get(0)).get("remaining").isNull());
        JsonNode result = JSON.readTree(lines.get(30));
        assertFalse(result.get("solved").asBoolean());
        assertEquals(0, result.get("score").asInt());
    }

    @Test
    void badOptionsAreUsageErrorsWithoutAStackTrace() {
        for (String[] args : List.of(new String[] {"scientist"}, new String[] {"scientist", "--seed", "1"},
                new String[] {"scientist", "--rule", "card is red", "--seed", "one"},
                new String[] {"scientist", "--rule", "card is red", "--seed", "1", "--turns", "0"},
                new String[] {"scientist", "--rule", "card is red", "--seed", "1", "--colour"},
                new String[] {"scientist", "--rule", "card is red", "--seed"},
                new String[] {"scientist", "--rule", "card is red", "--seed", "1", "--player", "oracle"},
                new String[] {"scientist", "--rule", "card is red", "--seed", "1", "--lang", "de"},
                new String[] {"scientist", "--bench", "--rule", "card is red"},
                new String[] {"scientist", "--rule", "card is red", "--seed", "1", "--seeds", "3"},
                new String[] {"scientist", "--bench", "--turns", "20"},
                new String[] {"scientist", "--bench", "no-such.rules"})) {
            Run r = run(args);
            assertEquals(2, r.code(), String.join(" ", args) + ": " + r.err());
            assertTrue(r.err().startsWith("scientist: "), r.err());
            assertFalse(r.err().contains("Exception") || r.err().contains("\tat "), r.err());
            assertEquals("", r.out());
        }
    }

    @Test
    void aBadRuleIsTheCheckersMessage() {
        Run r = run("scientist", "--rule", "card is rde", "--seed", "1");
        assertEquals(1, r.code());
        assertTrue(r.err().startsWith("1:"), r.err());
    }

    @Test
    void theBenchPrintsATableByLevel(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("two.rules");
        Files.writeString(file, """
                name: Red
                level: 1
                source: classroom example
                description: Red cards.
                rule: card is red
                ---
                name: Other suit
                level: 2
                source: classroom example
                description: Not the last card's suit.
                rule: card.suit != last.suit
                """);
        Run r = run("scientist", "--bench", "--seeds", "2", file.toString());
        assertEquals(0, r.code(), r.err());
        assertTrue(r.out().contains("| level | rules | games | found | average score | CPU a game, median | CPU a game, p95 |"),
                r.out());
        assertTrue(r.out().lines().anyMatch(l -> l.startsWith("| 1 | 1 | 2 | 100.0% |")), r.out());
        assertTrue(r.out().lines().anyMatch(l -> l.startsWith("| all | 2 | 4 |")), r.out());
        Run hinted = run("scientist", "--bench", "--seeds", "1", "--counterexamples", file.toString());
        assertTrue(hinted.out().startsWith("player: scientist; 2 rules x 1 seeds; 30 turns, 12 cards, counterexamples"),
                hinted.out());
        Run lot = run("scientist", "--bench", "--seeds", "2", "--player", "lot", file.toString());
        assertTrue(lot.out().lines().anyMatch(l -> l.startsWith("| all | 2 | 4 | 0.0% | 0.0 |")), lot.out());
    }
}
