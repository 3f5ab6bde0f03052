package eleusis.game.eleusis;

import eleusis.cards.Card;
import eleusis.cards.CardNotation;
import eleusis.game.SeatScientist;
import eleusis.game.ScientistViews;
import eleusis.game.SeatSight;
import eleusis.scientist.Scientist;
import eleusis.scientist.View;
import java.util.ArrayList;
import java.util.List;

/**
 * The machine scientist in an Eleusis seat, deciding from the seat's sight alone (what its
 * student's socket would be sent; never the rule): it plays the single card of its hand whose
 * verdict tells most until its best rule holds 80% of the weight, then a card that rule accepts (a
 * no-play when it accepts none), declares itself prophet just after its own play when its best rule holds
 * {@link #PROPHET_SURE} of the weight standing, and as prophet calls each play by that best rule.
 * When it keeps no rule (the secret one lies outside its space) it plays by lot and calls plays
 * right. It never plays strings, and it leaves the teacher's decisions (the next round,
 * ending one, verdicts by hand) to the teacher, except in a simulation, where it starts the next round.
 */
public final class EleusisScientist extends SeatScientist<EleusisAction, EleusisView> {
    /**
     * A prophet is declared at this share. An overthrown prophet draws cards and loses the black
     * markers, and every play is called, so a prophet must be surer than a guess (the scientist's
     * own bar is 0.7); a standing prophet scores for each card played after its marker. Not much
     * higher: rules that agree on every card seen share the weight, so with "card is red" the
     * secret, its best rule levels off near 0.89 however long the round.
     */
    static final double PROPHET_SURE = GO_OUT;

    private EleusisScientist(boolean simulated) {
        super(EleusisView.class, simulated);
    }

    /** For one class table: a scientist kept per seat through the round, and the teacher starts each round. */
    public static EleusisScientist atTable() {
        return new EleusisScientist(false);
    }

    /** In a simulated game: a scientist kept per seat, and the next round started by whoever deals it. */
    public static EleusisScientist simulated() {
        return new EleusisScientist(true);
    }

    @Override
    public EleusisAction act(SeatSight<EleusisView> sight, long seed) {
        EleusisView v = sight.view();
        List<String> allowed = v.allowed();
        if (allowed.contains("play")) return play(sight, seed);
        if (allowed.contains("end_turn")) {
            if (allowed.contains("declare_prophet") && scientist(sight).sureness(view(v)) >= PROPHET_SURE) {
                return new EleusisAction.DeclareProphet();
            }
            return new EleusisAction.EndTurn();
        }
        if (allowed.contains("prophet_call")) return call(sight);
        if (allowed.contains("next_round") && startsRounds) return new EleusisAction.NextRound();
        return null;
    }

    private EleusisAction play(SeatSight<EleusisView> sight, long seed) {
        EleusisView v = sight.view();
        View view = view(v);
        Integer card = cardToPlay(scientist(sight), view, v.hand(), seed);
        return card == null ? new EleusisAction.NoPlay() : new EleusisAction.Play(List.of(card));
    }

    /** The prophet's call by its best rule: a play card by card, a no-play by the first card it would accept. */
    private EleusisAction call(SeatSight<EleusisView> sight) {
        EleusisView v = sight.view();
        EleusisView.PendingView p = v.pending();
        View view = view(v);
        Scientist s = scientist(sight);
        List<Card> line = new ArrayList<>(view.mainline());
        if (!p.noPlay()) {
            for (EleusisView.CardView c : p.cards()) {
                Card face = CardNotation.card(c.card());
                Boolean ok = s.bestVerdict(view, line, face);
                if (ok == null) return new EleusisAction.ProphetCall(true, null);
                if (!ok) return new EleusisAction.ProphetCall(false, null);
                line.add(face);
            }
            return new EleusisAction.ProphetCall(true, null);
        }
        for (EleusisView.CardView c : p.cards()) {
            Boolean ok = s.bestVerdict(view, line, CardNotation.card(c.card()));
            if (Boolean.TRUE.equals(ok)) return new EleusisAction.ProphetCall(false, c.id());
        }
        return new EleusisAction.ProphetCall(true, null);
    }

    private Scientist scientist(SeatSight<EleusisView> sight) {
        return scientist(sight.seat(), sight.view().round(), view(sight.view()));
    }

    /** The seat's table as the scientist's view: the layout's evidence and the seat's hand (none for the dealer). */
    static View view(EleusisView v) {
        List<Card> mainline = v.mainline().stream().map(m -> CardNotation.card(m.card())).toList();
        List<ScientistViews.Refused> refused = new ArrayList<>();
        for (EleusisView.SidelineView s : v.sidelines()) {
            for (List<EleusisView.CardView> play : s.plays()) {
                refused.add(new ScientistViews.Refused(s.under(), play.stream().map(c -> CardNotation.card(c.card())).toList()));
            }
        }
        List<Card> hand = v.hand() == null ? List.of() : v.hand().stream().map(c -> CardNotation.card(c.card())).toList();
        return ScientistViews.of(hand, mainline, refused, List.of(), List.of());
    }
}
