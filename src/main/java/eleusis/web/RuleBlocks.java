package eleusis.web;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import eleusis.rules.Rule;
import eleusis.rules.RuleResult;
import eleusis.rules.blocks.BlockJson;
import eleusis.rules.blocks.Blocks;
import io.javalin.config.RoutesConfig;
import io.javalin.http.Context;
import java.util.Map;

/**
 * The rule builder's server side: a typed rule turned into pieces, so that the builder opens on what
 * the student already wrote ({@code POST /api/blocks}, bounded and limited like the rule check), and
 * the pieces of a revealed rule for the pages that draw it. What the builder writes back is plain rule
 * text, checked and judged as a typed rule is.
 */
public final class RuleBlocks {
    /** The palette for the page's script, the same for every page and language. */
    public static final String PALETTE = forAttribute(BlockJson.palette().toString());

    private final CheckLimits checks;

    RuleBlocks(CheckLimits checks) {
        this.checks = checks;
    }

    void register(RoutesConfig routes) {
        routes.post("/api/blocks", this::blocks);
    }

    /**
     * POST the form field {@code rule} or JSON {@code {"rule": "..."}}; answers {@code {"blocks": tree}}, or
     * {@code {"error": why}} in the reader's language when the rule cannot be read or no piece shows it.
     */
    private void blocks(Context ctx) {
        Texts t = Language.texts(ctx);
        String rule = ctx.formParam("rule");
        if (rule == null && ctx.body().startsWith("{")) {
            try {
                Map<?, ?> body = ctx.bodyAsClass(Map.class);
                rule = body.get("rule") instanceof String s ? s : null;
            } catch (Exception e) { // Jackson's parse errors are checked exceptions thrown from Kotlin code
                rule = null;
            }
        }
        if (rule == null) {
            ctx.status(400).json(Map.of("error", t.get("builder.server.noRule")));
            return;
        }
        String text = rule;
        CheckLimits.Result<RuleResult> checked = checks.quick(ClientAddress.of(ctx), () -> Rule.compile(text));
        if (checked.value() == null) {
            ctx.status(429).header("Retry-After", Long.toString(checked.retryAfterSeconds()))
                    .json(Map.of("error", t.get("builder.server.tooMany")));
            return;
        }
        RuleResult compiled = checked.value();
        if (!compiled.ok()) {
            eleusis.rules.Issue first = compiled.issues().get(0);
            ctx.json(Map.of("error", t.get("builder.server.unreadable",
                    first.span().line() + ":" + first.span().column() + ": " + first.message())));
            return;
        }
        JsonNode tree = node(compiled.rule());
        if (tree == null) ctx.json(Map.of("error", t.get("builder.server.notShown")));
        else ctx.json(Map.of("blocks", tree));
    }

    /** The pieces of a rule as JSON, or null when no piece shows it. */
    static JsonNode node(Rule rule) {
        return Blocks.of(rule).map(BlockJson::write).orElse(null);
    }

    /** The pieces of a rule text as JSON text for a page's data attribute: "" when it has none (or is not a rule). */
    public static String json(String ruleText) {
        if (ruleText == null || ruleText.isBlank()) return "";
        RuleResult compiled = Rule.compile(ruleText);
        if (!compiled.ok()) return "";
        JsonNode tree = node(compiled.rule());
        return tree == null ? "" : forAttribute(tree.toString());
    }

    /**
     * JSON for an HTML attribute: the template escapes it, and the comparisons' &lt; and &gt; are written
     * as JSON escapes besides, so that no reader of the page (nor a test that strips tags) meets a bare
     * angle bracket inside a tag.
     */
    private static String forAttribute(String json) {
        return json.replace("<", "\\u003c").replace(">", "\\u003e");
    }

    /** The pieces' JSON node for a message, JSON null when there are none. */
    public static JsonNode nodeOrNull(Rule rule) {
        JsonNode tree = rule == null ? null : node(rule);
        return tree == null ? JsonNodeFactory.instance.nullNode() : tree;
    }
}
