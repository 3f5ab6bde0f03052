package eleusis.rules;

import eleusis.cards.Card;
import eleusis.rules.ast.Expr;
import eleusis.rules.check.CheckResult;
import eleusis.rules.check.Checker;
import eleusis.rules.compile.RuleCompiler;
import eleusis.rules.parse.ParseResult;
import eleusis.rules.parse.RuleSyntax;
import eleusis.rules.text.Canonical;
import eleusis.rules.text.English;
import eleusis.rules.text.Reading;
import java.util.List;

/**
 * A secret rule: its text, its checked tree and the compiled predicate that judges cards.
 * The only way in is {@link #compile}, so a Rule is always well-formed.
 */
public final class Rule implements RulePredicate {
    private final String source;
    private final Expr expr;
    private final CheckResult check;
    private final RulePredicate predicate;

    private Rule(String source, Expr expr, CheckResult check, RulePredicate predicate) {
        this.source = source;
        this.expr = expr;
        this.check = check;
        this.predicate = predicate;
    }

    /** Parses, checks and compiles; user errors come back as issues, never as exceptions. */
    public static RuleResult compile(String text) {
        String source = text == null ? "" : text;
        ParseResult parsed = RuleSyntax.parse(source);
        if (!parsed.ok()) return new RuleResult(source, null, parsed.issues());
        CheckResult checked = Checker.check(parsed.expr());
        if (!checked.ok()) return new RuleResult(source, null, checked.issues());
        RulePredicate predicate = RuleCompiler.compile(parsed.expr(), checked);
        return new RuleResult(source, new Rule(source, parsed.expr(), checked, predicate), List.of());
    }

    /**
     * A rule text's reading in plain words, as {@link #compile}d and {@link #reading(String)} give it,
     * or null when the text is no rule; without writing the class that judges cards, which a text
     * only shown in words never needs (the scientist quotes three candidates a move).
     */
    public static String readingOf(String text, String lang) {
        ParseResult parsed = RuleSyntax.parse(text == null ? "" : text);
        if (!parsed.ok() || !Checker.check(parsed.expr()).ok()) return null;
        return Reading.read(parsed.expr(), lang);
    }

    @Override
    public boolean accepts(Card[] mainline, int length, Card card) {
        return predicate.accepts(mainline, length, card);
    }

    public String source() { return source; }

    public Expr expr() { return expr; }

    public CheckResult check() { return check; }

    /** How many mainline cards back the rule looks: 0 for rules on the card alone. */
    public int lookback() { return check.lookback(); }

    public boolean usesPosition() { return check.usesPosition(); }

    /** One line, fully spelled, with only the brackets precedence needs. */
    public String canonical() { return Canonical.print(expr); }

    /** The rule in plain English, for the reveal and for authors. */
    public String english() { return English.read(expr); }

    /** The rule in plain words in one of {@link Reading#LANGUAGES} (English for any other code). */
    public String reading(String lang) { return Reading.read(expr, lang); }

    @Override
    public String toString() { return canonical(); }
}
