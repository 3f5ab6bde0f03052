package eleusis.web.lessons;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import eleusis.library.LessonPlan;
import eleusis.store.LessonTimes;
import eleusis.web.Texts;
import java.time.Instant;
import java.util.List;
import java.util.Optional;

/**
 * The countdown of a lesson's timed stage, as the projector and the console show it: the stage's
 * minutes from the lesson plan, counted from a moment the store already holds, so that a restarted
 * server counts on from the same second. The opening counts from the first student's join; round
 * 1 from Start; a later round from its deal (the earliest table's: the class's round began there);
 * between two rounds the round just played counts on, its talk being part of its minutes; the end
 * counts the discussion, then the debrief, from the last table's last action.
 *
 * @param parts the stage's timed parts in order: one, or at the end the discussion and the debrief
 */
public record LessonClock(List<Part> parts) {
    private static final JsonNodeFactory NODES = JsonNodeFactory.instance;

    /**
     * One timed part.
     *
     * @param label   its name for the room ("Round 2 of 3", "Discussion")
     * @param start   when it began; null when it has not (the opening waits for the first student)
     * @param minutes its length in the lesson plan
     */
    record Part(String label, Instant start, int minutes) {}

    public LessonClock {
        parts = List.copyOf(parts);
    }

    /** The clock of the session at this moment of its lesson; empty where the plan gives no minutes (a round past its last). */
    public static Optional<LessonClock> of(LessonPlan plan, Lessons.Moment m, LessonTimes times, long session, Texts texts) {
        int rounds = plan.rounds().size();
        return switch (m.stage()) {
            case OPENING -> Optional.of(new LessonClock(List.of(new Part(texts.get("lesson.stage.opening"),
                    times.firstJoin(session).orElse(null), plan.opening().minutes()))));
            case ROUND, BETWEEN -> m.round() < 1 || m.round() > rounds ? Optional.empty()
                    : Optional.of(new LessonClock(List.of(new Part(texts.get("lesson.stage.round", m.round(), rounds),
                            roundStart(m.round(), times, session), plan.rounds().get(m.round() - 1).minutes()))));
            case END -> {
                Instant end = times.lastAction(session).orElse(null);
                int discussion = plan.discussion().minutes();
                yield Optional.of(new LessonClock(List.of(
                        new Part(texts.get("lesson.stage.discussion"), end, discussion),
                        new Part(texts.get("lesson.stage.debrief"), end == null ? null : end.plusSeconds(60L * discussion),
                                plan.debrief().minutes()))));
            }
        };
    }

    /** When the class's round {@code round} (from 1) began: Start for the first, else the first table to deal it. */
    static Instant roundStart(int round, LessonTimes times, long session) {
        if (round == 1) return times.started(session).orElse(null);
        Instant first = null;
        for (List<Instant> deals : times.nextRounds(session)) {
            if (deals.size() < round - 1) continue;
            Instant at = deals.get(round - 2);
            if (first == null || at.isBefore(first)) first = at;
        }
        return first;
    }

    /**
     * {@code {"now": ms, "parts": [{"label", "start": ms or null, "minutes"}]}}: the server's time goes
     * along, so that a screen whose own clock is wrong still counts the right minutes.
     */
    public ObjectNode json(Instant now) {
        ObjectNode out = NODES.objectNode();
        out.put("now", now.toEpochMilli());
        ArrayNode list = out.putArray("parts");
        for (Part p : parts) {
            ObjectNode part = list.addObject();
            part.put("label", p.label());
            if (p.start() == null) part.putNull("start"); else part.put("start", p.start().toEpochMilli());
            part.put("minutes", p.minutes());
        }
        return out;
    }
}
