package eleusis.web;

import eleusis.rules.Rule;
import eleusis.rules.RuleResult;
import java.util.List;

/** What the pages and the JSON API show about a rule text: its readings, or its issues with places. */
public record RuleReport(String text, boolean ok, String canonical, String english, int lookback,
                         List<IssueView> issues) {

    /** One issue: where, what, and the caret snippet the command line prints. */
    public record IssueView(int line, int column, String message, String snippet) {}

    public static RuleReport of(String text) {
        RuleResult result = Rule.compile(text);
        if (result.ok()) {
            Rule r = result.rule();
            return new RuleReport(text, true, r.canonical(), r.english(), r.lookback(), List.of());
        }
        List<IssueView> issues = result.issues().stream()
                .map(i -> new IssueView(i.span().line(), i.span().column(), i.message(), i.format(text)))
                .toList();
        return new RuleReport(text, false, null, null, 0, issues);
    }

}
