package eleusis.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * The class projector's scripts and the lesson clock's take every word from their page (issue 24): each
 * {@code tr('key', 'English')} names a key among the texts its page hands it in data-texts, the English
 * is the bundle's own (a plural form as the bundle writes it, which the script chooses from), and no
 * call builds its key at run time. A script of a page the Words engineer's TextsTest does not list.
 */
class ProjectorScriptsTest {
    private static final Pattern TR_CALL = Pattern.compile("\\btr\\('([^']+)',\\s*'((?:[^'\\\\]|\\\\.)*)'");
    private final Map<String, String> english = Texts.bundle("en");

    @TestFactory
    Stream<DynamicTest> everyTextTheProjectorsScriptsUseIsOnTheirPage() {
        // script, the page that hands it its texts, the prefix of data-texts it reads
        return Stream.of(new String[] {"projector.js", "pages/projector.jte", "projector."},
                        new String[] {"lesson-clock.js", "pages/projector.jte", "lessonClock."},
                        new String[] {"lesson-clock.js", "partials/lesson-clock.jte", "lessonClock."})
                .map(f -> DynamicTest.dynamicTest(f[0] + " on " + f[1], () -> {
                    String js = Files.readString(Path.of("src/main/resources/public", f[0]));
                    String page = Files.readString(Path.of("src/main/jte", f[1]));
                    assertTrue(page.contains("data-texts=\"${t.json(\"" + f[2] + "\")}\""), f[1] + " hands " + f[0] + " the texts " + f[2]);
                    Matcher m = TR_CALL.matcher(js);
                    List<String> problems = new ArrayList<>();
                    int calls = 0;
                    while (m.find()) {
                        calls++;
                        String key = m.group(1), fallback = m.group(2).replace("\\'", "'");
                        if (!key.startsWith(f[2])) problems.add(key + " is not among the texts " + f[2]);
                        else if (!english.containsKey(key)) problems.add("no text " + key);
                        else if (!raw(key).equals(fallback) && !Texts.ENGLISH.get(key).equals(fallback)) {
                            problems.add(key + ": the script says \"" + fallback + "\", the bundle \"" + raw(key) + "\"");
                        }
                    }
                    assertTrue(calls > 0, f[0] + " takes its words from the page");
                    assertEquals(count(Pattern.compile("(?<!function )\\btr\\("), js), calls, "every tr( in " + f[0] + " names its key and English outright");
                    assertEquals(List.of(), problems);
                }));
    }

    /** The English as the bundle writes it (a plural form unformatted, as the script receives it). */
    private String raw(String key) {
        return english.get(key);
    }

    private static int count(Pattern p, String text) {
        Matcher m = p.matcher(text);
        int n = 0;
        while (m.find()) n++;
        return n;
    }
}
