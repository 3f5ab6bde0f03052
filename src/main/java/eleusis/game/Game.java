package eleusis.game;

import java.util.List;
import java.util.Map;

/**
 * The model every game of the product follows, after open_spiel and boardgame.io: a state built
 * from settings and a seed; the actions a seat may take now; {@link #apply}, which checks legality,
 * records the action and returns its events, or refuses it with a typed reason and changes nothing;
 * a view per viewer that holds only what that viewer may see; the end and the scores.
 *
 * <p>Everything is deterministic: the same settings, seed and actions give the same game, so a game
 * is stored as its actions and rebuilt by replaying them.
 *
 * @param <A> the game's action type (records)
 */
public interface Game<A> {
    /** "eleusis", "express", ... */
    String name();

    long seed();

    int players();

    /** The seats expected to act now (a player, the prophet, the dealer...); empty when the game is over. */
    List<Integer> waitingFor();

    /** The kinds of action the seat may take now, by name ("play", "no_play", ...); empty if none. */
    List<String> allowed(int seat);

    /**
     * The complete actions the seat may take now, each one {@link #apply} accepts; empty when the
     * seat may not act. Every kind of {@link #allowed} that has an action without a free-form part
     * shows among them; a game whose actions carry free text or open-ended combinations (a guess at
     * the rule, a string of cards) leaves those out and says which, and in what order it lists the rest.
     * Computer players and tests choose from it; the screens of the extra modes send its entries back.
     */
    List<A> legalActions(int seat);

    Outcome apply(int seat, A action);

    /**
     * Does ahead of {@link #apply} the slow work the action will need and that changes nothing (a
     * guess's exact judgement), so that it happens before the table's lock is taken, not inside it.
     * It may run on another thread while the game is applying other actions: it reads only what it
     * can check again when applying, and keeps what it worked out where {@code apply} finds it. The
     * action is applied, checked for legality as ever, only by {@code apply}.
     */
    default void prepare(int seat, A action) {}

    /**
     * Applies an action as {@link #history()} recorded it, on a replay: as {@link #apply}, but the
     * action may carry what the game recorded when it was first applied (a guess's judgement), which
     * is used as recorded instead of being worked out again. Never for an action a player sends.
     */
    default Outcome applyRecorded(int seat, A action) {
        return apply(seat, action);
    }

    /** What the viewer may see, and nothing more. */
    GameView view(Viewer viewer);

    boolean over();

    /** Points per seat so far (the totals at the end). */
    Map<Integer, Integer> totals();

    /**
     * Every applied action, in order, as the game recorded it: the action taken, or the same action
     * with what taking it worked out (a guess with its judgement), ready for {@link #applyRecorded}.
     */
    List<Recorded<A>> history();

    /**
     * Every event so far, in order, from the deal on, each for the audience its type says
     * ({@link GameEvent#audience()}): the public ones, and each seat's own, which only that seat may be shown.
     */
    List<GameEvent> log();
}
