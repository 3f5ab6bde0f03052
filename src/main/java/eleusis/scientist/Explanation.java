package eleusis.scientist;

import eleusis.cards.Card;
import eleusis.rules.Rule;

/** Puts a card's reason together from {@link Words}: how it splits the rules standing, what each verdict keeps. */
final class Explanation {
    private Explanation() {}

    static String why(Words words, Card card, Standing.Split split, Space space, Standing standing) {
        int total = split.accepting() + split.refusing();
        String name = words.card(card);
        if (split.accepting() == 0 || split.refusing() == 0) return words.noSplit(name, total);
        String s = words.splits(name, total, split.accepting(), split.refusing()) + words.colon()
                + words.ifAccepted(reading(space.text(split.heaviestAccepting()), words)) + words.semicolon()
                + words.ifRefused(reading(space.text(split.heaviestRefusing()), words));
        int top = standing.heaviest();
        return s + ". " + words.best(total, reading(space.text(top), words));
    }

    /** A candidate's reading in the words' language; every candidate text compiles (the space is made so). */
    static String reading(String text, Words words) {
        String reading = Rule.readingOf(text, words.lang());
        if (reading == null) return text;
        // Quoted inside a sentence of the scientist's: the reading's own full stop would end it early.
        return reading.endsWith(".") ? reading.substring(0, reading.length() - 1) : reading;
    }
}
