package eleusis.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.DynamicTest.dynamicTest;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import eleusis.library.RuleLibrary;
import eleusis.store.ClassSession;
import eleusis.store.SavedRule;
import eleusis.store.SessionStatus;
import eleusis.store.SessionTable;
import eleusis.store.TableStatus;
import eleusis.web.accounts.AccountPage;
import eleusis.web.accounts.CollectionPage;
import eleusis.web.classroom.ClassroomPages;
import eleusis.web.play.SocketMessages;
import eleusis.web.workshop.RuleReport;
import eleusis.web.workshop.WorkshopPage;
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
    /** A script's text: {@code tr('key', 'English'} (arguments may follow). */
    private static final Pattern TR_CALL = Pattern.compile("\\btr\\('([^']+)',\\s*'((?:[^'\\\\]|\\\\.)*)'");
    private static final RuleLibrary LIBRARY = library();

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
    void everyGameOfTheCatalogueHasANameInEveryLanguage() {
        for (String code : Texts.CODES) {
            Texts t = Texts.of(code, null);
            for (eleusis.game.GameType<?, ?> g : eleusis.game.Games.all()) {
                assertFalse(t.gameName(g.id()).contains(Texts.MISSING_MARK), code + ": no name for " + g.id());
            }
        }
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
        List<DynamicTest> tests = new ArrayList<>();
        for (String lang : Texts.CODES) {
            for (Map.Entry<String, Object> p : pages(Texts.strict(lang)).entrySet()) {
                tests.add(dynamicTest(lang + " " + p.getKey(), () -> {
                    String html = render(p.getKey().split("#")[0], Map.of("page", p.getValue(), "t", Texts.strict(lang)));
                    assertTrue(html.contains("<html lang=\"" + lang + "\">"), html);
                    assertTrue(html.contains("aria-current=\"true\">" + Texts.bundle(lang).get("language.name") + "</a>"), html);
                    assertFalse(html.contains(Texts.MISSING_MARK), html);
                }));
            }
            tests.add(dynamicTest(lang + " partials/table-status.jte", () -> {
                for (ClassroomPages.TableInfo table : tables()) {
                    String html = render("partials/table-status.jte", Map.of("table", table, "t", Texts.strict(lang)));
                    assertFalse(html.contains(Texts.MISSING_MARK), html);
                    assertTrue(html.contains(Texts.strict(lang).get("tableStatus.column.student")), html);
                }
            }));
        }
        return tests.stream();
    }

    /**
     * No English left in a page: rendered in French, what a reader sees or hears (text, and the alt,
     * title, aria-label, placeholder and label attributes) has none of the common English words. The
     * rule language and its English readings are marked lang="en" and left out.
     */
    @TestFactory
    Stream<DynamicTest> theClassroomPagesLeaveNoEnglishInFrench() {
        Texts fr = Texts.strict("fr");
        Pattern english = Pattern.compile("(?i)\\b(the|your|you|and|of|with|this|rule|seat|seats|play|players|cards|"
                + "round|remove|connected|guess|hand|right|wrong|notebook|dealer|judge|what|start|add)\\b");
        List<DynamicTest> tests = new ArrayList<>();
        Map<String, Object> pages = pages(fr);
        for (Map.Entry<String, Object> p : pages.entrySet()) {
            if (!p.getKey().matches("pages/(session|sessions|table|board).*")) continue;
            tests.add(dynamicTest(p.getKey(), () -> {
                String html = render(p.getKey().split("#")[0], Map.of("page", p.getValue(), "t", fr));
                String seen = readable(html);
                Matcher m = english.matcher(seen);
                assertFalse(m.find(), () -> "English \"" + m.group() + "\" in: " + seen);
            }));
        }
        tests.add(dynamicTest("partials/table-status.jte", () -> {
            for (ClassroomPages.TableInfo table : tables()) {
                String seen = readable(render("partials/table-status.jte", Map.of("table", table, "t", fr)));
                Matcher m = english.matcher(seen);
                assertFalse(m.find(), () -> "English \"" + m.group() + "\" in: " + seen);
            }
        }));
        return tests.stream();
    }

    /** The converted pages by template (#variant), with data that shows every branch. */
    private static Map<String, Object> pages(Texts t) {
        RuleReport good = RuleReport.of("card.rank > last.rank"), bad = RuleReport.of("card.rank >");
        SavedRule saved = new SavedRule(1, 1, "Alternate", 2, "Red and black take turns.", "card.color != last.color",
                Instant.EPOCH, Instant.EPOCH);
        Map<String, Object> pages = new java.util.TreeMap<>();
        pages.put("pages/workshop.jte", new WorkshopPage("card.rank > last.rank", "5H 3S\n5H KS",
                good, List.of(new WorkshopPage.Verdict("5H 3S", "reject", false), new WorkshopPage.Verdict("5H KS", "accept", false))));
        pages.put("pages/workshop.jte#bad", new WorkshopPage("card.rank >", "", bad, List.of()));
        pages.put("pages/account.jte", new AccountPage(true, "a@b.c", "Ada", "wrong"));
        pages.put("pages/account.jte#in", new AccountPage(false, "", "", null));
        pages.put("pages/collection.jte", new CollectionPage("Ada", List.of(saved), "ok", List.of("1:1: oops"), ""));
        pages.put("pages/collection.jte#empty", new CollectionPage("Ada", List.of(), null, List.of(), ""));
        pages.put("pages/join.jte", new ClassroomPages.Join("ABC", "", null));
        // The library's rule names are its data (English); the choices around them are the page's.
        List<RuleChoice.Group> options = RuleChoice.options(LIBRARY, List.of(saved), t).subList(0, 2);
        ClassroomPages.TableForm form = new ClassroomPages.TableForm("Ana", "express", 4, 3, RuleChoice.WRITTEN, "");
        ClassSession session = new ClassSession(1, 1, "ABCDEF", "Période 3", "express", SessionStatus.OPEN, Instant.EPOCH);
        pages.put("pages/sessions.jte", new ClassroomPages.Sessions("Ada", List.of(session), "1:12: oops", form, options));
        pages.put("pages/sessions.jte#none", new ClassroomPages.Sessions("Ada", List.of(), null, ClassroomPages.TableForm.BLANK, options));
        pages.put("pages/session.jte", new ClassroomPages.Session(session, "http://x/join?code=ABCDEF", tables(), options, "oops", form));
        for (String mode : List.of("student", "dealer", "projector")) {
            pages.put("pages/table.jte#express-" + mode, new ClassroomPages.Table(1, "Ana", mode, "express"));
            pages.put("pages/table.jte#eleusis-" + mode, new ClassroomPages.Table(1, "Ana", mode, "eleusis"));
            pages.put("pages/board.jte#" + mode, new ClassroomPages.Table(1, "Ana", mode, "elephant"));
        }
        return pages;
    }

    /** Tables on a teacher's console: a finished round (paused, rule shown), one judged by hand, an extra mode. */
    private static List<ClassroomPages.TableInfo> tables() {
        List<ClassroomPages.SeatInfo> seats = List.of(new ClassroomPages.SeatInfo(1, "Ana", 5, 3, true, "x"),
                new ClassroomPages.SeatInfo(2, "Bo", null, 0, false, "x"));
        SessionTable express = new SessionTable(1, 1, "Ana", "express", "{}", 1, TableStatus.PLAYING, Instant.EPOCH, true, 0, false);
        SessionTable eleusis = new SessionTable(2, 1, "Bo", "eleusis", "{}", 1, TableStatus.PLAYING, Instant.EPOCH, false, null, false);
        SessionTable elephant = new SessionTable(3, 1, "Cy", "elephant", "{}", 1, TableStatus.OVER, Instant.EPOCH, false, null, true);
        return List.of(
                new ClassroomPages.TableInfo(express, 4, 0, 3, "round over", "card is red", "", false, false, seats, "Ana", null, List.of()),
                new ClassroomPages.TableInfo(eleusis, 4, 1, 3, "dealer verdict", "", "", true, false, seats, "Bo", null, List.of()),
                new ClassroomPages.TableInfo(elephant, 4, 0, 0, "", "", "", false, true, seats, "Cy", null, List.of()));
    }

    /** What a reader of the page meets: text and the attributes read aloud or shown, without scripts, code and lang="en" parts. */
    private static String readable(String html) {
        String body = html.substring(Math.max(0, html.indexOf("<main>"))); // the layout is checked on its own
        body = body.replaceAll("(?s)<script.*?</script>", " ").replaceAll("(?s)<(code|textarea|pre)\\b.*?</\\1>", " ")
                .replaceAll("(?s)<(\\w+)[^>]*\\blang=\"en\"[^>]*>.*?</\\1>", " ");
        StringBuilder out = new StringBuilder();
        Matcher attr = Pattern.compile("\\b(alt|title|aria-label|placeholder|label)=\"([^\"]*)\"").matcher(body);
        while (attr.find()) out.append(attr.group(2)).append(" | ");
        out.append(body.replaceAll("<[^>]*>", " ").replaceAll("&[a-z#0-9]+;", " ").replaceAll("\\s+", " "));
        return out.toString().replace("Eleusis Express", " ").replace("Der Elefant im Porzellanladen", " ");
    }

    /**
     * The live tables' scripts: each text has a literal key among those its page hands it and its script may
     * use, and its English is the bundle's. Each row: the script, its page, the keys it owns, the frame's keys it
     * may use too (those directly under that prefix; "" for none), and whether every key it owns must be used.
     */
    @TestFactory
    Stream<DynamicTest> everyTextTheTableScriptsUseIsInTheTextsTheirPagesGiveThem() {
        // The board page hands its script all of board.*: the frame's texts (board.js) and each game's
        // script's own (board.<game>.*); a game's script may use the frame's, like board.points, too.
        return Stream.of(new String[] {"table.js", "pages/table.jte", "table.js.", "", "all used"},
                        new String[] {"board.js", "pages/board.jte", "board.", "", ""},
                        new String[] {"games/elephant.js", "pages/board.jte", "board.elephant.", "board.", "all used"},
                        new String[] {"games/elementa.js", "pages/board.jte", "board.elementa.", "board.", "all used"},
                        new String[] {"games/palmera.js", "pages/board.jte", "board.palmera.", "board.", "all used"})
                .map(f -> dynamicTest(f[0], () -> {
                    String js = Files.readString(Path.of("src/main/resources/public", f[0]));
                    String page = Files.readString(Path.of("src/main/jte", f[1]));
                    Matcher prefix = Pattern.compile("data-texts=\"\\$\\{t\\.json\\(\"([^\"]+)\"\\)}\"").matcher(page);
                    assertTrue(prefix.find(), f[1] + " hands its script the texts in data-texts");
                    Matcher m = TR_CALL.matcher(js);
                    List<String> problems = new ArrayList<>();
                    Set<String> used = new TreeSet<>();
                    int literal = 0;
                    while (m.find()) {
                        literal++;
                        String key = m.group(1), fallback = unescapeJs(m.group(2));
                        used.add(key);
                        boolean frames = !f[3].isEmpty() && key.startsWith(f[3]) && key.indexOf('.', f[3].length()) < 0;
                        if (!(key.startsWith(f[2]) || frames) || !key.startsWith(prefix.group(1))) problems.add(key + " is not among this script's texts");
                        else if (!english.containsKey(key)) problems.add("no text " + key);
                        else if (!english(key).equals(fallback)) {
                            problems.add(key + ": the script says \"" + fallback + "\", the bundle \"" + english(key) + "\"");
                        }
                    }
                    assertEquals(count(Pattern.compile("(?<!function )\\btr\\("), js), literal, "every tr( in " + f[0] + " names its key and English outright");
                    // tr.apply(null, [key, ...]) would build a key that the count above does not see.
                    assertEquals(0, count(Pattern.compile("\\btr\\s*\\.\\s*(apply|call|bind)\\b"), js), f[0] + " calls tr with a literal key only");
                    if (!f[4].isEmpty()) {
                        for (String key : english.keySet()) if (key.startsWith(f[2]) && !used.contains(key)) problems.add("unused: " + key);
                    }
                    assertEquals(List.of(), problems);
                }));
    }

    /**
     * A text as a script's English fallback must give it: formatted, except one with plural forms,
     * which the script formats itself (live.js reads the {0,choice,...} forms as MessageFormat does).
     */
    private static String english(String key) {
        String raw = Texts.ENGLISH.get(key);
        try {
            java.util.Properties p = new java.util.Properties();
            try (var in = new java.io.InputStreamReader(TextsTest.class.getResourceAsStream("/i18n/messages.properties"),
                    java.nio.charset.StandardCharsets.UTF_8)) {
                p.load(in);
            }
            String pattern = p.getProperty(key);
            return pattern != null && pattern.contains(",choice,") ? pattern : raw;
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    /** Counts take their singular or plural in every language: "1 penalty card", "2 cartes", French "0 carte". */
    @Test
    void countsTakeTheirPluralInEveryLanguage() {
        Map<String, String[]> expected = Map.of(
                "en", new String[] {"you draw 0 penalty cards", "you draw 1 penalty card", "you draw 2 penalty cards"},
                "es", new String[] {"robas 0 cartas de penalización", "robas 1 carta de penalización", "robas 2 cartas de penalización"},
                "fr", new String[] {"tu pioches 0 carte de pénalité", "tu pioches 1 carte de pénalité", "tu pioches 2 cartes de pénalité"},
                "it", new String[] {"peschi 0 carte di penalità", "peschi 1 carta di penalità", "peschi 2 carte di penalità"});
        expected.forEach((lang, forms) -> {
            Texts t = Texts.of(lang, null);
            for (int n = 0; n <= 2; n++) assertEquals(forms[n], t.get("table.js.evPenaltyYou", n), lang + " " + n);
            assertEquals(t.get("table.js.points", 5), t.get("table.js.points", 5).replace("{", ""), lang);
        });
        assertEquals("1 point", Texts.of("en", null).get("table.js.points", 1));
        assertEquals("1 punto", Texts.of("es", null).get("board.points", 1));
        assertEquals("Ana draws 1 penalty card", Texts.of("en", null).get("table.js.evPenalty", "Ana", 1));
        assertEquals("3 carte nel mazzo", Texts.of("it", null).get("table.js.stock", 3));
    }

    /** Each reason a game refuses an action for has its own sentence, in every language. */
    @Test
    void everyRefusalReasonHasItsOwnSentence() {
        for (String lang : Texts.CODES) {
            Texts t = Texts.strict(lang);
            Set<String> sentences = new HashSet<>();
            for (eleusis.game.Reason r : eleusis.game.Reason.values()) {
                assertTrue(sentences.add(t.refusal(r.name().toLowerCase(java.util.Locale.ROOT))), lang + " " + r);
            }
            assertEquals(t.get("refusal.notAllowed"), t.refusal("a_reason_from_tomorrow"));
        }
        assertEquals("it is not your turn", SocketMessages.refusal(Texts.ENGLISH, "not_your_turn", "it is not your turn"),
                "in English the game's own words say it best");
        assertEquals("Ce n’est pas ton tour. (seat 2 plays now)", SocketMessages.refusal(Texts.of("fr", null), "not_your_turn", "seat 2 plays now"));
    }

    private static RuleLibrary library() {
        try {
            return RuleLibrary.loadResources();
        } catch (eleusis.library.RuleFileException e) {
            throw new IllegalStateException("the rule library ships with the app", e);
        }
    }

    /** A JavaScript string literal's text: the escapes the scripts use. */
    private static String unescapeJs(String literal) {
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < literal.length(); i++) {
            char c = literal.charAt(i);
            if (c != '\\') {
                out.append(c);
            } else if (literal.charAt(i + 1) == 'u') {
                out.append((char) Integer.parseInt(literal.substring(i + 2, i + 6), 16));
                i += 5;
            } else {
                out.append(literal.charAt(++i));
            }
        }
        return out.toString();
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
