package eleusis.game.express;

import eleusis.analysis.Evidence;
import eleusis.game.EvidenceView;
import eleusis.game.HandCard;
import eleusis.game.Judge;
import eleusis.game.SharedList;
import eleusis.game.SharedMap;
import eleusis.game.Table;
import eleusis.game.Viewer;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * What one viewer may see of an Express game: the layout, hand sizes, whose move it is, the scores,
 * and the viewer's own hand; never another hand or the stock's order; the rule only for the dealer.
 *
 * @param pendingCard a card waiting for the verdict of a dealer judging by hand (shown on the table), or null
 * @param pendingNoPlay a no-play waiting for that verdict: the hand shown, or null
 * @param pendingGuess a guess in words waiting for the dealer, or null
 * @param dealerRotates false when seat 0 deals every round ("the house deals")
 * @param rule the secret rule of the round in progress (the settings' or the one its dealer chose),
 *             for the dealer's eyes only; null for everyone else
 */
@com.fasterxml.jackson.databind.annotation.JsonSerialize(using = ExpressViewJson.class)
public record ExpressView(String game, int round, int rounds, int players, int dealer, boolean dealerRotates,
                          String phase, List<Integer> waitingFor, Integer you, List<CardView> hand,
                          Map<Integer, Integer> handSizes, List<CardView> mainline, List<SidelineView> sidelines,
                          int discard, int stock, CardView pendingCard, List<CardView> pendingNoPlay,
                          String pendingGuess, List<String> allowed, Map<Integer, Integer> totals,
                          Map<Integer, Integer> lastRoundScores, boolean judgedByHand, String rule) implements EvidenceView {

    @Override
    public List<Evidence.Observation> evidence() {
        List<EvidenceView.Refused> refused = new ArrayList<>();
        for (SidelineView s : sidelines) {
            for (List<CardView> play : s.plays()) refused.add(new EvidenceView.Refused(s.under(), play.stream().map(CardView::id).toList()));
        }
        return EvidenceView.observations(mainline.stream().map(CardView::id).toList(), refused);
    }

    @com.fasterxml.jackson.databind.annotation.JsonSerialize(using = ExpressViewJson.CardJson.class)
    public record CardView(int id, String card) implements HandCard {}

    @com.fasterxml.jackson.databind.annotation.JsonSerialize(using = ExpressViewJson.SidelineJson.class)
    public record SidelineView(int under, List<List<CardView>> plays) {}

    /**
     * What every viewer sees alike at one moment of the game: built once per action and shared by
     * every screen's view (a table's six or seven views of each move built the mainline each time).
     */
    record Shared(String phase, List<Integer> waitingFor, Map<Integer, Integer> handSizes, List<CardView> mainline,
                  List<SidelineView> sidelines, int discard, int stock, CardView pendingCard, List<CardView> pendingNoPlay,
                  String pendingGuess, Map<Integer, Integer> totals, Map<Integer, Integer> lastRoundScores) {
        static Shared of(ExpressGame g) {
            Table t = g.table();
            Map<Integer, Integer> sizes = new LinkedHashMap<>();
            for (int s = 0; s < g.players(); s++) if (s != g.dealer()) sizes.put(s, t.handSize(s));
            List<SidelineView> sidelines = new ArrayList<>();
            for (int i = 0; i < t.sidelines().size(); i++) {
                if (t.sidelines().get(i).isEmpty()) continue;
                List<List<CardView>> plays = new ArrayList<>();
                for (List<Integer> play : t.sidelines().get(i)) plays.add(cards(play));
                sidelines.add(new SidelineView(i, List.copyOf(plays)));
            }
            Integer pending = g.phase() == ExpressPhase.DEALER_VERDICT ? g.pendingCard() : null;
            return new Shared(g.phase().name().toLowerCase(), g.waitingFor(), SharedMap.of(sizes),
                    SharedList.of(cards(t.mainline())), SharedList.of(sidelines), t.discardPile().size(), t.stockSize(),
                    pending != null && pending >= 0 ? card(pending) : null,
                    pending != null && pending < 0 ? cards(t.hand(g.actor())) : null,
                    g.phase() == ExpressPhase.GUESS_VERDICT ? g.pendingGuess() : null,
                    SharedMap.of(g.totals()), SharedMap.of(g.lastRoundScores()));
        }
    }

    static ExpressView of(ExpressGame g, Viewer viewer) {
        Table t = g.table();
        Shared shared = g.shared();
        Integer you = viewer instanceof Viewer.Player p ? p.seat() : null;
        List<CardView> hand = you != null && you != g.dealer() ? cards(t.hand(you)) : null;
        String rule = you != null && you == g.dealer() && g.judge() instanceof Judge.ByRule r ? r.rule().source() : null;
        return new ExpressView("express", g.round(), g.settings().rounds(), g.players(), g.dealer(),
                g.settings().dealerRotates(), shared.phase(), shared.waitingFor(), you, hand, shared.handSizes(),
                shared.mainline(), shared.sidelines(), shared.discard(), shared.stock(), shared.pendingCard(),
                shared.pendingNoPlay(), shared.pendingGuess(), you == null ? List.of() : g.allowed(you), shared.totals(),
                shared.lastRoundScores(), g.judge().byHand(), rule);
    }

    /** The cards of the first eight decks, made once: every view of every move showed the whole mainline card by card. */
    private static final CardView[] FIRST_DECKS = new CardView[8 * 52];

    static {
        for (int id = 0; id < FIRST_DECKS.length; id++) FIRST_DECKS[id] = new CardView(id, Table.face(id).notation());
    }

    private static CardView card(int id) {
        return id >= 0 && id < FIRST_DECKS.length ? FIRST_DECKS[id] : new CardView(id, Table.face(id).notation());
    }

    private static List<CardView> cards(List<Integer> ids) {
        // A loop, not a stream: every socket's view of every move writes the whole mainline.
        CardView[] out = new CardView[ids.size()];
        for (int i = 0; i < out.length; i++) out[i] = card(ids.get(i));
        return List.of(out);
    }
}
