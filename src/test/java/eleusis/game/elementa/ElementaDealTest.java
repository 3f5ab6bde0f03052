package eleusis.game.elementa;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import eleusis.game.Audience;
import eleusis.game.GameEvent;
import eleusis.game.Outcome;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;

/** The dealer, the deal, the first active player, the draws and the hand count. */
class ElementaDealTest {
    static final List<Integer> IN_ORDER = IntStream.range(0, 40).boxed().toList();

    @Test
    void theSeedChoosesTheDealerAndTheDealersLeftLaysFirst() {
        Set<Integer> dealers = new HashSet<>();
        for (long seed = 1; seed <= 100; seed++) {
            ElementaGame g = ElementaGame.start(ElementaSettings.standard(4), seed);
            dealers.add(g.dealer());
            int left = (g.dealer() + 1) % 4;
            assertEquals(left, g.active());
            assertEquals(List.of(left), g.waitingFor());
            ElementaEvents.GameStart start = assertInstanceOf(ElementaEvents.GameStart.class, g.log().get(0));
            assertEquals(new ElementaEvents.GameStart(g.dealer(), ElementaEvents.TEAMS, 3, left, 28), start);
            assertEquals(ElementaGame.start(ElementaSettings.standard(4), seed).dealer(), g.dealer(), "the same seed, the same dealer");
        }
        assertEquals(Set.of(0, 1, 2, 3), dealers, "every seat deals for some seed");
    }

    @Test
    void aDealerInTheSettingsDealsAndTheNextGamePassesTheDealLeft() {
        for (int d = 0; d < 4; d++) {
            ElementaGame g = ElementaGame.start(ElementaSettings.standard(4).withDealer(d), 99);
            assertEquals(d, g.dealer());
            assertEquals((d + 1) % 4, g.active());
            assertEquals((d + 1) % 4, g.nextDealer());
        }
    }

    /** Deck top first 0, 1, 2...: with dealer 1 the cards go to seats 2, 3, 0, 1, 2, 3, ... */
    @Test
    void threeCardsEachOneAtATimeClockwiseFromTheDealersLeft() {
        ElementaGame g = ElementaGame.startWithDeal(ElementaSettings.standard(4).withDealer(1), 5, IN_ORDER);
        assertEquals(List.of(2, 6, 10), g.hand(0));
        assertEquals(List.of(3, 7, 11), g.hand(1));
        assertEquals(List.of(0, 4, 8), g.hand(2));
        assertEquals(List.of(1, 5, 9), g.hand(3));
        assertEquals(IntStream.range(12, 40).boxed().toList(), g.stock());
        List<GameEvent> deals = g.log().subList(1, 5);
        assertEquals(List.of(2, 3, 0, 1), deals.stream().map(e -> ((ElementaEvents.Deal) e).player()).toList());
        for (GameEvent e : deals) {
            ElementaEvents.Deal d = (ElementaEvents.Deal) e;
            assertEquals(new Audience.OneSeat(d.player()), d.audience(), "a deal is for its player only");
            assertEquals(g.hand(d.player()), d.cards().stream().map(ElementaCard::id).toList());
        }
        assertEquals(5, g.log().size());
    }

    @Test
    void theShuffleComesFromTheSeed() {
        List<List<Integer>> a = hands(ElementaGame.start(ElementaSettings.standard(4).withDealer(0), 1));
        assertEquals(a, hands(ElementaGame.start(ElementaSettings.standard(4).withDealer(0), 1)));
        assertNotEquals(a, hands(ElementaGame.start(ElementaSettings.standard(4).withDealer(0), 2)));
        ElementaGame g = ElementaGame.start(ElementaSettings.standard(4), 3);
        assertEquals(40, new HashSet<>(g.everyCard()).size());
        assertEquals(28, g.stock().size());
    }

    /**
     * Every player draws after each of the first seven hands, the winner first; after that the stock
     * is empty and the last three hands are played from the hand. Ten hands, forty cards.
     */
    @Test
    void drawsUntilTheStockIsEmptyThenTenHandsInAll() {
        ElementaGame g = ElementaGame.start(ElementaSettings.standard(4), 11);
        List<ElementaEvents.Refill> refills = new ArrayList<>();
        List<ElementaEvents.HandWon> won = new ArrayList<>();
        int actions = 0;
        while (!g.over()) {
            int seat = g.waitingFor().get(0);
            Outcome.Applied o = assertInstanceOf(Outcome.Applied.class, g.apply(seat, g.legalActions(seat).get(0)));
            actions++;
            for (GameEvent e : o.events()) {
                if (e instanceof ElementaEvents.Refill r) refills.add(r);
                if (e instanceof ElementaEvents.HandWon w) won.add(w);
                if (e instanceof ElementaEvents.Draw d) assertEquals(new Audience.OneSeat(d.player()), d.audience(), "a draw is for its player only");
            }
            if (o.events().stream().anyMatch(e -> e instanceof ElementaEvents.HandWon) && !g.over()) {
                ElementaEvents.HandWon w = won.get(won.size() - 1);
                List<Integer> sizes = IntStream.range(0, 4).map(s -> g.hand(s).size()).boxed().toList();
                assertEquals(w.hand() <= 7 ? List.of(3, 3, 3, 3) : List.of(10 - w.hand(), 10 - w.hand(), 10 - w.hand(), 10 - w.hand()),
                        sizes, "hand sizes after hand " + w.hand());
            }
        }
        assertEquals(40, actions);
        assertEquals(10, won.size());
        assertEquals(7, refills.size());
        for (int i = 0; i < 7; i++) {
            ElementaEvents.Refill r = refills.get(i);
            int w = won.get(i).winner();
            assertEquals(List.of(w, (w + 1) % 4, (w + 2) % 4, (w + 3) % 4), r.players(), "the winner draws first");
            assertEquals(24 - 4 * i, r.stock());
        }
        assertEquals(40, IntStream.range(0, 4).map(s -> g.captured(s).size()).sum());
    }

    @Test
    void aLargerHandSizeStillPlaysTenHands() {
        ElementaGame g = ElementaGame.start(ElementaSettings.standard(4).withHandSize(5), 4);
        assertEquals(20, g.stock().size());
        int actions = 0;
        while (!g.over()) {
            int seat = g.waitingFor().get(0);
            assertTrue(g.apply(seat, g.legalActions(seat).get(0)).applied());
            actions++;
        }
        assertEquals(40, actions);
        assertEquals(11, g.handNumber());
    }

    private static List<List<Integer>> hands(ElementaGame g) {
        return IntStream.range(0, 4).mapToObj(g::hand).toList();
    }
}
