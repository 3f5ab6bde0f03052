package eleusis.web.practice;

import eleusis.web.ClientAddress;
import eleusis.cards.Card;
import eleusis.cards.CardNotation;
import eleusis.library.LibraryRule;
import eleusis.library.RuleLibrary;
import eleusis.rules.Rule;
import eleusis.rules.RuleResult;
import eleusis.scientist.Words;
import eleusis.scientist.solo.Practice;
import eleusis.scientist.solo.Settings;
import eleusis.scientist.solo.SoloGame;
import eleusis.store.Database;
import eleusis.store.PracticeGame;
import eleusis.store.StoreException;
import eleusis.web.CheckLimits;
import eleusis.web.Cookies;
import eleusis.web.Language;
import eleusis.web.RateLimiter;
import eleusis.web.ScientistWarmup;
import eleusis.web.TeacherLogin;
import eleusis.web.Texts;
import io.javalin.config.RoutesConfig;
import io.javalin.http.Context;
import io.javalin.http.HttpStatus;
import java.security.SecureRandom;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Pattern;

/**
 * Solo practice at {@code /practice}, no account: a student picks a level (or any library rule), the
 * computer deals, and the game lives at {@code /practice/{token}}, a token nobody can guess. Every
 * action is stored before the student sees it, and each request rebuilds the game from the store
 * (a few dozen actions, nothing judged again), so a reload, a restart or another server behind the
 * balancer shows the same game. Forms post, the server answers with the page: no script needed.
 */
public final class PracticeRoutes {
    /** The longest guess or hypothesis a practice game takes: far more than any rule of the library. */
    public static final int MAX_TEXT = 2_000;
    /** Hypotheses one practice notebook holds: a bound on what checking it on each page costs. */
    static final int MAX_NOTES = 40;
    /** The browser remembers the last game here, so {@code /practice} offers to go on with it. */
    public static final String COOKIE = "eleusis_practice";
    private static final Pattern TOKEN = Pattern.compile("[A-Za-z0-9_-]{20,64}");
    static final String ANY = "any";

    private final Database db;
    private final RuleLibrary library;
    private final RateLimiter starts;
    private final SecureRandom random;
    private final ScientistWarmup warmup;
    private final PracticePages pages;
    /** Judging a guess exactly may take the dealer's whole budget: it shares the address's allowance for heavy checks. */
    private final CheckLimits checks;

    public PracticeRoutes(Database db, RuleLibrary library, RateLimiter starts, SecureRandom random, ScientistWarmup warmup,
            CheckLimits checks) {
        this.db = db;
        this.checks = checks;
        this.library = library;
        this.starts = starts;
        this.random = random;
        this.warmup = warmup;
        this.pages = new PracticePages(library, warmup);
    }

    /**
     * New games an address may start in a minute: a class of 30 behind one school address starting
     * (and starting again) at once fits; a script filling the disk does not get far.
     */
    public static RateLimiter startLimiter() {
        return new RateLimiter(60, 60_000, java.time.Clock.systemUTC());
    }

    public void register(RoutesConfig routes) {
        routes.get("/practice", this::startPage);
        routes.post("/practice", this::start);
        routes.get("/practice/{token}", this::show);
        routes.post("/practice/{token}/play", ctx -> onGame(ctx, this::play));
        routes.post("/practice/{token}/guess", ctx -> onGame(ctx, this::guess));
        routes.post("/practice/{token}/hint", ctx -> onGame(ctx, this::hint));
        routes.post("/practice/{token}/note", ctx -> onGame(ctx, this::note));
        routes.post("/practice/{token}/give-up", ctx -> onGame(ctx, this::giveUp));
    }

    private void startPage(Context ctx) {
        warmup.start(); // the scientist reads up while the student chooses
        renderStart(ctx, null);
    }

    private void renderStart(Context ctx, String error) {
        String last = ctx.cookie(COOKIE);
        boolean goOn = last != null && TOKEN.matcher(last).matches() && db.practiceGames().find(last).isPresent();
        ctx.header("Cache-Control", "no-store");
        ctx.render("pages/practice-start.jte", Map.of("page", pages.start(goOn ? last : null, error), "student", student(ctx)));
    }

    private void start(Context ctx) {
        Texts t = Language.texts(ctx);
        String level = ctx.formParam("level");
        List<LibraryRule> choices;
        if (ANY.equals(level)) {
            choices = library.rules();
        } else {
            int n = level != null && level.matches("[1-5]") ? Integer.parseInt(level) : 0;
            choices = n == 0 ? List.of() : library.atLevel(n);
        }
        if (choices.isEmpty()) {
            ctx.status(400);
            renderStart(ctx, t.get("practice.error.level"));
            return;
        }
        if (!starts.allow(ClientAddress.of(ctx))) {
            ctx.status(429).header("Retry-After", String.valueOf(starts.retryAfterSeconds(ClientAddress.of(ctx))));
            renderStart(ctx, t.get("practice.error.tooMany"));
            return;
        }
        LibraryRule chosen = choices.get(random.nextInt(choices.size()));
        boolean counterexamples = ctx.formParam("counterexamples") != null;
        String token = db.practiceGames().create(chosen.name(), chosen.rule(), random.nextLong(), t.lang(), counterexamples);
        warmup.start();
        Cookies.set(ctx, COOKIE, token, Duration.ofDays(365), "/practice");
        ctx.redirect("/practice/" + token, HttpStatus.SEE_OTHER);
    }

    /** A stored game rebuilt from its actions. */
    record Loaded(String token, PracticeGame stored, Rule rule, Practice practice) {}

    private Optional<Loaded> load(Context ctx) {
        String token = ctx.pathParam("token");
        Optional<PracticeGame> stored = TOKEN.matcher(token).matches() ? db.practiceGames().find(token) : Optional.empty();
        if (stored.isEmpty()) {
            Texts t = Language.texts(ctx);
            ctx.status(404);
            renderStart(ctx, t.get("practice.error.noGame"));
            return Optional.empty();
        }
        PracticeGame g = stored.get();
        Rule rule = pages.rule(g.ruleText());
        Practice p = Practice.replay(rule, g.seed(), settings(g), PracticeCodec.readAll(g.actions()));
        return Optional.of(new Loaded(token, g, rule, p));
    }

    static Settings settings(PracticeGame g) {
        return new Settings(Settings.STANDARD.turns(), Settings.STANDARD.hand(), g.counterexamples());
    }

    private void show(Context ctx) {
        load(ctx).ifPresent(l -> render(ctx, l, null, null, "", ""));
    }

    private void render(Context ctx, Loaded l, String error, String report, String guess, String note) {
        warmup.start();
        ctx.header("Cache-Control", "no-store");
        ctx.render("pages/practice.jte", Map.of("page", pages.game(l, Language.texts(ctx), error, report, guess, note),
                "student", student(ctx)));
    }

    /** Practice is a student's page (a slim header, no teacher's links) unless a teacher is signed in. */
    private boolean student(Context ctx) {
        return TeacherLogin.current(ctx, db).isEmpty();
    }

    /** Refuses with a sentence, the page as it was and what the student typed kept. */
    private void refuse(Context ctx, Loaded l, int status, String error, String guess, String note) {
        refuse(ctx, l, status, error, null, guess, note);
    }

    /** @param report the rule checker's report (line, column, carets), shown as written */
    private void refuse(Context ctx, Loaded l, int status, String error, String report, String guess, String note) {
        ctx.status(status);
        render(ctx, l, error, report, guess, note);
    }

    /** Stores the action the practice game just took, then shows the game; a race lost changes nothing. */
    private void store(Context ctx, Loaded l, Practice.Action action) {
        int seq = l.practice().actions().size() - 1;
        try {
            db.practiceGames().append(l.token(), seq, PracticeCodec.write(action));
        } catch (StoreException.Conflict e) {
            load(ctx).ifPresent(again -> refuse(ctx, again, 409, Language.texts(ctx).get("practice.error.movedOn"), "", ""));
            return;
        }
        ctx.redirect("/practice/" + l.token() + anchor(action), HttpStatus.SEE_OTHER);
    }

    private static String anchor(Practice.Action action) {
        if (action instanceof Practice.AskHint) return "#hint";
        if (action instanceof Practice.Note) return "#notebook";
        // A play's and a guess's verdicts are told at the top, with the turn, the table, the hand and
        // the cases the dealer shows: a phone shows them all on its first screen.
        return "#table";
    }

    private String refusal(Texts t, SoloGame.Refusal r, String card) {
        return switch (r) {
            case FINISHED -> t.get("practice.error.finished");
            case NOT_IN_HAND -> t.get("practice.error.notInHand", card);
            case NO_TURNS_LEFT -> t.get("practice.error.noTurnsLeft");
            case GUESSED_THIS_TURN -> t.get("practice.error.guessedThisTurn");
        };
    }

    /** What a form does to a game found by its token, in the reader's words. */
    private interface Step {
        void take(Context ctx, Loaded l, Texts t);
    }

    /** Finds the game (or answers 404 with a sentence), then takes the step. */
    private void onGame(Context ctx, Step step) {
        load(ctx).ifPresent(l -> step.take(ctx, l, Language.texts(ctx)));
    }

    /** A text field of at most {@link #MAX_TEXT} characters, or null once refused with a sentence. */
    private String typed(Context ctx, Loaded l, Texts t, String field, String emptyKey) {
        String text = ctx.formParam(field);
        if (text == null || text.isBlank()) {
            refuse(ctx, l, 400, t.get(emptyKey), "", "");
            return null;
        }
        if (text.length() > MAX_TEXT) {
            refuse(ctx, l, 400, t.get("practice.error.tooLong", text.length(), MAX_TEXT), "", "");
            return null;
        }
        return text;
    }

    private void play(Context ctx, Loaded l, Texts t) {
        String typed = ctx.formParam("card");
        if (typed == null || typed.isBlank() || typed.length() > 10) {
            refuse(ctx, l, 400, t.get("practice.error.noCard"), "", "");
            return;
        }
        if (!(CardNotation.parse(typed.strip()) instanceof CardNotation.Ok ok)) {
            refuse(ctx, l, 400, t.get("practice.error.badCard", typed.strip()), "", "");
            return;
        }
        Card card = ok.card();
        SoloGame.Refusal no = l.practice().refusal(new Practice.PlayCard(card));
        if (no != null) {
            refuse(ctx, l, 400, refusal(t, no, t.card(card)), "", "");
            return;
        }
        store(ctx, l, l.practice().play(card));
    }

    private void guess(Context ctx, Loaded l, Texts t) {
        String text = typed(ctx, l, t, "guess", "practice.error.emptyGuess");
        if (text == null) return;
        SoloGame.Refusal no = l.practice().refusal(new Practice.Guess(text, null));
        if (no != null) {
            refuse(ctx, l, 400, refusal(t, no, ""), text, "");
            return;
        }
        RuleResult compiled = pages.compile(text);
        if (!compiled.ok()) {
            // A guess the checker refuses is not a guess: it costs nothing, and the student sees where it is wrong.
            refuse(ctx, l, 400, t.get("practice.error.guessDoesNotParse"), compiled.report(), text, "");
            return;
        }
        CheckLimits.Result<Practice.Guess> judged;
        try {
            judged = checks.profile(ClientAddress.of(ctx), () -> l.practice().guess(text));
        } catch (SoloGame.TooComplex e) {
            // Not judged in time: not a guess either. It costs nothing; a simpler form of it will be judged.
            refuse(ctx, l, 422, t.get("practice.error.guessTooComplex"), text, "");
            return;
        }
        if (judged.value() == null) {
            boolean busy = judged.verdict() == CheckLimits.Verdict.BUSY;
            ctx.header("Retry-After", Long.toString(judged.retryAfterSeconds()));
            long after = judged.retryAfterSeconds();
            refuse(ctx, l, busy ? 503 : 429, busy ? t.get("practice.error.guessBusy", after) : t.get("practice.error.guessTooMany"), text, "");
            return;
        }
        store(ctx, l, judged.value());
    }

    private void hint(Context ctx, Loaded l, Texts t) {
        SoloGame.Refusal no = l.practice().refusal(new Practice.AskHint(null));
        if (no != null) {
            refuse(ctx, l, 400, no == SoloGame.Refusal.NO_TURNS_LEFT ? t.get("practice.error.hintNoTurns")
                    : refusal(t, no, ""), "", "");
            return;
        }
        if (!warmup.ready()) {
            ctx.header("Retry-After", "3");
            refuse(ctx, l, 503, t.get("practice.error.stillThinking"), "", "");
            return;
        }
        store(ctx, l, l.practice().hint(Words.of(t.lang(), t.cards())));
    }

    private void note(Context ctx, Loaded l, Texts t) {
        String text = typed(ctx, l, t, "note", "practice.error.emptyNote");
        if (text == null) return;
        if (l.practice().notes().size() >= MAX_NOTES) {
            refuse(ctx, l, 400, t.get("practice.error.notebookFull", MAX_NOTES), "", text);
            return;
        }
        store(ctx, l, l.practice().note(text));
    }

    private void giveUp(Context ctx, Loaded l, Texts t) {
        SoloGame.Refusal no = l.practice().refusal(new Practice.GiveUp());
        if (no != null) {
            refuse(ctx, l, 400, refusal(t, no, ""), "", "");
            return;
        }
        store(ctx, l, l.practice().giveUp());
    }
}
