package eleusis.cli;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.CharsetDecoder;
import java.nio.charset.CoderResult;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.Locale;

/** RULE on the command line: the rule text itself, or {@code @path} to read it from a file. */
final class RuleArgument {
    private RuleArgument() {}

    /** A rule file whose bytes are not UTF-8: a message naming the first bad byte's line and column. */
    static final class NotUtf8 extends RuntimeException {
        NotUtf8(String message) {
            super(message);
        }
    }

    /**
     * The rule text, or throws {@link UsageException} (no such file) or {@link NotUtf8}, each with a
     * message for the person.
     */
    static String read(String arg) {
        if (!arg.startsWith("@")) return arg;
        Path path = Path.of(arg.substring(1));
        byte[] bytes;
        try {
            bytes = Files.readAllBytes(path);
        } catch (NoSuchFileException e) {
            throw new UsageException("cannot read rule file " + path + ": no such file");
        } catch (IOException | java.io.UncheckedIOException e) {
            throw new UsageException("cannot read rule file " + path + ": " + e.getMessage());
        }
        String text = decode(path, bytes);
        // Some editors start UTF-8 files with a byte order mark; it is not part of the rule.
        return text.startsWith("\ufeff") ? text.substring(1) : text;
    }

    /** The bytes as UTF-8, or {@link NotUtf8} at the first byte that is not (line and column as the checker counts). */
    static String decode(Path path, byte[] bytes) {
        CharsetDecoder decoder = StandardCharsets.UTF_8.newDecoder()
                .onMalformedInput(CodingErrorAction.REPORT).onUnmappableCharacter(CodingErrorAction.REPORT);
        ByteBuffer in = ByteBuffer.wrap(bytes);
        CharBuffer out = CharBuffer.allocate(bytes.length + 1);
        CoderResult result = decoder.decode(in, out, true);
        if (!result.isError()) result = decoder.flush(out);
        if (!result.isError()) return out.flip().toString();
        String before = out.flip().toString();
        int line = 1 + (int) before.chars().filter(c -> c == '\n').count();
        String lastLine = before.substring(before.lastIndexOf('\n') + 1);
        if (line == 1 && lastLine.startsWith("\ufeff")) lastLine = lastLine.substring(1);
        int column = 1 + lastLine.codePointCount(0, lastLine.length());
        throw new NotUtf8(String.format(Locale.ROOT, "%d:%d: the rule file %s is not UTF-8: the byte 0x%02X there"
                        + " (byte %d of the file) is not UTF-8 text. Save the file as UTF-8 (most editors offer it"
                        + " under \"Save as\" or \"Encoding\").", line, column, path, bytes[in.position()] & 0xff,
                in.position() + 1));
    }
}
