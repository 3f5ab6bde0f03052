package eleusis.bench;

import eleusis.cards.Card;
import eleusis.rules.RulePredicate;
import eleusis.rules.eval.Interpreter;
import java.util.Arrays;
import java.util.Random;
import java.util.stream.Collectors;

/**
 * A fixed set of (mainline, card) cases, as a game sees them: a few long mainlines judged at every
 * length from the starter (empty mainline) to forty cards, with random cards to judge.
 */
final class JudgingCases {
    static final int SIZE = 1024;

    final Card[][] mainlines = new Card[SIZE][];
    final int[] lengths = new int[SIZE];
    final Card[] cards = new Card[SIZE];

    JudgingCases(long seed) {
        Random random = new Random(seed);
        Card[][] games = new Card[8][40];
        for (Card[] game : games) {
            for (int i = 0; i < game.length; i++) game[i] = Card.ofIndex(random.nextInt(52));
        }
        for (int i = 0; i < SIZE; i++) {
            mainlines[i] = games[random.nextInt(games.length)];
            lengths[i] = random.nextInt(8) == 0 ? 0 : random.nextInt(41);
            cards[i] = Card.ofIndex(random.nextInt(52));
        }
    }

    /** How many cases the predicate accepts. */
    int judgeAll(RulePredicate rule) {
        int accepted = 0;
        for (int i = 0; i < SIZE; i++) {
            if (rule.accepts(mainlines[i], lengths[i], cards[i])) accepted++;
        }
        return accepted;
    }

    /**
     * Fails unless the compiled rule, the hand-written one and the reference interpreter agree on
     * every case: a benchmark of two predicates that judge differently would measure nothing.
     */
    void checkAgreement(String name, eleusis.rules.Rule compiled, RulePredicate handWritten) {
        for (int i = 0; i < SIZE; i++) {
            var line = Arrays.asList(mainlines[i]).subList(0, lengths[i]);
            boolean reference = Interpreter.accepts(compiled.expr(), line, cards[i]);
            boolean fromRule = compiled.accepts(mainlines[i], lengths[i], cards[i]);
            boolean byHand = handWritten.accepts(mainlines[i], lengths[i], cards[i]);
            if (fromRule != reference || byHand != reference) {
                throw new IllegalStateException(name + " (" + compiled.source() + ") disagrees on mainline ["
                        + line.stream().map(Card::notation).collect(Collectors.joining(" ")) + "], card " + cards[i]
                        + ": interpreter " + reference + ", compiled " + fromRule + ", hand-written " + byHand);
            }
        }
    }
}
