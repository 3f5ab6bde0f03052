package eleusis.web;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.List;

/**
 * The seats of one Express or Eleusis table played by script on their own sockets (the phones'
 * cookies), so that a browser test gets a long mainline in seconds: the one to move plays a card the
 * rule "the colours alternate" accepts or one it refuses, as asked, and ends the turn when a right
 * play leaves that choice. Each move waits for every socket to have its view.
 */
final class ScriptedSeats {
    final List<Classroom.Socket> sockets = new ArrayList<>();
    /** Plays made so far by the script, in all and by each seat (a seat's own count decides its next play). */
    int plays;
    private final java.util.Map<Classroom.Socket, Integer> own = new java.util.HashMap<>();

    void add(Classroom.Socket socket) {
        sockets.add(socket);
    }

    /** Every socket has the newest view; answers it as the first socket sees it. */
    JsonNode settled() throws InterruptedException {
        int top = 0;
        for (Classroom.Socket s : sockets) top = Math.max(top, s.current().get("seq").asInt());
        for (Classroom.Socket s : sockets) {
            for (int i = 0; i < 2_000 && s.current().get("seq").asInt() < top; i++) Thread.sleep(5);
        }
        return sockets.get(0).current().get("view");
    }

    /** The socket of the seat to move now, or null when nobody at the table moves (the round is over, a verdict waits). */
    Classroom.Socket mover() throws InterruptedException {
        JsonNode v = settled();
        if (v.get("waitingFor").isEmpty()) return null;
        int turn = v.get("waitingFor").get(0).asInt();
        for (Classroom.Socket s : sockets) {
            JsonNode mine = s.current().get("view");
            if (mine.get("you").asInt() == turn && !mine.get("allowed").isEmpty()) return s;
        }
        return null;
    }

    /** Waits until every socket sees the table in this phase. */
    void await(String phase) throws InterruptedException {
        for (Classroom.Socket s : sockets) {
            for (int i = 0; i < 400 && !phase(s).equals(phase); i++) Thread.sleep(25);
            if (!phase(s).equals(phase)) throw new AssertionError("never in " + phase + ": " + s.current().get("view"));
        }
        settled();
    }

    static String phase(Classroom.Socket s) throws InterruptedException {
        return s.current().get("view").get("phase").asText();
    }

    static boolean allowed(Classroom.Socket s, String kind) throws InterruptedException {
        for (JsonNode a : s.current().get("view").get("allowed")) if (a.asText().equals(kind)) return true;
        return false;
    }

    /** The id of a card of this seat's hand that the rule accepts ({@code right}) or refuses now; -1 if none. */
    static int card(Classroom.Socket s, boolean right) throws InterruptedException {
        JsonNode v = s.current().get("view");
        JsonNode mainline = v.get("mainline");
        String last = mainline.get(mainline.size() - 1).get("card").asText();
        for (JsonNode h : v.get("hand")) {
            if ((red(h.get("card").asText()) != red(last)) == right) return h.get("id").asInt();
        }
        return -1;
    }

    static int handSize(Classroom.Socket s) throws InterruptedException {
        return s.current().get("view").get("hand").size();
    }

    /** Sends the action and waits for the mover's next view; a refusal fails the test with its reason. */
    static void act(Classroom.Socket mover, String action) throws InterruptedException {
        int seq = mover.current().get("seq").asInt();
        JsonNode answer = null;
        // The script plays far faster than a hand: when the socket's flood limit (40 messages in 10 s) says
        // wait, it waits as a client must and sends again; the action was not applied.
        for (int attempt = 0; attempt < 20; attempt++) {
            mover.drain(); // what came before this action (the phone's own refusals too) is not its answer
            mover.act(action);
            answer = mover.until(m -> m.path("type").asText().equals("refused") || m.path("type").asText().equals("error")
                    || (m.path("type").asText().equals("view") && m.get("seq").asInt() > seq));
            if (!answer.path("type").asText().equals("error")) break;
            Thread.sleep(1_000);
        }
        if (!answer.path("type").asText().equals("view")) {
            throw new AssertionError("refused: " + answer + " for " + action + " in " + mover.current().get("view"));
        }
    }

    /** Plays one card, right or wrong as asked (the other kind when the hand has none), and ends the turn after a right one. */
    void play(Classroom.Socket mover, boolean right) throws InterruptedException {
        play(mover, right, true);
    }

    private void play(Classroom.Socket mover, boolean right, boolean endTurn) throws InterruptedException {
        JsonNode v = mover.current().get("view");
        boolean eleusis = v.get("game").asText().equals("eleusis");
        boolean suddenDeath = eleusis && v.get("suddenDeath").asBoolean(); // a wrong move puts its player out then
        right = right || suddenDeath;
        int id = card(mover, right);
        // A hand with no card of the kind asked for: without a wrong card, a no-play (wrong: the rule
        // takes a card of the hand onto the mainline for a penalty card, so the hand keeps its size);
        // without a right card, a wrong play, or in sudden death a no-play (right).
        if (id < 0 && (!right || suddenDeath)) act(mover, "{\"kind\":\"no_play\"}");
        else {
            if (id < 0) id = card(mover, false);
            act(mover, eleusis ? "{\"kind\":\"play\",\"cards\":[" + id + "]}" : "{\"kind\":\"play\",\"card\":" + id + "}");
        }
        plays++;
        own.merge(mover, 1, Integer::sum);
        if (endTurn && allowed(mover, "end_turn") && !allowed(mover, "play")) act(mover, "{\"kind\":\"end_turn\"}");
    }

    /**
     * Plays {@code count} plays: {@code rightEvery} says how often a seat's play is right (2: every
     * other one, 3: one in three); a hand down to {@code keep} cards plays wrong, so that no hand
     * empties and ends the round.
     */
    void play(int count, int rightEvery, int keep) throws InterruptedException {
        for (int i = 0; i < count; i++) {
            Classroom.Socket mover = mover();
            if (mover == null) throw new AssertionError("nobody to move after " + plays + " plays: " + settled());
            if (!allowed(mover, "play")) {
                other(mover);
                i--;
                continue;
            }
            play(mover, own.getOrDefault(mover, 0) % rightEvery == 0 && handSize(mover) > keep);
        }
        settled();
    }

    /** A move that is not a play: the prophet calls the play as the rule judges it; else the turn ends. */
    void other(Classroom.Socket mover) throws InterruptedException {
        if (allowed(mover, "prophet_call")) {
            int correct = correctCardOfANoPlay(mover);
            // A no-play called wrong names the hand's correct card, as the prophet must.
            act(mover, correct >= 0 ? "{\"kind\":\"prophet_call\",\"right\":false,\"card\":" + correct + "}"
                    : "{\"kind\":\"prophet_call\",\"right\":" + pendingIsRight(mover) + "}");
        } else {
            act(mover, "{\"kind\":\"end_turn\"}");
        }
    }

    /** Of a pending no-play's hand, a card that alternates the colours; -1 for a play, or a hand without one. */
    static int correctCardOfANoPlay(Classroom.Socket prophet) throws InterruptedException {
        JsonNode v = prophet.current().get("view");
        if (!v.get("pending").path("noPlay").asBoolean()) return -1;
        JsonNode mainline = v.get("mainline");
        String last = mainline.get(mainline.size() - 1).get("card").asText();
        for (JsonNode c : v.get("pending").get("cards")) {
            if (red(c.get("card").asText()) != red(last)) return c.get("id").asInt();
        }
        return -1;
    }

    /** Whether the play the prophet is to call alternates the colours (Eleusis). */
    static boolean pendingIsRight(Classroom.Socket prophet) throws InterruptedException {
        JsonNode v = prophet.current().get("view");
        if (v.get("pending").path("noPlay").asBoolean()) return correctCardOfANoPlay(prophet) < 0; // right when the hand has none
        JsonNode mainline = v.get("mainline");
        boolean right = true;
        String last = mainline.get(mainline.size() - 1).get("card").asText();
        for (JsonNode c : v.get("pending").get("cards")) {
            right &= red(c.get("card").asText()) != red(last);
            last = c.get("card").asText();
        }
        return right;
    }

    /** Plays until {@code seat}'s socket is the one to move. */
    void until(Classroom.Socket seat, int rightEvery, int keep) throws InterruptedException {
        until(seat, rightEvery, keep, null);
    }

    /**
     * Plays until {@code seat}'s socket is the one to move holding a card the rule accepts
     * ({@code right} true) or refuses (false); null: any hand. A turn of that seat whose hand lacks
     * such a card is played by the script too.
     */
    void until(Classroom.Socket seat, int rightEvery, int keep, Boolean right) throws InterruptedException {
        for (int i = 0; i < 80; i++) {
            Classroom.Socket mover = mover();
            if (mover == seat && (right == null || !allowed(mover, "play") || card(mover, right) >= 0)) return;
            if (mover == null) throw new AssertionError("nobody to move: " + settled());
            if (!allowed(mover, "play")) other(mover);
            else play(mover, own.getOrDefault(mover, 0) % rightEvery == 0 && handSize(mover) > keep);
        }
        throw new AssertionError("the seat never came to move" + (right == null ? "" : " with a " + (right ? "right" : "wrong") + " card"));
    }

    /** The one to move makes a right play (as many turns as it takes) and then guesses {@code rule}. */
    void guessRight(String rule) throws Exception {
        for (int i = 0; i < 50; i++) {
            Classroom.Socket mover = mover();
            if (mover == null) throw new AssertionError("nobody to move: " + settled());
            if (allowed(mover, "guess")) {
                act(mover, "{\"kind\":\"guess\",\"text\":" + Classroom.JSON.writeValueAsString(rule) + ",\"inWords\":false}");
                settled();
                return;
            }
            if (allowed(mover, "play")) play(mover, true, false);
            else other(mover);
        }
        throw new AssertionError("no right guess could be made");
    }

    static boolean red(String card) {
        return card.endsWith("H") || card.endsWith("D");
    }
}
