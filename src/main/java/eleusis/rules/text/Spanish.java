package eleusis.rules.text;

import static java.util.Map.entry;

import java.util.Locale;
import java.util.Map;

/**
 * Spanish readings: "El color de la carta es distinto del color de la última carta. Cuando aún no
 * hay última carta, se acepta cualquier carta." The words are the interface's: "palo" for a suit,
 * "valor" for a rank, "fila" for the mainline.
 */
final class Spanish extends Romance {
    static final Spanish WORDS = new Spanish();

    private Spanish() {
        super(Map.ofEntries(
                entry("card.0", "la carta"),
                entry("card.1", "la última carta"),
                entry("card.2", "la penúltima carta"),
                entry("card.n", "la carta n.º {0} desde el final"),
                entry("anyCard", "se acepta cualquier carta"),
                entry("noCard", "no se acepta ninguna carta"),
                entry("note.general", "Cuando la fila aún no tiene una carta que esta regla mira, las comprobaciones "
                        + "sobre esa carta quedan sin respuesta y la carta se acepta, salvo que las demás "
                        + "comprobaciones ya la rechacen."),
                entry("note.noLastCard", "Cuando aún no hay última carta, se acepta cualquier carta."),
                entry("note.fewerThan", "Cuando la fila tiene menos de {0} cartas, se acepta cualquier carta."),
                entry("accepted", "la carta se acepta"),
                entry("rejected", "la carta se rechaza"),
                entry("always", "verdadero (siempre)"),
                entry("never", "falso (nunca)"),
                entry("ifThen", "si {0}, entonces {1}"),
                entry("otherwise", "{0}; si no, {1}"),
                entry("otherwiseIf", "{0}; si no, {1}"),
                entry("thisPartHolds", "esta parte se cumple"),
                entry("notTheCase", "esto es falso: {0}"),
                entry("sameAnswer", "las frases «{0}» y «{1}» son las dos verdaderas o las dos falsas"),
                entry("otherAnswer", "de las frases «{0}» y «{1}», una es verdadera y la otra falsa"),
                entry("and", "y"),
                entry("or", "o"),
                entry("both", "a la vez {0} {2} {1}"),
                entry("either", "o bien {0} o bien {1}"),
                entry("attribute.rank", "el valor de {0}"),
                entry("attribute.suit", "el palo de {0}"),
                entry("attribute.colour", "el color de {0}"),
                entry("suit.spades", "picas"),
                entry("suit.hearts", "corazones"),
                entry("suit.diamonds", "diamantes"),
                entry("suit.clubs", "tréboles"),
                entry("colour.red", "rojo"),
                entry("colour.black", "negro"),
                entry("true", "verdadero"),
                entry("false", "falso"),
                entry("position", "la {0}"),
                entry("position.first", "posición de la carta en la fila"),
                entry("position.later", "posición de la carta"),
                entry("aceToTen", "de A a 10"),
                entry("andSoOn", "y así sucesivamente"),
                entry("negative", "menos {0}"),
                entry("distance", "la distancia entre {0} y {1}"),
                entry("absolute", "el valor absoluto de {0}"),
                entry("remainder", "el resto de dividir {0} entre {1}"),
                entry("op.add", "más"),
                entry("op.sub", "menos"),
                entry("op.mul", "por"),
                entry("is", "es"),
                entry("isNot", "no es"),
                entry("suitNoun.spades", "de picas"),
                entry("suitNoun.hearts", "de corazones"),
                entry("suitNoun.diamonds", "de diamantes"),
                entry("suitNoun.clubs", "de tréboles"),
                entry("colourAdjective.red", "roja"),
                entry("colourAdjective.black", "negra"),
                entry("rank.1", "un as"),
                entry("rank.n", "un {0}"),
                entry("rank.11", "una jota"),
                entry("rank.12", "una reina"),
                entry("rank.13", "un rey"),
                entry("kind.face", "una figura"),
                entry("kind.number", "numérica"),
                entry("number.even", "un número par"),
                entry("number.odd", "un número impar"),
                entry("number.prime", "un número primo"),
                entry("identical", "{0} es idéntica a {1}"),
                entry("notIdentical", "{0} no es idéntica a {1}"),
                entry("eq.literal", "{0} es {1}"),
                entry("eq", "{0} es igual a {1}"),
                entry("ne.literal", "{0} no es {1}"),
                entry("differs", "{0} es distinto de {1}"),
                entry("ne", "{0} no es igual a {1}"),
                entry("lt", "{0} es menor que {1}"),
                entry("gt", "{0} es mayor que {1}"),
                entry("le", "{0} es como máximo {1}"),
                entry("ge", "{0} es como mínimo {1}"),
                entry("same.rank", "{0} tiene el mismo valor que {1}"),
                entry("same.suit", "{0} tiene el mismo palo que {1}"),
                entry("same.colour", "{0} tiene el mismo color que {1}"),
                entry("multiple", "{0} es múltiplo de {1}"),
                entry("notMultiple", "{0} no es múltiplo de {1}"),
                entry("more", "{0} es igual a {2} más {1}"),
                entry("less", "{0} es igual a {2} menos {1}"),
                entry("not.more", "{0} no es igual a {2} más {1}"),
                entry("not.less", "{0} no es igual a {2} menos {1}"),
                entry("inEmptySet", "{0} está en un conjunto vacío, cosa que nunca pasa"),
                entry("notInEmptySet", "{0} no está en un conjunto vacío, cosa que siempre se cumple"),
                entry("inEmptyRange", "{0} está en el intervalo vacío de {1} a {2}"),
                entry("notInEmptyRange", "{0} no está en el intervalo vacío de {1} a {2}"),
                entry("between", "{0} está entre {1} y {2}"),
                entry("notBetween", "{0} no está entre {1} y {2}"),
                entry("rangeMember", "de {0} a {1}"),
                entry("to", "a {0}"),
                entry("nor", "ni"),
                entry("oneOf", "{0} es {1}"),
                entry("noneOf", "{0} no es {1}"),
                entry("oneOf.cards", "{0} es idéntica {1}"),
                entry("noneOf.cards", "{0} no es idéntica {1}")),
                "de el ", "del ", "a el ", "al ");
    }

    /** A part with its own join, "e" and "u" included, puts the list around it in commas. */
    @Override boolean hasJoin(String text) {
        return super.hasJoin(text) || text.contains(" e ") || text.contains(" u ");
    }

    /** "y" is "e" before an "i" sound, "o" is "u" before an "o" sound ("7 u 8"). */
    @Override String joinBefore(boolean and, String next) {
        String n = next.toLowerCase(Locale.ROOT);
        if (and) return (n.startsWith("i") || n.startsWith("hi")) && !n.startsWith("hie") ? "e" : "y";
        return n.startsWith("o") || n.startsWith("ho") || n.startsWith("8") || n.matches("11\\b.*") ? "u" : "o";
    }
}
