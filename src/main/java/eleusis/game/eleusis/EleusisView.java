package eleusis.game.eleusis;

import eleusis.analysis.Evidence;
import eleusis.game.EvidenceView;
import eleusis.game.HandCard;
import eleusis.game.Judge;
import eleusis.game.Table;
import eleusis.game.Viewer;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * What one viewer may see of an Eleusis game: the layout, hand sizes, markers, the prophet, whose
 * move it is, the scores, and the viewer's own hand. Never another player's hand, never the stock's
 * order; the secret rule only for the dealer.
 *
 * @param you     the viewer's seat, or null for a spectator
 * @param hand    the viewer's own cards (a prophet's set-aside hand included), or null
 * @param pending the play being judged, shown on the table, or null
 * @param dealerRotates false when seat 0 deals every round ("the house deals")
 * @param rule    the secret rule of the round in progress (the settings' or the one its dealer chose),
 *                for the dealer's eyes only; null for everyone else
 * @param whiteMarkers ids of the cards (mainline or sideline) carrying a white marker
 * @param blackMarkers ids of the cards carrying a black marker
 */
public record EleusisView(String game, int round, int rounds, int players, int dealer, boolean dealerRotates,
                          String phase, List<Integer> waitingFor, Integer you, List<CardView> hand,
                          Map<Integer, Integer> handSizes, Integer prophet, List<Integer> expelled,
                          List<MainlineCard> mainline, List<SidelineView> sidelines, int discard, int stock,
                          int cardsPlayed, boolean suddenDeath, PendingView pending, List<String> allowed,
                          Map<Integer, Integer> totals, Map<Integer, Integer> lastRoundScores,
                          boolean judgedByHand, String rule, List<Integer> whiteMarkers,
                          List<Integer> blackMarkers) implements EvidenceView {

    @Override
    public List<Evidence.Observation> evidence() {
        List<EvidenceView.Refused> refused = new ArrayList<>();
        for (SidelineView s : sidelines) {
            for (List<CardView> play : s.plays()) refused.add(new EvidenceView.Refused(s.under(), play.stream().map(CardView::id).toList()));
        }
        return EvidenceView.observations(mainline.stream().map(MainlineCard::id).toList(), refused);
    }

    public record CardView(int id, String card) implements HandCard {}

    public record MainlineCard(int id, String card, boolean whiteMarker, boolean blackMarker) {}

    /** The wrong plays under mainline card {@code under} (0 is the starter). */
    public record SidelineView(int under, List<List<CardView>> plays) {}

    public record PendingView(int player, List<CardView> cards, boolean noPlay, String prophetCall) {}

    static EleusisView of(EleusisGame g, Viewer viewer) {
        Table t = g.table();
        Integer you = viewer instanceof Viewer.Player p ? p.seat() : null;
        List<CardView> hand = you != null && you != g.dealer() ? cards(t.hand(you)) : null;
        Map<Integer, Integer> sizes = new LinkedHashMap<>();
        for (int s = 0; s < g.players(); s++) if (s != g.dealer()) sizes.put(s, t.handSize(s));
        List<MainlineCard> mainline = new ArrayList<>();
        for (int id : t.mainline()) {
            mainline.add(new MainlineCard(id, Table.face(id).notation(), g.whiteMarkers().contains(id),
                    g.blackMarkers().contains(id)));
        }
        List<SidelineView> sidelines = new ArrayList<>();
        for (int i = 0; i < t.sidelines().size(); i++) {
            if (t.sidelines().get(i).isEmpty()) continue;
            sidelines.add(new SidelineView(i, t.sidelines().get(i).stream().map(EleusisView::cards).toList()));
        }
        Pending p = g.pending();
        PendingView pending = p == null || g.phase() == Phase.AFTER_PLAY ? null
                : new PendingView(p.player(), cards(p.cards()), p.noPlay(),
                        p.prophetCall() == null ? null : p.prophetCall() ? "right" : "wrong");
        boolean byHand = g.judge().byHand();
        String rule = you != null && you == g.dealer() && g.judge() instanceof Judge.ByRule r ? r.rule().source() : null;
        return new EleusisView("eleusis", g.round(), g.settings().rounds(), g.players(), g.dealer(),
                g.settings().dealerRotates(), g.phase().name().toLowerCase(), g.waitingFor(), you, hand, sizes,
                g.prophet(), g.expelled().stream().sorted().toList(), mainline, sidelines,
                t.discardPile().size(), t.stockSize(), g.cardsPlayed(), g.suddenDeath(), pending,
                you == null ? List.of() : g.allowed(you), g.totals(), g.lastRoundScores(), byHand, rule,
                List.copyOf(g.whiteMarkers()), List.copyOf(g.blackMarkers()));
    }

    private static List<CardView> cards(List<Integer> ids) {
        return ids.stream().map(id -> new CardView(id, Table.face(id).notation())).toList();
    }
}
