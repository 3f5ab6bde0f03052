package eleusis.web;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.List;

/**
 * A short Express round played for real through the students' sockets, for the debrief's tests:
 * two students at a table with the rule "the colours alternate"; they play in turn, now a card of the
 * other colour (accepted), now one of the same colour (refused), a wrong guess, notes, and in the end
 * a right guess worded otherwise than the rule, so that the rule's own words appear only once revealed.
 */
final class ExpressRound {
    static final String RULE = "card.color != last.color";
    static final String RIGHT_GUESS = "not (card.color == last.color)";

    final Classroom c;
    final String teacher;
    final long session;
    final long table;
    final String[] students = new String[2];
    final Classroom.Socket[] sockets = new Classroom.Socket[2];
    final int[] seats = new int[2];

    ExpressRound(Classroom c, String teacherEmail) throws Exception {
        this.c = c;
        teacher = c.teacher(teacherEmail);
        session = c.writtenSession(teacher, "Period 5", "express", 2, 2, RULE);
        String code = c.code(session);
        long[] at = new long[1];
        students[0] = c.join(code, "Ana", at);
        students[1] = c.join(code, "Ben", at);
        table = at[0];
        for (int i = 0; i < 2; i++) {
            sockets[i] = c.socket(table, students[i]);
            seats[i] = sockets[i].next("view").get("view").get("you").asInt();
        }
    }

    /** The socket of the student to move now and their view. */
    private int mover(JsonNode[] views) {
        for (int i = 0; i < 2; i++) {
            JsonNode w = views[i].get("waitingFor");
            for (JsonNode s : w) if (s.asInt() == seats[i]) return i;
        }
        return -1;
    }

    private JsonNode[] settled() throws InterruptedException {
        return new JsonNode[] {sockets[0].settled().get("view"), sockets[1].settled().get("view")};
    }

    /** Plays {@code turns} turns: even turns a card of the other colour, odd turns one of the same colour when there is one. */
    void play(int turns) throws Exception {
        for (int turn = 0; turn < turns; turn++) {
            JsonNode[] views = settled();
            int i = mover(views);
            if (i < 0) throw new AssertionError("nobody to move: " + views[0]);
            JsonNode v = views[i];
            JsonNode mainline = v.get("mainline");
            String last = mainline.get(mainline.size() - 1).get("card").asText();
            int card = -1;
            for (JsonNode h : v.get("hand")) {
                boolean other = red(h.get("card").asText()) != red(last);
                if (other == (turn % 2 == 0)) card = h.get("id").asInt();
            }
            if (card < 0) card = v.get("hand").get(0).get("id").asInt();
            int before = c.db.actionLog().load(table).size();
            sockets[i].act("{\"kind\":\"play\",\"card\":" + card + "}");
            waitFor(before + 1);
            endTurnIfAsked(i);
        }
    }

    /**
     * The student to move guesses (after an accepted play, as Express asks); answers the socket index.
     * A guess follows an accepted play, so the mover first plays a card of the other colour; a mover
     * with none (the deal decides) plays any card, is refused, and the turn passes until someone can.
     */
    int guess(String text) throws Exception {
        JsonNode[] views = settled();
        int i = mover(views);
        for (int tries = 0; tries < 20 && !allowed(views[i], "guess"); tries++) {
            JsonNode mainline = views[i].get("mainline");
            String last = mainline.get(mainline.size() - 1).get("card").asText();
            int card = views[i].get("hand").get(0).get("id").asInt();
            for (JsonNode h : views[i].get("hand")) {
                if (red(h.get("card").asText()) != red(last)) card = h.get("id").asInt();
            }
            int before = c.db.actionLog().load(table).size();
            sockets[i].act("{\"kind\":\"play\",\"card\":" + card + "}");
            waitFor(before + 1);
            views = settled();
            if (!allowed(views[i], "guess")) {
                endTurnIfAsked(i);
                views = settled();
                i = mover(views);
            }
        }
        if (!allowed(views[i], "guess")) throw new AssertionError("no guess allowed: " + views[i]);
        int before = c.db.actionLog().load(table).size();
        sockets[i].act("{\"kind\":\"guess\",\"text\":" + Classroom.JSON.writeValueAsString(text) + ",\"inWords\":false}");
        waitFor(before + 1);
        endTurnIfAsked(i);
        return i;
    }

    void note(int student, String text) throws Exception {
        int before = c.db.notebooks().count(table, seats[student]);
        sockets[student].send("{\"type\":\"note\",\"text\":" + Classroom.JSON.writeValueAsString(text) + "}");
        for (int k = 0; k < 200 && c.db.notebooks().count(table, seats[student]) == before; k++) Thread.sleep(10);
    }

    private void endTurnIfAsked(int i) throws Exception {
        JsonNode v = sockets[i].settled().get("view");
        if (allowed(v, "end_turn") && !allowed(v, "play")) {
            int before = c.db.actionLog().load(table).size();
            sockets[i].act("{\"kind\":\"end_turn\"}");
            waitFor(before + 1);
        }
    }

    private static boolean allowed(JsonNode view, String kind) {
        for (JsonNode a : view.get("allowed")) if (a.asText().equals(kind)) return true;
        return false;
    }

    private void waitFor(int actions) throws InterruptedException {
        for (int k = 0; k < 500 && c.db.actionLog().load(table).size() < actions; k++) Thread.sleep(10);
        if (c.db.actionLog().load(table).size() < actions) throw new AssertionError("the action was not stored");
    }

    static boolean red(String card) {
        return card.endsWith("H") || card.endsWith("D");
    }

    static List<String> lines(String page, String from, String to) {
        List<String> out = new ArrayList<>();
        int i = page.indexOf(from);
        while (i >= 0) {
            int j = page.indexOf(to, i + from.length());
            if (j < 0) break;
            out.add(page.substring(i + from.length(), j));
            i = page.indexOf(from, j);
        }
        return out;
    }
}
