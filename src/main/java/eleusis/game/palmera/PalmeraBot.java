package eleusis.game.palmera;

import eleusis.game.Viewer;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.SplittableRandom;

/**
 * A computer player for En la palmera that acts only on its own view. It weighs each legal
 * placement by the points it expects to gain plus the points it expects to take from the opponent:
 * against a card it knows (turned up or peeked) it knows the result; against a hidden one it
 * averages over the opponent's cards it has not seen, stronger than any card that hidden card
 * beat; ties go to the holder of perch 1, or to the attacker. A card it keeps is discounted by the
 * chance that an unseen stronger card (or a king) will come for it. Kings attack the richest
 * opponent perch. After taking perch 3 it peeks at the unknown card on the highest perch.
 */
public final class PalmeraBot {
    private static final int KING = 13;
    private final SplittableRandom random;

    public PalmeraBot(long seed) {
        this.random = new SplittableRandom(seed);
    }

    public PalmeraAction act(PalmeraGame g, int seat) {
        return choose(g.view(new Viewer.Player(seat)));
    }

    /** The choice, from the view alone. */
    public PalmeraAction choose(PalmeraView v) {
        if (v.legal().isEmpty()) throw new IllegalStateException("the bot cannot act now: " + v.phase());
        List<PalmeraAction> legal = new ArrayList<>();
        for (Map<String, Object> m : v.legal()) legal.add(action(m));
        PalmeraAction only = legal.get(0);
        if (only instanceof PalmeraAction.Discard) return only;
        Knowledge k = new Knowledge(v);
        if (only instanceof PalmeraAction.Peek || only instanceof PalmeraAction.SkipPeek) return peek(v, legal);
        PalmeraAction best = null;
        double bestValue = Double.NEGATIVE_INFINITY;
        for (PalmeraAction a : legal) {
            // A whisker of noise breaks ties between equal choices without favouring low perches.
            double value = value(v, k, (PalmeraAction.Place) a) + random.nextDouble() * 1e-6;
            if (value > bestValue) {
                bestValue = value;
                best = a;
            }
        }
        return best;
    }

    private static PalmeraAction peek(PalmeraView v, List<PalmeraAction> legal) {
        PalmeraAction best = null;
        int bestPerch = -1;
        for (PalmeraAction a : legal) {
            if (!(a instanceof PalmeraAction.Peek p)) continue;
            PalmeraView.SlotView slot = v.board().get(p.perch() - 1).cards().get(p.slot());
            int score = slot.card() == null ? p.perch() + 100 : p.perch();
            if (score > bestPerch) {
                bestPerch = score;
                best = a;
            }
        }
        return best != null ? best : legal.get(legal.size() - 1);
    }

    private static double value(PalmeraView v, Knowledge k, PalmeraAction.Place a) {
        int me = v.you();
        int mine = strength(v.drawn().card());
        PalmeraView.PerchView perch = v.board().get(a.perch() - 1);
        double worth = worth(a.perch());
        if (perch.owner() == null || perch.owner() == me) {
            if (mine == KING) return 0.3; // it scores nothing; it only traps an attacker
            return worth * k.survival(mine, a.perch());
        }
        if (mine == KING) {
            double taken = 0;
            for (PalmeraView.SlotView s : perch.cards()) taken += worth;
            return taken;
        }
        List<PalmeraView.SlotView> order = new ArrayList<>(perch.cards());
        if (order.size() > 1 && a.first() != null && a.first() == 1) java.util.Collections.reverse(order);
        boolean winTies = v.tieBreakHolder() == null || v.tieBreakHolder() == me;
        // Expected outcome of fighting the defenders one by one.
        double pAlive = 1;
        double taken = 0;
        for (int i = 0; i < order.size(); i++) {
            List<Integer> candidates = k.candidates(order.get(i));
            double win = 0;
            double kingThere = 0;
            for (int c : candidates) {
                if (c == KING) kingThere++;
                else if (mine > c || (mine == c && winTies)) win++;
            }
            int n = Math.max(1, candidates.size());
            // A king removes the whole perch: the opponent loses all of it, the attacker its card.
            taken += pAlive * (kingThere / n) * worth * (order.size() - i);
            pAlive *= win / n;
            taken += pAlive * worth;
        }
        return taken + pAlive * worth * k.survival(mine, a.perch());
    }

    /** A perch's worth per card; perch 1 also wins ties and perch 3 brings a peek. */
    private static double worth(int perch) {
        if (perch == PalmeraPerches.TIEBREAK) return perch + 2.5;
        if (perch == PalmeraPerches.PEEK) return perch + 1.0;
        return perch;
    }

    private static int strength(String face) {
        return PalmeraCards.strength(PalmeraCards.byFace(face));
    }

    private static PalmeraAction action(Map<String, Object> m) {
        String kind = (String) m.get("kind");
        return switch (kind) {
            case "place" -> new PalmeraAction.Place((Integer) m.get("perch"), (Integer) m.get("first"));
            case "peek" -> new PalmeraAction.Peek((Integer) m.get("perch"), (Integer) m.get("slot"));
            case "skip_peek" -> new PalmeraAction.SkipPeek();
            case "discard" -> new PalmeraAction.Discard();
            default -> throw new IllegalStateException("unknown legal action " + m);
        };
    }

    /** What the view tells of the opponent's suit: which strengths are still unaccounted for. */
    private static final class Knowledge {
        private final List<Integer> unseen = new ArrayList<>();
        private final int opponentLeft;

        Knowledge(PalmeraView v) {
            int opp = 1 - v.you();
            Set<String> known = new HashSet<>();
            for (PalmeraView.PerchView p : v.board()) {
                for (PalmeraView.SlotView s : p.cards()) if (s.card() != null && s.owner() == opp) known.add(s.card());
            }
            for (PalmeraView.CardView c : v.removed()) if (c.owner() == opp) known.add(c.card());
            for (int id : PalmeraCards.suit(opp)) {
                if (!known.contains(PalmeraCards.face(id))) unseen.add(PalmeraCards.strength(id));
            }
            opponentLeft = v.pileSizes().get(opp);
        }

        /** The strengths a defender may have: known, or any unseen one at least as strong as what it beat. */
        List<Integer> candidates(PalmeraView.SlotView d) {
            if (d.card() != null) return List.of(strength(d.card()));
            int floor = 0;
            for (String b : d.beat()) floor = Math.max(floor, strength(b));
            List<Integer> out = new ArrayList<>();
            for (int s : unseen) if (s >= floor) out.add(s);
            return out.isEmpty() ? unseen : out;
        }

        /** The chance a card of this strength keeps the perch: the opponent must still draw something that beats it. */
        double survival(int mine, int perch) {
            if (opponentLeft == 0 || unseen.isEmpty()) return 1;
            double beaters = 0;
            for (int s : unseen) if (s >= mine) beaters++;
            double share = beaters / unseen.size();
            double draws = Math.min(1.0, opponentLeft / 4.0);
            double lure = 0.4 + perch / 16.0;
            return Math.max(0, 1 - share * draws * Math.min(1, lure));
        }
    }
}
