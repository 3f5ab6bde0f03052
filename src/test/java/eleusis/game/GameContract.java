package eleusis.game;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.SplittableRandom;

/**
 * What the catalogue's contract test ({@link CatalogueContractTest}) must be told of one game, because
 * the {@link Game} interface does not say it: settings varied by seed, where every card is (the
 * census), which cards each viewer may not see, what else a view of this game must show or hide, and
 * how long a game may last. One per game, next to the game's own tests, where the engine's hidden
 * piles can be read.
 *
 * @param <S> the game's settings
 * @param <A> its action type
 * @param <G> its game
 */
public abstract class GameContract<S, A, G extends Game<A>> {
    /** Where the contract test looks for card ids in a view or an event: whole numbers under these names. */
    public static final Set<String> CARD_FIELDS = Set.of("id", "card", "cards", "elephant", "elephants", "candidates");

    private final GameType<S, A> type;
    private final Class<G> game;

    protected GameContract(GameType<S, A> type, Class<G> game) {
        this.type = type;
        this.game = game;
    }

    public final GameType<S, A> type() {
        return type;
    }

    /** The game as its own class, for the checks below. */
    public final G game(Game<A> g) {
        return game.cast(g);
    }

    /** The random choices of a seed's settings, apart from those of the game and its players. */
    protected static SplittableRandom settingsRandom(long seed) {
        return new SplittableRandom(seed * 0xD1B54A32D192ED03L + 5);
    }

    /** The settings of the game played with this seed: the number of players and the options varied. */
    public abstract S settings(long seed);

    /** No game with these settings lasts longer; one that does is not ending. */
    public abstract int maxActions(S settings);

    /**
     * Every card of the game by id, wherever it is now (hidden piles and their order included): each
     * id from 0 to {@link #cards} - 1 must be there exactly once.
     */
    public abstract List<Integer> census(G g);

    /** How many cards the game holds now. */
    public abstract int cards(G g);

    /** The ids of the cards the viewer may not see now. */
    public abstract Set<Integer> hidden(G g, Viewer viewer);

    /** The card ids a view or event, as JSON, shows; by default every whole number under a {@link #CARD_FIELDS} name. */
    public Set<Integer> shown(JsonNode json) {
        Set<Integer> out = new HashSet<>();
        collect(json, null, out);
        return out;
    }

    private static void collect(JsonNode node, String field, Set<Integer> out) {
        if (node.isObject()) {
            node.properties().forEach(e -> collect(e.getValue(), e.getKey(), out));
        } else if (node.isArray()) {
            for (JsonNode item : node) collect(item, field, out);
        } else if (node.isInt() && field != null && CARD_FIELDS.contains(field)) {
            out.add(node.asInt());
        }
    }

    /**
     * What else the views of this game must show or hide (a player's own hand, the secret rule...):
     * {@code views} holds every viewer's view as JSON, each seat's then the spectator's.
     */
    public void checkViews(G g, Map<Viewer, JsonNode> views, String where) {}

    /**
     * Whether the cards an action's events show are checked against what their receivers could see
     * before it and after it; a game where cards go back into hiding in the same action (a new round
     * dealt from the same cards) says no for those.
     */
    public boolean checksEvents(List<GameEvent> events) {
        return true;
    }

    /**
     * Kinds a seat may take without being waited for (the dealer ending a round): random players take
     * them only now and then, or a game would hardly begin.
     */
    public Set<String> interruptions() {
        return Set.of();
    }

    /**
     * A few actions with a free-form part, which {@link Game#legalActions} leaves out (a string of
     * cards, a guess), that the seat may take now; random players take one now and then. None by default.
     */
    public List<A> freeForm(G g, int seat, SplittableRandom random) {
        return List.of();
    }

    /** Kinds {@link Game#allowed} may name with no action listed for them, every one being free-form (a guess). */
    public Set<String> unlisted() {
        return Set.of();
    }

    /**
     * Kinds of which the engine also takes forms {@link Game#legalActions} does not list (the same
     * cards in another order, a card named where none is taken): an action of such a kind that is
     * not listed now may still be legal.
     */
    public Set<String> moreFormsThanListed() {
        return Set.of();
    }

    /** Whether the game's own simulated players can play a game with these settings (not one judged by hand). */
    public boolean simulated(S settings) {
        return true;
    }

    /**
     * The game's simulated players take part in one seeded game in this many (the others are played
     * by random players alone): 1 for cheap players; more where a simulated move costs milliseconds.
     */
    public int simulatedEvery() {
        return 1;
    }
}
