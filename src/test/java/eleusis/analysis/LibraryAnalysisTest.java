package eleusis.analysis;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import eleusis.library.LibraryRule;
import eleusis.library.RuleLibrary;
import eleusis.rules.Rule;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The analysis over the whole rule library: every pair decided, every profile in line with the levels. */
class LibraryAnalysisTest {
    static List<LibraryRule> library() throws Exception {
        return RuleLibrary.load(Path.of("lessons")).rules();
    }

    @Test
    void everyPairOfLibraryRulesIsDecidedWithAValidCounterexample() throws Exception {
        List<LibraryRule> rules = library();
        List<Rule> compiled = rules.stream().map(LibraryRule::compiled).toList();
        int pairs = 0;
        List<String> same = new ArrayList<>();
        for (int i = 0; i < compiled.size(); i++) {
            assertTrue(Equivalence.decide(compiled.get(i), compiled.get(i)).equivalent(), rules.get(i).name());
            for (int j = i + 1; j < compiled.size(); j++) {
                Equivalence.Result r = Equivalence.decide(compiled.get(i), compiled.get(j));
                if (r.equivalent()) {
                    same.add(rules.get(i).name() + " = " + rules.get(j).name());
                } else {
                    EquivalenceCasesTest.assertCounterexample(compiled.get(i), compiled.get(j), r.difference());
                }
                pairs++;
            }
        }
        assertTrue(pairs > 800, "pairs: " + pairs);
        // Two stories, one rule: the ranks whose symbol has no closed loop are exactly the primes.
        assertEquals(List.of("Loops and no loops = Primes and non-primes"), same);
    }

    @Test
    void difficultyEstimateFollowsTheLibraryLevels() throws Exception {
        List<double[]> levelAndScore = new ArrayList<>();
        for (LibraryRule r : library()) {
            Profile p = Profile.of(r.compiled());
            levelAndScore.add(new double[] {r.level(), p.difficultyScore()});
        }
        double rho = Spearman.rho(levelAndScore);
        System.out.printf("difficulty: Spearman rank correlation with library levels = %.3f over %d rules%n",
                rho, levelAndScore.size());
        assertTrue(rho >= 0.7, "rank correlation fell to " + rho);
    }
}
