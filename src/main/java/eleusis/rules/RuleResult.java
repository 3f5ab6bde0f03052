package eleusis.rules;

import java.util.List;
import java.util.stream.Collectors;

/** A compiled rule, or the issues that stop the text from being one (then {@code rule} is null). */
public record RuleResult(String source, Rule rule, List<Issue> issues) {
    public boolean ok() { return rule != null; }

    /** Every issue as {@code line:column: message} with the source line and a caret, one after another. */
    public String report() {
        return issues.stream().map(i -> i.format(source)).collect(Collectors.joining("\n"));
    }
}
