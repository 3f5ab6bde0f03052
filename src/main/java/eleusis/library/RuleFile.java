package eleusis.library;

import java.util.List;

/**
 * The rule file format (a {@code .rules} file), described for authors in {@code lessons/README.md}:
 * entries separated by a line {@code ---}, each entry {@code key: value} lines, a value going on
 * over following indented lines, {@code #} at the start of a line for a comment.
 *
 * <pre>
 * name: Alternating colours
 * level: 1
 * source: John Golden, Eleusis Express sample rules (2006)
 * description: If the last card was red, play a black card; if it was black, play a red card.
 * rule: card.color != last.color
 * accept: 5H 3S
 * reject: 5H 3D
 * </pre>
 */
public final class RuleFile {
    private RuleFile() {}

    /** File names the library reads. */
    public static final String EXTENSION = ".rules";

    /** The keys of an entry, in the order the writer puts them. */
    public static final List<String> KEYS =
            List.of("name", "level", "source", "description", "tags", "rule", "accept", "reject");

    /**
     * The keys of a name and a description in another language ({@code name.es}, {@code description.fr}, for
     * each of {@link LibraryRule#LANGUAGES}): the writer puts each after its English key.
     */
    public static final List<String> TRANSLATED_KEYS = translatedKeys();

    /** Keys an entry must have. */
    public static final List<String> REQUIRED = List.of("name", "level", "source", "description", "rule");

    /** {@code name.fr}: the name in French. */
    static String translated(String key, String lang) {
        return key + "." + lang;
    }

    private static List<String> translatedKeys() {
        List<String> keys = new java.util.ArrayList<>();
        for (String key : List.of("name", "description")) {
            for (String lang : LibraryRule.LANGUAGES) keys.add(translated(key, lang));
        }
        return List.copyOf(keys);
    }

    /** A rule read from a file and the line its entry starts on. */
    public record Entry(LibraryRule rule, int line) {}

    /**
     * What a file holds: the rules it could read, and one message per problem, each
     * {@code file:line: message} (compile problems add the line and a caret under the spot).
     * An entry with any problem gives no rule.
     */
    public record Parsed(String file, List<Entry> entries, List<String> errors) {
        public Parsed {
            entries = List.copyOf(entries);
            errors = List.copyOf(errors);
        }

        public boolean ok() { return errors.isEmpty(); }

        public List<LibraryRule> rules() { return entries.stream().map(Entry::rule).toList(); }
    }

    /**
     * Reads rule-file text; never throws for anything in the text. {@code file} names it in the
     * messages ({@code lessons/golden.rules}). Besides the format, every rule must compile, names
     * must be unique in the file, and every accept/reject case must get that verdict from the rule.
     */
    public static Parsed parse(String file, String text) {
        return new RuleFileReader(file, text).read();
    }

    /** {@link #parse}, for callers that want the rules or nothing. */
    public static List<LibraryRule> read(String file, String text) throws RuleFileException {
        Parsed parsed = parse(file, text);
        if (!parsed.ok()) throw new RuleFileException(parsed.errors());
        return parsed.rules();
    }

    /** Rule-file text that {@link #read} turns back into equal rules, in the same order. */
    public static String write(List<LibraryRule> rules) {
        return RuleFileWriter.write(rules);
    }
}
