package eleusis.scientist;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;

import com.tngtech.archunit.core.importer.ImportOption;
import com.tngtech.archunit.junit.AnalyzeClasses;
import com.tngtech.archunit.junit.ArchTest;
import com.tngtech.archunit.lang.ArchRule;

/**
 * The scientist cannot see the secret: its package reaches neither the solo dealer (which holds
 * the rule, the stock and the seed) nor the games, the simulations, the library or the store. It
 * gets a {@link View} and nothing else.
 */
@AnalyzeClasses(packages = "eleusis", importOptions = ImportOption.DoNotIncludeTests.class)
class ScientistArchitectureTest {
    @ArchTest
    static final ArchRule seesNoDealer = noClasses().that().resideInAPackage("eleusis.scientist")
            .should().dependOnClassesThat().resideInAnyPackage("eleusis.scientist.solo..", "eleusis.game..",
                    "eleusis.sim..", "eleusis.library..", "eleusis.store..", "eleusis.web..", "eleusis.cli..",
                    "eleusis.analysis..");

    @ArchTest
    static final ArchRule viewHoldsNoRule = noClasses().that().haveSimpleName("View").or().haveSimpleName("Play")
            .or().haveSimpleName("Sideline").should().dependOnClassesThat().resideInAPackage("eleusis.rules..");
}
