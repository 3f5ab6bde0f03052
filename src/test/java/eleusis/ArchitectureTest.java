package eleusis;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.classes;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static com.tngtech.archunit.library.Architectures.layeredArchitecture;
import static com.tngtech.archunit.library.dependencies.SlicesRuleDefinition.slices;

import com.tngtech.archunit.core.importer.ImportOption;
import com.tngtech.archunit.junit.AnalyzeClasses;
import com.tngtech.archunit.junit.ArchTest;
import com.tngtech.archunit.lang.ArchRule;

/**
 * The packages' layers, bottom to top:
 *
 * <pre>
 * cards
 * rules (and its subpackages: parse, ast, check, compile, eval, text, blocks, the generated grammar)
 * analysis, library
 * scientist (and its solo dealer)
 * game (and its subpackages: one per game)
 * store, sim
 * live (each table's game in memory, owned: its actions applied in order, stored, then shown)
 * web
 * cli
 * eleusis (Main)
 * </pre>
 *
 * A package may use only the layers below it, and its own layer's classes; two packages side by side
 * (analysis and library, store and sim) may not use each other. The rules are about packages, not
 * classes, so they keep holding as classes move between them (say, from store into game). Only the
 * application's classes are checked, not the tests'.
 *
 * <p>Inside {@code web}, the root package {@code eleusis.web} is the app's kernel (texts, languages,
 * security, the request's helpers, the app's configuration, and {@code WebApp}, which wires the
 * features together); each feature is a subpackage, {@code eleusis.web.<feature>}, with its routes,
 * pages and helpers. A feature uses the kernel and only the features {@link #webFeatures} names.
 */
@AnalyzeClasses(packages = "eleusis", importOptions = ImportOption.DoNotIncludeTests.class)
class ArchitectureTest {
    private static final String MAIN = "eleusis";
    private static final String CARDS = "eleusis.cards..";
    private static final String RULES = "eleusis.rules..";
    private static final String ANALYSIS = "eleusis.analysis..";
    private static final String LIBRARY = "eleusis.library..";
    private static final String SCIENTIST = "eleusis.scientist..";
    private static final String GAME = "eleusis.game..";
    private static final String STORE = "eleusis.store..";
    private static final String SIM = "eleusis.sim..";
    private static final String LIVE = "eleusis.live..";
    private static final String WEB = "eleusis.web..";
    private static final String CLI = "eleusis.cli..";

    @ArchTest
    static final ArchRule layers = layeredArchitecture()
            .consideringOnlyDependenciesInLayers()
            .layer("main").definedBy(MAIN) // the root package alone, not its subpackages
            .layer("cli").definedBy(CLI)
            .layer("web").definedBy(WEB)
            .layer("live").definedBy(LIVE)
            .layer("store").definedBy(STORE)
            .layer("sim").definedBy(SIM)
            .layer("game").definedBy(GAME)
            .layer("scientist").definedBy(SCIENTIST)
            .layer("analysis").definedBy(ANALYSIS)
            .layer("library").definedBy(LIBRARY)
            .layer("rules").definedBy(RULES)
            .layer("cards").definedBy(CARDS)
            .whereLayer("main").mayOnlyAccessLayers("cli", "web", "live", "store", "sim", "game", "scientist", "analysis", "library", "rules", "cards")
            // cli is above web: `serve` is a command, and its ServeCommand (in web) starts the server.
            .whereLayer("cli").mayOnlyAccessLayers("web", "live", "store", "sim", "game", "scientist", "analysis", "library", "rules", "cards")
            // web reaches the scientist for solo practice: its dealer (solo) deals the student's game and the
            // scientist gives hints from the student's view, and the debrief counts
            // the candidate rules standing after each play (Candidates); ScientistArchitectureTest keeps the rule from it.
            .whereLayer("web").mayOnlyAccessLayers("live", "store", "sim", "game", "scientist", "analysis", "library", "rules", "cards")
            // A live table owns its game and stores its actions: below the web, which it tells through TableScreens.
            .whereLayer("live").mayOnlyAccessLayers("store", "game", "scientist", "analysis", "library", "rules", "cards")
            // The store is persistence only: it rebuilds a table's game from its log, and never holds a live one.
            .whereLayer("store").mayOnlyAccessLayers("game", "analysis", "library", "rules", "cards")
            .whereLayer("sim").mayOnlyAccessLayers("game", "analysis", "library", "rules", "cards")
            // The scientist sits below the games: a rule-guessing game's folder registers it as a computer player.
            .whereLayer("game").mayOnlyAccessLayers("scientist", "analysis", "library", "rules", "cards")
            // The scientist plays on what a player sees; its solo dealer judges guesses exactly (analysis).
            .whereLayer("scientist").mayOnlyAccessLayers("analysis", "rules", "cards")
            .whereLayer("analysis").mayOnlyAccessLayers("rules", "cards")
            .whereLayer("library").mayOnlyAccessLayers("rules", "cards")
            .whereLayer("rules").mayOnlyAccessLayers("cards")
            .whereLayer("cards").mayNotAccessAnyLayer()
            .because("a package may import only from the layers below it");

    /** A new package under eleusis must be given a layer above, or the layer rule would not see it. */
    @ArchTest
    static final ArchRule everyPackageHasALayer = classes().that().resideInAPackage("eleusis..")
            .should().resideInAnyPackage(MAIN, CARDS, RULES, ANALYSIS, LIBRARY, SCIENTIST, GAME, STORE, SIM, LIVE, WEB, CLI)
            .because("every package under eleusis belongs to a layer of ArchitectureTest.layers");

    /**
     * The web's features: each uses the kernel ({@code eleusis.web}) and only the features named here.
     * The console (classroom) shows the students' tables (play) and runs lessons; a lesson's pick deals
     * the tables again and tells their screens (play); the projector shows the tables and the lesson's
     * clock; the debrief reads a table's names and reveal (play). Nothing else crosses.
     */
    @ArchTest
    static final ArchRule webFeatures = layeredArchitecture()
            .consideringOnlyDependenciesInLayers()
            .layer("kernel").definedBy("eleusis.web")
            .layer("accounts").definedBy("eleusis.web.accounts..")
            .layer("classroom").definedBy("eleusis.web.classroom..")
            .layer("debrief").definedBy("eleusis.web.debrief..")
            .layer("export").definedBy("eleusis.web.export..")
            .layer("lessons").definedBy("eleusis.web.lessons..")
            .layer("play").definedBy("eleusis.web.play..")
            .layer("practice").definedBy("eleusis.web.practice..")
            .layer("projector").definedBy("eleusis.web.projector..")
            .layer("workshop").definedBy("eleusis.web.workshop..")
            .whereLayer("accounts").mayOnlyAccessLayers("kernel")
            .whereLayer("classroom").mayOnlyAccessLayers("kernel", "play", "lessons")
            .whereLayer("debrief").mayOnlyAccessLayers("kernel", "play")
            .whereLayer("export").mayOnlyAccessLayers("kernel")
            .whereLayer("lessons").mayOnlyAccessLayers("kernel", "play")
            .whereLayer("play").mayOnlyAccessLayers("kernel")
            .whereLayer("practice").mayOnlyAccessLayers("kernel")
            .whereLayer("projector").mayOnlyAccessLayers("kernel", "play", "lessons")
            .whereLayer("workshop").mayOnlyAccessLayers("kernel")
            .because("a feature of the web changes without reaching into another's insides: what several need is in the kernel");

    /** The kernel knows no feature: only WebApp, which builds the app, wires them together. */
    @ArchTest
    static final ArchRule webKernelKnowsNoFeature = noClasses().that().resideInAPackage("eleusis.web")
            .and().doNotHaveSimpleName("WebApp")
            .should().dependOnClassesThat().resideInAPackage("eleusis.web.*..")
            .because("the kernel is what every feature may use; a kernel that used a feature would tie them all to it");

    @ArchTest
    static final ArchRule webFeaturesFreeOfCycles = slices().matching("eleusis.web.(*)..").should().beFreeOfCycles()
            .because("two features that use each other are one feature in two folders");

    @ArchTest
    static final ArchRule gamesKnowNoStorageOrWeb = noClasses().that().resideInAPackage(GAME)
            .should().dependOnClassesThat().resideInAnyPackage("org.jdbi..", "io.javalin..", "java.sql..", "gg.jte..")
            .because("the games are plain rules of play: storage and the web are built on them, not into them");

    /** Named outright, besides the layers: the store and the games must never reach up for the live game. */
    @ArchTest
    static final ArchRule storeKnowsNoLiveTable = noClasses().that().resideInAnyPackage(STORE, GAME)
            .should().dependOnClassesThat().resideInAnyPackage(LIVE)
            .because("the store is persistence only and the games are plain rules of play: the live tables are built on them");

    @ArchTest
    static final ArchRule liveKnowsNoWeb = noClasses().that().resideInAPackage(LIVE)
            .should().dependOnClassesThat().resideInAnyPackage(WEB, "io.javalin..", "gg.jte..")
            .because("a live table tells the screens through TableScreens, which the web implements; HTTP and pages are the web's");

    @ArchTest
    static final ArchRule storeKnowsNoWeb = noClasses().that().resideInAPackage(STORE)
            .should().dependOnClassesThat().resideInAnyPackage("io.javalin..", "gg.jte..")
            .because("the store serves the web app and the command line alike; HTTP and pages are the web's");

    @ArchTest
    static final ArchRule noJavalinAutomaticPings = noClasses()
            .should().callMethodWhere(com.tngtech.archunit.core.domain.JavaCall.Predicates.target(
                    com.tngtech.archunit.core.domain.properties.HasName.Predicates.name("enableAutomaticPings")))
            .because("Javalin's automatic pings share one map for the JVM, first made unsafely: sockets opened "
                    + "together could fail to join (SocketPings pings instead)");
}
