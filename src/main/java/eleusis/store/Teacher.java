package eleusis.store;

import java.time.Instant;

/** A teacher's account, without the password hash (which never leaves {@link Teachers}). */
public record Teacher(long id, String email, String displayName, Instant createdAt) {}
