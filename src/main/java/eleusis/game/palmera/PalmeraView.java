package eleusis.game.palmera;

import eleusis.game.GameView;
import eleusis.game.Viewer;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * What one viewer may see of a game of En la palmera: the board with every card the viewer may
 * know (its own, those turned up in clashes, those it peeked at) and the others as face-down backs;
 * the card it has just drawn; pile sizes, never their order; the cards out of play it may know and
 * a count of the others; the scores. A spectator sees only what both players see.
 *
 * @param drawn     the viewer's card waiting to be placed, or null
 * @param removed   cards out of play this round that the viewer knows
 * @param removedHidden per seat, cards out of play this round that the viewer never saw
 * @param tieBreakHolder who holds perch 1 now (wins ties), or null
 * @param legal     the viewer's legal actions, each as the browser sends it back: {kind, ...fields}
 * @param lastRound the previous round's end, every card turned up; null in the first round
 */
public record PalmeraView(String game, int players, int round, int rounds, String phase, List<Integer> waitingFor,
                          Integer you, Map<Integer, String> suits, List<PerchView> board, CardView drawn,
                          Map<Integer, Integer> pileSizes, List<CardView> removed, Map<Integer, Integer> removedHidden,
                          Integer tieBreakHolder, List<String> allowed, List<Map<String, Object>> legal,
                          Map<Integer, Integer> totals, List<Map<Integer, Integer>> roundScores,
                          PalmeraEvents.RoundEnd lastRound, boolean over, List<Integer> winners) implements GameView {

    public record CardView(int id, String card, int owner) {}

    /**
     * A card on a perch. {@code id} and {@code card} are null when the viewer may not know it;
     * {@code peeked}: the viewer looked at this card of the opponent's; {@code seenByOpponent}: the
     * opponent looked at this card of the viewer's (which card was looked at is public, what it is
     * is not). {@code beat} lists the shown cards it defeated as a hidden attacker (public knowledge).
     */
    public record SlotView(int slot, int owner, Integer id, String card, boolean faceUp, boolean peeked,
                           boolean seenByOpponent, List<String> beat) {}

    public record PerchView(int number, String spade, int capacity, String power, Integer owner, List<SlotView> cards) {}

    static PalmeraView of(PalmeraGame g, Viewer viewer) {
        Integer you = viewer instanceof Viewer.Player p && p.seat() >= 0 && p.seat() < 2 ? p.seat() : null;
        PalmeraBoard b = g.board();
        List<PerchView> perches = new ArrayList<>();
        for (PalmeraPerch p : PalmeraPerches.ALL) {
            List<SlotView> slots = new ArrayList<>();
            List<PalmeraPerched> there = b.cards(p.number());
            for (int s = 0; s < there.size(); s++) {
                PalmeraPerched c = there.get(s);
                boolean peek = you != null && c.owner() != you && !c.shown() && g.peeked(you).contains(c.card());
                boolean known = c.shown() || (you != null && c.owner() == you) || peek;
                boolean seen = you != null && c.owner() == you && !c.shown() && g.peeked(1 - you).contains(c.card());
                slots.add(new SlotView(s, c.owner(), known ? c.card() : null, known ? PalmeraCards.face(c.card()) : null,
                        c.shown(), peek, seen, c.beat()));
            }
            perches.add(new PerchView(p.number(), p.spade(), p.capacity(), p.power(), b.owner(p.number()), slots));
        }
        CardView drawn = you != null && g.drawn() != null && g.turn() == you ? card(g.drawn()) : null;
        Map<Integer, Integer> piles = new LinkedHashMap<>();
        Map<Integer, String> suits = new LinkedHashMap<>();
        Map<Integer, Integer> removedHidden = new LinkedHashMap<>();
        for (int s = 0; s < 2; s++) {
            piles.put(s, g.pile(s).size());
            suits.put(s, PalmeraCards.suitName(s));
            removedHidden.put(s, 0);
        }
        List<CardView> removed = new ArrayList<>();
        for (int c : b.removedShown()) removed.add(card(c));
        for (int c : b.removedUnseen()) {
            boolean known = you != null && (PalmeraCards.seatOf(c) == you || g.peeked(you).contains(c));
            if (known) removed.add(card(c));
            else removedHidden.merge(PalmeraCards.seatOf(c), 1, Integer::sum);
        }
        List<Map<String, Object>> legal = new ArrayList<>();
        if (you != null) for (PalmeraAction a : g.legalActions(you)) legal.add(a.fields());
        return new PalmeraView("palmera", 2, g.round(), g.settings().rounds(), g.phase().name().toLowerCase(),
                g.waitingFor(), you, suits, perches, drawn, piles, removed, removedHidden,
                b.owner(PalmeraPerches.TIEBREAK), you == null ? List.of() : g.allowed(you), legal, g.totals(),
                g.roundScores(), g.lastRoundEnd(), g.over(), g.winners());
    }

    private static CardView card(int id) {
        return new CardView(id, PalmeraCards.face(id), PalmeraCards.seatOf(id));
    }
}
