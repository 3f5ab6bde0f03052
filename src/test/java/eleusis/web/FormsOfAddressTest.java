package eleusis.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * One form of address per language (GUIDE.md, issue 24): one person, a student or a teacher, is "tú" in
 * Spanish, "tu" in French and "tu" in Italian on every page; only what the class projector shows to the
 * whole room speaks to the class, in the plural ("vosotros", "vous", "voi"). These checks read every text
 * of the bundles for the forms that break it: the formal or plural pronouns and possessives, and the verb
 * forms that go with them where a sentence starts with them.
 */
class FormsOfAddressTest {
    /** The projector's own texts, read by the whole room. */
    private static final String ROOM = "projector.";

    /** Formal or plural address to one person, by language. */
    private static final Map<String, Pattern> ONE_PERSON = Map.of(
            // vous, votre, vos, and an imperative or present in -ez ("Touchez", "vous appuyez").
            "fr", Pattern.compile("(?iu)\\b(vous|votre|vos)\\b|\\b(?!chez\\b|assez\\b|nez\\b)\\p{L}{2,}ez\\b"),
            // usted and its imperatives at the start of a sentence ("Pulse", "Elija"), and the plural of the class.
            "es", Pattern.compile("(?u)\\b([Uu]sted|[Uu]stedes|[Vv]osotr[oa]s|[Vv]uestr[oa]s?)\\b"
                    + "|(^|[.:;!?¿¡]\\s+)(Pulse|Elija|Escriba|Introduzca|Seleccione|Espere|Compruebe|Vuelva|Haga|Pida|Toque|Abra"
                    + "|Ha dicho|Tiene|Puede usted|Entrad|Pulsad|Elegid|Escribid|Mirad|Jugad|Esperad)\\b"),
            // Lei and its possessives written as address (a capital inside a sentence), its imperatives, and voi.
            "it", Pattern.compile("(?u)(?<![.!?:=]\\s|^)\\b(Lei|Suo|Sua|Suoi|Sue)\\b|\\b([Vv]oi|[Vv]ostr[oaie])\\b"
                    + "|(^|[.:;!?]\\s+)(Prema|Scelga|Scriva|Attenda|Tocchi|Inserisca|Riprovi|Clicchi|Apra|Chieda|Torni|Aspetti"
                    + "|Ricarichi|Entrate|Premete|Scegliete|Scrivete)\\b"));

    /** What the projector says to the room must be plural: each language's sign of it. */
    private static final Map<String, Pattern> ROOM_PLURAL = Map.of(
            "fr", Pattern.compile("(?iu)\\b(vous|votre|vos|\\p{L}+ez)\\b"),
            "es", Pattern.compile("(?u)\\b(vosotr[oa]s|vuestr[oa]s?|Entrad|entrad)\\b"),
            "it", Pattern.compile("(?u)\\b(voi|vostr[oaie]|Entrate|entrate)\\b"));

    @Test
    void oneStudentOrTeacherIsAddressedAsTuInEveryLanguage() {
        List<String> problems = new ArrayList<>();
        ONE_PERSON.forEach((lang, formal) -> Texts.bundle(lang).forEach((key, value) -> {
            if (key.startsWith(ROOM)) return;
            var m = formal.matcher(value);
            if (m.find()) problems.add(lang + " " + key + ": \"" + m.group().strip() + "\" in: " + value);
        }));
        assertEquals(List.of(), problems);
    }

    /** The projector's words to the class that joins: "Entrad", "Rejoignez", "Entrate", not one student's "Entra". */
    @Test
    void theProjectorSpeaksToTheWholeRoom() {
        List<String> problems = new ArrayList<>();
        for (String key : List.of("projector.code", "projector.lobby")) {
            ROOM_PLURAL.forEach((lang, plural) -> {
                String value = Texts.bundle(lang).get(key);
                if (!plural.matcher(value).find()) problems.add(lang + " " + key + " speaks to one person: " + value);
            });
        }
        assertEquals(List.of(), problems);
    }

    /** One student, in each language's plans: "tu" and its possessives (a prophet is spoken to alone). */
    private static final Map<String, Pattern> PLAN_SINGULAR = Map.of(
            "es", Pattern.compile("(?iu)\\b(tu|tus|te|ti|contigo)\\b|(^|[.:;?¿!¡]\\s+)(Escribe|Juega|Mira|Apunta|Piensa|Elige|Lleva|Nombra"
                    + "|Termina|Lee|Léeme|Busca|Marca|Decide|Empieza|Pregúntate|Dame|Cuenta)\\b"),
            "fr", Pattern.compile("(?iu)\\b(tu|ton|ta|tes|toi|t’)\\b|(^|[.:;?!]\\s+)(Écris|Joue|Regarde|Note|Pense|Choisis|Termine|Nomme)\\b"),
            "it", Pattern.compile("(?iu)\\b(tu|tuo|tua|tuoi|tue|ti)\\b|(^|[.:;?!]\\s+)(Scrivi|Gioca|Guarda|Annota|Pensa|Scegli|Completa"
                    + "|Nomina|Dimmi)\\b"));

    /**
     * The lesson plans are read to the class and shown on its projector: they speak to the room in the plural
     * ("vosotros", "vous", "voi"), never to one student as "tú", except when the teacher turns to the prophet.
     */
    @Test
    void theLessonPlansSpeakToTheWholeClass() throws java.io.IOException {
        List<String> problems = new ArrayList<>();
        try (var files = java.nio.file.Files.list(java.nio.file.Path.of("lessons/plans"))) {
            for (java.nio.file.Path file : files.sorted().toList()) {
                String name = file.getFileName().toString();
                Pattern singular = PLAN_SINGULAR.get(name.replaceAll(".*\\.(\\w+)\\.lesson$", "$1"));
                if (singular == null) continue;
                for (String value : values(java.nio.file.Files.readString(file))) {
                    if (value.matches("(?s).*\\b(Profeta|Prophète),.*")) continue; // the teacher speaks to the prophet alone
                    var m = singular.matcher(value);
                    if (m.find()) problems.add(name + ": \"" + m.group().strip() + "\" in: " + value);
                }
            }
        }
        assertEquals(List.of(), problems);
    }

    /** Each value of a plan, its lines joined (the comments and the keys that are not words left out). */
    private static List<String> values(String plan) {
        List<String> out = new ArrayList<>();
        StringBuilder value = null;
        for (String line : plan.split("\\R")) {
            if (line.startsWith("  ") && value != null) {
                value.append(' ').append(line.strip());
                continue;
            }
            if (value != null) out.add(value.toString());
            value = null;
            if (line.matches("(title|goal|say|before|between|question|prompt): .*")) value = new StringBuilder(line.substring(line.indexOf(':') + 2));
        }
        if (value != null) out.add(value.toString());
        return out;
    }

    /** The patterns catch what they are for (so that the test above could fail), and leave alone what is fine. */
    @Test
    void thePatternsCatchTheFormsTheyAreFor() {
        assertTrue(ONE_PERSON.get("fr").matcher("Touchez une brique pour l’écrire dans votre proposition.").find());
        assertTrue(ONE_PERSON.get("fr").matcher("Si vous êtes cet élève").find());
        assertTrue(!ONE_PERSON.get("fr").matcher("Touche une brique pour l’écrire dans ta proposition, chez toi.").find());
        assertTrue(ONE_PERSON.get("es").matcher("Pulse Empezar.").find());
        assertTrue(ONE_PERSON.get("es").matcher("Entrad ya.").find());
        assertTrue(!ONE_PERSON.get("es").matcher("La partida empieza cuando tu docente pulse Empezar.").find());
        assertTrue(ONE_PERSON.get("it").matcher("La partita inizia quando il Suo docente preme Inizia.").find());
        assertTrue(ONE_PERSON.get("it").matcher("Prema Inizia.").find());
        assertTrue(!ONE_PERSON.get("it").matcher("La partita inizia quando il tuo docente preme Inizia.").find());
    }
}
