package eleusis.library;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.function.BiFunction;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;

/**
 * Baselines for a reader's messages: each file of a folder under src/test/resources/library is
 * read, and what the reader says of it must equal the file's {@code .expected} twin, line for line.
 * A folder with no such file is an error, not zero tests.
 */
final class BadFileBaselines {
    private BadFileBaselines() {}

    /**
     * @param folder    the folder, under src/test/resources/library ("bad", "bad-lessons")
     * @param extension the files' ending, which the expected files replace
     * @param read      what the reader says of a file, given its name as the messages show it and its text
     */
    static Stream<DynamicTest> of(String folder, String extension, BiFunction<String, String, String> read) {
        Path dir = Path.of("src/test/resources/library", folder);
        List<Path> files;
        try (Stream<Path> listing = Files.list(dir)) {
            files = listing.filter(p -> p.toString().endsWith(extension)).sorted().toList();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        assertFalse(files.isEmpty(), "no baseline files in " + dir);
        return files.stream().map(file -> DynamicTest.dynamicTest(file.getFileName().toString(), () -> {
            String name = folder + "/" + file.getFileName();
            String actual = read.apply(name, Files.readString(file, StandardCharsets.UTF_8));
            Path expected = Path.of(file.toString().replace(extension, ".expected"));
            assertEquals(Files.readString(expected, StandardCharsets.UTF_8), actual, "messages for " + name);
        }));
    }
}
