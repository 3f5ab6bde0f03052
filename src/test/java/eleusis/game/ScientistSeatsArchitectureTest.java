package eleusis.game;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;

import com.tngtech.archunit.core.domain.JavaClass;
import com.tngtech.archunit.core.importer.ImportOption;
import com.tngtech.archunit.junit.AnalyzeClasses;
import com.tngtech.archunit.junit.ArchTest;
import com.tngtech.archunit.lang.ArchRule;
import eleusis.game.eleusis.EleusisGame;
import eleusis.game.eleusis.EleusisView;
import eleusis.game.express.ExpressGame;
import eleusis.game.express.ExpressView;

/**
 * The machine scientist at a table sees what its seat's socket is sent, and nothing more: the
 * classes that make its moves and its view reach neither the engines (which hold the rule, the
 * stock and every hand), nor the rules, nor the judge, nor the table; and they never read the rule
 * field a view carries for the dealer's eyes.
 */
@AnalyzeClasses(packages = "eleusis", importOptions = ImportOption.DoNotIncludeTests.class)
class ScientistSeatsArchitectureTest {
    private static final String[] SEAT_SCIENTIST = {"EleusisScientist", "ExpressScientist", "SeatSight", "ScientistViews",
            "ScientistMemo", "SeatScientist"};

    @ArchTest
    static final ArchRule seesNoEngineNorRule = noClasses().that().haveSimpleName(SEAT_SCIENTIST[0])
            .or().haveSimpleName(SEAT_SCIENTIST[1]).or().haveSimpleName(SEAT_SCIENTIST[2])
            .or().haveSimpleName(SEAT_SCIENTIST[3]).or().haveSimpleName(SEAT_SCIENTIST[4]).or().haveSimpleName(SEAT_SCIENTIST[5])
            .should().dependOnClassesThat().resideInAnyPackage("eleusis.rules..", "eleusis.scientist.solo..")
            .orShould().dependOnClassesThat().belongToAnyOf(EleusisGame.class, ExpressGame.class, Judge.class,
                    Table.class, eleusis.game.eleusis.EleusisSettings.class, eleusis.game.express.ExpressSettings.class)
            .because("a computer player decides from the seat's view only, as a student does");

    @ArchTest
    static final ArchRule readsNoDealersRule = noClasses().that().haveSimpleName(SEAT_SCIENTIST[0])
            .or().haveSimpleName(SEAT_SCIENTIST[1]).or().haveSimpleName(SEAT_SCIENTIST[2])
            .or().haveSimpleName(SEAT_SCIENTIST[3]).or().haveSimpleName(SEAT_SCIENTIST[4]).or().haveSimpleName(SEAT_SCIENTIST[5])
            .should().callMethod(EleusisView.class, "rule").orShould().callMethod(ExpressView.class, "rule")
            .because("the rule in a view is for the dealer's eyes; the scientist never reads it");

    /** The names above must name classes, or the rules would hold of nothing. */
    @ArchTest
    static void theRulesAreAboutRealClasses(com.tngtech.archunit.core.domain.JavaClasses classes) {
        for (String name : SEAT_SCIENTIST) {
            if (classes.stream().map(JavaClass::getSimpleName).noneMatch(name::equals)) {
                throw new AssertionError("no class " + name);
            }
        }
    }
}
