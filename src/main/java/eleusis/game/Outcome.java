package eleusis.game;

import java.util.List;

/** What became of an action: applied, with the events it produced, or refused, with the reason. */
public sealed interface Outcome permits Outcome.Applied, Outcome.Refused {
    record Applied(List<GameEvent> events) implements Outcome {
        public Applied {
            events = List.copyOf(events);
        }
    }

    record Refused(Refusal refusal) implements Outcome {}

    static Refused refuse(Reason reason, String message) {
        return new Refused(new Refusal(reason, message));
    }

    default boolean applied() { return this instanceof Applied; }
}
