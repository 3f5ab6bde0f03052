package eleusis.web;

import eleusis.store.Database;
import io.javalin.Javalin;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.openqa.selenium.By;
import org.openqa.selenium.Dimension;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.OutputType;
import org.openqa.selenium.TakesScreenshot;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.support.ui.Select;
import org.openqa.selenium.support.ui.WebDriverWait;

/**
 * What the browser tests share: the app on 127.0.0.1, port 0 (computer players without delay), and
 * real headless Chromium windows (Debian's chromium and chromium-driver, which .ci/run installs),
 * started so that Selenium never looks for a driver on the network.
 */
// The slow tier (mvn verify; see pom.xml): every class that extends this one.
@Tag("browser")
@ExtendWith(Chromes.Lender.class)
abstract class BrowserTestBase {
    @TempDir
    Path data;
    Database db;
    Javalin app;
    String base;
    private final List<WebDriver> browsers = new ArrayList<>();

    private Chromes chromes;

    @BeforeEach
    void startApp(Chromes chromes) {
        this.chromes = chromes;
        db = Database.open(data, null).passwordCost(Classroom.PASSWORD_COST);
        app = WebApp.create(AppConfig.of(db).computerDelay(0)).start("127.0.0.1", 0);
        base = "http://127.0.0.1:" + app.port();
    }

    /** The browsers go back clean (their pages and sockets closed) while the server still runs, as a class leaves. */
    @AfterEach
    void stopApp() {
        for (WebDriver b : browsers) chromes.giveBack((ChromeDriver) b, base);
        app.stop();
        db.close();
    }

    /** A headless Chromium window of its own (cookies, storage), at 1200x1400, on a blank page. */
    WebDriver browser() throws Exception {
        WebDriver b = chromes.take();
        browsers.add(b);
        return b;
    }

    static void fill(WebDriver b, String id, String text) {
        WebElement e = b.findElement(By.id(id));
        e.clear();
        e.sendKeys(text);
    }

    /** Waits up to 15 s, looking often; a page redrawn meanwhile is simply looked at again. */
    static WebDriverWait waitFor(WebDriver b) {
        WebDriverWait w = new WebDriverWait(b, Duration.ofSeconds(15), Duration.ofMillis(25));
        w.ignoring(org.openqa.selenium.StaleElementReferenceException.class);
        // A form's post reloads the page: an element found on the old page may be read as the new one
        // replaces it, which Chrome reports as "Node with given id does not belong to the document", a
        // plain WebDriverException rather than a stale element. Polled again like one; a wait that
        // never comes true still fails at its timeout, with the last error.
        w.ignoring(org.openqa.selenium.WebDriverException.class);
        return w;
    }

    /** Signs a teacher up in this browser. */
    void signUp(WebDriver teacher) {
        teacher.get(base + "/signup");
        fill(teacher, "email", "t@school.example");
        fill(teacher, "name", "Ms Teacher");
        fill(teacher, "password", "correct horse");
        teacher.findElement(By.cssSelector("form button[type=submit]")).click();
        // Until the answer has come (and set the sign-in cookie): a page asked for sooner cancels the
        // post, and the teacher was found signed out (the sign-in page, in the browser's language).
        waitFor(teacher).until(b -> !b.getCurrentUrl().contains("/signup"));
    }

    /** Starts a session from the form at /sessions; answers its join code as the console shows it. */
    String startSession(WebDriver teacher, String game, int students, String rule) {
        // The machine scientist is the form's choice for empty seats: these tests seat their students one
        // browser at a time after Start, so nobody plays the seats meanwhile (the extra modes ignore it).
        List<String> fields = new ArrayList<>(List.of("title", "Period 3", "game", game, "students", Integer.toString(students),
                "computers", "none"));
        if (rule != null) fields.addAll(List.of("rule", rule));
        String code = createSession(teacher, fields.toArray(String[]::new));
        pressStart(teacher);
        return code;
    }

    /**
     * Fills the form at /sessions as a teacher would, field by field in the order given ({@code fields}:
     * a field's id, then its value; a list is chosen from, a box typed into; a lesson chosen first
     * fills in what it decides), and sends it. Answers the join code the console shows; the session
     * waits in its lobby until {@link #pressStart}.
     */
    String createSession(WebDriver teacher, String... fields) {
        teacher.get(base + "/sessions");
        for (int i = 0; i < fields.length; i += 2) {
            WebElement field = teacher.findElement(By.id(fields[i]));
            if (field.getTagName().equals("select")) new Select(field).selectByValue(fields[i + 1]);
            else fill(teacher, fields[i], fields[i + 1]);
        }
        teacher.findElement(By.cssSelector("form[action='/sessions'] button[type=submit]")).click();
        return waitFor(teacher).until(b -> b.findElement(By.cssSelector(".join-code strong"))).getText();
    }

    /** The session was made in its lobby (the form's default): the teacher starts it from the console. */
    void pressStart(WebDriver teacher) {
        teacher.findElement(By.cssSelector("button.start")).click();
        waitFor(teacher).until(b -> b.findElements(By.cssSelector("button.start")).isEmpty());
    }

    /** A student joins in a browser of their own. */
    WebDriver join(String code, String name) throws Exception {
        return join(code, name, null);
    }

    /** A student joins in a browser of their own, its interface in {@code lang} (null: the browser's own). */
    WebDriver join(String code, String name, String lang) throws Exception {
        WebDriver s = browser();
        s.get(base + "/join?code=" + code + (lang == null ? "" : "&lang=" + lang));
        fill(s, "name", name);
        s.findElement(By.cssSelector("form button[type=submit]")).click();
        waitFor(s).until(b -> b.getCurrentUrl().contains("/play/"));
        return s;
    }

    /** The browser's cookies as a Cookie header: to open its sockets, or to call the server as it would. */
    static String cookieOf(WebDriver b) {
        StringBuilder out = new StringBuilder();
        for (var c : b.manage().getCookies()) out.append(out.length() > 0 ? "; " : "").append(c.getName()).append('=').append(c.getValue());
        return out.toString();
    }

    /** Signs {@code b} in with a Cookie header (as {@link Classroom#teacher} answers it). */
    void signIn(WebDriver b, String cookie) {
        b.get(base + "/rules"); // a page of the site first: a cookie is set for the site the browser is on
        for (String part : cookie.split(";\\s*")) {
            int eq = part.indexOf('=');
            b.manage().addCookie(new org.openqa.selenium.Cookie(part.substring(0, eq), part.substring(eq + 1)));
        }
    }

    /** Signs {@code to} in as whoever {@code from} is signed in as (the teacher's projector). */
    void copyLogin(WebDriver from, WebDriver to) {
        to.get(base + "/rules");
        for (var c : from.manage().getCookies()) to.manage().addCookie(c);
    }

    long tableOf(String code) {
        return db.tables().listBySession(db.classSessions().findByCode(code).orElseThrow().id()).get(0).id();
    }

    /** With -Dscreenshots=DIR: the page at that size, as DIR/name.png. */
    static void shoot(WebDriver b, String name, int width, int height) throws Exception {
        shoot(b, name, width, height, null);
    }

    /** The same, scrolled so that the element {@code css} names is at the top. */
    static void shoot(WebDriver b, String name, int width, int height, String css) throws Exception {
        String dir = System.getProperty("screenshots");
        if (dir == null) return;
        b.manage().window().setSize(new Dimension(width, height));
        Thread.sleep(300);
        if (css != null) ((JavascriptExecutor) b).executeScript("document.querySelector(arguments[0]).scrollIntoView()", css);
        Files.createDirectories(Path.of(dir));
        Files.write(Path.of(dir, name + ".png"), ((TakesScreenshot) b).getScreenshotAs(OutputType.BYTES));
    }
}
