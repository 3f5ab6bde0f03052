package eleusis.analysis;

import eleusis.cards.Card;
import eleusis.rules.ast.Expr;
import eleusis.rules.eval.Interpreter;
import eleusis.rules.parse.Limits;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The mainline lengths worth trying, shortest first. Lengths below the look-back are each their own
 * case (they decide which cards are missing); longer lengths differ only through the position, so
 * lengths whose position tests all come out the same are one case, tried at its shortest length.
 */
final class Lengths {
    /** Judging the 104th card of two decks: at most 103 cards before it. */
    static final int MAX_MAINLINE = 103;

    private Lengths() {}

    /**
     * The longest mainline before a judged card that {@code decks} decks allow: {@code 52 * decks - 1},
     * but never beyond the position the checker bounds arithmetic for ({@link Limits#MAX_POSITION}),
     * so that "as many decks as you like" is a finite question.
     */
    static int maxMainline(int decks) {
        return (int) Math.min(52L * decks - 1, Limits.MAX_POSITION - 1);
    }

    static List<Integer> toTry(List<Footprint> rules, int maxMainline) {
        int lookback = 0;
        boolean position = false, mixed = false;
        List<Expr> tests = new ArrayList<>();
        for (Footprint f : rules) {
            lookback = Math.max(lookback, f.lookback);
            position |= f.usesPosition;
            mixed |= f.positionMixesWithCards;
            tests.addAll(f.positionTests);
        }
        List<Integer> out = new ArrayList<>();
        for (int length = 0; length < lookback && length <= maxMainline; length++) out.add(length);
        if (!position) {
            if (lookback <= maxMainline) out.add(lookback);
            return out;
        }
        Map<String, Integer> firstLengthOfSignature = new LinkedHashMap<>();
        for (int length = lookback; length <= maxMainline; length++) {
            if (mixed) {
                out.add(length);
                continue;
            }
            List<Card> line = Collections.nCopies(length, Card.ofIndex(0));
            StringBuilder signature = new StringBuilder();
            for (Expr test : tests) {
                Boolean v = Interpreter.evaluate(test, line, Card.ofIndex(0));
                signature.append(v == null ? 'u' : v ? 't' : 'f');
            }
            if (firstLengthOfSignature.putIfAbsent(signature.toString(), length) == null) out.add(length);
        }
        return out;
    }
}
