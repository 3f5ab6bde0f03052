package eleusis.library;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Loading a library from a folder and from the class path, and the messages when the files do
 * not fit together. The shelves live in src/test/resources/library/shelves.
 */
class RuleLibraryTest {
    static final String SHELVES = "library/shelves/";
    static final Path ON_DISK = Path.of("src/test/resources").resolve(SHELVES);
    static final ClassLoader LOADER = RuleLibraryTest.class.getClassLoader();

    private static List<String> names(RuleLibrary library) {
        return library.rules().stream().map(LibraryRule::name).toList();
    }

    @Test
    void aNameUsedInTwoFilesIsRefusedWithBothPlaces() {
        RuleFileException e = assertThrows(RuleFileException.class,
                () -> RuleLibrary.loadResources(LOADER, SHELVES + "twice"));
        assertEquals(List.of("library/shelves/twice/b.rules:7: the name 'Red Cards Only' is already used at "
                + "library/shelves/twice/a.rules:1"), e.errors());
        RuleFileException fromDisk = assertThrows(RuleFileException.class, () -> RuleLibrary.load(ON_DISK.resolve("twice")));
        String folder = ON_DISK.resolve("twice") + "/";
        assertEquals(List.of(folder + "b.rules:7: the name 'Red Cards Only' is already used at " + folder + "a.rules:1"),
                fromDisk.errors());
    }

    @Test
    void aFolderFileMissingFromTheIndexIsAnErrorOnDiskAndUnseenOnTheClassPath() throws Exception {
        String folder = ON_DISK.resolve("unlisted") + "/";
        RuleFileException e = assertThrows(RuleFileException.class, () -> RuleLibrary.load(ON_DISK.resolve("unlisted")));
        assertEquals(List.of(folder + "extra.rules: not listed in " + folder + "index.txt; add it there, or the game "
                + "will not find it once packed"), e.errors());
        assertEquals(List.of("Red cards only"), names(RuleLibrary.loadResources(LOADER, SHELVES + "unlisted")));
    }

    @Test
    void indexEntriesThatAreNotThereOrNotRuleFilesAreReportedByLine() {
        RuleFileException e = assertThrows(RuleFileException.class,
                () -> RuleLibrary.loadResources(LOADER, SHELVES + "missing/"));
        assertEquals(List.of(
                "library/shelves/missing/index.txt:3: 'notes.txt' is not the name of a .rules file in library/shelves/missing/",
                "library/shelves/missing/index.txt:4: 'a.rules' is listed twice",
                "library/shelves/missing/gone.rules: listed in library/shelves/missing/index.txt but not found"),
                e.errors());
    }

    @Test
    void withoutAnIndexAFolderReadsEveryRuleFileByNameButTheClassPathCannot() throws Exception {
        RuleLibrary library = RuleLibrary.load(ON_DISK.resolve("noindex"));
        assertEquals(List.of("Red cards only", "Black cards only"), names(library));
        assertEquals(List.of(ON_DISK.resolve("noindex") + "/a.rules", ON_DISK.resolve("noindex") + "/b.rules"),
                library.sets().stream().map(RuleLibrary.RuleSet::file).toList());
        RuleFileException e = assertThrows(RuleFileException.class,
                () -> RuleLibrary.loadResources(LOADER, SHELVES + "noindex"));
        assertEquals(List.of("library/shelves/noindex/index.txt: not found; it lists the .rules files of the library, "
                + "one per line"), e.errors());
    }

    @Test
    void aFolderThatIsNotThereIsNamed() {
        RuleFileException e = assertThrows(RuleFileException.class, () -> RuleLibrary.load(Path.of("no/such/lessons")));
        assertEquals(List.of("no/such/lessons: no such folder; the rule library lives in lessons/"), e.errors());
    }

    @Test
    void aFileThatIsNotUtf8IsNamedNotDumped(@org.junit.jupiter.api.io.TempDir Path folder) throws Exception {
        java.nio.file.Files.write(folder.resolve("a.rules"), "name: Caf\u00e9\n".getBytes(java.nio.charset.StandardCharsets.ISO_8859_1));
        RuleFileException e = assertThrows(RuleFileException.class, () -> RuleLibrary.load(folder));
        assertEquals(List.of(folder + "/a.rules: not UTF-8 text; save it as UTF-8 in the editor"), e.errors());
    }

    @Test
    void findIgnoresCaseAndSpacingAndLevelsFilter() throws Exception {
        RuleLibrary library = RuleLibrary.load(ON_DISK.resolve("noindex"));
        assertEquals("Black cards only", library.find("  BLACK   cards only ").orElseThrow().name());
        assertEquals(2, library.atLevel(1).size());
        assertEquals(List.of(), library.atLevel(5));
    }
}
