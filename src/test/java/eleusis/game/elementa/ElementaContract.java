package eleusis.game.elementa;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import eleusis.game.GameContract;
import eleusis.game.GameType;
import eleusis.game.Viewer;
import eleusis.game.Views;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.SplittableRandom;

/**
 * The catalogue contract of Elementa: a player sees their own hand and no other, never the stock,
 * and the captured piles only when the settings show them (the last hand won lies face up until the
 * next). Settings by seed: captured cards shown or not, relics breaking ties or not, now and then
 * smaller hands, and a fixed dealer.
 */
public final class ElementaContract extends GameContract<ElementaSettings, ElementaAction, ElementaGame> {
    public ElementaContract() {
        super(ElementaType.TYPE, ElementaGame.class);
    }

    @Override
    public ElementaSettings settings(long seed) {
        SplittableRandom r = settingsRandom(seed);
        ElementaSettings s = ElementaType.TYPE.settings(GameType.Setup.players(ElementaGame.PLAYERS))
                .withShowCaptured(r.nextInt(3) == 0).withRelicsBreakTies(r.nextInt(5) != 0);
        if (r.nextInt(7) == 0) s = s.withHandSize(1 + r.nextInt(5));
        if (r.nextBoolean()) s = s.withDealer(r.nextInt(ElementaGame.PLAYERS));
        return s;
    }

    /** Each card is laid once. */
    @Override
    public int maxActions(ElementaSettings settings) {
        return ElementaDeck.size();
    }

    @Override public List<Integer> census(ElementaGame g) { return g.everyCard(); }

    @Override public int cards(ElementaGame g) { return ElementaDeck.size(); }

    /** The stock, the other hands, and the captured cards lying face down. */
    @Override
    public Set<Integer> hidden(ElementaGame g, Viewer viewer) {
        Set<Integer> out = new HashSet<>(g.stock());
        for (int s = 0; s < ElementaGame.PLAYERS; s++) {
            if (!(viewer instanceof Viewer.Player p && p.seat() == s)) out.addAll(g.hand(s));
            if (!g.settings().showCaptured()) out.addAll(g.captured(s));
        }
        if (g.lastHand() != null) g.lastHand().cards().forEach(v -> out.remove(v.card().id()));
        return out;
    }

    @Override
    public void checkViews(ElementaGame g, Map<Viewer, JsonNode> views, String where) {
        views.forEach((viewer, view) -> {
            String who = where + ", the view of " + viewer;
            if (viewer instanceof Viewer.Player p) {
                assertEquals(g.hand(p.seat()), Views.ids(view.get("hand")), who + ": the hand shown is the seat's own");
                List<Integer> legal = g.legalActions(p.seat()).stream().map(a -> ((ElementaAction.Play) a).card()).toList();
                List<Integer> shown = new java.util.ArrayList<>();
                view.get("legal").forEach(l -> shown.add(l.get("card").asInt()));
                assertEquals(legal, shown, who + ": the legal cards shown are the seat's legal actions");
            } else {
                assertTrue(view.get("hand").isNull(), who + ": the spectator holds no hand");
            }
            for (int s = 0; s < ElementaGame.PLAYERS; s++) {
                assertEquals(g.hand(s).size(), view.get("handSizes").get(Integer.toString(s)).asInt(), who + ": hand size of " + s);
            }
            assertEquals(g.stock().size(), view.get("stock").asInt(), who + ": the stock's size");
        });
    }
}
