package eleusis.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import eleusis.rules.blocks.BlockJson;
import eleusis.rules.blocks.Blocks;
import org.junit.jupiter.api.Test;

/**
 * A revealed rule reaches the students' tables and the projector with its pieces (the tree the builder
 * draws), and never before the reveal; a round judged by hand has no pieces.
 */
class RevealedBlocksTest extends ClassroomOnPort {
    private static final String RULE = "if last is odd then card is red else card.suit in {clubs, spades}";

    @Test
    void theRevealCarriesTheRulesPiecesToTheTableAndTheProjector() throws Exception {
        String teacher = c.teacher("rivera@school.example");
        long session = c.writtenSession(teacher, "Period 3", "express", 2, 2, RULE);
        Classroom.Seated at = c.seat(c.code(session), "Ana", "Bo");
        String s1 = at.cookie(0);
        Classroom.Socket ana = c.socket(at.table(), s1);
        JsonNode seen = ana.settled();
        JsonNode expected = BlockJson.write(Blocks.of(RULE).orElseThrow());
        String pieces = expected.toString();
        assertFalse(ana.all().contains(pieces) || ana.all().contains("\"blocks\""), "no pieces before the reveal");
        String before = c.get("/sessions/" + session + "/projector.json", teacher).body();
        assertFalse(before.contains("\"blocks\""), "nor on the projector: " + before);

        assertEquals(302, c.post("/tables/" + at.table() + "/reveal", teacher).statusCode());
        JsonNode revealed = ana.after(seen).get("revealed");
        assertEquals(expected, revealed.get("blocks"));
        JsonNode projector = new ObjectMapper().readTree(c.get("/sessions/" + session + "/projector.json", teacher).body());
        assertEquals(expected, projector.get("tables").get(0).get("revealed").get("blocks"));

        seen = ana.settled();
        assertEquals(302, c.post("/tables/" + at.table() + "/end-round", teacher).statusCode());
        ana.after(seen);
        seen = ana.settled();
        assertEquals(302, c.post("/tables/" + at.table() + "/next", teacher, "choice", RuleChoice.BY_HAND, "rule", "").statusCode());
        ana.after(seen);
        seen = ana.settled();
        assertEquals(302, c.post("/tables/" + at.table() + "/reveal", teacher).statusCode());
        JsonNode byHand = ana.after(seen).get("revealed");
        assertTrue(byHand.get("byHand").asBoolean(), byHand.toString());
        assertTrue(byHand.get("blocks").isNull(), "a round judged by hand has no pieces: " + byHand);
    }
}
