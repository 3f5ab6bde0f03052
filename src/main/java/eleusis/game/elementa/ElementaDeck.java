package eleusis.game.elementa;

import eleusis.game.DataFile;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The deck and the Wu Xing table, read from {@code games/elementa-cards.txt} and
 * {@code games/elementa-cycles.txt} when the class loads. A broken file stops the class from
 * loading with a message naming the file and the line.
 */
public final class ElementaDeck {
    static final String CARDS_FILE = "games/elementa-cards.txt";
    static final String CYCLES_FILE = "games/elementa-cycles.txt";

    /** A suit's two neighbours in the table: the suit that overcomes it and the suit that generates it. */
    public record Cycle(String destroyer, String generator) {}

    private static final List<ElementaCard> CARDS = parseCards(DataFile.read(CARDS_FILE), CARDS_FILE);
    private static final Map<String, Cycle> CYCLES = parseCycles(DataFile.read(CYCLES_FILE), CYCLES_FILE, CARDS);

    private ElementaDeck() {}

    public static List<ElementaCard> cards() {
        return CARDS;
    }

    public static int size() {
        return CARDS.size();
    }

    public static ElementaCard card(int id) {
        if (id < 0 || id >= CARDS.size()) throw new IllegalArgumentException("there is no card " + id + " in the Elementa deck");
        return CARDS.get(id);
    }

    public static boolean exists(int id) {
        return id >= 0 && id < CARDS.size();
    }

    public static ElementaCard byCode(String code) {
        for (ElementaCard c : CARDS) if (c.code().equals(code)) return c;
        throw new IllegalArgumentException("no Elementa card is called " + code);
    }

    public static Cycle cycle(String suit) {
        Cycle c = CYCLES.get(suit);
        if (c == null) throw new IllegalArgumentException("no Wu Xing cycle for suit " + suit);
        return c;
    }

    /** The regular suits, in the order of the cycles file. */
    public static List<String> suits() {
        return List.copyOf(CYCLES.keySet());
    }

    public static int relics() {
        return (int) CARDS.stream().filter(ElementaCard::relic).count();
    }

    static List<ElementaCard> parseCards(List<String> lines, String file) {
        List<ElementaCard> out = new ArrayList<>();
        for (DataFile.Line entry : DataFile.entries(lines, file)) {
            String line = entry.text();
            String where = entry.where();
            String[] f = entry.words().toArray(String[]::new);
            String code = f[0];
            if (out.stream().anyMatch(c -> c.code().equals(code))) throw new IllegalStateException(where + "the code " + code + " is used twice");
            if (f.length == 2 && f[1].equals(ElementaCard.RELIC)) {
                out.add(new ElementaCard(out.size(), code, ElementaCard.RELIC, null));
            } else if (f.length == 3 && !f[1].equals(ElementaCard.RELIC)) {
                int base;
                try {
                    base = Integer.parseInt(f[2]);
                } catch (NumberFormatException e) {
                    throw new IllegalStateException(where + "the base value must be a whole number, not " + f[2]);
                }
                if (base < 1 || base > 7) throw new IllegalStateException(where + "base values run from 1 to 7, not " + base);
                out.add(new ElementaCard(out.size(), code, f[1], base));
            } else {
                throw new IllegalStateException(where + "expected '<code> <suit> <base>' or '<code> relic', not '" + line + "'");
            }
        }
        // Four players draw in fours: a deck that splits evenly means the stock never runs out mid-draw.
        if (out.isEmpty() || out.size() % ElementaGame.PLAYERS != 0) {
            throw new IllegalStateException(file + ": the deck must split evenly among four players; it has " + out.size() + " cards");
        }
        return List.copyOf(out);
    }

    static Map<String, Cycle> parseCycles(List<String> lines, String file, List<ElementaCard> cards) {
        Map<String, Cycle> out = new LinkedHashMap<>();
        for (DataFile.Line entry : DataFile.entries(lines, file)) {
            String line = entry.text();
            String where = entry.where();
            String[] f = entry.words().toArray(String[]::new);
            if (f.length != 3) throw new IllegalStateException(where + "expected '<suit> <destroyer> <generator>', not '" + line + "'");
            if (out.containsKey(f[0])) throw new IllegalStateException(where + "the suit " + f[0] + " is listed twice");
            // A suit is never its own destroyer or generator, so a card never counts towards its own value.
            if (f[1].equals(f[0]) || f[2].equals(f[0]) || f[1].equals(f[2])) {
                throw new IllegalStateException(where + "a suit, its destroyer and its generator must be three different suits");
            }
            out.put(f[0], new Cycle(f[1], f[2]));
        }
        for (Cycle c : out.values()) {
            if (!out.containsKey(c.destroyer()) || !out.containsKey(c.generator())) {
                throw new IllegalStateException(file + ": " + c + " names a suit that has no line of its own");
            }
        }
        for (ElementaCard c : cards) {
            if (!c.relic() && !out.containsKey(c.suit())) throw new IllegalStateException(file + ": no line for the suit " + c.suit());
        }
        return Collections.unmodifiableMap(out);
    }
}
