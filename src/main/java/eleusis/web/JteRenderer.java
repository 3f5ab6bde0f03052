package eleusis.web;

import gg.jte.ContentType;
import gg.jte.TemplateEngine;
import gg.jte.output.StringOutput;
import io.javalin.http.Context;
import io.javalin.rendering.FileRenderer;
import java.util.HashMap;
import java.util.Map;

/**
 * Renders the precompiled jte templates (built by the jte Maven plugin, HTML escaping on). Every page
 * gets the request's interface texts as {@code t}; jte's map render passes a template only the
 * parameters it declares, so pages that do not use {@code t} yet are unaffected.
 */
final class JteRenderer implements FileRenderer {
    /** The model name under which every template finds the request's {@link Texts}. */
    static final String TEXTS = "t";
    /** The model name of the request's form token ({@link Csrf}), which every POST form carries. */
    static final String CSRF = "csrf";

    private final TemplateEngine engine = TemplateEngine.createPrecompiled(ContentType.Html);

    @Override
    public String render(String file, Map<String, ?> model, Context ctx) {
        StringOutput output = new StringOutput();
        // A HashMap<String, Object> picks jte's map overload of render.
        HashMap<String, Object> params = new HashMap<String, Object>(model);
        params.putIfAbsent(TEXTS, Language.texts(ctx));
        // Only templates with a form declare it; jte hands a template only what it declares.
        params.putIfAbsent(CSRF, Csrf.token(ctx));
        engine.render(file, params, output);
        return output.toString();
    }
}
