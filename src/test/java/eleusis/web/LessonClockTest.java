package eleusis.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import eleusis.library.LessonPlan;
import eleusis.library.LessonPlans;
import org.junit.jupiter.api.Test;

/**
 * The countdown of a lesson's timed stage (issue 24, part 6), as the projector and the console get it:
 * each stage counts its plan's minutes from a moment the store already keeps (the first join, Start,
 * a round's deal, the last action), so an app restarted on the same data shows the same time left.
 */
class LessonClockTest extends ClassroomOnPort {
    private static final LessonPlan PLAN = plan();

    private static LessonPlan plan() {
        try {
            return LessonPlans.loadResources().find("almost-right", "en").orElseThrow();
        } catch (eleusis.library.RuleFileException e) {
            throw new IllegalStateException(e);
        }
    }

    @Test
    void eachStageCountsItsMinutesFromATimeTheStoreKeeps() throws Exception {
        String teacher = c.teacher("rivera@school.example");
        long session = lessonSession(teacher);
        long table = c.db.tables().listBySession(session).get(0).id();

        JsonNode opening = part(clock(session, teacher), 0);
        assertEquals("Before we start", opening.get("label").asText());
        assertTrue(opening.get("start").isNull(), "the opening waits for the first student: " + opening);
        assertEquals(PLAN.opening().minutes(), opening.get("minutes").asInt());
        Classroom.Socket ana = c.socket(table, c.join(c.code(session), "Ana", null));
        long joined = c.db.seats().list(table).get(0).joinedAt().toEpochMilli();
        Thread.sleep(20);
        Classroom.Socket bo = c.socket(table, c.join(c.code(session), "Bo", null));
        assertEquals(joined, part(clock(session, teacher), 0).get("start").asLong(), "counted from the first join, not the last");

        long before = System.currentTimeMillis();
        assertEquals(302, c.post("/sessions/" + session + "/start", teacher).statusCode());
        long after = System.currentTimeMillis();
        JsonNode round1 = part(clock(session, teacher), 0);
        assertEquals("Round 1 of 2", round1.get("label").asText());
        assertEquals(PLAN.rounds().get(0).minutes(), round1.get("minutes").asInt());
        long started = round1.get("start").asLong();
        assertTrue(started >= before - 1 && started <= after, "counted from Start");
        Thread.sleep(20);
        c.post("/sessions/" + session + "/start", teacher);
        assertEquals(started, part(clock(session, teacher), 0).get("start").asLong(), "a second Start does not restart the clock");

        for (int i = 0; i < 3; i++) ClassroomControlsTest.step(ana, bo);
        assertEquals(302, c.post("/tables/" + table + "/end-round", teacher).statusCode());
        JsonNode between = clock(session, teacher);
        assertEquals(1, between.get("parts").size());
        assertEquals(round1, part(between, 0), "between two rounds the round just played counts on: its talk is in its minutes");

        before = System.currentTimeMillis();
        assertEquals(302, c.post("/tables/" + table + "/next", teacher, "choice", "lesson").statusCode());
        after = System.currentTimeMillis();
        JsonNode round2 = part(clock(session, teacher), 0);
        assertEquals("Round 2 of 2", round2.get("label").asText());
        assertEquals(PLAN.rounds().get(1).minutes(), round2.get("minutes").asInt());
        assertTrue(round2.get("start").asLong() >= before - 1 && round2.get("start").asLong() <= after, "counted from the deal");

        for (int i = 0; i < 2; i++) ClassroomControlsTest.step(ana, bo);
        before = System.currentTimeMillis();
        assertEquals(302, c.post("/tables/" + table + "/end-round", teacher).statusCode());
        after = System.currentTimeMillis();
        JsonNode end = clock(session, teacher);
        assertEquals(2, end.get("parts").size(), "the end: the discussion, then the debrief");
        JsonNode discussion = part(end, 0), debrief = part(end, 1);
        assertEquals("Discussion", discussion.get("label").asText());
        assertEquals(PLAN.discussion().minutes(), discussion.get("minutes").asInt());
        assertTrue(discussion.get("start").asLong() >= before - 1 && discussion.get("start").asLong() <= after, "counted from the game's end");
        assertEquals("Debrief", debrief.get("label").asText());
        assertEquals(PLAN.debrief().minutes(), debrief.get("minutes").asInt());
        assertEquals(discussion.get("start").asLong() + 60_000L * PLAN.discussion().minutes(), debrief.get("start").asLong());

        // The projector carries the same clock, in the reader's language.
        JsonNode projector = Classroom.JSON.readTree(c.get("/sessions/" + session + "/projector.json", teacher).body());
        assertEquals(end.get("parts"), projector.get("clock").get("parts"));
        JsonNode spanish = Classroom.JSON.readTree(c.get("/sessions/" + session + "/lesson-clock.json?lang=es", teacher).body());
        assertEquals("Debate", part(spanish.get("clock"), 0).get("label").asText());
        assertEquals("Cierre", part(spanish.get("clock"), 1).get("label").asText());
    }

    @Test
    void anAppRestartedOnTheSameDataShowsTheSameTimeLeft() throws Exception {
        String teacher = c.teacher("rivera@school.example");
        long session = lessonSession(teacher);
        c.join(c.code(session), "Ana", null);
        c.join(c.code(session), "Bo", null);
        assertEquals(302, c.post("/sessions/" + session + "/start", teacher).statusCode());
        JsonNode before = clock(session, teacher);
        long leftBefore = left(before);
        Thread.sleep(1_100);

        c.close();
        c = new Classroom(data); // the same data folder, a new app
        JsonNode after = clock(session, teacher);
        assertEquals(part(before, 0), part(after, 0), "the same stage, begun at the same moment");
        long elapsed = after.get("now").asLong() - before.get("now").asLong();
        assertTrue(elapsed >= 1_000, "time went on meanwhile: " + elapsed);
        assertEquals(leftBefore - elapsed, left(after), "the time left went down by the time that passed, not back to the full minutes");
        assertTrue(left(after) < PLAN.rounds().get(0).minutes() * 60_000L - 1_000);
    }

    @Test
    void aSessionWithoutALessonHasNoClock() throws Exception {
        String teacher = c.teacher("rivera@school.example");
        long session = c.writtenSession(teacher, "Period 3", "express", 2, 2, "card is red");
        assertTrue(Classroom.JSON.readTree(c.get("/sessions/" + session + "/lesson-clock.json", teacher).body()).get("clock").isNull());
        assertTrue(Classroom.JSON.readTree(c.get("/sessions/" + session + "/projector.json", teacher).body()).get("clock").isNull());
        String other = c.teacher("other@school.example");
        assertEquals(404, c.get("/sessions/" + session + "/lesson-clock.json", other).statusCode(), "another teacher's session");
        assertEquals(302, c.get("/sessions/" + session + "/lesson-clock.json", null).statusCode(), "signed out: to sign in");
    }

    private long lessonSession(String teacher) throws Exception {
        return c.session(teacher, "title", "Period 3", "lesson", "almost-right", "game", "express", "students", "2",
                "rounds", "2", "choice", "lesson", "classSize", "2", "lobby", "on");
    }

    private JsonNode clock(long session, String teacher) throws Exception {
        JsonNode clock = Classroom.JSON.readTree(c.get("/sessions/" + session + "/lesson-clock.json", teacher).body()).get("clock");
        assertTrue(clock.get("now").asLong() > 0, "the server's time goes along: " + clock);
        return clock;
    }

    private static JsonNode part(JsonNode clock, int i) {
        return clock.get("parts").get(i);
    }

    /** The time left of the clock's running part, as a screen counts it: its start and minutes, the server's now. */
    private static long left(JsonNode clock) {
        JsonNode p = part(clock, 0);
        return p.get("start").asLong() + 60_000L * p.get("minutes").asInt() - clock.get("now").asLong();
    }
}
