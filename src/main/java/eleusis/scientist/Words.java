package eleusis.scientist;

/**
 * The scientist's sentences in one language. English is the first; another language implements
 * this (from its interface bundle) and names the language its rule readings are in.
 */
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

    /** The scientist's words in a language code of the app ("en", "es", "fr", "it"); English for any other. */
    static Words of(String lang) {
        return new English(); // es, fr and it follow (issue 14): until then every language gets English
    }
}
