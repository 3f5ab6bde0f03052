package eleusis.web;

import com.fasterxml.jackson.databind.JsonNode;
import eleusis.web.play.TableSockets;
import java.net.URI;
import java.net.http.HttpResponse;
import java.net.http.WebSocket;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * The IDOR part of the campaign: another teacher, a student and a signed-out visitor on every teacher
 * URL and control of the first teacher's Express session (and the delete of a rule of their
 * collection); sockets opened with another table's id, a forged or borrowed seat cookie, another
 * teacher's sign-in; a student asking to deal, and actions only the teacher may take. Each must be
 * refused (403, 404, or sent to sign in or to join; a socket told and closed) and the store left as it was.
 */
final class AttackRefusals extends AttackPart {
    private final AttackCampaign.Category idor = new AttackCampaign.Category("IDOR, forged seats, student as teacher");

    AttackRefusals(AttackCampaign a) {
        super(a);
    }

    AttackCampaign.Category run() throws Exception {
        AttackCampaign.Played express = a.played.get("express");
        AttackCampaign.Played eleusis = a.played.get("eleusis");
        long session = express.session(), table = express.table();
        assertStatus(c.post("/collection", a.teacherA, "name", "Mine", "level", "1", "description", "", "rule", "card is red"), 303);
        long rule = c.db.ruleCollections().list(a.teacherId(a.teacherA)).get(0).id();
        String before = a.fingerprint();

        List<String> gets = new ArrayList<>();
        for (String p : List.of("", "/projector", "/projector.json", "/export.csv", "/qr.svg", "/debrief")) gets.add("/sessions/" + session + p);
        for (String p : List.of("/tables/%d/debrief", "/tables/%d/status", "/watch/%d", "/deal/%d")) gets.add(String.format(p, table));
        List<String[]> posts = new ArrayList<>();
        for (String p : List.of("start", "pause-all", "resume-all", "reveal-all", "hide-all", "next-all", "archive", "lock", "unlock", "reopen")) {
            posts.add(new String[] {"/sessions/" + session + "/" + p});
        }
        posts.add(new String[] {"/sessions/" + session + "/lesson", "lesson", "almost-right"});
        posts.add(new String[] {"/sessions/" + session + "/tables", "title", "Stolen", "game", "express", "students", "3", "rounds", "1",
                "choice", "written", "rule", "card is red"});
        for (String p : List.of("pause", "resume", "reveal", "hide", "end-round", "verdict/right", "verdict/wrong", "seats/1/remove",
                "seats/1/approve", "seats/1/decline", "stand-in/on", "stand-in/off")) {
            posts.add(new String[] {"/tables/" + table + "/" + p});
        }
        posts.add(new String[] {"/tables/" + table + "/next", "choice", "same"});
        posts.add(new String[] {"/tables/" + table + "/computers", "computers", "lot"});
        posts.add(new String[] {"/collection/" + rule + "/delete"});

        // A student of the Eleusis table: on the Express table's teacher pages, and on its debrief, which is not theirs.
        String student = eleusis.students().get(0);
        for (String[] who : List.of(new String[] {"another teacher", a.teacherB}, new String[] {"a student", student},
                new String[] {"a signed-out visitor", null})) {
            for (String path : gets) refused(who[0] + " GET " + path, AttackCampaign.timed(idor, () -> c.get(path, who[1])));
            for (String[] post : posts) {
                String[] fields = java.util.Arrays.copyOfRange(post, 1, post.length);
                refused(who[0] + " POST " + post[0], AttackCampaign.timed(idor, () -> c.post(post[0], who[1], fields)));
            }
            // The ids next to the session's and table's own: what a curious visitor tries first.
            for (long id : List.of(session + 1, session - 1, 999_999L)) refused(who[0] + " GET /sessions/" + id, c.get("/sessions/" + id, who[1]));
        }
        // A student on the other table's play page and debrief, with their own seat's cookie.
        refused("a student GET /play of another table", c.get("/play/" + table, student));

        sockets(express, eleusis);
        String after = a.fingerprint();
        if (!before.equals(after)) idor.fail("a refused attack changed the store:\nbefore\n" + before + "\nafter\n" + after);
        return idor;
    }

    private void assertStatus(HttpResponse<String> r, int status) {
        if (r.statusCode() != status) throw new AssertionError("expected " + status + ": " + r.statusCode() + " " + r.body());
    }

    /** 403, 404, or a redirect to sign in or to join: refused. Anything else was let through. */
    private void refused(String what, HttpResponse<String> r) {
        idor.count("HTTP attempts");
        String to = r.headers().firstValue("Location").orElse("");
        boolean ok = r.statusCode() == 403 || r.statusCode() == 404
                || (r.statusCode() == 302 || r.statusCode() == 303) && (to.equals("/signin") || to.equals("/join"));
        if (!ok || Payloads.stackTrace(r.body())) idor.fail(what + " was answered " + r.statusCode() + " " + to + " " + r.body());
    }

    private void sockets(AttackCampaign.Played express, AttackCampaign.Played eleusis) throws Exception {
        long table = express.table();
        String student = express.students().get(0);
        String seatToken = value(student, TableSockets.seatCookie(table));
        String otherTable = eleusis.students().get(0);
        String otherToken = value(otherTable, TableSockets.seatCookie(eleusis.table()));
        int seq = c.db.actionLog().lastSeq(table);
        socketRefused("another teacher's projector", table, a.teacherB, "");
        socketRefused("another teacher as dealer", table, a.teacherB, "?as=dealer");
        socketRefused("a signed-out visitor", table, null, "");
        socketRefused("a student of another table", table, otherTable, "");
        socketRefused("another table's seat token under this table's cookie", table, TableSockets.seatCookie(table) + "=" + otherToken, "");
        socketRefused("a made-up seat token", table, TableSockets.seatCookie(table) + "=forged-" + "x".repeat(40), "");
        socketRefused("a seat token of 300 characters", table, TableSockets.seatCookie(table) + "=" + "y".repeat(300), "");
        socketRefused("a forged teacher sign-in", table, TeacherLogin.COOKIE + "=forged-login-token", "?as=dealer");
        socketRefused("the table id of another", eleusis.table() + 1000, student, "");
        socketRefused("a table id that is not a number", -1, student, "");

        // A student asking to deal is a student: their own seat's view, no rule; and the teacher's actions are refused.
        Classroom.Socket s = c.new Socket(table, student, "?as=dealer");
        JsonNode first = s.next("view");
        idor.count("socket attempts");
        if (!first.path("role").asText().equals("student") || first.has("ruleReading")) idor.fail("a student asking to deal got " + first);
        for (String action : List.of("{\"kind\":\"next_round\"}", "{\"kind\":\"end_round\"}", "{\"kind\":\"verdict\",\"right\":true}")) {
            s.drain();
            s.act(action);
            idor.count("socket attempts");
            try {
                s.until(m -> m.path("type").asText().equals("refused") || m.path("type").asText().equals("error"));
            } catch (AssertionError none) {
                idor.fail("a student's " + action + " was not refused");
            }
        }
        s.ws.abort();
        // The projector (the teacher watching) may not act, even with a seat's action.
        Classroom.Socket watcher = c.socket(table, a.teacherA);
        watcher.next("view");
        watcher.act("{\"kind\":\"end_turn\"}");
        idor.count("socket attempts");
        try {
            JsonNode said = watcher.next("error");
            if (!said.path("message").asText().contains("watch")) idor.fail("the projector's action got " + said);
        } catch (AssertionError none) {
            idor.fail("the projector's action was not refused");
        }
        watcher.ws.abort();
        Thread.sleep(200);
        if (c.db.actionLog().lastSeq(table) != seq) idor.fail("a refused socket action was stored");
        if (seatToken == null) idor.fail("no seat cookie for the student");
    }

    private void socketRefused(String what, long table, String cookie, String query) throws Exception {
        idor.count("socket attempts");
        String path = table < 0 ? "not-a-number" : Long.toString(table);
        long start = System.nanoTime();
        WebSocket.Builder b = c.http.newWebSocketBuilder();
        if (cookie != null) b.header("Cookie", cookie);
        java.util.concurrent.LinkedBlockingQueue<String> got = new java.util.concurrent.LinkedBlockingQueue<>();
        WebSocket ws;
        try {
            ws = b.buildAsync(URI.create("ws://" + c.base + "/ws/tables/" + path + query), new WebSocket.Listener() {
                private final StringBuilder partial = new StringBuilder();

                @Override
                public java.util.concurrent.CompletionStage<?> onText(WebSocket w, CharSequence text, boolean last) {
                    partial.append(text);
                    if (last) {
                        got.add(partial.toString());
                        partial.setLength(0);
                    }
                    w.request(1);
                    return null;
                }

                @Override
                public java.util.concurrent.CompletionStage<?> onClose(WebSocket w, int status, String reason) {
                    got.add("closed " + status);
                    return null;
                }
            }).get(10, TimeUnit.SECONDS);
        } catch (java.util.concurrent.ExecutionException refusedAtTheDoor) {
            idor.took(System.nanoTime() - start);
            return;
        }
        String m = got.poll(10, TimeUnit.SECONDS);
        String then = got.poll(10, TimeUnit.SECONDS);
        idor.took(System.nanoTime() - start);
        ws.abort();
        if (m == null || !m.contains("\"type\":\"error\"") || then == null || !then.startsWith("closed")) {
            idor.fail("socket of " + what + ": " + m + " then " + then);
        }
    }

    private static String value(String cookie, String name) {
        for (String part : cookie.split(";")) {
            if (part.strip().startsWith(name + "=")) return part.strip().substring(name.length() + 1);
        }
        return null;
    }
}
