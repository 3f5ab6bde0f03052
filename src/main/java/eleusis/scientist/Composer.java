package eleusis.scientist;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Composes the candidate rules from the {@link Atoms}: every "and" and "or" of two tests, every
 * "if C then A else B" over the conditions and the core branches, and Abbott's chains. Each node is
 * (kind, parts) and its text, made once: a text composed twice is the same node.
 */
final class Composer {
    final List<Byte> op = new ArrayList<>();
    final List<int[]> args = new ArrayList<>();
    final List<String> texts = new ArrayList<>();
    final List<String> atomTexts = new ArrayList<>();
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
                node(Space.AND, pairable.get(i), pairable.get(j), -1);
                node(Space.OR, pairable.get(i), pairable.get(j), -1);
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
                    if (a != b) node(Space.IF, c, a, b);
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
        List<Integer> byParityColour = List.of(node(Space.AND, even, red, -1), even, red);
        chains(byParityColour, what.subList(0, 4));
    }

    /** Every chain "if c1 then b1 else if c2 then b2 ... else bn" with branches from {@code what}. */
    private void chains(List<Integer> conditions, List<Integer> what) {
        List<Integer> tails = new ArrayList<>(what);
        for (int k = conditions.size() - 1; k >= 0; k--) {
            List<Integer> longer = new ArrayList<>();
            for (int b : what) {
                for (int tail : tails) longer.add(node(Space.IF, conditions.get(k), b, tail));
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
        atomTexts.add(t); // the space compiles it
        return add(Space.ATOM, atomTexts.size() - 1, -1, -1, t);
    }

    private int node(byte kind, int a, int b, int c) {
        String t = text(kind, texts.get(a), op.get(a), texts.get(b), op.get(b), c < 0 ? null : texts.get(c));
        Integer known = byText.get(t);
        return known != null ? known : add(kind, a, b, c, t);
    }

    /**
     * The text of a node of this kind from its parts' texts and kinds ({@code c} the "else", null
     * for "and" and "or"). The space writes a node read from its file with this too, so a node has
     * the same text however the space was made.
     */
    static String text(byte kind, String a, byte kindA, String b, byte kindB, String c) {
        return switch (kind) {
            case Space.AND -> part(a, kindA, Space.AND) + " and " + part(b, kindB, Space.AND);
            case Space.OR -> part(a, kindA, Space.OR) + " or " + part(b, kindB, Space.OR);
            default -> "if " + part(a, kindA, Space.IF) + " then " + part(b, kindB, Space.IF)
                    + (c.equals("true") ? "" : " else " + c); // "else true" is "if C then A"
        };
    }

    /** A part's text, in brackets when the precedence needs them (or an "if" is inside). */
    private static String part(String t, byte kind, byte in) {
        boolean bracket = kind == Space.IF || in == Space.AND && kind == Space.OR || in == Space.IF && kind != Space.ATOM;
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
