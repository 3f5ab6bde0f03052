package eleusis.library;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * What is wrong with one library file (a rule file, a lesson): every problem rather than the first,
 * so a teacher can fix the file in one pass, each message naming the file and line, and read top to
 * bottom in the end whatever order they were found in.
 */
final class FileProblems {
    private record Problem(int line, String message) {}

    private final String file;
    private final List<Problem> problems = new ArrayList<>();

    FileProblems(String file) {
        this.file = file;
    }

    /** A problem on a line: "file:line: message". */
    void at(int line, String message) {
        problems.add(new Problem(line, file + ":" + line + ": " + message));
    }

    /** A problem on a line whose message names the place itself (a column, or only the file for line 0). */
    void worded(int line, String message) {
        problems.add(new Problem(line, message));
    }

    /** How many so far: a part of the file read without a new one is sound. */
    int count() {
        return problems.size();
    }

    boolean none() {
        return problems.isEmpty();
    }

    /** The messages, by line. */
    List<String> messages() {
        return problems.stream().sorted(Comparator.comparingInt(Problem::line)).map(Problem::message).toList();
    }
}
