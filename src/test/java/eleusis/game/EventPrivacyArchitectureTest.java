package eleusis.game;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;

import com.tngtech.archunit.core.importer.ImportOption;
import com.tngtech.archunit.junit.AnalyzeClasses;
import com.tngtech.archunit.junit.ArchTest;
import com.tngtech.archunit.lang.ArchRule;
import java.lang.reflect.RecordComponent;

/**
 * Whom an event is for is its type ({@link GameEvent#audience}), never a component found by its name:
 * no class of the product reads a record's components by reflection, as the broadcast once found the
 * seat of a private event by looking for a component named {@code player}.
 */
@AnalyzeClasses(packages = "eleusis", importOptions = ImportOption.DoNotIncludeTests.class)
class EventPrivacyArchitectureTest {
    @ArchTest
    static final ArchRule noComponentIsLookedUpByName = noClasses().should().callMethod(Class.class, "getRecordComponents")
            .orShould().callMethod(RecordComponent.class, "getAccessor")
            .orShould().callMethod(RecordComponent.class, "getName")
            .because("whom an event is for is said by its type (PublicEvent, SeatEvent, TeacherEvent), not by a field's name");
}
