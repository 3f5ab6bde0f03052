package eleusis.web.projector;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * The whole class's result for the projector's podium: the students with the most points across
 * every table, and what the class did together. Places are counted as in a race: two students level
 * on points share a place and the next place is skipped (1, 1, 3), and the podium holds every
 * student placed third or better. Nobody stands on it with no points.
 *
 * @param students every student seated at a table of the class, with their table and points
 */
record ClassResult(List<Student> students, int rulesFound, int plays, int rightPlays, int guesses, int rightGuesses) {
    private static final JsonNodeFactory NODES = JsonNodeFactory.instance;
    /** The places the podium has. */
    static final int PODIUM = 3;

    /** A student of the class: their name, their table's name, their points so far. */
    record Student(String name, String table, int points) {}

    /** One step of the podium: its place (1, 2 or 3), the points, and who stands on it. */
    record Step(int place, int points, List<Student> students) {}

    ClassResult {
        students = List.copyOf(students);
    }

    /** Adds a table's students and tally to the class's. */
    static ClassResult sum(List<ClassResult> tables) {
        List<Student> all = new ArrayList<>();
        int found = 0, plays = 0, right = 0, guesses = 0, rightGuesses = 0;
        for (ClassResult t : tables) {
            all.addAll(t.students());
            found += t.rulesFound();
            plays += t.plays();
            right += t.rightPlays();
            guesses += t.guesses();
            rightGuesses += t.rightGuesses();
        }
        return new ClassResult(all, found, plays, right, guesses, rightGuesses);
    }

    /** The podium's steps, first place first; empty while nobody has a point. */
    List<Step> podium() {
        List<Student> ranked = new ArrayList<>(students);
        ranked.sort(Comparator.comparingInt(Student::points).reversed().thenComparing(Student::name));
        List<Step> steps = new ArrayList<>();
        for (int i = 0; i < ranked.size(); i++) {
            Student s = ranked.get(i);
            if (s.points() <= 0) break;
            Step last = steps.isEmpty() ? null : steps.get(steps.size() - 1);
            if (last != null && last.points() == s.points()) {
                last.students().add(s);
                continue;
            }
            int place = i + 1;
            if (place > PODIUM) break;
            steps.add(new Step(place, s.points(), new ArrayList<>(List.of(s))));
        }
        return steps;
    }

    ObjectNode json() {
        ObjectNode out = NODES.objectNode();
        out.put("students", students.size());
        out.put("rulesFound", rulesFound);
        out.put("plays", plays);
        out.put("rightPlays", rightPlays);
        out.put("guesses", guesses);
        out.put("rightGuesses", rightGuesses);
        ArrayNode podium = out.putArray("podium");
        for (Step step : podium()) {
            ObjectNode s = podium.addObject();
            s.put("place", step.place());
            s.put("points", step.points());
            ArrayNode names = s.putArray("students");
            for (Student st : step.students()) names.addObject().put("name", st.name()).put("table", st.table());
        }
        return out;
    }
}
