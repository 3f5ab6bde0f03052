package eleusis.rules.text;

import static java.util.Map.entry;

import java.util.Map;

/**
 * French readings: "La couleur de la carte est différente de la couleur de la dernière carte. Tant
 * qu’il n’y a pas encore de dernière carte, toute carte est acceptée." A suit is an "enseigne" and
 * red or black a "couleur", so the two never share a word; a rank is a "valeur"; the mainline is the
 * interface's "ligne principale". Typographic French like the interface: ’, « », a space before ; and :.
 * Attributes are all feminine (valeur, enseigne, couleur), so a colour value is "rouge" or "noire";
 * comparisons use phrases ("ne dépasse pas", "est au-dessus de") that need no agreement with sums.
 */
final class French extends Romance {
    static final French WORDS = new French();

    private French() {
        super(Map.ofEntries(
                entry("card.0", "la carte"),
                entry("card.1", "la dernière carte"),
                entry("card.2", "l’avant-dernière carte"),
                entry("card.n", "la {0}e carte depuis la fin"),
                entry("anyCard", "toute carte est acceptée"),
                entry("noCard", "aucune carte n’est acceptée"),
                entry("note.general", "Quand la ligne principale est trop courte pour une carte que cette règle "
                        + "regarde, les tests sur cette carte restent sans réponse, et la carte est acceptée sauf si "
                        + "les tests qui ont une réponse la refusent déjà."),
                entry("note.noLastCard", "Tant qu’il n’y a pas encore de dernière carte, toute carte est acceptée."),
                entry("note.fewerThan", "Tant que la ligne principale a moins de {0} cartes, toute carte est acceptée."),
                entry("accepted", "la carte est acceptée"),
                entry("rejected", "la carte est refusée"),
                entry("always", "vrai (toujours)"),
                entry("never", "faux (jamais)"),
                entry("ifThen", "si {0}, alors {1}"),
                entry("otherwise", "{0} ; sinon {1}"),
                entry("otherwiseIf", "{0} ; sinon, {1}"),
                entry("thisPartHolds", "cette partie est vraie"),
                entry("notTheCase", "ceci est faux : {0}"),
                entry("sameAnswer", "les phrases « {0} » et « {1} » sont toutes les deux vraies ou toutes les deux fausses"),
                entry("otherAnswer", "des phrases « {0} » et « {1} », l’une est vraie et l’autre fausse"),
                entry("and", "et"),
                entry("or", "ou"),
                entry("both", "à la fois {0} {2} {1}"),
                entry("either", "soit {0}, soit {1}"),
                entry("attribute.rank", "la valeur de {0}"),
                entry("attribute.suit", "l’enseigne de {0}"),
                entry("attribute.colour", "la couleur de {0}"),
                entry("suit.spades", "pique"),
                entry("suit.hearts", "cœur"),
                entry("suit.diamonds", "carreau"),
                entry("suit.clubs", "trèfle"),
                entry("colour.red", "rouge"),
                entry("colour.black", "noire"),
                entry("true", "vrai"),
                entry("false", "faux"),
                entry("position", "la {0}"),
                entry("position.first", "position de la carte dans la ligne principale"),
                entry("position.later", "position de la carte"),
                entry("aceToTen", "de A à 10"),
                entry("andSoOn", "et ainsi de suite"),
                entry("negative", "moins {0}"),
                entry("distance", "l’écart entre {0} et {1}"),
                entry("absolute", "la valeur absolue de {0}"),
                entry("remainder", "le reste de la division de {0} par {1}"),
                entry("op.add", "plus"),
                entry("op.sub", "moins"),
                entry("op.mul", "fois"),
                entry("is", "est"),
                entry("isNot", "n’est pas"),
                entry("suitNoun.spades", "un pique"),
                entry("suitNoun.hearts", "un cœur"),
                entry("suitNoun.diamonds", "un carreau"),
                entry("suitNoun.clubs", "un trèfle"),
                entry("colourAdjective.red", "rouge"),
                entry("colourAdjective.black", "noire"),
                entry("rank.1", "un as"),
                entry("rank.n", "un {0}"),
                entry("rank.11", "un valet"),
                entry("rank.12", "une dame"),
                entry("rank.13", "un roi"),
                entry("kind.face", "une figure"),
                entry("kind.number", "numérotée"),
                entry("number.even", "un nombre pair"),
                entry("number.odd", "un nombre impair"),
                entry("number.prime", "un nombre premier"),
                entry("identical", "{0} est identique à {1}"),
                entry("notIdentical", "{0} n’est pas identique à {1}"),
                entry("eq.literal", "{0} vaut {1}"),
                entry("eq", "{0} vaut {1}"),
                entry("ne.literal", "{0} ne vaut pas {1}"),
                entry("differs", "{0} est différente de {1}"),
                entry("ne", "{0} ne vaut pas {1}"),
                entry("lt", "{0} est en dessous de {1}"),
                entry("gt", "{0} est au-dessus de {1}"),
                entry("le", "{0} ne dépasse pas {1}"),
                entry("ge", "{0} vaut au moins {1}"),
                entry("same.rank", "{0} a la même valeur que {1}"),
                entry("same.suit", "{0} a la même enseigne que {1}"),
                entry("same.colour", "{0} a la même couleur que {1}"),
                entry("multiple", "{0} est un multiple de {1}"),
                entry("notMultiple", "{0} n’est pas un multiple de {1}"),
                entry("more", "{0} vaut {2} plus {1}"),
                entry("less", "{0} vaut {2} moins {1}"),
                entry("not.more", "{0} ne vaut pas {2} plus {1}"),
                entry("not.less", "{0} ne vaut pas {2} moins {1}"),
                entry("inEmptySet", "{0} est dans un ensemble vide, ce qui n’arrive jamais"),
                entry("notInEmptySet", "{0} n’est pas dans un ensemble vide, ce qui est toujours vrai"),
                entry("inEmptyRange", "{0} est dans l’intervalle vide de {1} à {2}"),
                entry("notInEmptyRange", "{0} n’est pas dans l’intervalle vide de {1} à {2}"),
                entry("between", "{0} est entre {1} et {2}"),
                entry("notBetween", "{0} n’est pas entre {1} et {2}"),
                entry("rangeMember", "de {0} à {1}"),
                entry("to", "à {0}"),
                entry("nor", "ni"),
                entry("oneOf", "{0} est {1}"),
                entry("noneOf", "{0} n’est {1}"),
                entry("oneOf.cards", "{0} est identique {1}"),
                entry("noneOf.cards", "{0} n’est identique {1}")),
                "de le ", "du ", "à le ", "au ", "de les ", "des ", "à les ", "aux ", "de un ", "d’un ", "de une ", "d’une ");
    }
}
