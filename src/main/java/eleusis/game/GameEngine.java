package eleusis.game;

import java.util.ArrayList;
import java.util.Collection;
import java.util.Collections;
import java.util.List;

/**
 * What every engine does the same way, written once: the seed, the recorded history and the event
 * log, and {@link #apply}: a seat that is not at the table, a missing action and a finished game
 * are refused here; the game's own {@link #refusal} comes next; only then does {@link #perform}
 * change anything, and the action and its events are recorded. A refused action changes nothing.
 *
 * @param <A> the game's action type
 */
public abstract class GameEngine<A> implements Game<A> {
    private final long seed;
    private final List<Recorded<A>> history = new ArrayList<>();
    private final List<GameEvent> log = new ArrayList<>();
    /** What {@link #perform} asked to record instead of the action taken; null: the action itself. */
    private A recordAs;

    protected GameEngine(long seed) {
        this.seed = seed;
    }

    @Override
    public final long seed() {
        return seed;
    }

    @Override
    public final List<Recorded<A>> history() {
        return Collections.unmodifiableList(history);
    }

    /** Every event so far, the deal included. */
    @Override
    public final List<GameEvent> log() {
        return Collections.unmodifiableList(log);
    }

    /** Events that happen outside an action (the deal): they go to the log. */
    protected final void logged(Collection<? extends GameEvent> events) {
        log.addAll(events);
    }

    protected final void logged(GameEvent event) {
        log.add(event);
    }

    @Override
    public final Outcome apply(int seat, A action) {
        if (action != null && recordedOnly(action)) {
            return Outcome.refuse(Reason.NOT_ALLOWED, "only the game records a judgement; send the action without one");
        }
        return take(seat, action);
    }

    /**
     * As {@link #apply}, for an action of {@link #history()} (a replay): it may carry what the
     * engine recorded when it was first taken (a guess's judgement), which is then used as recorded.
     */
    @Override
    public final Outcome applyRecorded(int seat, A action) {
        return take(seat, action);
    }

    private Outcome take(int seat, A action) {
        if (seat < 0 || seat >= players()) {
            return Outcome.refuse(Reason.UNKNOWN_PLAYER, "there is no seat " + seat + " in this game");
        }
        if (action == null) return Outcome.refuse(Reason.NOT_ALLOWED, "no action given");
        if (over()) return Outcome.refuse(Reason.GAME_OVER, "the game is over");
        Outcome.Refused refused = refusal(seat, action);
        if (refused != null) return refused;
        recordAs = null;
        List<GameEvent> events = perform(seat, action);
        history.add(new Recorded<>(seat, recordAs != null ? recordAs : action));
        recordAs = null;
        log.addAll(events);
        return new Outcome.Applied(events);
    }

    /**
     * Whether the action carries something only the engine may record (a judgement it worked out),
     * so that it is taken only from the history, by {@link #applyRecorded}; {@link #apply} refuses it.
     */
    protected boolean recordedOnly(A action) {
        return false;
    }

    /**
     * Called from {@link #perform}: the action is recorded in {@link #history()} as this fuller one
     * (the same action with what performing it worked out, e.g. a guess with its judgement), so a
     * replay reads that back instead of working it out again.
     */
    protected final void recordAs(A recorded) {
        recordAs = recorded;
    }

    /** Why the seat may not take this action now, or null when it may. Changes nothing. */
    protected abstract Outcome.Refused refusal(int seat, A action);

    /** Takes an action {@link #refusal} allowed; returns the events it made, in order. */
    protected abstract List<GameEvent> perform(int seat, A action);
}
