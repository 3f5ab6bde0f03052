package eleusis.game.elephant;

import java.util.Collection;

/** The four columns of the score sheet; each player uses each one once, one per scoring. */
public enum ScoringType {
    /** The lowest card of each colour, added up (a colour the player lacks adds 0). */
    LOWEST,
    /** The highest card of each colour, added up. */
    HIGHEST,
    /** Every card of one colour the player names. */
    ONE_COLOUR,
    /** Every card. */
    ALL;

    public String word() {
        return name().toLowerCase();
    }

    public static ScoringType of(String word) {
        for (ScoringType t : values()) if (t.word().equals(word)) return t;
        return null;
    }

    /** The points of a collection under this type; {@code colour} is read only by ONE_COLOUR. */
    public int points(Collection<Porcelain> collection, ElephantColour colour) {
        int total = 0;
        switch (this) {
            case LOWEST, HIGHEST -> {
                for (ElephantColour c : ElephantColour.values()) {
                    int best = 0;
                    for (Porcelain p : collection) {
                        if (p.colour() != c) continue;
                        if (best == 0 || (this == LOWEST ? p.value() < best : p.value() > best)) best = p.value();
                    }
                    total += best;
                }
            }
            case ONE_COLOUR -> {
                for (Porcelain p : collection) if (p.colour() == colour) total += p.value();
            }
            case ALL -> {
                for (Porcelain p : collection) total += p.value();
            }
        }
        return total;
    }
}
