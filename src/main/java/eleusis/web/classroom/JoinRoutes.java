package eleusis.web.classroom;

import eleusis.web.ClientAddress;
import static eleusis.web.Requests.id;
import static eleusis.web.Requests.or;

import eleusis.game.GameType;
import eleusis.live.LiveTables;
import eleusis.store.ClaimedSeat;
import eleusis.store.ClassSession;
import eleusis.store.Database;
import eleusis.store.SessionTable;
import eleusis.store.StoreException;
import eleusis.web.Cookies;
import eleusis.web.Language;
import eleusis.web.RateLimiter;
import eleusis.web.Texts;
import eleusis.web.play.ComputerPlayers;
import eleusis.web.play.TableBroadcast;
import eleusis.web.play.TableSockets;
import io.javalin.config.RoutesConfig;
import io.javalin.http.Context;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Students join a class: with the code and a name they get a seat at the emptiest table, kept by a
 * seat-token cookie, so a reload or a lost connection brings them back to the same seat; a latecomer
 * gets a table opened for them, and a student on a new device asks for their seat back.
 */
public record JoinRoutes(Database db, LiveTables games, TableBroadcast broadcast, ComputerPlayers computer, RateLimiter limiter,
                  Latecomers latecomers, ClassAddresses addresses) {
    static final int MAX_NAME = 40;

    public JoinRoutes(Database db, LiveTables games, TableBroadcast broadcast, ComputerPlayers computer, RateLimiter limiter,
                      Latecomers latecomers) {
        this(db, games, broadcast, computer, limiter, latecomers, new ClassAddresses(db.sessionAddresses()));
    }

    /** 60 wrong codes a minute per address: a whole class behind one school address never meets it, a code-guessing script does. */
    public static RateLimiter joinLimiter() {
        // Wrong codes only: a class typing the right code behind one school address is never held up.
        return new RateLimiter(60, 60_000, java.time.Clock.systemUTC());
    }

    public void register(RoutesConfig routes) {
        routes.get("/join", ctx -> join(ctx, new ClassroomPages.Join(or(ctx.queryParam("code")), "", null)));
        routes.post("/join", this::claim);
        routes.post("/join/reclaim", this::reclaim);
        routes.get("/join/wait", this::waitForSeat);
        routes.get("/play/{id}", this::play);
    }

    private static void join(Context ctx, ClassroomPages.Join page) {
        ctx.render("pages/join.jte", Map.of("page", page));
    }

    /**
     * An address that has typed too many wrong codes waits (429, with when to try again); right codes
     * never count. Meanwhile the code of a class already used from that address is still taken: its
     * teacher made it there, or a classmate joined it there. So one student's wrong codes never lock
     * out the class behind the same school address, and a guesser there learns only the codes of the
     * classes in their own building, which the room could tell them.
     */
    private boolean tooMany(Context ctx, String code, String name, Texts texts) {
        String client = ClientAddress.of(ctx);
        if (!limiter.blocked(client)) return false;
        Optional<ClassSession> s = code.isEmpty() ? Optional.empty() : db.classSessions().findByCode(code);
        if (s.isPresent() && addresses.usedFrom(s.get().id(), client)) return false;
        ctx.status(429).header("Retry-After", Long.toString(limiter.retryAfterSeconds(client)));
        join(ctx, new ClassroomPages.Join(code, name, texts.get("join.error.tooMany")));
        return true;
    }

    /** A code that opens no class: counted against the address, as a guess would be. */
    private void noClass(Context ctx, String code, String name, Texts texts) {
        limiter.allow(ClientAddress.of(ctx));
        ctx.status(404);
        join(ctx, new ClassroomPages.Join(code, name, texts.get("join.error.noClass", code)));
    }

    /** The seat's cookie: it keeps the seat across reloads and lost connections for a week. */
    private static void giveSeat(Context ctx, long tableId, String token) {
        Cookies.set(ctx, TableSockets.seatCookie(tableId), token, java.time.Duration.ofDays(7));
    }

    /** How many of the emptiest tables a join reads at once: the first with a free seat is nearly always among them. */
    private static final int TABLES_A_PAGE = 16;

    private void claim(Context ctx) {
        Texts texts = Language.texts(ctx);
        String code = or(ctx.formParam("code")).strip();
        String name = or(ctx.formParam("name")).strip();
        if (tooMany(ctx, code, name, texts)) return;
        if (name.isEmpty() || name.length() > MAX_NAME || name.chars().anyMatch(Character::isISOControl)) {
            ctx.status(400);
            join(ctx, new ClassroomPages.Join(code, name, texts.get("join.error.name", MAX_NAME)));
            return;
        }
        Optional<ClassSession> s = db.classSessions().findByCode(code);
        if (s.isEmpty()) {
            noClass(ctx, code, name, texts);
            return;
        }
        addresses.used(s.get().id(), ClientAddress.of(ctx));
        if (s.get().status() == eleusis.store.SessionStatus.ENDED) {
            ctx.status(410);
            join(ctx, new ClassroomPages.Join(code, name, texts.get("join.error.ended")));
            return;
        }
        // A browser that already holds a seat at this class goes back to it: only the seat cookies it
        // sent are looked at, not every table of the class.
        for (var cookie : ctx.cookieMap().entrySet()) {
            if (!cookie.getKey().startsWith(TableSockets.SEAT_COOKIE_PREFIX)) continue;
            Optional<eleusis.store.Seat> held = db.seats().findByToken(cookie.getValue());
            if (held.isPresent() && cookie.getKey().equals(TableSockets.seatCookie(held.get().tableId()))
                    && db.tables().find(held.get().tableId()).filter(t -> t.sessionId() == s.get().id()).isPresent()) {
                ctx.redirect("/play/" + held.get().tableId());
                return;
            }
        }
        // Two students of one class with one name would be one "Ana" on every screen: the second adds an
        // initial. Looked up by the name's index, so a join costs the same in a class of 4 tables or 400.
        Optional<String> sameName = db.seats().nameAtSession(s.get().id(), name);
        if (s.get().locked()) {
            // A seated student on a new device may still ask for their seat: the form for it comes with the
            // refusal (and the console shows the request). Anyone else is someone the teacher should know of.
            if (sameName.isEmpty()) latecomers.turnedAway(s.get(), name, eleusis.store.JoinNotices.Kind.LOCKED);
            ctx.status(403);
            join(ctx, new ClassroomPages.Join(code, name, texts.get("join.error.locked"), true));
            return;
        }
        if (sameName.isPresent()) {
            ctx.status(409);
            join(ctx, new ClassroomPages.Join(code, name, texts.get("join.error.sameName", sameName.get()), true));
            return;
        }
        // Groups fill evenly: the table with the fewest students first, so a late joiner evens them out.
        // A page of tables at a time: the first page nearly always has a free seat.
        for (int skip = 0; ; skip += TABLES_A_PAGE) {
            List<Long> page = db.tables().emptiestPlaying(s.get().id(), skip, TABLES_A_PAGE);
            for (long tableId : page) {
                var game = games.get(tableId);
                if (game.over()) continue; // ended a moment ago (its status is written with the last action)
                int players = game.read(g -> g.players());
                int first = game.houseDeals() ? GameType.HOUSE_SEAT + 1 : 0;
                try {
                    ClaimedSeat seat = db.seats().claimFirstFree(tableId, first, players, name);
                    giveSeat(ctx, tableId, seat.token());
                    broadcast.changed(tableId); // the others see the new name
                    computer.nudge(tableId); // with a student seated, computer players may begin
                    ctx.redirect("/play/" + tableId);
                    return;
                } catch (StoreException.NameTaken taken) {
                    // Someone of the same name sat down at this instant (the check above raced with them).
                    ctx.status(409);
                    join(ctx, new ClassroomPages.Join(code, name, texts.get("join.error.sameName", name), true));
                    return;
                } catch (StoreException.Conflict full) {
                    // this table is full: try the next one
                }
            }
            if (page.size() < TABLES_A_PAGE) break;
        }
        seatLatecomer(ctx, s.get(), code, name, texts);
    }

    /** Every seat is a student's: a table is opened for the latecomer, or they are told why not (and so is the teacher). */
    private void seatLatecomer(Context ctx, ClassSession s, String code, String name, Texts texts) {
        Latecomers.Outcome late;
        try {
            late = latecomers.seat(s, name, n -> texts.get("session.defaultTable", n));
        } catch (StoreException.NameTaken sameName) {
            ctx.status(409);
            join(ctx, new ClassroomPages.Join(code, name, texts.get("join.error.sameName", name), true));
            return;
        }
        if (late instanceof Latecomers.Seated seated) {
            long tableId = seated.table().id();
            giveSeat(ctx, tableId, seated.seat().token());
            broadcast.changed(tableId);
            computer.nudge(tableId);
            ctx.redirect("/play/" + tableId);
            return;
        }
        ctx.status(409);
        String why = switch (((Latecomers.Refused) late).why()) {
            case CLASS_FULL -> texts.get("join.error.classFull", TableSizes.MAX_CLASS);
            case OVER -> texts.get("join.error.over");
            default -> texts.get("join.error.full");
        };
        join(ctx, new ClassroomPages.Join(code, name, why));
    }

    /**
     * A student back on a new device asks for their seat by name: the request waits for the teacher's
     * approval on the console; the device keeps the request's token in the seat's cookie meanwhile.
     */
    private void reclaim(Context ctx) {
        Texts texts = Language.texts(ctx);
        String code = or(ctx.formParam("code")).strip();
        String name = or(ctx.formParam("name")).strip();
        if (tooMany(ctx, code, name, texts)) return;
        Optional<ClassSession> s = db.classSessions().findByCode(code);
        if (s.isEmpty()) {
            noClass(ctx, code, name, texts);
            return;
        }
        if (!name.isEmpty()) {
            for (SessionTable table : db.tables().listBySession(s.get().id())) {
                for (eleusis.store.Seat seat : db.seats().list(table.id())) {
                    if (!seat.playerName().strip().equalsIgnoreCase(name)) continue;
                    String token = db.seatRequests().ask(table.id(), seat.seat());
                    giveSeat(ctx, table.id(), token);
                    ctx.redirect("/join/wait?table=" + table.id());
                    return;
                }
            }
        }
        ctx.status(404);
        join(ctx, new ClassroomPages.Join(code, name, texts.get("join.error.noSuchStudent", name)));
    }

    /** The asking device waits here; once the teacher approved, its cookie holds the seat and it goes to the table. */
    private void waitForSeat(Context ctx) {
        long tableId;
        try {
            tableId = Long.parseLong(or(ctx.queryParam("table")));
        } catch (NumberFormatException e) {
            ctx.redirect("/join");
            return;
        }
        String token = ctx.cookie(TableSockets.seatCookie(tableId));
        boolean seated = token != null && db.seats().findByToken(token).filter(x -> x.tableId() == tableId).isPresent();
        Optional<eleusis.store.SeatRequests.Request> open = seated ? Optional.empty() : db.seatRequests().findByToken(token);
        if (ctx.queryParam("json") != null) { // the waiting page asks every few seconds
            ctx.header("Cache-Control", "no-store");
            ctx.json(Map.of("state", seated ? "approved" : open.isPresent() ? "waiting" : "declined"));
            return;
        }
        if (seated) {
            ctx.redirect("/play/" + tableId);
            return;
        }
        String name = open.flatMap(r -> db.seats().list(tableId).stream().filter(x -> x.seat() == r.seat()).findFirst())
                .map(eleusis.store.Seat::playerName).orElse("");
        ctx.header("Cache-Control", "no-store");
        ctx.render("pages/seat-wait.jte", Map.of("page", new ClassroomPages.SeatWait(tableId, name, open.isEmpty())));
    }

    private void play(Context ctx) {
        long tableId = id(ctx);
        Optional<SessionTable> table = db.tables().find(tableId);
        String token = ctx.cookie(TableSockets.seatCookie(tableId));
        boolean seated = table.isPresent() && token != null
                && db.seats().findByToken(token).filter(x -> x.tableId() == tableId).isPresent();
        if (!seated) {
            ctx.redirect("/join");
            return;
        }
        ctx.render(ClassroomPages.page(table.get()), Map.of("page",
                new ClassroomPages.Table(tableId, Language.texts(ctx).tableName(table.get().name()), "student", table.get().game())));
    }
}
