package eleusis.game;

import eleusis.cards.Card;
import eleusis.scientist.Play;
import eleusis.scientist.Sideline;
import eleusis.scientist.View;
import java.util.ArrayList;
import java.util.List;

/**
 * A seat's table put as the machine scientist's {@link View}: the evidence a student reads off the
 * layout, in the order it lies there. Every mainline card was accepted after the cards before it (a
 * string accepted whole was judged card by card, each after the one before); a refused single card
 * was refused after the mainline up to the card it lies under.
 *
 * <p>A refused string of two or more cards says only that not all of them were accepted in that
 * order: which one was wrong is not shown, and the scientist's space judges single cards, so such a
 * string gives it no verdict it can be sure of and is left out of the plays (its cards still lie in
 * the sideline). Refused starters go to the discard, unseen in the view, so they are not evidence here.
 *
 * <p>The order is the layout's (each mainline card, then the plays refused under it), so within a
 * round a newer table only adds plays at the end: a kept scientist catches up on those alone.
 */
public final class ScientistViews {
    /** A table has no turn limit: the scientist's last-chance guess never comes from the clock. */
    static final int NO_LIMIT = Integer.MAX_VALUE / 2;

    private ScientistViews() {}

    /** One refused play: its cards, under the mainline card at {@code under} (0 the starter). */
    public record Refused(int under, List<Card> cards) {}

    /**
     * @param counterexamples the verdicts given with wrong guesses this round (Express), in order
     * @param wrongGuesses    the texts of the wrong guesses of this round, anyone's
     */
    public static View of(List<Card> hand, List<Card> mainline, List<Refused> refused, List<Play> counterexamples,
                          List<String> wrongGuesses) {
        List<Play> plays = new ArrayList<>();
        List<Sideline> sidelines = new ArrayList<>();
        for (int i = 0; i < mainline.size(); i++) {
            plays.add(new Play(mainline.subList(0, i), mainline.get(i), true));
            List<Card> under = new ArrayList<>();
            for (Refused r : refused) {
                if (r.under() != i) continue;
                under.addAll(r.cards());
                if (r.cards().size() == 1) plays.add(new Play(mainline.subList(0, i + 1), r.cards().get(0), false));
            }
            // The scientist counts the mainline cards before a sideline; the table, the card it lies under.
            if (!under.isEmpty()) sidelines.add(new Sideline(i + 1, under));
        }
        return new View(hand, mainline, sidelines, plays, counterexamples, 0, NO_LIMIT, wrongGuesses.size(), wrongGuesses);
    }
}
