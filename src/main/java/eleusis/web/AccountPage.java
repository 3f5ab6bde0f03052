package eleusis.web;

/**
 * The sign-in and sign-up forms; {@code error} is what went wrong with the last attempt (shown
 * above the form, the fields kept), or null.
 */
public record AccountPage(boolean signUp, String email, String name, String error) {}
