package eleusis.scientist.solo;

import eleusis.cards.Card;
import eleusis.rules.Rule;
import eleusis.scientist.View;
import java.util.ArrayList;
import java.util.List;

/**
 * A student's practice game: the solo protocol ({@link SoloGame}, the dealer holding the rule) with
 * what a person at it adds: hints from the scientist, at a point each, a notebook of hypotheses, and
 * giving up. It is rebuilt from its actions in order ({@link #apply}): the stored guesses carry the
 * dealer's judgement and the stored hints the scientist's words, so a rebuild judges and thinks
 * nothing again, and gives the same game.
 *
 * <p>Score: 30 - turns used - 2 x wrong guesses - hints when found, never below 0; 0 when not found.
 */
public final class Practice {
    /** One thing the student did, as stored. */
    public sealed interface Action permits PlayCard, Guess, AskHint, Note, GiveUp {}

    public record PlayCard(Card card) implements Action {}

    /** A guess in the rule language and the dealer's judgement of it. */
    public record Guess(String text, SoloGame.Judgement judgement) implements Action {}

    public record AskHint(Hint hint) implements Action {}

    /** A hypothesis written in the notebook after {@code turn} turns. */
    public record Note(int turn, String text) implements Action {}

    public record GiveUp() implements Action {}

    /** One line of the student's path: after each turn, its card and verdict, and any guess made then. */
    public record Step(int turn, Card card, Boolean accepted, String guess, Boolean right) {}

    private final SoloGame game;
    private final List<Action> actions = new ArrayList<>();
    private final List<Hint> hints = new ArrayList<>();
    private final List<Note> notes = new ArrayList<>();

    public Practice(Rule secret, long seed, Settings settings) {
        this.game = SoloGame.deal(secret, seed, settings);
    }

    /** Rebuilt from stored actions, in order. */
    public static Practice replay(Rule secret, long seed, Settings settings, List<Action> actions) {
        Practice p = new Practice(secret, seed, settings);
        for (Action a : actions) p.apply(a);
        return p;
    }

    /** Why this action cannot be taken now (null when it can): the dealer's refusal, or a hint with no turn left. */
    public SoloGame.Refusal refusal(Action action) {
        if (action instanceof PlayCard p) return game.refusal(p.card());
        if (action instanceof Guess) return game.guessRefusal();
        if (action instanceof AskHint) {
            if (game.finished()) return SoloGame.Refusal.FINISHED;
            return game.view().turnsLeft() <= 0 ? SoloGame.Refusal.NO_TURNS_LEFT : null;
        }
        if (action instanceof GiveUp) return game.finished() ? SoloGame.Refusal.FINISHED : null;
        return null; // a note may be written at any time, the game over included
    }

    /** Takes an action already judged (a guess with its judgement, a hint with its words); refused ones throw. */
    public void apply(Action action) {
        SoloGame.Refusal no = refusal(action);
        if (no != null) throw new IllegalStateException("not now: " + action + " (" + no + ")");
        if (action instanceof PlayCard p) game.play(p.card());
        else if (action instanceof Guess g) game.judged(g.text(), g.judgement());
        else if (action instanceof AskHint h) hints.add(h.hint());
        else if (action instanceof Note n) notes.add(n);
        else game.giveUp();
        actions.add(action);
    }

    /** Plays a card: the dealer judges it. */
    public PlayCard play(Card card) {
        PlayCard action = new PlayCard(card);
        apply(action);
        return action;
    }

    /** A guess, judged by the dealer now (exactly: it may take up to the dealer's budget). */
    public Guess guess(String text) {
        SoloGame.Refusal no = game.guessRefusal();
        if (no != null) throw new IllegalStateException("not now: a guess (" + no + ")");
        Guess action = new Guess(text, game.guess(text));
        actions.add(action);
        return action;
    }

    /** Asks the scientist, in these words, what it would play: a point off the score if the rule is found. */
    public AskHint hint(eleusis.scientist.Words words) {
        SoloGame.Refusal no = refusal(new AskHint(null));
        if (no != null) throw new IllegalStateException("not now: a hint (" + no + ")");
        AskHint action = new AskHint(Coach.ask(game.view(), words));
        apply(action);
        return action;
    }

    public Note note(String text) {
        Note action = new Note(game.view().turn(), text);
        apply(action);
        return action;
    }

    public GiveUp giveUp() {
        GiveUp action = new GiveUp();
        apply(action);
        return action;
    }

    /** What the student sees. */
    public View view() { return game.view(); }

    public boolean finished() { return game.finished(); }

    public boolean solved() { return game.solved(); }

    public boolean gaveUp() { return game.gaveUp(); }

    public Settings settings() { return game.settings(); }

    /** The dealer's outcome, its score without the hints. */
    public Outcome outcome() { return game.outcome(); }

    /** May the student guess now (once a turn)? */
    public boolean mayGuess() { return game.guessRefusal() == null; }

    public List<Hint> hints() { return List.copyOf(hints); }

    public List<Note> notes() { return List.copyOf(notes); }

    public List<Action> actions() { return List.copyOf(actions); }

    /** 30 - turns - 2 x wrong guesses - hints when found, never below 0; 0 when not found. */
    public int score() {
        return score(game.solved(), game.settings().turns(), game.outcome().turns(), game.outcome().wrongGuesses(), hints.size());
    }

    /** The score as it would stand if the next guess were right: what is still to be won. */
    public int scoreIfFoundNow() {
        return score(true, game.settings().turns(), game.outcome().turns(), game.outcome().wrongGuesses(), hints.size());
    }

    static int score(boolean solved, int maxTurns, int turns, int wrongGuesses, int hints) {
        // The protocol's score less a point a hint, never below 0 for a student.
        return solved ? Math.max(0, Outcome.score(true, maxTurns, turns, wrongGuesses) - hints) : 0;
    }

    /** The student's path: a step per turn (its card and verdict) and per guess made before the next card. */
    public List<Step> path() {
        List<Step> steps = new ArrayList<>();
        List<eleusis.scientist.Play> plays = game.view().plays();
        int firstTurnPlay = plays.size() - game.view().turn(); // the refused starters and the starter come first
        int turn = 0;
        for (Action a : actions) {
            if (a instanceof PlayCard p) {
                turn++;
                steps.add(new Step(turn, p.card(), plays.get(firstTurnPlay + turn - 1).accepted(), null, null));
            } else if (a instanceof Guess g) {
                Step last = steps.isEmpty() || steps.get(steps.size() - 1).turn() != turn ? null : steps.get(steps.size() - 1);
                if (last != null && last.guess() == null) {
                    steps.set(steps.size() - 1, new Step(turn, last.card(), last.accepted(), g.text(), g.judgement().right()));
                } else {
                    steps.add(new Step(turn, null, null, g.text(), g.judgement().right()));
                }
            }
        }
        return steps;
    }
}
