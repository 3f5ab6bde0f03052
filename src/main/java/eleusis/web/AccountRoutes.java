package eleusis.web;

import eleusis.library.LibraryRule;
import eleusis.library.RuleFile;
import eleusis.rules.Rule;
import eleusis.rules.RuleResult;
import eleusis.store.Database;
import eleusis.store.SavedRule;
import eleusis.store.StoreException;
import eleusis.store.Teacher;
import io.javalin.config.RoutesConfig;
import io.javalin.http.Context;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/** Teachers' accounts and rule collections: sign up, sign in, save, delete, import and export rules. */
final class AccountRoutes {
    /** Largest rule file a teacher may import at once. */
    static final int MAX_IMPORT_CHARS = 200_000;

    private final Database db;

    AccountRoutes(Database db) {
        this.db = db;
    }

    void register(RoutesConfig routes) {
        routes.get("/signin", ctx -> account(ctx, new AccountPage(false, "", "", null)));
        routes.get("/signup", ctx -> account(ctx, new AccountPage(true, "", "", null)));
        routes.post("/signin", this::signIn);
        routes.post("/signup", this::signUp);
        routes.post("/signout", ctx -> {
            TeacherLogin.signOut(ctx, db);
            ctx.redirect("/");
        });
        routes.get("/collection", ctx -> withTeacher(ctx, t -> collection(ctx, t, null, List.of(),
                ctx.queryParam("rule") == null ? "" : ctx.queryParam("rule"))));
        routes.post("/collection", ctx -> withTeacher(ctx, t -> save(ctx, t)));
        routes.post("/collection/{id}/delete", ctx -> withTeacher(ctx, t -> delete(ctx, t)));
        routes.get("/collection/export", ctx -> withTeacher(ctx, t -> export(ctx, t)));
        routes.post("/collection/import", ctx -> withTeacher(ctx, t -> importRules(ctx, t)));
    }

    private static void account(Context ctx, AccountPage page) {
        ctx.render("pages/account.jte", Map.of("page", page));
    }

    private void withTeacher(Context ctx, java.util.function.Consumer<Teacher> then) {
        TeacherLogin.require(ctx, db, then);
    }

    private void signIn(Context ctx) {
        String email = field(ctx, "email");
        Optional<Teacher> t = db.teachers().verify(email, field(ctx, "password"));
        if (t.isEmpty()) {
            ctx.status(401);
            account(ctx, new AccountPage(false, email, "", "That email and password do not match an account."));
            return;
        }
        TeacherLogin.signIn(ctx, db, t.get());
        ctx.redirect("/collection");
    }

    private void signUp(Context ctx) {
        String email = field(ctx, "email"), name = field(ctx, "name");
        try {
            Teacher t = db.teachers().create(email, name, field(ctx, "password"));
            TeacherLogin.signIn(ctx, db, t);
            ctx.redirect("/collection");
        } catch (StoreException e) {
            ctx.status(400);
            account(ctx, new AccountPage(true, email, name, e.getMessage()));
        }
    }

    private void collection(Context ctx, Teacher t, String message, List<String> errors, String draft) {
        ctx.render("pages/collection.jte", Map.of("page",
                new CollectionPage(t.displayName(), db.ruleCollections().list(t.id()), message, errors, draft)));
    }

    private void save(Context ctx, Teacher t) {
        String name = field(ctx, "name"), text = field(ctx, "rule"), description = field(ctx, "description");
        int level;
        try {
            level = Integer.parseInt(field(ctx, "level"));
        } catch (NumberFormatException e) {
            level = 0;
        }
        RuleResult compiled = Rule.compile(text);
        List<String> errors = new ArrayList<>();
        if (!compiled.ok()) errors.add(compiled.report());
        if (name.isBlank()) errors.add("give the rule a name");
        if (level < 1 || level > 5) errors.add("choose a level from 1 (easiest) to 5 (hardest)");
        if (!errors.isEmpty()) {
            ctx.status(400);
            collection(ctx, t, null, errors, text);
            return;
        }
        try {
            db.ruleCollections().save(t.id(), name.strip(), level, description.strip(), text);
            collection(ctx, t, "Saved \u201c" + name.strip() + "\u201d.", List.of(), "");
        } catch (StoreException e) {
            ctx.status(400);
            collection(ctx, t, null, List.of(e.getMessage()), text);
        }
    }

    private void delete(Context ctx, Teacher t) {
        long id;
        try {
            id = Long.parseLong(ctx.pathParam("id"));
        } catch (NumberFormatException e) {
            id = -1;
        }
        boolean gone = id > 0 && db.ruleCollections().delete(t.id(), id);
        if (!gone) ctx.status(404);
        collection(ctx, t, gone ? "Deleted." : null, gone ? List.of() : List.of("there is no such rule in your collection"), "");
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

    private void importRules(Context ctx, Teacher t) {
        String text = field(ctx, "file");
        if (text.length() > MAX_IMPORT_CHARS) {
            ctx.status(400);
            collection(ctx, t, null, List.of("the file is too long to import (at most " + MAX_IMPORT_CHARS + " characters)"), "");
            return;
        }
        RuleFile.Parsed parsed = RuleFile.parse("imported file", text);
        if (!parsed.ok()) {
            // Nothing is saved unless the whole file reads: a half import is harder to fix than none.
            ctx.status(400);
            collection(ctx, t, null, parsed.errors(), "");
            return;
        }
        for (LibraryRule r : parsed.rules()) db.ruleCollections().save(t.id(), r.name(), r.level(), r.description(), r.rule());
        collection(ctx, t, "Imported " + parsed.rules().size() + " rule" + (parsed.rules().size() == 1 ? "" : "s") + ".",
                List.of(), "");
    }

    private static String field(Context ctx, String name) {
        String v = ctx.formParam(name);
        return v == null ? "" : v;
    }
}
