package eleusis.game.elephant;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/** The scoring types and the elephants' losses, case by case from the tables in src/test/resources/elephant. */
class ElephantTablesTest {

    @TestFactory
    Stream<DynamicTest> scoringTypes() {
        return lines("scoring.txt").stream().map(line -> DynamicTest.dynamicTest(line, () -> {
            String[] f = line.split("\\|");
            List<Porcelain> c = collection(f[0]);
            assertEquals(number(f[1]), ScoringType.LOWEST.points(c, null), "lowest");
            assertEquals(number(f[2]), ScoringType.HIGHEST.points(c, null), "highest");
            assertEquals(number(f[3]), ScoringType.ONE_COLOUR.points(c, ElephantColour.RED), "red");
            assertEquals(number(f[4]), ScoringType.ONE_COLOUR.points(c, ElephantColour.GREEN), "green");
            assertEquals(number(f[5]), ScoringType.ONE_COLOUR.points(c, ElephantColour.BLUE), "blue");
            assertEquals(number(f[6]), ScoringType.ALL.points(c, null), "all");
        }));
    }

    @TestFactory
    Stream<DynamicTest> elephantLosses() {
        return lines("losses.txt").stream().map(line -> DynamicTest.dynamicTest(line, () -> {
            String[] f = line.split("\\|");
            List<Porcelain> c = collection(f[0]);
            Elephant e = ElephantCards.herd().stream().filter(x -> x.text().equals(f[1].trim())).findFirst().orElseThrow();
            Loss loss = Loss.of(e, c);
            String[] want = f[2].trim().split("\\s+");
            if (want[0].equals("lose")) {
                assertFalse(loss.choice(), "no question to ask");
                String lost = String.join(" ", loss.first().stream().map(id -> ElephantTable.face(ElephantCards.porcelain(id)))
                        .sorted().toList());
                assertEquals(want[1].equals("nothing") ? "" : String.join(" ", List.of(want).subList(1, want.length)), lost);
                assertNull(loss.problem(loss.first()));
            } else {
                // choose <n> from <faces...> in <k> ways
                assertTrue(loss.choice(), "the player chooses");
                assertEquals(Integer.parseInt(want[1]), loss.size(), "cards lost");
                int in = List.of(want).indexOf("in");
                String candidates = String.join(" ", loss.groups().stream().flatMap(g -> g.candidates().stream())
                        .map(id -> ElephantTable.face(ElephantCards.porcelain(id))).sorted().toList());
                assertEquals(String.join(" ", List.of(want).subList(3, in)), candidates, "candidates");
                assertEquals(Integer.parseInt(want[in + 1]), loss.choices().size(), "ways to choose");
                for (List<Integer> choice : loss.choices()) assertNull(loss.problem(choice), "a listed choice is allowed");
            }
        }));
    }

    /** Real cards of the list (shop first, then start cards) with these faces, so ids are real. */
    static List<Porcelain> collection(String faces) {
        List<Porcelain> all = new ArrayList<>(ElephantCards.shop());
        ElephantCards.pairs().forEach(all::addAll);
        List<Porcelain> out = new ArrayList<>();
        if (faces.trim().equals("-")) return out;
        for (String face : faces.trim().split("\\s+")) {
            Porcelain p = all.stream().filter(x -> ElephantTable.face(x).equals(face) && !out.contains(x)).findFirst()
                    .orElseThrow(() -> new AssertionError("the card list has no more " + face));
            out.add(p);
        }
        return out;
    }

    private static int number(String s) {
        return Integer.parseInt(s.trim());
    }

    static List<String> lines(String name) {
        try (InputStream in = ElephantTablesTest.class.getResourceAsStream("/elephant/" + name)) {
            if (in == null) throw new AssertionError("missing test table elephant/" + name);
            List<String> out = new ArrayList<>();
            for (String line : new String(in.readAllBytes(), StandardCharsets.UTF_8).split("\n")) {
                int hash = line.indexOf('#');
                String l = (hash >= 0 ? line.substring(0, hash) : line).trim();
                if (!l.isEmpty()) out.add(l);
            }
            return out;
        } catch (IOException e) {
            throw new AssertionError(e);
        }
    }
}
