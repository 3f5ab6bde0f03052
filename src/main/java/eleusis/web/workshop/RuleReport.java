package eleusis.web.workshop;

import eleusis.analysis.Profile;
import eleusis.analysis.SampleLines;
import eleusis.rules.Rule;
import eleusis.rules.RuleResult;
import java.util.List;

/**
 * What the pages and the JSON API show about a rule text: its readings, or its issues with places.
 * {@code reading} is the rule in plain words in the reader's language.
 */
public record RuleReport(String text, boolean ok, String canonical, String reading, int lookback,
                         List<IssueView> issues, ProfileView profile, List<String> samples) {

    /** The author's profile of a good rule: the figures a teacher checks before class. */
    public record ProfileView(int averagePercent, int worstPercent, boolean deadEnd, String deadEndAfter,
                              int difficulty, List<String> looksAt, List<String> warnings) {}

    /** Sample mainlines shown to authors: this many, of this many cards. */
    static final int SAMPLES = 3, SAMPLE_LENGTH = 10;

    /** One issue: where, what, and the caret snippet the command line prints. */
    public record IssueView(int line, int column, String message, String snippet) {}

    /** The whole report, read in {@code lang} ("en", "es", "fr", "it"): the profile and sample lines too (it may take seconds). */
    public static RuleReport of(String text, String lang) {
        return of(text, lang, true);
    }

    /** The report with the rule read in English. */
    public static RuleReport of(String text) {
        return of(text, "en");
    }

    /** The readings or issues only, without the profile: what checking a rule as it is typed needs (quick). */
    public static RuleReport quick(String text, String lang) {
        return of(text, lang, false);
    }

    private static RuleReport of(String text, String lang, boolean profiled) {
        RuleResult result = Rule.compile(text);
        if (result.ok() && !profiled) {
            Rule r = result.rule();
            return new RuleReport(text, true, r.canonical(), r.reading(lang), r.lookback(), List.of(), null, List.of());
        }
        if (result.ok()) {
            Rule r = result.rule();
            Profile p = Profile.of(r);
            ProfileView profile = new ProfileView((int) Math.round(p.averageAcceptance() * 100),
                    (int) Math.round(p.worstAcceptance() * 100), p.deadEnd(),
                    p.deadEndLine() == null ? null : String.join(" ", p.deadEndLine()), p.difficulty(), p.looksAt(),
                    p.warnings());
            List<String> samples = SampleLines.of(r, SAMPLES, SAMPLE_LENGTH, r.canonical().hashCode()).stream()
                    .map(line -> line.stream().map(eleusis.cards.Card::notation).collect(java.util.stream.Collectors.joining(" ")))
                    .toList();
            return new RuleReport(text, true, r.canonical(), r.reading(lang), r.lookback(), List.of(), profile, samples);
        }
        List<IssueView> issues = result.issues().stream()
                .map(i -> new IssueView(i.span().line(), i.span().column(), i.message(), i.format(text)))
                .toList();
        return new RuleReport(text, false, null, null, 0, issues, null, List.of());
    }

}
