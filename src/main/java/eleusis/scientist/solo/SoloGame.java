package eleusis.scientist.solo;

import eleusis.analysis.Case;
import eleusis.analysis.Equivalence;
import eleusis.cards.Card;
import eleusis.rules.Rule;
import eleusis.rules.RuleResult;
import eleusis.scientist.Play;
import eleusis.scientist.Player;
import eleusis.scientist.Sideline;
import eleusis.scientist.View;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.TreeMap;
import java.util.function.Consumer;

/**
 * The solo protocol, the dealer's side: it alone holds the secret rule and the stock. It turns up
 * the starter, deals the hand, judges each card played and each guess, and hands the player nothing
 * but a {@link View}. The same rule, seed and settings give the same game.
 */
public final class SoloGame {
    /** A guess whose equivalence takes longer than this is judged wrong (no rule of the space comes near). */
    static final Duration GUESS_BUDGET = Duration.ofSeconds(5);

    private final Rule secret;
    private final Settings settings;
    private final Stock stock;
    private final List<Card> hand = new ArrayList<>();
    private final List<Card> mainline = new ArrayList<>();
    private final TreeMap<Integer, List<Card>> sidelines = new TreeMap<>();
    private final List<Play> plays = new ArrayList<>();
    private final List<Play> counterexamples = new ArrayList<>();
    private final List<String> wrong = new ArrayList<>();
    private int turn;

    private SoloGame(Rule secret, long seed, Settings settings) {
        this.secret = secret;
        this.settings = settings;
        this.stock = new Stock(seed);
    }

    /** Plays a whole game; each turn goes to {@code log} as it is played. */
    public static Outcome play(Rule secret, long seed, Settings settings, Player player, Consumer<Turn> log) {
        return new SoloGame(secret, seed, settings).run(player, log);
    }

    private Outcome run(Player player, Consumer<Turn> log) {
        turnUpStarter();
        refill();
        String lastGuess = null;
        while (turn < settings.turns()) {
            Player.Move move = player.play(view());
            Card card = move.card();
            if (card == null || !hand.remove(card)) {
                throw new IllegalStateException("the player played " + card + ", which is not in its hand " + hand);
            }
            turn++;
            boolean accepted = judge(card);
            refill();
            Player.Thought thought = player.think(view());
            Boolean right = null;
            if (thought.guess() != null) {
                lastGuess = thought.guess();
                right = right(thought.guess());
            }
            log.accept(new Turn(turn, card, accepted, thought.remaining(), thought.guess(), right, move.why()));
            if (Boolean.TRUE.equals(right)) {
                return new Outcome(true, turn, wrong.size(), Outcome.score(true, settings.turns(), turn, wrong.size()), lastGuess);
            }
        }
        return new Outcome(false, turn, wrong.size(), 0, lastGuess);
    }

    /** Cards turned up until the rule accepts one on the empty line; the refused ones lie before the starter. */
    private void turnUpStarter() {
        for (int tries = 0; mainline.isEmpty(); tries++) {
            if (tries > 52 * 4) throw new IllegalArgumentException("the rule accepts no starter: " + secret.canonical());
            judge(stock.draw());
        }
    }

    private boolean judge(Card card) {
        Card[] line = mainline.toArray(Card[]::new);
        boolean accepted = secret.accepts(line, line.length, card);
        plays.add(new Play(mainline, card, accepted));
        if (accepted) mainline.add(card);
        else sidelines.computeIfAbsent(mainline.size(), k -> new ArrayList<>()).add(card);
        return accepted;
    }

    private void refill() {
        while (hand.size() < settings.hand()) hand.add(stock.draw());
    }

    /** Exactly equivalent to the secret rule in a game of the decks dealt so far; a wrong guess may earn a counterexample. */
    private boolean right(String guess) {
        RuleResult compiled = Rule.compile(guess);
        if (!compiled.ok()) {
            wrong.add(guess);
            return false;
        }
        Equivalence.Result result;
        try {
            result = Equivalence.decide(compiled.rule(), secret, stock.decks(), GUESS_BUDGET);
        } catch (Equivalence.OverBudget e) {
            wrong.add(guess);
            return false;
        }
        if (result.equivalent()) return true;
        wrong.add(guess);
        if (settings.counterexamples()) {
            Case c = result.difference();
            counterexamples.add(new Play(c.mainline(), c.card(), !result.firstAccepts()));
        }
        return false;
    }

    private View view() {
        List<Sideline> lines = new ArrayList<>();
        sidelines.forEach((under, cards) -> lines.add(new Sideline(under, cards)));
        return new View(hand, mainline, lines, plays, counterexamples, turn, settings.turns(), wrong.size(), wrong);
    }
}
