package eleusis.game.elementa;

import eleusis.game.GameView;
import eleusis.game.Viewer;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * What one viewer may see of a game of Elementa: the viewer's own hand, the cards on the table with
 * their effective values so far, the last finished hand, how many cards each player holds and has
 * captured, each team's relics and points, the stock's size; never another hand or the stock's
 * order. Captured piles lie face down: their cards are listed only when the settings say
 * {@code showCaptured}.
 *
 * @param table      the cards of the hand in play, in the order laid, each with its effective value
 *                   given the cards laid so far (the final values come when the fourth card is laid)
 * @param leading    the player whose card is winning the hand so far, or null on an empty table
 * @param lastHand   the hand finished last, face up until the next one ends, or null
 * @param captured   cards captured per seat (counts only)
 * @param relics     relics captured per team (everyone saw them go)
 * @param scores     points per team so far
 * @param capturedCards each team's captured cards when {@code showCaptured}; otherwise null
 */
public record ElementaView(String game, int players, int dealer, Map<Integer, List<Integer>> teams, Integer you,
                           Integer yourTeam, List<Integer> waitingFor, List<String> allowed, List<Legal> legal,
                           List<ElementaCard> hand, Map<Integer, Integer> handSizes, int stock, int handNumber, int hands,
                           int active, List<OnTable> table, Integer leading, ElementaEvents.HandWon lastHand,
                           Map<Integer, Integer> captured, Map<Integer, Integer> relics, Map<Integer, Integer> scores,
                           Map<Integer, List<ElementaCard>> capturedCards, boolean over, Integer winner,
                           Integer allRelics, String decidedBy) implements GameView {

    /** A legal action as the browser sends it back: {"kind":"play","card":17}. */
    public record Legal(String kind, int card) {}

    public record OnTable(int player, ElementaCard card, int value) {}

    static ElementaView of(ElementaGame g, Viewer viewer) {
        Integer you = viewer instanceof Viewer.Player p && p.seat() >= 0 && p.seat() < ElementaGame.PLAYERS ? p.seat() : null;
        List<Legal> legal = new ArrayList<>();
        if (you != null) {
            for (ElementaAction a : g.legalActions(you)) {
                if (a instanceof ElementaAction.Play play) legal.add(new Legal("play", play.card()));
            }
        }
        Map<Integer, Integer> handSizes = new LinkedHashMap<>();
        Map<Integer, Integer> captured = new LinkedHashMap<>();
        for (int s = 0; s < ElementaGame.PLAYERS; s++) {
            handSizes.put(s, g.hand(s).size());
            captured.put(s, g.captured(s).size());
        }
        List<ElementaCard> laid = g.table().stream().map(ElementaGame.Laid::card).toList();
        List<Integer> values = ElementaRules.effectiveValues(laid);
        List<OnTable> table = new ArrayList<>();
        for (int i = 0; i < laid.size(); i++) table.add(new OnTable(g.table().get(i).player(), laid.get(i), values.get(i)));
        Integer leading = laid.isEmpty() ? null : g.table().get(ElementaRules.winnerIndex(values)).player();
        Map<Integer, Integer> relics = new LinkedHashMap<>();
        Map<Integer, List<ElementaCard>> capturedCards = g.settings().showCaptured() ? new LinkedHashMap<>() : null;
        for (int t = 0; t < 2; t++) {
            relics.put(t, g.relicsOf(t));
            if (capturedCards != null) capturedCards.put(t, g.capturedBy(t));
        }
        ElementaGame.Result r = g.result();
        return new ElementaView("elementa", ElementaGame.PLAYERS, g.dealer(), ElementaEvents.TEAMS, you,
                you == null ? null : ElementaRules.team(you), g.waitingFor(), you == null ? List.of() : g.allowed(you),
                legal, you == null ? null : ElementaGame.cards(g.hand(you)), handSizes, g.stock().size(),
                Math.min(g.handNumber(), g.hands()), g.hands(), g.active(), table, leading, g.lastHand(), captured, relics,
                g.teamScores(), capturedCards, g.over(), r == null ? null : r.winner(), r == null ? null : r.allRelics(),
                r == null ? null : r.decidedBy());
    }
}
