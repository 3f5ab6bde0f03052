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

    private final Space space = Space.get();
    private final Standing standing;
    private final Words words;
    private final byte[] values;
    private int playsSeen;
    private int counterexamplesSeen;

    public Scientist() {
        this(new English());
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
        catchUp(view);
        Card[] line = view.mainline().toArray(Card[]::new);
        Card best = null;
        double bestGain = -1;
        List<Card> tried = new ArrayList<>();
        for (Card card : view.hand()) {
            if (tried.contains(card)) continue;
            tried.add(card);
            space.judge(line, line.length, card, values);
            double share = standing.acceptedShare(values);
            double gain = entropy(share);
            if (gain > bestGain + 1e-12) {
                best = card;
                bestGain = gain;
            }
        }
        space.judge(line, line.length, best, values);
        return new Move(best, Explanation.why(words, best, standing.split(values), space, standing));
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
        space.judge(cards, cards.length, card, values);
        return Kleene.accepts(values[space.node(top)]);
    }

    /**
     * Whether no card of the hand can put the best rule to a real test: whatever is played, nearly
     * all the weight standing agrees with it, so waiting only costs turns (a line that the best rule
     * keeps all black cannot tell "black" from "same colour as two back"). Then a guess is the test.
     */
    private boolean stuck(View view, int top) {
        Card[] line = view.mainline().toArray(Card[]::new);
        for (Card card : view.hand()) {
            space.judge(line, line.length, card, values);
            if (standing.disagreeing(top, values) >= STUCK) return false;
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
