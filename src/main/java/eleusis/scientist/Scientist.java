package eleusis.scientist;

import eleusis.cards.Card;
import java.util.ArrayList;
import java.util.List;

/**
 * The machine scientist: it keeps the candidate rules of the {@link Space} that every verdict so far
 * allows (a bitset, struck out play by play, never re-judged from the start), plays the card of its
 * hand whose verdict it is least sure of, weight for weight (the most expected information), and
 * guesses the heaviest rule standing once it weighs enough that a guess pays.
 */
public final class Scientist implements Player {
    /**
     * Guess when the best rule holds at least this share of the weight standing. A wrong guess costs
     * 2 points and a turn 1: guessing at share p costs 2(1 - p) on average, waiting costs 1 and
     * usually settles the question, so the bar sits near 1/2 and above; 0.4 to 0.7 were tried on the
     * bench and 0.7 did a little better (with the stuck rule below doing the rest).
     */
    static final double SURE = 0.7;

    /** A test that could strike less than this share of the weight standing is no real test. */
    static final double STUCK = 0.02;

    /** Below this many bits from its best card, the scientist looks a card further (see {@link #setUp}). */
    static final double LOOK_AHEAD_BELOW = 0.1;

    private final Space space = Space.get();
    private final Standing standing;
    private final Words words;
    private final byte[] values;
    private int playsSeen;
    private int counterexamplesSeen;

    public Scientist() {
        this(Words.of("en"));
    }

    public Scientist(Words words) {
        this.words = words;
        this.standing = new Standing(space);
        this.values = new byte[space.nodes()];
    }

    /** Takes in the verdicts it has not seen yet. */
    private void catchUp(View view) {
        for (; playsSeen < view.plays().size(); playsSeen++) standing.strike(view.plays().get(playsSeen), values);
        for (; counterexamplesSeen < view.counterexamples().size(); counterexamplesSeen++) {
            standing.strike(view.counterexamples().get(counterexamplesSeen), values);
        }
    }

    @Override
    public Move play(View view) {
        Card card = card(view);
        Card[] line = view.mainline().toArray(Card[]::new);
        standing.judge(line, line.length, card, values);
        return new Move(card, Explanation.why(words, card, standing.split(values), space, standing));
    }

    /**
     * The card {@link #play} plays, without its reason: a computer player at a table shows nobody
     * the reason, and putting it in words reads three candidate rules.
     */
    public Card card(View view) {
        catchUp(view);
        Card[] line = view.mainline().toArray(Card[]::new);
        List<Card> cards = distinct(view.hand());
        double[] gains = new double[cards.size()];
        int best = 0;
        for (int i = 0; i < cards.size(); i++) {
            standing.judge(line, line.length, cards.get(i), values);
            gains[i] = entropy(standing.acceptedShare(values));
            if (gains[i] > gains[best] + 1e-12) best = i;
        }
        if (gains[best] < LOOK_AHEAD_BELOW) best = setUp(line, cards, gains, best);
        return cards.get(best);
    }

    /**
     * When no card of the hand is a real test (the rules standing differ only after a card the line
     * has not shown, "after a diamond ..."), the card whose verdict and the test it opens for the next
     * card tell most together: a card likely accepted that puts the right card last. Without this the
     * scientist could only guess, 2 points a try, one branch at a time.
     */
    private int setUp(Card[] line, List<Card> cards, double[] gains, int fallback) {
        Card[] grown = java.util.Arrays.copyOf(line, line.length + 1);
        byte[] next = new byte[values.length];
        int best = fallback;
        double bestValue = gains[fallback];
        for (int i = 0; i < cards.size(); i++) {
            standing.judge(line, line.length, cards.get(i), values);
            double accepted = standing.acceptedShare(values);
            if (accepted <= 0) continue;
            grown[line.length] = cards.get(i);
            double afterAccepted = 0, afterRefused = 0;
            for (int j = 0; j < cards.size(); j++) {
                if (j == i) continue;
                afterRefused = Math.max(afterRefused, gains[j]);
                standing.judge(grown, grown.length, cards.get(j), next);
                double share = standing.acceptedShareAfter(values, next);
                if (share >= 0) afterAccepted = Math.max(afterAccepted, entropy(share));
            }
            double value = gains[i] + accepted * afterAccepted + (1 - accepted) * afterRefused;
            if (value > bestValue + 1e-12) {
                best = i;
                bestValue = value;
            }
        }
        return best;
    }

    private static List<Card> distinct(List<Card> hand) {
        List<Card> cards = new ArrayList<>();
        for (Card card : hand) {
            if (!cards.contains(card)) cards.add(card);
        }
        return cards;
    }

    @Override
    public Thought think(View view) {
        catchUp(view);
        for (String wrong : view.wrongGuessTexts()) standing.strike(wrong);
        int top = standing.heaviest();
        if (top < 0) return new Thought(0, null, null);
        String best = space.text(top);
        boolean lastChance = view.turnsLeft() <= 0;
        boolean sure = standing.share(top) >= SURE;
        boolean guess = sure || lastChance || stuck(view, top);
        return new Thought(standing.count(), best, guess ? best : null);
    }

    /**
     * How sure it is: the share of the weight standing that its best rule holds (0 when no rule
     * stands). A table's scientist declares itself prophet only when this is high.
     */
    public double sureness(View view) {
        catchUp(view);
        for (String wrong : view.wrongGuessTexts()) standing.strike(wrong);
        int top = standing.heaviest();
        return top < 0 ? 0 : standing.share(top);
    }

    /**
     * Its best rule's verdict on a card played after this line (a prophet's call), or null when no
     * rule stands. It judges by its own best rule, never by the secret one, so it can be wrong.
     */
    public Boolean bestVerdict(View view, List<Card> line, Card card) {
        catchUp(view);
        int top = standing.heaviest();
        if (top < 0) return null;
        Card[] cards = line.toArray(Card[]::new);
        standing.judge(cards, cards.length, card, values);
        return Kleene.accepts(values[space.node(top)]);
    }

    /**
     * Whether no card of the hand can put the best rule to a real test, now or once another card of
     * the hand that it accepts lies last: whatever is played, nearly all the weight standing agrees
     * with it, so waiting only costs turns (a line that the best rule keeps all black cannot tell
     * "black" from "same colour as two back"). Then a guess is the test.
     */
    private boolean stuck(View view, int top) {
        Card[] line = view.mainline().toArray(Card[]::new);
        List<Card> cards = distinct(view.hand());
        for (Card card : cards) {
            standing.judge(line, line.length, card, values);
            if (standing.disagreeing(top, values) >= STUCK) return false;
        }
        Card[] grown = java.util.Arrays.copyOf(line, line.length + 1);
        for (Card first : cards) {
            standing.judge(line, line.length, first, values);
            if (!Kleene.accepts(values[space.node(top)])) continue;
            grown[line.length] = first;
            for (Card then : cards) {
                if (then.equals(first)) continue;
                standing.judge(grown, grown.length, then, values);
                if (standing.disagreeing(top, values) >= STUCK) return false;
            }
        }
        return true;
    }

    /** The texts of the heaviest {@code max} rules standing, for tests and hints. */
    List<String> standing(int max) {
        return standing.first(max).stream().map(space::text).toList();
    }

    /** Binary entropy: how much a verdict that comes out yes with this weight share tells. */
    static double entropy(double p) {
        if (p <= 0 || p >= 1) return 0;
        return -(p * Math.log(p) + (1 - p) * Math.log(1 - p)) / Math.log(2);
    }
}
