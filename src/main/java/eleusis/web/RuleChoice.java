package eleusis.web;

import eleusis.library.LibraryRule;
import eleusis.library.RuleLibrary;
import eleusis.rules.Rule;
import eleusis.rules.RuleResult;
import eleusis.store.RuleCollections;
import eleusis.store.SavedRule;
import java.util.List;
import java.util.Optional;

/**
 * The secret rule a teacher picks in a form: one from the library, one from their own collection,
 * one written on the spot, or none ("I judge by hand"). The form sends {@code choice} (
 * {@code library:<name>}, {@code mine:<id>}, {@code written} or {@code by_hand}) and, for a written
 * rule, {@code rule}. A chosen rule is compiled here, once, and the table's game is dealt with it.
 *
 * @param rule the compiled rule, or null when judged by hand or when there is an error
 */
public record RuleChoice(String ruleText, Rule rule, boolean byHand, String error) {
    public static final String WRITTEN = "written";
    public static final String BY_HAND = "by_hand";

    /** A choice the teacher may make, as the form lists it. */
    public record Option(String value, String label) {}

    /** Choices under one heading of the list (no heading for the first group). */
    public record Group(String label, List<Option> options) {}

    public boolean ok() { return error == null; }

    /** The settings' judge as JSON fields, or the next_round action's fields. */
    public String actionFields() {
        if (byHand) return "\"byHand\":true";
        return "\"rule\":" + com.fasterxml.jackson.databind.node.JsonNodeFactory.instance.textNode(ruleText);
    }

    /** The rule the teacher chose, or what is wrong with the choice in their language (the checker's report stays English). */
    public static RuleChoice resolve(String choice, String written, RuleLibrary library, RuleCollections collections,
                              long teacherId, Texts texts) {
        String c = choice == null || choice.isBlank() ? WRITTEN : choice.strip();
        if (c.equals(BY_HAND)) return new RuleChoice(null, null, true, null);
        String text;
        if (c.equals(WRITTEN)) {
            text = written == null ? "" : written;
            if (text.isBlank()) return new RuleChoice(null, null, false, texts.get("ruleChoice.error.noRule"));
        } else if (c.startsWith("library:")) {
            Optional<LibraryRule> r = library.find(c.substring("library:".length()));
            if (r.isEmpty()) return new RuleChoice(null, null, false, texts.get("ruleChoice.error.noLibraryRule", c.substring("library:".length())));
            text = r.get().rule();
        } else if (c.startsWith("mine:")) {
            Optional<SavedRule> r = Optional.empty();
            try {
                r = collections.find(teacherId, Long.parseLong(c.substring("mine:".length())));
            } catch (NumberFormatException e) {
                // falls through to the message below
            }
            if (r.isEmpty()) return new RuleChoice(null, null, false, texts.get("ruleChoice.error.notMine"));
            text = r.get().rule();
        } else {
            return new RuleChoice(null, null, false, texts.get("ruleChoice.error.unknown"));
        }
        RuleResult compiled = Rule.compile(text);
        if (!compiled.ok()) return new RuleChoice(text, null, false, compiled.report());
        return new RuleChoice(text, compiled.rule(), false, null);
    }

    /** Everything the teacher can pick: writing or judging by hand, their own rules, then the library by level. */
    public static List<Group> options(RuleLibrary library, List<SavedRule> mine, Texts texts) {
        List<Group> out = new java.util.ArrayList<>();
        out.add(new Group("", List.of(new Option(WRITTEN, texts.get("ruleChoice.written")),
                new Option(BY_HAND, texts.get("ruleChoice.byHand")))));
        if (!mine.isEmpty()) {
            out.add(new Group(texts.get("ruleChoice.mine"), mine.stream()
                    .map(r -> new Option("mine:" + r.id(), texts.get("ruleChoice.mineRule", r.name(), r.level()))).toList()));
        }
        for (int level = LibraryRule.EASIEST; level <= LibraryRule.HARDEST; level++) {
            // The choice names the rule by its English name (its id); the reader reads it in their language.
            List<Option> rules = library.atLevel(level).stream().map(r -> new Option("library:" + r.name(), r.name(texts.lang())))
                    .toList();
            if (!rules.isEmpty()) out.add(new Group(texts.get("ruleChoice.library", level), rules));
        }
        return out;
    }
}
