package eleusis.game.elephant;

import eleusis.game.GameEvent;
import eleusis.game.ScriptedTable;
import java.util.ArrayList;
import java.util.List;

/**
 * A game from a fixed deal, driven by a test script. Cards are named by their faces: porcelain as
 * "r5" (colour letter and value), elephants by their text ("small red green", "grey 2").
 */
final class ElephantTable extends ScriptedTable<ElephantAction, ElephantGame> {
    static final ElephantContract CONTRACT = new ElephantContract();

    ElephantTable(ElephantGame g) {
        super(g, CONTRACT);
    }

    /**
     * Seat s gets start pair s (I, II, III...), seat {@code first} starts; the porcelain pile starts
     * with {@code porcelain} (faces, top first), the elephant pile with {@code elephants}; the rest of
     * each follows in card-list order.
     */
    static ElephantTable deal(ElephantSettings settings, int first, String porcelain, List<String> elephants) {
        List<Integer> pairs = new ArrayList<>();
        for (int s = 0; s < settings.players(); s++) pairs.add(s);
        ElephantDeal d = new ElephantDeal(porcelainOrder(porcelain), elephantOrder(elephants), pairs, first);
        return new ElephantTable(ElephantGame.startWithDeal(settings, 1, d));
    }

    static ElephantTable deal(int players, String porcelain, String... elephants) {
        return deal(ElephantSettings.standard(players), 0, porcelain, List.of(elephants));
    }

    static List<Integer> porcelainOrder(String faces) {
        List<Integer> order = new ArrayList<>();
        for (String f : faces.isBlank() ? new String[0] : faces.trim().split("\\s+")) {
            order.add(ElephantCards.shop().stream().filter(p -> face(p).equals(f) && !order.contains(p.id()))
                    .findFirst().orElseThrow(() -> new AssertionError("no porcelain " + f + " left for the deal")).id());
        }
        for (Porcelain p : ElephantCards.shop()) if (!order.contains(p.id())) order.add(p.id());
        return order;
    }

    static List<Integer> elephantOrder(List<String> texts) {
        List<Integer> order = new ArrayList<>();
        for (String t : texts) {
            order.add(ElephantCards.herd().stream().filter(e -> e.text().equals(t) && !order.contains(e.id()))
                    .findFirst().orElseThrow(() -> new AssertionError("no elephant \"" + t + "\" left for the deal")).id());
        }
        for (Elephant e : ElephantCards.herd()) if (!order.contains(e.id())) order.add(e.id());
        return order;
    }

    static String face(Porcelain p) {
        return p.colour().word().charAt(0) + "" + p.value();
    }

    /** A seat's collection as faces, sorted: "g4 r3 r5". */
    String collection(int seat) {
        return String.join(" ", g.porcelainOf(seat).stream().map(ElephantTable::face).sorted().toList());
    }

    String porcelainRow() {
        return String.join(" ", g.porcelainRow().stream().map(id -> face(ElephantCards.porcelain(id))).toList());
    }

    int rowCard(String face) {
        return g.porcelainRow().stream().filter(id -> face(ElephantCards.porcelain(id)).equals(face)).findFirst()
                .orElseThrow(() -> new AssertionError("no " + face + " in the porcelain row " + porcelainRow()));
    }

    int rowElephant(String text) {
        return g.elephantRow().stream().filter(id -> ElephantCards.elephant(id).text().equals(text)).findFirst()
                .orElseThrow(() -> new AssertionError("no elephant \"" + text + "\" in the row"));
    }

    /** The id of a card of the seat's collection with this face (the lowest id if several). */
    int owned(int seat, String face) {
        return g.collection(seat).stream().filter(id -> face(ElephantCards.porcelain(id)).equals(face)).sorted()
                .findFirst().orElseThrow(() -> new AssertionError("seat " + seat + " has no " + face));
    }

    List<GameEvent> buy(String face) {
        return apply(g.turn(), new ElephantAction.Buy(rowCard(face)));
    }

    List<GameEvent> take(String elephant) {
        return apply(g.turn(), new ElephantAction.TakeElephant(rowElephant(elephant)));
    }

    List<GameEvent> lose(String... faces) {
        int seat = g.turn();
        List<Integer> ids = new ArrayList<>();
        for (String f : faces) {
            ids.add(g.collection(seat).stream().filter(id -> face(ElephantCards.porcelain(id)).equals(f) && !ids.contains(id))
                    .findFirst().orElseThrow(() -> new AssertionError("seat " + seat + " has no " + f + " to lose")));
        }
        return apply(seat, new ElephantAction.Lose(ids));
    }

    List<GameEvent> push() {
        return apply(g.turn(), new ElephantAction.Push());
    }

    List<GameEvent> score(int seat, ScoringType t, ElephantColour c) {
        return apply(seat, new ElephantAction.Score(t, c));
    }

    static String faces(List<ElephantView.PorcelainCard> cards) {
        return String.join(" ", cards.stream().map(c -> c.colour().charAt(0) + "" + c.value()).sorted().toList());
    }
}
