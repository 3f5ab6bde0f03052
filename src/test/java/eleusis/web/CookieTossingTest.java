package eleusis.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.http.HttpResponse;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Login CSRF by cookie tossing: a page on another port of the app's host (or a sibling domain) can
 * write the sign-in cookie for a more specific path, {@code eleusis_teacher=<its own>; path=/sessions},
 * and the browser then sends it first, before the teacher's own. A request that carries the
 * sign-in cookie twice is refused: nothing is done, neither account is shown, and both copies are
 * expired on every path the planted one can have.
 */
class CookieTossingTest extends ClassroomOnPort {
    @Test
    void aRequestWithTwoSignInCookiesIsRefusedAndSignsOutOnEveryPath() throws Exception {
        String rivera = login(c.teacher("rivera@school.example"));
        String planted = login(c.teacher("prankster@elsewhere.example"));
        // The browser's order: the cookie of the longer path first.
        String both = planted + "; " + rivera;

        HttpResponse<String> page = c.get("/sessions", both);
        assertEquals(400, page.statusCode(), page.body());
        assertTrue(page.body().contains("two sign-in cookies"), page.body());
        assertFalse(page.body().contains("prankster") || page.body().contains("rivera"), "no account is shown: " + page.body());
        List<String> expired = page.headers().allValues("Set-Cookie");
        for (String path : List.of("/", "/sessions")) {
            assertTrue(expired.stream().anyMatch(h -> h.startsWith(TeacherLogin.COOKIE + "=;") && h.contains("Path=" + path + ";")
                    && (h.contains("Max-Age=0") || h.contains("Expires=Thu, 01 Jan 1970"))), "expired on " + path + ": " + expired);
        }

        // A class made with both cookies lands in no account.
        HttpResponse<String> made = c.post("/sessions", both, "title", "Period 3", "game", "eleusis", "students", "4",
                "rounds", "1", "choice", "written", "rule", "card is red");
        assertEquals(400, made.statusCode(), made.body());
        for (String email : List.of("rivera@school.example", "prankster@elsewhere.example")) {
            long id = c.db.teachers().findByEmail(email).orElseThrow().id();
            assertEquals(List.of(), c.db.classSessions().listByTeacher(id), "no session was made for " + email);
        }

        // A socket opened with both is refused before it opens.
        assertEquals(400, c.get("/ws/tables/1", both).statusCode());

        // The teacher alone is still the teacher.
        HttpResponse<String> own = c.get("/sessions", rivera);
        assertEquals(200, own.statusCode());
        assertTrue(own.body().contains("Ms Rivera"), "the teacher's own page");
    }

    @Test
    void theCookieHeaderIsCountedByNameOnly() {
        assertEquals(2, Cookies.count("eleusis_teacher=a; eleusis_lang=fr; eleusis_teacher=b", "eleusis_teacher"));
        assertEquals(1, Cookies.count("eleusis_teacher=a;eleusis_teacher_x=b; x_eleusis_teacher=c", "eleusis_teacher"));
        assertEquals(0, Cookies.count(null, "eleusis_teacher"));
        assertEquals(1, Cookies.count(" eleusis_teacher = a ", "eleusis_teacher"));
    }

    /** The sign-in cookie alone, out of what signing up set. */
    private static String login(String cookies) {
        for (String c : cookies.split("; ")) if (c.startsWith(TeacherLogin.COOKIE + "=")) return c;
        throw new AssertionError("no sign-in cookie in " + cookies);
    }
}
