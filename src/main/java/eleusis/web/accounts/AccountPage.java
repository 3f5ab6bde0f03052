package eleusis.web.accounts;

/**
 * The sign-in and sign-up forms; {@code error} is what went wrong with the last attempt (shown
 * above the form, the fields kept), or null; {@code then} where the teacher goes once in (the
 * collection's save form with the workshop's rule in it), or "" for their class sessions.
 */
public record AccountPage(boolean signUp, String email, String name, String error, String then) {
    public AccountPage(boolean signUp, String email, String name, String error) {
        this(signUp, email, name, error, "");
    }
}
