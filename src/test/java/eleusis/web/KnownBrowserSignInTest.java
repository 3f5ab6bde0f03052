package eleusis.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import eleusis.web.accounts.SignInLimits;
import java.net.http.HttpResponse;
import org.junit.jupiter.api.Test;

/**
 * A teacher can always sign in with the right password from a browser they signed in from before:
 * others' guessing at their account, or a student's wrong passwords from the school's one address,
 * make the guessers wait, not the teacher. A guesser holds no such browser, so guessing stays slow.
 */
class KnownBrowserSignInTest extends ClassroomOnPort {
    private static final String PASSWORD = "correct horse battery";

    /** The known-browser cookie a sign-up or sign-in gave, as the browser sends it back. */
    private static String knownBrowser(HttpResponse<String> r) {
        return r.headers().allValues("Set-Cookie").stream().filter(h -> h.startsWith(SignInLimits.KNOWN_BROWSER + "="))
                .map(h -> h.substring(0, h.indexOf(';'))).findFirst()
                .orElseThrow(() -> new AssertionError("no known-browser cookie: " + r.headers().allValues("Set-Cookie")));
    }

    private String signUp(String email) throws Exception {
        HttpResponse<String> r = c.post("/signup", null, "email", email, "name", "Ms Rivera", "password", PASSWORD);
        assertEquals(302, r.statusCode(), r.body());
        return knownBrowser(r);
    }

    private HttpResponse<String> signIn(String browser, String email, String password) throws Exception {
        return c.post("/signin", browser, "email", email, "password", password);
    }

    @Test
    void guessingAtTheAccountDoesNotKeepTheTeacherOutOfTheirOwnBrowser() throws Exception {
        String ada = signUp("ada@school.example");
        for (int i = 0; i < 10; i++) signIn(null, "ada@school.example", "guess " + i);
        assertEquals(429, signIn(null, "ada@school.example", PASSWORD).statusCode(),
                "a browser the account has never used waits, even with the right password");

        HttpResponse<String> own = signIn(ada, "ada@school.example", PASSWORD);
        assertEquals(302, own.statusCode(), own.body());
        assertTrue(own.headers().allValues("Set-Cookie").stream().anyMatch(h -> h.startsWith(TeacherLogin.COOKIE + "=")));
    }

    @Test
    void aStudentsWrongPasswordsFromTheSchoolsAddressDoNotKeepItsTeachersOut() throws Exception {
        String ada = signUp("ada@school.example");
        String bea = signUp("bea@school.example");
        for (int i = 0; i < SignInLimits.FREE_PER_ADDRESS + 5; i++) signIn(null, "teacher" + i + "@school.example", "guess");
        assertEquals(429, signIn(null, "ada@school.example", PASSWORD).statusCode(), "the address waits for a new browser");
        assertEquals(302, signIn(ada, "ada@school.example", PASSWORD).statusCode());
        assertEquals(302, signIn(bea, "bea@school.example", PASSWORD).statusCode());
    }

    @Test
    void anotherAccountsBrowserIsNoKeyAndAKnownBrowserHasLimitsOfItsOwn() throws Exception {
        String mallory = signUp("mallory@school.example");
        signUp("ada@school.example");
        for (int i = 0; i <= SignInLimits.FREE_PER_ACCOUNT; i++) {
            assertEquals(401, signIn(mallory, "ada@school.example", "guess " + i).statusCode());
        }
        assertEquals(429, signIn(mallory, "ada@school.example", PASSWORD).statusCode(),
                "mallory's own browser is known to mallory's account only: at ada's it counts as anyone's");

        String bea = signUp("bea@school.example");
        for (int i = 0; i < SignInLimits.FREE_PER_BROWSER; i++) signIn(bea, "bea@school.example", "typo " + i);
        HttpResponse<String> sixth = signIn(bea, "bea@school.example", "typo 6");
        assertEquals(401, sixth.statusCode());
        assertTrue(sixth.body().contains("wait 1 minute"), "a known browser's own guessing waits too: " + sixth.body());
        assertEquals(429, signIn(bea, "bea@school.example", PASSWORD).statusCode());
    }
}
