package eleusis.game;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The points of a game of rounds with a rotating dealer: totals per seat, who has dealt, the
 * last round's scores, and the bonus for players who never dealt when a game ends early.
 */
public final class Scoreboard {
    private final int[] totals;
    private final boolean[] dealt;
    private Map<Integer, Integer> lastRound = Map.of();

    public Scoreboard(int seats) {
        totals = new int[seats];
        dealt = new boolean[seats];
    }

    /** Adds a round's scores (every seat, the dealer included). */
    public void addRound(int dealer, Map<Integer, Integer> scores) {
        for (Map.Entry<Integer, Integer> e : scores.entrySet()) totals[e.getKey()] += e.getValue();
        dealt[dealer] = true;
        lastRound = Map.copyOf(scores);
    }

    /** Gives the bonus to every seat that never dealt; returns those seats. */
    public List<Integer> finish(int neverDealtBonus) {
        List<Integer> neverDealt = new ArrayList<>();
        for (int s = 0; s < totals.length; s++) {
            if (!dealt[s]) {
                neverDealt.add(s);
                totals[s] += neverDealtBonus;
            }
        }
        return neverDealt;
    }

    public Map<Integer, Integer> totals() {
        Map<Integer, Integer> out = new LinkedHashMap<>();
        for (int s = 0; s < totals.length; s++) out.put(s, totals[s]);
        return out;
    }

    /** Seat to points in the last round that ended, in seat order; empty before. */
    public Map<Integer, Integer> lastRound() {
        Map<Integer, Integer> out = new LinkedHashMap<>();
        for (int s = 0; s < totals.length; s++) if (lastRound.containsKey(s)) out.put(s, lastRound.get(s));
        return out;
    }
}
