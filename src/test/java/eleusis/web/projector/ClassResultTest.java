package eleusis.web.projector;

import static org.junit.jupiter.api.Assertions.assertEquals;

import eleusis.game.GameEvent;
import eleusis.game.TableEvents;
import eleusis.game.express.ExpressEvents;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The projector's class result (issue 24, part 3): the podium places students as a race does (level on
 * points, level in place, the next place skipped), never with no points; a table's tally counts its
 * public events, and who found the latest round's rule.
 */
class ClassResultTest {
    private static ClassResult.Student s(String name, String table, int points) {
        return new ClassResult.Student(name, table, points);
    }

    private static String podium(ClassResult r) {
        StringBuilder out = new StringBuilder();
        for (ClassResult.Step step : r.podium()) {
            out.append(step.place()).append(':').append(step.points()).append(step.students().stream().map(ClassResult.Student::name).toList()).append(' ');
        }
        return out.toString().strip();
    }

    @Test
    void theTopThreePlacesOfTheWholeClassLevelStudentsSharingAPlace() {
        ClassResult one = new ClassResult(List.of(s("Ana", "Table 1", 12), s("Bo", "Table 1", 7), s("Cy", "Table 1", 0)), 1, 20, 12, 3, 1);
        ClassResult two = new ClassResult(List.of(s("Di", "Table 2", 12), s("Ed", "Table 2", 5), s("Flo", "Table 2", 9)), 2, 30, 18, 4, 2);
        ClassResult all = ClassResult.sum(List.of(one, two));
        // Ana and Di share first place; second place is skipped; Flo is third.
        assertEquals("1:12[Ana, Di] 3:9[Flo]", podium(all));
        assertEquals(6, all.students().size());
        assertEquals(3, all.rulesFound());
        assertEquals(50, all.plays());
        assertEquals(30, all.rightPlays());
        assertEquals(7, all.guesses());
        assertEquals(3, all.rightGuesses());
        assertEquals("{\"students\":6,\"rulesFound\":3,\"plays\":50,\"rightPlays\":30,\"guesses\":7,\"rightGuesses\":3,"
                + "\"podium\":[{\"place\":1,\"points\":12,\"students\":[{\"name\":\"Ana\",\"table\":\"Table 1\"},"
                + "{\"name\":\"Di\",\"table\":\"Table 2\"}]},{\"place\":3,\"points\":9,\"students\":[{\"name\":\"Flo\",\"table\":\"Table 2\"}]}]}",
                all.json().toString());
    }

    @Test
    void nobodyStandsOnThePodiumWithoutPoints() {
        assertEquals("", podium(new ClassResult(List.of(s("Ana", "T", 0), s("Bo", "T", 0)), 0, 4, 1, 0, 0)));
        assertEquals("1:3[Ana]", podium(new ClassResult(List.of(s("Ana", "T", 3), s("Bo", "T", 0)), 0, 4, 1, 0, 0)));
        assertEquals("1:4[Ana] 2:3[Bo] 3:2[Cy]", podium(new ClassResult(List.of(s("Cy", "T", 2), s("Ana", "T", 4), s("Di", "T", 1),
                s("Bo", "T", 3)), 0, 0, 0, 0, 0)), "fourth place is off the podium");
        assertEquals("1:5[Ana] 2:4[Bo, Cy, Di]", podium(new ClassResult(List.of(s("Ana", "T", 5), s("Bo", "T", 4), s("Cy", "T", 4),
                s("Di", "T", 4), s("Ed", "T", 1)), 0, 0, 0, 0, 0)), "three level in second place: no third");
    }

    @Test
    void aTableTallyCountsPlaysGuessesAndWhoFoundEachRoundsRule() {
        List<GameEvent> express = List.of(
                new TableEvents.RoundStart(0, 0, List.of(1, 2), 1),
                new TableEvents.Play(1, List.of("QD"), "right"),
                new TableEvents.Play(2, List.of("3S"), "wrong"),
                new ExpressEvents.Guess(2, "card is red", "rule", "wrong", "[]", null),
                new ExpressEvents.Guess(1, "card is red", "words", "pending", null, null),
                new TableEvents.Play(1, List.of("KH"), "right"),
                new ExpressEvents.Guess(1, "card.color != last.color", "rule", "right", null, null),
                new TableEvents.RoundEnd(0, 0, Map.of(), null, List.of(), List.of(), Map.of(1, 5), "the rule was guessed"),
                new TableEvents.RoundStart(1, 0, List.of(1, 2), 2),
                new TableEvents.Play(2, List.of("4C"), "right"));
        TableTally t = TableTally.of(express);
        assertEquals(new TableTally(4, 3, 2, 1, 1, null), t, "a new round: nobody has found its rule yet");
        TableTally ended = TableTally.of(express.subList(0, 8));
        assertEquals(Integer.valueOf(1), ended.foundBy(), "seat 1's right guess ended the round");

        // Eleusis: the prophet standing when the round ends found the rule; a round without one, nobody.
        List<GameEvent> eleusis = List.of(
                new TableEvents.RoundStart(0, 0, List.of(1, 2, 3), 1),
                new TableEvents.Play(1, List.of("2H", "3H"), "right"),
                new TableEvents.RoundEnd(0, 0, Map.of(), 3, List.of(), List.of(), Map.of(), "sudden death"),
                new TableEvents.RoundStart(1, 1, List.of(0, 2, 3), 2),
                new TableEvents.RoundEnd(1, 1, Map.of(), null, List.of(), List.of(), Map.of(), "the stock ran out"));
        assertEquals(Integer.valueOf(3), TableTally.of(eleusis.subList(0, 3)).foundBy());
        assertEquals(new TableTally(1, 1, 0, 0, 1, null), TableTally.of(eleusis));
    }
}
