package eleusis.web;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.javalin.Javalin;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.WebDriver;

/**
 * The cookie-tossing attack in a real browser: a page served from another port of the same host
 * writes its own sign-in cookie for {@code /sessions}. Cookies do not keep ports apart, so the
 * teacher's browser sends both there. The app refuses to guess which is whose, shows neither account,
 * and clears both, so the teacher signs in again into their own.
 */
class BrowserCookieTossingTest extends BrowserTestBase {
    @Test
    void aPageOnAnotherPortCannotSignTheTeachersBrowserIntoItsAccount() throws Exception {
        String planted = Classroom.cookie(new Classroom("127.0.0.1:" + app.port()).post("/signup", null,
                "email", "prankster@elsewhere.example", "name", "Prankster", "password", "correct horse battery"));
        String token = planted.split("; ")[0].replace(TeacherLogin.COOKIE + "=", "");
        Javalin other = Javalin.create(c -> c.routes.get("/", ctx -> ctx.html("<!doctype html><title>games</title><script>"
                + "document.cookie = '" + TeacherLogin.COOKIE + "=" + token + "; path=/sessions';"
                + "document.title = 'planted';</script>"))).start("127.0.0.1", 0);
        try {
            WebDriver teacher = browser();
            signUp(teacher);
            teacher.get(base + "/sessions");
            assertTrue(teacher.getPageSource().contains("Ms Teacher"), "signed in as herself");

            teacher.get("http://127.0.0.1:" + other.port() + "/");
            waitFor(teacher).until(b -> "planted".equals(b.getTitle()));

            teacher.get(base + "/sessions");
            String refused = teacher.findElement(By.tagName("body")).getText();
            assertTrue(refused.contains("two sign-in cookies"), refused);
            assertFalse(refused.contains("Prankster"), "the planted account is not shown");

            // Both copies are gone: the app asks her to sign in, and then she is herself again.
            teacher.get(base + "/sessions");
            waitFor(teacher).until(b -> b.getCurrentUrl().endsWith("/signin"));
            BrowserTestBase.fill(teacher, "email", "t@school.example");
            BrowserTestBase.fill(teacher, "password", "correct horse");
            teacher.findElement(By.cssSelector("form button[type=submit]")).click();
            teacher.get(base + "/sessions");
            assertTrue(teacher.getPageSource().contains("Ms Teacher"), "her own account again");
            assertFalse(teacher.getPageSource().contains("Prankster"));
        } finally {
            other.stop();
        }
    }
}
