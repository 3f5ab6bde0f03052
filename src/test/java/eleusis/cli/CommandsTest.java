package eleusis.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class CommandsTest {
    record Run(int code, String out, String err) {}

    static Run run(String stdin, String... args) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int code = new Commands(new ByteArrayInputStream(stdin.getBytes(StandardCharsets.UTF_8)),
                new PrintStream(out, true, StandardCharsets.UTF_8), new PrintStream(err, true, StandardCharsets.UTF_8))
                .run(args);
        return new Run(code, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
    }

    @Test
    void checkPrintsCanonicalFormThenEnglish() {
        Run r = run("", "check", "CARD.Color   !=  Last.colour  # alternate");
        assertEquals(0, r.code());
        String[] lines = r.out().split("\n");
        assertEquals(2, lines.length, r.out());
        assertEquals("card.color != last.color", lines[0]);
        assertTrue(lines[1].endsWith("."), lines[1]);
        assertEquals("", r.err());
    }

    @Test
    void checkRefusesABadRuleWithPositionAndCaretOnStandardError() {
        Run r = run("", "check", "card.suit == 3");
        assertEquals(1, r.code());
        assertEquals("", r.out());
        assertEquals("1:1: cannot compare a suit with a number\ncard.suit == 3\n^^^^^^^^^^^^^^\n", r.err());
    }

    @Test
    void judgeAnswersEachLineInOrderAndGoesOnAfterABadLine() {
        Run r = run("5H 3S\n5H 3D\nQS\n5H ZZ\n\n5h 3s 4c\n", "judge", "card.color != last.color");
        assertEquals(1, r.code(), "a malformed line makes the run exit 1 at the end");
        String[] lines = r.out().split("\n");
        assertEquals("accept", lines[0]);
        assertEquals("reject", lines[1]);
        assertEquals("accept", lines[2], "a single card is a starter: last is missing, so the rule accepts");
        assertTrue(lines[3].startsWith("error: line 4: card 2: 'ZZ'"), lines[3]);
        assertTrue(lines[4].startsWith("error: line 5: no cards"), lines[4]);
        assertEquals("reject", lines[5], "4C follows 3S: both black");
        assertEquals(6, lines.length);
    }

    @Test
    void judgeExitsZeroWhenEveryLineIsWellFormed() {
        Run r = run("2H\n2H 4D\n2H 4D 10C\n", "judge", "card is even");
        assertEquals(0, r.code());
        assertEquals("accept\naccept\naccept\n", r.out());
    }

    @Test
    void judgeWithABadRuleReadsNoCases() {
        Run r = run("5H 3S\n", "judge", "card.rank >");
        assertEquals(1, r.code());
        assertEquals("", r.out());
        assertTrue(r.err().startsWith("1:12: the rule ends too soon"), r.err());
    }

    @Test
    void ruleFromAFile(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("alternate.rule");
        Files.writeString(file, "# alternate colours\ncard.color != last.color\n");
        Run r = run("5H 3D\n", "judge", "@" + file);
        assertEquals("reject\n", r.out());
        Run missing = run("", "check", "@" + dir.resolve("nope.rule"));
        assertEquals(2, missing.code());
        assertTrue(missing.err().contains("no such file"), missing.err());
    }

    @Test
    void errorOnLineTwoOfAFilePointsAtLineTwo(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("bad.rule");
        Files.writeString(file, "card is red\n  and last is blue\n");
        Run r = run("", "check", "@" + file);
        assertEquals(1, r.code());
        assertTrue(r.err().startsWith("2:15: unexpected 'blue'; expected red, black, face, number, even, odd, prime or a suit\n"
                + "  and last is blue\n              ^^^^"), r.err());
    }

    @Test
    void badUsageExitsTwo() {
        assertEquals(2, run("", "frobnicate").code());
        assertEquals(2, run("", "check").code());
        assertEquals(2, run("", "judge", "a", "b").code());
        assertEquals(2, run("", "serve", "--port", "seventy").code());
    }

    /** Issue 13: the engines shuffle in more decks, so {@code equiv} asks how many. */
    @Test
    void equivJudgesWithTheDecksItIsTold() {
        String a = "card is red or card.rank > last.rank";
        String b = a + " or position > 2 and card == last and last == last(2)";
        assertEquals(new Run(0, "equivalent\n", ""), run("", "equiv", a, b), "two decks never hold three aces of spades");
        assertEquals(new Run(0, "equivalent\n", ""), run("", "equiv", "--decks", "2", a, b));
        assertEquals(new Run(0, "different: AS AS AS\n", ""), run("", "equiv", "--decks", "3", a, b));
        assertEquals(new Run(0, "different: AS AS AS\n", ""), run("", "equiv", a, b, "--decks", "5"));
        for (String bad : new String[] {"0", "-1", "three", ""}) {
            Run r = run("", "equiv", "--decks", bad, a, b);
            assertEquals(2, r.code(), bad);
            assertTrue(r.err().startsWith("--decks takes a whole number from 1 up"), r.err());
        }
        assertEquals(2, run("", "equiv", a, b, "--decks").code());
    }

    /** Issue 13: equiv had no bound; now it has a budget and says what to do when it runs out. */
    @Test
    void equivGivesUpClearlyWhenItsBudgetRunsOut() {
        String wide = "card.rank + last.rank + last(2).rank + last(3).rank + last(4).rank > 0 and (card is hearts"
                + " or last is hearts or last(2) is hearts or last(3) is hearts or last(4) is hearts)";
        // Equivalent, so the whole search of about 52^5 cases would run: far beyond 0.2 s.
        Run r = run("", "equiv", "--budget", "0.2", wide, "(" + wide + ") and true");
        assertEquals(3, r.code(), r.err());
        assertEquals("", r.out());
        assertTrue(r.err().startsWith("equiv: undecided: gave up after 0."), r.err());
        assertTrue(r.err().contains("Give it longer with --budget SECONDS"), r.err());
        // Whole faces five back: symmetry makes it quick, well inside the default budget.
        Run faces = run("", "equiv", "card != last and card != last(2) and card != last(3) and card != last(4)"
                + " and card != last(5)", "card != last(5) and card != last(4) and card != last(3) and card != last(2)"
                + " and card != last");
        assertEquals(new Run(0, "equivalent\n", ""), faces);
        assertEquals(2, run("", "equiv", "--budget", "soon", "true", "true").code());
        assertEquals(2, run("", "equiv", "--budget", "-1", "true", "true").code());
        assertEquals(new Run(0, "equivalent\n", ""), run("", "equiv", "--budget", "0", "true", "card.rank > 0"));
    }

    /** Issue 13: a Latin-1 rule file said "Input length = 1" and exited 2. */
    @Test
    void aRuleFileThatIsNotUtf8IsNamedWithTheLineAndColumnOfTheFirstBadByte(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("latin1.rule");
        Files.write(file, "# r\u00e8gle\ncard is red # caf\u00e9\n".getBytes(StandardCharsets.ISO_8859_1));
        Run r = run("", "check", "@" + file);
        assertEquals(1, r.code(), "a bad file is bad input, not bad usage");
        assertEquals("", r.out());
        assertEquals("1:4: the rule file " + file + " is not UTF-8: the byte 0xE8 there (byte 4 of the file) is not"
                + " UTF-8 text. Save the file as UTF-8 (most editors offer it under \"Save as\" or \"Encoding\").\n", r.err());
        Path second = dir.resolve("later.rule");
        Files.write(second, "card is red\n  and l\u00e9st is red\n".getBytes(StandardCharsets.ISO_8859_1));
        assertTrue(run("", "check", "@" + second).err().startsWith("2:8: the rule file "), run("", "check", "@" + second).err());
        // A byte order mark is not counted as a column, and UTF-8 with accents is read as it is.
        Path bom = dir.resolve("bom.rule");
        Files.write(bom, "\ufeffcard is red # caf\u00e9 \u00e8\n".getBytes(StandardCharsets.UTF_8));
        assertEquals(0, run("", "check", "@" + bom).code());
        Path bomBad = dir.resolve("bom-bad.rule");
        byte[] bytes = "\ufeffcard \u00e9".getBytes(StandardCharsets.UTF_8);
        bytes[bytes.length - 1] = (byte) 0xff;
        Files.write(bomBad, bytes);
        assertTrue(run("", "check", "@" + bomBad).err().startsWith("1:6: the rule file "), run("", "check", "@" + bomBad).err());
    }
}
