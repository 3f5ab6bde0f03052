package eleusis.web.lessons;

import eleusis.game.GameType;
import eleusis.game.Games;
import eleusis.game.Judge;
import eleusis.library.LessonPlan;
import eleusis.live.LiveTables;
import eleusis.store.ClassSession;
import eleusis.store.Database;
import eleusis.store.SessionTable;
import eleusis.store.StoreException;
import eleusis.web.Language;
import eleusis.web.Requests;
import eleusis.web.RuleChoice;
import eleusis.web.Texts;
import eleusis.web.play.TableBroadcast;
import io.javalin.http.Context;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;

/**
 * The teacher picks (or drops) the session's lesson in the lobby, before Start: every table is dealt
 * again, in place, with the lesson's first rule and its number of rounds, so the students already
 * seated keep their seats. Once the class has started, or at a table that plays another game than the
 * lesson's, nothing changes and the teacher is told why.
 */
public record LessonPick(Database db, LiveTables games, TableBroadcast tables, Lessons lessons) {
    /** Why the pick changed nothing, and the answer's status. */
    public record Refused(int status, String message) {}

    public void pick(Context ctx, ClassSession s, Consumer<Refused> refuse) {
        Texts texts = Language.texts(ctx);
        String id = Requests.or(ctx.formParam("lesson")).strip();
        if (s.started()) {
            refuse.accept(new Refused(409, texts.get("lesson.error.started")));
            return;
        }
        LessonPlan plan = null;
        if (!id.isEmpty()) {
            plan = lessons.find(id, texts.lang()).orElse(null);
            if (plan == null) {
                refuse.accept(new Refused(400, texts.get("lesson.error.unknown", id)));
                return;
            }
        }
        List<SessionTable> ruleTables = db.tables().listBySession(s.id()).stream()
                .filter(x -> Games.find(x.game()).map(GameType::secretRule).orElse(false)).toList();
        if (plan != null) {
            // Everything is checked before anything changes.
            List<String> problems = new ArrayList<>();
            for (SessionTable table : ruleTables) {
                if (!table.game().equals(plan.game().key())) {
                    problems.add(texts.get("lesson.error.game", texts.tableName(table.name()), plan.title(),
                            texts.gameName(plan.game().key()), texts.gameName(table.game())));
                } else if (db.actionLog().lastSeq(table.id()) > 0) {
                    problems.add(texts.get("lesson.error.played", texts.tableName(table.name())));
                }
            }
            if (!problems.isEmpty()) {
                refuse.accept(new Refused(409, String.join("\n", problems)));
                return;
            }
            for (SessionTable table : ruleTables) {
                if (!redeal(table, plan)) {
                    refuse.accept(new Refused(409, texts.get("lesson.error.played", texts.tableName(table.name()))));
                    return;
                }
            }
        }
        db.classSessions().setLesson(s.id(), plan == null ? null : plan.id());
        for (SessionTable table : ruleTables) tables.changed(table.id()); // every screen gets the new deal
        ctx.redirect("/sessions/" + s.id());
    }

    /** The table's game dealt again: its seats, the lesson's first rule, the lesson's rounds; false if it was played meanwhile. */
    private boolean redeal(SessionTable table, LessonPlan plan) {
        int players = games.get(table.id()).read(g -> g.players());
        RuleChoice first = lessons.choice(plan, 1).orElseThrow();
        return redeal(Games.of(table.game()), table,
                new GameType.Setup(players, plan.rounds().size(), new Judge.ByRule(first.rule()), true));
    }

    private <S> boolean redeal(GameType<S, ?> type, SessionTable table, GameType.Setup setup) {
        S settings;
        try {
            settings = type.settings(setup);
        } catch (IllegalArgumentException e) {
            throw new StoreException.Invalid("the game cannot start: " + e.getMessage());
        }
        return games.redeal(table, type, settings);
    }
}
