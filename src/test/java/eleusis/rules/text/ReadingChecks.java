package eleusis.rules.text;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import eleusis.cards.Card;
import eleusis.rules.Rule;
import eleusis.rules.RuleResult;
import eleusis.rules.ast.Expr;
import eleusis.rules.eval.Interpreter;
import java.io.IOException;
import java.net.URISyntaxException;
import java.net.URL;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;
import java.util.stream.Stream;

/**
 * What every reading in every language must be, and the baseline files that pin readings down.
 * Shared by the English test and the test of the other languages, so both hold readings to the
 * same standard.
 */
final class ReadingChecks {
    private ReadingChecks() {}

    /** The baseline files each language has, one per kind of rule. */
    static final List<String> FILES = List.of("examples.txt", "tests.txt", "sets.txt", "numbers.txt", "logic.txt",
            "ifs.txt", "lookback.txt");

    /** Words of the rule language, or of Java, that must never reach a reader. */
    private static final List<String> CODE = List.of("Expr", "null", "Lit", "CardRef", "Attr", "@", "\u0001", "\u0002",
            "==", "!=", "<", ">", "{", "}", "..", "abs(", " mod ", "  ", " ,", " .", "last(");

    /** English that would show a Spanish, French or Italian reading was not fully translated. */
    private static final List<String> ENGLISH = List.of(" the ", "The ", "card", " and ", " or ", " is ", "either",
            "whether", "rank", "colour", "mainline", "otherwise", "accepted");

    /** One baseline: where it is (file:line), the rule and the reading it must give. */
    record Case(String where, String rule, String expected) {}

    static Rule compile(String text) {
        RuleResult result = Rule.compile(text);
        if (!result.ok()) fail("the rule does not compile:\n" + result.report());
        return result.rule();
    }

    /**
     * A reading is one line of prose: a capital first, a full stop last, no code words, brackets
     * that balance, and the note about missing cards exactly when the rule looks back. When the
     * note promises that any card is accepted, the reference interpreter must agree.
     */
    static void assertWellFormed(Rule rule, String lang) {
        Wording w = Wording.of(lang);
        String reading = rule.reading(lang);
        assertReadsAsProse(reading, lang);
        boolean anyCard = reading.endsWith(" " + w.noteNoLastCard())
                || reading.endsWith(" " + w.noteFewerThan(rule.lookback()));
        boolean note = anyCard || reading.endsWith(" " + w.noteGeneral());
        assertEquals(rule.lookback() > 0, note, "note about missing cards, lookback " + rule.lookback() + ": " + reading);
        assertTrue(rule.lookback() != 1 || !reading.endsWith(" " + w.noteFewerThan(1)), "fewer than 1 card: " + reading);
        if (rule.lookback() > 0 && anyCard) checkAnyCardAccepted(rule, reading);
    }

    static void assertReadsAsProse(String reading, String lang) {
        assertFalse(reading == null || reading.isBlank(), "empty reading");
        assertFalse(reading.contains("\n") || reading.contains("\r"), "more than one line: " + reading);
        assertTrue(reading.endsWith("."), "no full stop at the end: " + reading);
        char first = reading.replaceFirst("^\\(+", "").charAt(0);
        assertTrue(Character.isUpperCase(first) || Character.isDigit(first) || first == '-',
                "no capital at the start: " + reading);
        List<String> forbidden = new ArrayList<>(CODE);
        if (!"en".equals(lang)) forbidden.addAll(ENGLISH);
        // French and Italian write the interface's typographic apostrophe.
        if ("fr".equals(lang) || "it".equals(lang)) forbidden.add("'");
        for (String word : forbidden) assertFalse(reading.contains(word), "contains '" + word + "': " + reading);
        // Typographic French, as in the interface: a space before ; and : and inside « ».
        if ("fr".equals(lang)) assertFalse(reading.matches(".*(\\S[;:»]|«\\S).*"), "French spacing: " + reading);
        int depth = 0;
        for (char ch : reading.toCharArray()) {
            depth += ch == '(' ? 1 : ch == ')' ? -1 : 0;
            assertTrue(depth >= 0, "a bracket closes before it opens: " + reading);
        }
        assertEquals(0, depth, "unbalanced brackets: " + reading);
    }

    /**
     * Every card, after many mainlines shorter than the lookback, must be accepted: with set tests
     * read as today, and read as the or of their members (see {@link MembershipAsOr}).
     */
    private static void checkAnyCardAccepted(Rule rule, String reading) {
        checkAnyCardAccepted(rule, rule.expr(), reading);
        checkAnyCardAccepted(rule, MembershipAsOr.expand(rule.expr()), reading + " (sets as or)");
    }

    private static void checkAnyCardAccepted(Rule rule, Expr expr, String reading) {
        Random random = new Random(rule.source().hashCode());
        for (int length = 0; length < rule.lookback(); length++) {
            for (int trial = 0; trial < 20; trial++) {
                List<Card> deck = new ArrayList<>(Card.deck());
                Collections.shuffle(deck, random);
                List<Card> mainline = deck.subList(0, length);
                for (Card card : Card.deck()) {
                    if (!Interpreter.accepts(expr, mainline, card)) {
                        fail("the note promises any card, but " + card + " is refused after " + mainline + ": " + reading);
                    }
                }
            }
        }
    }

    /** The cases of every .txt file in a test resource folder, e.g. "english" or "readings/fr". */
    static List<Case> cases(String folder) throws IOException {
        List<Case> out = new ArrayList<>();
        Path dir = resourceDir(folder);
        List<Path> files;
        try (Stream<Path> listing = Files.list(dir)) {
            files = listing.filter(p -> p.toString().endsWith(".txt")).sorted().toList();
        }
        for (Path file : files) {
            out.addAll(parse(folder + "/" + file.getFileName(), Files.readAllLines(file, StandardCharsets.UTF_8)));
        }
        return out;
    }

    /** Blocks separated by blank lines; line 1 the rule, line 2 the reading; # starts a comment line. */
    static List<Case> parse(String name, List<String> lines) {
        List<Case> out = new ArrayList<>();
        List<String> block = new ArrayList<>();
        int start = 0;
        for (int i = 0; i <= lines.size(); i++) {
            String line = i < lines.size() ? lines.get(i) : "";
            if (line.startsWith("#")) continue;
            if (!line.isBlank()) {
                if (block.isEmpty()) start = i + 1;
                block.add(line);
                continue;
            }
            if (block.isEmpty()) continue;
            if (block.size() != 2) {
                throw new IllegalStateException(name + ":" + start + ": a case needs exactly 2 lines (rule, reading), found "
                        + block.size());
            }
            out.add(new Case(name + ":" + start, block.get(0), block.get(1)));
            block.clear();
        }
        return out;
    }

    private static Path resourceDir(String folder) throws IOException {
        URL url = ReadingChecks.class.getResource("/" + folder);
        if (url == null) throw new IOException("test resources folder '" + folder + "' not found");
        try {
            return Path.of(url.toURI());
        } catch (URISyntaxException e) {
            throw new IOException(e);
        }
    }
}
