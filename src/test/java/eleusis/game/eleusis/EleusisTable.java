package eleusis.game.eleusis;

import static org.junit.jupiter.api.Assertions.assertEquals;

import eleusis.cards.CardColor;
import eleusis.game.GameEvent;
import eleusis.game.Judge;
import eleusis.game.RuleGameTable;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.function.Predicate;

/**
 * A game of Eleusis driven by a test script; see RuleGameTable for how deals are found ({@link #find}).
 * Most scripts use rules whose verdicts do not depend on the cards at all ("true", "position == 1",
 * "position <= 41").
 */
final class EleusisTable extends RuleGameTable<EleusisAction, EleusisGame, EleusisView> {
    /** The contract of the game, whose census a refusal must leave as it was. */
    static final EleusisContract CONTRACT = new EleusisContract();

    EleusisTable(EleusisGame g) {
        super(g, CONTRACT);
    }

    /** The standard game of one round with the given secret rule. */
    static EleusisSettings settings(int players, String rule) {
        return EleusisSettings.standard(players, new Judge.ByRule(rule(rule))).withRounds(1);
    }

    static EleusisSettings byHand(int players) {
        return EleusisSettings.standard(players, new Judge.ByHand("the dealer's own rule")).withRounds(1);
    }

    /** Standard settings but a marker on every {@code every}-th card, so sudden death comes quickly. */
    static EleusisSettings markers(EleusisSettings s, int every) {
        return new EleusisSettings(s.players(), s.rounds(), s.judges(), s.handSize(), s.maxString(), s.penaltyPerCard(),
                s.noPlayPenalty(), s.noPlayShrink(), s.prophetPenalty(), every, s.suddenDeathMarkers(), s.lowStock(),
                s.emptyHandBonus(), s.neverDealtBonus(), s.overthrowSparesNoPlay(), s.dealerRotates());
    }

    static EleusisTable start(EleusisSettings s, long seed) {
        return new EleusisTable(EleusisGame.start(s, seed));
    }

    static EleusisTable start(EleusisSettings s) {
        return start(s, 1);
    }

    /** The first seed (from 1) whose game, as dealt, has what the script needs. */
    static EleusisTable find(EleusisSettings s, String what, Predicate<EleusisTable> wanted) {
        return firstDealt(what, seed -> start(s, seed), wanted);
    }

    // ------------------------------------------------------------------ looking

    /** The seat's hand as its own view shows it, by id. */
    List<Integer> hand(int seat) {
        return view(seat).hand().stream().map(EleusisView.CardView::id).toList();
    }

    int handSize(int seat) {
        return spectator().handSizes().get(seat);
    }

    List<Integer> ofColor(int seat, CardColor color) {
        return hand(seat).stream().filter(id -> face(id).color() == color).toList();
    }

    List<Integer> reds(int seat) {
        return ofColor(seat, CardColor.RED);
    }

    List<Integer> blacks(int seat) {
        return ofColor(seat, CardColor.BLACK);
    }

    /** The first {@code n} cards of the seat's hand. */
    List<Integer> first(int seat, int n) {
        return hand(seat).subList(0, n);
    }

    List<Integer> mainline() {
        return spectator().mainline().stream().map(EleusisView.MainlineCard::id).toList();
    }

    int turn() {
        assertEquals(Phase.PLAY, g.phase(), "a turn is being played");
        return g.turn();
    }

    /** The players in turn order from the one whose turn it is: not the dealer, prophet or expelled. */
    List<Integer> order() {
        List<Integer> out = new ArrayList<>();
        int n = g.players();
        for (int step = 0; step < n; step++) {
            int s = (g.turn() + step) % n;
            if (s != g.dealer() && !g.expelled().contains(s) && (g.prophet() == null || s != g.prophet())) out.add(s);
        }
        return out;
    }

    // ------------------------------------------------------------------ acting

    List<GameEvent> play(int seat, List<Integer> cards) {
        return apply(seat, new EleusisAction.Play(cards));
    }

    List<GameEvent> play(int seat, Integer... cards) {
        return play(seat, Arrays.asList(cards));
    }

    /** The player whose turn it is plays {@code n} cards from the front of the hand. */
    List<GameEvent> playFirst(int n) {
        int seat = turn();
        return play(seat, first(seat, n));
    }

    List<GameEvent> noPlay(int seat) {
        return apply(seat, new EleusisAction.NoPlay());
    }

    List<GameEvent> endTurn() {
        assertEquals(Phase.AFTER_PLAY, g.phase(), "the player who just played is ending the turn");
        return apply(g.waitingFor().get(0), new EleusisAction.EndTurn());
    }

    /** Ends the turn if the player is offered the choice of becoming prophet; otherwise play has moved on. */
    void endTurnIfAsked() {
        if (g.phase() == Phase.AFTER_PLAY) endTurn();
    }

    List<GameEvent> declareProphet() {
        return apply(g.waitingFor().get(0), new EleusisAction.DeclareProphet());
    }

    List<GameEvent> call(boolean right) {
        return apply(g.prophet(), new EleusisAction.ProphetCall(right, null));
    }

    List<GameEvent> call(boolean right, int card) {
        return apply(g.prophet(), new EleusisAction.ProphetCall(right, card));
    }
}
