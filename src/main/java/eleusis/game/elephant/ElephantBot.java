package eleusis.game.elephant;

import eleusis.game.Viewer;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;

/**
 * A computer player that acts on its own view only. It values a collection as the sum of what its
 * unused scoring types would give now, buys the card that raises that most, takes money from the
 * elephant that breaks least, keeps its push card for an elephant row that would hurt, loses the
 * cheapest porcelain, and scores the small columns first, keeping "all" for the end, when
 * collections are largest.
 */
public final class ElephantBot {
    /** An elephant breaking at most this many points is worth taking for its money. */
    static final int CHEAP_ELEPHANT = 2;
    /** With no money, push rather than take an elephant breaking this many points or more. */
    static final int PUSH_WORTH = 7;
    /** The order in which the bot fills its score sheet: totals tend to grow during a game. */
    private static final List<ScoringType> SHEET_ORDER =
            List.of(ScoringType.LOWEST, ScoringType.HIGHEST, ScoringType.ONE_COLOUR, ScoringType.ALL);

    private final SplittableRandom random;

    public ElephantBot(long seed) {
        this.random = new SplittableRandom(seed);
    }

    public ElephantAction act(ElephantGame g, int seat) {
        ElephantView v = g.view(new Viewer.Player(seat));
        List<String> allowed = v.allowed();
        if (allowed.isEmpty()) throw new IllegalStateException("seat " + seat + " cannot act now (" + v.phase() + ")");
        ElephantView.SeatView me = v.seats().get(seat);
        List<Porcelain> mine = cards(me.collection());
        List<ScoringType> unused = me.unusedScorings().stream().map(ScoringType::of).toList();
        if (allowed.contains("score")) return score(mine, unused);
        if (allowed.contains("lose")) return lose(v, mine, unused);

        ElephantAction buy = null;
        int gain = Integer.MIN_VALUE;
        if (allowed.contains("buy")) {
            int now = worth(mine, unused);
            for (ElephantView.PorcelainCard c : v.porcelainRow()) {
                List<Porcelain> after = new ArrayList<>(mine);
                after.add(ElephantCards.porcelain(c.id()));
                int d = worth(after, unused) - now;
                if (d > gain || (d == gain && random.nextBoolean())) {
                    gain = d;
                    buy = new ElephantAction.Buy(c.id());
                }
            }
        }
        ElephantAction elephant = null;
        int cost = Integer.MAX_VALUE;
        if (allowed.contains("take_elephant")) {
            for (ElephantView.ElephantCard e : v.elephantRow()) {
                int c = cost(ElephantCards.elephant(e.id()), mine, unused);
                if (c < cost || (c == cost && random.nextBoolean())) {
                    cost = c;
                    elephant = new ElephantAction.TakeElephant(e.id());
                }
            }
        }
        if (elephant == null) return buy;
        if (buy == null) {
            return allowed.contains("push") && cost >= PUSH_WORTH ? new ElephantAction.Push() : elephant;
        }
        return cost <= CHEAP_ELEPHANT ? elephant : buy;
    }

    private static ElephantAction score(List<Porcelain> mine, List<ScoringType> unused) {
        for (ScoringType t : SHEET_ORDER) {
            if (unused.contains(t)) return ElephantGame.bestScoring(mine, List.of(t));
        }
        throw new IllegalStateException("no scoring type left");
    }

    private static ElephantAction lose(ElephantView v, List<Porcelain> mine, List<ScoringType> unused) {
        ElephantAction best = null;
        int bestWorth = Integer.MIN_VALUE;
        for (Map<String, Object> legal : v.legal()) {
            @SuppressWarnings("unchecked")
            List<Integer> cards = (List<Integer>) legal.get("cards");
            List<Porcelain> after = new ArrayList<>(mine);
            after.removeIf(p -> cards.contains(p.id()));
            int w = worth(after, unused);
            if (w > bestWorth) {
                bestWorth = w;
                best = new ElephantAction.Lose(cards);
            }
        }
        return best;
    }

    /** The points the elephant would cost, the loss chosen as well as it can be. */
    static int cost(Elephant e, List<Porcelain> mine, List<ScoringType> unused) {
        int now = worth(mine, unused);
        int best = Integer.MIN_VALUE;
        for (List<Integer> lost : Loss.of(e, mine).choices()) {
            List<Porcelain> after = new ArrayList<>(mine);
            after.removeIf(p -> lost.contains(p.id()));
            best = Math.max(best, worth(after, unused));
        }
        return now - best;
    }

    /** What a collection would score in every unused column now, the colour column at its best. */
    static int worth(List<Porcelain> collection, List<ScoringType> unused) {
        int total = 0;
        for (ScoringType t : unused) {
            if (t != ScoringType.ONE_COLOUR) {
                total += t.points(collection, null);
                continue;
            }
            int best = 0;
            for (ElephantColour c : ElephantColour.values()) best = Math.max(best, t.points(collection, c));
            total += best;
        }
        return total;
    }

    private static List<Porcelain> cards(List<ElephantView.PorcelainCard> shown) {
        return shown.stream().map(c -> ElephantCards.porcelain(c.id())).toList();
    }
}
