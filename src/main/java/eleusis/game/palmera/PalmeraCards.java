package eleusis.game.palmera;

import eleusis.game.DataFile;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * The cards the players play, read from {@code games/palmera-cards.txt}: one suit per seat and the
 * thirteen ranks A (weakest) to K (the king). A card's id is {@code seat * 13 + rank index}, so ids
 * 0..12 are seat 0's suit and 13..25 seat 1's; an id names a card exactly, which is why a view
 * shows the id of a card only to a viewer who may see its face.
 */
public final class PalmeraCards {
    static final String RESOURCE = "games/palmera-cards.txt";

    record Suit(String letter, String name, int seat) {}

    record Rank(String symbol, int strength, boolean king) {}

    private static final List<Suit> SUITS = new ArrayList<>();
    private static final List<Rank> RANKS = new ArrayList<>();
    private static final Map<String, Integer> BY_FACE = new HashMap<>();

    static {
        load();
        for (int id = 0; id < count(); id++) BY_FACE.put(face(id).toUpperCase(Locale.ROOT), id);
    }

    private PalmeraCards() {}

    /** Cards in one player's suit (13). */
    public static int perSeat() { return RANKS.size(); }

    public static int count() { return SUITS.size() * RANKS.size(); }

    public static int seatOf(int card) { return card / RANKS.size(); }

    public static int strength(int card) { return RANKS.get(card % RANKS.size()).strength(); }

    public static boolean king(int card) { return RANKS.get(card % RANKS.size()).king(); }

    /** "KD", "10C": rank symbol then suit letter. */
    public static String face(int card) {
        return RANKS.get(card % RANKS.size()).symbol() + suitOf(seatOf(card)).letter();
    }

    public static String suitName(int seat) { return suitOf(seat).name(); }

    /** A seat's whole suit, weakest first. */
    public static List<Integer> suit(int seat) {
        List<Integer> out = new ArrayList<>();
        for (int r = 0; r < RANKS.size(); r++) out.add(seat * RANKS.size() + r);
        return out;
    }

    /** The id of a card named as {@link #face} writes it. */
    public static int byFace(String face) {
        Integer id = face == null ? null : BY_FACE.get(face.strip().toUpperCase(Locale.ROOT));
        if (id != null) return id;
        throw new IllegalArgumentException("no card \"" + face + "\" in En la palmera (cards are like AD, 10D, KC)");
    }

    private static Suit suitOf(int seat) {
        for (Suit s : SUITS) if (s.seat() == seat) return s;
        throw new IllegalArgumentException("no suit for seat " + seat);
    }

    private static void load() {
        for (DataFile.Line entry : DataFile.entries(DataFile.read(RESOURCE), RESOURCE)) {
            String line = entry.text();
            String[] f = entry.words().toArray(String[]::new);
            String where = entry.where();
            try {
                if (f[0].equals("suit") && f.length == 4) {
                    SUITS.add(new Suit(f[1], f[2], Integer.parseInt(f[3])));
                } else if (f[0].equals("rank") && f.length == 4) {
                    RANKS.add(new Rank(f[1], Integer.parseInt(f[2]), f[3].equals("king")));
                } else {
                    throw new IllegalStateException(where + "expected 'suit letter name seat' or 'rank symbol strength special'");
                }
            } catch (NumberFormatException e) {
                throw new IllegalStateException(where + "a number was expected: " + line);
            }
        }
        if (SUITS.size() != 2) throw new IllegalStateException(RESOURCE + ": En la palmera needs exactly two suits, not " + SUITS.size());
        for (int s = 0; s < 2; s++) {
            final int seat = s;
            if (SUITS.stream().noneMatch(x -> x.seat() == seat)) throw new IllegalStateException(RESOURCE + ": no suit for seat " + s);
        }
        if (RANKS.isEmpty()) throw new IllegalStateException(RESOURCE + ": no ranks");
    }
}
