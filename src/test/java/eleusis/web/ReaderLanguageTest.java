package eleusis.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import eleusis.analysis.Evidence;
import eleusis.cards.Card;
import eleusis.cards.CardNotation;
import eleusis.rules.Rule;
import eleusis.web.play.GameDetail;
import eleusis.web.play.SocketMessages;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * What a student or teacher reading in Spanish, French or Italian is told at the table (issue 12):
 * the rule's reading in their language on every screen that shows one, the notebook's refutations,
 * an entry from an earlier round, and the explanation of a wrong no-play, with no English left.
 */
class ReaderLanguageTest extends ClassroomOnPort {
    static final String RULE = "card is red";
    static final List<String> ROMANCE = List.of("es", "fr", "it");
    /** Common English words of these texts ("round" is left out: Italian says it too). */
    static final Pattern ENGLISH = Pattern.compile("(?i)\\b(the|your|you|and|of|with|this|after|was|but|it|its|which|"
            + "could|have|been|from|their|goes|mainline|draw|penalty|card|cards|string|starter|accepted|refused|accepts|"
            + "refuses|hypothesis|wrong|written|checked|other|rule|fits|so far)\\b");


    static void noEnglish(String lang, String text) {
        Matcher m = ENGLISH.matcher(text);
        assertFalse(m.find(), () -> lang + ": English \"" + m.group() + "\" in: " + text);
    }

    private static List<Card> cards(String notation) {
        return notation.isEmpty() ? List.of() : Arrays.stream(notation.split(" ")).map(CardNotation::card).toList();
    }

    @Test
    void refutationsSayWhichObservationInTheReadersLanguageOneCardOrAString() {
        Evidence.Observation accepted = new Evidence.Observation(2, cards("5H"), cards("7S"), true);
        Evidence.Observation starter = new Evidence.Observation(1, cards(""), cards("5H"), true);
        Evidence.Observation refusedOne = new Evidence.Observation(3, cards("5H 7S"), cards("9D"), false);
        Evidence.Observation refusedString = new Evidence.Observation(4, cards("5H 7S"), cards("9D 2C"), false);
        Texts en = Texts.strict("en");
        assertEquals("7♠ after 5♥ was accepted, but this hypothesis refuses it", NotebookCheck.refutation(en, accepted));
        assertEquals("5♥ was accepted as the starter, but this hypothesis refuses it", NotebookCheck.refutation(en, starter));
        assertEquals("9♦ after 5♥ 7♠ was refused, but this hypothesis accepts it", NotebookCheck.refutation(en, refusedOne));
        assertEquals("the string 9♦ 2♣ after 5♥ 7♠ was refused, but this hypothesis accepts every card of it",
                NotebookCheck.refutation(en, refusedString));
        assertEquals("la carte 9♦ après 5♥ 7♠ a été refusée, mais cette hypothèse l’accepte",
                NotebookCheck.refutation(Texts.strict("fr"), refusedOne));
        assertEquals("la suite 9♦ 2♣ après 5♥ 7♠ a été refusée, mais cette hypothèse en accepte chaque carte",
                NotebookCheck.refutation(Texts.strict("fr"), refusedString));
        assertEquals("la carte D♣ après R♥ a été acceptée, mais cette hypothèse la refuse", NotebookCheck.refutation(Texts.strict("fr"),
                new Evidence.Observation(2, cards("KH"), cards("QC"), true)), "a French reader reads the French decks' letters");
        for (String lang : ROMANCE) {
            Texts t = Texts.strict(lang);
            for (Evidence.Observation o : List.of(accepted, starter, refusedOne, refusedString)) {
                String text = NotebookCheck.refutation(t, o);
                noEnglish(lang, text);
                for (Card card : o.cards()) assertTrue(text.contains(t.card(card)), text);
            }
            assertNotEquals(NotebookCheck.refutation(t, refusedOne).replace("9♦", "9♦ 2♣"), NotebookCheck.refutation(t, refusedString),
                    lang + ": a string is not worded as one card");
        }
    }

    /** The notebook's and the no-play's texts with their plural forms, one and several, in each language. */
    @Test
    void roundTextsTakeTheirPluralFormsInEveryLanguage() {
        assertEquals("Refuted by 1 of 1 observation:", Texts.strict("en").get("table.js.noteRefuted", 1, 1));
        assertEquals("Refuted by 2 of 5 observations:", Texts.strict("en").get("table.js.noteRefuted", 2, 5));
        assertEquals("Fits the only observation so far.", Texts.strict("en").get("table.js.noteFits", 1));
        assertEquals("Wrong: you could have played 5H, which the rule accepts. It goes on the mainline for you, and you draw 2 penalty cards.",
                Texts.strict("en").get("table.js.evNoPlayWrongYou", "5H", 2));
        assertEquals("Raté\u00a0: tu pouvais jouer 5H, que la règle accepte. Cette carte va sur la ligne principale à ta place, et tu pioches 1 carte de pénalité.",
                Texts.strict("fr").get("table.js.evNoPlayWrongYou", "5H", 1));
        assertEquals("Te equivocaste: podías jugar 5H, que la regla acepta. Esa carta va a la fila por ti, y robas 2 cartas de penalización.",
                Texts.strict("es").get("table.js.evNoPlayWrongYou", "5H", 2));
        for (String lang : ROMANCE) {
            Texts t = Texts.strict(lang);
            List<String> texts = new ArrayList<>();
            for (int n : new int[] {0, 1, 2, 5}) {
                texts.add(t.get("table.js.noteRefuted", Math.max(n, 1), Math.max(n, 1)));
                texts.add(t.get("table.js.noteFits", n));
                texts.add(t.get("table.js.evNoPlayWrongYou", "5H", n));
                texts.add(t.get("table.js.evNoPlayWrong", "Ana", "5H", n));
                texts.add(t.get("table.js.evNoPlayWrongOutYou"));
                texts.add(t.get("table.js.evNoPlayWrongOut", "Ana"));
                texts.add(t.get("notebook.earlierRound", n + 1));
            }
            for (String text : texts) {
                noEnglish(lang, text);
                assertFalse(text.contains("{") || text.contains("choice"), text);
            }
            assertNotEquals(t.get("table.js.evNoPlayWrongYou", "5H", 1).replace("1", "2"), t.get("table.js.evNoPlayWrongYou", "5H", 2),
                    lang + ": one penalty card and two are worded differently");
            assertNotEquals(t.get("table.js.noteFits", 1).replace("1", "2"), t.get("table.js.noteFits", 2), lang);
            assertTrue(t.get("table.js.evNoPlayWrongYou", "5H", 0).endsWith("."), "no penalty, no words for it: " + lang);
        }
    }

    /** The games' English refusals a player meets, as the games word them. */
    static final List<String> GAME_WORDS = List.of("the round is over; the next round has not started yet", "it is player 2's turn",
            "player 1 is finishing their turn", "a guess comes just after one's own correct play", "the guess is empty",
            "the guess is too long", "a prophet is declared just after one's own play, when the game offers it",
            "a prophet is declared just after one's own play", "there is already a prophet",
            "you have already been the prophet this round", "an expelled player cannot become the prophet",
            "a prophet needs at least two other players still in the round", "only the player who just played can do this",
            "play at least one card, or declare no play", "a string holds at most 4 cards",
            "the same card cannot be played twice in one string",
            "calling a no-play wrong, the prophet plays a correct card from that hand: name it",
            "a wrong no-play: name the correct card from the hand to play",
            "the secret rule judges this round; the dealer gives no verdicts", "the dealer does not play cards",
            "the round is still being played", "card 17 is not in your hand", "card 17 is not in player 2's hand",
            "waiting for the dealer's verdict", "waiting for the prophet's call", "not now", "the game is over");

    @Test
    void whatAGameAddsToARefusalIsSaidInTheReadersLanguage() {
        for (String lang : ROMANCE) {
            Texts t = Texts.strict(lang);
            for (String words : GAME_WORDS) {
                String said = GameDetail.of(t, words, seat -> seat == 2 ? "Bo" : "Ana");
                assertTrue(said != null, lang + ": not known: " + words);
                noEnglish(lang, said);
                String whole = SocketMessages.refusal(t, "not_now", words);
                assertFalse(whole.contains("(") || whole.contains(words), whole);
            }
        }
        assertEquals("C’est au tour de Bo.", GameDetail.of(Texts.strict("fr"), "it is player 2's turn", seat -> seat == 2 ? "Bo" : "?"));
        assertEquals("Una secuencia tiene como mucho 4 cartas.", GameDetail.of(Texts.strict("es"), "a string holds at most 4 cards", seat -> "?"));
        assertEquals("", GameDetail.of(Texts.strict("it"), "card 17 is not in your hand", seat -> "?"), "a card id says nothing to a player");
        assertEquals(null, GameDetail.of(Texts.strict("fr"), "1:12: expected an expression", seat -> "?"), "the rule checker's words stay");
    }

    @Test
    void aTableNamedByTheServerIsNamedInTheReadersLanguageAndATeachersNameIsKept() {
        assertEquals("Mesa 3", Texts.strict("es").tableName("Table 3"));
        assertEquals("Tavolo 12", Texts.strict("it").tableName("Mesa 12"));
        assertEquals("Table 2", Texts.strict("fr").tableName("Tavolo 2"));
        assertEquals("Table 2", Texts.strict("en").tableName("Mesa 2"));
        assertEquals("Table of the quick ones", Texts.strict("es").tableName("Table of the quick ones"));
        assertEquals("Table 2b", Texts.strict("it").tableName("Table 2b"));
    }

    @Test
    void anEntryBelongsToTheLastRoundDealtWhenItWasWritten() {
        assertEquals(0, NotebookCheck.roundOf(0, List.of(0)));
        assertEquals(0, NotebookCheck.roundOf(7, List.of(0, 8)));
        assertEquals(1, NotebookCheck.roundOf(8, List.of(0, 8)));
        assertEquals(2, NotebookCheck.roundOf(30, List.of(0, 8, 20)));
        assertEquals(0, NotebookCheck.roundOf(3, List.of()));
    }

    private Classroom.TableOfTwo expressTable(String rule) throws Exception {
        return c.tableOfTwo("Période 3", "written", rule);
    }

    /** The two students of a new table (the first reading in {@code lang1}), the one to move first. */
    private Classroom.Socket[] moverFirst(String lang1, String lang2) throws Exception {
        Classroom.TableOfTwo t = expressTable(RULE);
        long table = t.table();
        Classroom.Socket ana = c.socket(table, in(lang1, t.ana()));
        Classroom.Socket bo = c.socket(table, in(lang2, t.bo()));
        Classroom.Socket mover = ClassroomControlsTest.mover(ana, bo);
        return new Classroom.Socket[] {mover, mover == ana ? bo : ana};
    }

    private static String in(String lang, String cookie) {
        return cookie + "; " + Language.COOKIE + "=" + lang;
    }

    @Test
    void eachSocketGetsTheRevealedReadingInItsLanguageAndTheConsoleAndProjectorInTheirs() throws Exception {
        Classroom.TableOfTwo t = expressTable(RULE);
        String teacher = t.teacher();
        long session = t.session(), table = t.table();
        Rule rule = Rule.compile(RULE).rule();
        Classroom.Socket ana = c.socket(table, in("fr", t.ana()));
        Classroom.Socket bo = c.socket(table, in("it", t.bo()));
        Classroom.Socket dealer = c.dealer(table, in("es", teacher));
        JsonNode seenAna = ana.settled(), seenBo = bo.settled();
        assertEquals(rule.reading("es"), dealer.settled().get("ruleReading").asText(), "the dealer's screen reads the rule in Spanish");
        assertFalse(ana.current().has("ruleReading"), "a student never gets the rule's reading before the reveal");
        assertEquals(302, c.post("/tables/" + table + "/reveal", teacher).statusCode());
        assertEquals(rule.reading("fr"), ana.after(seenAna).get("revealed").get("reading").asText());
        assertEquals(rule.reading("it"), bo.after(seenBo).get("revealed").get("reading").asText());
        assertFalse(ana.current().get("revealed").has("english"), "one field, the reader's reading");

        String console = c.get("/sessions/" + session + "?lang=es", teacher).body();
        assertTrue(console.contains(ClassroomControlsTest.escape(rule.reading("es"))), console);
        JsonNode projector = Classroom.JSON.readTree(c.get("/sessions/" + session + "/projector.json?lang=it", teacher).body());
        JsonNode shown = projector.get("tables").get(0);
        assertEquals(rule.reading("it"), shown.get("revealed").get("reading").asText());
        assertEquals("Tavolo 1", shown.get("name").asText(), "the name the server gave the table, in the room's language");
        String page = c.get("/play/" + table + "?lang=es", t.ana()).body();
        assertTrue(page.contains("<h1 class=\"table-title\">Mesa 1 "), "a Spanish student's table is their 'Mesa 1'");
    }

    @Test
    void aFrenchNotebookIsCheckedInFrenchAndAnEntryFromTheLastRoundSaysWhyItIsNotChecked() throws Exception {
        Classroom.TableOfTwo t = expressTable(RULE);
        String teacher = t.teacher();
        long table = t.table();
        Classroom.Socket ana = c.socket(table, in("fr", t.ana()));
        Classroom.Socket bo = c.socket(table, t.bo());
        ana.current();
        bo.current();
        ana.send("{\"type\":\"note\",\"text\":\"true\"}");
        JsonNode entry = ana.until(m -> m.path("type").asText().equals("notebook") && m.get("entries").size() == 1).get("entries").get(0);
        assertEquals(Rule.compile("true").rule().reading("fr"), entry.get("reading").asText());
        // Play until a card is refused: "true" then stands refuted by it.
        for (int i = 0; i < 40 && ana.current().get("view").get("sidelines").isEmpty(); i++) {
            if (!ClassroomControlsTest.step(ana, bo)) break;
        }
        assertFalse(ana.current().get("view").get("sidelines").isEmpty(), "within 40 moves a card is refused");
        ana.drain();
        ana.send("{\"type\":\"note\",\"text\":\"card is black\"}");
        JsonNode entries = ana.until(m -> m.path("type").asText().equals("notebook") && m.get("entries").size() == 2).get("entries");
        assertTrue(entries.get(0).get("refutations").asInt() > 0, entries.toString());
        for (JsonNode e : entries) {
            for (JsonNode r : e.get("refutedBy")) {
                assertTrue(r.asText().startsWith("la carte") || r.asText().startsWith("la suite"), r.asText());
                noEnglish("fr", r.asText());
            }
        }

        JsonNode seen = ana.settled();
        assertEquals(302, c.post("/tables/" + table + "/end-round", teacher).statusCode());
        ana.after(seen);
        assertEquals(302, c.post("/tables/" + table + "/next", teacher, "choice", "written", "rule", "card is black").statusCode());
        // The first check after the new deal (one of the round that ended may still be on its way).
        JsonNode round2 = ana.until(m -> m.path("type").asText().equals("notebook") && m.get("entries").get(0).has("earlierRound"))
                .get("entries");
        assertEquals(1, ana.current().get("view").get("round").asInt());
        for (JsonNode e : round2) {
            assertEquals(1, e.get("earlierRound").asInt(), e.toString());
            assertFalse(e.has("refutations") || e.has("refutedBy"), "not refuted by this round's cards: " + e);
            assertEquals(Texts.strict("fr").get("notebook.earlierRound", 1), e.get("earlierNote").asText());
            assertTrue(e.get("earlierNote").asText().contains("manche 1"), e.toString());
        }
        ana.send("{\"type\":\"note\",\"text\":\"card is black\"}");
        JsonNode three = ana.until(m -> m.path("type").asText().equals("notebook") && m.get("entries").size() == 3).get("entries");
        assertFalse(three.get(2).has("earlierRound"), "written in this round, checked against it: " + three.get(2));
        assertEquals(0, three.get(2).get("refutations").asInt(), three.get(2).toString());
    }

    @Test
    void aFrenchStudentPlayingOutOfTurnIsToldWhoseTurnItIsInFrench() throws Exception {
        Classroom.Socket[] students = moverFirst("fr", "fr");
        Classroom.Socket waiting = students[1];
        JsonNode view = waiting.settled().get("view");
        waiting.act("{\"kind\":\"play\",\"card\":" + view.get("hand").get(0).get("id") + "}");
        JsonNode refused = waiting.next("refused");
        String name = students[0].current().get("names").get(students[0].current().get("view").get("you").asText()).asText();
        assertEquals("Ce n’est pas ton tour. C’est au tour de " + name + ".", refused.get("message").asText());
        assertFalse(refused.has("detail"), "no English words after it: " + refused);
    }

    /** What the student's page needs to explain a wrong no-play: the card of theirs laid for them, and its cost. */
    @Test
    void aWrongNoPlayComesWithTheCardThatWasPlayableAndThePenalty() throws Exception {
        Classroom.Socket[] students = moverFirst("fr", "es");
        Classroom.Socket mover = students[0], other = students[1];
        JsonNode seen = mover.settled();
        List<String> hand = new ArrayList<>();
        seen.get("view").get("hand").forEach(card -> hand.add(card.get("card").asText()));
        boolean red = hand.stream().anyMatch(card -> card.matches(".*[HD]"));
        JsonNode otherSeen = other.settled();
        mover.act("{\"kind\":\"no_play\"}");
        JsonNode events = mover.after(seen).get("events");
        JsonNode otherEvents = other.after(otherSeen).get("events");
        assertEquals("no_play", events.get(0).get("type").asText());
        assertEquals(red ? "wrong" : "right", events.get(0).get("verdict").asText(), events.toString());
        if (!red) return; // a hand with no red card: the no-play was right (rare)
        String laid = null;
        int penalty = 0;
        for (JsonNode e : events) {
            if (e.get("type").asText().equals("correct_card")) laid = e.get("card").asText();
            if (e.get("type").asText().equals("penalty") && e.get("reason").asText().equals("wrong no-play")) penalty += e.get("count").asInt();
        }
        assertTrue(hand.contains(laid) && laid.matches(".*[HD]"), "a red card of the hand is laid: " + events);
        assertTrue(penalty > 0, events.toString());
        // The other player is told which card was laid, and that penalty cards were drawn, never which.
        assertTrue(otherEvents.toString().contains("\"correct_card\""), otherEvents.toString());
        for (JsonNode e : otherEvents) assertNotEquals("deal", e.get("type").asText(), "nobody else sees the cards drawn");
    }
}
