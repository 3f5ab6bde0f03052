package eleusis.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import eleusis.library.LessonPlan;
import eleusis.library.LibraryRule;
import eleusis.library.RuleFileException;
import eleusis.library.RuleLibrary;
import eleusis.store.ClassSession;
import eleusis.store.SessionStatus;
import eleusis.store.SessionTable;
import eleusis.store.TableStatus;
import eleusis.web.classroom.ClassroomPages;
import eleusis.web.classroom.ConsoleStage;
import eleusis.web.debrief.DebriefPage;
import eleusis.web.lessons.LessonPanel;
import eleusis.web.lessons.Lessons;
import gg.jte.ContentType;
import gg.jte.TemplateEngine;
import gg.jte.output.StringOutput;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * A teacher in Spain, France or Italy reads the library's rules by their names in their own language: in
 * the session form's rule choice, the console's next-round choice and lesson timing, the practice end page
 * and the debrief. A page in Spanish (and French, and Italian) shows no English rule name; the English name
 * stays only where it is an id (a form's value).
 */
class LibraryNamesTest extends AppOnPort {
    private static final RuleLibrary LIBRARY = library();
    private static final List<String> ROMANCE = List.of("es", "fr", "it");

    private static RuleLibrary library() {
        try {
            return RuleLibrary.loadResources();
        } catch (RuleFileException e) {
            throw new IllegalStateException(e);
        }
    }

    /** What a reader sees: the text between the tags and the attributes read or shown, not a form's value. */
    private static String seen(String html) {
        String body = html.substring(Math.max(0, html.indexOf("<main")));
        StringBuilder out = new StringBuilder();
        Matcher attr = Pattern.compile("\\b(alt|title|aria-label|placeholder|label)=\"([^\"]*)\"").matcher(body);
        while (attr.find()) out.append(attr.group(2)).append(" | ");
        out.append(body.replaceAll("(?s)<(script|textarea)\\b.*?</\\1>", " ").replaceAll("<[^>]*>", " ")
                .replace("&#39;", "'").replace("&quot;", "\"").replace("&amp;", "&"));
        return out.toString();
    }

    /** No English rule name in what a reader of {@code lang} sees. */
    private static void noEnglishName(String lang, String html, String where) {
        String text = seen(html);
        List<String> found = new ArrayList<>();
        for (LibraryRule r : LIBRARY.rules()) {
            if (Pattern.compile("(?<![\\p{L}-])" + Pattern.quote(r.name()) + "(?![\\p{L}-])").matcher(text).find()) found.add(r.name());
        }
        assertEquals(List.of(), found, lang + ": English rule names on " + where);
    }

    private static String render(String template, Map<String, Object> params) {
        StringOutput out = new StringOutput();
        TemplateEngine.createPrecompiled(ContentType.Html).render(template, new HashMap<>(params), out);
        return out.toString();
    }

    /** The session form lists every rule of the library, each by its name in the reader's language, and none in English. */
    @Test
    void theSessionFormOffersEveryRuleByItsNameInTheReadersLanguage() {
        for (String lang : ROMANCE) {
            Texts t = Texts.strict(lang);
            List<RuleChoice.Group> options = RuleChoice.options(LIBRARY, List.of(), t);
            String html = render("pages/sessions.jte", Map.of("t", t, "csrf", "x", "page",
                    new ClassroomPages.Sessions("Ada", List.of(), null, ClassroomPages.TableForm.BLANK, options)));
            for (LibraryRule r : LIBRARY.rules()) {
                assertTrue(html.contains(">" + r.name(lang) + "</option>"), lang + ": no option " + r.name(lang));
                assertTrue(html.contains("value=\"library:" + r.name() + "\""), "the choice still names the rule by its id");
            }
            noEnglishName(lang, html, "the session form");
        }
    }

    /** The console of a lesson: the timing lines and the next round's choice name the lesson's rules in the teacher's language. */
    @Test
    void theConsoleOfALessonNamesItsRulesInTheTeachersLanguage() {
        Lessons lessons = Lessons.load(LIBRARY);
        for (String lang : ROMANCE) {
            Texts t = Texts.strict(lang);
            LessonPlan plan = lessons.find("observation", lang).orElseThrow();
            LessonPanel panel = Lessons.panel(plan, new Lessons.Moment(Lessons.Stage.BETWEEN, 1), lessons, t);
            String second = lessons.rule(plan, 2).orElseThrow().name(lang);
            assertTrue(panel.timing().stream().anyMatch(l -> l.contains(LIBRARY.find("Red cards only").orElseThrow().name(lang))),
                    lang + ": " + panel.timing());
            SessionTable table = new SessionTable(1, 1, "Ana", "express", "{}", 1, TableStatus.PLAYING, Instant.EPOCH, true, 0, false);
            ClassroomPages.TableInfo info = new ClassroomPages.TableInfo(table, 4, 0, 3, "round over", "card is red", "", false, false,
                    List.of(), "Ana", null, List.of());
            ClassSession session = new ClassSession(1, 1, "ABCDEF", "3B", "express", SessionStatus.OPEN, Instant.EPOCH);
            String html = render("pages/session.jte", Map.of("t", t, "csrf", "x", "page", new ClassroomPages.Session(session,
                    "http://x/join?code=ABCDEF", List.of(info), RuleChoice.options(LIBRARY, List.of(), t), null,
                    ClassroomPages.TableForm.BLANK, panel, lessons.options(t), Map.of(1L, second),
                    ConsoleStage.of(session, List.of(info), Map.of(1L, second)))));
            assertTrue(html.contains(t.get("ruleChoice.lessonRule", second)), lang + ": the next round's choice names " + second);
            noEnglishName(lang, html, "the console");
        }
    }

    /** The practice end page: the rule by its name and description in the student's language. */
    @Test
    void thePracticeEndNamesAndDescribesTheRuleInTheStudentsLanguage() throws Exception {
        HttpClient http = HttpClient.newBuilder().followRedirects(HttpClient.Redirect.NEVER).build();
        for (String lang : ROMANCE) {
            HttpResponse<String> dealt = http.send(HttpRequest.newBuilder(URI.create(base + "/practice"))
                    .header("Content-Type", "application/x-www-form-urlencoded").header("Accept-Language", lang)
                    .header("Cookie", FormToken.cookie(null))
                    .POST(HttpRequest.BodyPublishers.ofString(FormToken.body("level=1", null))).build(), HttpResponse.BodyHandlers.ofString());
            assertEquals(303, dealt.statusCode(), dealt.body());
            String game = dealt.headers().firstValue("Location").orElseThrow();
            HttpResponse<String> end = http.send(HttpRequest.newBuilder(URI.create(base + game + "/give-up"))
                    .header("Content-Type", "application/x-www-form-urlencoded").header("Accept-Language", lang)
                    .header("Cookie", FormToken.cookie(null))
                    .POST(HttpRequest.BodyPublishers.ofString(FormToken.body("", null))).build(), HttpResponse.BodyHandlers.ofString());
            String page = http.send(HttpRequest.newBuilder(URI.create(base + game)).header("Accept-Language", lang).build(),
                    HttpResponse.BodyHandlers.ofString()).body();
            assertTrue(end.statusCode() < 400, end.body());
            String ruleName = db.practiceGames().find(game.substring(game.lastIndexOf('/') + 1)).orElseThrow().ruleName();
            LibraryRule rule = LIBRARY.find(ruleName).orElseThrow();
            assertTrue(page.contains(Texts.strict(lang).get("practice.end.rule", rule.name(lang))), lang + ": " + page);
            assertTrue(page.contains(rule.description(lang).replace("’", "’")), lang + ": no description");
            noEnglishName(lang, page, "the practice end page");
        }
    }

    /** The debrief of a round played with a library rule names it and says what it means, in the reader's language. */
    @Test
    void theDebriefNamesALibraryRule() {
        LibraryRule suitCycle = LIBRARY.find("Suit cycle").orElseThrow();
        assertEquals(suitCycle, LIBRARY.findByText(suitCycle.rule() + "  \n").orElseThrow(), "found by its text, as dealt");
        assertTrue(LIBRARY.findByText("card is red and card is odd").isEmpty(), "a rule written by hand has no name");
        for (String lang : ROMANCE) {
            Texts t = Texts.strict(lang);
            DebriefPage.Table table = new DebriefPage.Table(1, "Mesa 1", "Eleusis Express", "express", true, false, suitCycle.rule(), "",
                    new DebriefPage.LibraryName(suitCycle.name(lang), suitCycle.description(lang)), null, "[]", "{}", List.of(), null,
                    "", List.of(), null, List.of(), null);
            String html = "<main>" + render("partials/debrief-table.jte", Map.of("table", table, "t", t));
            assertTrue(html.contains(suitCycle.name(lang)) && html.contains(suitCycle.description(lang)), html);
            noEnglishName(lang, html, "the debrief");
        }
    }
}
