package eleusis.rules.text;

import eleusis.rules.ast.Expr;

/**
 * The plain-English reading of a checked rule, shown at the reveal and to rule authors, e.g.
 * {@code card.color != last.color} reads "The card's colour differs from the last card's colour.
 * When there is no last card yet, any card is accepted." Always one paragraph on one line.
 */
public final class English {
    private English() {}

    public static String read(Expr e) {
        return Reading.read(e, EnglishWords.WORDS);
    }
}
