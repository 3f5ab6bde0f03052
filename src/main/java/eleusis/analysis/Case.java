package eleusis.analysis;

import eleusis.cards.Card;
import java.util.List;
import java.util.stream.Collectors;

/** A mainline (starter first) and the card judged after it. */
public record Case(List<Card> mainline, Card card) {
    public Case {
        mainline = List.copyOf(mainline);
    }

    /** The judge command's input format: the mainline cards, then the card judged. */
    public String notation() {
        String line = mainline.stream().map(Card::notation).collect(Collectors.joining(" "));
        return line.isEmpty() ? card.notation() : line + " " + card.notation();
    }

    @Override
    public String toString() { return notation(); }
}
