package eleusis.bench;

import eleusis.cards.Card;
import eleusis.rules.RulePredicate;
import java.util.List;

/**
 * The six example rules of the issue, each with the same rule written by hand in Java: the yardstick
 * for the compiled rules. Each hand-written rule gives the language's verdict on every case,
 * missing cards included: where the rule's value would be unknown, it accepts.
 */
final class ExampleRules {
    private ExampleRules() {}

    record Example(String name, String text, RulePredicate handWritten) {}

    static final List<Example> ALL = List.of(
            new Example("color-alternates", "card.color != last.color", ExampleRules::colorAlternates),
            new Example("face-then-number", "if last is face then card is number else card.rank > last.rank",
                    ExampleRules::faceThenNumber),
            new Example("suit-or-rank", "card.suit == last.suit or card.rank == last.rank", ExampleRules::suitOrRank),
            new Example("steps-up", "(card.rank - last.rank) mod 13 in {1, 2, 3}", ExampleRules::stepsUp),
            new Example("position-colour", "if position mod 2 == 0 then card is red else card is black",
                    ExampleRules::positionColour),
            new Example("small-primes", "card is prime and card.rank in 2..10", ExampleRules::smallPrimes));

    static Example named(String name) {
        return ALL.stream().filter(e -> e.name().equals(name)).findFirst()
                .orElseThrow(() -> new IllegalArgumentException("no example rule " + name));
    }

    private static boolean colorAlternates(Card[] mainline, int length, Card card) {
        return length == 0 || card.colorIndex() != mainline[length - 1].colorIndex();
    }

    private static boolean faceThenNumber(Card[] mainline, int length, Card card) {
        if (length == 0) return true;
        Card last = mainline[length - 1];
        return last.rank() >= Card.JACK ? card.rank() <= 10 : card.rank() > last.rank();
    }

    private static boolean suitOrRank(Card[] mainline, int length, Card card) {
        if (length == 0) return true;
        Card last = mainline[length - 1];
        return card.suitIndex() == last.suitIndex() || card.rank() == last.rank();
    }

    private static boolean stepsUp(Card[] mainline, int length, Card card) {
        if (length == 0) return true;
        int step = Math.floorMod(card.rank() - mainline[length - 1].rank(), 13);
        return step >= 1 && step <= 3;
    }

    private static boolean positionColour(Card[] mainline, int length, Card card) {
        int position = length + 1;
        return position % 2 == 0 ? card.colorIndex() == 0 : card.colorIndex() == 1;
    }

    private static boolean smallPrimes(Card[] mainline, int length, Card card) {
        int rank = card.rank();
        return rank == 2 || rank == 3 || rank == 5 || rank == 7;
    }
}
