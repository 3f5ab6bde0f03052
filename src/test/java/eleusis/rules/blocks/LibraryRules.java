package eleusis.rules.blocks;

import eleusis.library.LessonPlan;
import eleusis.library.LessonPlans;
import eleusis.library.LibraryRule;
import eleusis.library.RuleFileException;
import eleusis.library.RuleLibrary;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** The rules a class meets: every rule of the library, and every rule a lesson plan's rounds name. */
public final class LibraryRules {
    private LibraryRules() {}

    /** By name, the library's order; the lesson plans' rules are library rules, checked to be found. */
    public static Map<String, LibraryRule> all() {
        try {
            RuleLibrary library = RuleLibrary.loadResources();
            Map<String, LibraryRule> out = new LinkedHashMap<>();
            for (LibraryRule r : library.rules()) out.put(r.name(), r);
            return out;
        } catch (RuleFileException e) {
            throw new AssertionError("the rule library does not load:\n" + e.getMessage(), e);
        }
    }

    /** The rule names of every round of every lesson plan, in every language, once each. */
    public static List<String> lessonRules() {
        try {
            List<String> out = new ArrayList<>();
            for (LessonPlan plan : LessonPlans.loadResources().plans()) {
                for (LessonPlan.Round round : plan.rounds()) if (!out.contains(round.rule())) out.add(round.rule());
            }
            return out;
        } catch (RuleFileException e) {
            throw new AssertionError("the lesson plans do not load:\n" + e.getMessage(), e);
        }
    }
}
