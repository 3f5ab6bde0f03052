package eleusis.game.elementa;

import eleusis.game.GameEngine;
import eleusis.game.GameEvent;
import eleusis.game.Replay;
import eleusis.game.Outcome;
import eleusis.game.Reason;
import eleusis.game.Recorded;
import eleusis.game.Viewer;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;

/**
 * Elementa: four players in two partnerships. Each hand every player lays one card, the active
 * player first and then clockwise (seat numbers rise clockwise, so a seat's left is the next seat);
 * the card with the highest effective value wins the hand and its player captures the four cards,
 * becomes the active player and, while the stock lasts, draws first. After the last card a team
 * holding all five relics wins outright; otherwise the points of the captured cards decide.
 */
public final class ElementaGame extends GameEngine<ElementaAction> {
    public static final int PLAYERS = 4;

    /** A card on the table and who laid it. */
    public record Laid(int player, ElementaCard card) {}

    /** The result at the end (see {@link ElementaEvents.GameEnd}). */
    record Result(Integer winner, Integer allRelics, String decidedBy) {}

    private final ElementaSettings settings;
    private final SplittableRandom random;

    /** The stock, top card first. */
    private final List<Integer> stock = new ArrayList<>();
    private final List<List<Integer>> hands = new ArrayList<>();
    private final List<List<Integer>> captured = new ArrayList<>();
    private final List<Laid> table = new ArrayList<>();
    private ElementaEvents.HandWon lastHand;
    private int dealer;
    private int active;
    private int turn;
    private int handNumber = 1;
    private Result result;

    private ElementaGame(ElementaSettings settings, long seed) {
        super(seed);
        this.settings = settings;
        this.random = new SplittableRandom(seed);
        for (int s = 0; s < PLAYERS; s++) {
            hands.add(new ArrayList<>());
            captured.add(new ArrayList<>());
        }
        // The dealer comes from the seed before the shuffle, so a fixed deal in a test keeps it.
        this.dealer = settings.dealer() != null ? settings.dealer() : random.nextInt(PLAYERS);
    }

    public static ElementaGame start(ElementaSettings settings, long seed) {
        ElementaGame g = new ElementaGame(settings, seed);
        List<Integer> deck = new ArrayList<>();
        for (int id = 0; id < ElementaDeck.size(); id++) deck.add(id);
        for (int i = deck.size() - 1; i > 0; i--) Collections.swap(deck, i, g.random.nextInt(i + 1));
        g.deal(deck);
        return g;
    }

    /** For tests: the deck in the order given (top card first) instead of shuffled. */
    static ElementaGame startWithDeal(ElementaSettings settings, long seed, List<Integer> deck) {
        if (deck.size() != ElementaDeck.size() || new HashSet<>(deck).size() != deck.size()
                || !deck.stream().allMatch(ElementaDeck::exists)) {
            throw new IllegalArgumentException("a fixed deal must hold every card of the deck once: " + deck);
        }
        ElementaGame g = new ElementaGame(settings, seed);
        g.deal(deck);
        return g;
    }

    public static ElementaGame replay(ElementaSettings settings, long seed, List<Recorded<ElementaAction>> actions) {
        return Replay.apply(start(settings, seed), actions);
    }


    private void deal(List<Integer> deck) {
        stock.addAll(deck);
        active = (dealer + 1) % PLAYERS;
        turn = active;
        logged(new ElementaEvents.GameStart(dealer, ElementaEvents.TEAMS, settings.handSize(), active,
                deck.size() - PLAYERS * settings.handSize()));
        // One card at a time, clockwise, starting at the dealer's left.
        for (int round = 0; round < settings.handSize(); round++) {
            for (int i = 1; i <= PLAYERS; i++) hands.get((dealer + i) % PLAYERS).add(stock.remove(0));
        }
        for (int i = 1; i <= PLAYERS; i++) {
            int s = (dealer + i) % PLAYERS;
            logged(new ElementaEvents.Deal(s, cards(hands.get(s))));
        }
    }

    @Override public String name() { return "elementa"; }

    @Override public int players() { return PLAYERS; }

    public ElementaSettings settings() { return settings; }

    @Override public boolean over() { return result != null; }

    public int dealer() { return dealer; }

    /** The dealer of the next game of a series: the deal passes to the left. */
    public int nextDealer() { return (dealer + 1) % PLAYERS; }

    /** The player who laid (or lays) the first card of the current hand. */
    public int active() { return active; }

    /** The number of the hand being played, from 1; one past the last once the game is over. */
    public int handNumber() { return handNumber; }

    public int hands() { return ElementaDeck.size() / PLAYERS; }

    int turn() { return turn; }

    List<Integer> stock() { return Collections.unmodifiableList(stock); }

    List<Integer> hand(int seat) { return Collections.unmodifiableList(hands.get(seat)); }

    List<Integer> captured(int seat) { return Collections.unmodifiableList(captured.get(seat)); }

    List<Laid> table() { return Collections.unmodifiableList(table); }

    ElementaEvents.HandWon lastHand() { return lastHand; }

    Result result() { return result; }

    /** The cards a team has captured, its two players' piles together. */
    List<ElementaCard> capturedBy(int team) {
        List<ElementaCard> out = new ArrayList<>();
        for (int s = 0; s < PLAYERS; s++) if (ElementaRules.team(s) == team) out.addAll(cards(captured.get(s)));
        return out;
    }

    int relicsOf(int team) {
        return (int) capturedBy(team).stream().filter(ElementaCard::relic).count();
    }

    /** Points per team so far. */
    public Map<Integer, Integer> teamScores() {
        Map<Integer, Integer> out = new LinkedHashMap<>();
        for (int t = 0; t < 2; t++) out.put(t, ElementaRules.score(capturedBy(t)).points());
        return out;
    }

    /** Points per seat: each seat has its team's points. */
    @Override
    public Map<Integer, Integer> totals() {
        Map<Integer, Integer> team = teamScores();
        Map<Integer, Integer> out = new LinkedHashMap<>();
        for (int s = 0; s < PLAYERS; s++) out.put(s, team.get(ElementaRules.team(s)));
        return out;
    }

    @Override
    public List<Integer> waitingFor() {
        return over() ? List.of() : List.of(turn);
    }

    @Override
    public List<String> allowed(int seat) {
        return !over() && seat == turn ? List.of("play") : List.of();
    }

    /** Every card the seat may lay now, in the order of its hand. */
    @Override
    public List<ElementaAction> legalActions(int seat) {
        if (over() || seat != turn) return List.of();
        List<ElementaAction> out = new ArrayList<>();
        for (int id : hands.get(seat)) out.add(new ElementaAction.Play(id));
        return out;
    }

    @Override
    public ElementaView view(Viewer viewer) {
        return ElementaView.of(this, viewer);
    }

    @Override
    protected Outcome.Refused refusal(int seat, ElementaAction action) {
        if (!(action instanceof ElementaAction.Play play)) return Outcome.refuse(Reason.NOT_ALLOWED, "not an Elementa action");
        if (seat != turn) return Outcome.refuse(Reason.NOT_YOUR_TURN, "it is player " + turn + "'s turn to lay a card");
        if (!hands.get(seat).contains(play.card())) {
            String named = ElementaDeck.exists(play.card()) ? " (" + ElementaDeck.card(play.card()).code() + ")" : "";
            return Outcome.refuse(Reason.NOT_IN_HAND, "card " + play.card() + named + " is not in your hand");
        }
        return null;
    }

    @Override
    protected List<GameEvent> perform(int seat, ElementaAction action) {
        ElementaAction.Play play = (ElementaAction.Play) action;
        List<GameEvent> events = new ArrayList<>();
        hands.get(seat).remove(Integer.valueOf(play.card()));
        ElementaCard card = ElementaDeck.card(play.card());
        table.add(new Laid(seat, card));
        events.add(new ElementaEvents.Laid(handNumber, seat, card));
        turn = (seat + 1) % PLAYERS;
        if (table.size() == PLAYERS) events.addAll(finishHand());
        return events;
    }

    private List<GameEvent> finishHand() {
        List<GameEvent> events = new ArrayList<>();
        List<ElementaCard> cards = table.stream().map(Laid::card).toList();
        List<Integer> values = ElementaRules.effectiveValues(cards);
        int winner = table.get(ElementaRules.winnerIndex(values)).player();
        List<ElementaEvents.Valued> valued = new ArrayList<>();
        for (int i = 0; i < table.size(); i++) valued.add(new ElementaEvents.Valued(table.get(i).player(), cards.get(i), values.get(i)));
        for (ElementaCard c : cards) captured.get(winner).add(c.id());
        lastHand = new ElementaEvents.HandWon(handNumber, winner, ElementaRules.team(winner), valued,
                (int) cards.stream().filter(ElementaCard::relic).count());
        events.add(lastHand);
        table.clear();
        active = winner;
        turn = winner;
        if (!stock.isEmpty()) {
            // The deck splits evenly among four (ElementaDeck checks it), so the stock never runs out mid-draw.
            List<Integer> drew = new ArrayList<>();
            for (int i = 0; i < PLAYERS && !stock.isEmpty(); i++) {
                int s = (winner + i) % PLAYERS;
                int id = stock.remove(0);
                hands.get(s).add(id);
                drew.add(s);
                events.add(new ElementaEvents.Draw(s, ElementaDeck.card(id)));
            }
            events.add(new ElementaEvents.Refill(handNumber, drew, stock.size()));
        }
        handNumber++;
        if (hands.stream().allMatch(List::isEmpty)) events.add(end());
        return events;
    }

    private ElementaEvents.GameEnd end() {
        Map<Integer, Integer> scores = new LinkedHashMap<>();
        Map<Integer, Integer> relics = new LinkedHashMap<>();
        Map<Integer, ElementaRules.TeamScore> details = new LinkedHashMap<>();
        Integer allRelics = null;
        for (int t = 0; t < 2; t++) {
            ElementaRules.TeamScore score = ElementaRules.score(capturedBy(t));
            details.put(t, score);
            scores.put(t, score.points());
            relics.put(t, relicsOf(t));
            if (relics.get(t) == ElementaDeck.relics()) allRelics = t;
        }
        Integer winner;
        String decidedBy;
        if (allRelics != null) {
            winner = allRelics;
            decidedBy = "all_relics";
        } else if (!scores.get(0).equals(scores.get(1))) {
            winner = scores.get(0) > scores.get(1) ? 0 : 1;
            decidedBy = "points";
        } else if (settings.relicsBreakTies() && !relics.get(0).equals(relics.get(1))) {
            winner = relics.get(0) > relics.get(1) ? 0 : 1;
            decidedBy = "relics";
        } else {
            winner = null;
            decidedBy = "draw";
        }
        result = new Result(winner, allRelics, decidedBy);
        return new ElementaEvents.GameEnd(scores, ElementaEvents.TEAMS, winner, allRelics, relics, details, decidedBy);
    }

    static List<ElementaCard> cards(List<Integer> ids) {
        return ids.stream().map(ElementaDeck::card).toList();
    }

    /** Every card where it is now, for the conservation check: stock, hands, table, captured piles. */
    List<Integer> everyCard() {
        List<Integer> out = new ArrayList<>(stock);
        hands.forEach(out::addAll);
        table.forEach(l -> out.add(l.card().id()));
        captured.forEach(out::addAll);
        return out;
    }
}
