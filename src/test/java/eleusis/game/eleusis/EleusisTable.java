package eleusis.game.eleusis;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import eleusis.cards.Card;
import eleusis.cards.CardColor;
import eleusis.game.GameEvent;
import eleusis.game.Judge;
import eleusis.game.Outcome;
import eleusis.game.Reason;
import eleusis.game.Refusal;
import eleusis.game.Snapshot;
import eleusis.game.Table;
import eleusis.game.Viewer;
import eleusis.rules.Rule;
import eleusis.rules.RuleResult;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.function.Predicate;

/**
 * A game of Eleusis driven by a test script. The deals are random, so a script that needs certain
 * cards asks for a seed whose deal has them ({@link #find}); most scripts use rules whose verdicts
 * do not depend on the cards at all ("true", "position == 1", "position <= 41").
 */
final class EleusisTable {
    final EleusisGame g;

    EleusisTable(EleusisGame g) {
        this.g = g;
    }

    static Rule rule(String text) {
        RuleResult r = Rule.compile(text);
        assertTrue(r.ok(), () -> "test rule does not compile: " + r.report());
        return r.rule();
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
        for (long seed = 1; seed <= 20_000; seed++) {
            EleusisTable t = start(s, seed);
            if (wanted.test(t)) return t;
        }
        fail("no seed up to 20000 deals " + what);
        return null;
    }

    // ------------------------------------------------------------------ looking

    EleusisView view(int seat) {
        return g.view(new Viewer.Player(seat));
    }

    EleusisView spectator() {
        return g.view(new Viewer.Spectator());
    }

    /** The seat's hand as its own view shows it, by id. */
    List<Integer> hand(int seat) {
        return view(seat).hand().stream().map(EleusisView.CardView::id).toList();
    }

    int handSize(int seat) {
        return spectator().handSizes().get(seat);
    }

    static Card face(int id) {
        return Table.face(id);
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

    List<GameEvent> apply(int seat, EleusisAction a) {
        Outcome o = g.apply(seat, a);
        if (o instanceof Outcome.Refused r) fail("seat " + seat + " " + a + " refused: " + r.refusal());
        return ((Outcome.Applied) o).events();
    }

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

    /** The contract of the game, whose census a refusal must leave as it was. */
    static final EleusisContract CONTRACT = new EleusisContract();

    /** Applies an action that must be refused for {@code reason}, and checks that nothing changed. */
    Refusal refuse(int seat, EleusisAction a, Reason reason) {
        return Snapshot.refused(CONTRACT, g, seat, a, reason);
    }

    static <T> List<T> events(List<GameEvent> events, Class<T> type) {
        return events.stream().filter(type::isInstance).map(type::cast).toList();
    }

    static <T> T only(List<GameEvent> events, Class<T> type) {
        List<T> found = events(events, type);
        assertEquals(1, found.size(), () -> "one " + type.getSimpleName() + " in " + events);
        return found.get(0);
    }

    <T> List<T> logged(Class<T> type) {
        return events(g.log(), type);
    }
}
