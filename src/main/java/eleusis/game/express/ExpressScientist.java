package eleusis.game.express;

import eleusis.cards.Card;
import eleusis.cards.CardNotation;
import eleusis.game.GameEvent;
import eleusis.game.SeatScientist;
import eleusis.game.ScientistViews;
import eleusis.game.SeatSight;
import eleusis.scientist.Play;
import eleusis.scientist.Player;
import eleusis.scientist.Scientist;
import eleusis.scientist.View;
import java.util.ArrayList;
import java.util.List;

/**
 * The machine scientist in an Eleusis Express seat, deciding from the seat's sight alone (what its
 * student's socket would be sent; never the rule): it plays the card of its hand whose verdict
 * tells most (once its best rule holds 80% of the weight, a card that rule accepts, or a no-play
 * when it accepts none) and, just after a correct play, guesses its best rule in the rule language
 * when its thought holds a guess (sure enough, or no card of the hand could test it further). It
 * reads the wrong guesses of the round, anyone's, and their counterexamples from the table's
 * events, as a student does. A guess goes only to a round the secret rule judges: a dealer judging
 * by hand would have to read a formula. When it keeps no rule it plays by lot and never guesses,
 * and it leaves the teacher's decisions to the teacher, except in a simulation, where it starts
 * the next round.
 */
public final class ExpressScientist extends SeatScientist<ExpressAction, ExpressView> {
    private ExpressScientist(boolean simulated) {
        super(ExpressView.class, simulated);
    }

    /** For one class table: a scientist kept per seat through the round, and the teacher starts each round. */
    public static ExpressScientist atTable() {
        return new ExpressScientist(false);
    }

    /** In a simulated game: a scientist kept per seat, and the next round started by whoever deals it. */
    public static ExpressScientist simulated() {
        return new ExpressScientist(true);
    }

    @Override
    public ExpressAction act(SeatSight<ExpressView> sight, long seed) {
        ExpressView v = sight.view();
        List<String> allowed = v.allowed();
        if (allowed.contains("play")) {
            View view = view(sight);
            Integer card = cardToPlay(scientist(sight, view), view, v.hand(), seed);
            return card == null ? new ExpressAction.NoPlay() : new ExpressAction.Play(card);
        }
        if (allowed.contains("guess")) {
            if (!v.judgedByHand()) {
                View view = view(sight);
                Player.Thought thought = scientist(sight, view).think(view);
                if (thought.guess() != null) return new ExpressAction.Guess(thought.guess(), false);
            }
            return new ExpressAction.EndTurn();
        }
        if (allowed.contains("next_round") && startsRounds) return new ExpressAction.NextRound();
        return null;
    }

    private Scientist scientist(SeatSight<ExpressView> sight, View view) {
        return scientist(sight.seat(), sight.view().round(), view);
    }

    /**
     * The seat's table as the scientist's view: the layout's evidence, the seat's hand, and from the
     * round's public events the wrong guesses with the counterexample each was answered with (the
     * secret rule's verdict on a line and a card: evidence like a play).
     */
    static View view(SeatSight<ExpressView> sight) {
        ExpressView v = sight.view();
        List<Card> mainline = v.mainline().stream().map(c -> CardNotation.card(c.card())).toList();
        List<ScientistViews.Refused> refused = new ArrayList<>();
        for (ExpressView.SidelineView s : v.sidelines()) {
            for (List<ExpressView.CardView> play : s.plays()) {
                refused.add(new ScientistViews.Refused(s.under(), play.stream().map(c -> CardNotation.card(c.card())).toList()));
            }
        }
        List<Play> counterexamples = new ArrayList<>();
        List<String> wrong = new ArrayList<>();
        for (GameEvent e : sight.thisRound()) {
            if (!(e instanceof ExpressEvents.Guess g) || !"wrong".equals(g.verdict())) continue;
            wrong.add(g.guess());
            if (g.counterexample() != null && g.secretVerdict() != null) {
                List<Card> cards = CardNotation.cards(g.counterexample());
                Card card = cards.get(cards.size() - 1);
                counterexamples.add(new Play(cards.subList(0, cards.size() - 1), card, "accept".equals(g.secretVerdict())));
            }
        }
        List<Card> hand = v.hand() == null ? List.of() : v.hand().stream().map(c -> CardNotation.card(c.card())).toList();
        return ScientistViews.of(hand, mainline, refused, counterexamples, wrong);
    }
}
