package eleusis.library;

import java.util.List;

/**
 * A lesson plan in one language: a class period built around rounds of Eleusis, each round played
 * with a rule of the library. Read from a {@code .lesson} file (the format is described for authors
 * in {@code lessons/README.md}); one file per lesson and language, named {@code ID.LANGUAGE.lesson}.
 *
 * <p>The parts come in class order: the opening, the rounds (easiest rule first), the discussion and
 * the debrief; their minutes add up to {@link #minutes}. The four languages of one lesson share its
 * {@link #shape}: same id, game, rules and timings, so the app can run any of them the same way.
 */
public record LessonPlan(String id, String language, String title, String goal, int level, Game game, int minutes,
        Opening opening, List<Round> rounds, Discussion discussion, Debrief debrief) {

    /** File names the lesson reader expects: {@code ID.LANGUAGE.lesson}. */
    public static final String EXTENSION = ".lesson";
    /** The languages of the interface, and so of the lesson plans. */
    public static final List<String> LANGUAGES = List.of("en", "es", "fr", "it");
    /** The levels of a lesson: 1 for a class new to the game, 3 for a class that has played it. */
    public static final int FIRST_LEVEL = 1, LAST_LEVEL = 3;
    /** Caps that keep a file a lesson plan: rounds, and questions or prompts of a part. */
    public static final int MAX_ROUNDS = 8, MAX_ITEMS = 12;

    public LessonPlan {
        rounds = List.copyOf(rounds);
    }

    /** Which game the rounds are played in. */
    public enum Game {
        /** Eleusis Express: one card a turn, guess the rule. */
        EXPRESS,
        /** Abbott's Eleusis: strings of cards, the prophet, markers. */
        ELEUSIS;

        /** The word in a file, as the app names the game ({@code express}, {@code eleusis}). */
        public String key() { return name().toLowerCase(java.util.Locale.ROOT); }
    }

    /** The start of the class: what the teacher says to set up the game and the lesson's question. */
    public record Opening(int minutes, String say) {}

    /**
     * One round: the library rule by its name, its minutes, what the teacher says before it, and the
     * prompt for the class once it is over (shown between rounds). {@code line} is where the round's
     * {@code rule:} stands in the file, for messages.
     */
    public record Round(String rule, int minutes, String before, String between, int line) {}

    /** Questions for the whole class after the rounds. */
    public record Discussion(int minutes, List<String> questions) {
        public Discussion {
            questions = List.copyOf(questions);
        }
    }

    /** The closing prompts: what each student takes away, from the game to science. */
    public record Debrief(int minutes, List<String> prompts) {
        public Debrief {
            prompts = List.copyOf(prompts);
        }
    }

    /**
     * What the languages of one lesson must share: everything but the words. Two plans with equal
     * shapes run the same class.
     */
    public record Shape(String id, Game game, int level, int minutes, int openingMinutes, List<String> rules,
            List<Integer> roundMinutes, int discussionMinutes, int questions, int debriefMinutes, int prompts) {}

    public Shape shape() {
        return new Shape(id, game, level, minutes, opening.minutes(), rounds.stream().map(Round::rule).toList(),
                rounds.stream().map(Round::minutes).toList(), discussion.minutes(), discussion.questions().size(),
                debrief.minutes(), debrief.prompts().size());
    }

    /**
     * What a file holds: the plan, or null when anything is wrong, and one message per problem,
     * each {@code file:line: message}.
     */
    public record Parsed(String file, LessonPlan plan, List<String> errors) {
        public Parsed {
            errors = List.copyOf(errors);
        }

        public boolean ok() { return errors.isEmpty(); }
    }

    /**
     * Reads lesson-plan text; never throws for anything in the text. {@code file} names it in the
     * messages and gives the id and language ({@code lessons/plans/falsification.fr.lesson}). Rule
     * names are checked against the library by {@link LessonPlans}, not here.
     */
    public static Parsed parse(String file, String text) {
        return new LessonPlanReader(file, text).read();
    }
}
