package eleusis.rules.text;

import eleusis.rules.Rule;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;

/**
 * Random rule texts that the compiler accepts, built by type so that most attempts are
 * well-formed. Every sub-expression is bracketed, which also exercises bracket-free printing.
 */
final class RandomRules {
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
