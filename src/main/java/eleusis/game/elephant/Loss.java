package eleusis.game.elephant;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * What an elephant breaks in one collection, as groups: from each group's candidates exactly
 * {@code take} cards are lost. A small "red green" elephant makes a red group and a green group
 * taking one each; a grey 2 makes one group of every card taking two; big and value elephants make
 * one group taking all its candidates. A player with fewer candidates than the elephant asks for
 * loses all of them.
 */
public record Loss(Elephant elephant, List<Group> groups) {
    public record Group(List<Integer> candidates, int take) {
        public Group {
            candidates = List.copyOf(candidates);
        }
    }

    public static Loss of(Elephant e, List<Porcelain> collection) {
        List<Group> groups = new ArrayList<>();
        switch (e.kind()) {
            case SMALL -> {
                for (ElephantColour c : ElephantColour.values()) {
                    int shown = (int) e.colours().stream().filter(x -> x == c).count();
                    if (shown == 0) continue;
                    List<Integer> ids = ids(collection.stream().filter(p -> p.colour() == c).toList());
                    groups.add(new Group(ids, Math.min(shown, ids.size())));
                }
            }
            case BIG -> {
                List<Integer> ids = ids(collection.stream().filter(p -> p.colour() == e.colours().get(0)).toList());
                groups.add(new Group(ids, ids.size()));
            }
            case GREY -> {
                List<Integer> ids = ids(collection);
                groups.add(new Group(ids, Math.min(e.count(), ids.size())));
            }
            case VALUES -> {
                List<Integer> ids = ids(collection.stream().filter(p -> e.values().contains(p.value())).toList());
                groups.add(new Group(ids, ids.size()));
            }
        }
        return new Loss(e, List.copyOf(groups));
    }

    private static List<Integer> ids(List<Porcelain> cards) {
        return cards.stream().map(Porcelain::id).sorted().toList();
    }

    public int size() {
        return groups.stream().mapToInt(Group::take).sum();
    }

    /**
     * Whether the player has a real choice: some group leaves cards of different faces to pick from.
     * Picking between two red 5s changes nothing, so the game does not ask.
     */
    public boolean choice() {
        for (Group g : groups) {
            if (g.take() == 0 || g.take() == g.candidates().size()) continue;
            Set<String> faces = new HashSet<>();
            for (int id : g.candidates()) faces.add(ElephantCards.porcelain(id).face());
            if (faces.size() > 1) return true;
        }
        return false;
    }

    /** The loss when there is no real choice (or the first choice): the lowest ids of each group. */
    public List<Integer> first() {
        List<Integer> out = new ArrayList<>();
        for (Group g : groups) out.addAll(g.candidates().subList(0, g.take()));
        return List.copyOf(out);
    }

    /** Null when {@code cards} is a loss this elephant allows, else what is wrong with it, in words. */
    public String problem(List<Integer> cards) {
        if (cards == null) return "name the cards you lose";
        if (new HashSet<>(cards).size() != cards.size()) return "a card is named twice";
        if (cards.size() != size()) return "this elephant breaks " + size() + " card" + (size() == 1 ? "" : "s") + ", not " + cards.size();
        for (int id : cards) {
            if (groups.stream().noneMatch(g -> g.candidates().contains(id))) {
                return "card " + id + " is not porcelain of yours that this elephant breaks";
            }
        }
        for (Group g : groups) {
            long named = cards.stream().filter(g.candidates()::contains).count();
            if (named != g.take()) return "this elephant breaks " + g.take() + " of " + describe(g) + ", not " + named;
        }
        return null;
    }

    private String describe(Group g) {
        if (elephant.kind() == Elephant.Kind.SMALL && !g.candidates().isEmpty()) {
            return "your " + ElephantCards.porcelain(g.candidates().get(0)).colour().word() + " cards";
        }
        return "your cards";
    }

    /** Every loss the player may choose, card ids ascending within each group. */
    public List<List<Integer>> choices() {
        List<List<Integer>> out = new ArrayList<>();
        out.add(List.of());
        for (Group g : groups) {
            List<List<Integer>> picks = new ArrayList<>();
            combinations(g.candidates(), g.take(), 0, new ArrayList<>(), picks);
            List<List<Integer>> next = new ArrayList<>();
            for (List<Integer> head : out) {
                for (List<Integer> pick : picks) {
                    List<Integer> both = new ArrayList<>(head);
                    both.addAll(pick);
                    next.add(List.copyOf(both));
                }
            }
            out = next;
        }
        return out;
    }

    private static void combinations(List<Integer> from, int k, int start, List<Integer> acc, List<List<Integer>> out) {
        if (acc.size() == k) {
            out.add(List.copyOf(acc));
            return;
        }
        for (int i = start; i <= from.size() - (k - acc.size()); i++) {
            acc.add(from.get(i));
            combinations(from, k, i + 1, acc, out);
            acc.remove(acc.size() - 1);
        }
    }
}
