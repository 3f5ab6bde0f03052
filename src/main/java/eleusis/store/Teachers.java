package eleusis.store;

import at.favre.lib.crypto.bcrypt.BCrypt;
import java.nio.charset.StandardCharsets;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.Locale;
import java.util.Optional;
import org.jdbi.v3.core.Jdbi;
import org.jdbi.v3.core.statement.StatementContext;

/** Teachers' accounts (email and bcrypt password) and their login sessions. */
public final class Teachers extends Repository {
    /** 2^11 rounds of bcrypt: about a tenth of a second here, slow enough against guessing. */
    static final int BCRYPT_COST = 11;
    public static final int MIN_PASSWORD_LENGTH = 8;
    /** bcrypt reads at most 72 bytes; a longer password would be silently cut, so it is refused. */
    public static final int MAX_PASSWORD_BYTES = 72;
    private static final int MAX_EMAIL = 254;
    private static final int MAX_NAME = 100;

    private final int cost;
    /**
     * Checked against when the email is unknown, so that an unknown email takes as long as a wrong
     * password: one hash for each cost a store hashes at (the server's, or a test's smaller one).
     */
    private static final java.util.concurrent.ConcurrentMap<Integer, String> DECOYS = new java.util.concurrent.ConcurrentHashMap<>();

    Teachers(Jdbi jdbi, Clock clock) {
        this(jdbi, clock, BCRYPT_COST);
    }

    /** With another bcrypt cost: only for tests, which make many accounts (a hash records its own cost). */
    Teachers(Jdbi jdbi, Clock clock, int cost) {
        super(jdbi, clock);
        this.cost = cost;
    }

    /**
     * Creates an account. The email is stored trimmed and in lower case.
     *
     * @throws StoreException.Invalid  for an unusable email, name or password
     * @throws StoreException.Conflict when an account already has this email
     */
    public Teacher create(String email, String displayName, String password) {
        String mail = normalizeEmail(email);
        String name = Checks.oneLine(displayName, "the display name", MAX_NAME);
        checkPassword(password);
        String hash = BCrypt.withDefaults().hashToString(cost, password.toCharArray());
        Instant now = Sql.now(clock);
        try {
            long id = jdbi.withHandle(h -> h.createUpdate(
                            "INSERT INTO teachers (email, display_name, password_hash, created_at) VALUES (:email, :name, :hash, :now)")
                    .bind("email", mail).bind("name", name).bind("hash", hash).bind("now", now)
                    .executeAndReturnGeneratedKeys("id").mapTo(Long.class).one());
            return new Teacher(id, mail, name, now);
        } catch (RuntimeException e) {
            if (Sql.uniqueViolation(e)) throw new StoreException.Conflict("there is already an account with the email " + mail);
            throw e;
        }
    }

    public Optional<Teacher> find(long id) {
        return jdbi.withHandle(h -> h.createQuery("SELECT * FROM teachers WHERE id = :id")
                .bind("id", id).map(Teachers::teacher).findOne());
    }

    public Optional<Teacher> findByEmail(String email) {
        String mail = email == null ? "" : email.strip().toLowerCase(Locale.ROOT);
        return jdbi.withHandle(h -> h.createQuery("SELECT * FROM teachers WHERE email = :email")
                .bind("email", mail).map(Teachers::teacher).findOne());
    }

    /**
     * The teacher whose email and password these are, or empty. Takes about as long whether the
     * email is unknown or the password wrong, so that it does not tell which emails have accounts.
     */
    public Optional<Teacher> verify(String email, String password) {
        String mail = email == null ? "" : email.strip().toLowerCase(Locale.ROOT);
        Optional<Stored> stored = jdbi.withHandle(h -> h.createQuery("SELECT * FROM teachers WHERE email = :email")
                .bind("email", mail).map((rs, ctx) -> new Stored(teacher(rs, ctx), rs.getString("password_hash"))).findOne());
        char[] given = (password == null ? "" : password).toCharArray();
        if (given.length == 0 || password.getBytes(StandardCharsets.UTF_8).length > MAX_PASSWORD_BYTES) {
            given = "not a password anyone can have".toCharArray();
        }
        String hash = stored.map(Stored::passwordHash).orElseGet(() -> decoyHash(cost));
        boolean ok = BCrypt.verifyer().verify(given, hash).verified;
        return ok && stored.isPresent() && password != null && !password.isEmpty() ? stored.map(Stored::teacher) : Optional.empty();
    }

    /** Replaces the teacher's password (for a "change password" page); ends no login sessions. */
    public void changePassword(long teacherId, String password) {
        checkPassword(password);
        String hash = BCrypt.withDefaults().hashToString(cost, password.toCharArray());
        int n = jdbi.withHandle(h -> h.createUpdate("UPDATE teachers SET password_hash = :hash WHERE id = :id")
                .bind("hash", hash).bind("id", teacherId).execute());
        if (n == 0) throw new StoreException.NotFound("there is no teacher " + teacherId);
    }

    /** Starts a login session: the token for the browser, valid for {@code lifetime}. */
    public LoginSession startLogin(long teacherId, Duration lifetime) {
        String token = Tokens.newToken();
        Instant now = Sql.now(clock);
        Instant expires = now.plus(lifetime);
        try {
            jdbi.useHandle(h -> h.createUpdate("INSERT INTO login_sessions (token_hash, teacher_id, created_at, expires_at, "
                            + "last_seen_ms) VALUES (:hash, :teacher, :now, :expires, :seen)")
                    .bind("hash", Tokens.hash(token)).bind("teacher", teacherId).bind("now", now).bind("expires", expires)
                    .bind("seen", clock.millis())
                    .execute());
        } catch (RuntimeException e) {
            if (Sql.foreignKeyViolation(e)) throw new StoreException.NotFound("there is no teacher " + teacherId);
            throw e;
        }
        return new LoginSession(token, teacherId, expires);
    }

    /**
     * A sign-in unused for this long ends, whatever its lifetime: a laptop left signed in in a
     * classroom over a long weekend does not open the console to the next class.
     */
    public static final Duration LOGIN_IDLE_LIMIT = Duration.ofDays(4);
    /** How stale the last-seen time may get before a use writes it again (one write per few minutes, not per request). */
    static final Duration LOGIN_SEEN_EVERY = Duration.ofMinutes(5);

    /** The teacher signed in with this token, unless the session has expired, ended or gone unused too long. */
    public Optional<Teacher> teacherForLogin(String token) {
        if (token == null || token.isEmpty()) return Optional.empty();
        String hash = Tokens.hash(token);
        long now = clock.millis();
        Optional<Seen> seen = jdbi.withHandle(h -> h.createQuery("SELECT t.*, s.last_seen_ms FROM login_sessions s "
                        + "JOIN teachers t ON t.id = s.teacher_id WHERE s.token_hash = :hash AND s.expires_at > :now")
                .bind("hash", hash).bind("now", Sql.now(clock))
                .map((rs, ctx) -> new Seen(teacher(rs, ctx), rs.getLong("last_seen_ms"))).findOne());
        if (seen.isEmpty()) return Optional.empty();
        long last = seen.get().lastSeenMillis();
        // 0: begun before sign-ins were dated; it counts as seen now.
        if (last != 0 && now - last > LOGIN_IDLE_LIMIT.toMillis()) {
            endLogin(token);
            return Optional.empty();
        }
        if (now - last > LOGIN_SEEN_EVERY.toMillis()) {
            jdbi.useHandle(h -> h.createUpdate("UPDATE login_sessions SET last_seen_ms = :now WHERE token_hash = :hash")
                    .bind("now", now).bind("hash", hash).execute());
        }
        return Optional.of(seen.get().teacher());
    }

    private record Seen(Teacher teacher, long lastSeenMillis) {}

    /** Signs out: the token no longer works. */
    public void endLogin(String token) {
        if (token == null || token.isEmpty()) return;
        jdbi.useHandle(h -> h.createUpdate("DELETE FROM login_sessions WHERE token_hash = :hash")
                .bind("hash", Tokens.hash(token)).execute());
    }

    /** Forgets expired login sessions; returns how many. */
    public int purgeExpiredLogins() {
        return jdbi.withHandle(h -> h.createUpdate("DELETE FROM login_sessions WHERE expires_at <= :now")
                .bind("now", Sql.now(clock)).execute());
    }

    private static String decoyHash(int cost) {
        return DECOYS.computeIfAbsent(cost, c -> BCrypt.withDefaults().hashToString(c, Tokens.newToken().toCharArray()));
    }

    private static String normalizeEmail(String email) {
        String mail = email == null ? "" : email.strip().toLowerCase(Locale.ROOT);
        if (mail.isEmpty()) throw new StoreException.Invalid("the email is empty");
        int at = mail.indexOf('@');
        if (at <= 0 || at != mail.lastIndexOf('@') || at == mail.length() - 1 || mail.chars().anyMatch(Character::isWhitespace)) {
            throw new StoreException.Invalid("\"" + mail + "\" is not an email address (like name@school.org)");
        }
        if (mail.length() > MAX_EMAIL) throw new StoreException.Invalid("the email is too long (at most " + MAX_EMAIL + " characters)");
        return mail;
    }

    private static void checkPassword(String password) {
        if (password == null || password.length() < MIN_PASSWORD_LENGTH) {
            throw new StoreException.Invalid("a password needs at least " + MIN_PASSWORD_LENGTH + " characters");
        }
        if (password.getBytes(StandardCharsets.UTF_8).length > MAX_PASSWORD_BYTES) {
            throw new StoreException.Invalid("a password can be at most " + MAX_PASSWORD_BYTES + " bytes long (about "
                    + MAX_PASSWORD_BYTES + " letters without accents)");
        }
    }

    private static Teacher teacher(ResultSet rs, StatementContext ctx) throws SQLException {
        return new Teacher(rs.getLong("id"), rs.getString("email"), rs.getString("display_name"), Sql.instant(rs, "created_at"));
    }

    private record Stored(Teacher teacher, String passwordHash) {}
}
