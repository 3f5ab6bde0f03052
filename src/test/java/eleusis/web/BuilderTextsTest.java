package eleusis.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The builder's words: every text builder.js shows has a literal key among the builder.* texts the
 * pages hand it (partials/rule-builder.jte), with the bundle's English as its fallback; every
 * builder.* text is used (by the script, or by the server's answers); and every page with a rule box
 * for the builder, or a rule drawn as pieces, brings the script and its texts.
 */
class BuilderTextsTest {
    private static final Pattern TR_CALL = Pattern.compile("\\btr\\('([^']+)',\\s*'((?:[^'\\\\]|\\\\.)*)'");

    @Test
    void everyTextOfTheScriptIsABuilderTextWithItsEnglish() throws IOException {
        String js = Files.readString(Path.of("src/main/resources/public/builder.js"));
        String partial = Files.readString(Path.of("src/main/jte/partials/rule-builder.jte"));
        assertTrue(partial.contains("data-texts=\"${t.json(\"builder.\")}\""), "the partial hands the script the builder.* texts");
        Map<String, String> english = Texts.bundle("en");
        Matcher m = TR_CALL.matcher(js);
        List<String> problems = new ArrayList<>();
        Set<String> used = new TreeSet<>();
        int calls = 0;
        while (m.find()) {
            calls++;
            String key = m.group(1), fallback = m.group(2).replace("\\'", "'");
            used.add(key);
            if (!key.startsWith("builder.")) problems.add(key + " is not a builder text");
            else if (!english.containsKey(key)) problems.add("no text " + key);
            else if (!Texts.ENGLISH.get(key).equals(fallback)) {
                problems.add(key + ": the script says \"" + fallback + "\", the bundle \"" + Texts.ENGLISH.get(key) + "\"");
            }
        }
        assertEquals(count(Pattern.compile("(?<!function )\\btr\\("), js), calls, "every tr( names its key and English outright");
        for (String key : english.keySet()) {
            if (key.startsWith("builder.") && !key.startsWith("builder.server.") && !used.contains(key)) problems.add("unused: " + key);
        }
        assertEquals(List.of(), problems);
        assertTrue(calls > 100, "the script takes its words from the page: " + calls);
    }

    @Test
    void theServersAnswersAreBuilderServerTexts() throws IOException {
        String java = Files.readString(Path.of("src/main/java/eleusis/web/RuleBlocks.java"));
        Set<String> said = new TreeSet<>();
        Matcher m = Pattern.compile("t\\.get\\(\"(builder\\.server\\.[a-zA-Z]+)\"").matcher(java);
        while (m.find()) said.add(m.group(1));
        Set<String> bundle = new TreeSet<>();
        for (String key : Texts.bundle("en").keySet()) if (key.startsWith("builder.server.")) bundle.add(key);
        assertEquals(bundle, said);
    }

    /** A page whose rule box offers the builder, or that draws a rule as pieces, includes the partial that brings it. */
    @Test
    void everyPageWithARuleBoxForTheBuilderBringsIt() throws IOException {
        List<String> missing = new ArrayList<>();
        int boxes = 0;
        try (Stream<Path> files = Files.walk(Path.of("src/main/jte"))) {
            for (Path p : files.filter(f -> f.toString().endsWith(".jte")).toList()) {
                String page = Files.readString(p);
                if (!page.contains("data-builder") && !page.contains("data-blocks")) continue;
                boxes++;
                boolean brings = page.contains("@template.partials.rule-builder(") || includedBy(p).stream().anyMatch(BuilderTextsTest::brings);
                if (!brings) missing.add(p.toString());
            }
        }
        assertEquals(List.of(), missing);
        assertTrue(boxes >= 6, "table, practice, workshop, the rule choice, the practice end, the debrief: " + boxes);
    }

    private static boolean brings(Path p) {
        try {
            String page = Files.readString(p);
            return page.contains("@template.partials.rule-builder(") || includedBy(p).stream().allMatch(BuilderTextsTest::brings)
                    && !includedBy(p).isEmpty();
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    /** The templates that include a partial (a page is included by none). */
    private static List<Path> includedBy(Path partial) {
        String name = partial.getFileName().toString().replace(".jte", "");
        if (!partial.getParent().getFileName().toString().equals("partials")) return List.of();
        try (Stream<Path> files = Files.walk(Path.of("src/main/jte"))) {
            List<Path> out = new ArrayList<>();
            for (Path p : files.filter(f -> f.toString().endsWith(".jte")).toList()) {
                if (Files.readString(p).contains("@template.partials." + name + "(")) out.add(p);
            }
            return out;
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    private static int count(Pattern p, String text) {
        Matcher m = p.matcher(text);
        int n = 0;
        while (m.find()) n++;
        return n;
    }

    @Test
    void noTranslationOfTheBuilderLeavesTheEnglishWords() {
        List<String> same = new ArrayList<>();
        Map<String, String> english = Texts.bundle("en");
        for (String lang : List.of("es", "fr", "it")) {
            Map<String, String> bundle = Texts.bundle(lang);
            for (String key : english.keySet()) {
                if (!key.startsWith("builder.") || key.startsWith("builder.rank.") || key.equals("builder.hole.comparison")
                        || key.equals("builder.entryOk")) continue;
                if (bundle.get(key).equals(english.get(key))) same.add(lang + " " + key);
            }
        }
        assertEquals(List.of(), same);
        assertFalse(Texts.bundle("fr").get("builder.rank.11").equals("J"), "French names the jack V (valet)");
    }
}
