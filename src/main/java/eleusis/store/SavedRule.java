package eleusis.store;

import java.time.Instant;

/**
 * A rule in a teacher's collection.
 *
 * @param level 1 (easiest) to 5, as in the library
 * @param rule  the text in the rule language, as the teacher wrote it
 */
public record SavedRule(long id, long teacherId, String name, int level, String description, String rule,
                        Instant createdAt, Instant updatedAt) {}
