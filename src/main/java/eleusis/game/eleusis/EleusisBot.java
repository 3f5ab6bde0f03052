package eleusis.game.eleusis;

import eleusis.cards.Card;
import eleusis.cards.CardNotation;
import eleusis.game.Viewer;
import eleusis.rules.Rule;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

/**
 * A simple computer player for Eleusis, acting only on its own view: legal but random plays,
 * strings of cards, a no-play now and then, and now and then a prophet, who calls from the rule
 * most of the time (a player who has nearly found it) and guesses otherwise. Between rounds it starts
 * the next one with the settings' judge; it never ends a round early (a teacher's decision).
 */
public final class EleusisBot {
    private final SplittableRandom random;
    private final Rule rule;

    public EleusisBot(long seed, Rule rule) {
        this.random = new SplittableRandom(seed);
        this.rule = rule;
    }

    /** The action of a seat the game waits for. */
    public EleusisAction act(EleusisGame g, int seat) {
        EleusisView v = g.view(new Viewer.Player(seat));
        List<String> allowed = v.allowed();
        if (allowed.contains("play")) {
            if (random.nextInt(12) == 0) return new EleusisAction.NoPlay();
            List<Integer> hand = new ArrayList<>(v.hand().stream().map(EleusisView.CardView::id).toList());
            int roll = random.nextInt(10);
            int length = roll < 6 ? 1 : roll < 8 ? 2 : roll < 9 ? 3 : 4;
            length = Math.min(length, Math.min(hand.size(), g.settings().maxString()));
            List<Integer> cards = new ArrayList<>();
            for (int i = 0; i < length; i++) cards.add(hand.remove(random.nextInt(hand.size())));
            return new EleusisAction.Play(cards);
        }
        if (allowed.contains("end_turn")) {
            return allowed.contains("declare_prophet") && random.nextInt(8) == 0
                    ? new EleusisAction.DeclareProphet() : new EleusisAction.EndTurn();
        }
        if (allowed.contains("prophet_call")) return prophetCall(v);
        if (allowed.contains("next_round")) return new EleusisAction.NextRound();
        throw new IllegalStateException("a bot cannot act now: " + v.phase());
    }

    private EleusisAction prophetCall(EleusisView v) {
        EleusisView.PendingView p = v.pending();
        List<Card> line = new ArrayList<>(v.mainline().stream().map(m -> CardNotation.card(m.card())).toList());
        boolean knows = random.nextInt(10) < 8;
        if (!p.noPlay()) {
            boolean right = true;
            for (EleusisView.CardView c : p.cards()) {
                Card face = CardNotation.card(c.card());
                if (!rule.accepts(line, face)) {
                    right = false;
                    break;
                }
                line.add(face);
            }
            return new EleusisAction.ProphetCall(knows ? right : random.nextBoolean(), null);
        }
        Integer correct = null;
        for (EleusisView.CardView c : p.cards()) {
            if (rule.accepts(line, CardNotation.card(c.card()))) {
                correct = c.id();
                break;
            }
        }
        if (knows) return new EleusisAction.ProphetCall(correct == null, correct);
        if (random.nextBoolean()) return new EleusisAction.ProphetCall(true, null);
        return new EleusisAction.ProphetCall(false, p.cards().get(random.nextInt(p.cards().size())).id());
    }
}
