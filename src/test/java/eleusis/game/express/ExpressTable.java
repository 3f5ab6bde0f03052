package eleusis.game.express;

import static org.junit.jupiter.api.Assertions.assertEquals;

import eleusis.cards.Card;
import eleusis.game.GameEvent;
import eleusis.game.Judge;
import eleusis.game.RuleGameTable;
import eleusis.rules.Rule;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Predicate;

/** A game of Eleusis Express driven by a test script; see RuleGameTable for how deals are found. */
final class ExpressTable extends RuleGameTable<ExpressAction, ExpressGame, ExpressView> {
    /** The contract of the game, whose census a refusal must leave as it was. */
    static final ExpressContract CONTRACT = new ExpressContract();

    ExpressTable(ExpressGame g) {
        super(g, CONTRACT);
    }

    static ExpressSettings settings(int players, String rule) {
        return ExpressSettings.standard(players, new Judge.ByRule(rule(rule))).withRounds(1);
    }

    static ExpressSettings byHand(int players) {
        return ExpressSettings.standard(players, new Judge.ByHand("the dealer's own rule")).withRounds(1);
    }

    static ExpressTable start(ExpressSettings s, long seed) {
        return new ExpressTable(ExpressGame.start(s, seed));
    }

    static ExpressTable start(ExpressSettings s) {
        return start(s, 1);
    }

    static ExpressTable find(ExpressSettings s, String what, Predicate<ExpressTable> wanted) {
        return firstDealt(what, seed -> start(s, seed), wanted);
    }

    List<Integer> hand(int seat) {
        return view(seat).hand().stream().map(ExpressView.CardView::id).toList();
    }

    int handSize(int seat) {
        return spectator().handSizes().get(seat);
    }

    List<Card> mainlineFaces() {
        return spectator().mainline().stream().map(c -> face(c.id())).toList();
    }

    List<Integer> mainline() {
        return spectator().mainline().stream().map(ExpressView.CardView::id).toList();
    }

    /** The cards of the seat's hand that the rule accepts now. */
    List<Integer> accepted(int seat, Rule rule) {
        List<Card> line = mainlineFaces();
        return hand(seat).stream().filter(id -> rule.accepts(line, face(id))).toList();
    }

    List<Integer> refused(int seat, Rule rule) {
        List<Card> line = mainlineFaces();
        return hand(seat).stream().filter(id -> !rule.accepts(line, face(id))).toList();
    }

    int turn() {
        assertEquals(ExpressPhase.PLAY, g.phase(), "a turn is being played");
        return g.turn();
    }

    /** The players in turn order from the one whose turn it is. */
    List<Integer> order() {
        List<Integer> out = new ArrayList<>();
        for (int step = 0; step < g.players(); step++) {
            int s = (g.turn() + step) % g.players();
            if (s != g.dealer()) out.add(s);
        }
        return out;
    }

    List<GameEvent> play(int seat, int card) {
        return apply(seat, new ExpressAction.Play(card));
    }

    /** The player whose turn it is plays the first card of the hand. */
    List<GameEvent> playFirst() {
        int seat = turn();
        return play(seat, hand(seat).get(0));
    }

    List<GameEvent> noPlay(int seat) {
        return apply(seat, new ExpressAction.NoPlay());
    }

    List<GameEvent> endTurn() {
        assertEquals(ExpressPhase.AFTER_PLAY, g.phase());
        return apply(g.waitingFor().get(0), new ExpressAction.EndTurn());
    }

    void endTurnIfAsked() {
        if (g.phase() == ExpressPhase.AFTER_PLAY) endTurn();
    }

    List<GameEvent> guess(String text) {
        return apply(g.waitingFor().get(0), new ExpressAction.Guess(text, false));
    }
}
