package eleusis.web.workshop;

import java.util.List;

/**
 * The rule workshop: type a rule, see it checked and read back in English, and judge sample
 * lines with it. {@code report} is null before a rule is submitted; {@code notice} says why its
 * profile is missing (too many checks), or is null.
 */
public record WorkshopPage(String rule, String cases, RuleReport report, List<Verdict> verdicts, String notice) {
    public WorkshopPage(String rule, String cases, RuleReport report, List<Verdict> verdicts) {
        this(rule, cases, report, verdicts, null);
    }

    /** One judged line: the cards as typed and "accept", "reject" or an error message. */
    public record Verdict(String line, String outcome, boolean error) {}

    public static final List<String> EXAMPLES = List.of(
            "card.color != last.color",
            "if last is face then card is number else card.rank > last.rank",
            "card.suit == last.suit or card.rank == last.rank",
            "(card.rank - last.rank) mod 13 in {1, 2, 3}",
            "if position mod 2 == 0 then card is red else card is black",
            "card is prime and card.rank in 2..10");

    public List<String> examples() { return EXAMPLES; }
}
