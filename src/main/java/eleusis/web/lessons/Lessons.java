package eleusis.web.lessons;

import eleusis.library.LessonPlan;
import eleusis.library.LessonPlans;
import eleusis.library.LibraryRule;
import eleusis.library.RuleLibrary;
import eleusis.rules.Rule;
import eleusis.rules.RuleResult;
import eleusis.web.RuleChoice;
import eleusis.web.Texts;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * A class session run from a lesson plan: the plans a teacher picks from, the library rule of each
 * round, and where the class is in the lesson (the lobby, a round, between two rounds, the end) with
 * what is said there. A session stores only the lesson's id; every screen reads the plan in its
 * reader's language (English when the lesson lacks it).
 */
public record Lessons(LessonPlans plans, RuleLibrary library) {
    /** The rule choice "the lesson's rule for this round", in the session form and the next-round form. */
    public static final String CHOICE = "lesson";

    /** A lesson the teacher may pick, as the forms list it, with its game and rounds (the form's script fills them in). */
    public record Option(String id, String label, String game, int rounds) {}

    /** The lesson plans shipped with the app, checked against the library; a broken plan stops the app at start. */
    public static Lessons load(RuleLibrary library) {
        try {
            return new Lessons(LessonPlans.loadResources(LessonPlans.class.getClassLoader(), LessonPlans.FOLDER, library),
                    library);
        } catch (eleusis.library.RuleFileException e) {
            throw new IllegalStateException("the lesson plans shipped with the app cannot be read: " + e.getMessage(), e);
        }
    }

    /** Every lesson, in index order, titled in the reader's language: "title · game · 3 rounds · 45 min". */
    public List<Option> options(Texts texts) {
        List<Option> out = new ArrayList<>();
        for (String id : plans.ids()) {
            LessonPlan p = plans.find(id, texts.lang()).orElseThrow();
            out.add(new Option(id, texts.get("lesson.option", p.title(), texts.gameName(p.game().key()), p.rounds().size(),
                    p.minutes()), p.game().key(), p.rounds().size()));
        }
        return out;
    }

    /** The lesson in the reader's language; empty for a null or unknown id. */
    public Optional<LessonPlan> find(String id, String lang) {
        return id == null ? Optional.empty() : plans.find(id, lang);
    }

    /** The library rule of the lesson's round {@code round} (1 for the first, which the engines call round 0), or empty past its last round. */
    public Optional<LibraryRule> rule(LessonPlan plan, int round) {
        if (round < 1 || round > plan.rounds().size()) return Optional.empty();
        return library.find(plan.rounds().get(round - 1).rule());
    }

    /** The round's rule as a rule choice (compiled), or empty past the lesson's last round. */
    public Optional<RuleChoice> choice(LessonPlan plan, int round) {
        return rule(plan, round).map(r -> {
            RuleResult compiled = Rule.compile(r.rule());
            // The library's rules compile (its tests say so); a failure here would be a broken jar.
            if (!compiled.ok()) throw new IllegalStateException("library rule '" + r.name() + "' does not compile");
            return new RuleChoice(r.rule(), compiled.rule(), false, null);
        });
    }

    /** Where the class is in the lesson. */
    public enum Stage { OPENING, ROUND, BETWEEN, END }

    /** A table of the session as the lesson sees it: its round as the engine counts it (from 0), and whether that round or the whole game is over. */
    public record TableMoment(int round, boolean roundOver, boolean over) {}

    /**
     * Where a session is: the lobby is the opening; once every table's game is over (or the session
     * ended), the end; otherwise the table furthest behind decides, so the class moves on together:
     * a round is over for the class once it is over at every table.
     *
     * @param round the round being played, or just over, counted from 1; 0 at the opening and the end
     */
    public record Moment(Stage stage, int round) {
        public static Moment of(boolean started, boolean ended, List<TableMoment> tables) {
            if (ended) return new Moment(Stage.END, 0);
            if (!started || tables.isEmpty()) return new Moment(Stage.OPENING, 0);
            TableMoment behind = null;
            for (TableMoment t : tables) {
                if (t.over()) continue;
                if (behind == null || t.round() < behind.round() || t.round() == behind.round() && !t.roundOver()) behind = t;
            }
            if (behind == null) return new Moment(Stage.END, 0);
            // The engines count rounds from 0; a lesson, as the class does, from 1.
            return new Moment(behind.roundOver() ? Stage.BETWEEN : Stage.ROUND, behind.round() + 1);
        }
    }

    /** The console's panel: the goal, the timing with each round's rule, and what to say now. */
    public static LessonPanel panel(LessonPlan plan, Moment now, Lessons lessons, Texts texts) {
        List<String> timing = new ArrayList<>();
        timing.add(texts.get("lesson.timing.opening", plan.opening().minutes()));
        for (int i = 0; i < plan.rounds().size(); i++) {
            LessonPlan.Round r = plan.rounds().get(i);
            Optional<LibraryRule> rule = lessons.library().find(r.rule());
            // A plan names its rules by their English name; the teacher reads them in their language.
            timing.add(texts.get("lesson.timing.round", i + 1, rule.map(x -> x.name(texts.lang())).orElse(r.rule()),
                    rule.map(LibraryRule::level).orElse(0), r.minutes()));
        }
        timing.add(texts.get("lesson.timing.discussion", plan.discussion().minutes()));
        timing.add(texts.get("lesson.timing.debrief", plan.debrief().minutes()));
        return new LessonPanel(plan.id(), plan.title(), plan.goal(), plan.minutes(), timing,
                prompt(plan, now, texts));
    }

    /**
     * What the class reads on the projector now, and the teacher says: never a rule (a plan's texts
     * do not name its rules; the reveal is the teacher's, per table).
     *
     * @param heading  the stage in words ("Round 2 of 3", "Round 1 is over")
     * @param say      what the teacher says or the class reads now, paragraph by paragraph
     * @param nextHeading a second block's heading ("Next round", "Debrief"), or null
     * @param next     that block's lines
     */
    public record Prompt(String title, String stage, String heading, List<String> say, String nextHeading, List<String> next) {}

    /** The lesson's words for this moment, in the plan's language. */
    public static Prompt prompt(LessonPlan plan, Moment m, Texts texts) {
        int rounds = plan.rounds().size();
        return switch (m.stage()) {
            case OPENING -> new Prompt(plan.title(), "opening", texts.get("lesson.stage.opening"),
                    List.of(plan.opening().say()), texts.get("lesson.next.round", 1, rounds),
                    List.of(plan.rounds().get(0).before()));
            case ROUND -> new Prompt(plan.title(), "round", texts.get("lesson.stage.round", m.round(), rounds),
                    List.of(plan.rounds().get(Math.min(m.round(), rounds) - 1).before()), null, List.of());
            case BETWEEN -> {
                // Past the lesson's last round (the teacher dealt more), the last round's words stand.
                LessonPlan.Round done = plan.rounds().get(Math.min(m.round(), rounds) - 1);
                boolean more = m.round() < rounds;
                yield new Prompt(plan.title(), "between", texts.get("lesson.stage.between", m.round()), List.of(done.between()),
                        more ? texts.get("lesson.next.round", m.round() + 1, rounds) : texts.get("lesson.next.discussion"),
                        more ? List.of(plan.rounds().get(m.round()).before()) : plan.discussion().questions());
            }
            case END -> new Prompt(plan.title(), "end", texts.get("lesson.stage.discussion"), plan.discussion().questions(),
                    texts.get("lesson.stage.debrief"), plan.debrief().prompts());
        };
    }
}
