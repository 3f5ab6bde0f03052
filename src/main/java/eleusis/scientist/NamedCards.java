package eleusis.scientist;

import eleusis.cards.Card;
import eleusis.cards.CardNames;

/** A language's sentences, naming cards as a reader of that language reads them ("D♦", not "QD"). */
record NamedCards(Words words, CardNames names) implements Words {
    @Override public String lang() { return words.lang(); }

    @Override public String card(Card card) { return names.name(card); }

    @Override public String splits(String card, int standing, int accepting, int refusing) {
        return words.splits(card, standing, accepting, refusing);
    }

    @Override public String ifAccepted(String reading) { return words.ifAccepted(reading); }

    @Override public String ifRefused(String reading) { return words.ifRefused(reading); }

    @Override public String noSplit(String card, int standing) { return words.noSplit(card, standing); }

    @Override public String best(int standing, String reading) { return words.best(standing, reading); }

    @Override public String colon() { return words.colon(); }

    @Override public String semicolon() { return words.semicolon(); }
}
