package eleusis.analysis;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

/**
 * Reads the pair files in src/test/resources/analysis: blank-line separated cases. A line
 * "decks: N" asks the question for a game of N decks (2 when absent).
 */
final class RulePairs {
    record Pair(String name, String first, String second, boolean equivalent, int shortest, int decks) {}

    private RulePairs() {}

    static List<Pair> read(String resource) throws IOException {
        String text;
        try (InputStream in = RulePairs.class.getResourceAsStream("/analysis/" + resource)) {
            text = new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
        List<Pair> out = new ArrayList<>();
        for (String block : text.split("\n\\s*\n")) {
            String name = null, first = null, second = null;
            boolean equivalent = true;
            int shortest = -1;
            int decks = Equivalence.TWO_DECKS;
            for (String line : block.strip().split("\n")) {
                if (line.startsWith("#")) {
                    name = line.substring(1).strip();
                } else if (line.equals("==") || line.equals("!=")) {
                    equivalent = line.equals("==");
                    second = "";
                } else if (line.startsWith("shortest:")) {
                    shortest = Integer.parseInt(line.substring(9).strip());
                } else if (line.startsWith("decks:")) {
                    decks = Integer.parseInt(line.substring(6).strip());
                } else if (second == null) {
                    first = first == null ? line : first + "\n" + line;
                } else {
                    second = second.isEmpty() ? line : second + "\n" + line;
                }
            }
            if (first == null) continue; // the file's header comment
            out.add(new Pair(name == null ? first : name, first, second, equivalent, shortest, decks));
        }
        return out;
    }
}
