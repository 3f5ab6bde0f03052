package eleusis.store;

import eleusis.library.LibraryRule;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Clock;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import org.jdbi.v3.core.Jdbi;
import org.jdbi.v3.core.statement.StatementContext;

/**
 * Each teacher's collection of saved rules. Every call names the teacher, so that one teacher can
 * never read or change another's rules. The rule text is kept as written, even when it does not
 * compile yet: a teacher may save a rule halfway through writing it.
 */
public final class RuleCollections extends Repository {
    private static final int MAX_NAME = 200;
    private static final int MAX_DESCRIPTION = 4000;
    public static final int MAX_RULE = 20000;

    RuleCollections(Jdbi jdbi, Clock clock) {
        super(jdbi, clock);
    }

    public SavedRule save(long teacherId, String name, int level, String description, String rule) {
        String n = Checks.oneLine(name, "the rule's name", MAX_NAME);
        checkLevel(level);
        String d = Checks.optionalText(description, "the description", MAX_DESCRIPTION);
        String r = Checks.text(rule, "the rule", MAX_RULE);
        Instant now = Sql.now(clock);
        long id = insertOwnedBy("there is no teacher " + teacherId, h -> h.createUpdate("INSERT INTO saved_rules "
                        + "(teacher_id, name, level, description, rule_text, created_at, updated_at) "
                        + "VALUES (:teacher, :name, :level, :description, :rule, :now, :now)")
                .bind("teacher", teacherId).bind("name", n).bind("level", level).bind("description", d)
                .bind("rule", r).bind("now", now));
        return new SavedRule(id, teacherId, n, level, d, r, now, now);
    }

    /** The teacher's rules, by name (then oldest first). */
    public List<SavedRule> list(long teacherId) {
        return jdbi.withHandle(h -> h.createQuery("SELECT * FROM saved_rules WHERE teacher_id = :teacher ORDER BY LOWER(name), id")
                .bind("teacher", teacherId).map(RuleCollections::savedRule).list());
    }

    public Optional<SavedRule> find(long teacherId, long ruleId) {
        return jdbi.withHandle(h -> h.createQuery("SELECT * FROM saved_rules WHERE id = :id AND teacher_id = :teacher")
                .bind("id", ruleId).bind("teacher", teacherId).map(RuleCollections::savedRule).findOne());
    }

    /**
     * Replaces a rule's name, level, description and text.
     *
     * @throws StoreException.NotFound when the teacher has no such rule
     */
    public SavedRule update(long teacherId, long ruleId, String name, int level, String description, String rule) {
        String n = Checks.oneLine(name, "the rule's name", MAX_NAME);
        checkLevel(level);
        String d = Checks.optionalText(description, "the description", MAX_DESCRIPTION);
        String r = Checks.text(rule, "the rule", MAX_RULE);
        Instant now = Sql.now(clock);
        return jdbi.inTransaction(h -> {
            int changed = h.createUpdate("UPDATE saved_rules SET name = :name, level = :level, description = :description, "
                            + "rule_text = :rule, updated_at = :now WHERE id = :id AND teacher_id = :teacher")
                    .bind("name", n).bind("level", level).bind("description", d).bind("rule", r).bind("now", now)
                    .bind("id", ruleId).bind("teacher", teacherId).execute();
            if (changed == 0) throw new StoreException.NotFound("there is no rule " + ruleId + " in your collection");
            return h.createQuery("SELECT * FROM saved_rules WHERE id = :id").bind("id", ruleId)
                    .map(RuleCollections::savedRule).one();
        });
    }

    /** Deletes the rule; false when the teacher had no such rule. */
    public boolean delete(long teacherId, long ruleId) {
        return jdbi.withHandle(h -> h.createUpdate("DELETE FROM saved_rules WHERE id = :id AND teacher_id = :teacher")
                .bind("id", ruleId).bind("teacher", teacherId).execute()) > 0;
    }

    private static void checkLevel(int level) {
        if (level < LibraryRule.EASIEST || level > LibraryRule.HARDEST) {
            throw new StoreException.Invalid("the level must be " + LibraryRule.EASIEST + " (easiest) to "
                    + LibraryRule.HARDEST + " (hardest), not " + level);
        }
    }

    private static SavedRule savedRule(ResultSet rs, StatementContext ctx) throws SQLException {
        return new SavedRule(rs.getLong("id"), rs.getLong("teacher_id"), rs.getString("name"), rs.getInt("level"),
                rs.getString("description"), rs.getString("rule_text"), Sql.instant(rs, "created_at"),
                Sql.instant(rs, "updated_at"));
    }
}
