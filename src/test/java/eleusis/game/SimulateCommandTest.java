package eleusis.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import eleusis.cli.Commands;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/** The simulate command, run in-process: a whole game as JSON lines, one event a line. */
class SimulateCommandTest {
    record Run(int code, String out, String err) {}

    static Run run(String... args) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int code = new Commands(new ByteArrayInputStream(new byte[0]), new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8)).run(args);
        return new Run(code, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
    }

    static Stream<Arguments> gamesAndPlayers() {
        List<Arguments> out = new ArrayList<>();
        for (String game : List.of("eleusis", "express")) {
            for (int players = 3; players <= 8; players++) out.add(Arguments.of(game, players));
        }
        return out.stream();
    }

    @ParameterizedTest(name = "{0}, {1} players")
    @MethodSource("gamesAndPlayers")
    @Tag("slow") // whole games with scientist seats: about a minute in all
    void aWholeGameAsJsonLines(String game, int players) {
        String[] args = {"simulate", "--game", game, "--players", Integer.toString(players), "--seed", "42",
                "--rule", "card.color != last.color"};
        Run r = run(args);
        assertEquals(0, r.code(), r.err());
        assertEquals("", r.err());
        String[] lines = r.out().split("\n");
        List<JsonNode> events = new ArrayList<>();
        for (int i = 0; i < lines.length; i++) {
            JsonNode node = Views.parse(lines[i]);
            assertTrue(node.isObject(), "line " + (i + 1) + " is a JSON object: " + lines[i]);
            assertTrue(node.hasNonNull("type"), "line " + (i + 1) + " has a type: " + lines[i]);
            events.add(node);
        }
        assertEquals("round_start", events.get(0).get("type").asText());
        JsonNode last = events.get(events.size() - 1);
        assertEquals("game_end", last.get("type").asText(), "the last line");
        assertEquals(1, events.stream().filter(e -> e.get("type").asText().equals("game_end")).count());

        Map<Integer, Integer> summed = new HashMap<>();
        int rounds = 0;
        boolean inRound = false;
        for (int i = 0; i < events.size(); i++) {
            JsonNode e = events.get(i);
            String type = e.get("type").asText();
            if (type.equals("round_start")) {
                assertFalse(inRound, "line " + (i + 1) + ": a round starts only after the last one ended");
                assertEquals(rounds, e.get("round").asInt());
                assertEquals(rounds % players, e.get("dealer").asInt(), "the dealer rotates");
                inRound = true;
            } else if (type.equals("round_end")) {
                assertTrue(inRound, "line " + (i + 1));
                assertTrue(Views.fieldNames(e).containsAll(Set.of("type", "dealer", "hands", "prophet", "mainline", "sidelines", "scores")),
                        "line " + (i + 1) + ": " + lines[i]);
                assertEquals(rounds % players, e.get("dealer").asInt());
                assertEquals(players - 1, e.get("hands").size(), "a hand for every player but the dealer");
                assertEquals(players, e.get("scores").size(), "a score for every seat");
                assertTrue(e.get("mainline").isArray() && e.get("mainline").size() >= 1);
                assertTrue(e.get("sidelines").isArray());
                if (game.equals("express")) assertTrue(e.get("prophet").isNull(), "no prophet in Express");
                e.get("scores").properties().forEach(s -> summed.merge(Integer.parseInt(s.getKey()), s.getValue().asInt(), Integer::sum));
                rounds++;
                inRound = false;
            } else {
                assertTrue(inRound || type.equals("game_end"), "line " + (i + 1) + ": " + type + " outside a round");
            }
        }
        assertEquals(players, rounds, "by default everyone deals once");
        JsonNode totals = last.get("totals");
        assertNotNull(totals);
        assertEquals(players, totals.size());
        for (int s = 0; s < players; s++) assertEquals((int) summed.get(s), totals.get(Integer.toString(s)).asInt(), "total of seat " + s);
        assertEquals(0, last.get("neverDealt").size());

        assertEquals(r.out(), run(args).out(), "the same seed gives the same output");
    }

    @ParameterizedTest(name = "{0}, {1} players")
    @org.junit.jupiter.params.provider.CsvSource({"elephant, 3", "elephant, 4", "elephant, 5", "elementa, 4", "palmera, 2"})
    void anExtraModeAsJsonLinesEndingWithTheScores(String game, int players) {
        String[] args = {"simulate", "--game", game, "--seed", "42", "--players", Integer.toString(players)};
        Run r = run(args);
        assertEquals(0, r.code(), r.err());
        assertEquals("", r.err());
        String[] lines = r.out().split("\n");
        assertTrue(lines.length > 10, "a whole game: " + lines.length + " lines");
        for (int i = 0; i < lines.length; i++) {
            JsonNode node = Views.parse(lines[i]);
            assertTrue(node.isObject() && node.hasNonNull("type"), "line " + (i + 1) + ": " + lines[i]);
            assertEquals(i == lines.length - 1, node.get("type").asText().equals("game_end"), "line " + (i + 1) + ": " + lines[i]);
        }
        JsonNode scores = Views.parse(lines[lines.length - 1]).get("scores");
        assertNotNull(scores, "game_end carries the scores");
        assertEquals(game.equals("elementa") ? 2 : players, scores.size(), "one score per player (per team in Elementa)");
        scores.properties().forEach(e -> assertTrue(e.getValue().isInt(), e.toString()));
        assertEquals(r.out(), run(args).out(), "the same seed gives the same game");
        assertTrue(!r.out().equals(run("simulate", "--game", game, "--seed", "43", "--players", Integer.toString(players)).out()),
                "another seed, another game");
    }

    @Test
    void anExtraModeTakesItsUsualPlayersWhenNoneAreGiven() {
        Run r = run("simulate", "--game", "palmera", "--seed", "5");
        assertEquals(0, r.code(), r.err());
        assertTrue(r.out().strip().endsWith("}") && r.out().contains("\"game_end\""));
    }

    @Test
    void anotherSeedGivesAnotherGameAndRoundsCanBeFewer() {
        Run a = run("simulate", "--game", "eleusis", "--players", "4", "--seed", "1", "--rule", "card is red", "--rounds", "2");
        Run b = run("simulate", "--game", "eleusis", "--players", "4", "--seed", "2", "--rule", "card is red", "--rounds", "2");
        assertEquals(0, a.code());
        assertFalse(a.out().equals(b.out()));
        String[] lines = a.out().split("\n");
        JsonNode end = Views.parse(lines[lines.length - 1]);
        assertEquals(List.of(2, 3), List.of(end.get("neverDealt").get(0).asInt(), end.get("neverDealt").get(1).asInt()));
        assertEquals(2, a.out().lines().filter(l -> l.startsWith("{\"type\":\"round_end\"")).count());
    }

    @Test
    void aRuleThatDoesNotCompileIsBadInputWithTheCheckersMessage() {
        Run r = run("simulate", "--game", "express", "--players", "4", "--seed", "1", "--rule", "card.rank >");
        assertEquals(1, r.code());
        assertEquals("", r.out());
        assertTrue(r.err().startsWith("1:12: the rule ends too soon"), r.err());
    }

    @Test
    void aRuleThatTakesNoStarterIsBadInput() {
        Run r = run("simulate", "--game", "eleusis", "--players", "4", "--seed", "1", "--rule", "false");
        assertEquals(1, r.code());
        assertEquals("", r.out());
        assertTrue(r.err().contains("accepts no card as the starter"), r.err());
    }

    static List<String[]> badOptions() throws IOException {
        List<String[]> out = new ArrayList<>();
        try (InputStream in = SimulateCommandTest.class.getResourceAsStream("/game/simulate-bad-options.txt")) {
            assertNotNull(in, "src/test/resources/game/simulate-bad-options.txt");
            for (String line : new String(in.readAllBytes(), StandardCharsets.UTF_8).split("\n")) {
                if (line.isBlank() || line.startsWith("#")) continue;
                String[] parts = line.split("=>");
                assertEquals(2, parts.length, "simulate-bad-options.txt: arguments => message: " + line);
                out.add(new String[] {parts[0].strip(), parts[1].strip()});
            }
        }
        return out;
    }

    @TestFactory
    Stream<DynamicTest> badOptionsExitTwoWithAClearMessage() throws IOException {
        return badOptions().stream().map(c -> DynamicTest.dynamicTest(c[0], () -> {
            List<String> args = new ArrayList<>(List.of("simulate"));
            args.addAll(List.of(c[0].split("\\s+")));
            Run r = run(args.toArray(String[]::new));
            assertEquals(2, r.code(), r.err());
            assertEquals("", r.out());
            assertTrue(r.err().contains(c[1]), "expected '" + c[1] + "' in: " + r.err());
            assertFalse(r.err().contains("Exception"), "no stack trace: " + r.err());
        }));
    }

    @Test
    void playersOrRoundsOutOfRangeAreBadUsage() {
        for (String[] args : List.of(
                new String[] {"--game", "eleusis", "--players", "2", "--seed", "1", "--rule", "true"},
                new String[] {"--game", "express", "--players", "9", "--seed", "1", "--rule", "true"},
                new String[] {"--game", "eleusis", "--players", "4", "--seed", "1", "--rule", "true", "--rounds", "0"})) {
            List<String> all = new ArrayList<>(List.of("simulate"));
            all.addAll(List.of(args));
            Run r = run(all.toArray(String[]::new));
            assertEquals(2, r.code(), String.join(" ", args) + ": " + r.err());
            assertEquals("", r.out());
            assertTrue(r.err().contains("3 to 8 players") || r.err().contains("at least one round"), r.err());
        }
    }

    @Test
    void playersOrRoundsOutOfRangeAreRefusedWithAClearMessage() {
        Run two = run("simulate", "--game", "eleusis", "--players", "2", "--seed", "1", "--rule", "true");
        assertTrue(two.code() != 0);
        assertEquals("", two.out());
        assertTrue(two.err().contains("3 to 8 players"), two.err());
        Run none = run("simulate", "--game", "express", "--players", "4", "--seed", "1", "--rule", "true", "--rounds", "0");
        assertTrue(none.code() != 0);
        assertTrue(none.err().contains("at least one round"), none.err());
    }
}
