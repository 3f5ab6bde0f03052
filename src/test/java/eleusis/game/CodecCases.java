package eleusis.game;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

/**
 * The lines of a codec case file: {@code <game> <text>} or {@code <game> <text> => <expected>},
 * {@code #} comments and blank lines skipped.
 */
record CodecCases(String file, int line, String game, String input, String expected) {
    static List<CodecCases> read(String file) {
        try (InputStream in = CodecCases.class.getResourceAsStream(file)) {
            if (in == null) throw new IllegalStateException("missing test resource " + file);
            List<CodecCases> cases = new ArrayList<>();
            String[] lines = new String(in.readAllBytes(), StandardCharsets.UTF_8).split("\n", -1);
            for (int i = 0; i < lines.length; i++) {
                String l = lines[i];
                if (l.isBlank() || l.startsWith("#")) continue;
                int space = l.indexOf(' ');
                String game = l.substring(0, space);
                String rest = l.substring(space + 1);
                int arrow = rest.indexOf(" => ");
                String input = (arrow < 0 ? rest : rest.substring(0, arrow)).strip();
                String expected = arrow < 0 ? null : rest.substring(arrow + 4).replace("\\n", "\n");
                cases.add(new CodecCases(file, i + 1, game, input, expected));
            }
            return cases;
        } catch (IOException e) {
            throw new IllegalStateException(e);
        }
    }

    String name() {
        return file + ":" + line + " " + game + " " + input;
    }
}
