package eleusis.web;

import com.fasterxml.jackson.databind.JsonNode;
import eleusis.web.play.TableSockets;
import java.net.URLEncoder;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * What people type, turned against the app: script payloads ({@link Payloads#SCRIPTS}) in every field
 * a teacher, a student or a visitor fills in, then every page that shows them, checked for live
 * markup; SQL injections ({@link Payloads#SQL}) in every form field, path id, query and cookie,
 * checked for server errors, stack traces and a store that lost a table or a row.
 */
final class AttackPayloads extends AttackPart {

    AttackPayloads(AttackCampaign a) {
        super(a);
    }

    // ---------------------------------------------------------------- script payloads

    private final AttackCampaign.Category scripts = new AttackCampaign.Category("script payloads");
    /** A student's name that a spreadsheet opening the teacher's export would run as a formula, were it not neutralised. */
    static final String FORMULA = "=HYPERLINK(\"http://x.example\",\"xq0\")";
    /** Pages where each payload's marker was found, escaped: a payload never found would make the check blind. */
    private final Map<String, Integer> shown = new HashMap<>();

    AttackCampaign.Category scripts() throws Exception {
        int n = 0;
        for (Payloads.Script p : Payloads.SCRIPTS) everyField(p, n++);
        for (Payloads.Script p : Payloads.SCRIPTS) {
            if (shown.getOrDefault(p.marker(), 0) == 0) scripts.fail(p.text() + " was on no page: the check saw nothing of it");
            scripts.count("payloads seen on pages, inert", shown.getOrDefault(p.marker(), 0));
        }
        scripts.count("fields", fields.size());
        scriptsWriteNoMarkup();
        return scripts;
    }

    /**
     * What the sockets carry reaches the page through the app's scripts: they must write it as text.
     * Where a script draws a server's own escaped partial again (the console's status and notices,
     * checked above as pages), it parses it apart and moves the nodes in: no script writes markup.
     */
    private void scriptsWriteNoMarkup() throws Exception {
        java.nio.file.Path dir = java.nio.file.Path.of(AttackPayloads.class.getResource("/public/live.js").toURI()).getParent();
        java.util.regex.Pattern markup = java.util.regex.Pattern.compile("innerHTML\\s*\\+?=\\s*+(?!''|\"\")|outerHTML\\s*=|insertAdjacentHTML|document\\.write");
        try (var files = java.nio.file.Files.walk(dir)) {
            for (java.nio.file.Path js : files.filter(f -> f.toString().endsWith(".js")).toList()) {
                scripts.count("scripts read for markup writes");
                String[] lines = java.nio.file.Files.readString(js).split("\n");
                for (int i = 0; i < lines.length; i++) {
                    if (markup.matcher(lines[i]).find()) scripts.fail(js.getFileName() + ":" + (i + 1) + " writes markup: " + lines[i].strip());
                }
            }
        }
    }

    /** The fields a payload went into. */
    private final java.util.Set<String> fields = new java.util.HashSet<>();

    private void pair(String field) {
        fields.add(field);
        scripts.count("payload-field pairs");
    }

    /** One payload in every field, then every page that shows them, and the sockets' messages. */
    private void everyField(Payloads.Script p, int n) throws Exception {
        String text = p.text();
        String rule = "card is red # " + text;
        // The teacher's rule collection: name, description, rule (in a comment), and a draft that does not compile.
        String teacher = c.teacher("xss" + n + "@school.example");
        check("the collection's save", c.post("/collection", teacher, "name", text, "level", "2", "description", text, "rule", rule));
        check("a refused draft", c.post("/collection", teacher, "name", text, "level", "2", "description", text, "rule", text));
        check("a refused import", c.post("/collection/import", teacher, "file", text));
        List.of("rule name", "rule description", "rule text", "refused rule", "import").forEach(this::pair);
        // A session, a table and a student named by the payload, playing the payload's rule.
        long session = c.writtenSession(teacher, text, "express", 3, 2, rule);
        String code = c.code(session);
        long[] at = new long[1];
        String named = c.join(code, text, at);
        String other = c.join(code, "Ana", at);
        String formula = c.join(code, FORMULA, at); // a name a spreadsheet would run, for the teacher's export
        long table = at[0];
        pair("student name");
        scripts.count("formula names in the export");
        check("a table added", c.post("/sessions/" + session + "/tables", teacher, "title", text, "game", "express", "students", "2",
                "rounds", "1", "choice", "written", "rule", rule));
        check("a refused table", c.post("/sessions/" + session + "/tables", teacher, "title", text, "game", "express", "students", "2",
                "rounds", "1", "choice", "written", "rule", text));
        List.of("session title", "table name", "secret rule", "refused table rule").forEach(this::pair);
        check("a refused reclaim", c.post("/join/reclaim", null, "code", code, "name", text + "?"));
        check("a refused join", c.post("/join", null, "code", text, "name", text));
        List.of("reclaimed name", "join code").forEach(this::pair);
        // At the table: a hypothesis, a guess in words (judged by the dealer), a next round with the payload as its rule.
        Classroom.Socket student = c.socket(table, named), second = c.socket(table, other), dealer = c.dealer(table, teacher);
        Classroom.Socket projector = c.socket(table, teacher), third = c.socket(table, formula);
        student.send("{\"type\":\"note\",\"text\":" + Classroom.JSON.writeValueAsString(text) + "}");
        student.settled(); // every socket of the table has the same views by now
        for (Classroom.Socket s : List.of(student, second, third)) { // the student waited for plays, then guesses
            JsonNode seen = s.current();
            String move = AttackCampaign.action("express", seen.get("view"), 0);
            if (move == null) continue;
            for (JsonNode card : seen.get("view").path("hand")) { // a red card, right by the payload's rule, so that a guess may follow
                if (card.path("card").asText().matches(".*[HD]")) move = "{\"kind\":\"play\",\"card\":" + card.path("id").asInt() + "}";
            }
            s.act(move);
            JsonNode played = s.after(seen);
            if (played.get("view").path("allowed").toString().contains("guess")) {
                s.act("{\"kind\":\"guess\",\"text\":" + Classroom.JSON.writeValueAsString(text) + ",\"inWords\":true}");
                s.after(played); // the guess waits for the dealer's verdict
                scripts.count("guesses in words sent");
            }
            break;
        }
        c.post("/tables/" + table + "/verdict/wrong", teacher);
        check("a refused next round", c.post("/tables/" + table + "/next", teacher, "choice", "written", "rule", text));
        c.post("/tables/" + table + "/reveal", teacher);
        List.of("hypothesis", "guess in words", "next round's rule").forEach(this::pair);
        // Practice alone: a note and a guess.
        HttpResponse<String> started = c.post("/practice", null, "level", "1");
        String practice = started.headers().firstValue("Location").orElse("");
        if (practice.startsWith("/practice/")) {
            check("a practice note", c.post(practice + "/note", null, "note", text));
            check("a practice guess", c.post(practice + "/guess", null, "guess", text));
            page(practice, null);
            List.of("practice note", "practice guess").forEach(this::pair);
        } else {
            scripts.fail("no practice game: " + started.statusCode() + " " + started.body());
        }
        // What a page repeats from its address.
        String q = URLEncoder.encode(text, StandardCharsets.UTF_8);
        page("/?rule=" + q + "&cases=" + q, null);
        page("/collection?rule=" + q, teacher);
        page("/join?code=" + q, null);
        List.of("workshop rule", "workshop cases", "collection draft address", "join code address").forEach(this::pair);

        student.settled();
        for (String path : List.of("/sessions", "/sessions/" + session, "/sessions/" + session + "/projector",
                "/sessions/" + session + "/projector.json", "/sessions/" + session + "/debrief", "/sessions/" + session + "/export.csv",
                "/sessions/" + session + "/qr.svg", "/watch/" + table, "/deal/" + table, "/tables/" + table + "/debrief",
                "/tables/" + table + "/status", "/collection", "/collection/export")) {
            page(path, teacher);
        }
        for (String cookie : List.of(named, other)) {
            page("/play/" + table, cookie);
            page("/tables/" + table + "/debrief", cookie);
        }
        for (Classroom.Socket s : List.of(student, second, third, dealer, projector)) {
            for (String line : s.all().split("\n")) {
                scripts.count("socket messages checked");
                try {
                    Classroom.JSON.readTree(line);
                } catch (Exception e) {
                    scripts.fail("a socket message is not JSON: " + line);
                }
            }
            s.ws.abort();
        }
    }

    /** A response to a form post: the page it shows (a refusal repeats what was typed) is checked like any other. */
    private void check(String what, HttpResponse<String> r) {
        if (r.statusCode() >= 500 || Payloads.stackTrace(r.body())) scripts.fail(what + ": " + r.statusCode() + " " + r.body());
        if (!r.body().isEmpty()) markup(what, r);
    }

    private void page(String path, String cookie) throws Exception {
        HttpResponse<String> r = AttackCampaign.timed(scripts, () -> c.get(path, cookie));
        if (r.statusCode() >= 400) scripts.fail(path + ": " + r.statusCode() + " " + r.body());
        markup(path, r);
    }

    /** HTML and SVG must hold every payload inert; JSON must still read as JSON; a CSV or a rule file must not be served as HTML. */
    private void markup(String where, HttpResponse<String> r) {
        String type = r.headers().firstValue("Content-Type").orElse("");
        String body = r.body();
        if (type.startsWith("text/html") || type.startsWith("image/svg")) {
            scripts.count("pages checked");
            for (Payloads.Script p : Payloads.SCRIPTS) {
                for (String live : Payloads.live(body, p)) scripts.fail(where + " shows " + p.text() + " live: " + live);
                if (body.contains(p.marker())) shown.merge(p.marker(), 1, Integer::sum);
            }
        } else if (type.startsWith("application/json")) {
            scripts.count("JSON answers checked");
            try {
                Classroom.JSON.readTree(body);
            } catch (Exception e) {
                scripts.fail(where + " is not JSON: " + body);
            }
        } else if (type.startsWith("text/csv")) {
            scripts.count("files checked (not HTML)");
            try {
                for (var row : org.apache.commons.csv.CSVFormat.RFC4180.parse(new java.io.StringReader(body))) {
                    for (String cell : row) {
                        scripts.count("export cells checked");
                        if (!cell.isEmpty() && "=+-@\t\r".indexOf(cell.charAt(0)) >= 0 && !cell.matches("-?\\d+")) {
                            scripts.fail(where + " has a cell a spreadsheet would run: " + cell);
                        }
                    }
                }
            } catch (java.io.IOException e) {
                scripts.fail(where + " is not CSV: " + e);
            }
        } else if (!body.isEmpty() && !type.startsWith("text/plain")) {
            scripts.fail(where + " is served as " + type);
        } else if (!body.isEmpty()) {
            scripts.count("files checked (not HTML)");
        }
    }

    // ---------------------------------------------------------------- SQL injection

    private final AttackCampaign.Category sql = new AttackCampaign.Category("SQL injection");

    AttackCampaign.Category sql() throws Exception {
        Map<String, Long> before = rowCounts();
        AttackCampaign.Played express = a.played.get("express");
        long session = express.session(), table = express.table();
        String teacher = a.teacherA;
        String practice = c.post("/practice", null, "level", "1").headers().firstValue("Location").orElse("/practice/none");
        Map<String, String[]> forms = new LinkedHashMap<>();
        forms.put("/sessions", new String[] {"title", "T", "game", "express", "students", "3", "rounds", "1", "choice", "written",
                "rule", "card is red", "classSize", "3", "lesson", ""});
        forms.put("/sessions/" + session + "/tables", new String[] {"title", "T", "game", "express", "students", "3", "rounds", "1",
                "choice", "written", "rule", "card is red"});
        forms.put("/collection", new String[] {"name", "N", "level", "1", "description", "D", "rule", "card is red"});
        forms.put("/collection/import", new String[] {"file", "x"});
        forms.put("/tables/" + table + "/next", new String[] {"choice", "written", "rule", "card is red"});
        forms.put("/tables/" + table + "/computers", new String[] {"computers", "none"});
        forms.put("/sessions/" + session + "/lesson", new String[] {"lesson", "almost-right"});
        forms.put("/join", new String[] {"code", express.code(), "name", "N"});
        forms.put("/join/reclaim", new String[] {"code", express.code(), "name", "N"});
        forms.put("/signup", new String[] {"email", "e@school.example", "name", "N", "password", "correct horse battery"});
        forms.put("/signin", new String[] {"email", "rivera@school.example", "password", "wrong"});
        forms.put("/practice", new String[] {"level", "1"});
        forms.put(practice + "/play", new String[] {"card", "QS"});
        forms.put(practice + "/guess", new String[] {"guess", "card is red"});
        forms.put(practice + "/note", new String[] {"note", "card is red"});
        forms.put("/api/check", new String[] {"rule", "card is red", "profile", "no"});
        int k = 0;
        for (String payload : Payloads.SQL) {
            for (Map.Entry<String, String[]> form : forms.entrySet()) {
                String[] fields = form.getValue();
                for (int i = 0; i < fields.length; i += 2) {
                    String[] sent = fields.clone();
                    sent[i + 1] = payload;
                    if (sent[i].equals("email") && form.getKey().equals("/signup")) sent[i + 1] = payload + (k++) + "@x.example";
                    boolean anonymous = form.getKey().startsWith("/join") || form.getKey().startsWith("/sign")
                            || form.getKey().startsWith("/practice") || form.getKey().startsWith("/api");
                    HttpResponse<String> r = AttackCampaign.timed(sql, () -> c.post(form.getKey(), anonymous ? null : teacher, sent));
                    answered("POST " + form.getKey() + " " + sent[i] + "=" + payload, r);
                    if (form.getKey().equals("/signin") && r.statusCode() == 302) sql.fail("signed in with " + payload);
                    if (form.getKey().equals("/join") && sent[i].equals("code") && r.statusCode() == 302) sql.fail("joined with the code " + payload);
                }
            }
            String id = URLEncoder.encode(payload, StandardCharsets.UTF_8).replace("+", "%20");
            for (String path : List.of("/sessions/%s", "/sessions/%s/projector.json", "/sessions/%s/export.csv", "/sessions/%s/debrief",
                    "/tables/%s/debrief", "/tables/%s/status", "/play/%s", "/watch/%s", "/deal/%s", "/practice/%s", "/cards/%s",
                    "/join/wait?table=%s", "/join?code=%s", "/?rule=%s", "/collection?rule=%s", "/sessions/" + session + "/debrief?round=%s")) {
                String p = String.format(path, id);
                answered("GET " + p, AttackCampaign.timed(sql, () -> c.get(p, teacher)));
            }
            for (String path : List.of("/collection/%s/delete", "/tables/%s/pause", "/sessions/%s/lock")) {
                String p = String.format(path, id);
                answered("POST " + p, AttackCampaign.timed(sql, () -> c.post(p, teacher)));
            }
            String cookieValue = id.replace(";", "%3B");
            answered("a seat cookie", c.get("/play/" + table, TableSockets.seatCookie(table) + "=" + cookieValue));
            answered("a sign-in cookie", c.get("/sessions", TeacherLogin.COOKIE + "=" + cookieValue));
            Classroom.Socket s;
            try {
                s = c.new Socket(table, TableSockets.seatCookie(table) + "=" + cookieValue, "");
                JsonNode m = s.next();
                sql.count("attempts");
                if (!m.path("type").asText().equals("error")) sql.fail("a socket with the seat cookie " + payload + " got " + m);
                s.ws.abort();
            } catch (Exception refused) {
                sql.count("attempts");
            }
        }
        // What was typed is stored as typed, and nothing was dropped or emptied.
        for (String payload : Payloads.SQL) {
            boolean kept = c.db.classSessions().listByTeacher(a.teacherId(teacher)).stream().anyMatch(x -> x.title().equals(payload));
            if (!kept) sql.fail("a session titled " + payload + " was not stored as typed");
        }
        Map<String, Long> after = rowCounts();
        if (!before.keySet().equals(after.keySet())) sql.fail("the store's tables changed: " + before.keySet() + " -> " + after.keySet());
        before.forEach((t, n) -> {
            if (after.getOrDefault(t, -1L) < n) sql.fail("rows went missing from " + t + ": " + n + " -> " + after.get(t));
        });
        sql.count("store tables intact", after.size());
        return sql;
    }

    private void answered(String what, HttpResponse<String> r) {
        sql.count("attempts");
        if (r.statusCode() >= 500 || Payloads.stackTrace(r.body())) sql.fail(what + ": " + r.statusCode() + " " + r.body());
    }

    private Map<String, Long> rowCounts() {
        return c.db.jdbi().withHandle(h -> {
            Map<String, Long> out = new java.util.TreeMap<>();
            for (String t : h.createQuery("SELECT name FROM sqlite_master WHERE type = 'table'").mapTo(String.class).list()) {
                out.put(t, h.createQuery("SELECT COUNT(*) FROM \"" + t + "\"").mapTo(Long.class).one());
            }
            return out;
        });
    }
}
