package eleusis.library;

import eleusis.cards.Card;
import eleusis.cards.CardNotation;
import eleusis.rules.Issue;
import eleusis.rules.Rule;
import eleusis.rules.RuleResult;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * Reads one rule file. Collects every problem rather than stopping at the first, so a teacher can
 * fix a file in one pass; each message names the file and line.
 */
final class RuleFileReader {
    private final String file;
    private final String[] lines;
    private final List<RuleFile.Entry> entries = new ArrayList<>();
    private final FileProblems errors;
    /** Name key to the line it was first given on, for duplicates. */
    private final Map<String, Integer> names = new HashMap<>();

    RuleFileReader(String file, String text) {
        this.file = file;
        this.errors = new FileProblems(file);
        String t = text.startsWith("\uFEFF") ? text.substring(1) : text;
        this.lines = t.split("\r\n|\r|\n", -1);
    }

    /** One {@code key: value}, with the lines it spans in the file. */
    private static final class Field {
        final String key;
        final int line;
        /** The value's text lines with, for each, the file line and the file column (0-based) it starts at. */
        final List<String> text = new ArrayList<>();
        final List<int[]> where = new ArrayList<>();
        int pendingBlanks;

        Field(String key, int line) {
            this.key = key;
            this.line = line;
        }

        void add(String part, int fileLine, int column) {
            for (; pendingBlanks > 0; pendingBlanks--) {
                text.add("");
                where.add(new int[] {fileLine, 0});
            }
            text.add(part);
            where.add(new int[] {fileLine, column});
        }
    }

    RuleFile.Parsed read() {
        List<Field> entry = new ArrayList<>();
        Field current = null;
        int entryLine = 0;
        for (int i = 0; i < lines.length; i++) {
            int n = i + 1;
            String line = lines[i];
            if (line.stripTrailing().equals("---")) {
                finish(entry, entryLine);
                entry = new ArrayList<>();
                current = null;
                continue;
            }
            if (line.startsWith("#")) continue;
            if (line.isBlank()) {
                if (current != null && !current.text.isEmpty()) current.pendingBlanks++;
                continue;
            }
            if (LibraryRule.indentation(line) > 0) {
                if (current == null) {
                    error(n, "this indented line continues no value; start a new key at the left edge, "
                            + "as in 'name: ...'");
                } else {
                    current.add(line, n, 0);
                }
                continue;
            }
            int colon = line.indexOf(':');
            if (colon < 0) {
                error(n, "expected 'key: value' (keys: " + String.join(", ", RuleFile.KEYS)
                        + "), a '#' comment or '---' between rules");
                current = new Field("", n); // swallows the lines that continue it
                continue;
            }
            String key = line.substring(0, colon).strip().toLowerCase(Locale.ROOT);
            if (!RuleFile.KEYS.contains(key) && !RuleFile.TRANSLATED_KEYS.contains(key)) {
                error(n, "unknown key '" + line.substring(0, colon).strip() + "'" + keyHint(key));
                current = new Field("", n);
                continue;
            }
            if (entry.isEmpty()) entryLine = n;
            current = new Field(key, n);
            String rest = line.substring(colon + 1);
            if (!rest.isBlank()) current.add(rest.strip(), n, colon + 1 + LibraryRule.indentation(rest));
            entry.add(current);
        }
        finish(entry, entryLine);
        return new RuleFile.Parsed(file, entries, errors.messages());
    }

    private void error(int line, String message) {
        errors.at(line, message);
    }

    /** Builds the rule from one entry's fields, or records why it cannot. */
    private void finish(List<Field> fields, int entryLine) {
        if (fields.isEmpty()) return;
        int before = errors.count();
        Map<String, Field> single = new LinkedHashMap<>();
        List<Field> cases = new ArrayList<>();
        boolean merged = false;
        for (Field f : fields) {
            if (f.key.equals("accept") || f.key.equals("reject")) {
                cases.add(f);
            } else if (single.containsKey(f.key)) {
                // A second name almost always means a missing '---': say that once, not once per key.
                if (!merged) {
                    error(f.line, f.key.equals("name")
                            ? "a second 'name' in one rule (the first is at line " + single.get(f.key).line
                                    + "); put a line '---' between two rules"
                            : "'" + f.key + "' is given twice for one rule (first at line " + single.get(f.key).line + ")");
                }
                merged |= f.key.equals("name");
            } else {
                single.put(f.key, f);
            }
        }
        String name = single.containsKey("name") ? words(single.get("name")) : "";
        String of = name.isEmpty() ? "" : " in '" + name + "'";
        for (String key : RuleFile.REQUIRED) {
            Field f = single.get(key);
            if (f == null) {
                error(entryLine, "missing '" + key + "'" + of);
            } else if (f.text.isEmpty()) {
                error(f.line, "'" + key + "' is empty" + of);
            }
        }
        // A translation is optional, but one given must say something.
        for (Field f : single.values()) {
            if (f.key.indexOf('.') > 0 && f.text.isEmpty()) error(f.line, "'" + f.key + "' is empty" + of);
        }
        if (!name.isEmpty()) {
            Integer first = names.putIfAbsent(LibraryRule.nameKey(name), single.get("name").line);
            if (first != null) error(single.get("name").line, "the name '" + name + "' is already used at line " + first);
        }
        int level = level(single.get("level"));
        Rule rule = compile(single.get("rule"));
        List<LibraryRule.Case> examples = new ArrayList<>();
        for (Field f : cases) {
            LibraryRule.Case c = example(f, rule);
            if (c != null) examples.add(c);
        }
        if (errors.count() > before) return;
        List<String> tags = new ArrayList<>();
        if (single.containsKey("tags")) {
            for (String t : words(single.get("tags")).split(",")) {
                if (!t.isBlank()) tags.add(t);
            }
        }
        Map<String, LibraryRule.Translation> translations = new LinkedHashMap<>();
        for (String lang : LibraryRule.LANGUAGES) {
            Field n = single.get(RuleFile.translated("name", lang)), d = single.get(RuleFile.translated("description", lang));
            if (n != null || d != null) {
                translations.put(lang, new LibraryRule.Translation(n == null ? null : words(n), d == null ? null : words(d)));
            }
        }
        LibraryRule r = new LibraryRule(name, level, words(single.get("source")), words(single.get("description")),
                tags, rule.source(), examples, translations);
        entries.add(new RuleFile.Entry(r, entryLine));
    }

    /** "Did you mean" for a misspelt key, else the list of keys. */
    private static String keyHint(String key) {
        for (String k : RuleFile.KEYS) {
            if (closeTo(key, k)) return "; did you mean '" + k + "'?";
        }
        for (String k : RuleFile.TRANSLATED_KEYS) {
            if (closeTo(key, k)) return "; did you mean '" + k + "'?";
        }
        int dot = key.indexOf('.');
        if (dot > 0 && (key.startsWith("name.") || key.startsWith("description."))) {
            return "; a name or a description is translated into " + String.join(", ", LibraryRule.LANGUAGES)
                    + ", as in '" + key.substring(0, dot) + "." + LibraryRule.LANGUAGES.get(0) + "'";
        }
        return "; the keys are " + String.join(", ", RuleFile.KEYS);
    }

    /** One letter wrong, missing, extra, or two neighbours swapped: the usual typing slips. */
    static boolean closeTo(String a, String b) {
        if (a.equals(b) || Math.abs(a.length() - b.length()) > 1) return false;
        if (a.length() == b.length()) {
            int first = -1, count = 0;
            for (int i = 0; i < a.length(); i++) {
                if (a.charAt(i) != b.charAt(i)) {
                    if (count++ == 0) first = i;
                }
            }
            return count == 1 || (count == 2 && first + 1 < a.length() && a.charAt(first) == b.charAt(first + 1)
                    && a.charAt(first + 1) == b.charAt(first));
        }
        String longer = a.length() > b.length() ? a : b, shorter = a.length() > b.length() ? b : a;
        for (int i = 0; i < longer.length(); i++) {
            if ((longer.substring(0, i) + longer.substring(i + 1)).equals(shorter)) return true;
        }
        return false;
    }

    /** A value that is prose: its lines joined by single spaces. */
    private static String words(Field f) {
        return String.join(" ", f.text).strip().replaceAll("\\s+", " ");
    }

    private int level(Field f) {
        if (f == null || f.text.isEmpty()) return 0;
        String v = words(f);
        try {
            int level = Integer.parseInt(v);
            if (level >= LibraryRule.EASIEST && level <= LibraryRule.HARDEST) return level;
        } catch (NumberFormatException e) {
            // reported below, like an out-of-range number
        }
        error(f.line, "the level must be a whole number from " + LibraryRule.EASIEST + " (easiest) to "
                + LibraryRule.HARDEST + " (hardest), not '" + v + "'");
        return 0;
    }

    /**
     * Compiles the rule text. The text keeps its line breaks; the shared indentation of the
     * continuation lines is removed and remembered, so that an issue points at the file's own
     * line and column.
     */
    private Rule compile(Field f) {
        if (f == null || f.text.isEmpty()) return null;
        List<String> text = new ArrayList<>();
        List<int[]> where = new ArrayList<>();
        int firstContinuation = f.where.get(0)[0] == f.line ? 1 : 0;
        int shared = Integer.MAX_VALUE;
        for (int i = firstContinuation; i < f.text.size(); i++) {
            String t = f.text.get(i);
            if (!t.isBlank()) shared = Math.min(shared, LibraryRule.indentation(t));
        }
        for (int i = 0; i < f.text.size(); i++) {
            String t = f.text.get(i);
            int[] w = f.where.get(i);
            if (i < firstContinuation || t.isBlank()) {
                text.add(t.isBlank() ? "" : t.stripTrailing());
                where.add(w);
            } else {
                text.add(t.substring(shared).stripTrailing());
                where.add(new int[] {w[0], shared});
            }
        }
        String source = LibraryRule.tidyLines(String.join("\n", text));
        RuleResult result = Rule.compile(source);
        if (result.ok()) return result.rule();
        // tidyLines only drops blank edges, which the field never has, so rule lines match 'where'.
        for (Issue issue : result.issues()) {
            int index = Math.min(Math.max(issue.span().line() - 1, 0), where.size() - 1);
            int fileLine = where.get(index)[0];
            int column = where.get(index)[1] + issue.span().column();
            String shown = lines[fileLine - 1].replace('\t', ' ');
            int caretAt = Math.min(column - 1, shown.length());
            int width = Math.max(1, Math.min(issue.span().end() - issue.span().start(), shown.length() - caretAt));
            errors.worded(fileLine, file + ":" + fileLine + ":" + column + ": " + issue.message() + "\n"
                    + shown + "\n" + " ".repeat(caretAt) + "^".repeat(width));
        }
        return null;
    }

    /** One accept/reject line: the cards, and a check that the rule gives that verdict. */
    private LibraryRule.Case example(Field f, Rule rule) {
        boolean accept = f.key.equals("accept");
        String value = words(f);
        // A note after the cards ("accept: 5H 3S  # black after red") is for the reader of the file.
        if (value.contains("#")) value = value.substring(0, value.indexOf('#')).strip();
        if (value.isEmpty()) {
            error(f.line, "'" + f.key + "' needs cards: the mainline so far, then the card judged "
                    + "(one card alone is judged as the starter)");
            return null;
        }
        List<Card> cards = new ArrayList<>();
        boolean bad = false;
        for (String part : value.split("[\\s,]+")) {
            if (part.isEmpty()) continue;
            CardNotation.Parsed p = CardNotation.parse(part);
            if (p instanceof CardNotation.Ok ok) {
                cards.add(ok.card());
            } else {
                error(f.line, ((CardNotation.Bad) p).message());
                bad = true;
            }
        }
        if (bad) return null;
        LibraryRule.Case c = new LibraryRule.Case(cards.subList(0, cards.size() - 1), cards.get(cards.size() - 1), accept);
        if (rule != null && rule.accepts(c.mainline(), c.card()) != accept) {
            String play = c.mainline().isEmpty() ? c.card().notation() + " as the starter"
                    : c.card().notation() + " after " + c.cards().substring(0, c.cards().lastIndexOf(' '));
            error(f.line, "the rule " + (accept ? "rejects " : "accepts ") + play + ", but this case says "
                    + f.key);
        }
        return c;
    }
}
