package eleusis.scientist;

import eleusis.cards.Card;
import java.util.BitSet;

/**
 * The hypotheses still standing, as a bitset over the {@link Space}'s hypotheses, and their weight.
 * A verdict strikes out the hypotheses that disagree with it; nothing comes back.
 */
final class Standing {
    private final Space space;
    private final BitSet alive;
    private double weight;
    /**
     * The nodes the standing hypotheses are made of, as they stood when last worked out; after a
     * strike ({@code struck}) a superset, from which they are worked out again when next needed.
     */
    private int[] nodes;
    private boolean struck;

    Standing(Space space) {
        this.space = space;
        this.alive = new BitSet(space.hypotheses());
        alive.set(0, space.hypotheses());
        for (int h = 0; h < space.hypotheses(); h++) weight += space.prior(h);
        nodes = space.allNodes();
    }

    /**
     * Judges the card after the line for the hypotheses standing: only the nodes they are made of,
     * which after a few plays are a small part of the space. Everything here reads the values of
     * standing hypotheses only, so the others may keep stale values.
     */
    void judge(Card[] line, int length, Card card, byte[] values) {
        if (struck) {
            nodes = space.nodesOf(alive, nodes);
            struck = false;
        }
        space.judge(line, length, card, values, nodes);
    }

    /** Strikes out the hypotheses that would have given another verdict to this play. */
    void strike(Play play, byte[] values) {
        Card[] line = play.line().toArray(Card[]::new);
        judge(line, line.length, play.card(), values);
        for (int h = alive.nextSetBit(0); h >= 0; h = alive.nextSetBit(h + 1)) {
            if (Kleene.accepts(values[space.node(h)]) != play.accepted()) clear(h);
        }
    }

    /** Strikes out a hypothesis guessed and answered "wrong". */
    void strike(String text) {
        for (int h = alive.nextSetBit(0); h >= 0; h = alive.nextSetBit(h + 1)) {
            if (space.text(h).equals(text)) clear(h);
        }
    }

    private void clear(int h) {
        alive.clear(h);
        weight -= space.prior(h);
        struck = true; // fewer nodes to judge from now on
    }

    /** The share of the weight standing that accepts, for node values judged by the space. */
    double acceptedShare(byte[] values) {
        double yes = 0;
        for (int h = alive.nextSetBit(0); h >= 0; h = alive.nextSetBit(h + 1)) {
            if (Kleene.accepts(values[space.node(h)])) yes += space.prior(h);
        }
        return weight <= 0 ? 0 : yes / weight;
    }

    /**
     * Among the weight standing that accepts the card judged in {@code first}, the share that also
     * accepts the next card judged in {@code then} (the line grown by that first card); -1 when no
     * weight accepts the first card.
     */
    double acceptedShareAfter(byte[] first, byte[] then) {
        double given = 0, yes = 0;
        for (int h = alive.nextSetBit(0); h >= 0; h = alive.nextSetBit(h + 1)) {
            int n = space.node(h);
            if (!Kleene.accepts(first[n])) continue;
            given += space.prior(h);
            if (Kleene.accepts(then[n])) yes += space.prior(h);
        }
        return given <= 0 ? -1 : yes / given;
    }

    /** The share of the weight standing whose verdict differs from hypothesis {@code h}'s, for these node values. */
    double disagreeing(int h, byte[] values) {
        boolean verdict = Kleene.accepts(values[space.node(h)]);
        double other = 0;
        for (int g = alive.nextSetBit(0); g >= 0; g = alive.nextSetBit(g + 1)) {
            if (Kleene.accepts(values[space.node(g)]) != verdict) other += space.prior(g);
        }
        return weight <= 0 ? 0 : other / weight;
    }

    /** How the hypotheses standing would part: the heaviest that accepts and refuses, and counts. */
    Split split(byte[] values) {
        int yes = 0, no = 0, bestYes = -1, bestNo = -1;
        for (int h = alive.nextSetBit(0); h >= 0; h = alive.nextSetBit(h + 1)) {
            if (Kleene.accepts(values[space.node(h)])) {
                yes++;
                if (bestYes < 0) bestYes = h;
            } else {
                no++;
                if (bestNo < 0) bestNo = h;
            }
        }
        return new Split(yes, no, bestYes, bestNo);
    }

    /** Counts of hypotheses accepting and refusing a card, and the heaviest of each (-1: none); hypotheses are heaviest first. */
    record Split(int accepting, int refusing, int heaviestAccepting, int heaviestRefusing) {}

    /** The heaviest hypothesis standing (the space lists them heaviest first), -1 when none stands. */
    int heaviest() {
        return alive.nextSetBit(0);
    }

    double share(int h) {
        return weight <= 0 ? 0 : space.prior(h) / weight;
    }

    int count() {
        return alive.cardinality();
    }

    /** The first {@code max} hypotheses standing, heaviest first. */
    java.util.List<Integer> first(int max) {
        java.util.List<Integer> list = new java.util.ArrayList<>();
        for (int h = alive.nextSetBit(0); h >= 0 && list.size() < max; h = alive.nextSetBit(h + 1)) list.add(h);
        return list;
    }

    boolean stands(int h) {
        return alive.get(h);
    }
}
