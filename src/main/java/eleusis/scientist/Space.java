package eleusis.scientist;

import eleusis.cards.Card;
import eleusis.rules.Rule;
import eleusis.rules.RuleResult;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
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
 * of them, weighing the sum of their priors (shorter text, higher prior). Built once and shared:
 * everything here is read-only after construction.
 */
final class Space {
    static final byte ATOM = 0, AND = 1, OR = 2, IF = 3;
    /** How fast the prior falls with the length of a text: e^-0.2 per character (0.1 to 0.4 tried on the bench; 0.15 to 0.2 best). */
    static final double LAMBDA = 0.2;
    private static final int PROBES = 1024;

    private final Rule[] atoms;
    private final Rule[] negations;
    private final byte[] op;
    private final int[] x, y, z;
    private final String[] text;
    /** Per hypothesis: its node and its prior weight, heaviest first. */
    private final int[] node;
    private final double[] prior;

    private static final class Holder {
        static final Space SPACE = new Space();
    }

    /** The shared space, built on first use. */
    static Space get() {
        return Holder.SPACE;
    }

    private Space() {
        Builder b = new Builder();
        b.build();
        int n = b.op.size();
        op = new byte[n];
        x = new int[n];
        y = new int[n];
        z = new int[n];
        text = b.texts.toArray(String[]::new);
        for (int i = 0; i < n; i++) {
            op[i] = b.op.get(i);
            int[] a = b.args.get(i);
            x[i] = a[0];
            y[i] = a[1];
            z[i] = a[2];
        }
        atoms = b.atomRules.toArray(Rule[]::new);
        negations = b.negationRules.toArray(Rule[]::new);
        int[][] hyp = merge();
        node = hyp[0];
        prior = new double[node.length];
        double[] w = weights(hyp);
        System.arraycopy(w, 0, prior, 0, w.length);
    }

    int nodes() { return op.length; }

    int hypotheses() { return node.length; }

    int node(int hypothesis) { return node[hypothesis]; }

    double prior(int hypothesis) { return prior[hypothesis]; }

    String text(int hypothesis) { return text[node[hypothesis]]; }

    /** A node's text: every node is a rule of its own. */
    String nodeText(int node) { return text[node]; }

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

    private byte atom(int a, Card[] line, int length, Card card) {
        if (!atoms[a].accepts(line, length, card)) return Kleene.FALSE;
        // "not unknown" is unknown and accepts too; "not true" refuses.
        return negations[a].accepts(line, length, card) ? Kleene.UNKNOWN : Kleene.TRUE;
    }

    /**
     * The hypotheses: one node per class of nodes with the same verdicts on the probes, the shortest
     * text; returns {nodes, class sizes unused} with the class's members' nodes kept for the weights.
     */
    private int[][] merge() {
        Random random = new Random(14);
        int words = PROBES / 64;
        // Flat, node-major: a node's signature is words longs side by side.
        long[] signature = new long[op.length * words];
        byte[][] block = new byte[64][op.length];
        Card[] line = new Card[20];
        for (int w = 0; w < words; w++) {
            for (int k = 0; k < 64; k++) {
                int p = w * 64 + k;
                // Short lines often: that is where unknowns (and starters) differ.
                int length = p < 64 ? 0 : p < 160 ? 1 : p < 256 ? 2 : 3 + random.nextInt(10);
                for (int i = 0; i < length; i++) line[i] = Card.ofIndex(random.nextInt(52));
                judge(line, length, Card.ofIndex(random.nextInt(52)), block[k]);
            }
            for (int i = 0; i < op.length; i++) {
                long bits = 0;
                for (int k = 0; k < 64; k++) {
                    if (Kleene.accepts(block[k][i])) bits |= 1L << k;
                }
                signature[i * words + w] = bits;
            }
        }
        Map<Key, List<Integer>> classes = new LinkedHashMap<>();
        for (int i = 0; i < op.length; i++) classes.computeIfAbsent(new Key(Arrays.copyOfRange(signature, i * words, (i + 1) * words)), k -> new ArrayList<>()).add(i);
        List<int[]> members = new ArrayList<>();
        for (List<Integer> c : classes.values()) members.add(c.stream().mapToInt(Integer::intValue).toArray());
        int[] best = new int[members.size()];
        for (int h = 0; h < best.length; h++) {
            int[] m = members.get(h);
            int shortest = m[0];
            for (int i : m) if (text[i].length() < text[shortest].length()) shortest = i;
            best[h] = shortest;
        }
        this.members = members;
        return new int[][] {best};
    }

    private List<int[]> members;

    /** Each class weighs the sum of its members' priors; hypotheses are then put heaviest first. */
    private double[] weights(int[][] hyp) {
        int[] best = hyp[0];
        double[] w = new double[best.length];
        for (int h = 0; h < best.length; h++) {
            for (int i : members.get(h)) w[h] += Math.exp(-LAMBDA * text[i].length());
        }
        Integer[] order = new Integer[best.length];
        for (int i = 0; i < order.length; i++) order[i] = i;
        Arrays.sort(order, (a, b) -> Double.compare(w[b], w[a]));
        double[] sorted = new double[best.length];
        int[] nodes = new int[best.length];
        for (int i = 0; i < order.length; i++) {
            sorted[i] = w[order[i]];
            nodes[i] = best[order[i]];
        }
        System.arraycopy(nodes, 0, best, 0, nodes.length);
        members = null;
        return sorted;
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

    /** Puts the nodes together, each (op, parts) once. */
    private static final class Builder {
        final List<Byte> op = new ArrayList<>();
        final List<int[]> args = new ArrayList<>();
        final List<String> texts = new ArrayList<>();
        final List<Rule> atomRules = new ArrayList<>();
        final List<Rule> negationRules = new ArrayList<>();
        final Map<String, Integer> byText = new HashMap<>();

        void build() {
            List<Integer> card = atoms(Atoms.card());
            List<Integer> toLast = atoms(Atoms.relations("last"));
            List<Integer> toLast2 = atoms(Atoms.relations("last(2)"));
            List<Integer> lastTwo = atoms(Atoms.lastTwo());
            List<Integer> conditions = atoms(Atoms.conditions());
            int always = atom("true");
            // "and" and "or" of any two tests.
            List<Integer> pairable = new ArrayList<>(card);
            pairable.addAll(toLast);
            pairable.addAll(toLast2);
            pairable.addAll(lastTwo);
            for (int i = 0; i < pairable.size(); i++) {
                for (int j = i + 1; j < pairable.size(); j++) {
                    node(AND, pairable.get(i), pairable.get(j), -1);
                    node(OR, pairable.get(i), pairable.get(j), -1);
                }
            }
            // "if C then A else B" over the core tests; "else true" is "if C then A".
            List<Integer> branches = new ArrayList<>(atoms(Atoms.core()));
            branches.addAll(atoms(Atoms.coreRelations("last")));
            branches.addAll(atoms(Atoms.coreRelations("last(2)")));
            for (String t : Atoms.relations("last")) {
                if (t.contains("mod 13")) branches.add(atom(t));
            }
            branches.add(always);
            for (int c : conditions) {
                for (int a : branches) {
                    for (int b : branches) {
                        if (a != b) node(IF, c, a, b);
                    }
                }
            }
            suitChains();
        }

        /**
         * Abbott's kind of rule: the last card's suit (or its parity and colour) chooses what the
         * card must be, four branches in a chain of "else if".
         */
        private void suitChains() {
            List<Integer> bySuit = new ArrayList<>();
            // Three questions; the last suit is the "else".
            for (String s : Atoms.SUITS.subList(0, 3)) bySuit.add(atom("last is " + s));
            List<Integer> what = new ArrayList<>();
            for (String s : Atoms.SUITS) what.add(atom("card is " + s));
            for (String s : Atoms.SUITS) what.add(atom("card is not " + s));
            for (String t : List.of("card is red", "card is black", "card.rank == last.rank", "card.suit == last.suit",
                    "card.suit != last.suit")) {
                what.add(atom(t));
            }
            chains(bySuit, what);
            int even = atom("last is even"), red = atom("last is red");
            List<Integer> byParityColour = List.of(node(AND, even, red, -1), even, red);
            chains(byParityColour, what.subList(0, 4));
        }

        /** Every chain "if c1 then b1 else if c2 then b2 ... else bn" with branches from {@code what}. */
        private void chains(List<Integer> conditions, List<Integer> what) {
            List<Integer> tails = new ArrayList<>(what);
            for (int k = conditions.size() - 1; k >= 0; k--) {
                List<Integer> longer = new ArrayList<>();
                for (int b : what) {
                    for (int tail : tails) longer.add(node(IF, conditions.get(k), b, tail));
                }
                tails = longer;
            }
        }

        private List<Integer> atoms(List<String> texts) {
            return texts.stream().map(this::atom).toList();
        }

        private int atom(String t) {
            Integer known = byText.get(t);
            if (known != null) return known;
            RuleResult rule = Rule.compile(t);
            RuleResult negation = Rule.compile("not (" + t + ")");
            if (!rule.ok() || !negation.ok()) throw new IllegalStateException("a test that does not compile: " + t);
            atomRules.add(rule.rule());
            negationRules.add(negation.rule());
            return add(ATOM, atomRules.size() - 1, -1, -1, t);
        }

        private int node(byte kind, int a, int b, int c) {
            String t = switch (kind) {
                case AND -> part(a, AND) + " and " + part(b, AND);
                case OR -> part(a, OR) + " or " + part(b, OR);
                default -> "if " + part(a, IF) + " then " + part(b, IF) + " else " + texts.get(c);
            };
            if (kind == IF && texts.get(c).equals("true")) t = "if " + part(a, IF) + " then " + part(b, IF);
            Integer known = byText.get(t);
            return known != null ? known : add(kind, a, b, c, t);
        }

        /** A part's text, in brackets when the precedence needs them (or an "if" is inside). */
        private String part(int i, byte in) {
            String t = texts.get(i);
            byte kind = op.get(i);
            boolean bracket = kind == IF || in == AND && kind == OR || in == IF && kind != ATOM;
            return bracket ? "(" + t + ")" : t;
        }

        private int add(byte kind, int a, int b, int c, String t) {
            op.add(kind);
            args.add(new int[] {a, b, c});
            texts.add(t);
            byText.put(t, texts.size() - 1);
            return texts.size() - 1;
        }
    }
}
