package eleusis.web;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.List;

/** Scripted students at one table moving in turn, for the tests that need a table in play. */
public final class TableMoves {
    private TableMoves() {}

    /** The students of a table play their turns (the first card of the hand, then end the turn) for this many plays. */
    public static void play(List<Classroom.Socket> table, int plays) throws Exception {
        int budget = plays * 4; // turns ended, and waits for the computer's seats, count too
        for (int move = 0; move < budget && plays > 0; move++) {
            int top = 0;
            for (Classroom.Socket s : table) top = Math.max(top, s.current().get("seq").asInt());
            for (Classroom.Socket s : table) {
                for (int i = 0; i < 2_000 && s.current().get("seq").asInt() < top; i++) Thread.sleep(5);
            }
            JsonNode v = table.get(0).current().get("view");
            if (!v.get("phase").asText().equals("play") && !v.get("phase").asText().equals("after_play")) {
                Thread.sleep(50); // the computer's turn, or a verdict on its way
                continue;
            }
            int turn = v.get("waitingFor").get(0).asInt();
            Classroom.Socket mover = null;
            for (Classroom.Socket s : table) if (s.current().get("view").get("you").asInt() == turn) mover = s;
            if (mover == null) {
                Thread.sleep(50);
                continue;
            }
            JsonNode mine = mover.current().get("view");
            int seq = mover.current().get("seq").asInt();
            if (mine.get("allowed").toString().contains("end_turn")) {
                mover.act("{\"kind\":\"end_turn\"}");
            } else {
                mover.act("{\"kind\":\"play\",\"card\":" + mine.get("hand").get(0).get("id").asInt() + "}");
                plays--;
            }
            mover.until(m -> m.path("type").asText().equals("refused") || m.path("type").asText().equals("error")
                    || m.path("type").asText().equals("view") && m.get("seq").asInt() > seq);
        }
    }
}
