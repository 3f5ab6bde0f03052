package eleusis.rules;

import java.util.List;
import java.util.Locale;
import java.util.Random;

/**
 * Random rule texts that the checker accepts, reaching every construct of the language. Number
 * bounds are tracked the way the checker tracks them, so that a divisor of mod is always positive
 * and no arithmetic can overflow; compound parts are always bracketed, so the shape of the tree is
 * the one generated. A playful generator also varies keyword case, spacing, comments and brackets.
 */
final class RandomRules {
    private static final long LIMIT = 1_000_000_000L;
    private static final List<String> PROPERTIES = List.of(
            "red", "black", "face", "number", "even", "odd", "prime", "spades", "hearts", "diamonds", "clubs");
    private static final List<String> NUMBER_PROPERTIES = List.of("even", "odd", "prime");
    private static final List<String> SUITS = List.of("spades", "hearts", "diamonds", "clubs");
    private static final List<String> ORDERINGS = List.of("==", "!=", "<", "<=", ">", ">=");

    private final Random random;
    private final int maxLookback;
    private final boolean playful;

    /** A number-valued text and the bounds the checker will give it. */
    private record Num(String text, long low, long high, boolean atom) {
        String operand() { return atom ? text : "(" + text + ")"; }
    }

    RandomRules(Random random, int maxLookback, boolean playful) {
        this.random = random;
        this.maxLookback = maxLookback;
        this.playful = playful;
    }

    /** A rule whose tree is at most about {@code depth} conditions deep. */
    String rule(int depth) {
        String text = condition(depth);
        return playful ? respace(text) : text;
    }

    private String condition(int depth) {
        if (depth <= 0 || random.nextInt(5) == 0) return leafCondition();
        int d = depth - 1;
        return switch (random.nextInt(13)) {
            case 0, 1 -> num(d).operand() + " " + pick(ORDERINGS) + " " + num(d).operand();
            case 2 -> equality(d);
            case 3, 4 -> in(d);
            case 5 -> is(d);
            case 6 -> kw("not") + " " + group(condition(d));
            case 7, 8 -> group(condition(d)) + " " + kw("and") + " " + group(condition(d));
            case 9, 10 -> group(condition(d)) + " " + kw("or") + " " + group(condition(d));
            case 11 -> kw("if") + " " + group(condition(d)) + " " + kw("then") + " " + group(condition(d));
            default -> kw("if") + " " + group(condition(d)) + " " + kw("then") + " " + group(condition(d))
                    + " " + kw("else") + " " + group(condition(d));
        };
    }

    private String leafCondition() {
        return switch (random.nextInt(6)) {
            case 0 -> ref() + " " + kw("is") + " " + (random.nextBoolean() ? kw("not") + " " : "") + kw(pick(PROPERTIES));
            case 1 -> ref() + "." + attr("rank") + " " + pick(ORDERINGS) + " " + literal().text();
            case 2 -> suit() + " " + (random.nextBoolean() ? "==" : "!=") + " " + suit();
            case 3 -> kw(random.nextBoolean() ? "true" : "false");
            case 4 -> kw("position") + " " + kw("is") + " " + kw(pick(NUMBER_PROPERTIES));
            default -> colour() + " " + (random.nextBoolean() ? "==" : "!=") + " " + colour();
        };
    }

    private String equality(int d) {
        String op = random.nextBoolean() ? " == " : " != ";
        return switch (random.nextInt(4)) {
            case 0 -> suit() + op + suit();
            case 1 -> colour() + op + colour();
            case 2 -> ref() + op + ref();
            default -> group(condition(d)) + op + group(condition(d));
        };
    }

    private String in(int d) {
        String keyword = random.nextInt(3) == 0 ? kw("not") + " " + kw("in") : kw("in");
        switch (random.nextInt(5)) {
            case 0:
                return suit() + " " + keyword + " " + set(this::suit);
            case 1:
                return colour() + " " + keyword + " " + set(this::colour);
            case 2:
                return ref() + " " + keyword + " " + set(this::ref);
            default:
                String value = num(d).operand();
                if (random.nextInt(3) == 0) return value + " " + keyword + " " + range(d);
                StringBuilder sb = new StringBuilder("{");
                int n = 1 + random.nextInt(4);
                for (int i = 0; i < n; i++) {
                    if (i > 0) sb.append(", ");
                    sb.append(random.nextInt(3) == 0 ? range(d) : num(d - 1).operand());
                }
                return value + " " + keyword + " " + sb.append('}');
        }
    }

    private String range(int d) {
        String low = num(d - 1).operand(), high = num(d - 1).operand();
        // The checker refuses a range of two fixed numbers written high first (10..2): swap those.
        eleusis.rules.RuleResult probe = eleusis.rules.Rule.compile("1 in " + low + "\n.." + high);
        boolean reversed = !probe.ok() && probe.issues().get(0).message().startsWith("write a range of numbers from the smaller");
        return reversed ? high + "\n.." + low : low + "\n.." + high;
    }

    private String set(java.util.function.Supplier<String> member) {
        StringBuilder sb = new StringBuilder("{");
        int n = 1 + random.nextInt(3);
        for (int i = 0; i < n; i++) sb.append(i > 0 ? ", " : "").append(member.get());
        return sb.append('}').toString();
    }

    private String is(int d) {
        String not = random.nextInt(3) == 0 ? kw("not") + " " : "";
        if (random.nextBoolean()) return ref() + " " + kw("is") + " " + not + kw(pick(PROPERTIES));
        return num(d).operand() + " " + kw("is") + " " + not + kw(pick(NUMBER_PROPERTIES));
    }

    private Num num(int depth) {
        if (depth <= 0 || random.nextInt(3) == 0) return atom();
        int d = Math.min(depth, 3) - 1;
        Num a = num(d);
        switch (random.nextInt(7)) {
            case 0: {
                long low = a.low >= 0 ? a.low : a.high <= 0 ? -a.high : 0;
                return new Num(kw("abs") + "(" + a.text + ")", low, Math.max(Math.abs(a.low), Math.abs(a.high)), true);
            }
            case 1:
                return new Num("-" + a.operand(), -a.high, -a.low, false);
            case 2: {
                Num b = num(d);
                return checked(a, a.operand() + " + " + b.operand(), a.low + b.low, a.high + b.high);
            }
            case 3: {
                Num b = num(d);
                return checked(a, a.operand() + " - " + b.operand(), a.low - b.high, a.high - b.low);
            }
            case 4: {
                Num b = num(d);
                long p1 = a.low * b.low, p2 = a.low * b.high, p3 = a.high * b.low, p4 = a.high * b.high;
                return checked(a, a.operand() + " * " + b.operand(),
                        Math.min(Math.min(p1, p2), Math.min(p3, p4)), Math.max(Math.max(p1, p2), Math.max(p3, p4)));
            }
            default: {
                Num b = num(d);
                if (b.low < 1) {
                    long absLow = b.low >= 0 ? b.low : b.high <= 0 ? -b.high : 0;
                    long absHigh = Math.max(Math.abs(b.low), Math.abs(b.high));
                    b = new Num(kw("abs") + "(" + b.text + ") + 1", absLow + 1, absHigh + 1, false);
                }
                return new Num(a.operand() + " " + kw("mod") + " " + b.operand(), 0, b.high - 1, false);
            }
        }
    }

    /** The arithmetic, or its left operand alone when the checker would call it an overflow. */
    private static Num checked(Num fallback, String text, long low, long high) {
        if (low < -LIMIT || high > LIMIT) return fallback;
        return new Num(text, low, high, false);
    }

    private Num atom() {
        return switch (random.nextInt(4)) {
            case 0, 1 -> literal();
            case 2 -> new Num(ref() + "." + attr("rank"), 1, 13, true);
            default -> new Num(kw("position"), 1, 10_000, true);
        };
    }

    private Num literal() {
        int r = random.nextInt(20);
        if (r < 3) {
            String letter = pick(List.of("A", "J", "Q", "K"));
            int value = switch (letter) { case "A" -> 1; case "J" -> 11; case "Q" -> 12; default -> 13; };
            return new Num(kw(letter), value, value, true);
        }
        int value = r < 17 ? random.nextInt(14) : r < 19 ? random.nextInt(1000) : 1_000_000;
        String text = playful && random.nextInt(20) == 0 ? "00" + value : Integer.toString(value);
        return new Num(text, value, value, true);
    }

    private String ref() {
        int r = random.nextInt(10);
        if (r < 4 || maxLookback == 0) return kw("card");
        if (r < 7) return random.nextInt(4) == 0 ? kw("last") + "(1)" : kw("last");
        return kw("last") + "(" + (1 + random.nextInt(maxLookback)) + ")";
    }

    private String suit() {
        return random.nextBoolean() ? kw(pick(SUITS)) : ref() + "." + attr("suit");
    }

    private String colour() {
        if (random.nextBoolean()) return kw(random.nextBoolean() ? "red" : "black");
        return ref() + "." + attr(random.nextInt(4) == 0 ? "colour" : "color");
    }

    private String group(String text) {
        if (playful && random.nextInt(10) == 0) return "((" + text + "))";
        return "(" + text + ")";
    }

    /** A keyword, in a random mix of cases when playful. */
    private String kw(String word) {
        if (!playful || random.nextInt(4) != 0) return word;
        StringBuilder sb = new StringBuilder();
        for (char c : word.toCharArray()) sb.append(random.nextBoolean() ? Character.toUpperCase(c) : Character.toLowerCase(c));
        return sb.toString();
    }

    private String attr(String name) {
        return playful && random.nextInt(8) == 0 ? name.toUpperCase(Locale.ROOT) : name;
    }

    /** Every space becomes some other layout: more spaces, a tab, a new line, or a comment. */
    private String respace(String text) {
        StringBuilder sb = new StringBuilder();
        for (char c : text.toCharArray()) {
            if (c != ' ') {
                sb.append(c);
                continue;
            }
            switch (random.nextInt(12)) {
                case 0 -> sb.append("  ");
                case 1 -> sb.append('\t');
                case 2 -> sb.append('\n');
                case 3 -> sb.append(" # why (not) {this}?\n");
                default -> sb.append(' ');
            }
        }
        return sb.toString();
    }

    private <T> T pick(List<T> items) {
        return items.get(random.nextInt(items.size()));
    }
}
