package eleusis.web.accounts;

import eleusis.library.LibraryRule;
import eleusis.library.RuleFile;
import eleusis.rules.Rule;
import eleusis.rules.RuleResult;
import eleusis.store.Database;
import eleusis.store.SavedRule;
import eleusis.store.StoreException;
import eleusis.store.Teacher;
import eleusis.store.Teachers;
import eleusis.web.Cookies;
import eleusis.web.Language;
import eleusis.web.Requests;
import eleusis.web.TeacherLogin;
import eleusis.web.Texts;
import io.javalin.config.RoutesConfig;
import io.javalin.http.Context;
import io.javalin.http.HttpStatus;
import io.javalin.http.UploadedFile;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.net.URLDecoder;
import java.net.URLEncoder;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/**
 * Teachers' accounts and rule collections: sign up, sign in, save, delete, import and export rules.
 * What goes wrong with a form is said in the request's language; the rule checker's and the rule
 * file reader's diagnostics (with their places) stay English, as the rule language is.
 */
public final class AccountRoutes {
    /** Largest rule file a teacher may import at once. */
    static final int MAX_IMPORT_CHARS = 200_000;
    /** What the last save, delete or import did, for the page the browser is sent back to. */
    static final String FLASH_COOKIE = "eleusis_flash";

    private final Database db;
    private final SignInLimits limits;

    public AccountRoutes(Database db) {
        this.db = db;
        this.limits = new SignInLimits(db);
    }

    public void register(RoutesConfig routes) {
        routes.get("/signin", ctx -> account(ctx, new AccountPage(false, "", "", null, then(ctx.queryParam("then")))));
        routes.get("/signup", ctx -> account(ctx, new AccountPage(true, "", "", null, then(ctx.queryParam("then")))));
        routes.post("/signin", this::signIn);
        routes.post("/signup", this::signUp);
        routes.post("/signout", ctx -> {
            TeacherLogin.signOut(ctx, db);
            ctx.redirect("/");
        });
        routes.get("/collection", ctx -> withTeacher(ctx, t -> showCollection(ctx, t)));
        routes.post("/collection", ctx -> withTeacher(ctx, t -> save(ctx, t)));
        routes.post("/collection/{id}/delete", ctx -> withTeacher(ctx, t -> delete(ctx, t)));
        routes.get("/collection/export", ctx -> withTeacher(ctx, t -> export(ctx, t)));
        routes.post("/collection/import", ctx -> withTeacher(ctx, t -> importRules(ctx, t)));
    }

    private static void account(Context ctx, AccountPage page) {
        ctx.render("pages/account.jte", Map.of("page", page));
    }

    /** The only place a sign-in may lead besides the sessions: the workshop's rule in the collection's save form. */
    static final String SAVE_FROM_WORKSHOP = "/collection?rule=";

    /** Where the teacher asked to go once signed in, if it is the save form; else "" (their sessions). */
    static String then(String asked) {
        if (asked == null || !asked.startsWith(SAVE_FROM_WORKSHOP) || asked.length() > 4 * eleusis.store.RuleCollections.MAX_RULE
                || asked.chars().anyMatch(c -> c < 0x20 || c == 0x7f)) return "";
        return asked;
    }

    /** Signed in or up: to the save form they came for, or to their class sessions. */
    private static void enter(Context ctx) {
        String then = then(ctx.formParam("then"));
        ctx.redirect(then.isEmpty() ? "/sessions" : then);
    }

    private void withTeacher(Context ctx, java.util.function.Consumer<Teacher> then) {
        TeacherLogin.require(ctx, db, then);
    }

    private void signIn(Context ctx) {
        String email = field(ctx, "email");
        Texts texts = Language.texts(ctx);
        // While blocked, not even the right password is tried: otherwise the block would not slow a guesser.
        java.time.Duration wait = limits.waitFor(ctx, email);
        if (!wait.isZero()) {
            refuse(ctx, 429, wait, email, SignInLimits.waitMessage(texts, wait));
            return;
        }
        Optional<Teacher> t = db.teachers().verify(email, field(ctx, "password"));
        if (t.isEmpty()) {
            wait = limits.wrongPassword(ctx, email);
            String mismatch = texts.get("account.error.mismatch");
            refuse(ctx, 401, wait, email, wait.isZero() ? mismatch : mismatch + " " + SignInLimits.waitMessage(texts, wait));
            return;
        }
        limits.signedIn(ctx, t.get());
        TeacherLogin.signIn(ctx, db, t.get());
        enter(ctx); // a teacher comes to run a class, or to save the workshop's rule
    }

    private static void refuse(Context ctx, int status, java.time.Duration wait, String email, String message) {
        ctx.status(status);
        if (!wait.isZero()) ctx.header("Retry-After", Long.toString(Math.max(1, (wait.toMillis() + 999) / 1000)));
        account(ctx, new AccountPage(false, email, "", message, then(ctx.formParam("then"))));
    }

    private void signUp(Context ctx) {
        Texts texts = Language.texts(ctx);
        String email = field(ctx, "email"), name = field(ctx, "name"), password = field(ctx, "password");
        String problem = signUpProblem(texts, email, name, password);
        if (problem == null) {
            try {
                Teacher t = db.teachers().create(email, name, password);
                limits.signedIn(ctx, t); // the browser they signed up in is their own from now on
                TeacherLogin.signIn(ctx, db, t);
                enter(ctx);
                return;
            } catch (StoreException.Conflict e) {
                limits.emailTaken(ctx);
                problem = texts.get("account.error.taken", email.strip().toLowerCase(Locale.ROOT));
            } catch (StoreException e) { // the rarer limits (a very long email or name) are the store's to say
                problem = e.getMessage();
            }
        }
        ctx.status(400);
        account(ctx, new AccountPage(true, email, name, problem, then(ctx.formParam("then"))));
    }

    /**
     * The usual mistakes of a sign-up form, said in the teacher's language before the store sees them;
     * the store checks again (and alone checks the lengths), so these checks must never be stricter.
     */
    static String signUpProblem(Texts texts, String email, String name, String password) {
        String mail = email.strip();
        if (mail.isEmpty()) return texts.get("account.error.noEmail");
        int at = mail.indexOf('@');
        if (at <= 0 || at != mail.lastIndexOf('@') || at == mail.length() - 1 || mail.chars().anyMatch(Character::isWhitespace)) {
            return texts.get("account.error.notEmail", mail);
        }
        if (name.isBlank()) return texts.get("account.error.noName");
        if (password.length() < Teachers.MIN_PASSWORD_LENGTH) {
            return texts.get("account.error.shortPassword", Teachers.MIN_PASSWORD_LENGTH);
        }
        if (password.getBytes(java.nio.charset.StandardCharsets.UTF_8).length > Teachers.MAX_PASSWORD_BYTES) {
            return texts.get("account.error.longPassword", Teachers.MAX_PASSWORD_BYTES);
        }
        return null;
    }

    /** The page, with the message a redirect left in the flash cookie (then gone: a reload shows none). */
    private void showCollection(Context ctx, Teacher t) {
        String flash = ctx.cookie(FLASH_COOKIE);
        if (flash != null) ctx.removeCookie(FLASH_COOKIE, "/collection");
        String message = flash == null || flash.isBlank() ? null : URLDecoder.decode(flash, StandardCharsets.UTF_8);
        String rule = ctx.queryParam("rule");
        render(ctx, t, message, List.of(), CollectionPage.Draft.of(rule == null ? "" : rule), "");
    }

    private void render(Context ctx, Teacher t, String message, List<String> errors, CollectionPage.Draft draft, String importText) {
        ctx.render("pages/collection.jte", Map.of("page", new CollectionPage(t.displayName(),
                db.ruleCollections().list(t.id()), message, errors, draft, importText)));
    }

    /** A failed save or delete: the page again, with what went wrong and what the teacher typed. */
    private void refuse(Context ctx, Teacher t, int status, List<String> errors, CollectionPage.Draft draft) {
        ctx.status(status);
        render(ctx, t, null, errors, draft, "");
    }

    /** A failed import (400): the page again, with what went wrong and the text pasted, if any. */
    private void refuseImport(Context ctx, Teacher t, List<String> errors, String pasted) {
        ctx.status(400);
        render(ctx, t, null, errors, CollectionPage.Draft.of(""), pasted);
    }

    /**
     * Post-redirect-get: a change that worked sends the browser back to the page (303), with what was
     * done in a short-lived cookie, so that reloading the page never posts the form again.
     */
    private static void done(Context ctx, String message) {
        Cookies.set(ctx, FLASH_COOKIE, URLEncoder.encode(message, StandardCharsets.UTF_8), java.time.Duration.ofSeconds(60),
                "/collection");
        ctx.redirect("/collection", HttpStatus.SEE_OTHER);
    }

    private void save(Context ctx, Teacher t) {
        String name = field(ctx, "name"), text = field(ctx, "rule"), description = field(ctx, "description");
        int level;
        try {
            level = Integer.parseInt(field(ctx, "level"));
        } catch (NumberFormatException e) {
            level = 0;
        }
        CollectionPage.Draft draft = new CollectionPage.Draft(name, level, description, text);
        Texts texts = Language.texts(ctx);
        RuleResult compiled = Rule.compile(text);
        List<String> errors = new ArrayList<>();
        if (!compiled.ok()) errors.add(compiled.report());
        if (name.isBlank()) errors.add(texts.get("collection.error.noName"));
        if (level < LibraryRule.EASIEST || level > LibraryRule.HARDEST) {
            errors.add(texts.get("collection.error.level", LibraryRule.EASIEST, LibraryRule.HARDEST));
        }
        if (!errors.isEmpty()) {
            refuse(ctx, t, 400, errors, draft);
            return;
        }
        try {
            db.ruleCollections().save(t.id(), name.strip(), level, description.strip(), text);
            done(ctx, texts.get("collection.done.saved", name.strip()));
        } catch (StoreException e) {
            refuse(ctx, t, 400, List.of(e.getMessage()), draft);
        }
    }

    private void delete(Context ctx, Teacher t) {
        long id = Requests.id(ctx);
        Texts texts = Language.texts(ctx);
        if (id > 0 && db.ruleCollections().delete(t.id(), id)) {
            done(ctx, texts.get("collection.done.deleted"));
        } else {
            refuse(ctx, t, 404, List.of(texts.get("collection.error.noSuchRule")), CollectionPage.Draft.of(""));
        }
    }

    /** The collection in the rule library's file format, for another teacher or another server. */
    private void export(Context ctx, Teacher t) {
        List<LibraryRule> rules = new ArrayList<>();
        for (SavedRule r : db.ruleCollections().list(t.id())) {
            String description = r.description() == null || r.description().isBlank() ? r.name() : r.description();
            rules.add(new LibraryRule(r.name(), r.level(), "written by " + t.displayName(), description, List.of(),
                    r.rule(), List.of()));
        }
        ctx.contentType("text/plain; charset=utf-8");
        ctx.header("Content-Disposition", "attachment; filename=\"my-rules" + RuleFile.EXTENSION + "\"");
        ctx.result(RuleFile.write(rules));
    }

    /**
     * A rule file, chosen with the file picker (multipart field {@code upload}) or pasted (field
     * {@code file}); a chosen file wins. Nothing is saved unless the whole file reads: a half import is
     * harder to fix than none. The reader's messages name the file and the line (and the column, for a
     * rule that does not compile).
     */
    private void importRules(Context ctx, Teacher t) {
        Texts texts = Language.texts(ctx);
        String pasted = field(ctx, "file");
        UploadedFile upload = ctx.isMultipartFormData() ? ctx.uploadedFile("upload") : null;
        String fileName = "imported file", text = pasted;
        if (upload != null && (upload.size() > 0 || !upload.filename().isBlank())) {
            String sent = upload.filename(); // a few browsers send the whole path: the name alone is what the teacher knows
            sent = sent.substring(Math.max(sent.lastIndexOf('/'), sent.lastIndexOf('\\')) + 1);
            fileName = sent.isBlank() ? fileName : sent;
            if (upload.size() > 4L * MAX_IMPORT_CHARS) {
                refuseImport(ctx, t, List.of(texts.get("collection.error.tooLong", MAX_IMPORT_CHARS)), pasted);
                return;
            }
            try (InputStream in = upload.content()) {
                text = StandardCharsets.UTF_8.newDecoder().onMalformedInput(CodingErrorAction.REPORT)
                        .onUnmappableCharacter(CodingErrorAction.REPORT).decode(ByteBuffer.wrap(in.readAllBytes())).toString();
            } catch (CharacterCodingException e) {
                refuseImport(ctx, t, List.of(texts.get("collection.error.notText", fileName)), pasted);
                return;
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
        if (text.isBlank()) {
            refuseImport(ctx, t, List.of(texts.get("collection.error.noFile")), pasted);
            return;
        }
        if (text.length() > MAX_IMPORT_CHARS) {
            refuseImport(ctx, t, List.of(texts.get("collection.error.tooLong", MAX_IMPORT_CHARS)), pasted);
            return;
        }
        RuleFile.Parsed parsed = RuleFile.parse(fileName, text);
        if (!parsed.ok()) {
            refuseImport(ctx, t, parsed.errors(), pasted);
            return;
        }
        // A file in several languages (as the library's are) is saved in the language of the page it was imported from.
        for (LibraryRule r : parsed.rules()) {
            db.ruleCollections().save(t.id(), r.name(texts.lang()), r.level(), r.description(texts.lang()), r.rule());
        }
        done(ctx, texts.get("collection.done.imported", parsed.rules().size()));
    }

    private static String field(Context ctx, String name) {
        String v = ctx.formParam(name);
        return v == null ? "" : v;
    }
}
