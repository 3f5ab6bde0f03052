package eleusis.game;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * A game's data file among the resources (its cards, its board), read once when the game's class
 * loads: one entry a line, its words split by spaces; blank lines and comments (from # to the end
 * of the line) say nothing. A broken file is refused with the file and line named, so it stops the
 * app at start, never a game in play.
 */
public final class DataFile {
    private DataFile() {}

    /** A line that says something: its text without the comment, its words, and where it stands. */
    public record Line(String text, List<String> words, String where) {
        /** The line's {@code i}th word, from 0. */
        public String word(int i) { return words.get(i); }

        public int size() { return words.size(); }

        /** The error for this line: "file line n: " and the message. */
        public IllegalStateException error(String message) { return new IllegalStateException(where + message); }
    }

    /** The lines of a resource (a path from the root of the resources, as "games/palmera-cards.txt"). */
    public static List<String> read(String resource) {
        try (InputStream in = DataFile.class.getClassLoader().getResourceAsStream(resource)) {
            if (in == null) throw new IllegalStateException("the resource " + resource + " is missing");
            return Arrays.asList(new String(in.readAllBytes(), StandardCharsets.UTF_8).split("\r?\n", -1));
        } catch (IOException e) {
            throw new IllegalStateException("cannot read " + resource + ": " + e.getMessage(), e);
        }
    }

    /** The lines that say something, each named by its number in {@code file} for error messages. */
    public static List<Line> entries(List<String> lines, String file) {
        List<Line> out = new ArrayList<>();
        for (int n = 0; n < lines.size(); n++) {
            String text = lines.get(n);
            int hash = text.indexOf('#');
            if (hash >= 0) text = text.substring(0, hash);
            text = text.strip();
            if (text.isEmpty()) continue;
            out.add(new Line(text, List.of(text.split("\\s+")), file + " line " + (n + 1) + ": "));
        }
        return out;
    }
}
