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

    private final TemplateEngine engine = TemplateEngine.createPrecompiled(ContentType.Html);

    @Override
    public String render(String file, Map<String, ?> model, Context ctx) {
        StringOutput output = new StringOutput();
        // A HashMap<String, Object> picks jte's map overload of render.
        HashMap<String, Object> params = new HashMap<String, Object>(model);
        params.putIfAbsent(TEXTS, Language.texts(ctx));
        engine.render(file, params, output);
        return output.toString();
    }
}
