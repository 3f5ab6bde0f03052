package eleusis.library;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Reads one lesson-plan file. Like the rule-file reader it collects every problem, each with the
 * file and line, so a teacher fixes a file in one pass; a file with any problem gives no plan.
 */
final class LessonPlanReader {
    /** Longer than any lesson plan needs: past this a file is refused before it is read. */
    static final int MAX_CHARS = 64_000;
    /** The longest value, in characters: a teacher reads it aloud in a minute or two. */
    static final int MAX_VALUE = 2_000;

    /** The keys of each kind of block; the first block (the header) has no {@code part}. */
    static final Map<String, List<String>> KEYS = new LinkedHashMap<>();
    static {
        KEYS.put("header", List.of("id", "title", "goal", "level", "game", "minutes"));
        KEYS.put("opening", List.of("part", "minutes", "say"));
        KEYS.put("round", List.of("part", "rule", "minutes", "before", "between"));
        KEYS.put("discussion", List.of("part", "minutes", "question"));
        KEYS.put("debrief", List.of("part", "minutes", "prompt"));
    }
    /** Keys that may come more than once in a block. */
    private static final List<String> REPEATED = List.of("question", "prompt");
    private static final List<String> ALL_KEYS =
            KEYS.values().stream().flatMap(List::stream).distinct().toList();
    private static final Pattern FILE_NAME = Pattern.compile("(?:.*[/\\\\])?([^/\\\\]*)\\.([a-z]{2})\\.lesson");
    private static final Pattern ID = Pattern.compile("[a-z0-9]+(-[a-z0-9]+)*");

    private final String file;
    private final String text;
    private final FileProblems errors;

    LessonPlanReader(String file, String text) {
        this.file = file;
        this.errors = new FileProblems(file);
        this.text = text.startsWith("\uFEFF") ? text.substring(1) : text;
    }

    /** One {@code key: value}; the value's lines are joined with single spaces. */
    private record Field(String key, int line, StringBuilder value) {
        String words() { return value.toString().strip().replaceAll("\\s+", " "); }
    }

    /** The fields of one block between {@code ---} lines, and the line it starts on. */
    private record Block(int line, List<Field> fields) {
        List<Field> all(String key) { return fields.stream().filter(f -> f.key.equals(key)).toList(); }

        Field one(String key) { return fields.stream().filter(f -> f.key.equals(key)).findFirst().orElse(null); }
    }

    LessonPlan.Parsed read() {
        Matcher name = FILE_NAME.matcher(file);
        String fileId = null, language = null;
        if (!name.matches() || !LessonPlan.LANGUAGES.contains(name.group(2))) {
            errors.worded(0, file + ": a lesson file is named ID.LANGUAGE" + LessonPlan.EXTENSION
                    + ", the language one of " + String.join(", ", LessonPlan.LANGUAGES)
                    + " (falsification.fr" + LessonPlan.EXTENSION + ")");
        } else {
            fileId = name.group(1);
            language = name.group(2);
        }
        if (text.length() > MAX_CHARS) {
            error(1, "the file has " + text.length() + " characters; a lesson plan holds at most " + MAX_CHARS);
            return done(null);
        }
        List<Block> blocks = blocks(text.split("\r\n|\r|\n", -1));
        for (Block b : blocks) {
            for (Field f : b.fields) {
                if (f.value.length() > MAX_VALUE) {
                    error(f.line, "'" + f.key + "' has " + f.value.length() + " characters; keep a value under "
                            + MAX_VALUE + ", what a teacher reads aloud in a minute or two");
                }
            }
        }
        LessonPlan plan = build(blocks, fileId, language);
        return done(errors.none() ? plan : null);
    }

    private LessonPlan.Parsed done(LessonPlan plan) {
        return new LessonPlan.Parsed(file, plan, errors.messages());
    }

    private void error(int line, String message) {
        errors.at(line, message);
    }

    /** The lines cut into blocks of fields; layout problems are reported here. */
    private List<Block> blocks(String[] lines) {
        List<Block> blocks = new ArrayList<>();
        List<Field> fields = new ArrayList<>();
        Field current = null;
        int start = 0;
        for (int i = 0; i < lines.length; i++) {
            int n = i + 1;
            String line = lines[i];
            if (line.stripTrailing().equals("---")) {
                if (!fields.isEmpty()) blocks.add(new Block(start, fields));
                fields = new ArrayList<>();
                current = null;
                continue;
            }
            if (line.startsWith("#") || line.isBlank()) continue;
            if (LibraryRule.indentation(line) > 0) {
                if (current == null) {
                    error(n, "this indented line continues no value; start a new key at the left edge, "
                            + "as in 'title: ...'");
                } else {
                    current.value.append(' ').append(line.strip());
                }
                continue;
            }
            int colon = line.indexOf(':');
            String key = colon < 0 ? "" : line.substring(0, colon).strip().toLowerCase(Locale.ROOT);
            if (colon < 0) {
                error(n, "expected 'key: value', a '#' comment or '---' between parts");
            } else if (!ALL_KEYS.contains(key)) {
                error(n, "unknown key '" + line.substring(0, colon).strip() + "'" + hint(key, ALL_KEYS));
            } else {
                if (fields.isEmpty()) start = n;
                current = new Field(key, n, new StringBuilder(line.substring(colon + 1).strip()));
                fields.add(current);
                continue;
            }
            current = new Field("", n, new StringBuilder()); // swallows the lines that continue it
        }
        if (!fields.isEmpty()) blocks.add(new Block(start, fields));
        return blocks;
    }

    private static String hint(String key, List<String> keys) {
        for (String k : keys) {
            if (RuleFileReader.closeTo(key, k)) return "; did you mean '" + k + "'?";
        }
        return "; the keys are " + String.join(", ", keys);
    }

    /** The plan from its blocks: the header, then parts in class order. */
    private LessonPlan build(List<Block> blocks, String fileId, String language) {
        if (blocks.isEmpty()) {
            error(1, "the file is empty; a lesson starts with its id, title, goal, level, game and minutes");
            return null;
        }
        Block header = blocks.get(0);
        if (header.one("part") != null) {
            error(header.line, "a lesson starts with its id, title, goal, level, game and minutes, then '---' "
                    + "and its parts");
            return null;
        }
        check(header, "header", "the lesson");
        String id = text(header, "id", "the lesson");
        String title = text(header, "title", "the lesson");
        String goal = text(header, "goal", "the lesson");
        if (!id.isEmpty() && !ID.matcher(id).matches()) {
            error(header.one("id").line, "the id '" + id + "' is lower-case letters, digits and dashes");
        } else if (!id.isEmpty() && fileId != null && !id.equals(fileId)) {
            error(header.one("id").line, "the id is '" + id + "' but the file is named for '" + fileId + "'");
        }
        int level = number(header, "level", "the lesson", LessonPlan.FIRST_LEVEL, LessonPlan.LAST_LEVEL);
        int minutes = number(header, "minutes", "the lesson", 10, 120);
        LessonPlan.Game game = null;
        String gameWord = text(header, "game", "the lesson");
        for (LessonPlan.Game g : LessonPlan.Game.values()) {
            if (g.key().equals(gameWord.toLowerCase(Locale.ROOT))) game = g;
        }
        if (game == null && !gameWord.isEmpty()) {
            error(header.one("game").line, "the game is 'express' or 'eleusis', not '" + gameWord + "'");
        }

        LessonPlan.Opening opening = null;
        List<LessonPlan.Round> rounds = new ArrayList<>();
        LessonPlan.Discussion discussion = null;
        LessonPlan.Debrief debrief = null;
        int stage = 0; // 0 before the opening, 1 opening, 2 rounds, 3 discussion, 4 debrief
        int total = 0;
        boolean counted = minutes > 0; // every part's minutes read, so the sum means something
        for (Block b : blocks.subList(1, blocks.size())) {
            Field part = b.one("part");
            if (part == null) {
                error(b.line, "this part has no 'part' (opening, round, discussion or debrief); a lesson's "
                        + "id, title and the rest go at the top of the file");
                continue;
            }
            String kind = part.words().toLowerCase(Locale.ROOT);
            int order = List.of("opening", "round", "discussion", "debrief").indexOf(kind) + 1;
            if (order == 0) {
                error(part.line, "the part is opening, round, discussion or debrief, not '" + part.words() + "'");
                continue;
            }
            if (order < stage || (order == stage && order != 2)) {
                error(part.line, (order == stage ? "a second " + kind : "the " + kind + " comes too late")
                        + "; the parts go: one opening, the rounds, one discussion, one debrief");
            }
            stage = Math.max(stage, order);
            String of = kind.equals("round") ? "round " + (rounds.size() + 1) : "the " + kind;
            check(b, kind, of);
            int m = number(b, "minutes", of, 1, 60);
            total += m;
            counted &= m > 0;
            switch (kind) {
                case "opening" -> opening = new LessonPlan.Opening(m, text(b, "say", of));
                case "round" -> {
                    if (rounds.size() == LessonPlan.MAX_ROUNDS) {
                        error(part.line, "more than " + LessonPlan.MAX_ROUNDS + " rounds; a class has no time for them");
                    }
                    Field rule = b.one("rule");
                    rounds.add(new LessonPlan.Round(text(b, "rule", of), m, text(b, "before", of),
                            text(b, "between", of), rule == null ? b.line : rule.line));
                }
                case "discussion" -> discussion = new LessonPlan.Discussion(m, items(b, "question", of));
                default -> debrief = new LessonPlan.Debrief(m, items(b, "prompt", of));
            }
        }
        int end = blocks.get(blocks.size() - 1).line;
        if (opening == null) error(end, "no opening part: what the teacher says first");
        if (rounds.isEmpty()) error(end, "no round: a lesson plays at least one");
        if (discussion == null) error(end, "no discussion part: the questions for the class");
        if (debrief == null) error(end, "no debrief part: the closing prompts");
        if (counted && total != minutes && opening != null && !rounds.isEmpty() && discussion != null
                && debrief != null) {
            error(header.one("minutes").line, "the parts add up to " + total + " minutes, not the " + minutes
                    + " of the lesson");
        }
        if (!errors.none()) return null;
        return new LessonPlan(id, language, title, goal, level, game, minutes,
                opening, rounds, discussion, debrief);
    }

    /** Keys that do not belong in this kind of block, keys given twice, required keys missing. */
    private void check(Block b, String kind, String of) {
        List<String> keys = KEYS.get(kind);
        Map<String, Field> seen = new LinkedHashMap<>();
        for (Field f : b.fields) {
            if (!keys.contains(f.key)) {
                error(f.line, "'" + f.key + "' does not belong in " + of + " (its keys: " + String.join(", ", keys) + ")");
            } else if (!REPEATED.contains(f.key) && seen.containsKey(f.key)) {
                error(f.line, "'" + f.key + "' is given twice in " + of + " (first at line " + seen.get(f.key).line
                        + "); put a line '---' between two parts");
            } else {
                seen.putIfAbsent(f.key, f);
            }
        }
        for (String key : keys) {
            if (!seen.containsKey(key)) error(b.line, "missing '" + key + "' in " + of);
        }
    }

    /** A required value's words; an empty one is reported (a missing one was reported by check). */
    private String text(Block b, String key, String of) {
        Field f = b.one(key);
        if (f == null) return "";
        String v = f.words();
        if (v.isEmpty()) error(f.line, "'" + key + "' is empty in " + of);
        return v;
    }

    private List<String> items(Block b, String key, String of) {
        List<Field> all = b.all(key);
        if (all.size() > LessonPlan.MAX_ITEMS) {
            error(all.get(LessonPlan.MAX_ITEMS).line, "more than " + LessonPlan.MAX_ITEMS + " of '" + key + "' in " + of);
        }
        List<String> out = new ArrayList<>();
        for (Field f : all) {
            if (f.words().isEmpty()) error(f.line, "'" + key + "' is empty in " + of);
            out.add(f.words());
        }
        return out;
    }

    private int number(Block b, String key, String of, int low, int high) {
        Field f = b.one(key);
        if (f == null) return 0;
        String v = f.words();
        try {
            int n = Integer.parseInt(v);
            if (n >= low && n <= high) return n;
        } catch (NumberFormatException e) {
            // reported below, like a number out of range
        }
        error(f.line, "'" + key + "' in " + of + " is a whole number from " + low + " to " + high + ", not '" + v + "'");
        return 0;
    }
}
