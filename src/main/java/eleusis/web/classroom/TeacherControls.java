package eleusis.web.classroom;

import eleusis.game.GameType;
import eleusis.game.Outcome;
import eleusis.library.RuleLibrary;
import eleusis.live.LiveTable;
import eleusis.live.LiveTables;
import eleusis.store.ClassSession;
import eleusis.store.ComputerKind;
import eleusis.store.Database;
import eleusis.store.SessionTable;
import eleusis.store.StoreException;
import eleusis.store.Teacher;
import eleusis.web.Language;
import eleusis.web.Requests;
import eleusis.web.RuleChoice;
import eleusis.web.TeacherLogin;
import eleusis.web.Texts;
import eleusis.web.lessons.Lessons;
import eleusis.web.play.ComputerPlayers;
import eleusis.web.play.RoundRule;
import eleusis.web.play.SocketMessages;
import eleusis.web.play.TableBroadcast;
import io.javalin.config.RoutesConfig;
import io.javalin.http.Context;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/**
 * What only the teacher of a table may do: pause and resume it, show the secret rule with its
 * English reading (and hide it again), end the round, start the next one (with a new rule, if they
 * like), give up a student's seat, watch on the projector, and deal from the dealer's screen.
 * Every control is a plain form post that comes back to the console, so it works without JavaScript.
 */
public record TeacherControls(Database db, LiveTables games, TableBroadcast tables, SessionRoutes console,
                       RuleLibrary library, ComputerPlayers computer, Lessons lessons) {
    public void register(RoutesConfig routes) {
        routes.post("/tables/{id}/pause", ctx -> withTable(ctx, (t, table) -> pause(ctx, table, true)));
        routes.post("/tables/{id}/resume", ctx -> withTable(ctx, (t, table) -> pause(ctx, table, false)));
        routes.post("/tables/{id}/reveal", ctx -> withTable(ctx, (t, table) -> reveal(ctx, table, true)));
        routes.post("/tables/{id}/hide", ctx -> withTable(ctx, (t, table) -> reveal(ctx, table, false)));
        routes.post("/tables/{id}/end-round", ctx -> withTable(ctx, (t, table) -> act(ctx, t, table, "{\"kind\":\"end_round\"}")));
        routes.post("/tables/{id}/next", ctx -> withTable(ctx, (t, table) -> next(ctx, t, table)));
        routes.post("/tables/{id}/verdict/right", ctx -> withTable(ctx, (t, table) -> act(ctx, t, table, "{\"kind\":\"verdict\",\"right\":true}")));
        routes.post("/tables/{id}/verdict/wrong", ctx -> withTable(ctx, (t, table) -> act(ctx, t, table, "{\"kind\":\"verdict\",\"right\":false}")));
        routes.post("/tables/{id}/seats/{seat}/remove", ctx -> withTable(ctx, (t, table) -> remove(ctx, table)));
        routes.post("/tables/{id}/seats/{seat}/approve", ctx -> withTable(ctx, (t, table) -> answer(ctx, table, true)));
        routes.post("/tables/{id}/seats/{seat}/decline", ctx -> withTable(ctx, (t, table) -> answer(ctx, table, false)));
        routes.post("/tables/{id}/stand-in/on", ctx -> withTable(ctx, (t, table) -> standIn(ctx, table, true)));
        routes.post("/tables/{id}/stand-in/off", ctx -> withTable(ctx, (t, table) -> standIn(ctx, table, false)));
        routes.post("/tables/{id}/computers", ctx -> withTable(ctx, (t, table) -> computers(ctx, t, table)));
        routes.get("/tables/{id}/status", ctx -> withTable(ctx, (t, table) -> status(ctx, table)));
        routes.get("/watch/{id}", ctx -> withTable(ctx, (t, table) -> screen(ctx, table, "projector")));
        routes.get("/deal/{id}", ctx -> withTable(ctx, (t, table) -> screen(ctx, table, "dealer")));
    }

    private interface TableAction {
        void run(Teacher teacher, SessionTable table);
    }

    /** Runs the control for a table of the signed-in teacher's own sessions; anyone else gets a 404. */
    private void withTable(Context ctx, TableAction then) {
        TeacherLogin.require(ctx, db, t -> {
            Optional<SessionTable> table = db.tables().find(Requests.id(ctx));
            Optional<ClassSession> session = table.flatMap(x -> db.classSessions().find(x.sessionId()));
            if (session.isEmpty() || session.get().teacherId() != t.id()) {
                ctx.status(404).contentType(Requests.PLAIN_TEXT).result(Language.texts(ctx).get("session.error.noTable"));
                return;
            }
            then.run(t, table.get());
        });
    }

    private void back(Context ctx, SessionTable table) {
        ctx.redirect("/sessions/" + table.sessionId() + "#table-" + table.id());
    }

    private void pause(Context ctx, SessionTable table, boolean paused) {
        setPaused(table, paused);
        back(ctx, table);
    }

    /** Pauses or resumes the table; every screen shows it. */
    void setPaused(SessionTable table, boolean paused) {
        db.tables().setPaused(table.id(), paused);
        tables.changed(table.id());
        if (!paused) computer.nudge(table.id());
    }

    private void reveal(Context ctx, SessionTable table, boolean show) {
        setRevealed(table, show);
        back(ctx, table);
    }

    /** Shows the round's secret rule (with its reading) on every screen of the table, or hides it again. */
    void setRevealed(SessionTable table, boolean show) {
        RoundRule rule = show ? games.get(table.id()).read(RoundRule::of) : null;
        Integer round = rule == null ? null : rule.round();
        db.tables().setRevealedRound(table.id(), round);
        tables.changed(table.id());
    }

    /** The next round's action with this round's rule ("the same rule", which may itself have been chosen at this round's start). */
    String nextWithSameRule(SessionTable table) {
        RoundRule current = games.get(table.id()).read(RoundRule::of);
        return current.byHand() ? "{\"kind\":\"next_round\",\"byHand\":true}"
                : "{\"kind\":\"next_round\"," + new RuleChoice(current.source(), null, false, null).actionFields() + "}";
    }

    /**
     * The next round's action as the session plans it: the lesson's rule for the next round when the
     * session follows a lesson that has one, else this round's rule again.
     */
    String nextAsPlanned(SessionTable table) {
        RoundRule current = games.get(table.id()).read(RoundRule::of);
        // The rules are the same in every language of a lesson: English is read for them.
        return db.classSessions().find(table.sessionId()).flatMap(s -> lessons.find(s.lesson(), "en"))
                .flatMap(plan -> lessons.choice(plan, current.round() + 2)) // engine rounds count from 0, lessons' from 1
                .map(rule -> "{\"kind\":\"next_round\"," + rule.actionFields() + "}")
                .orElseGet(() -> nextWithSameRule(table));
    }

    private void next(Context ctx, Teacher t, SessionTable table) {
        String choice = Requests.or(ctx.formParam("choice"));
        String action;
        if (choice.equals(Lessons.CHOICE)) {
            action = nextAsPlanned(table);
        } else if (choice.isEmpty() || choice.equals("same")) {
            action = nextWithSameRule(table);
        } else {
            RuleChoice rule = RuleChoice.resolve(choice, ctx.formParam("rule"), library, db.ruleCollections(), t.id(), Language.texts(ctx));
            if (!rule.ok()) {
                ctx.status(400);
                console.session(ctx, t, table.sessionId(), table.name() + ": " + rule.error(), null);
                return;
            }
            action = "{\"kind\":\"next_round\"," + rule.actionFields() + "}";
        }
        act(ctx, t, table, action);
    }

    /**
     * The teacher acts as the house (seat 0) for a round control.
     *
     * @throws StoreException when the action cannot be read or stored
     */
    Outcome actAsHouse(SessionTable table, String actionJson) {
        // A new round hides the rule again, once it is stored and before anyone sees the new round.
        Runnable hideRule = !actionJson.contains("next_round") ? null : () -> {
            db.tables().setRevealedRound(table.id(), null);
            tables.reread(table.id());
        };
        Outcome outcome = LiveTable.await(games.get(table.id()).submitJson(GameType.HOUSE_SEAT, actionJson, hideRule));
        // As after a student's move: a new round, a verdict or a round's end may hand the turn to a
        // computer seat, and nothing else would wake it (a new round starting with the computer stalled).
        if (outcome.applied()) computer.afterMove(table.id());
        return outcome;
    }

    private void act(Context ctx, Teacher t, SessionTable table, String actionJson) {
        Outcome o;
        try {
            o = actAsHouse(table, actionJson);
        } catch (StoreException e) {
            ctx.status(400);
            console.session(ctx, t, table.sessionId(), table.name() + ": " + e.getMessage(), null);
            return;
        }
        if (o instanceof Outcome.Refused r) {
            ctx.status(409);
            String why = SocketMessages.refusal(Language.texts(ctx), r.refusal().reason().name().toLowerCase(Locale.ROOT),
                    r.refusal().message());
            console.session(ctx, t, table.sessionId(), table.name() + ": " + why, null);
            return;
        }
        back(ctx, table);
    }

    /**
     * The computer stands in for absent students (the seats nobody has taken) or stops: a table does
     * not wait for a student who is not in class. A student who joins takes the seat over.
     */
    private void standIn(Context ctx, SessionTable table, boolean on) {
        db.tables().setComputerSeats(table.id(), on);
        tables.changed(table.id());
        if (on) computer.nudge(table.id());
        back(ctx, table);
    }

    /**
     * Who plays the seats nobody has taken at an Eleusis or Express table: nobody, the stand-in by
     * lot, or the machine scientist (which plays, guesses and prophesies from the seat's view).
     */
    private void computers(Context ctx, Teacher t, SessionTable table) {
        ComputerKind kind = ComputerKind.of(ctx.formParam("computers"));
        if (kind == null || !games.get(table.id()).type().secretRule()) {
            ctx.status(400);
            Texts texts = Language.texts(ctx);
            String why = kind == null ? texts.get("seats.error.kind") : texts.get("seats.error.game");
            console.session(ctx, t, table.sessionId(), table.name() + ": " + why, null);
            return;
        }
        db.tables().setComputers(table.id(), kind);
        tables.changed(table.id());
        if (kind != ComputerKind.NONE) computer.nudge(table.id());
        back(ctx, table);
    }

    private void remove(Context ctx, SessionTable table) {
        long number = Requests.number(ctx, "seat");
        int seat = number >= 0 && number <= Integer.MAX_VALUE ? (int) number : -1;
        boolean house = games.get(table.id()).houseDeals() && seat == GameType.HOUSE_SEAT;
        if (!house && db.seats().release(table.id(), seat)) {
            tables.removed(table.id(), seat);
            tables.changed(table.id());
            computer.nudge(table.id()); // the computer takes the seat over, where it may
        }
        back(ctx, table);
    }

    /**
     * The teacher answers a student who asks for their seat from another device: approved, the new
     * device holds the seat (the old one's screens are closed); declined, nothing changes.
     */
    private void answer(Context ctx, SessionTable table, boolean approve) {
        long number = Requests.number(ctx, "seat");
        int seat = number >= 0 && number <= Integer.MAX_VALUE ? (int) number : -1;
        if (approve) {
            if (db.seatRequests().approve(table.id(), seat)) tables.removed(table.id(), seat);
        } else {
            db.seatRequests().decline(table.id(), seat);
        }
        back(ctx, table);
    }

    private void status(Context ctx, SessionTable table) {
        Optional<ClassSession> session = db.classSessions().find(table.sessionId());
        boolean lobby = session.map(s -> !s.started()).orElse(false);
        boolean archived = session.map(s -> s.status() == eleusis.store.SessionStatus.ENDED).orElse(false);
        ClassroomPages.TableInfo info = ConsoleTable.read(db, games, tables, console.notebooks(), db.tables().find(table.id()).orElse(table),
                java.time.Instant.now(), Language.texts(ctx), lobby);
        ctx.header("Cache-Control", "no-store");
        ctx.render("partials/table-status.jte", Map.of("table", info,
                "controls", ConsoleStage.TableControls.of(!lobby, archived, info)));
    }

    private void screen(Context ctx, SessionTable table, String mode) {
        if (mode.equals("dealer") && !games.get(table.id()).houseDeals()) {
            ctx.status(409).contentType(Requests.PLAIN_TEXT).result(Language.texts(ctx).get("session.error.playersDeal"));
            return;
        }
        ctx.render(ClassroomPages.page(table), Map.of("page",
                new ClassroomPages.Table(table.id(), Language.texts(ctx).tableName(table.name()), mode, table.game())));
    }
}
