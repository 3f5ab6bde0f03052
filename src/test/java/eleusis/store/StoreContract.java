package eleusis.store;

import eleusis.game.eleusis.EleusisType;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import eleusis.game.Judge;
import eleusis.game.eleusis.EleusisAction;
import eleusis.game.eleusis.EleusisSettings;
import eleusis.live.GamePlay;
import eleusis.live.LiveTable;
import eleusis.live.LiveTables;
import eleusis.rules.Rule;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * The repositories' behaviour, the same on every database: SQLite always ({@link SqliteStoreTest}),
 * PostgreSQL when a server is given ({@link PostgresStoreTest}).
 */
abstract class StoreContract {
    protected final TestClock clock = new TestClock(Instant.parse("2026-03-02T09:15:00.123Z"));
    protected Database db;

    /** Opens this test's store: the same data every time it is called within one test. */
    protected abstract Database openStore(TestClock clock);

    @BeforeEach
    void openDatabase() {
        db = openStore(clock);
    }

    @AfterEach
    void closeDatabase() {
        if (db != null) db.close();
    }

    private Database reopen() {
        db.close();
        db = openStore(clock);
        return db;
    }

    /** An account made with bcrypt's lowest cost, for the tests that only need a teacher to exist. */
    private Teacher teacher(String email) {
        return new Teachers(db.jdbi(), clock, 4).create(email, "Ms " + email.substring(0, email.indexOf('@')),
                "correct horse battery");
    }

    private SessionTable table(Teacher t) {
        ClassSession s = db.classSessions().create(t.id(), "Period 3", "eleusis");
        return db.tables().create(s.id(), "Table 1", "eleusis", "{\"players\":4}", 42L);
    }

    // ---------------------------------------------------------------- teachers and logins

    @Test
    void teacherAccountsAreFoundByEmailWhateverItsCase() {
        Teacher t = db.teachers().create("  Ada.Lovelace@School.ORG ", "Ada  Lovelace", "analytical engine");
        assertEquals("ada.lovelace@school.org", t.email());
        assertEquals("Ada Lovelace", t.displayName());
        assertEquals(clock.instant(), t.createdAt());
        assertEquals(Optional.of(t), db.teachers().findByEmail("ADA.LOVELACE@school.org"));
        assertEquals(Optional.of(t), reopen().teachers().find(t.id()));
        assertEquals(Optional.empty(), db.teachers().findByEmail("nobody@school.org"));
    }

    @Test
    void passwordsAreCheckedAndStoredOnlyAsBcryptHashes() {
        Teacher t = db.teachers().create("grace@school.org", "Grace", "cobol forever");
        assertEquals(Optional.of(t), db.teachers().verify("Grace@School.org", "cobol forever"));
        assertEquals(Optional.empty(), db.teachers().verify("grace@school.org", "cobol forever!"));
        assertEquals(Optional.empty(), db.teachers().verify("grace@school.org", ""));
        assertEquals(Optional.empty(), db.teachers().verify("nobody@school.org", "cobol forever"));
        String stored = db.jdbi().withHandle(h -> h.createQuery("SELECT password_hash FROM teachers WHERE id = :id")
                .bind("id", t.id()).mapTo(String.class).one());
        assertTrue(stored.startsWith("$2a$" + Teachers.BCRYPT_COST + "$"), stored);
        assertFalse(stored.contains("cobol"));

        db.teachers().changePassword(t.id(), "fortran now");
        assertEquals(Optional.empty(), db.teachers().verify("grace@school.org", "cobol forever"));
        assertEquals(Optional.of(t), db.teachers().verify("grace@school.org", "fortran now"));
    }

    @Test
    void accountsRefuseTakenEmailsAndUnusableValues() {
        teacher("emmy@school.org");
        StoreException.Conflict taken = assertThrows(StoreException.Conflict.class,
                () -> db.teachers().create("EMMY@school.org", "Another Emmy", "something long"));
        assertEquals("there is already an account with the email emmy@school.org", taken.getMessage());
        assertEquals("a password needs at least 8 characters",
                assertThrows(StoreException.Invalid.class, () -> db.teachers().create("a@b.org", "A", "short")).getMessage());
        assertEquals("a password can be at most 72 bytes long (about 72 letters without accents)",
                assertThrows(StoreException.Invalid.class, () -> db.teachers().create("a@b.org", "A", "x".repeat(73))).getMessage());
        assertEquals("\"not-an-email\" is not an email address (like name@school.org)",
                assertThrows(StoreException.Invalid.class, () -> db.teachers().create("not-an-email", "A", "long enough")).getMessage());
        assertEquals("the display name is empty",
                assertThrows(StoreException.Invalid.class, () -> db.teachers().create("a@b.org", "  ", "long enough")).getMessage());
    }

    @Test
    void loginSessionsLastTheirLifetimeAndStoreOnlyTheTokensHash() {
        Teacher t = teacher("hedy@school.org");
        LoginSession login = db.teachers().startLogin(t.id(), Duration.ofHours(8));
        assertEquals(clock.instant().plus(Duration.ofHours(8)), login.expiresAt());
        assertTrue(login.token().matches("[A-Za-z0-9_-]{43}"), login.token());
        assertEquals(Optional.of(t), reopen().teachers().teacherForLogin(login.token()));
        List<String> stored = db.jdbi().withHandle(h -> h.createQuery("SELECT token_hash FROM login_sessions")
                .mapTo(String.class).list());
        assertEquals(List.of(Tokens.hash(login.token())), stored);

        clock.advance(Duration.ofHours(8).minusSeconds(1));
        assertEquals(Optional.of(t), db.teachers().teacherForLogin(login.token()));
        clock.advance(Duration.ofSeconds(1));
        assertEquals(Optional.empty(), db.teachers().teacherForLogin(login.token()));
        assertEquals(1, db.teachers().purgeExpiredLogins());

        LoginSession second = db.teachers().startLogin(t.id(), Duration.ofHours(1));
        db.teachers().endLogin(second.token());
        assertEquals(Optional.empty(), db.teachers().teacherForLogin(second.token()));
        assertEquals(Optional.empty(), db.teachers().teacherForLogin("made-up"));
        assertThrows(StoreException.NotFound.class, () -> db.teachers().startLogin(9999, Duration.ofHours(1)));
    }

    @Test
    void aSignInUnusedForLongerThanTheIdleLimitEndsAndOneInUseLastsItsLifetime() {
        Teacher t = teacher("grace@school.org");
        LoginSession used = db.teachers().startLogin(t.id(), Duration.ofDays(30));
        LoginSession idle = db.teachers().startLogin(t.id(), Duration.ofDays(30));
        for (int day = 0; day < 20; day++) {
            clock.advance(Duration.ofDays(1));
            assertEquals(Optional.of(t), db.teachers().teacherForLogin(used.token()), "day " + day);
        }
        assertEquals(Optional.empty(), db.teachers().teacherForLogin(idle.token()), "unused for 20 days");
        assertEquals(Optional.empty(), db.teachers().teacherForLogin(idle.token()), "and ended for good");

        LoginSession edge = db.teachers().startLogin(t.id(), Duration.ofDays(30));
        clock.advance(Teachers.LOGIN_IDLE_LIMIT);
        assertEquals(Optional.of(t), db.teachers().teacherForLogin(edge.token()), "exactly the idle limit is still in time");
        clock.advance(Teachers.LOGIN_IDLE_LIMIT.plusSeconds(1));
        assertEquals(Optional.empty(), db.teachers().teacherForLogin(edge.token()));
    }

    @Test
    void wrongPasswordsAreFreeAtFirstThenEachBlocksTwiceAsLongUpToTheWindow() {
        SignInFailures failures = db.signInFailures();
        Duration window = Duration.ofMinutes(15);
        for (int i = 0; i < 5; i++) assertEquals(Duration.ZERO, failures.fail("account:a@b.org", 5, window), "free " + i);
        assertEquals(Duration.ZERO, failures.waitFor("account:a@b.org"));
        assertEquals(Duration.ofMinutes(1), failures.fail("account:a@b.org", 5, window));
        assertEquals(Duration.ofMinutes(1), failures.waitFor("account:a@b.org"));
        assertEquals(Duration.ZERO, failures.waitFor("account:other@b.org"), "another account is not blocked");
        assertEquals(Duration.ofMinutes(2), failures.fail("account:a@b.org", 5, window));
        assertEquals(Duration.ofMinutes(4), failures.fail("account:a@b.org", 5, window));
        assertEquals(Duration.ofMinutes(8), failures.fail("account:a@b.org", 5, window));
        assertEquals(window, failures.fail("account:a@b.org", 5, window), "never longer than the window");
        clock.advance(Duration.ofMinutes(10));
        assertEquals(Duration.ofMinutes(5), failures.waitFor("account:a@b.org"));
        clock.advance(Duration.ofMinutes(6));
        assertEquals(Duration.ZERO, failures.waitFor("account:a@b.org"));
        assertEquals(Duration.ZERO, failures.fail("account:a@b.org", 5, window), "a new window starts free");

        failures.fail("address:10.0.0.1", 0, window);
        assertEquals(Duration.ofMinutes(1), failures.waitFor("address:10.0.0.1"));
        failures.clear("address:10.0.0.1");
        assertEquals(Duration.ZERO, failures.waitFor("address:10.0.0.1"));
    }

    // ---------------------------------------------------------------- rule collections

    @Test
    void ruleCollectionsBelongToOneTeacher() {
        Teacher ada = teacher("ada@school.org");
        Teacher bob = teacher("bob@school.org");
        RuleCollections rules = db.ruleCollections();
        SavedRule red = rules.save(ada.id(), "Reds", 1, "Only red cards.", "card is red");
        SavedRule alternate = rules.save(ada.id(), "alternate colours", 2, "", "card.color != last.color\n# a classic");
        rules.save(bob.id(), "Bob's", 3, "", "card is even");

        assertEquals(List.of(alternate, red), reopen().ruleCollections().list(ada.id()));
        assertEquals("card.color != last.color\n# a classic", db.ruleCollections().find(ada.id(), alternate.id()).orElseThrow().rule());
        assertEquals(Optional.empty(), db.ruleCollections().find(bob.id(), red.id()));

        clock.advance(Duration.ofMinutes(5));
        SavedRule updated = db.ruleCollections().update(ada.id(), red.id(), "Reds only", 2, "Red cards.", "card.color == red");
        assertEquals(new SavedRule(red.id(), ada.id(), "Reds only", 2, "Red cards.", "card.color == red",
                red.createdAt(), clock.instant()), updated);
        assertEquals(Optional.of(updated), db.ruleCollections().find(ada.id(), red.id()));
        assertThrows(StoreException.NotFound.class,
                () -> db.ruleCollections().update(bob.id(), red.id(), "Mine", 1, "", "card is black"));

        assertFalse(db.ruleCollections().delete(bob.id(), red.id()));
        assertTrue(db.ruleCollections().delete(ada.id(), red.id()));
        assertEquals(List.of(alternate), db.ruleCollections().list(ada.id()));
        assertEquals("the level must be 1 (easiest) to 5 (hardest), not 6", assertThrows(StoreException.Invalid.class,
                () -> db.ruleCollections().save(ada.id(), "Too hard", 6, "", "card is red")).getMessage());
        assertEquals("the rule is empty", assertThrows(StoreException.Invalid.class,
                () -> db.ruleCollections().save(ada.id(), "Blank", 1, "", " \n ")).getMessage());
    }

    // ---------------------------------------------------------------- class sessions and tables

    @Test
    void aSessionKeepsItsLessonAndATableIsDealtAgainOnlyBeforeItsFirstAction() {
        Teacher t = teacher("ada@school.org");
        ClassSession plain = db.classSessions().create(t.id(), "Period 2", "express");
        assertEquals(null, plain.lesson());
        ClassSession s = db.classSessions().create(t.id(), "Period 3", "express", false, "falsification");
        assertEquals("falsification", s.lesson());
        assertEquals("falsification", reopen().classSessions().find(s.id()).orElseThrow().lesson(), "kept across a restart");
        db.classSessions().setLesson(s.id(), "observation");
        assertEquals("observation", db.classSessions().find(s.id()).orElseThrow().lesson());
        db.classSessions().setLesson(s.id(), null);
        assertEquals(null, db.classSessions().find(s.id()).orElseThrow().lesson());
        assertThrows(StoreException.Invalid.class, () -> db.classSessions().setLesson(s.id(), "a\nb"));
        assertThrows(StoreException.NotFound.class, () -> db.classSessions().setLesson(9999, "observation"));

        SessionTable table = db.tables().create(s.id(), "Table 1", "express", "{\"players\":3}", 42L);
        assertTrue(db.tables().redeal(table.id(), "{\"players\":4}"));
        assertEquals("{\"players\":4}", db.tables().find(table.id()).orElseThrow().settingsJson());
        db.actionLog().append(table.id(), 1, 1, "{\"kind\":\"no_play\"}");
        assertFalse(db.tables().redeal(table.id(), "{\"players\":5}"), "its actions were dealt from the settings it has");
        assertEquals("{\"players\":4}", db.tables().find(table.id()).orElseThrow().settingsJson());
    }

    @Test
    void sessionsGetUniqueUnambiguousJoinCodes() {
        Teacher t = teacher("maria@school.org");
        Set<String> codes = new HashSet<>();
        List<ClassSession> made = new ArrayList<>();
        for (int i = 0; i < 60; i++) {
            ClassSession s = db.classSessions().create(t.id(), "Lesson " + i, i % 2 == 0 ? "eleusis" : "express");
            assertTrue(s.joinCode().matches("[2-9A-HJ-NP-Z]{6}"), s.joinCode());
            codes.add(s.joinCode());
            made.add(s);
            clock.advance(Duration.ofSeconds(1));
        }
        assertEquals(60, codes.size());
        ClassSession first = made.get(0);
        assertEquals(SessionStatus.OPEN, first.status());
        String typed = " " + first.joinCode().substring(0, 3).toLowerCase() + "-" + first.joinCode().substring(3) + " ";
        assertEquals(Optional.of(first), reopen().classSessions().findByCode(typed));
        assertEquals(Optional.empty(), db.classSessions().findByCode("O0I1"));

        List<ClassSession> listed = db.classSessions().listByTeacher(t.id());
        assertEquals(made.get(59), listed.get(0));
        assertEquals(first, listed.get(59));
        assertEquals("express", listed.get(0).game());

        db.classSessions().setStatus(first.id(), SessionStatus.ENDED);
        assertEquals(SessionStatus.ENDED, db.classSessions().find(first.id()).orElseThrow().status());
        assertThrows(StoreException.NotFound.class, () -> db.classSessions().setStatus(9999, SessionStatus.ENDED));
        assertThrows(StoreException.NotFound.class, () -> db.classSessions().create(9999, "Nobody's", "eleusis"));
    }

    @Test
    void tablesAreListedBySession() {
        Teacher t = teacher("emmy@school.org");
        ClassSession s = db.classSessions().create(t.id(), "Period 1", "express");
        ClassSession other = db.classSessions().create(t.id(), "Period 2", "express");
        SessionTable a = db.tables().create(s.id(), "Table A", "express", "{\"players\":3}", Long.MIN_VALUE);
        SessionTable b = db.tables().create(s.id(), "Table B", "eleusis", "{\"players\":5}", 7);
        db.tables().create(other.id(), "Elsewhere", "express", "{}", 1);
        assertEquals(List.of(a, b), reopen().tables().listBySession(s.id()));
        assertEquals(Long.MIN_VALUE, db.tables().find(a.id()).orElseThrow().seed());
        db.tables().setStatus(b.id(), TableStatus.OVER);
        assertEquals(TableStatus.OVER, db.tables().find(b.id()).orElseThrow().status());
        assertThrows(StoreException.NotFound.class, () -> db.tables().create(9999, "T", "express", "{}", 1));
    }

    // ---------------------------------------------------------------- seats

    @Test
    void seatsAreClaimedOnceAndFoundAgainByToken() {
        SessionTable table = table(teacher("ada@school.org"));
        ClaimedSeat alice = db.seats().claim(table.id(), 2, " Alice ");
        assertEquals(new Seat(table.id(), 2, "Alice", clock.instant(), clock.instant()), alice.seat());
        assertTrue(alice.token().matches("[A-Za-z0-9_-]{43}"), alice.token());
        assertEquals("seat 2 at this table is already taken",
                assertThrows(StoreException.Conflict.class, () -> db.seats().claim(table.id(), 2, "Bob")).getMessage());

        assertEquals(Optional.of(alice.seat()), reopen().seats().findByToken(alice.token()));
        assertEquals(Optional.empty(), db.seats().findByToken(alice.token() + "x"));
        List<String> stored = db.jdbi().withHandle(h -> h.createQuery("SELECT token_hash FROM seats").mapTo(String.class).list());
        assertEquals(List.of(Tokens.hash(alice.token())), stored);

        ClaimedSeat carl = db.seats().claim(table.id(), 3, "Carl");
        Instant joined = clock.instant();
        clock.advance(Duration.ofMinutes(3));
        db.seats().seen(List.of(new Seats.At(table.id(), 2), new Seats.At(table.id(), 4))); // nobody at 4: nothing to note
        assertEquals(clock.instant(), db.seats().findByToken(alice.token()).orElseThrow().lastSeen());
        assertEquals(joined, db.seats().findByToken(carl.token()).orElseThrow().lastSeen());
        assertTrue(db.seats().release(table.id(), 3));

        ClaimedSeat again = db.seats().newToken(table.id(), 2);
        assertNotEquals(alice.token(), again.token());
        assertEquals(Optional.empty(), db.seats().findByToken(alice.token()));
        assertEquals("Alice", db.seats().findByToken(again.token()).orElseThrow().playerName());
        assertThrows(StoreException.NotFound.class, () -> db.seats().newToken(table.id(), 3));
        assertThrows(StoreException.NotFound.class, () -> db.seats().claim(9999, 0, "Nobody"));

        assertTrue(db.seats().release(table.id(), 2));
        assertFalse(db.seats().release(table.id(), 2));
        assertEquals(Optional.empty(), db.seats().findByToken(again.token()));
    }

    @Test
    void firstFreeSeatsFillTheGapsUntilTheTableIsFull() {
        SessionTable table = table(teacher("ada@school.org"));
        db.seats().claim(table.id(), 1, "Bea");
        assertEquals(0, db.seats().claimFirstFree(table.id(), 4, "Al").seat().seat());
        assertEquals(2, db.seats().claimFirstFree(table.id(), 4, "Cy").seat().seat());
        assertEquals(3, db.seats().claimFirstFree(table.id(), 4, "Di").seat().seat());
        assertEquals("all 4 seats at this table are taken", assertThrows(StoreException.Conflict.class,
                () -> db.seats().claimFirstFree(table.id(), 4, "Ed")).getMessage());
        assertEquals(List.of("Al", "Bea", "Cy", "Di"), db.seats().list(table.id()).stream().map(Seat::playerName).toList());
    }

    @Test
    void aHouseSeatIsSkippedWhenStudentsTakeTheFirstFreeSeat() {
        SessionTable table = table(teacher("ada@school.org"));
        assertEquals(1, db.seats().claimFirstFree(table.id(), 1, 3, "Al").seat().seat());
        assertEquals(2, db.seats().claimFirstFree(table.id(), 1, 3, "Bea").seat().seat());
        assertEquals("all 2 seats at this table are taken", assertThrows(StoreException.Conflict.class,
                () -> db.seats().claimFirstFree(table.id(), 1, 3, "Cy")).getMessage());
        assertTrue(db.seats().release(table.id(), 1));
        assertEquals(1, db.seats().claimFirstFree(table.id(), 1, 3, "Cy").seat().seat(), "a freed seat is taken again");
    }

    @Test
    void theTeachersPauseRevealAndComputerSeatsAreKept() {
        SessionTable table = table(teacher("ada@school.org"));
        assertFalse(table.paused());
        assertNull(table.revealedRound());
        db.tables().setPaused(table.id(), true);
        db.tables().setRevealedRound(table.id(), 2);
        db.tables().setComputerSeats(table.id(), true);
        SessionTable read = db.tables().find(table.id()).orElseThrow();
        assertTrue(read.paused());
        assertEquals(2, read.revealedRound());
        assertTrue(read.computerSeats());
        assertEquals(ComputerKind.BY_LOT, read.computers(), "a table that let the computer play before plays by lot");
        db.tables().setComputers(table.id(), ComputerKind.SCIENTIST);
        assertEquals(ComputerKind.SCIENTIST, db.tables().find(table.id()).orElseThrow().computers());
        db.tables().setComputers(table.id(), ComputerKind.NONE);
        assertFalse(db.tables().find(table.id()).orElseThrow().computerSeats());
        db.tables().setComputers(table.id(), ComputerKind.SCIENTIST);
        db.tables().setRevealedRound(table.id(), null);
        db.tables().setPaused(table.id(), false);
        read = db.tables().find(table.id()).orElseThrow();
        assertFalse(read.paused());
        assertNull(read.revealedRound());
        assertThrows(StoreException.NotFound.class, () -> db.tables().setPaused(987654, true));
        assertThrows(StoreException.NotFound.class, () -> db.tables().setComputers(987654, ComputerKind.SCIENTIST));
        assertTrue(db.tables().find(table.id()).orElseThrow().scientist(), "the last choice is kept");
    }

    @Test
    void oneNameIsSeatedOncePerTableHoweverItIsWritten() {
        SessionTable table = table(teacher("ada@school.org"));
        db.seats().claim(table.id(), 0, "Ana  María");
        StoreException.NameTaken taken = assertThrows(StoreException.NameTaken.class,
                () -> db.seats().claimFirstFree(table.id(), 4, " ana maría "));
        assertEquals("someone at this table is already called ana maría", taken.getMessage());
        assertEquals(1, db.seats().list(table.id()).size(), "no seat was taken");
        assertEquals("seat 0 at this table is already taken",
                assertThrows(StoreException.Conflict.class, () -> db.seats().claim(table.id(), 0, "Bob")).getMessage());
        assertEquals(1, db.seats().claimFirstFree(table.id(), 4, "Ana M").seat().seat());
        SessionTable other = table(teacher("bea@school.org"));
        assertEquals(0, db.seats().claim(other.id(), 0, "Ana María").seat().seat(), "another table may have its own Ana María");
    }

    @Test
    void playersJoiningAtOnceGetDifferentSeats() throws Exception {
        SessionTable table = table(teacher("ada@school.org"));
        int players = 6;
        ExecutorService pool = Executors.newFixedThreadPool(players);
        try {
            CountDownLatch go = new CountDownLatch(1);
            List<Future<ClaimedSeat>> joins = new ArrayList<>();
            for (int i = 0; i < players; i++) {
                String name = "Player " + i;
                joins.add(pool.submit(() -> {
                    go.await();
                    return db.seats().claimFirstFree(table.id(), players, name);
                }));
            }
            go.countDown();
            Set<Integer> seats = new HashSet<>();
            for (Future<ClaimedSeat> j : joins) seats.add(j.get(20, TimeUnit.SECONDS).seat().seat());
            assertEquals(Set.of(0, 1, 2, 3, 4, 5), seats);
        } finally {
            pool.shutdownNow();
        }
    }

    // ---------------------------------------------------------------- the action log and notebooks

    @Test
    void actionsAreStoredOnlyWithTheNextNumber() {
        SessionTable table = table(teacher("ada@school.org"));
        ActionLog log = db.actionLog();
        assertEquals(0, log.lastSeq(table.id()));
        log.append(table.id(), 1, 0, "{\"kind\":\"play\",\"cards\":[3]}");
        log.append(table.id(), 2, 1, "{\"kind\":\"no_play\"}");
        assertEquals("action 4 of table " + table.id() + " cannot be stored: the next action there is number 3 "
                        + "(the game moved on meanwhile)",
                assertThrows(StoreException.Conflict.class, () -> log.append(table.id(), 4, 1, "{}")).getMessage());
        assertThrows(StoreException.Conflict.class, () -> log.append(table.id(), 2, 1, "{}"));
        assertThrows(StoreException.Conflict.class, () -> log.append(table.id(), 0, 1, "{}"));
        log.append(table.id(), 3, 2, "{\"kind\":\"end_turn\"}");

        List<LoggedAction> loaded = reopen().actionLog().load(table.id());
        assertEquals(List.of(1, 2, 3), loaded.stream().map(LoggedAction::seq).toList());
        assertEquals(List.of(0, 1, 2), loaded.stream().map(LoggedAction::seat).toList());
        assertEquals("{\"kind\":\"no_play\"}", loaded.get(1).actionJson());
        assertEquals(3, db.actionLog().lastSeq(table.id()));
        assertThrows(StoreException.NotFound.class, () -> db.actionLog().append(9999, 1, 0, "{}"));
    }

    @Test
    void ofWritersRacingForOneNumberExactlyOneWins() throws Exception {
        SessionTable table = table(teacher("ada@school.org"));
        int writers = 8;
        ExecutorService pool = Executors.newFixedThreadPool(writers);
        try {
            for (int seq = 1; seq <= 5; seq++) {
                int s = seq;
                CountDownLatch go = new CountDownLatch(1);
                List<Future<Boolean>> tries = new ArrayList<>();
                for (int w = 0; w < writers; w++) {
                    int seat = w;
                    tries.add(pool.submit(() -> {
                        go.await();
                        try {
                            db.actionLog().append(table.id(), s, seat, "{\"kind\":\"no_play\"}");
                            return true;
                        } catch (StoreException.Conflict lost) {
                            return false;
                        }
                    }));
                }
                go.countDown();
                int won = 0;
                for (Future<Boolean> t : tries) if (t.get(20, TimeUnit.SECONDS)) won++;
                assertEquals(1, won, "writers of action " + s);
            }
        } finally {
            pool.shutdownNow();
        }
        assertEquals(List.of(1, 2, 3, 4, 5), db.actionLog().load(table.id()).stream().map(LoggedAction::seq).toList());
    }

    @Test
    void notebooksKeepEachSeatsHypothesesInOrder() {
        SessionTable table = table(teacher("ada@school.org"));
        Notebooks notebooks = db.notebooks();
        NotebookEntry first = notebooks.add(table.id(), 1, 0, "red, black, red?");
        clock.advance(Duration.ofMinutes(2));
        NotebookEntry second = notebooks.add(table.id(), 1, 14, "colours alternate\nexcept after a king");
        NotebookEntry other = notebooks.add(table.id(), 0, 15, "rank goes up");
        assertEquals(List.of(first, second), reopen().notebooks().list(table.id(), 1));
        assertEquals(List.of(other, first, second), db.notebooks().listTable(table.id()));
        assertEquals(List.of(), db.notebooks().list(table.id(), 2));
        assertEquals("the hypothesis is empty",
                assertThrows(StoreException.Invalid.class, () -> db.notebooks().add(table.id(), 1, 3, "  ")).getMessage());
        assertThrows(StoreException.NotFound.class, () -> db.notebooks().add(9999, 1, 3, "no table"));
    }

    // ---------------------------------------------------------------- games across a restart

    @Test
    void aStoredGameComesBackAfterARestart() {
        Teacher t = teacher("ada@school.org");
        ClassSession s = db.classSessions().create(t.id(), "Period 3", "eleusis");
        Rule rule = Rule.compile("card.color != last.color").rule();
        LiveTables games = new LiveTables(db);
        LiveTable<EleusisSettings, EleusisAction> game = games.create(EleusisType.TYPE, s.id(), "Table 1",
                EleusisSettings.standard(4, new Judge.ByRule(rule)).withRounds(1), 99);
        GamePlay.playEleusis(game, rule, 40, 5);
        String before = GamePlay.snapshot(game);

        LiveTable<?, ?> back = new LiveTables(reopen()).get(game.tableId());
        assertEquals(before, GamePlay.snapshot(back));
        assertEquals(40, back.actions());
    }

    // ---------------------------------------------------------------- practice games

    @Test
    void aPracticeGameIsFoundByItsTokenWithItsActionsInOrderAfterAReopen() {
        String token = db.practiceGames().create("Red cards", "card is red", -7L, "fr", true);
        assertTrue(token.length() >= 40, token);
        db.practiceGames().append(token, 0, "{\"kind\":\"play\",\"card\":\"QS\"}");
        db.practiceGames().append(token, 1, "{\"kind\":\"giveUp\"}");
        assertThrows(StoreException.Conflict.class, () -> db.practiceGames().append(token, 1, "{\"kind\":\"giveUp\"}"));
        assertThrows(StoreException.Conflict.class, () -> db.practiceGames().append(token, 3, "{\"kind\":\"giveUp\"}"));
        PracticeGame back = reopen().practiceGames().find(token).orElseThrow();
        assertEquals(new PracticeGame("Red cards", "card is red", -7L, "fr", true,
                java.util.List.of("{\"kind\":\"play\",\"card\":\"QS\"}", "{\"kind\":\"giveUp\"}")), back);
        assertTrue(db.practiceGames().find(token + "x").isEmpty());
        assertTrue(db.practiceGames().find("").isEmpty());
        assertThrows(StoreException.NotFound.class, () -> db.practiceGames().append("no-such-token", 0, "{}"));
    }
}
