package eleusis.library;

import java.util.List;

/** Turns rules into rule-file text, laid out as a teacher would write it by hand. */
final class RuleFileWriter {
    private RuleFileWriter() {}

    /** Descriptions wrap onto indented lines past this width, so the file stays readable. */
    static final int WIDTH = 96;

    static String write(List<LibraryRule> rules) {
        StringBuilder out = new StringBuilder();
        out.append("# Eleusis rules. Each entry: name, level (1 easiest .. 5 hardest), source, description,\n")
           .append("# rule, then accept/reject cases (mainline cards, then the card judged). Entries end at ---.\n");
        for (int i = 0; i < rules.size(); i++) {
            if (i > 0) out.append("---\n");
            else out.append('\n');
            entry(out, rules.get(i));
        }
        return out.toString();
    }

    private static void entry(StringBuilder out, LibraryRule r) {
        out.append("name: ").append(r.name()).append('\n');
        for (String lang : LibraryRule.LANGUAGES) {
            LibraryRule.Translation t = r.translations().get(lang);
            if (t != null && t.name() != null) out.append(RuleFile.translated("name", lang)).append(": ").append(t.name()).append('\n');
        }
        out.append("level: ").append(r.level()).append('\n');
        out.append("source: ").append(r.source()).append('\n');
        wrapped(out, "description: ", r.description());
        for (String lang : LibraryRule.LANGUAGES) {
            LibraryRule.Translation t = r.translations().get(lang);
            if (t != null && t.description() != null) wrapped(out, RuleFile.translated("description", lang) + ": ", t.description());
        }
        if (!r.tags().isEmpty()) out.append("tags: ").append(String.join(", ", r.tags())).append('\n');
        if (r.rule().contains("\n")) {
            // A block keeps the rule's own line breaks and indentation; the reader strips the shared two spaces.
            out.append("rule:\n");
            for (String line : r.rule().split("\n", -1)) {
                out.append(line.isEmpty() ? "" : "  " + line).append('\n');
            }
        } else {
            out.append("rule: ").append(r.rule()).append('\n');
        }
        for (LibraryRule.Case c : r.cases()) {
            out.append(c.accepted() ? "accept: " : "reject: ").append(c.cards()).append('\n');
        }
    }

    private static void wrapped(StringBuilder out, String key, String text) {
        StringBuilder line = new StringBuilder(key);
        boolean first = true;
        for (String word : text.split(" ")) {
            if (!first && line.length() + 1 + word.length() > WIDTH) {
                out.append(line).append('\n');
                line = new StringBuilder("  ").append(word);
            } else {
                if (!first) line.append(' ');
                line.append(word);
            }
            first = false;
        }
        out.append(line).append('\n');
    }
}
