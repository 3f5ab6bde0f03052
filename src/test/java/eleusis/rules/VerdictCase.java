package eleusis.rules;

import eleusis.cards.Card;
import eleusis.cards.CardNotation;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * A rule of a verdict file (see src/test/resources/rules/verdicts/README.md) and the verdicts it
 * must give.
 */
record VerdictCase(Path file, int line, String rule, List<VerdictCase.Verdict> verdicts) {

    /** {@code accept: 5H 3S 10D}: the mainline is 5H 3S (starter first), 10D is judged. */
    record Verdict(int line, boolean accept, List<Card> mainline, Card card, String text) {}

    static List<VerdictCase> read(Path file) {
        List<String> lines = CaseFiles.lines(file);
        List<VerdictCase> cases = new ArrayList<>();
        StringBuilder rule = new StringBuilder();
        int ruleLine = 0;
        List<Verdict> verdicts = new ArrayList<>();
        for (int i = 0; i < lines.size(); i++) {
            String text = lines.get(i);
            int number = i + 1;
            boolean accept = text.startsWith("accept:");
            if (accept || text.startsWith("reject:")) {
                if (rule.isEmpty()) throw malformed(file, number, "a verdict before any rule");
                verdicts.add(verdict(file, number, accept, text));
            } else if (text.isBlank() || text.startsWith("#")) {
                if (!rule.isEmpty() && verdicts.isEmpty()) throw malformed(file, ruleLine, "a rule without verdicts");
            } else {
                if (!verdicts.isEmpty()) {
                    cases.add(new VerdictCase(file, ruleLine, rule.toString(), List.copyOf(verdicts)));
                    rule.setLength(0);
                    verdicts.clear();
                }
                if (rule.isEmpty()) ruleLine = number;
                else rule.append('\n');
                rule.append(text);
            }
        }
        if (!rule.isEmpty()) {
            if (verdicts.isEmpty()) throw malformed(file, ruleLine, "a rule without verdicts");
            cases.add(new VerdictCase(file, ruleLine, rule.toString(), List.copyOf(verdicts)));
        }
        return cases;
    }

    private static Verdict verdict(Path file, int line, boolean accept, String text) {
        List<Card> cards;
        try {
            cards = CardNotation.cards(text.substring("accept:".length()));
        } catch (IllegalArgumentException e) {
            throw malformed(file, line, e.getMessage());
        }
        if (cards.isEmpty()) throw malformed(file, line, "no card to judge");
        return new Verdict(line, accept, List.copyOf(cards.subList(0, cards.size() - 1)), cards.get(cards.size() - 1), text);
    }

    private static IllegalArgumentException malformed(Path file, int line, String why) {
        return new IllegalArgumentException(file.getFileName() + ":" + line + ": " + why);
    }
}
