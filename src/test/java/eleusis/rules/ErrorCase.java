package eleusis.rules;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * One case of an error baseline file (see src/test/resources/rules/errors/README.md): a rule text
 * that must be refused and the exact report for it.
 */
record ErrorCase(Path file, int number, int line, String rule, String expected) {

    String name() {
        return file.getFileName() + " #" + number + ": " + CaseFiles.title(rule);
    }

    static List<ErrorCase> read(Path file) {
        List<String> lines = CaseFiles.lines(file);
        List<ErrorCase> cases = new ArrayList<>();
        int start = 0;
        while (start <= lines.size()) {
            int end = start;
            while (end < lines.size() && !lines.get(end).equals("===")) end++;
            cases.add(parse(file, cases.size() + 1, lines.subList(start, end), start + 1));
            start = end + 1;
        }
        return cases;
    }

    private static ErrorCase parse(Path file, int number, List<String> lines, int firstLine) {
        int notes = 0;
        while (notes < lines.size() && lines.get(notes).startsWith("#")) notes++;
        int dashes = lines.indexOf("---");
        if (dashes < notes) {
            throw new IllegalArgumentException(file.getFileName() + ":" + firstLine
                    + ": case #" + number + " has no line '---' between the rule and the expected report");
        }
        String rule = String.join("\n", lines.subList(notes, dashes));
        String expected = String.join("\n", lines.subList(dashes + 1, lines.size()));
        return new ErrorCase(file, number, firstLine + notes, rule, expected);
    }
}
