package eleusis.analysis;

import eleusis.cards.Card;
import eleusis.cards.CardNotation;
import java.util.ArrayList;
import java.util.List;

/**
 * A layout read as evidence: every mainline card was accepted after the cards before it, and every
 * sideline play (one card, or a wrong string of several in Eleusis) was refused after the mainline
 * it tried to follow.
 *
 * <p>The text format, one play a line, top to bottom in the order of the mainline:
 * <pre>
 * # comments and blank lines are ignored
 * 5H          a mainline card (several cards on one line: a string accepted in that order)
 * x 7H        a refused play under the last mainline card above it
 * x 8D 9C     a refused string: at least one of its cards was wrong
 * 3S
 * </pre>
 * A refused play above the first mainline card was refused as a starter.
 */
public final class Evidence {
    /** One observation: {@code cards} played after {@code mainline}; accepted or refused. */
    public record Observation(int line, List<Card> mainline, List<Card> cards, boolean accepted) {
        public Observation {
            mainline = List.copyOf(mainline);
            cards = List.copyOf(cards);
        }
    }

    /** A layout, or the first problem in its text (then {@code observations} is empty). */
    public record Parsed(List<Observation> observations, List<Card> mainline, String error) {
        public boolean ok() { return error == null; }
    }

    private Evidence() {}

    public static Parsed parse(String text) {
        List<Observation> observations = new ArrayList<>();
        List<Card> mainline = new ArrayList<>();
        String[] lines = text.split("\r\n|\r|\n", -1);
        for (int i = 0; i < lines.length; i++) {
            int number = i + 1;
            String line = lines[i];
            int hash = line.indexOf('#');
            if (hash >= 0) line = line.substring(0, hash);
            line = line.trim();
            if (line.isEmpty()) continue;
            boolean refused = false;
            String[] words = line.split("\\s+");
            int first = 0;
            if (words[0].equalsIgnoreCase("x") || words[0].equalsIgnoreCase("no") || words[0].equals("-")) {
                refused = true;
                first = 1;
                if (words.length == 1) return failure("line " + number + ": '" + words[0] + "' needs the refused cards after it, as in: x 7H");
            }
            List<Card> cards = new ArrayList<>();
            for (int w = first; w < words.length; w++) {
                CardNotation.Parsed p = CardNotation.parse(words[w]);
                if (p instanceof CardNotation.Bad bad) {
                    return failure("line " + number + ": " + bad.message()
                            + (w == 0 ? " (a refused play starts with x, as in: x 7H)" : ""));
                }
                cards.add(((CardNotation.Ok) p).card());
            }
            if (refused) {
                observations.add(new Observation(number, mainline, cards, false));
            } else {
                for (Card c : cards) {
                    observations.add(new Observation(number, mainline, List.of(c), true));
                    mainline.add(c);
                }
            }
        }
        return new Parsed(List.copyOf(observations), List.copyOf(mainline), null);
    }

    private static Parsed failure(String message) {
        return new Parsed(List.of(), List.of(), message);
    }
}
