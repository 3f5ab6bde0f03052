package eleusis.game.elementa;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import eleusis.game.GameEvent;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * Whole games from fixed deals in src/test/resources/elementa/games: every card laid, each
 * hand's effective values and winner, hands and stock along the way, and the end, all worked out
 * by hand in the files. An {@code end} line may change settings, to show a decision both ways.
 */
class ElementaScenarioTest {
    static final List<String> FILES = List.of("relics-beat-points.txt", "points-decide.txt", "equal-points.txt");

    @TestFactory
    Stream<DynamicTest> scenarios() {
        List<DynamicTest> tests = new ArrayList<>();
        for (String file : FILES) {
            List<String> lines = ElementaTable.resourceLines("elementa/games/" + file);
            for (String line : lines) {
                if (!line.startsWith("end")) continue;
                String variant = line.substring(3, line.indexOf(':')).trim();
                tests.add(DynamicTest.dynamicTest(file + (variant.isEmpty() ? "" : " [" + variant + "]"),
                        () -> run(file, lines, variant, line)));
            }
        }
        return tests.stream();
    }

    private static void run(String file, List<String> lines, String variant, String endLine) {
        ElementaSettings s = ElementaSettings.standard(4);
        List<String> deck = new ArrayList<>();
        for (String line : lines) {
            if (line.startsWith("settings ")) s = settings(s, line.substring(9));
            if (line.startsWith("deck ")) deck.addAll(Arrays.asList(line.substring(5).trim().split("\\s+")));
        }
        if (!variant.isEmpty()) s = settings(s, variant);
        ElementaTable t = ElementaTable.deal(s, deck);
        for (int n = 0; n < lines.size(); n++) {
            String line = lines.get(n).trim();
            String where = file + " line " + (n + 1) + ": ";
            if (line.startsWith("hold ")) {
                int seat = Integer.parseInt(line.substring(5, line.indexOf(':')).trim());
                List<String> want = ElementaTable.cards(line.substring(line.indexOf(':') + 1)).stream().map(ElementaCard::code).toList();
                assertEquals(want, t.hand(seat), where + "seat " + seat + "'s hand");
            } else if (line.startsWith("stock ")) {
                assertEquals(Integer.parseInt(line.substring(6).trim()), t.spectator().stock(), where + "cards in the stock");
            } else if (line.startsWith("hand ")) {
                hand(t, line, where);
            } else if (line.equals(endLine)) {
                end(t, line.substring(line.indexOf(':') + 1), where);
            }
        }
    }

    /** {@code hand 3: 0 fire1, 1 fire7, 2 water7, 3 earth1 -> 0 6 6 3, winner 1} */
    private static void hand(ElementaTable t, String line, String where) {
        int number = Integer.parseInt(line.substring(5, line.indexOf(':')).trim());
        String[] halves = line.substring(line.indexOf(':') + 1).split("->");
        String[] plays = halves[0].split(",");
        String[] result = halves[1].split(",");
        assertEquals(number, t.spectator().handNumber(), where + "hand number");
        int first = Integer.parseInt(plays[0].trim().split("\\s+")[0]);
        assertEquals(first, t.spectator().active(), where + "the active player lays first");
        List<GameEvent> events = List.of();
        for (String play : plays) {
            String[] f = play.trim().split("\\s+");
            int seat = Integer.parseInt(f[0]);
            assertEquals(List.of(seat), t.g.waitingFor(), where + "whose turn it is");
            events = t.lay(seat, f[1]);
        }
        ElementaEvents.HandWon won = ElementaTable.only(events, ElementaEvents.HandWon.class);
        List<Integer> values = Arrays.stream(result[0].trim().split("\\s+")).map(Integer::parseInt).toList();
        assertEquals(values, won.cards().stream().map(ElementaEvents.Valued::value).toList(), where + "effective values");
        int winner = Integer.parseInt(result[1].trim().substring("winner".length()).trim());
        assertEquals(winner, won.winner(), where + "winner");
        assertEquals(number, won.hand(), where + "hand number in the event");
        if (!t.g.over()) assertEquals(winner, t.spectator().active(), where + "the winner becomes the active player");
    }

    /** {@code scores 28 43, relics 5 0, winner 0, allRelics 0, decidedBy all_relics} ("-" for null) */
    private static void end(ElementaTable t, String spec, String where) {
        Map<String, String[]> f = new LinkedHashMap<>();
        for (String part : spec.split(",")) {
            String[] words = part.trim().split("\\s+");
            f.put(words[0], Arrays.copyOfRange(words, 1, words.length));
        }
        ElementaEvents.GameEnd end = t.end();
        assertEquals(Map.of(0, Integer.parseInt(f.get("scores")[0]), 1, Integer.parseInt(f.get("scores")[1])), end.scores(), where + "scores");
        assertEquals(Map.of(0, Integer.parseInt(f.get("relics")[0]), 1, Integer.parseInt(f.get("relics")[1])), end.relics(), where + "relics");
        assertEquals(nullable(f.get("winner")[0]), end.winner(), where + "winner");
        assertEquals(nullable(f.get("allRelics")[0]), end.allRelics(), where + "allRelics");
        assertEquals(f.get("decidedBy")[0], end.decidedBy(), where + "decidedBy");
        assertEquals(ElementaEvents.TEAMS, end.teams());
        for (int team = 0; team < 2; team++) {
            assertEquals(ElementaRules.score(t.g.capturedBy(team)), end.details().get(team), where + "details of team " + team);
        }
        ElementaView v = t.spectator();
        assertTrue(v.over());
        assertEquals(end.winner(), v.winner());
        assertEquals(end.scores(), v.scores());
        assertEquals(Map.of(0, end.scores().get(0), 1, end.scores().get(1), 2, end.scores().get(0), 3, end.scores().get(1)),
                t.g.totals(), where + "each seat has its team's points");
        assertEquals(List.of(), t.g.waitingFor());
    }

    private static Integer nullable(String s) {
        return s.equals("-") ? null : Integer.parseInt(s);
    }

    private static ElementaSettings settings(ElementaSettings s, String spec) {
        for (String pair : spec.trim().split("\\s+")) {
            String[] kv = pair.split("=");
            s = switch (kv[0]) {
                case "dealer" -> s.withDealer(Integer.parseInt(kv[1]));
                case "handSize" -> s.withHandSize(Integer.parseInt(kv[1]));
                case "relicsBreakTies" -> s.withRelicsBreakTies(Boolean.parseBoolean(kv[1]));
                case "showCaptured" -> s.withShowCaptured(Boolean.parseBoolean(kv[1]));
                default -> throw new AssertionError("unknown setting in a scenario: " + pair);
            };
        }
        return s;
    }
}
