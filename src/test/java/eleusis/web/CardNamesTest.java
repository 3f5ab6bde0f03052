package eleusis.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import eleusis.analysis.Evidence;
import eleusis.cards.Card;
import eleusis.cards.CardNotation;
import eleusis.rules.Rule;
import eleusis.scientist.Play;
import eleusis.scientist.Words;
import eleusis.scientist.solo.Practice;
import eleusis.scientist.solo.Settings;
import eleusis.web.debrief.Debriefs;
import eleusis.web.debrief.StepTexts;
import eleusis.web.practice.PracticePages;
import eleusis.web.workshop.RuleReport;
import eleusis.web.workshop.WorkshopPage;
import eleusis.web.workshop.WorkshopRoutes;
import gg.jte.ContentType;
import gg.jte.TemplateEngine;
import gg.jte.output.StringOutput;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * Cards are named in the reader's language with their suit's sign in every text the server writes: a French
 * student reads "Tess a joué R♣", not "KC"; a Spanish one "Q♦", an Italian one "A♠", not "AS", which an
 * Italian reads as a word. Each text that names a card is made in Spanish, French and Italian, and must hold
 * the cards' names and no card notation.
 */
class CardNamesTest {
    /** A card as the card notation writes it: what a reader must not meet any more (it is still what one types). */
    static final Pattern NOTATION = Pattern.compile("\\b(10|[2-9AJQK])[SHDC]\\b");
    private static final List<String> ROMANCE = List.of("es", "fr", "it");
    private static final ObjectMapper JSON = new ObjectMapper();

    private static List<Card> cards(String notation) {
        return notation.isEmpty() ? List.of() : CardNotation.cards(notation);
    }

    /** No card notation, and every card named as the language names it. */
    private static void named(String lang, String text, String... notation) {
        Matcher m = NOTATION.matcher(text);
        assertFalse(m.find(), () -> lang + ": the card notation \"" + m.group() + "\" in: " + text);
        Texts t = Texts.strict(lang);
        for (String code : notation) assertTrue(text.contains(t.card(code)), lang + ": no " + t.card(code) + " in: " + text);
    }

    @Test
    void eachLanguageNamesCardsAsItsDecksPrintThem() {
        assertEquals("D♦", Texts.strict("fr").card("QD"));
        assertEquals("R♣", Texts.strict("fr").card("KC"));
        assertEquals("V♥", Texts.strict("fr").card("JH"));
        assertEquals("A♠", Texts.strict("fr").card("AS"));
        assertEquals("Q♦", Texts.strict("es").card("QD"));
        assertEquals("K♣", Texts.strict("it").card("KC"));
        assertEquals("10♥", Texts.strict("en").card("10H"));
        assertEquals("5♥ D♦ 10♠", Texts.strict("fr").cards("5H qd 10S"), "a line, in any case the notation allows");
        assertEquals("ZZ", Texts.strict("fr").card("ZZ"), "what is not a card stays as it came");
        assertEquals("dame de carreau", Texts.strict("fr").cardWords("QD"));
        assertEquals("reina de diamantes", Texts.strict("es").cardWords("QD"));
        assertEquals("regina di quadri", Texts.strict("it").cardWords("QD"));
        assertEquals("queen of diamonds", Texts.strict("en").cardWords("QD"));
        assertEquals("7 de cœur", Texts.strict("fr").cardWords("7H"));
        assertEquals("/cards/QD.svg?lang=fr", Texts.strict("fr").cardFace("QD"));
        assertEquals("/cards/QD.svg", Texts.strict("en").cardFace("QD"), "English, the default, keeps the plain address");
    }

    /** The replayed steps of the debrief and the live table's sentences: who played what, starters, counterexamples. */
    @Test
    void theTableEventsNameTheirCards() throws Exception {
        List<JsonNode> events = List.of(
                JSON.readTree("{\"type\":\"starter\",\"card\":\"AS\",\"accepted\":true}"),
                JSON.readTree("{\"type\":\"play\",\"player\":1,\"cards\":[\"QD\",\"KC\"],\"verdict\":\"wrong\"}"),
                JSON.readTree("{\"type\":\"guess\",\"player\":2,\"guess\":\"card is red\",\"verdict\":\"wrong\","
                        + "\"counterexample\":\"5H JS\",\"secretVerdict\":\"accept\"}"),
                JSON.readTree("{\"type\":\"correct_card\",\"player\":1,\"card\":\"10H\"}"));
        for (String lang : ROMANCE) {
            Texts t = Texts.strict(lang);
            String said = StepTexts.of(events, Map.of(1, "Tess", 2, "Ana"), t).text();
            named(lang, said, "AS", "QD", "KC", "5H", "JS", "10H");
            named(lang, Debriefs.label(events.subList(1, 2), t), "QD", "KC");
        }
        assertTrue(StepTexts.of(events.subList(1, 2), Map.of(1, "Tess"), Texts.strict("fr")).text().startsWith("Tess a joué D♦ R♣"),
                "as a French student reads it");
    }

    @Test
    void notebookRefutationsAndPracticeCounterexamplesNameTheirCards() {
        Evidence.Observation refused = new Evidence.Observation(3, cards("KH QS"), cards("JD 2C"), false);
        Evidence.Observation starter = new Evidence.Observation(1, cards(""), cards("AC"), true);
        for (String lang : ROMANCE) {
            Texts t = Texts.strict(lang);
            named(lang, NotebookCheck.refutation(t, refused), "KH", "QS", "JD", "2C");
            named(lang, NotebookCheck.refutation(t, starter), "AC");
            named(lang, PracticePages.counterexample(t, new Play(cards("5H QS"), CardNotation.card("KD"), true)), "5H", "QS", "KD");
            named(lang, PracticePages.counterexample(t, new Play(List.of(), CardNotation.card("AH"), false)), "AH");
        }
    }

    /** A practice hint: the machine scientist's reason names the card it would play as the student reads cards. */
    @Test
    void aHintNamesItsCardInTheReadersLanguage() {
        Rule rule = Rule.compile("card.color != last.color").rule();
        for (String lang : ROMANCE) {
            Texts t = Texts.strict(lang);
            Practice p = new Practice(rule, 7L, Settings.STANDARD);
            p.play(p.view().hand().get(0));
            Practice.AskHint hint = p.hint(Words.of(lang, t.cards()));
            named(lang, hint.hint().why(), hint.hint().card().notation());
        }
        assertTrue(Words.of("en").card(CardNotation.card("QD")).equals("QD"), "the command line keeps the notation");
    }

    /** The workshop's sample lines and judged lines, rendered in French: cards by their French names. */
    @Test
    void theWorkshopNamesTheCardsOfItsSamplesAndJudgedLines() {
        for (String lang : ROMANCE) {
            RuleReport report = RuleReport.of("card.rank > last.rank", lang);
            WorkshopPage page = new WorkshopPage("card.rank > last.rank", "5H KS\nKS 5H",
                    report, WorkshopRoutes.judge(Rule.compile("card.rank > last.rank"), "5H KS\nKS 5H"));
            String html = render("pages/workshop.jte", Map.of("page", page, "t", Texts.strict(lang)));
            String shown = html.replaceAll("(?s)<(textarea|code|script)\\b.*?</\\1>", " ").replaceAll("(?s)<[^>]*>", " ")
                    .replace("5H 3S", ""); // the hint on how to type a line shows the notation on purpose
            named(lang, shown, "5H", "KS");
            assertTrue(!report.samples().isEmpty() && shown.contains(Texts.strict(lang).cards(report.samples().get(0))), shown);
        }
    }

    private static String render(String template, Map<String, Object> params) {
        StringOutput out = new StringOutput();
        TemplateEngine.createPrecompiled(ContentType.Html).render(template, new HashMap<>(params), out);
        return out.toString();
    }

    /** cards.js's English, for a page that gives it no words, is the English bundle's, key for key. */
    @Test
    void theScriptsEnglishIsTheBundles() throws Exception {
        String js = java.nio.file.Files.readString(java.nio.file.Path.of("src/main/resources/public/cards.js"));
        Map<String, String> inScript = new java.util.TreeMap<>();
        Matcher m = Pattern.compile("'(cards\\.[^']+)':\\s*'([^']*)'").matcher(js);
        while (m.find()) inScript.put(m.group(1), m.group(2));
        Map<String, String> inBundle = new java.util.TreeMap<>();
        Texts.bundle("en").forEach((k, v) -> { if (k.startsWith("cards.")) inBundle.put(k, Texts.ENGLISH.get(k, "{0}", "{1}")); });
        assertEquals(inBundle, inScript);
        assertTrue(render("layout.jte", Map.of("title", "x", "content", (gg.jte.Content) out -> { }, "t", Texts.strict("fr")))
                .contains("<script src=\"/public/cards.js\" data-texts=\""), "every page hands the script its words");
    }

    /** Not every name is a single letter and a sign: the names of the whole deck, in each language, are distinct. */
    @Test
    void everyCardHasItsOwnNameAndWordsInEveryLanguage() {
        for (String lang : Texts.CODES) {
            Texts t = Texts.strict(lang);
            List<String> names = new ArrayList<>(), words = new ArrayList<>();
            for (Card c : Card.deck()) {
                names.add(t.card(c));
                words.add(t.cardWords(c.notation()));
            }
            assertEquals(52, names.stream().distinct().count(), lang + ": " + names);
            assertEquals(52, words.stream().distinct().count(), lang + ": " + words);
        }
    }
}
