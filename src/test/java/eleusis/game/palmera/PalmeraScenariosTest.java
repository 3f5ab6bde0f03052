package eleusis.game.palmera;

import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.net.URISyntaxException;
import java.net.URL;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicContainer;
import org.junit.jupiter.api.DynamicNode;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/** Every rule and decision of En la palmera as a scripted fixed-deal scenario; one test per "== name" section. */
class PalmeraScenariosTest {
    @TestFactory
    Stream<DynamicNode> scenarios() throws IOException, URISyntaxException {
        URL dir = PalmeraScenariosTest.class.getResource("/palmera");
        assertNotNull(dir, "src/test/resources/palmera");
        List<Path> files;
        try (Stream<Path> s = Files.list(Path.of(dir.toURI()))) {
            files = s.filter(p -> p.toString().endsWith(".txt")).sorted().toList();
        }
        assertTrue(files.size() >= 5, "scenario files: " + files);
        List<DynamicNode> out = new ArrayList<>();
        for (Path f : files) {
            String file = f.getFileName().toString();
            List<PalmeraScript> scripts = parse(file, Files.readString(f, StandardCharsets.UTF_8));
            assertTrue(!scripts.isEmpty(), file + " has no scenario");
            out.add(DynamicContainer.dynamicContainer(file, scripts.stream()
                    .map(s -> DynamicTest.dynamicTest(s.name, () -> s.run(file)))));
        }
        return out.stream();
    }

    static List<PalmeraScript> parse(String file, String text) {
        List<PalmeraScript> out = new ArrayList<>();
        String[] lines = text.split("\n");
        for (int i = 0; i < lines.length; i++) {
            String line = lines[i];
            int hash = line.indexOf('#');
            if (hash >= 0) line = line.substring(0, hash);
            if (line.isBlank()) continue;
            if (line.startsWith("==")) {
                out.add(new PalmeraScript(line.substring(2).strip()));
            } else {
                if (out.isEmpty()) throw new AssertionError(file + " line " + (i + 1) + ": a command before the first == name");
                out.get(out.size() - 1).add(i + 1, line);
            }
        }
        return out;
    }
}
