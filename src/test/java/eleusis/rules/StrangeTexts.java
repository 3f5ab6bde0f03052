package eleusis.rules;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import eleusis.cards.Card;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;

/**
 * Texts no teacher should type but someone will: token soups, damaged rules, runaway nesting,
 * huge numbers, invisible and control characters, and lengths around the limit. Deterministic for
 * a seed, so a failure can be replayed. {@link #survives} is what each must pass ({@link RobustnessTest},
 * and the rule checker's fuzz campaign, {@code eleusis.bench.RuleCheckerCampaign}).
 */
public final class StrangeTexts {
    private StrangeTexts() {}

    private static final int[] MAINLINE_LENGTHS = {0, 1, 2, 5, 20, 25};

    /** Every group once, as {@link RobustnessTest} has them, from {@code seed}: about 20,000 texts. */
    public static List<String> round(long seed) {
        List<String> out = new ArrayList<>();
        out.addAll(tokenSoups(new Random(seed * 10 + 1), 7000));
        out.addAll(damagedRules(new Random(seed * 10 + 2), 8000));
        out.addAll(oddCharacters(new Random(seed * 10 + 3), 3000));
        out.addAll(hugeNumbers(new Random(seed * 10 + 4), 600));
        out.addAll(aroundTheLimit(eleusis.rules.parse.Limits.MAX_CHARS));
        out.addAll(blank());
        out.addAll(runawayNesting());
        return out;
    }

    /**
     * Whatever is typed, {@link Rule#compile} returns: either a rule that judges mainlines of several
     * lengths without failing (compiled and interpreted alike), or at least one issue that points at a
     * place inside the text; else an {@link AssertionError} that names the text.
     */
    public static void survives(String text, Random random) {
        RuleResult result;
        try {
            result = Rule.compile(text);
        } catch (Throwable e) {
            throw new AssertionError("Rule.compile threw " + e + " for \"" + Escapes.of(text) + "\"", e);
        }
        assertNotNull(result, text);
        if (result.ok()) {
            assertTrue(result.issues().isEmpty(), () -> "a rule with issues: \"" + Escapes.of(text) + "\"");
            for (int length : MAINLINE_LENGTHS) {
                List<Card> mainline = RandomCards.mainline(random, length);
                Card card = RandomCards.card(random);
                try {
                    BothWays.judge(result.rule(), mainline, card);
                } catch (AssertionError e) {
                    throw e;
                } catch (Throwable e) {
                    throw new AssertionError("judging threw " + e + " for \"" + Escapes.of(text) + "\", mainline "
                            + BothWays.notation(mainline) + ", card " + card, e);
                }
            }
        } else {
            assertFalse(result.issues().isEmpty(), () -> "refused without an issue: \"" + Escapes.of(text) + "\"");
            for (Issue issue : result.issues()) IssuePlaces.assertInside(text, issue);
            assertFalse(result.report().isEmpty());
        }
    }

    private static final List<String> VOCABULARY = List.of(
            "card", "last", "last(1)", "last(2)", "last(20)", "last(0)", "last(21)", "last(", "position",
            ".", "..", ".rank", ".suit", ".color", ".colour", ".value", "(", ")", "{", "}", ",",
            "+", "-", "*", "mod", "abs", "abs(", "==", "!=", "<", "<=", ">", ">=", "=", "!", "&&", "||", "%", "/",
            "\"", "'", "and", "or", "not", "if", "then", "else", "in", "is", "true", "false",
            "red", "black", "face", "number", "even", "odd", "prime", "spades", "hearts", "diamonds", "clubs",
            "A", "J", "Q", "K", "a", "k", "0", "1", "7", "13", "1000000", "1000001", "99999999999999999999", "007",
            "rank", "suit", "rnak", "x", "elif", "xor", "queen", "spade", "IF", "Card", "NOT", "#", "# note\n",
            "\n", "\t", "\r\n", "\r", ";", "@", "[", "]", "\u00a0", "\u00e9", "\ud83c\udca1");

    private static final String PUNCTUATION = "(){}.,=!<>-+*#\"'\n\t\r 0123456789azAZ_";

    /** Odd single characters: controls, invisible spaces, marks, lone surrogates, wide forms. */
    private static final String ODD = "\u0000\u0001\u0007\b\u000b\f\u001b\u007f\u0085\u00a0\u00ad\u0301\u200b\u200d"
            + "\u200e\u202e\u2028\u2029\u3000\ufeff\ufffd\uff10\uff1d\ud800\udc00\udfff\u2260\u2264\u00ab\u00bb\u201c";

    static List<String> tokenSoups(Random random, int count) {
        List<String> out = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            int tokens = random.nextInt(20) == 0 ? random.nextInt(700) : random.nextInt(25);
            StringBuilder sb = new StringBuilder();
            for (int t = 0; t < tokens; t++) {
                sb.append(VOCABULARY.get(random.nextInt(VOCABULARY.size())));
                if (random.nextInt(4) != 0) sb.append(' ');
            }
            out.add(sb.toString());
        }
        return out;
    }

    /** Well-formed rules with a few characters deleted, inserted, swapped, doubled or cut off. */
    static List<String> damagedRules(Random random, int count) {
        RandomRules rules = new RandomRules(random, 20, true);
        List<String> out = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            StringBuilder sb = new StringBuilder(rules.rule(1 + random.nextInt(5)));
            int damage = 1 + random.nextInt(4);
            for (int d = 0; d < damage && sb.length() > 0; d++) {
                int at = random.nextInt(sb.length());
                switch (random.nextInt(7)) {
                    case 0 -> sb.delete(at, Math.min(sb.length(), at + 1 + random.nextInt(3)));
                    case 1 -> sb.insert(at, PUNCTUATION.charAt(random.nextInt(PUNCTUATION.length())));
                    case 2 -> {
                        if (at + 1 < sb.length()) {
                            char c = sb.charAt(at);
                            sb.setCharAt(at, sb.charAt(at + 1));
                            sb.setCharAt(at + 1, c);
                        }
                    }
                    case 3 -> sb.insert(at, sb.substring(at, Math.min(sb.length(), at + 1 + random.nextInt(12))));
                    case 4 -> sb.setLength(at);
                    case 5 -> sb.insert(at, VOCABULARY.get(random.nextInt(VOCABULARY.size())));
                    default -> sb.insert(at, ODD.charAt(random.nextInt(ODD.length())));
                }
            }
            out.add(sb.toString());
        }
        return out;
    }

    /** Brackets, nots, minus signs, ifs and operators repeated from once to far past every limit. */
    static List<String> runawayNesting() {
        List<String> out = new ArrayList<>();
        for (int k : depths()) {
            out.add("(".repeat(k) + "card is red" + ")".repeat(k));
            out.add("(".repeat(k) + "card is red");
            out.add("card is red" + ")".repeat(k));
            out.add("not ".repeat(k) + "card is red");
            out.add("not (".repeat(k) + "true" + ")".repeat(k));
            out.add("- ".repeat(k) + "1 > 0");
            out.add("-".repeat(k) + "1 > 0");
            out.add("if ".repeat(k));
            out.add("if card is red then ".repeat(k) + "true");
            out.add("if card is red then true else ".repeat(k) + "false");
            out.add("abs(".repeat(k) + "card.rank" + ")".repeat(k) + " > 0");
            out.add("{".repeat(k) + "}".repeat(k));
            out.add("card.rank in " + "{".repeat(k) + "1" + "}".repeat(k));
            out.add("last(".repeat(k));
            out.add("card is red and ".repeat(k) + "true");
            out.add("card.rank + ".repeat(k) + "1 > 0");
            out.add("(card.rank + ".repeat(k) + "1" + ")".repeat(k) + " > 0");
            out.add("card.rank * ".repeat(k) + "2 > 0");
            out.add("card.rank in {" + "1, ".repeat(k) + "2}");
        }
        return out;
    }

    private static List<Integer> depths() {
        List<Integer> out = new ArrayList<>();
        for (int k = 1; k <= 75; k++) out.add(k);
        out.addAll(List.of(100, 200, 500, 999, 1300, 1999, 3000));
        return out;
    }

    static List<String> hugeNumbers(Random random, int count) {
        List<String> out = new ArrayList<>();
        String[] shapes = {"card.rank < %s", "last(%s) is red", "position mod %s == 0", "-%s < card.rank",
                "card.rank in {%s..%s}", "%s * %s > 0", "card.rank == %sabc", "abs(%s) > %s", "last(%s).rank == 1"};
        for (int i = 0; i < count; i++) {
            String shape = shapes[random.nextInt(shapes.length)];
            out.add(shape.replace("%s", digits(random)));
        }
        out.addAll(List.of("card.rank < 1e9", "card.rank < 0x1F", "card.rank < 1_000", "card.rank < 2147483648",
                "card.rank < 4294967296", "card.rank < 9223372036854775808", "card.rank < " + "0".repeat(3000) + "1"));
        return out;
    }

    private static String digits(Random random) {
        int n = 1 + random.nextInt(random.nextBoolean() ? 8 : 40);
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < n; i++) sb.append((char) ('0' + random.nextInt(10)));
        return sb.toString();
    }

    /** Random characters from the whole of Unicode, and well-formed rules with odd characters slipped in. */
    static List<String> oddCharacters(Random random, int count) {
        RandomRules rules = new RandomRules(random, 4, false);
        List<String> out = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            if (i % 2 == 0) {
                StringBuilder sb = new StringBuilder();
                int n = random.nextInt(30);
                for (int c = 0; c < n; c++) {
                    switch (random.nextInt(4)) {
                        case 0 -> sb.append(ODD.charAt(random.nextInt(ODD.length())));
                        case 1 -> sb.append((char) random.nextInt(0x10000));
                        case 2 -> sb.appendCodePoint(0x10000 + random.nextInt(0x100000));
                        default -> sb.append((char) (0x20 + random.nextInt(0x5f)));
                    }
                }
                out.add(sb.toString());
            } else {
                StringBuilder sb = new StringBuilder(rules.rule(1 + random.nextInt(3)));
                sb.insert(random.nextInt(sb.length() + 1), ODD.charAt(random.nextInt(ODD.length())));
                out.add(sb.toString());
            }
        }
        return out;
    }

    /** Lengths from just under to far over the limit, on one line and on many. */
    static List<String> aroundTheLimit(int limit) {
        List<String> out = new ArrayList<>();
        for (int length = limit - 5; length <= limit + 5; length++) {
            out.add(pad("card is red", ' ', length));
            out.add(pad("card is red #", 'x', length));
            out.add(pad("card is red\n", '\n', length));
            out.add(pad("card.rank > 5 or ", '(', length));
            out.add(repeatTo("card.rank == 1 or\r\n", length));
            out.add(repeatTo("# a comment line\n", length));
            out.add(repeatTo("x", length));
        }
        for (int length : new int[] {10_000, 100_000, 1_000_000}) {
            out.add(pad("card is red", ' ', length));
            out.add(repeatTo("(", length));
            out.add(repeatTo("card is red and\n", length));
        }
        return out;
    }

    private static String pad(String start, char filler, int length) {
        StringBuilder sb = new StringBuilder(start);
        while (sb.length() < length) sb.append(filler);
        return sb.substring(0, length);
    }

    private static String repeatTo(String piece, int length) {
        return piece.repeat(length / piece.length() + 1).substring(0, length);
    }

    static List<String> blank() {
        return List.of("", " ", "\n", "\t\t", "\r\n", "\r", "\n\n\n", "# only a comment", " \n # note\n ", "\u00a0", "\ufeff");
    }
}
