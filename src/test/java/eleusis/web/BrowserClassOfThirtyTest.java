package eleusis.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.Dimension;
import org.openqa.selenium.WebDriver;

/**
 * A lesson of 30 students at 5 tables of 6 (issue 12), from the lobby to the final ranking: the
 * teacher and the class projector in real browsers, two students on phones in real browsers and 28
 * on scripted sockets. Each table plays until a student guesses the rule (Express, one round); the
 * projector shows who found it and the points, and never the rule before the teacher reveals it.
 */
class BrowserClassOfThirtyTest extends BrowserTestBase {
    private static final String RULE = "card.color != last.color";

    @Test
    void aLessonOfThirtyFromTheLobbyToTheRanking() throws Exception {
        WebDriver teacher = browser();
        signUp(teacher);
        String code = createSession(teacher, "title", "Period 3", "students", "6", "rounds", "1", "rule", RULE, "classSize", "30");
        String console = teacher.getCurrentUrl();
        WebDriver projector = browser();
        projector.manage().window().setSize(new Dimension(1920, 1080));
        copyLogin(teacher, projector);
        projector.get(console + "/projector");

        // The lobby fills: two on phones, 28 by script.
        List<WebDriver> phones = new ArrayList<>();
        for (String name : List.of("Ana", "Bo")) {
            WebDriver p = join(code, name);
            p.manage().window().setSize(new Dimension(390, 844));
            phones.add(p);
        }
        // Bo reads the table in Spanish: one class, two languages.
        phones.get(1).get(phones.get(1).getCurrentUrl() + "?lang=es");
        try (Classroom c = new Classroom(base.replace("http://", ""))) {
            Map<Long, List<Classroom.Socket>> tables = new LinkedHashMap<>();
            for (int i = 0; i < 28; i++) {
                long[] t = new long[1];
                String cookie = c.join(code, "Student " + i, t);
                tables.computeIfAbsent(t[0], k -> new ArrayList<>()).add(c.socket(t[0], cookie));
            }
            // The phones' seats are played by script too, on a socket of their own with the phone's cookie.
            for (WebDriver p : phones) {
                long t = Long.parseLong(p.getCurrentUrl().replaceAll(".*/play/", "").replaceAll("\\?.*", ""));
                tables.computeIfAbsent(t, k -> new ArrayList<>()).add(c.socket(t, cookieOf(p)));
            }
            assertEquals(5, tables.size());
            for (List<Classroom.Socket> table : tables.values()) assertEquals(6, table.size());
            waitFor(projector).until(b -> b.findElements(By.cssSelector("#projector-names li")).size() == 30);
            teacher.get(console);
            assertTrue(teacher.findElement(By.cssSelector(".class-controls .lobby")).getText().contains("30 students have joined"));
            // With -Dscreenshots=DIR, each screen at each stage, to look at.
            shoot(projector, "1-projector-lobby", 1920, 1080);
            shoot(teacher, "1-console-lobby", 1920, 1080);
            shoot(phones.get(0), "1-phone-lobby", 390, 844);
            shoot(phones.get(1), "1-phone-lobby-es", 390, 844);
            pressStart(teacher);
            waitFor(phones.get(0)).until(b -> !b.findElements(By.cssSelector("#hand > *")).isEmpty());
            waitFor(projector).until(b -> !b.findElements(By.cssSelector(".projector.stage-play .projector-mainline")).isEmpty());
            shoot(projector, "2-projector-started", 1920, 1080);
            shoot(teacher, "2-console-started", 1920, 1080);
            shoot(phones.get(0), "2-phone-started", 390, 844);
            shoot(phones.get(1), "2-phone-started-es", 390, 844);

            // Each table plays until someone guesses the rule; the phones' tables are played by script too.
            for (List<Classroom.Socket> table : tables.values()) playUntilFound(table);
            // The phones show the end too, each in its reader's language.
            waitFor(phones.get(0)).until(b -> b.findElement(By.id("events")).getText().contains("The game is over."));
            waitFor(phones.get(1)).until(b -> b.findElement(By.id("events")).getText().contains("La partida ha terminado."));
            // Each phone says who found the rule and where its student stands.
            String anaEnd = phones.get(0).findElement(By.cssSelector("#banner .result")).getText();
            assertTrue(anaEnd.matches("(?s).*found the rule!.*You have \\d+ points?: place \\d of 6\\..*"), anaEnd);
            String boEnd = phones.get(1).findElement(By.cssSelector("#banner .result")).getText();
            assertTrue(boEnd.matches("(?s).*(ha encontrado|Has encontrado) la regla!.*Tienes \\d+ puntos?: puesto \\d de 6\\..*"), boEnd);
            JsonNode state = Classroom.JSON.readTree(c.get(console.replace(base, "") + "/projector.json", cookieOf(teacher)).body());
            for (JsonNode t : state.get("tables")) {
                assertFalse(t.toString().contains(RULE), "no rule on the projector before the reveal: " + t);
                assertTrue(t.get("over").asBoolean(), t.get("name") + " is over: " + t);
                assertFalse(t.get("foundBy").isNull(), t.get("name") + ": who found the rule");
            }
            waitFor(projector).until(b -> b.findElements(By.cssSelector("#projector-end .found")).size() == 5);
            assertEquals(5, projector.findElements(By.cssSelector("#projector-end .ranking")).size());
            assertFalse(projector.getPageSource().contains(RULE), "the rule is not shown before the reveal");
            shoot(projector, "3-projector-found", 1920, 1080);
            teacher.get(console);
            shoot(teacher, "3-console-found", 1920, 1080);
            shoot(phones.get(0), "3-phone-found", 390, 844);
            shoot(phones.get(0), "3-phone-found-events", 390, 844, "#events");
            shoot(phones.get(1), "3-phone-found-es", 390, 844, "#events");
            // The same ends in Italian on the projector and in French on the console.
            projector.get(console + "/projector?lang=it");
            waitFor(projector).until(b -> b.findElements(By.cssSelector("#projector-end .found")).size() == 5
                    && b.findElement(By.cssSelector("#projector-end .found")).getText().contains("ha trovato la regola"));
            shoot(projector, "3-projector-found-it", 1920, 1080);
            teacher.get(console + "?lang=fr");
            shoot(teacher, "3-console-found-fr", 1920, 1080);

            // Revealed to the whole class at once: now the projector shows every rule.
            teacher.get(console);
            teacher.findElement(By.cssSelector("form[action$='/reveal-all']")).submit();
            acceptConfirm(teacher);
            // Every table plays the same rule: the projector shows it once (issue 24).
            waitFor(projector).until(b -> b.findElements(By.cssSelector("#projector-reveal .revealed")).size() == 1);
            assertTrue(projector.getPageSource().contains(RULE));
            shoot(projector, "4-projector-revealed", 1920, 1080);
        }
    }

    /** The table's students play (first card, or end the turn) until one, just after a correct play, guesses the rule. */
    private static void playUntilFound(List<Classroom.Socket> table) throws Exception {
        for (int move = 0; move < 400; move++) {
            // Every socket of the table first has the newest view (each move is sent to all of them).
            int top = 0;
            for (Classroom.Socket s : table) top = Math.max(top, s.current().get("seq").asInt());
            for (Classroom.Socket s : table) {
                for (int i = 0; i < 2_000 && s.current().get("seq").asInt() < top; i++) Thread.sleep(5);
            }
            JsonNode v = table.get(0).current().get("view");
            if (v.get("phase").asText().equals("game_over") || v.get("phase").asText().equals("round_over")) return;
            int turn = v.get("waitingFor").get(0).asInt();
            Classroom.Socket mover = null;
            for (Classroom.Socket s : table) if (s.current().get("view").get("you").asInt() == turn) mover = s;
            if (mover == null) throw new AssertionError("nobody at seat " + turn);
            JsonNode mine = mover.current().get("view");
            int seq = mover.current().get("seq").asInt();
            String allowed = mine.get("allowed").toString();
            if (allowed.contains("guess")) mover.act("{\"kind\":\"guess\",\"text\":\"" + RULE + "\"}");
            else if (allowed.contains("end_turn")) mover.act("{\"kind\":\"end_turn\"}");
            else mover.act("{\"kind\":\"play\",\"card\":" + mine.get("hand").get(0).get("id").asInt() + "}");
            JsonNode answer = mover.until(m -> m.path("type").asText().equals("refused") || m.path("type").asText().equals("error")
                    || (m.path("type").asText().equals("view") && m.get("seq").asInt() > seq));
            if (!answer.path("type").asText().equals("view")) throw new AssertionError("refused: " + answer + " for " + mine);
        }
        throw new AssertionError("no one found the rule in 400 moves");
    }

    private static void acceptConfirm(WebDriver b) {
        try {
            b.switchTo().alert().accept();
        } catch (org.openqa.selenium.NoAlertPresentException none) {
            // submit() skips the form's submit event in some drivers: no question was asked
        }
    }
}
