package eleusis.game.elephant;

import eleusis.game.DataFile;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * The card list of the game, read from {@code games/elephant-cards.txt} at class load (the format is
 * described at the top of that file). A broken file stops the class from loading with a message
 * naming the line, so a bad edit is found at once.
 */
public final class ElephantCards {
    public static final String RESOURCE = "games/elephant-cards.txt";
    public static final int PORCELAIN = 40;
    public static final int START_PAIRS = 5;
    public static final int ELEPHANTS = 30;
    public static final int FIRST_START_ID = 40;
    public static final int FIRST_ELEPHANT_ID = 50;
    /** The score cards lie under every 10 porcelain cards of the pile. */
    public static final int FIRST_SCORE_CARD_ID = 80;
    public static final int SCORE_CARDS = 4;
    public static final int PORCELAIN_PER_SCORING = 10;
    public static final int MIN_VALUE = 3;
    public static final int MAX_VALUE = 8;

    private static final List<Porcelain> SHOP;
    private static final List<List<Porcelain>> PAIRS;
    private static final List<Elephant> HERD;

    static {
        Parsed p = parse(DataFile.read(RESOURCE));
        SHOP = p.shop;
        PAIRS = p.pairs;
        HERD = p.herd;
    }

    private ElephantCards() {}

    /** The 40 porcelain cards of the shop, ids 0-39. */
    public static List<Porcelain> shop() { return SHOP; }

    /** The start pairs I-V; pair i holds ids 40 + 2i and 41 + 2i. */
    public static List<List<Porcelain>> pairs() { return PAIRS; }

    /** The 30 elephants, ids 50-79. */
    public static List<Elephant> herd() { return HERD; }

    public static boolean isPorcelain(int id) {
        return id >= 0 && id < FIRST_ELEPHANT_ID;
    }

    public static boolean isElephant(int id) {
        return id >= FIRST_ELEPHANT_ID && id < FIRST_ELEPHANT_ID + ELEPHANTS;
    }

    public static boolean isScoreCard(int id) {
        return id >= FIRST_SCORE_CARD_ID && id < FIRST_SCORE_CARD_ID + SCORE_CARDS;
    }

    /** A porcelain card of the shop or a start card. */
    public static Porcelain porcelain(int id) {
        if (id >= 0 && id < PORCELAIN) return SHOP.get(id);
        if (id >= FIRST_START_ID && id < FIRST_ELEPHANT_ID) return PAIRS.get((id - FIRST_START_ID) / 2).get(id % 2);
        throw new IllegalArgumentException("no porcelain card has id " + id);
    }

    public static Elephant elephant(int id) {
        if (!isElephant(id)) throw new IllegalArgumentException("no elephant has id " + id);
        return HERD.get(id - FIRST_ELEPHANT_ID);
    }

    record Parsed(List<Porcelain> shop, List<List<Porcelain>> pairs, List<Elephant> herd) {}

    /** Package-private so a test can show that a broken list is refused with the line named. */
    static Parsed parse(List<String> lines) {
        List<Porcelain> shop = new ArrayList<>();
        List<List<Porcelain>> pairs = new ArrayList<>();
        List<Elephant> herd = new ArrayList<>();
        Set<String> numerals = new HashSet<>();
        for (DataFile.Line entry : DataFile.entries(lines, RESOURCE)) {
            String where = entry.where();
            List<String> words = entry.words();
            int copies = 1;
            if (words.size() >= 3 && words.get(words.size() - 2).equals("x")) {
                copies = number(words.get(words.size() - 1), where, "the number of copies");
                if (copies < 1) throw new IllegalStateException(where + "copies must be at least 1");
                words = words.subList(0, words.size() - 2);
            }
            String kind = words.get(0);
            List<String> args = words.subList(1, words.size());
            for (int c = 0; c < copies; c++) {
                switch (kind) {
                    case "porcelain" -> {
                        if (args.size() != 2) throw new IllegalStateException(where + "a porcelain line is: porcelain <colour> <value>");
                        shop.add(new Porcelain(shop.size(), colour(args.get(0), where), value(args.get(1), where), null));
                    }
                    case "start" -> {
                        if (args.size() != 5 || copies != 1) {
                            throw new IllegalStateException(where + "a start line is: start <numeral> <colour> 3 <colour> 4");
                        }
                        String numeral = args.get(0);
                        if (!numerals.add(numeral)) throw new IllegalStateException(where + "start pair " + numeral + " twice");
                        int id = FIRST_START_ID + 2 * pairs.size();
                        Porcelain three = new Porcelain(id, colour(args.get(1), where), value(args.get(2), where), numeral);
                        Porcelain four = new Porcelain(id + 1, colour(args.get(3), where), value(args.get(4), where), numeral);
                        if (three.value() != 3 || four.value() != 4 || three.colour() == four.colour()) {
                            throw new IllegalStateException(where + "a start pair is a 3 and a 4 in two different colours");
                        }
                        pairs.add(List.of(three, four));
                    }
                    case "small", "big" -> {
                        if (args.isEmpty() || (kind.equals("big") && args.size() != 1)) {
                            throw new IllegalStateException(where + "a " + kind + " elephant shows "
                                    + (kind.equals("big") ? "one colour" : "one colour per small elephant"));
                        }
                        List<ElephantColour> colours = new ArrayList<>();
                        for (String a : args) colours.add(colour(a, where));
                        Elephant.Kind k = kind.equals("big") ? Elephant.Kind.BIG : Elephant.Kind.SMALL;
                        herd.add(new Elephant(FIRST_ELEPHANT_ID + herd.size(), k, colours, 0, List.of()));
                    }
                    case "grey" -> {
                        if (args.size() != 1) throw new IllegalStateException(where + "a grey line is: grey <count>");
                        int count = number(args.get(0), where, "the number of grey elephants");
                        if (count < 1) throw new IllegalStateException(where + "a grey elephant card shows at least one elephant");
                        herd.add(new Elephant(FIRST_ELEPHANT_ID + herd.size(), Elephant.Kind.GREY, List.of(), count, List.of()));
                    }
                    case "values" -> {
                        if (args.isEmpty()) throw new IllegalStateException(where + "a values line names at least one value");
                        List<Integer> values = new ArrayList<>();
                        for (String a : args) values.add(value(a, where));
                        Collections.sort(values);
                        herd.add(new Elephant(FIRST_ELEPHANT_ID + herd.size(), Elephant.Kind.VALUES, List.of(), 0, values));
                    }
                    default -> throw new IllegalStateException(where + "unknown kind of card \"" + kind
                            + "\" (porcelain, start, small, big, grey or values)");
                }
            }
        }
        if (shop.size() != PORCELAIN) throw new IllegalStateException(RESOURCE + ": " + shop.size() + " porcelain cards, not " + PORCELAIN);
        if (pairs.size() != START_PAIRS) throw new IllegalStateException(RESOURCE + ": " + pairs.size() + " start pairs, not " + START_PAIRS);
        if (herd.size() != ELEPHANTS) throw new IllegalStateException(RESOURCE + ": " + herd.size() + " elephants, not " + ELEPHANTS);
        return new Parsed(List.copyOf(shop), List.copyOf(pairs), List.copyOf(herd));
    }

    private static ElephantColour colour(String word, String where) {
        ElephantColour c = ElephantColour.of(word);
        if (c == null) throw new IllegalStateException(where + "unknown colour \"" + word + "\" (red, green or blue)");
        return c;
    }

    private static int value(String word, String where) {
        int v = number(word, where, "a value");
        if (v < MIN_VALUE || v > MAX_VALUE) {
            throw new IllegalStateException(where + "value " + v + " is outside " + MIN_VALUE + " to " + MAX_VALUE);
        }
        return v;
    }

    private static int number(String word, String where, String what) {
        try {
            return Integer.parseInt(word);
        } catch (NumberFormatException e) {
            throw new IllegalStateException(where + what + " must be a whole number, not \"" + word + "\"");
        }
    }
}
