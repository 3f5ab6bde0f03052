package eleusis.scientist;

import eleusis.cards.Card;
import java.util.BitSet;

/**
 * The hypotheses still standing, as a bitset over the {@link Space}'s hypotheses and as a list, and their weight.
 * A verdict strikes out the hypotheses that disagree with it; nothing comes back.
 */
final class Standing {
    private final Space space;
    private final BitSet alive;
    /**
     * The standing hypotheses in the space's order (heaviest first), with their nodes and priors side
     * by side: the loops over them run for every card weighed, and walking a bitset and looking each
     * node and prior up cost more than the verdicts themselves. {@code size} of each array are used.
     */
    private int[] live, liveNode;
    private double[] livePrior;
    private int size;
    private double weight;
    /**
     * The nodes the standing hypotheses are made of, as they stood when last worked out (when
     * {@code counted} stood); after a strike a superset, which judges them as well. They are worked
     * out again, from that superset, once a quarter of those hypotheses has fallen: working them out
     * after every strike cost more than judging the few extra nodes.
     */
    private int[] nodes;
    private int counted;

    Standing(Space space) {
        this.space = space;
        int n = space.hypotheses();
        this.alive = new BitSet(n);
        alive.set(0, n);
        live = new int[n];
        liveNode = new int[n];
        livePrior = new double[n];
        System.arraycopy(space.hypothesisNodes(), 0, liveNode, 0, n);
        System.arraycopy(space.priors(), 0, livePrior, 0, n);
        for (int h = 0; h < n; h++) {
            live[h] = h;
            weight += livePrior[h];
        }
        size = n;
        nodes = space.allNodes();
        counted = n;
    }

    /**
     * Judges the card after the line for the hypotheses standing: only the nodes they are made of,
     * which after a few plays are a small part of the space. Everything here reads the values of
     * standing hypotheses only, so the others may keep stale values.
     */
    void judge(Card[] line, int length, Card card, byte[] values) {
        if (size < counted - counted / 4) {
            nodes = space.nodesOf(alive, nodes);
            counted = size;
        }
        space.judge(line, length, card, values, nodes);
    }

    /** Strikes out the hypotheses that would have given another verdict to this play. */
    void strike(Play play, byte[] values) {
        Card[] line = play.line().toArray(Card[]::new);
        judge(line, line.length, play.card(), values);
        int kept = 0;
        for (int k = 0; k < size; k++) {
            if (Kleene.accepts(values[liveNode[k]]) != play.accepted()) clear(k);
            else keep(k, kept++);
        }
        shrink(kept);
    }

    /** Strikes out a hypothesis guessed and answered "wrong". */
    void strike(String text) {
        int kept = 0;
        for (int k = 0; k < size; k++) {
            if (space.text(live[k]).equals(text)) clear(k);
            else keep(k, kept++);
        }
        shrink(kept);
    }

    private void clear(int k) {
        alive.clear(live[k]);
        weight -= livePrior[k];
    }

    private void keep(int k, int at) {
        live[at] = live[k];
        liveNode[at] = liveNode[k];
        livePrior[at] = livePrior[k];
    }

    private void shrink(int kept) {
        size = kept;
        if (kept < live.length / 4) { // a table keeps a scientist a seat: it need not hold 2 MB for a few rules
            live = java.util.Arrays.copyOf(live, kept);
            liveNode = java.util.Arrays.copyOf(liveNode, kept);
            livePrior = java.util.Arrays.copyOf(livePrior, kept);
        }
    }

    /** The share of the weight standing that accepts, for node values judged by the space. */
    double acceptedShare(byte[] values) {
        double yes = 0;
        for (int k = 0; k < size; k++) {
            if (Kleene.accepts(values[liveNode[k]])) yes += livePrior[k];
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
        for (int k = 0; k < size; k++) {
            int n = liveNode[k];
            if (!Kleene.accepts(first[n])) continue;
            given += livePrior[k];
            if (Kleene.accepts(then[n])) yes += livePrior[k];
        }
        return given <= 0 ? -1 : yes / given;
    }

    /** The share of the weight standing whose verdict differs from hypothesis {@code h}'s, for these node values. */
    double disagreeing(int h, byte[] values) {
        boolean verdict = Kleene.accepts(values[space.node(h)]);
        double other = 0;
        for (int k = 0; k < size; k++) {
            if (Kleene.accepts(values[liveNode[k]]) != verdict) other += livePrior[k];
        }
        return weight <= 0 ? 0 : other / weight;
    }

    /** How the hypotheses standing would part: the heaviest that accepts and refuses, and counts. */
    Split split(byte[] values) {
        int yes = 0, no = 0, bestYes = -1, bestNo = -1;
        for (int k = 0; k < size; k++) {
            if (Kleene.accepts(values[liveNode[k]])) {
                yes++;
                if (bestYes < 0) bestYes = live[k];
            } else {
                no++;
                if (bestNo < 0) bestNo = live[k];
            }
        }
        return new Split(yes, no, bestYes, bestNo);
    }

    /** Counts of hypotheses accepting and refusing a card, and the heaviest of each (-1: none); hypotheses are heaviest first. */
    record Split(int accepting, int refusing, int heaviestAccepting, int heaviestRefusing) {}

    /** The heaviest hypothesis standing (the space lists them heaviest first), -1 when none stands. */
    int heaviest() {
        return size == 0 ? -1 : live[0];
    }

    double share(int h) {
        return weight <= 0 ? 0 : space.prior(h) / weight;
    }

    int count() {
        return size;
    }

    /** The first {@code max} hypotheses standing, heaviest first. */
    java.util.List<Integer> first(int max) {
        java.util.List<Integer> list = new java.util.ArrayList<>();
        for (int k = 0; k < size && list.size() < max; k++) list.add(live[k]);
        return list;
    }

    boolean stands(int h) {
        return alive.get(h);
    }
}
