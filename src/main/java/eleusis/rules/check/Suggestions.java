package eleusis.rules.check;

import java.util.List;
import java.util.Locale;

/** "Did you mean …?" for unknown words: the nearest word of the language, if one is close. */
final class Suggestions {
    private Suggestions() {}

    private static final List<String> WORDS = List.of(
            "card", "last", "position", "red", "black", "face", "number", "even", "odd", "prime",
            "spades", "hearts", "diamonds", "clubs", "true", "false", "and", "or", "not", "if", "then",
            "else", "in", "is", "mod", "abs");

    static String forName(String name) {
        String n = name.toLowerCase(Locale.ROOT);
        switch (n) {
            case "rank", "suit", "color", "colour" -> { return "; did you mean card." + n + " or last." + n + "?"; }
            case "previous", "prev", "before" -> { return "; did you mean last?"; }
            case "spade", "heart", "diamond", "club" -> { return "; did you mean " + n + "s?"; }
            case "ace", "jack", "queen", "king" -> {
                return "; write the rank letter " + Character.toUpperCase(n.charAt(0)) + " (a number: "
                        + switch (n) { case "ace" -> 1; case "jack" -> 11; case "queen" -> 12; default -> 13; } + ")";
            }
            case "xor" -> { return "; write (a) != (b) for 'one or the other but not both'"; }
            case "elif" -> { return "; write else if"; }
            default -> { }
        }
        String best = null;
        int bestDistance = 3;
        for (String w : WORDS) {
            int d = distance(n, w);
            if (d < bestDistance) {
                bestDistance = d;
                best = w;
            }
        }
        return best == null || (bestDistance == 2 && n.length() < 4) ? "" : "; did you mean " + best + "?";
    }

    /** Levenshtein distance, capped work since names are short. */
    static int distance(String a, String b) {
        if (Math.abs(a.length() - b.length()) > 3 || a.length() > 40) return 99;
        int[] prev = new int[b.length() + 1];
        int[] cur = new int[b.length() + 1];
        for (int j = 0; j <= b.length(); j++) prev[j] = j;
        for (int i = 1; i <= a.length(); i++) {
            cur[0] = i;
            for (int j = 1; j <= b.length(); j++) {
                int cost = a.charAt(i - 1) == b.charAt(j - 1) ? 0 : 1;
                cur[j] = Math.min(Math.min(cur[j - 1] + 1, prev[j] + 1), prev[j - 1] + cost);
            }
            int[] t = prev;
            prev = cur;
            cur = t;
        }
        return prev[b.length()];
    }
}
