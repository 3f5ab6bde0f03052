package eleusis.rules.text;

import java.util.HashSet;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Words that should be spelled out in full the first time a reading uses them and kept short after
 * that ("the card's position in the mainline", later "the card's position"; "a face card (J, Q, K)",
 * later "a face card"). Phrases are built piece by piece, so a piece leaves a marker and the whole
 * sentence decides, in reading order, which mention comes first. Each {@link Wording} gives the words.
 */
final class Once {
    private Once() {}

    private static final char OPEN = '\u0001', CLOSE = '\u0002';
    private static final Pattern MARK = Pattern.compile(OPEN + "([A-Z_]+)" + CLOSE);

    static final String POSITION = mark("POSITION");
    static final String FACE_LIST = mark("FACE_LIST");
    static final String NUMBER_LIST = mark("NUMBER_LIST");
    static final String PRIME_RANKS = mark("PRIME_RANKS");
    static final String EVEN_RANKS = mark("EVEN_RANKS");
    static final String ODD_RANKS = mark("ODD_RANKS");
    static final String PRIME_NUMBERS = mark("PRIME_NUMBERS");

    private static String mark(String key) {
        return OPEN + key + CLOSE;
    }

    /**
     * A language's words for the markers: the position's first and later wording, how it says "A to
     * 10" and "and so on". The lists of ranks are written in card symbols, the same everywhere.
     */
    static Map<String, String[]> words(String positionFirst, String positionLater, String aceToTen, String andSoOn) {
        return Map.of(
                "POSITION", new String[] {positionFirst, positionLater},
                "FACE_LIST", new String[] {" (J, Q, K)", ""},
                "NUMBER_LIST", new String[] {" (" + aceToTen + ")", ""},
                "PRIME_RANKS", new String[] {" (2, 3, 5, 7, J, K)", ""},
                "EVEN_RANKS", new String[] {" (2, 4, 6, 8, 10, Q)", ""},
                "ODD_RANKS", new String[] {" (A, 3, 5, 7, 9, J, K)", ""},
                "PRIME_NUMBERS", new String[] {" (2, 3, 5, 7, 11, 13 " + andSoOn + ")", ""});
    }

    /** Replaces every marker by its first or later wording (key to {first, later}), in the order they appear. */
    static String resolve(String text, Map<String, String[]> words) {
        Matcher m = MARK.matcher(text);
        Set<String> seen = new HashSet<>();
        StringBuilder out = new StringBuilder();
        while (m.find()) {
            String[] both = words.get(m.group(1));
            m.appendReplacement(out, Matcher.quoteReplacement(seen.add(m.group(1)) ? both[0] : both[1]));
        }
        m.appendTail(out);
        return out.toString();
    }
}
