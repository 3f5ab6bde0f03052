package eleusis.library;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The lesson plans teachers pick from: the {@code .lesson} files of {@code lessons/plans/}, read
 * and checked against the rule library. As for the rules, {@code lessons/plans/index.txt} lists the
 * files, since a class path cannot be listed. Besides each file's own checks, every round must name
 * a rule of the library, and the languages of one lesson must have the same {@link LessonPlan.Shape}.
 */
public final class LessonPlans {
    /** The folder of the plans, on disk and on the class path. */
    public static final String FOLDER = RuleLibrary.FOLDER + "/plans";

    private final Map<String, Map<String, LessonPlan>> byId;

    private LessonPlans(Map<String, Map<String, LessonPlan>> byId) {
        this.byId = byId;
    }

    /** The plans packed as class-path resources under {@code lessons/plans/}, checked against the packed library. */
    public static LessonPlans loadResources() throws RuleFileException {
        return loadResources(LessonPlans.class.getClassLoader(), FOLDER, RuleLibrary.loadResources());
    }

    /** The files that {@code folder/index.txt} lists, read through {@code loader}; rules are looked up in {@code library}. */
    public static LessonPlans loadResources(ClassLoader loader, String folder, RuleLibrary library)
            throws RuleFileException {
        String prefix = folder.endsWith("/") ? folder : folder + "/";
        List<String> errors = new ArrayList<>();
        String index = read(loader, prefix, RuleLibrary.INDEX);
        if (index == null) {
            throw new RuleFileException(List.of(prefix + RuleLibrary.INDEX + ": not found; it lists the "
                    + LessonPlan.EXTENSION + " files of the lesson plans, one per line"));
        }
        Map<String, Map<String, LessonPlan>> byId = new LinkedHashMap<>();
        Map<LessonPlan, String> files = new LinkedHashMap<>();
        List<String> listed = new ArrayList<>();
        String[] lines = index.split("\r\n|\r|\n", -1);
        for (int i = 0; i < lines.length; i++) {
            String entry = lines[i].strip();
            if (entry.isEmpty() || entry.startsWith("#")) continue;
            String where = prefix + RuleLibrary.INDEX + ":" + (i + 1) + ": ";
            if (!entry.endsWith(LessonPlan.EXTENSION) || entry.contains("/") || entry.contains("\\")) {
                errors.add(where + "'" + entry + "' is not the name of a " + LessonPlan.EXTENSION + " file in " + prefix);
                continue;
            }
            if (listed.contains(entry)) {
                errors.add(where + "'" + entry + "' is listed twice");
                continue;
            }
            listed.add(entry);
            String file = prefix + entry;
            String text = read(loader, prefix, entry);
            if (text == null) {
                errors.add(file + ": listed in " + prefix + RuleLibrary.INDEX + " but not found");
                continue;
            }
            LessonPlan.Parsed parsed = LessonPlan.parse(file, text);
            errors.addAll(parsed.errors());
            if (!parsed.ok()) continue;
            LessonPlan plan = parsed.plan();
            errors.addAll(rules(file, plan, library));
            files.put(plan, file);
            byId.computeIfAbsent(plan.id(), k -> new LinkedHashMap<>()).put(plan.language(), plan);
        }
        if (listed.isEmpty() && errors.isEmpty()) errors.add(prefix + RuleLibrary.INDEX + ": lists no " + LessonPlan.EXTENSION + " files");
        for (Map<String, LessonPlan> languages : byId.values()) {
            LessonPlan first = languages.values().iterator().next();
            for (LessonPlan other : languages.values()) {
                if (other != first) errors.addAll(differences(files.get(first), first, files.get(other), other));
            }
        }
        if (!errors.isEmpty()) throw new RuleFileException(errors);
        return new LessonPlans(byId);
    }

    private static String read(ClassLoader loader, String prefix, String name) throws RuleFileException {
        try (InputStream in = loader.getResourceAsStream(prefix + name)) {
            return in == null ? null : StandardCharsets.UTF_8.newDecoder().decode(java.nio.ByteBuffer.wrap(in.readAllBytes())).toString();
        } catch (java.nio.charset.CharacterCodingException e) {
            throw new RuleFileException(List.of(prefix + name + ": not UTF-8 text; save it as UTF-8 in the editor"));
        } catch (IOException e) {
            throw new RuleFileException(List.of(prefix + name + ": cannot read it (" + e.getMessage() + ")"));
        }
    }

    /** Every round names a rule of the library, spelt as the library spells it. */
    static List<String> rules(String file, LessonPlan plan, RuleLibrary library) {
        List<String> errors = new ArrayList<>();
        for (LessonPlan.Round r : plan.rounds()) {
            Optional<LibraryRule> rule = library.find(r.rule());
            String where = file + ":" + r.line() + ": ";
            if (rule.isEmpty()) {
                errors.add(where + "no rule '" + r.rule() + "' in the library; a round names a rule by its 'name:' in "
                        + "a .rules file of " + RuleLibrary.FOLDER + "/");
            } else if (!rule.get().name().equals(r.rule())) {
                errors.add(where + "write the rule's name as the library does: '" + rule.get().name() + "'");
            }
        }
        return errors;
    }

    /**
     * How {@code other} differs in shape from {@code first}, another language of the same lesson: one
     * message per difference, naming {@code other}'s file, or none.
     */
    static List<String> differences(String firstFile, LessonPlan first, String otherFile, LessonPlan other) {
        List<String> errors = new ArrayList<>();
        LessonPlan.Shape a = first.shape(), b = other.shape();
        String than = " than " + firstFile;
        if (b.game() != a.game()) errors.add(otherFile + ": another game (" + b.game().key() + ")" + than);
        if (b.level() != a.level()) errors.add(otherFile + ": another level (" + b.level() + ")" + than);
        if (b.minutes() != a.minutes()) errors.add(otherFile + ": another length (" + b.minutes() + " minutes)" + than);
        if (b.openingMinutes() != a.openingMinutes()) errors.add(otherFile + ": another opening (" + b.openingMinutes() + " minutes)" + than);
        if (a.rules().size() != b.rules().size()) {
            errors.add(otherFile + ": " + b.rules().size() + " rounds, but " + firstFile + " has " + a.rules().size());
        } else {
            for (int i = 0; i < a.rules().size(); i++) {
                String where = otherFile + ":" + other.rounds().get(i).line() + ": round " + (i + 1);
                if (!a.rules().get(i).equals(b.rules().get(i))) {
                    errors.add(where + " plays '" + b.rules().get(i) + "', but " + firstFile + " plays '" + a.rules().get(i) + "'");
                }
                if (!a.roundMinutes().get(i).equals(b.roundMinutes().get(i))) {
                    errors.add(where + " lasts " + b.roundMinutes().get(i) + " minutes, but " + a.roundMinutes().get(i)
                            + " in " + firstFile);
                }
            }
        }
        if (b.discussionMinutes() != a.discussionMinutes() || b.questions() != a.questions()) {
            errors.add(otherFile + ": a discussion of " + b.discussionMinutes() + " minutes and " + b.questions()
                    + " questions, but " + firstFile + " has " + a.discussionMinutes() + " and " + a.questions());
        }
        if (b.debriefMinutes() != a.debriefMinutes() || b.prompts() != a.prompts()) {
            errors.add(otherFile + ": a debrief of " + b.debriefMinutes() + " minutes and " + b.prompts()
                    + " prompts, but " + firstFile + " has " + a.debriefMinutes() + " and " + a.prompts());
        }
        return errors;
    }

    /** The lesson ids, in index order. */
    public List<String> ids() { return List.copyOf(byId.keySet()); }

    /** Every plan, lesson by lesson, each lesson's languages in index order. */
    public List<LessonPlan> plans() {
        return byId.values().stream().flatMap(m -> m.values().stream()).toList();
    }

    /** The languages a lesson is written in. */
    public List<String> languages(String id) {
        return byId.containsKey(id) ? List.copyOf(byId.get(id).keySet()) : List.of();
    }

    /** A lesson in a language, or in English when it has not been written in that language. */
    public Optional<LessonPlan> find(String id, String language) {
        Map<String, LessonPlan> languages = byId.get(id);
        if (languages == null) return Optional.empty();
        return Optional.ofNullable(languages.getOrDefault(language, languages.get("en")));
    }
}
