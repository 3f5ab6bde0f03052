package eleusis.web;

import gg.jte.ContentType;
import gg.jte.TemplateEngine;
import gg.jte.output.StringOutput;
import io.javalin.http.Context;
import io.javalin.rendering.FileRenderer;
import java.util.HashMap;
import java.util.Map;

/** Renders the precompiled jte templates (built by the jte Maven plugin, HTML escaping on). */
final class JteRenderer implements FileRenderer {
    private final TemplateEngine engine = TemplateEngine.createPrecompiled(ContentType.Html);

    @Override
    public String render(String file, Map<String, ?> model, Context ctx) {
        StringOutput output = new StringOutput();
        // A HashMap<String, Object> picks jte's map overload of render.
        engine.render(file, new HashMap<String, Object>(model), output);
        return output.toString();
    }
}
