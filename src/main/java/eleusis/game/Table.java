package eleusis.game;

import eleusis.cards.Card;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.SplittableRandom;

/**
 * The cards of an Eleusis-family game and where each one is: the stock, a hand, the mainline, a
 * sideline, or the discard. Every physical card has an id; its face is {@code id % 52}, so the
 * first two decks hold ids 0..103 and each deck shuffled in later adds 52 more.
 * Every id ever dealt is in exactly one place.
 */
public final class Table {
    private final SplittableRandom random;
    private final int lowStock;
    private int decks;
    /** Top of the stock is the end of the list. */
    private final List<Integer> stock = new ArrayList<>();
    private final List<List<Integer>> hands = new ArrayList<>();
    private final List<Integer> mainline = new ArrayList<>();
    private Card[] mainlineFaces = new Card[128];
    /** {@code sidelines.get(i)}: the wrong plays under mainline card i, each a list of ids, oldest first. */
    private final List<List<List<Integer>>> sidelines = new ArrayList<>();
    private final List<Integer> discard = new ArrayList<>();

    /**
     * @param decks    decks shuffled together at the start
     * @param lowStock when the stock holds this many cards or fewer, another deck is shuffled in
     */
    public Table(SplittableRandom random, int players, int decks, int lowStock) {
        this.random = random;
        this.lowStock = lowStock;
        for (int p = 0; p < players; p++) hands.add(new ArrayList<>());
        for (int d = 0; d < decks; d++) addDeck();
    }

    public static Card face(int id) {
        return Card.ofIndex(id % 52);
    }

    /** Shuffles a fresh deck into what is left of the stock. */
    public void addDeck() {
        for (int i = 0; i < 52; i++) stock.add(decks * 52 + i);
        decks++;
        shuffle(stock);
    }

    private void shuffle(List<Integer> cards) {
        for (int i = cards.size() - 1; i > 0; i--) Collections.swap(cards, i, random.nextInt(i + 1));
    }

    public int decks() { return decks; }

    /** Takes the top card of the stock, shuffling in another deck first when the stock runs low. */
    public int takeFromStock() {
        if (stock.size() <= lowStock) addDeck();
        return stock.remove(stock.size() - 1);
    }

    public void draw(int seat, int count) {
        for (int i = 0; i < count; i++) hands.get(seat).add(takeFromStock());
    }

    /** Draws up to {@code count} cards without shuffling in a deck; returns how many were drawn. */
    public int drawWithoutNewDeck(int seat, int count) {
        int n = Math.min(count, stock.size());
        for (int i = 0; i < n; i++) hands.get(seat).add(stock.remove(stock.size() - 1));
        return n;
    }

    public List<Integer> hand(int seat) { return Collections.unmodifiableList(hands.get(seat)); }

    public int handSize(int seat) { return hands.get(seat).size(); }

    public boolean holds(int seat, int id) { return hands.get(seat).contains(id); }

    public void removeFromHand(int seat, int id) {
        if (!hands.get(seat).remove(Integer.valueOf(id))) throw new IllegalStateException(id + " not in hand " + seat);
    }

    public void returnToHand(int seat, int id) { hands.get(seat).add(id); }

    /** The whole hand goes to the discard (shown to everyone); returns the discarded ids. */
    public List<Integer> discardHand(int seat) {
        List<Integer> gone = new ArrayList<>(hands.get(seat));
        discard.addAll(gone);
        hands.get(seat).clear();
        return gone;
    }

    public void discard(int id) { discard.add(id); }

    public void addToMainline(int id) {
        mainline.add(id);
        if (mainline.size() > mainlineFaces.length) mainlineFaces = Arrays.copyOf(mainlineFaces, mainlineFaces.length * 2);
        mainlineFaces[mainline.size() - 1] = face(id);
        sidelines.add(new ArrayList<>());
    }

    /** Takes back the last mainline card (a starter the dealer refused); it goes to the discard. */
    public int refuseStarter() {
        int id = mainline.remove(mainline.size() - 1);
        sidelines.remove(sidelines.size() - 1);
        discard.add(id);
        return id;
    }

    /** A wrong play goes under the last mainline card. */
    public void addToSideline(List<Integer> ids) {
        sidelines.get(mainline.size() - 1).add(List.copyOf(ids));
    }

    public List<Integer> mainline() { return Collections.unmodifiableList(mainline); }

    /** The faces of the mainline, oldest first; valid up to {@link #mainlineLength()}. Do not modify. */
    public Card[] mainlineFaces() { return mainlineFaces; }

    public int mainlineLength() { return mainline.size(); }

    public List<List<List<Integer>>> sidelines() { return sidelines; }

    public List<Integer> discardPile() { return Collections.unmodifiableList(discard); }

    public int stockSize() { return stock.size(); }

    /** Every card in play, by place; for the conservation checks of the tests. */
    public List<Integer> everyCard() {
        List<Integer> all = new ArrayList<>(stock);
        for (List<Integer> h : hands) all.addAll(h);
        all.addAll(mainline);
        for (List<List<Integer>> s : sidelines) for (List<Integer> play : s) all.addAll(play);
        all.addAll(discard);
        return all;
    }

    public int sidelineCards() {
        int n = 0;
        for (List<List<Integer>> s : sidelines) for (List<Integer> play : s) n += play.size();
        return n;
    }

    /** A copy of the stock order; only for replay checks, never for any view. */
    List<Integer> stockOrder() { return List.copyOf(stock); }

    public List<String> mainlineNotation() {
        return mainline.stream().map(id -> face(id).notation()).toList();
    }

    /** The sidelines for the event log: each mainline card with wrong plays under it, in notation. */
    public List<TableEvents.Sideline> sidelinesNotation() {
        List<TableEvents.Sideline> out = new ArrayList<>();
        for (int i = 0; i < sidelines.size(); i++) {
            if (sidelines.get(i).isEmpty()) continue;
            out.add(new TableEvents.Sideline(i, face(mainline.get(i)).notation(),
                    sidelines.get(i).stream().map(Table::notation).toList()));
        }
        return out;
    }

    public static List<String> notation(List<Integer> ids) {
        return ids.stream().map(id -> face(id).notation()).toList();
    }
}
