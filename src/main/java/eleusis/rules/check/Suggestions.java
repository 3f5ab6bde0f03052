package eleusis.rules.check;

import java.util.List;
import java.util.Locale;

/** "Did you mean …?" for unknown words: the nearest word of the language, if one is close. */
public final class Suggestions {
    private Suggestions() {}

    private static final List<String> WORDS = List.of(
            "card", "last", "position", "red", "black", "face", "number", "even", "odd", "prime",
            "spades", "hearts", "diamonds", "clubs", "true", "false", "and", "or", "not", "if", "then",
            "else", "in", "is", "mod", "abs");

    /** "; did you mean …?" for a word, or an empty string when nothing is close. */
    public static String forName(String name) {
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
        // Short words are all close to each other: for them only one slip counts.
        return best == null || (bestDistance == 2 && n.length() <= 4) ? "" : "; did you mean " + best + "?";
    }

    /** Edit distance counting a swap of neighbours as one slip ("crad" is one from "card"). */
    static int distance(String a, String b) {
        if (Math.abs(a.length() - b.length()) > 3 || a.length() > 40) return 99;
        int[][] d = new int[a.length() + 1][b.length() + 1];
        for (int i = 0; i <= a.length(); i++) d[i][0] = i;
        for (int j = 0; j <= b.length(); j++) d[0][j] = j;
        for (int i = 1; i <= a.length(); i++) {
            for (int j = 1; j <= b.length(); j++) {
                int cost = a.charAt(i - 1) == b.charAt(j - 1) ? 0 : 1;
                d[i][j] = Math.min(Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1), d[i - 1][j - 1] + cost);
                if (i > 1 && j > 1 && a.charAt(i - 1) == b.charAt(j - 2) && a.charAt(i - 2) == b.charAt(j - 1)) {
                    d[i][j] = Math.min(d[i][j], d[i - 2][j - 2] + 1);
                }
            }
        }
        return d[a.length()][b.length()];
    }
}
