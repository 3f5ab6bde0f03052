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
 *
 * <p>It deals step by step ({@link #deal}, then {@link #play(Card)} and {@link #guess(String)} as the
 * player chooses), for a person at a practice table; {@link #play(Rule, long, Settings, Player, Consumer)}
 * runs a whole game for a computer player. A player may guess once a turn (once before the first
 * card too), and once more after the last turn; a right guess ends the game, and so does a guess
 * after the last turn.
 */
public final class SoloGame {
    /**
     * How long a guess's exact check may take. A student's guess that needs longer is not taken
     * ({@link TooComplex}: it costs nothing, and the student may write it more simply); a computer
     * player's counts as wrong (no rule of its space comes near).
     */
    static final Duration GUESS_BUDGET = Duration.ofSeconds(5);

    /** The exact check of a guess ran out of its time: the guess is not taken, and nothing changes. */
    public static final class TooComplex extends RuntimeException {
        TooComplex() {
            super("the guess's exact check ran out of time", null, false, false);
        }
    }

    /** Why the dealer will not take a card or a guess now; nothing changes. */
    public enum Refusal { FINISHED, NOT_IN_HAND, NO_TURNS_LEFT, GUESSED_THIS_TURN }

    /** The dealer's answer to a guess: right or wrong, and for a wrong one a case where the two differ (null when not given). */
    public record Judgement(boolean right, Play counterexample) {}

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
    /** The turn of the last guess, -1 before any: one guess a turn. */
    private int guessedAt = -1;
    private String lastGuess;
    private boolean solved;
    private boolean gaveUp;
    private Duration guessBudget = GUESS_BUDGET;

    private SoloGame(Rule secret, long seed, Settings settings) {
        this.secret = secret;
        this.settings = settings;
        this.stock = new Stock(seed);
    }

    /** Shuffles from the seed, turns up the starter and deals the hand: the game before the first turn. */
    public static SoloGame deal(Rule secret, long seed, Settings settings) {
        SoloGame game = new SoloGame(secret, seed, settings);
        game.turnUpStarter();
        game.refill();
        return game;
    }

    /** Plays a whole game; each turn goes to {@code log} as it is played. */
    public static Outcome play(Rule secret, long seed, Settings settings, Player player, Consumer<Turn> log) {
        return deal(secret, seed, settings).run(player, log);
    }

    private Outcome run(Player player, Consumer<Turn> log) {
        while (turn < settings.turns()) {
            Player.Move move = player.play(view());
            Card card = move.card();
            if (card == null || refusal(card) != null) {
                throw new IllegalStateException("the player played " + card + ", which is not in its hand " + hand);
            }
            boolean accepted = play(card);
            Player.Thought thought = player.think(view());
            Boolean right = null;
            if (thought.guess() != null) {
                try {
                    right = guess(thought.guess()).right();
                } catch (TooComplex e) {
                    record(thought.guess(), new Judgement(false, null));
                    right = false;
                }
            }
            log.accept(new Turn(turn, card, accepted, thought.remaining(), thought.guess(), right, move.why()));
            if (solved) break;
        }
        return outcome();
    }

    /** Why this card may not be played now, or null when it may. */
    public Refusal refusal(Card card) {
        if (finished()) return Refusal.FINISHED;
        if (turn >= settings.turns()) return Refusal.NO_TURNS_LEFT;
        if (card == null || !hand.contains(card)) return Refusal.NOT_IN_HAND;
        return null;
    }

    /** Why a guess may not be made now, or null when it may. */
    public Refusal guessRefusal() {
        if (finished()) return Refusal.FINISHED;
        if (guessedAt == turn) return Refusal.GUESSED_THIS_TURN;
        return null;
    }

    /** One turn: the card leaves the hand and is judged, and the hand is filled up again. True when accepted. */
    public boolean play(Card card) {
        Refusal no = refusal(card);
        if (no != null) throw new IllegalStateException("the dealer does not take " + card + " now: " + no);
        hand.remove(card);
        turn++;
        boolean accepted = judge(card);
        refill();
        return accepted;
    }

    /**
     * Judges a guess: right when exactly equivalent to the secret rule in a game of the decks dealt so far.
     * @throws TooComplex when its check runs out of time; then the guess is not taken
     */
    public Judgement guess(String text) {
        Refusal no = guessRefusal();
        if (no != null) throw new IllegalStateException("the dealer does not take a guess now: " + no);
        Judgement judgement = judgement(text);
        record(text, judgement);
        return judgement;
    }

    /**
     * Takes a guess as judged before (read back from a store that kept the dealer's own judgement): the
     * game goes on exactly as when it was judged, without judging it again.
     */
    public void judged(String text, Judgement judgement) {
        Refusal no = guessRefusal();
        if (no != null) throw new IllegalStateException("the dealer does not take a guess now: " + no);
        record(text, judgement);
    }

    /** The player stops: the game ends, not found. */
    public void giveUp() {
        if (finished()) throw new IllegalStateException("the game is over already");
        gaveUp = true;
    }

    private void record(String text, Judgement judgement) {
        guessedAt = turn;
        lastGuess = text;
        if (judgement.right()) {
            solved = true;
            return;
        }
        wrong.add(text);
        if (judgement.counterexample() != null) counterexamples.add(judgement.counterexample());
    }

    /** Shortens the time a guess's check may take, so that a test can see a check run out of it. */
    void guessBudget(Duration budget) {
        guessBudget = budget;
    }

    /** Found, given up, or the guess after the last turn made. */
    public boolean finished() {
        return solved || gaveUp || (turn >= settings.turns() && guessedAt == turn);
    }

    public boolean solved() { return solved; }

    public boolean gaveUp() { return gaveUp; }

    public Settings settings() { return settings; }

    /** How the game stands (or ended): found or not, turns, wrong guesses, the protocol's score, the last guess. */
    public Outcome outcome() {
        return new Outcome(solved, turn, wrong.size(), Outcome.score(solved, settings.turns(), turn, wrong.size()), lastGuess);
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
    private Judgement judgement(String guess) {
        RuleResult compiled = Rule.compile(guess);
        if (!compiled.ok()) return new Judgement(false, null);
        Equivalence.Result result;
        try {
            result = Equivalence.decide(compiled.rule(), secret, stock.decks(), guessBudget);
        } catch (Equivalence.OverBudget e) {
            throw new TooComplex();
        }
        if (result.equivalent()) return new Judgement(true, null);
        if (!settings.counterexamples()) return new Judgement(false, null);
        Case c = result.difference();
        return new Judgement(false, new Play(c.mainline(), c.card(), !result.firstAccepts()));
    }

    /** What the player sees now, and nothing more. */
    public View view() {
        List<Sideline> lines = new ArrayList<>();
        sidelines.forEach((under, cards) -> lines.add(new Sideline(under, cards)));
        return new View(hand, mainline, lines, plays, counterexamples, turn, settings.turns(), wrong.size(), wrong);
    }
}
