package eleusis.library;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import eleusis.cards.CardNotation;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

/** What the reader makes of the layouts the format allows, and the writer's round trip. */
class RuleFileTest {

    private static LibraryRule.Case accept(String cards) { return example(cards, true); }

    private static LibraryRule.Case reject(String cards) { return example(cards, false); }

    private static LibraryRule.Case example(String cards, boolean accepted) {
        var all = CardNotation.cards(cards);
        return new LibraryRule.Case(all.subList(0, all.size() - 1), all.get(all.size() - 1), accepted);
    }

    @Test
    void readsEveryLayoutTheFormatAllows() throws Exception {
        String text = Files.readString(Path.of("src/test/resources/library/good/layout.rules"), StandardCharsets.UTF_8);
        List<LibraryRule> rules = RuleFile.read("good/layout.rules", text);
        assertEquals(List.of(
                new LibraryRule("Layout tour", 3, "classroom example",
                        "A description that goes on over two lines, with extra spaces.",
                        List.of("colour", "position"),
                        "# rule comments stay in the rule text\n\nif position is odd      # odd places\n"
                                + "  then card is red\n  else card is black",
                        List.of(accept("5H"), accept("5H 3S"), reject("5H 3H"))),
                new LibraryRule("Second", 1, "classroom example", "Rule on the key line, continued below.",
                        List.of(), "card is red or\ncard.rank == 13", List.of(accept("KS"), reject("QS")))),
                rules);
    }

    @Test
    void windowsLineEndsAndAByteOrderMarkReadTheSame() throws Exception {
        String unix = "name: Red\nlevel: 1\nsource: classic\ndescription: Red.\nrule:\n  card is red\naccept: 5H\n";
        String windows = "\uFEFF" + unix.replace("\n", "\r\n");
        assertEquals(RuleFile.read("unix.rules", unix), RuleFile.read("windows.rules", windows));
    }

    @Test
    void aFileWithNoRulesIsEmptyNotAnError() {
        RuleFile.Parsed parsed = RuleFile.parse("empty.rules", "# nothing here yet\n\n---\n");
        assertTrue(parsed.ok());
        assertEquals(List.of(), parsed.rules());
    }

    @Test
    void readThrowsWithEveryMessage() {
        RuleFileException e = assertThrows(RuleFileException.class,
                () -> RuleFile.read("x.rules", "name: A\nlevel: 9\nsource: s\ndescription: d\nrule: card is rde\n"));
        assertEquals(List.of(
                "x.rules:2: the level must be a whole number from 1 (easiest) to 5 (hardest), not '9'",
                "x.rules:5:15: unexpected 'rde'; did you mean red?\n"
                        + "rule: card is rde\n              ^^^"),
                e.errors());
        assertEquals(String.join("\n", e.errors()), e.getMessage());
    }

    @Test
    void theWholeLibraryReadsBackIdentically() throws Exception {
        List<LibraryRule> library = RuleLibrary.load(LibraryRulesTest.LESSONS).rules();
        String written = RuleFile.write(library);
        assertEquals(library, RuleFile.read("written.rules", written));
        assertEquals(written, RuleFile.write(RuleFile.read("written.rules", written)), "writing is stable");
    }

    @Test
    void awkwardRulesReadBackIdentically() throws Exception {
        List<LibraryRule> rules = List.of(
                new LibraryRule("Colons: in a name", 2, "Someone, Somewhere: a work (1999)",
                        "A description long enough to be wrapped by the writer onto several lines, because it goes on "
                                + "and on about the rule, the cards, the mainline and the sidelines, well past one line.",
                        List.of("a", "b c"),
                        "# a comment first\n\nif last is red\n    then card is black   # deep indent\n  else card is red",
                        List.of(accept("5H"), reject("5H 3D"), accept("QS 2D"))),
                new LibraryRule("  Spaced\tname ", 5, "classic", "Line\nbreaks   and\ttabs collapse.", List.of(),
                        "   card is red   \n", List.of()),
                new LibraryRule("Dashes", 1, "classic", "A rule line that is only dashes stays in the rule.",
                        List.of(), "card.rank >= ---\n---\n1", List.of(accept("AS"))));
        String written = RuleFile.write(rules);
        assertEquals(rules, RuleFile.read("awkward.rules", written), written);
    }

    @Test
    void translationsReadBackIdenticallyAndEachKeyComesAfterItsEnglish() throws Exception {
        LibraryRule both = new LibraryRule("Red cards only", 1, "classroom example", "Every card must be red.", List.of(),
                "card is red", List.of(), java.util.Map.of(
                        "fr", new LibraryRule.Translation("Seulement des cartes rouges", "Chaque carte doit être rouge\u00a0: "
                                + "un cœur ou un carreau, et cette description est assez longue pour aller à la ligne."),
                        "es", new LibraryRule.Translation("Solo cartas rojas", null),
                        "it", new LibraryRule.Translation(null, "Ogni carta deve essere rossa.")));
        String written = RuleFile.write(List.of(both));
        assertEquals(List.of(both), RuleFile.read("translated.rules", written), written);
        List<String> keys = written.lines().filter(l -> !l.isBlank() && !l.startsWith("#") && !l.startsWith(" "))
                .map(l -> l.substring(0, l.indexOf(':'))).toList();
        assertEquals(List.of("name", "name.es", "name.fr", "level", "source", "description", "description.fr", "description.it",
                "rule"), keys);
        assertEquals("Solo cartas rojas", both.name("es"));
        assertEquals("Every card must be red.", both.description("es"), "a language with a name only reads the English description");
        assertEquals("Red cards only", both.name("it"));
    }

    @Test
    void recordsRefuseWhatNoFileCouldHold() {
        assertThrows(IllegalArgumentException.class, () -> new LibraryRule("X", 1, "s", "d", List.of(), "card is red", List.of(),
                java.util.Map.of("de", new LibraryRule.Translation("Rote Karten", null))));
        assertThrows(IllegalArgumentException.class, () -> new LibraryRule.Translation(null, null));
        assertThrows(IllegalArgumentException.class, () -> new LibraryRule.Translation(" ", null));
        assertThrows(IllegalArgumentException.class,
                () -> new LibraryRule("X", 0, "s", "d", List.of(), "card is red", List.of()));
        assertThrows(IllegalArgumentException.class,
                () -> new LibraryRule(" ", 1, "s", "d", List.of(), "card is red", List.of()));
        assertThrows(IllegalArgumentException.class,
                () -> new LibraryRule("X", 1, "s", "d", List.of("a,b"), "card is red", List.of()));
        assertThrows(IllegalArgumentException.class,
                () -> new LibraryRule("X", 1, "s", "d", List.of(), "\n  \n", List.of()));
    }
}
