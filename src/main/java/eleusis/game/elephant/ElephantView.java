package eleusis.game.elephant;

import eleusis.game.GameView;
import eleusis.game.Viewer;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * What one viewer may see: everything on the table (rows, collections, money, push cards, score
 * sheets, taken elephants) but of the two piles only their sizes, never their order. A player also
 * gets the actions open to them ({@code legal}, in the shape the browser sends back) and, during a
 * scoring, what each choice would score.
 *
 * @param scoring        scorings held so far (during a scoring, its number)
 * @param takenElephants elephants taken since the pile was last shuffled (the events say which)
 * @param untilScoring   porcelain cards still to be bought before the next score card comes up
 * @param brokenPorcelain porcelain cards broken by elephants so far (out of the game)
 */
public record ElephantView(String game, int players, String phase, List<Integer> waitingFor, Integer you,
                           List<String> allowed, List<Map<String, Object>> legal, int turn, int firstPlayer,
                           List<PorcelainCard> porcelainRow, int porcelainPile, int untilScoring, int scoring,
                           List<ElephantCard> elephantRow, int elephantPile, int takenElephants,
                           int brokenPorcelain, int bank, List<SeatView> seats, PendingLoss pendingLoss,
                           List<ScoringOption> scoringOptions, Map<Integer, Integer> totals, boolean over,
                           List<Integer> winners) implements GameView {

    public record PorcelainCard(int id, String colour, int value, String start) {}

    public record ElephantCard(int id, String kind, List<String> colours, int count, List<Integer> values, String text) {}

    /** One line of a score sheet: scoring 1 to 4, the type used, the colour named (or null), the points. */
    public record SheetLine(int number, String scoring, String colour, int points) {}

    public record SeatView(int seat, String startPair, List<PorcelainCard> collection, int money, boolean push,
                           List<SheetLine> sheet, List<String> unusedScorings, int total, boolean scored) {}

    /** From each group's candidates exactly {@code take} cards are lost. */
    public record LossGroup(List<Integer> candidates, int take) {}

    public record PendingLoss(int player, ElephantCard elephant, int count, List<LossGroup> groups) {}

    public record ScoringOption(String scoring, String colour, int points) {}

    static ElephantView of(ElephantGame g, Viewer viewer) {
        Integer you = viewer instanceof Viewer.Player p && p.seat() >= 0 && p.seat() < g.players() ? p.seat() : null;
        List<SeatView> seats = new ArrayList<>();
        Map<Integer, Integer> totals = g.totals();
        for (int s = 0; s < g.players(); s++) {
            seats.add(new SeatView(s, g.startPair(s), porcelain(g.collection(s)), g.money(s), g.hasPush(s), g.sheet(s),
                    g.unusedScorings(s).stream().map(ScoringType::word).toList(), totals.get(s), g.hasScored(s)));
        }
        PendingLoss pending = null;
        if (g.pendingLoss() != null) {
            Loss l = g.pendingLoss();
            pending = new PendingLoss(g.turn(), elephant(l.elephant()), l.size(),
                    l.groups().stream().map(x -> new LossGroup(x.candidates(), x.take())).toList());
        }
        List<ScoringOption> options = List.of();
        if (you != null && g.phase() == ElephantPhase.SCORING && !g.hasScored(you)) {
            options = new ArrayList<>();
            List<Porcelain> mine = g.porcelainOf(you);
            for (ElephantAction a : g.legalActions(you)) {
                ElephantAction.Score s = (ElephantAction.Score) a;
                options.add(new ScoringOption(s.scoring().word(), s.colour() == null ? null : s.colour().word(),
                        s.scoring().points(mine, s.colour())));
            }
        }
        List<Integer> winners = List.of();
        if (g.over()) {
            int top = totals.values().stream().mapToInt(Integer::intValue).max().orElse(0);
            winners = totals.keySet().stream().filter(s -> totals.get(s) == top).toList();
        }
        return new ElephantView("elephant", g.players(), g.phase().name().toLowerCase(), g.waitingFor(), you,
                you == null ? List.of() : g.allowed(you),
                you == null ? List.of() : g.legalActions(you).stream().map(ElephantView::legal).toList(),
                g.turn(), g.firstPlayer(), porcelain(g.porcelainRow()), g.porcelainPileSize(), g.untilScoring(), g.scoring(),
                g.elephantRow().stream().map(id -> elephant(ElephantCards.elephant(id))).toList(), g.elephantPileSize(),
                g.takenElephants().size(),
                g.broken().size(), g.bank(), seats, pending, options, totals, g.over(), winners);
    }

    /** An action as the browser sends it: {@code {"kind": ..., fields}}, the shape the codec reads. */
    public static Map<String, Object> legal(ElephantAction a) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("kind", ElephantAction.kind(a));
        if (a instanceof ElephantAction.Buy b) m.put("card", b.card());
        if (a instanceof ElephantAction.TakeElephant t) m.put("elephant", t.elephant());
        if (a instanceof ElephantAction.Lose l) m.put("cards", l.cards());
        if (a instanceof ElephantAction.Score s) {
            m.put("scoring", s.scoring().word());
            if (s.colour() != null) m.put("colour", s.colour().word());
        }
        return m;
    }

    static PorcelainCard porcelain(int id) {
        Porcelain p = ElephantCards.porcelain(id);
        return new PorcelainCard(p.id(), p.colour().word(), p.value(), p.start());
    }

    static List<PorcelainCard> porcelain(List<Integer> ids) {
        return ids.stream().map(ElephantView::porcelain).toList();
    }

    static ElephantCard elephant(Elephant e) {
        return new ElephantCard(e.id(), e.kind().word(), e.colours().stream().map(ElephantColour::word).toList(),
                e.count(), e.values(), e.text());
    }
}
