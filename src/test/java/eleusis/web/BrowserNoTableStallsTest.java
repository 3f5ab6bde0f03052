package eleusis.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.Dimension;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.support.ui.Select;

/**
 * Issue 24 in real browsers: the console names the tables that cannot move next to Start and after
 * it, and keeps that true while students join; a student who joins a full class is seated at a new
 * table or told why not, and the console says so; the workshop saves its rule to "My rules". With
 * -Dscreenshots=DIR each screen is saved at 1920x1080 and 390x844, in English and Spanish or Italian;
 * axe finds no violation on any of them.
 */
class BrowserNoTableStallsTest extends BrowserTestBase {
    private static final String RULE = "card.color != last.color";

    /** Starts a session from the form, as a teacher would; answers the console's address. */
    private String session(WebDriver teacher, int students, int classSize, String computers) {
        List<String> fields = new ArrayList<>(List.of("title", "Period 3", "students", Integer.toString(students), "rule", RULE,
                "classSize", Integer.toString(classSize)));
        if (computers != null) fields.addAll(List.of("computers", computers));
        createSession(teacher, fields.toArray(String[]::new));
        return teacher.getCurrentUrl();
    }

    private static String notices(WebDriver b) {
        return b.findElement(By.id("class-notices")).getText();
    }

    @Test
    void theConsoleNamesTheTablesThatCannotMoveNextToStartAndAfterIt() throws Exception {
        List<String> axe = new ArrayList<>();
        WebDriver teacher = browser();
        signUp(teacher);
        String console = session(teacher, 4, 6, "none");
        String code = teacher.findElement(By.cssSelector(".join-code strong")).getText();
        assertEquals(2, db.tables().listBySession(db.classSessions().findByCode(code).orElseThrow().id()).size());
        String lobby = notices(teacher);
        assertTrue(lobby.contains("Before you press Start: 2 tables cannot move"), lobby);
        assertTrue(lobby.contains("Table 1 and Table 2: no student sits there yet"), lobby);
        // Next to Start: the notice comes right before the class's controls, where Start is.
        assertTrue((Boolean) ((org.openqa.selenium.JavascriptExecutor) teacher).executeScript(
                "return document.querySelector('#class-notices ~ .console-top section.class-controls button.start') !== null"));

        // Ana joins: the console says so within a few seconds, without a reload.
        try (Classroom c = new Classroom(base.replace("http://", ""))) {
            c.join(code, "Ana", null);
        }
        waitFor(teacher).until(b -> notices(b).contains("Table 1: seats 2 and 3 are empty and nobody plays them"));
        assertTrue(notices(teacher).contains("Table 2: no student sits there yet"));
        waitFor(teacher).until(b -> b.findElement(By.cssSelector(".class-controls .lobby")).getText()
                .startsWith("Lobby: 1 student has joined."));
        shoot(teacher, "stalls-1-console-lobby-en-1920", 1920, 1080);
        shoot(teacher, "stalls-1-console-lobby-en-390", 390, 844, "#class-notices");
        BrowserAxeTest.check(teacher, console, axe);

        teacher.get(console + "?lang=es");
        assertTrue(notices(teacher).contains("Antes de empezar la partida: 2 mesas no pueden avanzar"), notices(teacher));
        shoot(teacher, "stalls-2-console-lobby-es-1920", 1920, 1080);
        shoot(teacher, "stalls-2-console-lobby-es-390", 390, 844, "#class-notices");
        teacher.manage().window().setSize(new Dimension(1920, 1080));
        pressStart(teacher);
        String started = notices(teacher);
        assertTrue(started.startsWith("2 mesas no pueden avanzar"), started);
        assertTrue(started.contains("Mesa 1: los puestos 2 y 3 están vacíos y nadie los juega"), started);
        assertTrue(started.contains("Mesa 2: todavía no hay ningún alumno sentado"), started);
        shoot(teacher, "stalls-3-console-started-es-1920", 1920, 1080);
        shoot(teacher, "stalls-3-console-started-es-390", 390, 844, "#class-notices");
        BrowserAxeTest.check(teacher, console, axe);
        assertEquals(List.of(), axe, "axe violations");
    }

    @Test
    void aStudentWhoJoinsAFullClassIsSeatedAtANewTableOrToldWhyAndTheConsoleSaysSo() throws Exception {
        List<String> axe = new ArrayList<>();
        WebDriver teacher = browser();
        signUp(teacher);
        teacher.manage().window().setSize(new Dimension(1920, 1080));
        String console = session(teacher, 2, 2, null);
        String code = teacher.findElement(By.cssSelector(".join-code strong")).getText();
        try (Classroom c = new Classroom(base.replace("http://", ""))) {
            c.join(code, "Ana", null);
            c.join(code, "Bo", null);
        }
        // Cy, on a phone in Italian, joins the full class: a table is opened for him.
        WebDriver cy = join(code, "Cy", "it");
        cy.manage().window().setSize(new Dimension(390, 844));
        long session = db.classSessions().findByCode(code).orElseThrow().id();
        assertEquals(2, db.tables().listBySession(session).size());
        assertTrue(cy.getCurrentUrl().endsWith("/play/" + db.tables().listBySession(session).get(1).id()));
        // The console shows the new table (it reloads for it) and why it is there.
        waitFor(teacher).until(b -> b.findElements(By.cssSelector(".console-table")).size() == 2);
        waitFor(teacher).until(b -> notices(b).contains("Every seat was taken when Cy joined: a new table, Table 2, was opened"));
        shoot(teacher, "late-1-console-opened-en-1920", 1920, 1080);

        // Closed to new students: Dee (Italian) and Eve (English) are told so, and the console shows it.
        teacher.findElement(By.cssSelector("form[action$='/lock'] button")).click();
        waitFor(teacher).until(b -> !b.findElements(By.cssSelector("form[action$='/unlock']")).isEmpty());
        for (String[] student : new String[][] {{"Dee", "it", "questa classe non accetta più nuovi studenti; il tuo docente vede che hai provato"},
                {"Eve", "en", "this class is closed to new students; your teacher can see that you tried"}}) {
            WebDriver phone = browser();
            phone.get(base + "/join?code=" + code + "&lang=" + student[1]);
            fill(phone, "name", student[0]);
            phone.findElement(By.cssSelector("form[action='/join'] button[type=submit]")).click();
            String told = waitFor(phone).until(b -> b.findElement(By.cssSelector(".form-error"))).getText();
            assertTrue(told.startsWith(student[2]), told);
            shoot(phone, "late-2-join-locked-" + student[1] + "-390", 390, 844);
            shoot(phone, "late-2-join-locked-" + student[1] + "-1920", 1920, 1080);
            phone.manage().window().setSize(new Dimension(390, 844));
            BrowserAxeTest.run(phone, "/join (the class is closed, " + student[1] + ")", axe);
        }
        waitFor(teacher).until(b -> notices(b).contains("Eve tried to join, but the class is closed to new students. Open it again to let them in."));
        assertTrue(notices(teacher).contains("Dee tried to join"));
        shoot(teacher, "late-3-console-locked-en-1920", 1920, 1080);
        shoot(teacher, "late-3-console-locked-en-390", 390, 844, "#class-notices");
        teacher.get(console + "?lang=it");
        assertTrue(notices(teacher).contains("Dee ha provato a entrare, ma la classe è chiusa ai nuovi studenti."), notices(teacher));
        shoot(teacher, "late-4-console-locked-it-1920", 1920, 1080);
        shoot(teacher, "late-4-console-locked-it-390", 390, 844, "#class-notices");
        BrowserAxeTest.check(teacher, console, axe);
        assertEquals(List.of(), axe, "axe violations");
    }

    @Test
    void theWorkshopSavesItsRuleToMyRules() throws Exception {
        List<String> axe = new ArrayList<>();
        String rule = "if last is face then card is number else card.rank > last.rank";
        String page = base + "/?rule=" + java.net.URLEncoder.encode(rule, java.nio.charset.StandardCharsets.UTF_8);
        WebDriver visitor = browser();
        visitor.manage().window().setSize(new Dimension(390, 844));
        visitor.get(page + "&lang=es");
        String told = visitor.findElement(By.cssSelector("p.workshop-save")).getText();
        assertTrue(told.startsWith("«Mis reglas» guarda las reglas de un docente que ha iniciado sesión."), told);
        shoot(visitor, "workshop-1-visitor-es-390", 390, 844, "p.workshop-save");
        BrowserAxeTest.check(visitor, page, axe);
        // Signing in from there lands on the save form, the rule in it.
        visitor.findElement(By.cssSelector("p.workshop-save a[href^='/signup']")).click();
        fill(visitor, "email", "t@school.example");
        fill(visitor, "name", "Ms Teacher");
        fill(visitor, "password", "correct horse");
        visitor.findElement(By.cssSelector("form button[type=submit]")).click();
        waitFor(visitor).until(b -> b.getCurrentUrl().contains("/collection?rule="));
        assertEquals(rule, visitor.findElement(By.id("rule")).getAttribute("value"));

        // Signed in, the workshop saves it itself.
        WebDriver teacher = visitor;
        teacher.manage().window().setSize(new Dimension(1920, 1080));
        teacher.get(page + "&lang=en");
        teacher.findElement(By.cssSelector("details.workshop-save summary")).click();
        fill(teacher, "save-name", "Faces then numbers");
        new Select(teacher.findElement(By.id("save-level"))).selectByVisibleText("2");
        fill(teacher, "save-description", "After a face, a number; otherwise higher.");
        shoot(teacher, "workshop-2-save-en-1920", 1920, 1080, "details.workshop-save");
        shoot(teacher, "workshop-2-save-en-390", 390, 844, "details.workshop-save");
        BrowserAxeTest.run(teacher, "/ (the workshop's save form, open)", axe);
        teacher.findElement(By.cssSelector("details.workshop-save button[type=submit]")).click();
        waitFor(teacher).until(b -> b.getCurrentUrl().endsWith("/collection"));
        assertTrue(teacher.findElement(By.cssSelector(".form-ok")).getText().contains("Saved “Faces then numbers”."));
        String table = teacher.findElement(By.cssSelector("table.verdicts")).getText();
        assertTrue(table.contains("Faces then numbers") && table.contains(rule) && table.contains("2"), table);
        assertEquals(List.of(), axe, "axe violations");
    }
}
