package eleusis.game.palmera;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.fasterxml.jackson.databind.JsonNode;
import eleusis.game.GameContract;
import eleusis.game.GameEvent;
import eleusis.game.Viewer;
import eleusis.game.Views;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.SplittableRandom;

/**
 * The catalogue contract of En la palmera: a player sees their own cards, the card they have just
 * drawn, the cards turned up in clashes and those they peeked at; never a draw pile, nor another
 * card; the spectator only what both players see. Cards are named by id and by face ("KD"). Settings
 * by seed: one to three rounds and every option of the rules.
 */
public final class PalmeraContract extends GameContract<PalmeraSettings, PalmeraAction, PalmeraGame> {
    private static final Map<String, Integer> FACES = new HashMap<>();

    static {
        for (int id = 0; id < PalmeraCards.count(); id++) FACES.put(PalmeraCards.face(id), id);
    }

    public PalmeraContract() {
        super(PalmeraType.TYPE, PalmeraGame.class);
    }

    @Override
    public PalmeraSettings settings(long seed) {
        SplittableRandom r = settingsRandom(seed);
        return new PalmeraSettings(2, 1 + r.nextInt(3), r.nextBoolean(), r.nextBoolean(), r.nextBoolean(), r.nextBoolean(),
                r.nextBoolean() ? PalmeraTieBreak.SHARED : PalmeraTieBreak.ACE_PERCH);
    }

    /** Each round places every card once, with a peek at most after each. */
    @Override
    public int maxActions(PalmeraSettings settings) {
        return settings.rounds() * 2 * PalmeraCards.count();
    }

    @Override
    public List<Integer> census(PalmeraGame g) {
        List<Integer> all = new ArrayList<>(g.pile(0));
        all.addAll(g.pile(1));
        if (g.drawn() != null) all.add(g.drawn());
        all.addAll(g.board().onBoard());
        all.addAll(g.board().removedShown());
        all.addAll(g.board().removedUnseen());
        return all;
    }

    @Override public int cards(PalmeraGame g) { return PalmeraCards.count(); }

    /** The piles, the card drawn but for its player, and every face-down card the viewer neither owns nor peeked at. */
    @Override
    public Set<Integer> hidden(PalmeraGame g, Viewer viewer) {
        Integer you = viewer instanceof Viewer.Player p ? p.seat() : null;
        Set<Integer> out = new HashSet<>(g.pile(0));
        out.addAll(g.pile(1));
        if (g.drawn() != null && (you == null || g.turn() != you)) out.add(g.drawn());
        for (PalmeraPerch perch : PalmeraPerches.ALL) {
            for (PalmeraPerched c : g.board().cards(perch.number())) {
                if (!c.shown() && !knows(g, you, c.card())) out.add(c.card());
            }
        }
        for (int c : g.board().removedUnseen()) if (!knows(g, you, c)) out.add(c);
        return out;
    }

    private static boolean knows(PalmeraGame g, Integer you, int card) {
        return you != null && (PalmeraCards.seatOf(card) == you || g.peeked(you).contains(card));
    }

    /** Ids, and faces anywhere; but the last round's board, all turned up at its end, is not this round's. */
    @Override
    public Set<Integer> shown(JsonNode json) {
        Set<Integer> out = new HashSet<>();
        json.properties().forEach(f -> {
            if (f.getKey().equals("lastRound")) return;
            out.addAll(super.shown(f.getValue()));
            faces(f.getValue(), out);
        });
        return out;
    }

    private static void faces(JsonNode node, Set<Integer> out) {
        if (node.isTextual()) {
            Integer id = FACES.get(node.asText());
            if (id != null) out.add(id);
        } else {
            for (JsonNode child : node) faces(child, out);
        }
    }

    /** After a round's last action its cards are back in the piles, dealt again: the round's end shows them all. */
    @Override
    public boolean checksEvents(List<GameEvent> events) {
        return events.stream().noneMatch(e -> e.type().equals("round_start"));
    }

    @Override
    public void checkViews(PalmeraGame game, Map<Viewer, JsonNode> views, String where) {
        views.forEach((viewer, view) -> {
            if (viewer instanceof Viewer.Player p) {
                assertEquals(Views.tree(game.legalActions(p.seat()).stream().map(PalmeraAction::fields).toList()), view.get("legal"),
                        where + ": the view of seat " + p.seat() + " lists its legal actions");
            }
        });
    }
}
