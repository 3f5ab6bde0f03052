package eleusis.rules.blocks;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * One case of a baseline file in src/test/resources/blocks: an input (a rule text, or a JSON form)
 * and its expected sections ({@code --- tree}, {@code --- text}, {@code --- taps}, {@code --- json},
 * {@code --- error}), each the lines up to the next section or the {@code ===} that ends the case.
 * Notes before the input start with {@code #}. See the folder's README.md.
 */
record BlockCase(Path file, int line, int number, String input, Map<String, String> expected) {
    String name() {
        String first = input.strip().lines().findFirst().orElse("(empty)");
        return file.getFileName() + " #" + number + ": " + (first.length() > 60 ? first.substring(0, 57) + "..." : first);
    }

    /** Every case of every {@code *.txt} file in a test-resource folder; a missing or empty folder is an error. */
    static List<BlockCase> in(String folder) {
        java.net.URL url = BlockCase.class.getClassLoader().getResource(folder);
        if (url == null) throw new IllegalStateException("missing test resource folder " + folder);
        try (java.util.stream.Stream<Path> files = java.nio.file.Files.list(Path.of(url.toURI()))) {
            List<Path> found = files.filter(p -> p.getFileName().toString().endsWith(".txt")).sorted().toList();
            if (found.isEmpty()) throw new IllegalStateException("no .txt case files in " + folder);
            return found.stream().flatMap(f -> read(f).stream()).toList();
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e);
        } catch (java.net.URISyntaxException e) {
            throw new IllegalStateException(e);
        }
    }

    /** A link IDEs and test reports follow to the line of the case. */
    java.net.URI at() {
        return java.net.URI.create(file.toUri() + "?line=" + line);
    }

    static List<BlockCase> read(Path file) {
        List<String> lines;
        try {
            lines = java.nio.file.Files.readAllLines(file, java.nio.charset.StandardCharsets.UTF_8);
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
        List<BlockCase> out = new ArrayList<>();
        int i = 0, number = 0;
        while (i < lines.size()) {
            while (i < lines.size() && (lines.get(i).startsWith("#") || lines.get(i).isBlank())) i++;
            if (i >= lines.size()) break;
            int start = i + 1;
            StringBuilder input = new StringBuilder();
            while (i < lines.size() && !lines.get(i).startsWith("--- ") && !lines.get(i).equals("===")) {
                input.append(input.length() == 0 ? "" : "\n").append(lines.get(i++));
            }
            Map<String, String> expected = new LinkedHashMap<>();
            while (i < lines.size() && lines.get(i).startsWith("--- ")) {
                String section = lines.get(i++).substring(4).strip();
                StringBuilder body = new StringBuilder();
                while (i < lines.size() && !lines.get(i).startsWith("--- ") && !lines.get(i).equals("===")) {
                    body.append(body.length() == 0 ? "" : "\n").append(lines.get(i++));
                }
                if (expected.put(section, body.toString()) != null) {
                    throw new IllegalStateException(file + ":" + start + ": the section " + section + " is there twice");
                }
            }
            if (i < lines.size() && lines.get(i).equals("===")) i++;
            if (expected.isEmpty()) throw new IllegalStateException(file + ":" + start + ": a case with no expected section");
            out.add(new BlockCase(file, start, ++number, input.toString(), expected));
        }
        return out;
    }
}
