package eleusis.store;

import java.util.List;
import java.util.Optional;
import org.jdbi.v3.core.Jdbi;

/**
 * Solo practice games, found by a token nobody can guess (the store keeps only its hash). Each
 * action is appended with the next number, committed before the student is answered, and two
 * appends of the same number cannot both succeed: a game never forks, whichever server takes it.
 */
public final class PracticeGames extends Repository {
    /** The longest stored action: a guess or note of the longest a practice game takes, in JSON. */
    public static final int MAX_ACTION = 16_000;

    PracticeGames(Jdbi jdbi, java.time.Clock clock) {
        super(jdbi, clock);
    }

    /** Stores a new game and answers its token, the only way to find it again. */
    public String create(String ruleName, String ruleText, long seed, String lang, boolean counterexamples) {
        String name = Checks.oneLine(ruleName, "the rule's name", 200);
        String text = Checks.text(ruleText, "the rule", 4000);
        String language = Checks.oneLine(lang, "the language", 8);
        String token = Tokens.newToken();
        jdbi.withHandle(Sql.timeoutsAsStoreExceptions(h -> h.createUpdate("INSERT INTO practice_games "
                        + "(token_hash, rule_name, rule_text, seed, lang, counterexamples, created_at) "
                        + "VALUES (:hash, :name, :text, :seed, :lang, :counterexamples, :now)")
                .bind("hash", Tokens.hash(token)).bind("name", name).bind("text", text).bind("seed", seed)
                .bind("lang", language).bind("counterexamples", counterexamples ? 1 : 0).bind("now", clock.millis()).execute()));
        return token;
    }

    /** The game of this token with its actions in order, or empty for a token that names none. */
    public Optional<PracticeGame> find(String token) {
        if (token == null || token.length() > 100) return Optional.empty();
        String hash = Tokens.hash(token);
        return jdbi.withHandle(Sql.timeoutsAsStoreExceptions(h -> {
            Optional<PracticeGame> game = h.createQuery("SELECT rule_name, rule_text, seed, lang, counterexamples FROM practice_games WHERE token_hash = :hash")
                    .bind("hash", hash)
                    .map((rs, ctx) -> new PracticeGame(rs.getString("rule_name"), rs.getString("rule_text"), rs.getLong("seed"),
                            rs.getString("lang"), rs.getInt("counterexamples") != 0, List.of()))
                    .findOne();
            if (game.isEmpty()) return game;
            List<String> actions = h.createQuery("SELECT action FROM practice_actions WHERE token_hash = :hash ORDER BY seq")
                    .bind("hash", hash).mapTo(String.class).list();
            PracticeGame g = game.get();
            return Optional.of(new PracticeGame(g.ruleName(), g.ruleText(), g.seed(), g.lang(), g.counterexamples(), actions));
        }));
    }

    /**
     * Appends action number {@code seq} (from 0), committed when this returns.
     *
     * @throws StoreException.Conflict when {@code seq} is not the next number (another request got there first)
     */
    public void append(String token, int seq, String actionJson) {
        String json = Checks.text(actionJson, "the action", MAX_ACTION);
        String hash = Tokens.hash(token);
        try {
            jdbi.useTransaction(h -> {
                int next = h.createQuery("SELECT COUNT(*) FROM practice_actions WHERE token_hash = :hash")
                        .bind("hash", hash).mapTo(Integer.class).one();
                if (next != seq) throw new StoreException.Conflict("the practice game has moved on: action " + next + " is next, not " + seq);
                h.createUpdate("INSERT INTO practice_actions (token_hash, seq, action, created_at) VALUES (:hash, :seq, :action, :now)")
                        .bind("hash", hash).bind("seq", seq).bind("action", json).bind("now", clock.millis()).execute();
            });
        } catch (StoreException e) {
            throw e;
        } catch (RuntimeException e) {
            if (Sql.uniqueViolation(e)) throw new StoreException.Conflict("the practice game has moved on: action " + seq + " is taken");
            if (Sql.foreignKeyViolation(e)) throw new StoreException.NotFound("there is no such practice game");
            if (Sql.timedOut(e)) throw new StoreException("the database stayed busy too long; nothing was changed, please try again", e);
            throw e;
        }
    }
}
