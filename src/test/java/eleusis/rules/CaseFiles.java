package eleusis.rules;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URI;
import java.net.URISyntaxException;
import java.net.URL;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;

/** The case files of a test-resource folder, so that data-driven tests can name file and line. */
final class CaseFiles {
    private CaseFiles() {}

    /** Every {@code *.txt} file in the folder, by name; an empty or missing folder is an error, not zero tests. */
    static List<Path> in(String folder) {
        URL url = CaseFiles.class.getClassLoader().getResource(folder);
        if (url == null) throw new IllegalStateException("missing test resource folder " + folder);
        try (Stream<Path> files = Files.list(Path.of(url.toURI()))) {
            List<Path> found = files.filter(p -> p.getFileName().toString().endsWith(".txt")).sorted().toList();
            if (found.isEmpty()) throw new IllegalStateException("no .txt case files in " + folder);
            return found;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (URISyntaxException e) {
            throw new IllegalStateException(e);
        }
    }

    /** The file's lines; line endings are the file's business, the cases only see {@code \n}. */
    static List<String> lines(Path file) {
        try {
            return Files.readAllLines(file, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** A link IDEs and test reports follow to the line of a case. */
    static URI at(Path file, int line) {
        return URI.create(file.toUri() + "?line=" + line);
    }

    /** The first non-blank line of a rule, shortened, to name a test after it. */
    static String title(String rule) {
        for (String line : rule.split("\n", -1)) {
            String t = line.strip();
            if (!t.isEmpty()) return t.length() > 60 ? t.substring(0, 57) + "..." : t;
        }
        return rule.isEmpty() ? "(empty)" : "(blank)";
    }
}
