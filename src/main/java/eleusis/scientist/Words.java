package eleusis.scientist;

import eleusis.cards.Card;
import eleusis.cards.CardNames;

/** The scientist's sentences in one language, and the language its rule readings are in. */
public interface Words {
    /** The code {@link eleusis.rules.Rule#reading} reads rules in: "en", "fr" ... */
    String lang();

    /** "7H splits the 40 rules still standing 22 to 18" */
    String splits(String card, int standing, int accepting, int refusing);

    /** "if it is accepted, READING stays possible" */
    String ifAccepted(String reading);

    /** "if it is refused, READING does" */
    String ifRefused(String reading);

    /** "every rule still standing gives it the same verdict; it is played to see the line go on" */
    String noSplit(String card, int standing);

    /** "N rules stand; the best guess is READING" */
    String best(int standing, String reading);

    /** What comes between a statement and what explains it (French puts a no-break space before it). */
    String colon();

    /** What comes between the parts of an explanation. */
    String semicolon();

    /** A card as the sentences name it: the card notation ("QD"), unless the words were given names ({@link #of(String, CardNames)}). */
    default String card(Card card) {
        return card.notation();
    }

    /** The scientist's words in a language, naming cards as the reader's language does ("D♦" in French). */
    static Words of(String lang, CardNames names) {
        return new NamedCards(of(lang), names);
    }

    /** The scientist's words in a language code of the app ("en", "es", "fr", "it"); English for any other. */
    static Words of(String lang) {
        return switch (lang == null ? "" : lang) {
            case "es" -> Phrases.SPANISH;
            case "fr" -> Phrases.FRENCH;
            case "it" -> Phrases.ITALIAN;
            default -> Phrases.ENGLISH;
        };
    }
}
