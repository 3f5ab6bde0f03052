package eleusis.cli;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;

/** RULE on the command line: the rule text itself, or {@code @path} to read it from a file. */
final class RuleArgument {
    private RuleArgument() {}

    /** The rule text, or throws {@link UsageException} with a message for the person. */
    static String read(String arg) {
        if (!arg.startsWith("@")) return arg;
        Path path = Path.of(arg.substring(1));
        try {
            String text = Files.readString(path, StandardCharsets.UTF_8);
            // Some editors start UTF-8 files with a byte order mark; it is not part of the rule.
            return text.startsWith("\ufeff") ? text.substring(1) : text;
        } catch (NoSuchFileException e) {
            throw new UsageException("cannot read rule file " + path + ": no such file");
        } catch (IOException | java.io.UncheckedIOException e) {
            throw new UsageException("cannot read rule file " + path + ": " + e.getMessage());
        }
    }
}
