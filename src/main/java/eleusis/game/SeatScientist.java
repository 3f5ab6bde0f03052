package eleusis.game;

import eleusis.cards.Card;
import eleusis.cards.CardNotation;
import eleusis.scientist.Scientist;
import eleusis.scientist.View;
import java.util.List;
import java.util.SplittableRandom;
import java.util.function.Supplier;

/**
 * The machine scientist as a computer player of a rule-guessing game: it looks at the seat's sight
 * (quickly, on the table's turn) and decides from it alone afterwards. It keeps a scientist per seat
 * through a round ({@link ScientistMemo}), so one instance serves one table or one simulated game.
 * At a class table it leaves the next round to the teacher; in a simulation it starts the next
 * round when it deals.
 *
 * @param <A> the game's action type
 * @param <V> the game's view type
 */
public abstract class SeatScientist<A, V extends GameView> implements ComputerPlayer<A> {
    private final Class<V> viewType;
    /** The scientist of each seat, kept through its round. */
    private final ScientistMemo memo = new ScientistMemo();
    /** Whether it starts the next round (a simulation has no teacher to). */
    protected final boolean startsRounds;

    protected SeatScientist(Class<V> viewType, boolean simulated) {
        this.viewType = viewType;
        this.startsRounds = simulated;
    }

    @Override
    public final A move(Game<A> game, int seat, long seed) {
        return plan(game, seat, seed).get();
    }

    @Override
    public final Supplier<A> plan(Game<A> game, int seat, long seed) {
        SeatSight<V> sight = SeatSight.of(game, seat, viewType);
        return () -> {
            synchronized (memo.lock(seat)) { // the seat's scientist decides one move at a time
                return act(sight, seed);
            }
        };
    }

    /** How many scientists it has made: one a seat and round while each move follows the last (for tests and figures). */
    public final int scientistsMade() {
        return memo.made();
    }

    /** The seat's action from its sight alone, or null when a person must act (the teacher). */
    public abstract A act(SeatSight<V> sight, long seed);

    /**
     * Past this share of the weight standing its best rule is taken as found: it plays to go out, as
     * a player who has found the rule does, instead of testing. Above the scientist's guessing bar
     * (0.7), and the Eleusis prophet's bar too: once it stops testing, the evidence grows only by
     * the others' plays, so a lower bar here would leave it short of the prophet's for good.
     */
    protected static final double GO_OUT = 0.8;

    /**
     * What it plays once sure of its best rule: a card of the hand that rule accepts (the first), or a
     * no-play when that rule accepts none; null while it is not sure (then it plays to learn).
     */
    protected static GoOut goOut(Scientist scientist, View view) {
        if (scientist.sureness(view) < GO_OUT) return null;
        for (Card card : view.hand()) {
            if (Boolean.TRUE.equals(scientist.bestVerdict(view, view.mainline(), card))) return new GoOut(card);
        }
        return new GoOut(null);
    }

    /** A card its best rule accepts, or null for a no-play. */
    protected record GoOut(Card card) {}

    /**
     * The card it plays from the hand (its id), or null for a no-play: by lot when no rule of its
     * space stands, as the stand-in plays; to go out once sure of its best rule ({@link #goOut});
     * otherwise the card whose verdict tells most.
     */
    protected static Integer cardToPlay(Scientist scientist, View view, List<? extends HandCard> hand, long seed) {
        if (scientist.sureness(view) == 0) return hand.get(new SplittableRandom(seed).nextInt(hand.size())).id();
        GoOut out = goOut(scientist, view);
        if (out != null) return out.card() == null ? null : idOf(hand, out.card());
        return idOf(hand, scientist.card(view));
    }

    /** The id of the hand's card the scientist chose. */
    protected static int idOf(List<? extends HandCard> hand, Card card) {
        for (HandCard c : hand) if (CardNotation.card(c.card()).equals(card)) return c.id();
        throw new IllegalStateException("the scientist chose " + card + ", which is not in the hand");
    }

    /** A scientist that has taken in this view of the seat's round. */
    protected final Scientist scientist(int seat, int round, View view) {
        return memo.of(seat, round, view);
    }
}
