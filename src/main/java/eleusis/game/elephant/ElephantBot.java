package eleusis.game.elephant;

import eleusis.game.Viewer;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;

/**
 * A computer player that acts on its own view only. It values a collection as the sum of what its
 * unused scoring types would give now (its "worth"), buys the card that raises that most, takes the
 * elephant that breaks least, loses the cheapest porcelain, and scores the small columns first,
 * keeping "all" for the end, when collections are largest.
 *
 * <p>With one money, free to buy or to take an elephant, it looks ahead to its next turn, because
 * the rows are refilled only when empty and what the others leave matters more than what is best
 * now: a card bought from a row picked over, or an elephant left to the last, costs dearly. It plays
 * the others' turns on the open rows (a player with no money takes the elephant breaking least of
 * theirs; one with money buys the card worth most to them, or, in a second guess averaged with the
 * first, one with 1 money takes an elephant breaking little of theirs), a row emptied meanwhile
 * counting as a fresh one from the cards not in sight, and compares
 * <ul>
 *   <li>buying now, then taking an elephant from what is left next turn;</li>
 *   <li>taking an elephant now, then buying from what is left next turn;</li>
 *   <li>playing the push card, then doing the better of the two next turn, the other some turn after
 *     at a typical row; the push is played only if that is clearly better ({@link #PUSH_MARGIN}),
 *     since it can be played once.</li>
 * </ul>
 * Money left when the game ends is worth nothing, so it buys when the last card may be gone by its
 * next turn. With no money it takes an elephant (or, where the settings let it, pushes rather than
 * take one breaking {@link #PUSH_WORTH} points or more); with two it buys.
 */
public final class ElephantBot {
    /** In the second guess at the others, a player with 1 money takes an elephant breaking at most this many points. */
    static final int CHEAP_ELEPHANT = 2;
    /** With no money (where the push is allowed then), push rather than take an elephant breaking this many points or more. */
    static final int PUSH_WORTH = 7;
    /** With 1 money, push only when that looks this many points better than buying or taking an elephant. */
    static final int PUSH_MARGIN = 6;
    /** A "typical" row, for a turn further off than the next: the best of this many random cards. */
    static final int TYPICAL_CHOICE = 3;
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

        Porcelain buy = null;
        int gain = Integer.MIN_VALUE;
        if (allowed.contains("buy")) {
            for (ElephantView.PorcelainCard c : v.porcelainRow()) {
                Porcelain p = ElephantCards.porcelain(c.id());
                int d = gain(p, mine, unused);
                if (d > gain || (d == gain && random.nextBoolean())) {
                    gain = d;
                    buy = p;
                }
            }
        }
        Elephant elephant = null;
        int cost = Integer.MAX_VALUE;
        if (allowed.contains("take_elephant")) {
            for (ElephantView.ElephantCard e : v.elephantRow()) {
                int c = cost(ElephantCards.elephant(e.id()), mine, unused);
                if (c < cost || (c == cost && random.nextBoolean())) {
                    cost = c;
                    elephant = ElephantCards.elephant(e.id());
                }
            }
        }
        if (elephant == null) return new ElephantAction.Buy(buy.id());
        if (buy == null) {
            return allowed.contains("push") && cost >= PUSH_WORTH ? new ElephantAction.Push() : new ElephantAction.TakeElephant(elephant.id());
        }
        return oneMoney(v, seat, mine, unused, buy, gain, elephant, cost, allowed.contains("push"));
    }

    /** Buy, take an elephant or push, looking ahead to the next turn (see the class comment). */
    private static ElephantAction oneMoney(ElephantView v, int seat, List<Porcelain> mine, List<ScoringType> unused,
                                           Porcelain buy, int gain, Elephant elephant, int cost, boolean mayPush) {
        List<Porcelain> afterBuy = plus(mine, buy);
        List<Porcelain> afterLoss = after(elephant, mine, unused);
        Outlook o = new Outlook(v, seat);
        double buyNow = 0;
        double takeNow = 0;
        double pushNow = 0;
        for (int guess : new int[] {-1, CHEAP_ELEPHANT}) {
            Next ifBought = o.next(buy, null, guess);
            if (ifBought.gameOver()) return new ElephantAction.Buy(buy.id());
            Next ifTaken = o.next(null, elephant, guess);
            Next ifPushed = o.next(null, null, guess);
            buyNow += gain - o.elephantCost(ifBought, afterBuy, ifBought.later(unused));
            List<ScoringType> later = ifTaken.later(unused);
            takeNow += -cost + (ifTaken.gameOver() ? 0 : o.cardGain(ifTaken, afterLoss, later));
            if (mayPush && !ifPushed.gameOver()) {
                later = ifPushed.later(unused);
                pushNow += Math.max(o.cardGain(ifPushed, mine, later) - o.typicalCost(mine, later),
                        -o.elephantCost(ifPushed, mine, later) + o.typicalGain(mine, later));
            } else {
                pushNow = Double.NEGATIVE_INFINITY;
            }
        }
        if (pushNow > Math.max(buyNow, takeNow) + 2 * PUSH_MARGIN) return new ElephantAction.Push();
        return takeNow > buyNow ? new ElephantAction.TakeElephant(elephant.id()) : new ElephantAction.Buy(buy.id());
    }

    /**
     * The rows at the seat's next turn, as far as can be told: the porcelain row and elephant row
     * left (a row emptied meanwhile is laid out again with unknown cards: {@code freshCards} of it
     * are left, {@code freshElephants} of that one), whether a scoring comes first, and whether the
     * last card of the game may be bought before then.
     */
    record Next(List<Porcelain> cards, int freshCards, List<Elephant> elephants, int freshElephants,
                boolean scoring, boolean gameOver) {

        /** The columns still unused at the next turn: the next one in the sheet's order goes at a scoring. */
        List<ScoringType> later(List<ScoringType> unused) {
            if (!scoring) return unused;
            List<ScoringType> out = new ArrayList<>(unused);
            for (ScoringType t : SHEET_ORDER) {
                if (out.remove(t)) break;
            }
            return out;
        }
    }

    /**
     * What the bot can foresee from its view: the others in turn order with their money and what each
     * card and elephant of the rows is worth to them, the porcelain not in sight, and (computed once)
     * what the elephants of a fresh row would cost the bot. "Not in sight" includes the porcelain
     * broken so far, which the view counts but does not list: a small error.
     */
    static final class Outlook {
        private final ElephantView v;
        private final List<ElephantView.SeatView> others = new ArrayList<>();
        private final List<Map<Porcelain, Integer>> gains = new ArrayList<>();
        private final List<Map<Elephant, Integer>> costs = new ArrayList<>();
        private final List<Porcelain> unseen = new ArrayList<>();
        private final Map<List<Object>, List<Integer>> herdCosts = new HashMap<>();

        Outlook(ElephantView v, int seat) {
            this.v = v;
            for (int k = 1; k < v.players(); k++) {
                ElephantView.SeatView p = v.seats().get((seat + k) % v.players());
                List<Porcelain> theirs = cards(p.collection());
                List<ScoringType> theirUnused = p.unusedScorings().stream().map(ScoringType::of).toList();
                Map<Porcelain, Integer> g = new HashMap<>();
                for (Porcelain c : cards(v.porcelainRow())) g.put(c, gain(c, theirs, theirUnused));
                Map<Elephant, Integer> c = new HashMap<>();
                for (ElephantView.ElephantCard e : v.elephantRow()) {
                    Elephant el = ElephantCards.elephant(e.id());
                    c.put(el, cost(el, theirs, theirUnused));
                }
                others.add(p);
                gains.add(g);
                costs.add(c);
            }
            List<Integer> seen = new ArrayList<>();
            v.porcelainRow().forEach(c -> seen.add(c.id()));
            for (ElephantView.SeatView s : v.seats()) s.collection().forEach(c -> seen.add(c.id()));
            for (Porcelain p : ElephantCards.shop()) if (!seen.contains(p.id())) unseen.add(p);
        }

        /**
         * Plays the others' turns until the seat's next one, after the seat buys {@code bought},
         * takes {@code taken} or pushes (both null). A player with no money takes the elephant
         * breaking least of theirs; with 2, buys the card worth most to them; with 1, the same,
         * unless {@code cheap >= 0} and an elephant breaks at most {@code cheap} of their points.
         */
        Next next(Porcelain bought, Elephant taken, int cheap) {
            List<Porcelain> cards = new ArrayList<>(cards(v.porcelainRow()));
            List<Elephant> elephants = new ArrayList<>(v.elephantRow().stream().map(e -> ElephantCards.elephant(e.id())).toList());
            int freshCards = 0;
            int freshElephants = 0;
            boolean scoring = false;
            int until = v.untilScoring();
            int scoringsLeft = ElephantCards.SCORE_CARDS - v.scoring();
            for (int k = 0; k < v.players(); k++) {
                boolean buys;
                Porcelain card = bought;
                Elephant elephant = taken;
                if (k == 0) {
                    if (bought == null && taken == null) continue;
                    buys = bought != null;
                } else {
                    ElephantView.SeatView p = others.get(k - 1);
                    Map<Porcelain, Integer> g = gains.get(k - 1);
                    Map<Elephant, Integer> c = costs.get(k - 1);
                    elephant = null;
                    int leastCost = Integer.MAX_VALUE;
                    for (Elephant e : elephants) {
                        if (c.get(e) < leastCost) {
                            leastCost = c.get(e);
                            elephant = e;
                        }
                    }
                    buys = p.money() == ElephantGame.MAX_MONEY
                            || (p.money() == 1 && !(cheap >= 0 && elephant != null && leastCost <= cheap));
                    card = null;
                    int best = Integer.MIN_VALUE;
                    for (Porcelain x : cards) {
                        if (g.get(x) > best) {
                            best = g.get(x);
                            card = x;
                        }
                    }
                }
                if (buys) {
                    if (freshCards > 0) freshCards = Math.max(1, freshCards - 1);
                    else cards.remove(card);
                    if (--until == 0) {
                        scoring = true;
                        if (--scoringsLeft == 0) return new Next(cards, freshCards, elephants, freshElephants, true, true);
                        until = ElephantCards.PORCELAIN_PER_SCORING;
                    }
                    if (freshCards == 0 && cards.isEmpty()) freshCards = ElephantGame.ROW;
                } else {
                    if (freshElephants > 0) freshElephants = Math.max(1, freshElephants - 1);
                    else elephants.remove(elephant);
                    if (freshElephants == 0 && elephants.isEmpty()) freshElephants = ElephantGame.ROW;
                }
            }
            return new Next(cards, freshCards, elephants, freshElephants, scoring, false);
        }

        /** The best gain of a card bought then: from the row left, or the expected best of a fresh row. */
        double cardGain(Next next, List<Porcelain> mine, List<ScoringType> unused) {
            if (next.freshCards() > 0) return expectedBest(unseenGains(mine, unused), next.freshCards());
            double best = next.cards().isEmpty() ? 0 : Integer.MIN_VALUE;
            for (Porcelain p : next.cards()) best = Math.max(best, gain(p, mine, unused));
            return best;
        }

        /** The least cost of an elephant taken then: from the row left, or the expected best of a fresh row. */
        double elephantCost(Next next, List<Porcelain> mine, List<ScoringType> unused) {
            if (next.freshElephants() > 0) return -expectedBest(herdCosts(mine, unused), next.freshElephants());
            double least = next.elephants().isEmpty() ? 0 : Integer.MAX_VALUE;
            for (Elephant e : next.elephants()) least = Math.min(least, cost(e, mine, unused));
            return least;
        }

        /** The gain of a card from a typical row, for a turn further off than the next. */
        double typicalGain(List<Porcelain> mine, List<ScoringType> unused) {
            return expectedBest(unseenGains(mine, unused), TYPICAL_CHOICE);
        }

        /** The cost of an elephant from a typical row. */
        double typicalCost(List<Porcelain> mine, List<ScoringType> unused) {
            return -expectedBest(herdCosts(mine, unused), TYPICAL_CHOICE);
        }

        private List<Integer> unseenGains(List<Porcelain> mine, List<ScoringType> unused) {
            List<Integer> out = new ArrayList<>();
            for (Porcelain p : unseen) out.add(gain(p, mine, unused));
            return out;
        }

        /** Minus the cost of each elephant of the game: a new row is laid out from elephants not in sight. */
        private List<Integer> herdCosts(List<Porcelain> mine, List<ScoringType> unused) {
            return herdCosts.computeIfAbsent(List.of(mine, unused), key -> {
                List<Integer> out = new ArrayList<>();
                for (Elephant e : ElephantCards.herd()) out.add(-cost(e, mine, unused));
                return out;
            });
        }
    }

    /** The expected largest of {@code k} values drawn without replacement (0 if there are none). */
    static double expectedBest(List<Integer> values, int k) {
        List<Integer> sorted = new ArrayList<>(values);
        sorted.sort(null);
        int m = sorted.size();
        if (m == 0) return 0;
        k = Math.min(k, m);
        // The i-th smallest (from 0) is the largest drawn with probability C(i, k - 1) / C(m, k).
        double all = choose(m, k);
        double total = 0;
        for (int i = k - 1; i < m; i++) total += sorted.get(i) * choose(i, k - 1) / all;
        return total;
    }

    private static double choose(int a, int b) {
        double r = 1;
        for (int i = 0; i < b; i++) r = r * (a - i) / (i + 1);
        return r;
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

    /** What buying the card would add to the collection's worth. */
    static int gain(Porcelain p, List<Porcelain> mine, List<ScoringType> unused) {
        return worth(plus(mine, p), unused) - worth(mine, unused);
    }

    /** The points the elephant would cost, the loss chosen as well as it can be. */
    static int cost(Elephant e, List<Porcelain> mine, List<ScoringType> unused) {
        return worth(mine, unused) - worth(after(e, mine, unused), unused);
    }

    /** The collection after the elephant, the loss chosen as well as it can be. */
    static List<Porcelain> after(Elephant e, List<Porcelain> mine, List<ScoringType> unused) {
        List<Porcelain> best = mine;
        int bestWorth = Integer.MIN_VALUE;
        for (List<Integer> lost : Loss.of(e, mine).choices()) {
            List<Porcelain> after = new ArrayList<>(mine);
            after.removeIf(p -> lost.contains(p.id()));
            int w = worth(after, unused);
            if (w > bestWorth) {
                bestWorth = w;
                best = after;
            }
        }
        return best;
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

    private static List<Porcelain> plus(List<Porcelain> cards, Porcelain p) {
        List<Porcelain> out = new ArrayList<>(cards);
        out.add(p);
        return out;
    }

    private static List<Porcelain> cards(List<ElephantView.PorcelainCard> shown) {
        return shown.stream().map(c -> ElephantCards.porcelain(c.id())).toList();
    }
}
