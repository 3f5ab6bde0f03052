package eleusis.scientist;

import eleusis.cards.Card;
import eleusis.rules.Rule;
import eleusis.rules.RulePredicate;
import eleusis.rules.RuleResult;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;

/**
 * The candidate rules: a network of nodes, each a rule text. The leaves are the {@link Atoms},
 * compiled with {@link Rule#compile} (with their negation, to tell false from unknown); the other
 * nodes are "and", "or" and "if" of earlier nodes, their text the composed text, their value the
 * Kleene value of their parts, so one pass over the nodes judges every candidate at once. Nodes that
 * give the same verdicts on a fixed set of probe layouts are one hypothesis, written as the shortest
 * of them, weighing the sum of their priors (shorter text, higher prior). Made once and shared:
 * everything here is read-only after construction (but for texts written on first need).
 */
final class Space {
    static final byte ATOM = 0, AND = 1, OR = 2, IF = 3;
    /**
     * How fast the prior falls with the length of a text, e^-0.15 a character, and with the number of
     * small tests it is made of, e^-0.7 a test: "card.rank mod 3 == (last.rank + 1) mod 3" is one idea,
     * long to write, and weighs less than "card is red" only by its length; an "if" of three tests
     * pays for each. Tried on the library bench at 10 seeds: length alone at 0.2 gave an average score
     * of 14.3 and 1.0 wrong guesses a game; these two, 14.7 and 0.63 (0.15 and 1.0: 14.7 and 0.75).
     */
    static final double LAMBDA = 0.15, PER_TEST = 0.7;
    private static final int PROBES = 1024;

    private final String[] atomTexts;
    private final RulePredicate[] atoms;
    /** "not (atom)", for the atoms that read the mainline (null for the others). */
    private final RulePredicate[] negations;
    /** How many mainline cards back each atom reads. */
    private final int[] lookback;
    private final byte[] op;
    private final int[] x, y, z;
    /**
     * Each node's text, written on first need when the space was read from its file (a race writes
     * the same immutable string twice, which is harmless): most texts are never shown.
     */
    private final String[] text;
    /** Every node, ascending: the nodes to judge while every hypothesis stands. */
    private final int[] all;
    /** Per hypothesis: its node and its prior weight, heaviest first. */
    private final int[] node;
    private final double[] prior;

    private static final class Holder {
        static final Space SPACE = load();
    }

    /** The shared space, made on first use. */
    static Space get() {
        return Holder.SPACE;
    }

    /**
     * The space as the build wrote it ({@link SpaceFile}), which skips composing 135,630 texts and
     * sorting them on 1,024 probes (most of a short run's CPU), or built here when the file is
     * missing or was written from other code (a run from an IDE).
     */
    private static Space load() {
        Space read = SpaceFile.read();
        return read != null ? read : built();
    }

    /** The network read from a file or composed, with its hypotheses (none yet while they are being sorted). */
    Space(String[] atomTexts, Tests tests, byte[] op, int[] x, int[] y, int[] z, String[] text, int[] node, double[] prior) {
        this.atomTexts = atomTexts;
        this.atoms = tests.atoms();
        this.negations = tests.negations();
        this.lookback = tests.lookback();
        this.op = op;
        this.x = x;
        this.y = y;
        this.z = z;
        this.text = text;
        this.node = node;
        this.prior = prior;
        all = new int[op.length];
        for (int i = 0; i < all.length; i++) all[i] = i;
    }

    /**
     * The atoms as the space judges them: each test's predicate, how many mainline cards back it
     * reads, and for those that read the mainline the predicate of "not (test)" (null for the others).
     */
    record Tests(RulePredicate[] atoms, RulePredicate[] negations, int[] lookback) {
        /** The tests compiled from their texts. */
        static Tests compiled(String[] texts) {
            RulePredicate[] atoms = new RulePredicate[texts.length], negations = new RulePredicate[texts.length];
            int[] lookback = new int[texts.length];
            for (int a = 0; a < texts.length; a++) {
                Rule rule = compile(texts[a]);
                atoms[a] = rule;
                lookback[a] = rule.lookback();
                if (lookback[a] > 0) negations[a] = compile(negation(texts[a])); // never unknown otherwise (see atom)
            }
            return new Tests(atoms, negations, lookback);
        }

        static String negation(String test) {
            return "not (" + test + ")";
        }

        static Rule compile(String text) {
            RuleResult rule = Rule.compile(text);
            if (!rule.ok()) throw new IllegalStateException("a test that does not compile: " + text);
            return rule.rule();
        }
    }

    private Space(Space network, int[] node, double[] prior) {
        atomTexts = network.atomTexts;
        atoms = network.atoms;
        negations = network.negations;
        lookback = network.lookback;
        all = network.all;
        op = network.op;
        x = network.x;
        y = network.y;
        z = network.z;
        text = network.text;
        this.node = node;
        this.prior = prior;
    }

    /** The space made from the code: composed ({@link Composer}), its nodes sorted into hypotheses by their verdicts. */
    static Space built() {
        Composer b = new Composer();
        b.build();
        int n = b.op.size();
        byte[] op = new byte[n];
        int[] x = new int[n], y = new int[n], z = new int[n];
        for (int i = 0; i < n; i++) {
            op[i] = b.op.get(i);
            int[] a = b.args.get(i);
            x[i] = a[0];
            y[i] = a[1];
            z[i] = a[2];
        }
        String[] atomTexts = b.atomTexts.toArray(String[]::new);
        Space network = new Space(atomTexts, Tests.compiled(atomTexts), op, x, y, z, b.texts.toArray(String[]::new),
                new int[0], new double[0]);
        String[] text = network.text;
        // How many small tests (atoms) each text is made of.
        int[] parts = new int[n];
        for (int i = 0; i < n; i++) {
            parts[i] = switch (op[i]) {
                case ATOM -> 1;
                case AND, OR -> parts[x[i]] + parts[y[i]];
                default -> parts[x[i]] + parts[y[i]] + parts[z[i]];
            };
        }
        List<int[]> classes = network.sameVerdicts();
        // One hypothesis a class, written as its shortest text, weighing the sum of its members' priors; heaviest first.
        record Hypothesis(int node, double prior) {}
        List<Hypothesis> hypotheses = new ArrayList<>(classes.size());
        for (int[] members : classes) {
            int shortest = members[0];
            double weight = 0;
            for (int i : members) {
                if (text[i].length() < text[shortest].length()) shortest = i;
                weight += Math.exp(-LAMBDA * text[i].length() - PER_TEST * parts[i]);
            }
            hypotheses.add(new Hypothesis(shortest, weight));
        }
        hypotheses.sort((a, c) -> Double.compare(c.prior(), a.prior()));
        return new Space(network, hypotheses.stream().mapToInt(Hypothesis::node).toArray(),
                hypotheses.stream().mapToDouble(Hypothesis::prior).toArray());
    }

    int nodes() { return op.length; }

    int hypotheses() { return node.length; }

    int node(int hypothesis) { return node[hypothesis]; }

    double prior(int hypothesis) { return prior[hypothesis]; }

    String text(int hypothesis) { return nodeText(node[hypothesis]); }

    /** A node's text: every node is a rule of its own. */
    String nodeText(int i) {
        String t = text[i];
        if (t != null) return t;
        t = op[i] == ATOM ? atomTexts[x[i]]
                : Composer.text(op[i], nodeText(x[i]), op[x[i]], nodeText(y[i]), op[y[i]], op[i] == IF ? nodeText(z[i]) : null);
        text[i] = t;
        return t;
    }

    // What the build writes to the space's file (SpaceFile), and what it reads back.
    String[] atomTexts() { return atomTexts; }

    int[] lookbacks() { return lookback; }

    byte[] ops() { return op; }

    int[] xs() { return x; }

    int[] ys() { return y; }

    int[] zs() { return z; }

    int[] hypothesisNodes() { return node; }

    double[] priors() { return prior; }

    /** Every node's value for {@code card} after {@code line[0..length)}, into {@code values}. */
    void judge(Card[] line, int length, Card card, byte[] values) {
        for (int i = 0; i < op.length; i++) {
            values[i] = switch (op[i]) {
                case ATOM -> atom(x[i], line, length, card);
                case AND -> Kleene.and(values[x[i]], values[y[i]]);
                case OR -> Kleene.or(values[x[i]], values[y[i]]);
                default -> Kleene.choose(values[x[i]], values[y[i]], values[z[i]]);
            };
        }
    }

    /**
     * As {@link #judge(Card[], int, Card, byte[])}, for the listed nodes only (ascending, every part
     * of a listed node listed too): the values of the others are left as they were.
     */
    void judge(Card[] line, int length, Card card, byte[] values, int[] nodes) {
        for (int i : nodes) {
            values[i] = switch (op[i]) {
                case ATOM -> atom(x[i], line, length, card);
                case AND -> Kleene.and(values[x[i]], values[y[i]]);
                case OR -> Kleene.or(values[x[i]], values[y[i]]);
                default -> Kleene.choose(values[x[i]], values[y[i]], values[z[i]]);
            };
        }
    }

    /** The nodes the given hypotheses are made of, their parts included, ascending (parts come first). */
    int[] nodesOf(java.util.BitSet hypotheses) {
        return nodesOf(hypotheses, all);
    }

    /**
     * As {@link #nodesOf(java.util.BitSet)}, looking only among {@code among} (ascending), which holds
     * every node of these hypotheses with its parts: the nodes of hypotheses that stood before a
     * strike. Struck out play by play, a scientist's hypotheses are worked out again after every
     * verdict, and going through the whole space each time was its biggest cost.
     */
    int[] nodesOf(java.util.BitSet hypotheses, int[] among) {
        boolean[] needed = new boolean[op.length];
        for (int h = hypotheses.nextSetBit(0); h >= 0; h = hypotheses.nextSetBit(h + 1)) needed[node[h]] = true;
        int count = 0;
        for (int k = among.length - 1; k >= 0; k--) { // a node before its parts, which come earlier
            int i = among[k];
            if (!needed[i]) continue;
            count++;
            if (op[i] == ATOM) continue;
            needed[x[i]] = true;
            needed[y[i]] = true;
            if (op[i] == IF) needed[z[i]] = true;
        }
        int[] nodes = new int[count];
        int n = 0;
        for (int i : among) if (needed[i]) nodes[n++] = i;
        return nodes;
    }

    /** Every node, ascending (not to be changed). */
    int[] allNodes() {
        return all;
    }

    private byte atom(int a, Card[] line, int length, Card card) {
        if (!atoms[a].accepts(line, length, card)) return Kleene.FALSE;
        // Only a card the line does not hold yet is unknown: a test with the cards it reads is true or false.
        if (length >= lookback[a]) return Kleene.TRUE;
        // "not unknown" is unknown and accepts too; "not true" refuses.
        return negations[a].accepts(line, length, card) ? Kleene.UNKNOWN : Kleene.TRUE;
    }

    /**
     * Every node's value for 64 layouts at once ({@code lines[k][0..lengths[k])} then {@code cards[k]}),
     * bit k of {@code yes[node]} set when true and of {@code no[node]} when false (neither: unknown).
     */
    void judge(Card[][] lines, int[] lengths, Card[] cards, long[] yes, long[] no) {
        for (int i = 0; i < op.length; i++) {
            long t, f;
            switch (op[i]) {
                case ATOM -> {
                    t = 0;
                    f = 0;
                    for (int k = 0; k < 64; k++) {
                        byte v = atom(x[i], lines[k], lengths[k], cards[k]);
                        if (v == Kleene.TRUE) t |= 1L << k;
                        else if (v == Kleene.FALSE) f |= 1L << k;
                    }
                }
                case AND -> {
                    t = yes[x[i]] & yes[y[i]];
                    f = no[x[i]] | no[y[i]];
                }
                case OR -> {
                    t = yes[x[i]] | yes[y[i]];
                    f = no[x[i]] & no[y[i]];
                }
                default -> { // if: unknown where the condition is unknown, else the branch it picks
                    t = (yes[x[i]] & yes[y[i]]) | (no[x[i]] & yes[z[i]]);
                    f = (yes[x[i]] & no[y[i]]) | (no[x[i]] & no[z[i]]);
                }
            }
            yes[i] = t;
            no[i] = f;
        }
    }

    /**
     * The nodes in classes of the same verdicts on {@link #PROBES} fixed probe layouts, in node order.
     * The probes are judged 64 at a time and bit-sliced: a node's three values over 64 probes are two
     * words (true, false; unknown is neither), so "and", "or" and "if" of 64 probes are a few bit
     * operations instead of 64 byte lookups. With 135,000 nodes that was most of a scientist's first
     * game (3 s of CPU); the verdicts are the same as {@link #judge}'s, probe by probe.
     */
    private List<int[]> sameVerdicts() {
        Random random = new Random(14);
        int words = PROBES / 64;
        int n = op.length;
        // Node-major: a node's verdicts are words longs side by side, 64 probes judged at a time.
        long[] signature = new long[n * words];
        long[] yes = new long[n], no = new long[n];
        Card[][] lines = new Card[64][20];
        int[] lengths = new int[64];
        Card[] cards = new Card[64];
        for (int w = 0; w < words; w++) {
            for (int k = 0; k < 64; k++) {
                int p = w * 64 + k;
                // Short lines often: that is where unknowns (and starters) differ.
                int length = p < 64 ? 0 : p < 160 ? 1 : p < 256 ? 2 : 3 + random.nextInt(10);
                for (int i = 0; i < length; i++) lines[k][i] = Card.ofIndex(random.nextInt(52));
                lengths[k] = length;
                cards[k] = Card.ofIndex(random.nextInt(52));
            }
            judge(lines, lengths, cards, yes, no);
            for (int i = 0; i < n; i++) signature[i * words + w] = ~no[i]; // accepted: true or unknown
        }
        Map<Key, List<Integer>> classes = new LinkedHashMap<>();
        for (int i = 0; i < op.length; i++) {
            Key key = new Key(Arrays.copyOfRange(signature, i * words, (i + 1) * words));
            classes.computeIfAbsent(key, k -> new ArrayList<>()).add(i);
        }
        return classes.values().stream().map(c -> c.stream().mapToInt(Integer::intValue).toArray()).toList();
    }

    private record Key(long[] bits) {
        @Override
        public boolean equals(Object o) {
            return o instanceof Key k && Arrays.equals(bits, k.bits);
        }

        @Override
        public int hashCode() {
            return Arrays.hashCode(bits);
        }
    }
}
