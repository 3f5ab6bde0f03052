package eleusis.game;

import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import eleusis.cards.Card;
import eleusis.game.eleusis.EleusisSettings;
import eleusis.game.express.ExpressSettings;
import eleusis.library.RuleLibrary;
import eleusis.library.LibraryRule;
import eleusis.rules.Rule;
import eleusis.rules.RuleResult;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicLong;
import java.util.stream.LongStream;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * The contract of the game model over thousands of seeded games of both engines, 3 to 8 players,
 * every rule of the library and a few extreme ones; see {@link ContractRun} for what is checked
 * after every action. Most games have small hands so that many fit in the time; every tenth is
 * dealt the standard hands. One game in six is judged by hand, or by a rule then by hand. One game
 * in three has seat 0 deal every round (the house); in one game in four the dealer now and then
 * ends a round early, at any moment of it; in one game in five the next dealer now and then
 * chooses a rule of the library, or judging by hand, for the coming round.
 */
class ContractTest {
    /** Games per number of players: 1200 of Eleusis and 900 of Express (whose games run longer). */
    static final int ELEUSIS_GAMES_PER_GROUP = 200;
    static final int EXPRESS_GAMES_PER_GROUP = 150;

    static final List<Rule> RULES = rules();
    /** The rules of the library that can begin a round: those a dealer may choose for the next one. */
    static final List<Rule> LIBRARY = library();

    static List<Rule> library() {
        try {
            return RuleLibrary.loadResources().rules().stream().map(LibraryRule::compiled)
                    .filter(r -> Card.deck().stream().anyMatch(c -> r.accepts(List.of(), c))).toList();
        } catch (Exception e) {
            throw new AssertionError("cannot read the rule library: " + e, e);
        }
    }

    static List<Rule> rules() {
        List<Rule> out = new ArrayList<>();
        try {
            for (LibraryRule r : RuleLibrary.loadResources().rules()) out.add(r.compiled());
            try (InputStream in = ContractTest.class.getResourceAsStream("/game/contract-rules.txt")) {
                assertNotNull(in, "src/test/resources/game/contract-rules.txt");
                for (String line : new String(in.readAllBytes(), StandardCharsets.UTF_8).split("\n")) {
                    if (line.isBlank() || line.startsWith("#")) continue;
                    RuleResult r = Rule.compile(line.strip());
                    assertTrue(r.ok(), () -> "contract-rules.txt: " + r.report());
                    out.add(r.rule());
                }
            }
        } catch (Exception e) {
            throw new AssertionError("cannot read the rules for the contract test: " + e, e);
        }
        // A rule that takes no starter cannot begin a round; the engines refuse it at the start.
        out.removeIf(r -> Card.deck().stream().noneMatch(c -> r.accepts(List.of(), c)));
        assertTrue(out.size() > 40, "the library and the extra rules: " + out.size());
        return out;
    }

    static Rule ruleFor(long seed) {
        return RULES.get((int) Math.floorMod(seed * 31, (long) RULES.size()));
    }

    static int handSize(long seed, int standard) {
        return seed % 10 == 0 ? standard : 3 + (int) (seed % 4);
    }

    static int rounds(long seed) {
        return choosesJudges(seed) ? 2 : 1 + (int) (seed % 2);
    }

    /** One game in three is dealt by the house (seat 0) every round. */
    static boolean dealerRotates(long seed) {
        return seed % 3 != 2;
    }

    /** In one game in four the dealer ends a round early now and then: 1 chance in 40 before each action. */
    static int endRoundOdds(long seed) {
        return seed % 4 == 1 ? 40 : 0;
    }

    static boolean choosesJudges(long seed) {
        return seed % 5 == 2;
    }

    static <R extends ContractRun<?>> R classroom(R run, long seed) {
        run.endingRoundsEarly(endRoundOdds(seed));
        if (choosesJudges(seed)) run.choosingJudges();
        return run;
    }

    /** The judges of a game: mostly the rule alone; one game in six judged by hand, or first by the rule then by hand. */
    static List<Judge> judges(long seed, Rule rule) {
        if (seed % 6 != 3) return List.of(new Judge.ByRule(rule));
        return seed % 12 == 3 ? List.of(new Judge.ByHand("dealer")) : List.of(new Judge.ByRule(rule), new Judge.ByHand("dealer"));
    }

    /** The simulator's bots play games judged by a rule alone; random legal actions play the others. */
    static boolean byRuleOnly(List<Judge> judges) {
        return judges.size() == 1 && judges.get(0) instanceof Judge.ByRule;
    }

    static EleusisRun eleusis(int players, long seed) {
        Rule rule = ruleFor(seed);
        List<Judge> judges = judges(seed, rule);
        EleusisSettings std = EleusisSettings.standard(players, judges.get(0));
        EleusisSettings s = new EleusisSettings(players, rounds(seed), judges, handSize(seed, std.handSize()), std.maxString(),
                std.penaltyPerCard(), std.noPlayPenalty(), std.noPlayShrink(), std.prophetPenalty(), std.markerEvery(),
                std.suddenDeathMarkers(), std.lowStock(), std.emptyHandBonus(), std.neverDealtBonus(), std.overthrowSparesNoPlay(),
                dealerRotates(seed));
        return classroom(new EleusisRun(s, seed, rule, byRuleOnly(judges)), seed);
    }

    static ExpressRun express(int players, long seed) {
        Rule rule = ruleFor(seed);
        List<Judge> judges = judges(seed, rule);
        ExpressSettings std = ExpressSettings.standard(players, judges.get(0));
        ExpressSettings s = new ExpressSettings(players, rounds(seed), judges, handSize(seed, std.handSize()),
                std.wrongPlayPenalty(), std.noPlayPenalty(), std.noPlayShrink(), std.guessBonus(), std.wrongGuessPenalty(),
                std.lowStock(), seed % 7 == 0, std.neverDealtBonus(), dealerRotates(seed));
        return classroom(new ExpressRun(s, seed, rule, byRuleOnly(judges)), seed);
    }

    @TestFactory
    Stream<DynamicTest> eleusisGames() {
        return groups("eleusis", ELEUSIS_GAMES_PER_GROUP, (players, seed) -> played(eleusis(players, seed)));
    }

    @TestFactory
    Stream<DynamicTest> expressGames() {
        return groups("express", EXPRESS_GAMES_PER_GROUP, (players, seed) -> played(express(players, seed)));
    }

    @TestFactory
    Stream<DynamicTest> eleusisLogsEveryNewDeck() {
        return groups("eleusis new decks", ELEUSIS_GAMES_PER_GROUP,
                (players, seed) -> played(eleusis(players, seed).checkingNewDecks()));
    }

    /** Plays one seeded game to its end under the contract; returns the run. */
    interface SeededGame {
        ContractRun<?> play(int players, long seed);
    }

    private static ContractRun<?> played(ContractRun<?> run) {
        run.play();
        return run;
    }

    /** One dynamic test per number of players, its games played on every core. */
    private static Stream<DynamicTest> groups(String name, int games, SeededGame game) {
        return Stream.of(3, 4, 5, 6, 7, 8).map(players -> {
            long first = players * 100_000L;
            String title = name + ", " + players + " players, seeds " + first + ".." + (first + games - 1);
            return DynamicTest.dynamicTest(title, () -> {
                AtomicLong actions = new AtomicLong();
                AtomicLong endedEarly = new AtomicLong();
                AtomicLong chosen = new AtomicLong();
                LongStream.range(first, first + games).parallel().forEach(seed -> {
                    ContractRun<?> run = game.play(players, seed);
                    actions.addAndGet(run.actions());
                    endedEarly.addAndGet(run.roundsEndedEarly());
                    chosen.addAndGet(run.judgesChosen());
                });
                System.out.println(title + ": " + actions + " actions, " + endedEarly + " rounds ended early by the dealer, "
                        + chosen + " rounds judged as their dealer chose");
                assertTrue(actions.get() > games * 10L, title + ": games of a few actions only: " + actions);
                assertTrue(endedEarly.get() > games / 40, title + ": rounds the dealer ended early: " + endedEarly);
                assertTrue(chosen.get() > games / 40, title + ": next rounds with a judge chosen by the dealer: " + chosen);
            });
        });
    }
}
