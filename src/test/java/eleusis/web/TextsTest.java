package eleusis.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.DynamicTest.dynamicTest;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import eleusis.store.SavedRule;
import gg.jte.ContentType;
import gg.jte.TemplateEngine;
import gg.jte.output.StringOutput;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.text.MessageFormat;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.MissingResourceException;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/** The bundles are complete and well formed, every key the pages use exists, and the texts format per language. */
class TextsTest {
    private static final List<String> TRANSLATIONS = Texts.CODES.subList(1, Texts.CODES.size());
    private static final Pattern PLACEHOLDER = Pattern.compile("\\{(\\d+)");
    /** The texts in a template are {@code t}; in Java, {@code texts} or {@code Language.texts(ctx)} ({@code t} is a teacher there). */
    private static final String IN_JTE = "\\bt", IN_JAVA = "(?:\\btexts|Language\\.texts\\(ctx\\))";
    private static final Pattern JS_KEY = Pattern.compile("texts\\[\\s*'([^']+)'\\s*\\]");

    private final Map<String, String> english = Texts.bundle("en");

    @TestFactory
    Stream<DynamicTest> everyTranslationHasEveryEnglishKeyWithTheSamePlaceholders() {
        return TRANSLATIONS.stream().map(lang -> dynamicTest(Texts.file(lang), () -> {
            Map<String, String> bundle = Texts.bundle(lang);
            List<String> problems = new ArrayList<>();
            for (Map.Entry<String, String> e : english.entrySet()) {
                String value = bundle.get(e.getKey());
                if (value == null || value.isBlank()) problems.add("missing or blank: " + e.getKey());
                else if (!placeholders(value).equals(placeholders(e.getValue()))) {
                    problems.add(e.getKey() + " has placeholders " + placeholders(value) + ", English " + placeholders(e.getValue()));
                }
            }
            for (String key : bundle.keySet()) if (!english.containsKey(key)) problems.add("not in English: " + key);
            assertEquals(List.of(), problems);
        }));
    }

    @TestFactory
    Stream<DynamicTest> everyValueIsAWellFormedPattern() {
        return Texts.CODES.stream().map(lang -> dynamicTest(Texts.file(lang), () -> {
            List<String> problems = new ArrayList<>();
            for (Map.Entry<String, String> e : Texts.bundle(lang).entrySet()) {
                try {
                    new MessageFormat(e.getValue());
                } catch (IllegalArgumentException ex) {
                    problems.add(e.getKey() + ": " + ex.getMessage());
                }
                // MessageFormat eats a lone ASCII apostrophe (and quotes what follows): write '' or ’.
                if (e.getValue().replace("''", "").indexOf('\'') >= 0) problems.add(e.getKey() + " has a lone ' (write '' or ’)");
                if (e.getValue().contains(Texts.MISSING_MARK)) problems.add(e.getKey() + " contains " + Texts.MISSING_MARK);
            }
            assertEquals(List.of(), problems);
        }));
    }

    /** Properties keep the last of two equal keys without a word: a copy-paste slip would vanish. */
    @TestFactory
    Stream<DynamicTest> noBundleFileRepeatsAKey() {
        return Texts.CODES.stream().map(lang -> dynamicTest(Texts.file(lang), () -> {
            Set<String> seen = new HashSet<>(), twice = new TreeSet<>();
            for (String line : Files.readAllLines(Path.of("src/main/resources", Texts.file(lang)), StandardCharsets.UTF_8)) {
                String l = line.strip();
                if (l.isEmpty() || l.startsWith("#") || !l.contains("=")) continue;
                String key = l.substring(0, l.indexOf('=')).strip();
                if (!seen.add(key)) twice.add(key);
            }
            assertEquals(Set.of(), twice);
            assertEquals(Texts.bundle(lang).size(), seen.size(), "one line a key, no continuation lines");
        }));
    }

    @TestFactory
    Stream<DynamicTest> everyKeyTheTemplatesAndJavaUseExists() throws IOException {
        List<Path> files = new ArrayList<>();
        try (Stream<Path> jte = Files.walk(Path.of("src/main/jte")); Stream<Path> java = Files.walk(Path.of("src/main/java/eleusis/web"))) {
            Stream.concat(jte.filter(p -> p.toString().endsWith(".jte")), java.filter(p -> p.toString().endsWith(".java")))
                    .sorted().forEach(files::add);
        }
        return files.stream().map(file -> dynamicTest(file.toString(), () -> {
            String text = Files.readString(file);
            String texts = file.toString().endsWith(".jte") ? IN_JTE : IN_JAVA;
            List<String> problems = new ArrayList<>();
            Matcher m = Pattern.compile(texts + "\\.(get|json)\\(\\s*\"([^\"]*)\"").matcher(text);
            int literal = 0;
            while (m.find()) {
                literal++;
                String key = m.group(2);
                if (m.group(1).equals("get") && !english.containsKey(key)) problems.add("no text " + key);
                if (m.group(1).equals("json") && english.keySet().stream().noneMatch(k -> k.startsWith(key))) {
                    problems.add("no text starts with " + key);
                }
            }
            // A key built at run time would escape this check: every use names its key outright.
            assertEquals(count(Pattern.compile(texts + "\\.(get|json)\\("), text), literal, "every t.get / t.json in " + file + " has a literal key");
            assertEquals(List.of(), problems);
        }));
    }

    @Test
    void everyKeyTheWorkshopScriptUsesIsInTheTextsItsPageGivesIt() throws IOException {
        String js = Files.readString(Path.of("src/main/resources/public/workshop.js"));
        String page = Files.readString(Path.of("src/main/jte/pages/workshop.jte"));
        Matcher prefix = Pattern.compile("data-texts=\"\\$\\{t\\.json\\(\"([^\"]+)\"\\)}\"").matcher(page);
        assertTrue(prefix.find(), "the workshop page hands its script the texts in data-texts");
        Matcher m = JS_KEY.matcher(js);
        int keys = 0;
        while (m.find()) {
            keys++;
            assertTrue(english.containsKey(m.group(1)), "no text " + m.group(1));
            assertTrue(m.group(1).startsWith(prefix.group(1)), m.group(1) + " is not among the texts the page gives the script");
        }
        assertTrue(keys > 0, "the script takes its words from the page");
        assertFalse(js.contains("'The server could not be reached"), "no English left in the script");
    }

    @Test
    void textsAreFormattedTheWayEachLanguageWritesThem() {
        assertEquals("Imported 2 rules.", Texts.of("en", null).get("collection.done.imported", 2));
        assertEquals("Imported 1 rule.", Texts.of("en", null).get("collection.done.imported", 1));
        assertEquals("Imported no rules.", Texts.of("en", null).get("collection.done.imported", 0));
        assertEquals("2 règles importées.", Texts.of("fr", null).get("collection.done.imported", 2));
        assertEquals("Se ha importado 1 regla.", Texts.of("es", null).get("collection.done.imported", 1));
        assertEquals("Ms <Ada>'s rules", Texts.ENGLISH.get("collection.heading", "Ms <Ada>"), "'' is one apostrophe");
        assertEquals("Le regole di {x}", Texts.of("it", null).get("collection.heading", "{x}"), "arguments are not patterns");
        assertTrue(Texts.ENGLISH.get("collection.error.tooLong", 200_000).contains("200,000"));
        assertTrue(Texts.of("it", null).get("collection.error.tooLong", 200_000).contains("200.000"));
        assertEquals("It looks back 3 cards.", Texts.ENGLISH.get("workshop.lookback", 3));
    }

    @Test
    void aMissingKeyShowsMarkedInClassButThrowsWhenStrict() {
        assertEquals("??no.such.text??", Texts.of("es", null).get("no.such.text"));
        MissingResourceException e = assertThrows(MissingResourceException.class, () -> Texts.strict("fr").get("no.such.text"));
        assertTrue(e.getMessage().contains("no.such.text") && e.getMessage().contains("messages_fr"), e.getMessage());
        assertThrows(IllegalArgumentException.class, () -> Texts.of("de", null), "only languages we have texts for");
    }

    @Test
    void jsonHoldsTheTextsOfAPrefixForAScript() throws IOException {
        Texts fr = Texts.of("fr", null);
        JsonNode n = new ObjectMapper().readTree(fr.json("workshop.js."));
        assertTrue(n.size() > 0);
        n.fieldNames().forEachRemaining(key -> {
            assertTrue(key.startsWith("workshop.js."), key);
            assertEquals(fr.get(key), n.get(key).asText());
        });
        assertEquals("{}", fr.json("no.such.prefix."));
    }

    @Test
    void theSwitchOffersEveryLanguageByItsOwnNameAndKeepsThePage() {
        List<Texts.Choice> choices = Texts.of("es", "/join?code=AB+CD").languages();
        assertEquals(List.of("English", "Español", "Français", "Italiano"), choices.stream().map(Texts.Choice::name).toList());
        assertEquals(List.of(false, true, false, false), choices.stream().map(Texts.Choice::current).toList());
        assertEquals("/join?code=AB+CD&lang=fr", choices.get(2).href());
        assertEquals("/signin?lang=it", Texts.of("en", "/signin").languages().get(3).href());
        assertEquals("?lang=en", Texts.ENGLISH.languages().get(0).href(), "without a request: this page, its query dropped");
    }

    @TestFactory
    Stream<DynamicTest> theLanguageIsPickedAsTheTableSays() throws IOException {
        List<DynamicTest> tests = new ArrayList<>();
        for (String line : Files.readAllLines(Path.of("src/test/resources/i18n/language-picks.txt"), StandardCharsets.UTF_8)) {
            if (line.isBlank() || line.startsWith("#")) continue;
            String[] f = line.split("\\|", -1);
            assertEquals(5, f.length, "five fields: " + line);
            String header = absent(f[3]);
            if ("LONG".equals(header)) header = "es," + "x-long;q=0.1,".repeat(Language.MAX_HEADER / 10);
            String asked = absent(f[1]), cookie = absent(f[2]), expected = f[4].strip(), h = header;
            tests.add(dynamicTest(f[0].strip(), () -> assertEquals(expected, Language.pick(asked, cookie, h))));
        }
        return tests.stream();
    }

    @Test
    void theSwitchLinksStayOnThisSite() {
        assertEquals("/?rule=card+is+red", Language.local("/", "lang=es&rule=card+is+red"));
        assertEquals("/collection", Language.local("/collection", "lang=fr&%6Cang=it"));
        assertEquals("/x?a=%zz", Language.local("/x", "a=%zz&lang=es"), "a broken escape is kept as it came");
        assertEquals("/", Language.local("//evil.example/x", null));
        assertEquals("/", Language.local("/\\evil.example", null));
        assertEquals("/", Language.local("evil.example", null));
    }

    /** jte's map render passes a template only what it declares: pages without {@code t} render as before. */
    @Test
    void templatesThatDoNotDeclareTheTextsIgnoreThem() {
        String rules = render("pages/rules.jte", Map.of(JteRenderer.TEXTS, Texts.of("it", null)));
        assertTrue(rules.contains("Our choice") && rules.contains("<html lang=\"en\">"), "the layout's default: English");
    }

    /** Each converted page, rendered in every language with strict texts: a missing text throws. */
    @TestFactory
    Stream<DynamicTest> everyConvertedPageRendersInEveryLanguage() {
        RuleReport good = RuleReport.of("card.rank > last.rank"), bad = RuleReport.of("card.rank >");
        SavedRule saved = new SavedRule(1, 1, "Alternate", 2, "Red and black take turns.", "card.color != last.color",
                Instant.EPOCH, Instant.EPOCH);
        Map<String, Object> pages = Map.of(
                "pages/workshop.jte", new WorkshopPage("card.rank > last.rank", "5H 3S\n5H KS",
                        good, List.of(new WorkshopPage.Verdict("5H 3S", "reject", false), new WorkshopPage.Verdict("5H KS", "accept", false))),
                "pages/workshop.jte#bad", new WorkshopPage("card.rank >", "", bad, List.of()),
                "pages/account.jte", new AccountPage(true, "a@b.c", "Ada", "wrong"),
                "pages/account.jte#in", new AccountPage(false, "", "", null),
                "pages/collection.jte", new CollectionPage("Ada", List.of(saved), "ok", List.of("1:1: oops"), ""),
                "pages/collection.jte#empty", new CollectionPage("Ada", List.of(), null, List.of(), ""),
                "pages/join.jte", new eleusis.web.ClassroomPages.Join("ABC", "", null));
        List<DynamicTest> tests = new ArrayList<>();
        for (String lang : Texts.CODES) {
            for (Map.Entry<String, Object> p : new java.util.TreeMap<>(pages).entrySet()) {
                tests.add(dynamicTest(lang + " " + p.getKey(), () -> {
                    String html = render(p.getKey().split("#")[0], Map.of("page", p.getValue(), "t", Texts.strict(lang)));
                    assertTrue(html.contains("<html lang=\"" + lang + "\">"), html);
                    assertTrue(html.contains("aria-current=\"true\">" + Texts.bundle(lang).get("language.name") + "</a>"), html);
                    assertFalse(html.contains(Texts.MISSING_MARK), html);
                }));
            }
        }
        return tests.stream();
    }

    private static String render(String template, Map<String, Object> params) {
        StringOutput out = new StringOutput();
        TemplateEngine.createPrecompiled(ContentType.Html).render(template, new HashMap<>(params), out);
        return out.toString();
    }

    private static Set<String> placeholders(String pattern) {
        Set<String> found = new TreeSet<>();
        Matcher m = PLACEHOLDER.matcher(pattern);
        while (m.find()) found.add(m.group(1));
        return found;
    }

    private static int count(Pattern p, String text) {
        Matcher m = p.matcher(text);
        int n = 0;
        while (m.find()) n++;
        return n;
    }

    private static String absent(String field) {
        String f = field.strip();
        return f.equals("-") ? null : f;
    }
}
