package eleusis.library;

import eleusis.cards.Card;
import eleusis.rules.Rule;
import eleusis.rules.RuleResult;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.stream.Collectors;

/**
 * A secret rule from the library (or from a teacher's file): what it is called, how hard it is,
 * where it comes from, what it means in plain words, its text in the rule language, and the
 * cases that show it at work.
 *
 * <p>Values are kept in the form a rule file reads back (whitespace tidied as described on each
 * component), so that writing a rule and reading it again gives an equal record.
 *
 * @param name        one line, spaces collapsed; unique in a library (ignoring case)
 * @param level       1 (easiest) to {@link #HARDEST}
 * @param source      author, work and year, or "classic" / "classroom example"; one line
 * @param description what a teacher reads; one paragraph, spaces collapsed
 * @param tags        short labels, none blank and none holding a comma
 * @param rule        the rule-language text, lines kept, trailing spaces and blank edges removed
 * @param cases       accepted and rejected plays, in the order written
 * @param translations the name and description in the interface's other languages, by language code
 *                     ({@link #LANGUAGES}); a language without one reads the English
 */
public record LibraryRule(String name, int level, String source, String description, List<String> tags,
                          String rule, List<Case> cases, Map<String, Translation> translations) {
    public static final int EASIEST = 1;
    public static final int HARDEST = 5;
    /** The languages a rule's name and description may be translated into (the interface's, but English). */
    public static final List<String> LANGUAGES = List.of("es", "fr", "it");

    /**
     * What a rule is called and means in one language: the rule itself is not translated (the rule
     * language is one), only what a teacher and the class read about it. Either may be missing (null):
     * then the English shows.
     */
    public record Translation(String name, String description) {
        public Translation {
            name = name == null ? null : oneLine(name, "translated name");
            description = description == null ? null : oneLine(description, "translated description");
            if (name == null && description == null) throw new IllegalArgumentException("a translation needs a name or a description");
        }
    }

    /** A rule with its English words only (a teacher's own rules, for one). */
    public LibraryRule(String name, int level, String source, String description, List<String> tags, String rule,
                       List<Case> cases) {
        this(name, level, source, description, tags, rule, cases, Map.of());
    }

    public LibraryRule {
        name = oneLine(name, "name");
        source = oneLine(source, "source");
        description = oneLine(description, "description");
        if (level < EASIEST || level > HARDEST) {
            throw new IllegalArgumentException("level must be " + EASIEST + ".." + HARDEST + ": " + level);
        }
        List<String> cleanTags = new ArrayList<>();
        for (String t : tags) {
            String tag = oneLine(t, "tag");
            if (tag.contains(",")) throw new IllegalArgumentException("a tag cannot hold a comma: " + tag);
            cleanTags.add(tag);
        }
        tags = List.copyOf(cleanTags);
        rule = tidyLines(rule);
        if (rule.isEmpty()) throw new IllegalArgumentException("empty rule text for " + name);
        cases = List.copyOf(cases);
        for (String lang : translations.keySet()) {
            if (!LANGUAGES.contains(lang)) throw new IllegalArgumentException("no translation into '" + lang + "': " + LANGUAGES);
        }
        translations = Map.copyOf(translations);
    }

    /** The rule's name in a language of the interface ("en", "es", "fr", "it"), the English one where it has none. */
    public String name(String lang) {
        Translation t = translations.get(lang);
        return t == null || t.name() == null ? name : t.name();
    }

    /** The rule's description in a language of the interface, the English one where it has none. */
    public String description(String lang) {
        Translation t = translations.get(lang);
        return t == null || t.description() == null ? description : t.description();
    }

    /** A play and the verdict the rule must give: the mainline so far, then the card judged. */
    public record Case(List<Card> mainline, Card card, boolean accepted) {
        public Case {
            mainline = List.copyOf(mainline);
            if (card == null) throw new IllegalArgumentException("a case needs a card to judge");
        }

        /** The cards as a rule file writes them: mainline first, judged card last ({@code 5H 3S}). */
        public String cards() {
            String line = mainline.stream().map(Card::notation).collect(Collectors.joining(" "));
            return line.isEmpty() ? card.notation() : line + " " + card.notation();
        }

        /** {@code accept 5H 3S}: the verdict and the cards, for messages and test names. */
        public String describe() {
            return (accepted ? "accept " : "reject ") + cards();
        }
    }

    public List<Case> accepted() { return cases.stream().filter(Case::accepted).toList(); }

    public List<Case> rejected() { return cases.stream().filter(c -> !c.accepted()).toList(); }

    /**
     * Compiles the rule text. Rules read from a file always compile (the reader checks); a record
     * built by hand with bad text is a programming error, hence the exception.
     */
    public Rule compiled() {
        RuleResult result = Rule.compile(rule);
        if (!result.ok()) {
            throw new IllegalStateException("library rule '" + name + "' does not compile:\n" + result.report());
        }
        return result.rule();
    }

    /** The key under which names must be unique: case and spacing do not make two rules different. */
    public static String nameKey(String name) {
        return name.strip().replaceAll("\\s+", " ").toLowerCase(Locale.ROOT);
    }

    private static String oneLine(String value, String what) {
        if (value == null) throw new IllegalArgumentException("missing " + what);
        String v = value.strip().replaceAll("\\s+", " ");
        if (v.isEmpty()) throw new IllegalArgumentException("empty " + what);
        return v;
    }

    /**
     * Trailing spaces and blank lines at either end go, and so does the indentation all lines share
     * (a file indents the lines of a value); line breaks and the indentation within stay.
     */
    static String tidyLines(String text) {
        if (text == null) return "";
        List<String> lines = new ArrayList<>();
        for (String line : text.split("\r\n|\r|\n", -1)) lines.add(line.stripTrailing());
        while (!lines.isEmpty() && lines.get(0).isEmpty()) lines.remove(0);
        while (!lines.isEmpty() && lines.get(lines.size() - 1).isEmpty()) lines.remove(lines.size() - 1);
        int shared = Integer.MAX_VALUE;
        for (String line : lines) {
            if (!line.isEmpty()) shared = Math.min(shared, indentation(line));
        }
        List<String> out = new ArrayList<>();
        for (String line : lines) out.add(line.isEmpty() ? line : line.substring(shared));
        return String.join("\n", out);
    }

    /** Leading spaces and tabs, each counting one. */
    static int indentation(String line) {
        int i = 0;
        while (i < line.length() && (line.charAt(i) == ' ' || line.charAt(i) == '\t')) i++;
        return i;
    }
}
