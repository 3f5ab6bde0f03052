package eleusis.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import eleusis.cards.Card;
import eleusis.library.LibraryRule;
import eleusis.library.RuleLibrary;
import eleusis.rules.Rule;
import eleusis.rules.RuleResult;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.SplittableRandom;

/**
 * The contract of a rule-guessing game (Eleusis, Express): the cards of its {@link Table}; a view
 * shows its player's own hand and nobody else's (but cards shown on the table for a verdict), no
 * card of the stock, every hand's size, and the secret rule only to the dealer of a round judged by
 * a rule. Settings by seed: 3 to 8 seats, every rule of the library and a few extreme ones, mostly
 * small hands so that many games fit in the time (one in ten dealt the standard hands), one or two
 * rounds, one game in three dealt by the house; one in six judged by hand, or by a rule then by hand.
 *
 * @param <S> the game's settings
 * @param <A> its action type
 * @param <G> its game
 */
public abstract class RuleGameContract<S extends RuleGameSettings<S>, A, G extends RuleGameEngine<S, A>> extends GameContract<S, A, G> {
    /** Every rule that can begin a round: the library's and those of contract-rules.txt. */
    public static final List<Rule> RULES = rules();

    /** The library's rules that can begin a round: those a dealer may choose for the next one. */
    public static final List<Rule> LIBRARY = startable(library());

    protected RuleGameContract(GameType<S, A> type, Class<G> game) {
        super(type, game);
    }

    /** The cards of hands shown on the table, waiting for a verdict; no secret then. */
    protected abstract List<Integer> onTable(G g);

    /** What every seed's settings are made of. */
    protected record Choice(int players, Rule rule, List<Judge> judges, int rounds, boolean houseDeals, Integer handSize,
                            SplittableRandom random) {}

    protected static Choice choice(long seed) {
        SplittableRandom r = settingsRandom(seed);
        int players = 3 + r.nextInt(6);
        Rule rule = RULES.get(r.nextInt(RULES.size()));
        int judging = r.nextInt(12);
        List<Judge> judges = judging == 0 ? List.of(new Judge.ByHand("dealer"))
                : judging == 1 ? List.of(new Judge.ByRule(rule), new Judge.ByHand("dealer")) : List.of(new Judge.ByRule(rule));
        int rounds = 1 + r.nextInt(2);
        boolean house = r.nextInt(3) == 0;
        Integer handSize = r.nextInt(10) == 0 ? null : 3 + r.nextInt(4);
        return new Choice(players, rule, judges, rounds, house, handSize, r);
    }

    /**
     * The catalogue's settings of the choice (its seats, rounds, first judge and who deals), with its
     * hand size if it has one: each game then sets the choice's judges and its own options.
     */
    protected final S classSettings(Choice c) {
        S s = type().settings(new GameType.Setup(c.players(), c.rounds(), c.judges().get(0), c.houseDeals()));
        return c.handSize() == null ? s : s.withHandSize(c.handSize());
    }

    /** No game of these settings comes near this; one that does is not ending. */
    @Override
    public int maxActions(S settings) {
        return 50_000;
    }

    @Override
    public List<Integer> census(G g) {
        return g.table().everyCard();
    }

    @Override
    public int cards(G g) {
        return g.table().decks() * 52;
    }

    /** The stock, and every hand but the viewer's own, except cards shown on the table. */
    @Override
    public Set<Integer> hidden(G g, Viewer viewer) {
        Table t = g.table();
        Set<Integer> out = new HashSet<>(t.everyCard().subList(0, t.stockSize()));
        for (int s = 0; s < g.players(); s++) {
            if (!(viewer instanceof Viewer.Player p && p.seat() == s)) out.addAll(t.hand(s));
        }
        onTable(g).forEach(out::remove);
        return out;
    }

    @Override
    public void checkViews(G g, Map<Viewer, JsonNode> views, String where) {
        Table t = g.table();
        int dealer = g.dealer();
        views.forEach((viewer, view) -> {
            String who = where + ", the view of " + CatalogueContractTest.name(viewer);
            Integer seat = viewer instanceof Viewer.Player p ? p.seat() : null;
            if (seat != null && seat != dealer) {
                assertEquals(t.hand(seat), Views.ids(view.get("hand")), who + ": the hand shown is the seat's own");
            } else {
                assertTrue(view.get("hand").isNull(), who + ": the dealer and the spectator hold no hand");
            }
            boolean seesRule = seat != null && seat == dealer && g.judge() instanceof Judge.ByRule;
            assertEquals(seesRule, !view.get("rule").isNull(), who + ": the secret rule is for the eyes of the dealer of a round"
                    + " judged by a rule only: " + view.get("rule"));
            if (seat == null) assertTrue(view.get("you").isNull(), who + ": the spectator has no seat");
            JsonNode sizes = view.get("handSizes");
            assertEquals(g.players() - 1, sizes.size(), who + ": a hand size for every player");
            for (int other = 0; other < g.players(); other++) {
                if (other != dealer) assertEquals(t.handSize(other), sizes.get(Integer.toString(other)).asInt(), who + ": hand size of " + other);
            }
        });
    }

    /** The dealer ends a round in play at any moment, waited for or not. */
    @Override
    public Set<String> interruptions() {
        return Set.of("end_round");
    }

    /** The simulated players cannot judge by hand. */
    @Override
    public boolean simulated(S settings) {
        return settings.judges().stream().allMatch(j -> j instanceof Judge.ByRule);
    }

    /**
     * The simulated players are machine scientists: a move costs a few milliseconds (the cheap random
     * bots took microseconds), so they play one seeded game in 25 here; the random players check the
     * engine in the others, and ScientistSeatsTest and SimulateCommandTest play whole games of scientists.
     */
    @Override
    public int simulatedEvery() {
        return 25;
    }

    private static List<Rule> library() {
        try {
            return RuleLibrary.loadResources().rules().stream().map(LibraryRule::compiled).toList();
        } catch (Exception e) {
            throw new AssertionError("cannot read the rule library: " + e, e);
        }
    }

    private static List<Rule> startable(List<Rule> rules) {
        return rules.stream().filter(r -> Card.deck().stream().anyMatch(c -> r.accepts(List.of(), c))).toList();
    }

    private static List<Rule> rules() {
        List<Rule> out = new ArrayList<>(library());
        try (InputStream in = RuleGameContract.class.getResourceAsStream("/game/contract-rules.txt")) {
            assertNotNull(in, "src/test/resources/game/contract-rules.txt");
            for (String line : new String(in.readAllBytes(), StandardCharsets.UTF_8).split("\n")) {
                if (line.isBlank() || line.startsWith("#")) continue;
                RuleResult r = Rule.compile(line.strip());
                assertTrue(r.ok(), () -> "contract-rules.txt: " + r.report());
                out.add(r.rule());
            }
        } catch (java.io.IOException e) {
            throw new AssertionError("cannot read contract-rules.txt: " + e, e);
        }
        // A rule that takes no starter cannot begin a round; the engines refuse it at the start.
        List<Rule> usable = startable(out);
        assertTrue(usable.size() > 40, "the library and the extra rules: " + usable.size());
        return usable;
    }
}
