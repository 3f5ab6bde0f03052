package eleusis.web.workshop;

import eleusis.web.ClientAddress;
import eleusis.cards.Card;
import eleusis.cards.CardNotation;
import eleusis.rules.Rule;
import eleusis.rules.RuleResult;
import eleusis.store.Database;
import eleusis.web.CheckLimits;
import eleusis.web.Language;
import eleusis.web.TeacherLogin;
import io.javalin.http.Context;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * The workshop, open to anyone: a rule checked, read in the reader's language and profiled, and a
 * list of plays judged by it ({@code /}); and the same check for the pages' typing ({@code /api/check}).
 * The profiles' work is bounded by {@link CheckLimits}.
 */
public record WorkshopRoutes(Database db, CheckLimits checks) {
    /** Longest case list the workshop judges at once. */
    static final int MAX_CASES = 200;

    public void workshop(Context ctx) {
        String rule = ctx.queryParam("rule");
        String cases = ctx.queryParam("cases");
        String lang = Language.texts(ctx).lang();
        RuleReport report = null;
        String notice = null;
        if (rule != null) {
            CheckLimits.Result<RuleReport> worked = checks.profile(ClientAddress.of(ctx), () -> RuleReport.of(rule, lang));
            report = worked.value();
            if (report == null) {
                // The rule is still checked and read (within the address's quick checks); only its profile waits for a quieter moment.
                report = checks.quick(ClientAddress.of(ctx), () -> RuleReport.quick(rule, lang)).value();
                notice = refusal(ctx, worked);
            }
        }
        List<WorkshopPage.Verdict> verdicts = report != null && report.ok() && cases != null
                ? judge(Rule.compile(rule), cases) : List.of();
        // A signed-in teacher saves the rule to their collection from here; a visitor is told how.
        boolean signedIn = report != null && report.ok() && TeacherLogin.current(ctx, db).isPresent();
        ctx.render("pages/workshop.jte", Map.of("page",
                new WorkshopPage(rule == null ? "" : rule, cases == null ? "" : cases, report, verdicts, notice),
                "signedIn", signedIn));
    }

    /** Why a profile was not worked out, in the reader's language, and the status that says it. */
    private static String refusal(Context ctx, CheckLimits.Result<?> refused) {
        boolean busy = refused.verdict() == CheckLimits.Verdict.BUSY;
        long after = refused.retryAfterSeconds();
        ctx.status(busy ? 503 : 429).header("Retry-After", Long.toString(after));
        return busy ? Language.texts(ctx).get("workshop.error.busy", after) : Language.texts(ctx).get("workshop.error.tooMany", after);
    }

    /**
     * POST a form field or JSON {"rule": "..."}; answers the rule's readings (in the browser's language) or its issues, and its
     * profile unless asked not to ({@code profile=no}, or {@code "profile": false}), as the pages'
     * checks while typing do.
     */
    public void apiCheck(Context ctx) {
        CheckLimits.Result<RuleReport> spent = checks.spent(ClientAddress.of(ctx));
        if (spent != null) {
            ctx.json(Map.of("error", refusal(ctx, spent)));
            return;
        }
        String rule = ctx.formParam("rule");
        boolean profile = !"no".equals(ctx.formParam("profile"));
        if (rule == null && ctx.body().startsWith("{")) {
            try {
                Map<?, ?> body = ctx.bodyAsClass(Map.class);
                rule = body.get("rule") instanceof String s ? s : null;
                profile = !Boolean.FALSE.equals(body.get("profile"));
            } catch (Exception e) { // Jackson's parse errors are checked exceptions thrown from Kotlin code
                rule = null;
            }
        }
        if (rule == null) {
            ctx.status(400).json(Map.of("error", "send the rule as the form field 'rule' or as JSON {\"rule\": \"...\"}"));
            return;
        }
        String text = rule, lang = Language.texts(ctx).lang();
        if (!profile) {
            CheckLimits.Result<RuleReport> quick = checks.quick(ClientAddress.of(ctx), () -> RuleReport.quick(text, lang));
            if (quick.value() != null) ctx.json(quick.value());
            else ctx.json(Map.of("error", refusal(ctx, quick)));
            return;
        }
        CheckLimits.Result<RuleReport> worked = checks.profile(ClientAddress.of(ctx), () -> RuleReport.of(text, lang));
        if (worked.value() != null) ctx.json(worked.value());
        else ctx.json(Map.of("error", refusal(ctx, worked)));
    }

    public static List<WorkshopPage.Verdict> judge(RuleResult compiled, String cases) {
        Rule rule = compiled.rule();
        List<WorkshopPage.Verdict> out = new ArrayList<>();
        for (String line : cases.split("\r?\n")) {
            if (line.isBlank()) continue;
            if (out.size() == MAX_CASES) {
                out.add(new WorkshopPage.Verdict("…", "only the first " + MAX_CASES + " lines are judged", true));
                break;
            }
            CardNotation.Line cards = CardNotation.parseLine(line);
            if (!cards.ok()) {
                out.add(new WorkshopPage.Verdict(line.trim(), cards.error(), true));
            } else {
                List<Card> mainline = cards.cards().subList(0, cards.cards().size() - 1);
                Card judged = cards.cards().get(cards.cards().size() - 1);
                out.add(new WorkshopPage.Verdict(line.trim(), rule.accepts(mainline, judged) ? "accept" : "reject", false));
            }
        }
        return out;
    }
}
