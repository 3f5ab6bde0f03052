package eleusis.analysis;

import static org.junit.jupiter.api.Assertions.assertEquals;

import eleusis.cli.Commands;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * Recorded layouts (analysis/layouts/NAME.layout) checked against hypotheses: NAME.expect holds
 * "$ RULE" lines, each followed by exactly what {@code consistent RULE < NAME.layout} prints.
 */
class ConsistencyLayoutsTest {
    static final Path DIR = Path.of("src/test/resources/analysis/layouts");

    @TestFactory
    List<DynamicTest> recordedLayouts() throws Exception {
        List<DynamicTest> tests = new ArrayList<>();
        try (Stream<Path> files = Files.list(DIR)) {
            for (Path expect : files.filter(p -> p.toString().endsWith(".expect")).sorted().toList()) {
                String name = expect.getFileName().toString().replace(".expect", "");
                String layout = Files.readString(DIR.resolve(name + ".layout"));
                String[] chunks = Files.readString(expect).split("(?m)^\\$ ");
                for (String chunk : chunks) {
                    if (chunk.isBlank()) continue;
                    int nl = chunk.indexOf('\n');
                    String rule = chunk.substring(0, nl);
                    String expected = chunk.substring(nl + 1);
                    tests.add(DynamicTest.dynamicTest(name + ": " + rule,
                            () -> assertEquals(expected, run(layout, "consistent", rule))));
                }
            }
        }
        return tests;
    }

    static String run(String stdin, String... args) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int code = new Commands(new ByteArrayInputStream(stdin.getBytes(StandardCharsets.UTF_8)),
                new PrintStream(out, true, StandardCharsets.UTF_8), new PrintStream(err, true, StandardCharsets.UTF_8)).run(args);
        return code == 0 ? out.toString(StandardCharsets.UTF_8) : "exit " + code + ": " + err.toString(StandardCharsets.UTF_8);
    }
}
