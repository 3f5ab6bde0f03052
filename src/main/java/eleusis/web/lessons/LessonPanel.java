package eleusis.web.lessons;

import java.util.List;

/**
 * The lesson a session follows, for its teacher: the goal, the timing, each round's rule, and what
 * to say now.
 *
 * @param timing one line a part: "Opening: 7 min", "Round 1: Red cards only, 9 min"...
 */
public record LessonPanel(String id, String title, String goal, int minutes, List<String> timing, Lessons.Prompt now) {}
