package eleusis.game.elephant;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import com.fasterxml.jackson.databind.JsonNode;
import eleusis.game.GameContract;
import eleusis.game.GameType;
import eleusis.game.Viewer;
import eleusis.game.Views;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.SplittableRandom;

/**
 * The catalogue contract of Der Elefant im Porzellanladen: every card lies face up but the two
 * piles, whose order nobody sees; so every seat's view is the spectator's but for what is the seat's
 * own (its allowed and legal actions, what each scoring would give it). Settings by seed: 3 to 5
 * players, now and then automatic scoring, no push when forced, the start pairs and first player fixed.
 */
public final class ElephantContract extends GameContract<ElephantSettings, ElephantAction, ElephantGame> {
    /** Fields of a view that are the viewer's own; everything else is the same for every viewer. */
    static final List<String> OWN_FIELDS = List.of("you", "allowed", "legal", "scoringOptions");

    public ElephantContract() {
        super(ElephantType.TYPE, ElephantGame.class);
    }

    @Override
    public ElephantSettings settings(long seed) {
        SplittableRandom r = settingsRandom(seed);
        int players = ElephantSettings.MIN_PLAYERS + r.nextInt(ElephantSettings.MAX_PLAYERS - ElephantSettings.MIN_PLAYERS + 1);
        ElephantSettings s = ElephantType.TYPE.settings(GameType.Setup.players(players));
        if (r.nextInt(7) == 0) s = s.withAutoScoring(true);
        if (r.nextInt(5) == 0) s = s.withPushWhenForced(true); // the standard is false: the texts oblige
        if (r.nextInt(11) == 0) s = s.withStartPairsByLot(false).withFirstPlayer(r.nextInt(players));
        return s;
    }

    @Override
    public int maxActions(ElephantSettings settings) {
        return 1_000;
    }

    @Override
    public List<Integer> census(ElephantGame g) {
        List<Integer> all = new ArrayList<>(g.porcelainPileOrder());
        all.addAll(g.porcelainRow());
        for (int s = 0; s < g.players(); s++) all.addAll(g.collection(s));
        all.addAll(g.broken());
        all.addAll(g.box());
        all.addAll(g.elephantPileOrder());
        all.addAll(g.elephantRow());
        all.addAll(g.takenElephants());
        if (g.pendingLoss() != null) all.add(g.pendingLoss().elephant().id());
        all.addAll(g.scoreCardsUp());
        return all;
    }

    @Override
    public int cards(ElephantGame g) {
        return ElephantCards.FIRST_SCORE_CARD_ID + ElephantCards.SCORE_CARDS;
    }

    /** The two piles, for everyone. */
    @Override
    public Set<Integer> hidden(ElephantGame g, Viewer viewer) {
        Set<Integer> out = new HashSet<>(g.porcelainPileOrder());
        out.addAll(g.elephantPileOrder());
        return out;
    }

    @Override
    public void checkViews(ElephantGame game, Map<Viewer, JsonNode> views, String where) {
        JsonNode spectator = views.get(new Viewer.Spectator());
        for (String own : OWN_FIELDS) {
            assertTrue(spectator.get(own).isNull() || spectator.get(own).isEmpty(), where + ": a spectator has no " + own);
        }
        views.forEach((viewer, view) -> {
            if (!(viewer instanceof Viewer.Player p)) return;
            for (var it = spectator.fieldNames(); it.hasNext(); ) {
                String name = it.next();
                if (!OWN_FIELDS.contains(name) && !spectator.get(name).equals(view.get(name))) {
                    fail(where + ": the view of seat " + p.seat() + " differs from the spectator's in " + name);
                }
            }
            assertEquals(Views.tree(game.legalActions(p.seat()).stream().map(ElephantView::legal).toList()), view.get("legal"),
                    where + ": the view of seat " + p.seat() + " lists its legal actions");
        });
    }

    /** A loss names its cards in any order; one order is listed. */
    @Override
    public Set<String> moreFormsThanListed() {
        return Set.of("lose");
    }
}
