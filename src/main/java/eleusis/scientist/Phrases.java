package eleusis.scientist;

import java.util.Locale;

/**
 * The scientist's sentences in one language, as format patterns: numbers grouped as the language
 * groups them, rule readings quoted as it quotes, its own spacing before a colon. The four languages
 * of the app are in {@link Words#of}.
 */
record Phrases(String lang, Locale locale, String splits, String ifAccepted, String ifRefused, String noSplit,
        String bestOne, String bestMany, String colon, String semicolon) implements Words {

    static final Phrases ENGLISH = new Phrases("en", Locale.ENGLISH,
            "%s splits the %,d rules still standing %,d to %,d",
            "if it is accepted, \"%s\" stays possible",
            "if it is refused, \"%s\" does",
            "all %,d rules still standing give %s the same verdict; no card of the hand tells them apart, "
                    + "so it is played to move the line on",
            "1 rule stands; the best guess: \"%s\"",
            "%,d rules stand; the best guess: \"%s\"",
            ": ", "; ");

    static final Phrases SPANISH = new Phrases("es", Locale.forLanguageTag("es"),
            "%s reparte las %,d reglas que siguen en pie en %,d contra %,d",
            "si se acepta, «%s» sigue siendo posible",
            "si se rechaza, lo sigue siendo «%s»",
            "las %,d reglas que siguen en pie dan a %s el mismo veredicto; ninguna carta de la mano las "
                    + "distingue, así que se juega para que la fila avance",
            "Queda 1 regla; la mejor conjetura: «%s»",
            "Quedan %,d reglas; la mejor conjetura: «%s»",
            ": ", "; ");

    /** French: a no-break space inside the guillemets and before a colon or semicolon, as the app's French bundle does. */
    static final Phrases FRENCH = new Phrases("fr", Locale.FRENCH,
            "%s partage les %,d règles encore en lice en %,d contre %,d",
            "si elle est acceptée, «\u00A0%s\u00A0» reste possible",
            "si elle est refusée, c’est «\u00A0%s\u00A0» qui le reste",
            "les %,d règles encore en lice donnent à %s le même verdict\u00A0; aucune carte de la main ne les "
                    + "départage, elle est donc jouée pour faire avancer la ligne",
            "Il reste 1 règle\u00A0; la meilleure hypothèse\u00A0: «\u00A0%s\u00A0»",
            "Il reste %,d règles\u00A0; la meilleure hypothèse\u00A0: «\u00A0%s\u00A0»",
            "\u00A0: ", "\u00A0; ");

    static final Phrases ITALIAN = new Phrases("it", Locale.ITALIAN,
            "%s divide le %,d regole ancora possibili in %,d contro %,d",
            "se viene accettata, «%s» resta possibile",
            "se viene rifiutata, lo resta «%s»",
            "le %,d regole ancora possibili danno a %s lo stesso verdetto; nessuna carta della mano le "
                    + "distingue, quindi viene giocata per far avanzare la linea",
            "Resta 1 regola; l’ipotesi migliore: «%s»",
            "Restano %,d regole; l’ipotesi migliore: «%s»",
            ": ", "; ");

    @Override
    public String splits(String card, int standing, int accepting, int refusing) {
        return String.format(locale, splits, card, standing, accepting, refusing);
    }

    @Override
    public String ifAccepted(String reading) {
        return String.format(locale, ifAccepted, reading);
    }

    @Override
    public String ifRefused(String reading) {
        return String.format(locale, ifRefused, reading);
    }

    @Override
    public String noSplit(String card, int standing) {
        return String.format(locale, noSplit, standing, card);
    }

    @Override
    public String best(int standing, String reading) {
        return standing == 1 ? String.format(locale, bestOne, reading) : String.format(locale, bestMany, standing, reading);
    }
}
