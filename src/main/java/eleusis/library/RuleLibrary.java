package eleusis.library;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Stream;

/**
 * The rules teachers pick from: the {@code .rules} files of the {@code lessons/} folder, read and
 * checked. {@code lessons/index.txt} lists the files, one per line, in the order the library shows
 * them; packed as class-path resources (in the jar) that list is the only way to find them, since a
 * class path cannot be listed. Names are unique across the whole library.
 */
public final class RuleLibrary {
    /** The folder of the library, on disk and on the class path. */
    public static final String FOLDER = "lessons";
    /** The file in the folder that lists the rule files, for loading from the class path. */
    public static final String INDEX = "index.txt";

    /** One rule file of the library and the rules it holds, in file order. */
    public record RuleSet(String file, List<LibraryRule> rules) {
        public RuleSet {
            rules = List.copyOf(rules);
        }
    }

    private final List<RuleSet> sets;
    private final List<LibraryRule> rules;
    private final Map<String, LibraryRule> byName = new HashMap<>();
    /** Rule text (tidied as a file reads it) to the first rule written so. */
    private final Map<String, LibraryRule> byText = new HashMap<>();

    private RuleLibrary(List<RuleSet> sets) {
        this.sets = List.copyOf(sets);
        List<LibraryRule> all = new ArrayList<>();
        for (RuleSet s : sets) all.addAll(s.rules());
        this.rules = List.copyOf(all);
        for (LibraryRule r : rules) byName.put(LibraryRule.nameKey(r.name()), r);
        for (LibraryRule r : rules) byText.putIfAbsent(r.rule(), r);
    }

    /**
     * The library in a folder on disk. If the folder has an {@code index.txt}, it decides which files
     * are read and in what order, as from the class path, and a {@code .rules} file it does not list
     * is an error (it would be missing from the jar); without an index every {@code .rules} file is
     * read, by file name.
     */
    public static RuleLibrary load(Path folder) throws RuleFileException {
        if (!Files.isDirectory(folder)) {
            throw new RuleFileException(List.of(folder + ": no such folder; the rule library lives in " + FOLDER + "/"));
        }
        List<String> present;
        try (Stream<Path> listing = Files.list(folder)) {
            present = listing.filter(p -> p.getFileName().toString().endsWith(RuleFile.EXTENSION))
                    .filter(Files::isRegularFile)
                    .map(p -> p.getFileName().toString())
                    .sorted()
                    .toList();
        } catch (IOException e) {
            throw new RuleFileException(List.of(folder + ": cannot list the folder (" + e.getMessage() + ")"));
        }
        Shelf shelf = name -> {
            Path p = folder.resolve(name);
            return Files.isRegularFile(p) ? Files.readString(p, StandardCharsets.UTF_8) : null;
        };
        String prefix = folder.toString().isEmpty() ? "" : folder + "/";
        if (!Files.isRegularFile(folder.resolve(INDEX))) {
            List<String> errors = new ArrayList<>();
            if (present.isEmpty()) errors.add(folder + ": no " + RuleFile.EXTENSION + " files in the folder");
            return build(prefix, present, shelf, errors);
        }
        List<String> errors = new ArrayList<>();
        List<String> listed = index(prefix, shelf, errors);
        for (String name : present) {
            if (!listed.contains(name)) {
                errors.add(prefix + name + ": not listed in " + prefix + INDEX + "; add it there, or the game "
                        + "will not find it once packed");
            }
        }
        return build(prefix, listed, shelf, errors);
    }

    /** The library packed as class-path resources under {@code lessons/}, as in the jar. */
    public static RuleLibrary loadResources() throws RuleFileException {
        return loadResources(RuleLibrary.class.getClassLoader(), FOLDER);
    }

    /** The files that {@code folder/index.txt} lists, read through {@code loader}. */
    public static RuleLibrary loadResources(ClassLoader loader, String folder) throws RuleFileException {
        String prefix = folder.endsWith("/") ? folder : folder + "/";
        Shelf shelf = name -> {
            try (InputStream in = loader.getResourceAsStream(prefix + name)) {
                return in == null ? null : new String(in.readAllBytes(), StandardCharsets.UTF_8);
            }
        };
        List<String> errors = new ArrayList<>();
        List<String> listed = index(prefix, shelf, errors);
        return build(prefix, listed, shelf, errors);
    }

    /** Where the files are: a folder or the class path. Null for a file that is not there. */
    private interface Shelf {
        String read(String name) throws IOException;
    }

    /** The file names {@code index.txt} lists, checked for shape; problems go to {@code errors}. */
    private static List<String> index(String prefix, Shelf shelf, List<String> errors) throws RuleFileException {
        String indexName = prefix + INDEX;
        String index = read(shelf, prefix, INDEX);
        if (index == null) {
            throw new RuleFileException(List.of(indexName + ": not found; it lists the " + RuleFile.EXTENSION
                    + " files of the library, one per line"));
        }
        List<String> names = new ArrayList<>();
        String[] lines = index.split("\r\n|\r|\n", -1);
        for (int i = 0; i < lines.length; i++) {
            String entry = lines[i].strip();
            if (entry.isEmpty() || entry.startsWith("#")) continue;
            String where = indexName + ":" + (i + 1) + ": ";
            if (!entry.endsWith(RuleFile.EXTENSION) || entry.contains("/") || entry.contains("\\")) {
                errors.add(where + "'" + entry + "' is not the name of a " + RuleFile.EXTENSION + " file in "
                        + prefix);
            } else if (names.contains(entry)) {
                errors.add(where + "'" + entry + "' is listed twice");
            } else {
                names.add(entry);
            }
        }
        if (names.isEmpty() && errors.isEmpty()) errors.add(indexName + ": lists no " + RuleFile.EXTENSION + " files");
        return names;
    }

    private static String read(Shelf shelf, String prefix, String name) throws RuleFileException {
        try {
            return shelf.read(name);
        } catch (java.nio.charset.CharacterCodingException e) {
            throw new RuleFileException(List.of(prefix + name + ": not UTF-8 text; save it as UTF-8 in the editor"));
        } catch (IOException e) {
            throw new RuleFileException(List.of(prefix + name + ": cannot read it (" + e.getMessage() + ")"));
        }
    }

    /** Reads the named files, then refuses names used twice across files. */
    private static RuleLibrary build(String prefix, List<String> files, Shelf shelf, List<String> errors)
            throws RuleFileException {
        List<RuleSet> sets = new ArrayList<>();
        Map<String, String> firstUse = new HashMap<>();
        for (String name : files) {
            String file = prefix + name;
            String text = read(shelf, prefix, name);
            if (text == null) {
                errors.add(file + ": listed in " + prefix + INDEX + " but not found");
                continue;
            }
            RuleFile.Parsed parsed = RuleFile.parse(file, text);
            errors.addAll(parsed.errors());
            for (RuleFile.Entry e : parsed.entries()) {
                String where = file + ":" + e.line();
                String first = firstUse.putIfAbsent(LibraryRule.nameKey(e.rule().name()), where);
                if (first != null) {
                    errors.add(where + ": the name '" + e.rule().name() + "' is already used at " + first);
                }
            }
            sets.add(new RuleSet(file, parsed.rules()));
        }
        if (!errors.isEmpty()) throw new RuleFileException(errors);
        return new RuleLibrary(sets);
    }

    /** The rule files, in the order read. */
    public List<RuleSet> sets() { return sets; }

    /** Every rule, file by file, in file order. */
    public List<LibraryRule> rules() { return rules; }

    /** The rule of that name, ignoring case and extra spaces. */
    public Optional<LibraryRule> find(String name) {
        return Optional.ofNullable(byName.get(LibraryRule.nameKey(name)));
    }

    /**
     * The library's rule whose text this is (as a table is dealt it, from the library or a lesson), so that
     * a round played with it can be named; empty for a rule written or changed by hand.
     */
    public Optional<LibraryRule> findByText(String ruleText) {
        return ruleText == null ? Optional.empty() : Optional.ofNullable(byText.get(LibraryRule.tidyLines(ruleText)));
    }

    /** The rules of one level, 1 (easiest) to 5 (hardest), in library order. */
    public List<LibraryRule> atLevel(int level) {
        return rules.stream().filter(r -> r.level() == level).toList();
    }
}
