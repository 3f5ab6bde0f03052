package eleusis.game.elephant;

import eleusis.game.Game;
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
 * Der Elefant im Porzellanladen (Michael Schacht): buy porcelain with money, earn money by taking
 * elephants that break porcelain, score four times, each time with a scoring type not used before.
 * All cards lie face up; only the order of the two piles is hidden.
 */
public final class ElephantGame extends GameEngine<ElephantAction> {
    public static final int ROW = 5;
    public static final int MONEY = 10;
    public static final int START_MONEY = 1;
    /** No player may hold more than this; a player holding it must buy. */
    public static final int MAX_MONEY = 2;

    private final ElephantSettings settings;
    private final SplittableRandom random;

    /** Top first: porcelain ids, with a score card id under every 10. */
    private final List<Integer> pile = new ArrayList<>();
    private final List<Integer> porcelainRow = new ArrayList<>();
    private final List<Integer> elephantPile = new ArrayList<>();
    private final List<Integer> elephantRow = new ArrayList<>();
    private final List<Integer> taken = new ArrayList<>();
    /** Porcelain broken by elephants: out of the game. */
    private final List<Integer> broken = new ArrayList<>();
    /** The start cards of the pairs no seat uses, back in the box. */
    private final List<Integer> box = new ArrayList<>();
    private final List<Integer> scoreCardsUp = new ArrayList<>();
    private final List<List<Integer>> collections = new ArrayList<>();
    private final List<List<ElephantView.SheetLine>> sheets = new ArrayList<>();
    private final List<String> numerals = new ArrayList<>();
    private final int[] money;
    private final boolean[] push;
    private int bank;
    private int firstPlayer;

    private ElephantPhase phase = ElephantPhase.TURN;
    private int turn;
    private Loss pendingLoss;
    private int scoring;
    private final boolean[] scored;

    private ElephantGame(ElephantSettings settings, long seed) {
        super(seed);
        this.settings = settings;
        this.random = new SplittableRandom(seed);
        this.money = new int[settings.players()];
        this.push = new boolean[settings.players()];
        this.scored = new boolean[settings.players()];
    }

    public static ElephantGame start(ElephantSettings settings, long seed) {
        ElephantGame g = new ElephantGame(settings, seed);
        int n = settings.players();
        List<Integer> porcelain = new ArrayList<>();
        for (int id = 0; id < ElephantCards.PORCELAIN; id++) porcelain.add(id);
        List<Integer> elephants = new ArrayList<>();
        for (Elephant e : ElephantCards.herd()) elephants.add(e.id());
        List<Integer> pairs = new ArrayList<>();
        for (int i = 0; i < n; i++) pairs.add(i);
        g.shuffle(porcelain);
        g.shuffle(elephants);
        if (settings.startPairsByLot()) g.shuffle(pairs);
        int first = settings.firstPlayer() >= 0 ? settings.firstPlayer() : g.random.nextInt(n);
        g.setUp(new ElephantDeal(porcelain, elephants, pairs, first));
        return g;
    }

    /** A game from a fixed deal (tests); later reshuffles still come from the seed. */
    static ElephantGame startWithDeal(ElephantSettings settings, long seed, ElephantDeal deal) {
        ElephantGame g = new ElephantGame(settings, seed);
        g.setUp(deal);
        return g;
    }

    public static ElephantGame replay(ElephantSettings settings, long seed, List<Recorded<ElephantAction>> actions) {
        return Replay.apply(start(settings, seed), actions);
    }

    static ElephantGame replayWithDeal(ElephantSettings settings, long seed, ElephantDeal deal,
                                       List<Recorded<ElephantAction>> actions) {
        return Replay.apply(startWithDeal(settings, seed, deal), actions);
    }


    private void shuffle(List<Integer> cards) {
        for (int i = cards.size() - 1; i > 0; i--) Collections.swap(cards, i, random.nextInt(i + 1));
    }

    private void setUp(ElephantDeal deal) {
        int n = settings.players();
        requirePermutation(deal.porcelain(), 0, ElephantCards.PORCELAIN, "the porcelain order");
        requirePermutation(deal.elephants(), ElephantCards.FIRST_ELEPHANT_ID, ElephantCards.ELEPHANTS, "the elephant order");
        requirePermutation(deal.pairOfSeat(), 0, n, "the start pairs of the seats");
        if (deal.firstPlayer() < 0 || deal.firstPlayer() >= n) throw new IllegalArgumentException("no seat " + deal.firstPlayer());
        for (int b = 0; b < ElephantCards.SCORE_CARDS; b++) {
            int from = b * ElephantCards.PORCELAIN_PER_SCORING;
            pile.addAll(deal.porcelain().subList(from, from + ElephantCards.PORCELAIN_PER_SCORING));
            pile.add(ElephantCards.FIRST_SCORE_CARD_ID + b);
        }
        elephantPile.addAll(deal.elephants());
        Map<Integer, String> pairNames = new LinkedHashMap<>();
        Map<Integer, List<ElephantView.PorcelainCard>> start = new LinkedHashMap<>();
        Map<Integer, Integer> cash = new LinkedHashMap<>();
        for (int s = 0; s < n; s++) {
            List<Porcelain> pair = ElephantCards.pairs().get(deal.pairOfSeat().get(s));
            collections.add(new ArrayList<>(List.of(pair.get(0).id(), pair.get(1).id())));
            numerals.add(pair.get(0).start());
            sheets.add(new ArrayList<>());
            money[s] = START_MONEY;
            push[s] = true;
            pairNames.put(s, pair.get(0).start());
            start.put(s, ElephantView.porcelain(collections.get(s)));
            cash.put(s, money[s]);
        }
        for (int p = n; p < ElephantCards.START_PAIRS; p++) {
            for (Porcelain c : ElephantCards.pairs().get(p)) box.add(c.id());
        }
        bank = MONEY - n * START_MONEY;
        firstPlayer = deal.firstPlayer();
        turn = firstPlayer;
        logged(new ElephantEvents.GameStart(n, firstPlayer, pairNames, start, cash, bank));
        logged(layPorcelain());
        logged(layElephants());
    }

    private static void requirePermutation(List<Integer> ids, int from, int count, String what) {
        List<Integer> sorted = new ArrayList<>(ids);
        Collections.sort(sorted);
        for (int i = 0; i < count; i++) {
            if (sorted.size() != count || sorted.get(i) != from + i) {
                throw new IllegalArgumentException(what + " must hold each of " + from + " to " + (from + count - 1) + " once");
            }
        }
    }

    // ---------------------------------------------------------------- the Game interface

    @Override public String name() { return "elephant"; }

    @Override public int players() { return settings.players(); }

    public ElephantSettings settings() { return settings; }

    @Override public boolean over() { return phase == ElephantPhase.OVER; }

    @Override
    public Map<Integer, Integer> totals() {
        Map<Integer, Integer> out = new LinkedHashMap<>();
        for (int s = 0; s < settings.players(); s++) {
            out.put(s, sheets.get(s).stream().mapToInt(ElephantView.SheetLine::points).sum());
        }
        return out;
    }

    @Override
    public List<Integer> waitingFor() {
        return switch (phase) {
            case TURN, LOSE -> List.of(turn);
            case SCORING -> {
                List<Integer> out = new ArrayList<>();
                for (int s = 0; s < settings.players(); s++) if (!scored[s]) out.add(s);
                yield out;
            }
            case OVER -> List.of();
        };
    }

    @Override
    public List<String> allowed(int seat) {
        if (seat < 0 || seat >= settings.players()) return List.of();
        return switch (phase) {
            case TURN -> {
                if (seat != turn) yield List.of();
                List<String> out = new ArrayList<>();
                if (money[seat] >= 1) out.add("buy");
                if (money[seat] < MAX_MONEY) out.add("take_elephant");
                if (mayPush(seat)) out.add("push");
                yield out;
            }
            case LOSE -> seat == turn ? List.of("lose") : List.of();
            case SCORING -> scored[seat] ? List.of() : List.of("score");
            case OVER -> List.of();
        };
    }

    private boolean mayPush(int seat) {
        return push[seat] && (settings.pushWhenForced() || money[seat] == 1);
    }

    /**
     * Every complete action the seat may take now; empty if none. In the order of {@link #allowed}:
     * each porcelain card of the row, each elephant of the row, the push; during a loss each way to
     * choose the porcelain lost; at a scoring each type not used yet ("one_colour" once per colour).
     */
    @Override
    public List<ElephantAction> legalActions(int seat) {
        List<ElephantAction> out = new ArrayList<>();
        for (String kind : allowed(seat)) {
            switch (kind) {
                case "buy" -> porcelainRow.forEach(c -> out.add(new ElephantAction.Buy(c)));
                case "take_elephant" -> elephantRow.forEach(e -> out.add(new ElephantAction.TakeElephant(e)));
                case "push" -> out.add(new ElephantAction.Push());
                case "lose" -> pendingLoss.choices().forEach(c -> out.add(new ElephantAction.Lose(c)));
                case "score" -> {
                    for (ScoringType t : unusedScorings(seat)) {
                        if (t == ScoringType.ONE_COLOUR) {
                            for (ElephantColour c : ElephantColour.values()) out.add(new ElephantAction.Score(t, c));
                        } else {
                            out.add(new ElephantAction.Score(t, null));
                        }
                    }
                }
                default -> throw new IllegalStateException("a kind without legal actions: " + kind);
            }
        }
        return out;
    }

    @Override
    public ElephantView view(Viewer viewer) {
        return ElephantView.of(this, viewer);
    }

    // ---------------------------------------------------------------- state, read-only (views, tests)

    public ElephantPhase phase() { return phase; }

    public int turn() { return turn; }

    public int firstPlayer() { return firstPlayer; }

    /** Scorings held so far (0 to 4); during a scoring, its number. */
    public int scoring() { return scoring; }

    public int bank() { return bank; }

    public int money(int seat) { return money[seat]; }

    public boolean hasPush(int seat) { return push[seat]; }

    public boolean hasScored(int seat) { return scored[seat]; }

    public String startPair(int seat) { return numerals.get(seat); }

    public List<Integer> collection(int seat) { return Collections.unmodifiableList(collections.get(seat)); }

    public List<ElephantView.SheetLine> sheet(int seat) { return Collections.unmodifiableList(sheets.get(seat)); }

    public List<Integer> porcelainRow() { return Collections.unmodifiableList(porcelainRow); }

    public List<Integer> elephantRow() { return Collections.unmodifiableList(elephantRow); }

    public List<Integer> takenElephants() { return Collections.unmodifiableList(taken); }

    public List<Integer> broken() { return Collections.unmodifiableList(broken); }

    public List<Integer> box() { return Collections.unmodifiableList(box); }

    public List<Integer> scoreCardsUp() { return Collections.unmodifiableList(scoreCardsUp); }

    /** The loss waiting for the current player's choice, or null. */
    public Loss pendingLoss() { return pendingLoss; }

    public int porcelainPileSize() {
        return (int) pile.stream().filter(ElephantCards::isPorcelain).count();
    }

    /** Porcelain still to be bought before the next score card comes up (the row included). */
    public int untilScoring() {
        int n = porcelainRow.size();
        for (int id : pile) {
            if (ElephantCards.isScoreCard(id)) break;
            n++;
        }
        return n;
    }

    public int elephantPileSize() { return elephantPile.size(); }

    /** The hidden piles, top first; for tests that check views never show them. */
    List<Integer> porcelainPileOrder() { return Collections.unmodifiableList(pile); }

    List<Integer> elephantPileOrder() { return Collections.unmodifiableList(elephantPile); }

    public List<ScoringType> unusedScorings(int seat) {
        List<ScoringType> out = new ArrayList<>(List.of(ScoringType.values()));
        for (ElephantView.SheetLine l : sheets.get(seat)) out.remove(ScoringType.of(l.scoring()));
        return out;
    }

    public List<Porcelain> porcelainOf(int seat) {
        return collections.get(seat).stream().map(ElephantCards::porcelain).toList();
    }

    // ---------------------------------------------------------------- actions

    @Override
    protected List<GameEvent> perform(int seat, ElephantAction action) {
        List<GameEvent> events = new ArrayList<>();
        if (action instanceof ElephantAction.Buy b) {
            events.addAll(buy(seat, b.card()));
        } else if (action instanceof ElephantAction.TakeElephant t) {
            events.addAll(takeElephant(seat, t.elephant()));
        } else if (action instanceof ElephantAction.Lose l) {
            int elephant = pendingLoss.elephant().id();
            events.add(lose(seat, elephant, l.cards(), true));
            pendingLoss = null;
            events.addAll(putAway(elephant));
            events.addAll(nextTurn());
        } else if (action instanceof ElephantAction.Push) {
            push[seat] = false;
            events.add(new ElephantEvents.Pushed(seat));
            events.addAll(nextTurn());
        } else if (action instanceof ElephantAction.Score s) {
            events.add(score(seat, s.scoring(), s.colour(), false));
            if (waitingFor().isEmpty()) events.addAll(endScoring());
        }
        return events;
    }

    @Override
    protected Outcome.Refused refusal(int seat, ElephantAction action) {
        String kind = ElephantAction.kind(action);
        if (!allowed(seat).contains(kind)) return notNow(seat, action);
        if (action instanceof ElephantAction.Buy b && !porcelainRow.contains(b.card())) {
            return Outcome.refuse(Reason.BAD_PLAY, "card " + b.card() + " is not in the porcelain row");
        }
        if (action instanceof ElephantAction.TakeElephant t && !elephantRow.contains(t.elephant())) {
            return Outcome.refuse(Reason.BAD_PLAY, "card " + t.elephant() + " is not an elephant of the row");
        }
        if (action instanceof ElephantAction.Lose l) {
            String problem = pendingLoss.problem(l.cards());
            if (problem != null) return Outcome.refuse(Reason.BAD_PLAY, problem);
        }
        if (action instanceof ElephantAction.Score s) {
            if (s.scoring() == null) return Outcome.refuse(Reason.BAD_PLAY, "choose a scoring type");
            if (!unusedScorings(seat).contains(s.scoring())) {
                return Outcome.refuse(Reason.NOT_ALLOWED, "you have used the scoring \"" + s.scoring().word() + "\" already");
            }
            if (s.scoring() == ScoringType.ONE_COLOUR && s.colour() == null) {
                return Outcome.refuse(Reason.BAD_PLAY, "name the colour to score");
            }
            if (s.scoring() != ScoringType.ONE_COLOUR && s.colour() != null) {
                return Outcome.refuse(Reason.BAD_PLAY, "only the scoring \"one_colour\" takes a colour");
            }
        }
        return null;
    }

    /** Why a kind of action the seat may not take now is refused, in the game's words. */
    private Outcome.Refused notNow(int seat, ElephantAction action) {
        String kind = ElephantAction.kind(action);
        if (phase == ElephantPhase.SCORING) {
            if (action instanceof ElephantAction.Score) {
                return Outcome.refuse(Reason.NOT_ALLOWED, "you have scored already in this scoring");
            }
            return Outcome.refuse(Reason.NOT_NOW, "a scoring is under way: each player chooses a scoring type");
        }
        if (seat != turn) return Outcome.refuse(Reason.NOT_YOUR_TURN, "it is player " + turn + "'s turn");
        if (phase == ElephantPhase.LOSE) {
            return Outcome.refuse(Reason.NOT_NOW, "first choose the porcelain your elephant breaks");
        }
        return switch (kind) {
            case "buy" -> Outcome.refuse(Reason.NOT_ALLOWED, "you have no money: take an elephant");
            case "take_elephant" -> Outcome.refuse(Reason.NOT_ALLOWED, "you have " + MAX_MONEY + " money, the most one may hold: buy porcelain");
            case "push" -> push[seat]
                    ? Outcome.refuse(Reason.NOT_ALLOWED, money[seat] == 0 ? "with no money you must take an elephant"
                            : "with " + MAX_MONEY + " money you must buy porcelain")
                    : Outcome.refuse(Reason.NOT_ALLOWED, "you have used your push card already");
            default -> Outcome.refuse(Reason.NOT_NOW, "no " + kind.replace('_', ' ') + " now: it is a turn to buy, take an elephant or push");
        };
    }

    private List<GameEvent> buy(int seat, int card) {
        List<GameEvent> events = new ArrayList<>();
        porcelainRow.remove(Integer.valueOf(card));
        collections.get(seat).add(card);
        money[seat]--;
        bank++;
        events.add(new ElephantEvents.Bought(seat, ElephantView.porcelain(card), money[seat], bank));
        turn = (seat + 1) % settings.players();
        if (!porcelainRow.isEmpty()) return events;
        if (ElephantCards.isScoreCard(pile.get(0))) {
            scoreCardsUp.add(pile.remove(0));
            scoring++;
            phase = ElephantPhase.SCORING;
            java.util.Arrays.fill(scored, false);
            events.add(new ElephantEvents.ScoringStart(scoring));
            if (settings.autoScoring()) {
                for (int s = 0; s < settings.players(); s++) {
                    ElephantAction.Score best = bestScoring(porcelainOf(s), unusedScorings(s));
                    events.add(score(s, best.scoring(), best.colour(), true));
                }
                events.addAll(endScoring());
            }
            return events;
        }
        events.add(layPorcelain());
        return events;
    }

    /** The unused type (and colour) worth the most now; ties go to the earlier column, then colour. */
    public static ElephantAction.Score bestScoring(List<Porcelain> collection, List<ScoringType> unused) {
        ElephantAction.Score best = null;
        int bestPoints = -1;
        for (ScoringType t : unused) {
            List<ElephantColour> colours = t == ScoringType.ONE_COLOUR
                    ? List.of(ElephantColour.values()) : java.util.Collections.singletonList(null);
            for (ElephantColour c : colours) {
                int p = t.points(collection, c);
                if (p > bestPoints) {
                    bestPoints = p;
                    best = new ElephantAction.Score(t, c);
                }
            }
        }
        return best;
    }

    private GameEvent score(int seat, ScoringType type, ElephantColour colour, boolean automatic) {
        int points = type.points(porcelainOf(seat), colour);
        String colourWord = colour == null ? null : colour.word();
        sheets.get(seat).add(new ElephantView.SheetLine(scoring, type.word(), colourWord, points));
        scored[seat] = true;
        return new ElephantEvents.Scored(seat, scoring, type.word(), colourWord, points, automatic);
    }

    private List<GameEvent> endScoring() {
        if (pile.isEmpty()) {
            phase = ElephantPhase.OVER;
            Map<Integer, Integer> scores = totals();
            int top = Collections.max(scores.values());
            List<Integer> winners = scores.keySet().stream().filter(s -> scores.get(s) == top).toList();
            Map<Integer, List<ElephantView.SheetLine>> all = new LinkedHashMap<>();
            for (int s = 0; s < settings.players(); s++) all.put(s, List.copyOf(sheets.get(s)));
            return List.of(new ElephantEvents.GameEnd(scores, winners, all));
        }
        phase = ElephantPhase.TURN;
        return List.of(layPorcelain());
    }

    private List<GameEvent> takeElephant(int seat, int elephant) {
        List<GameEvent> events = new ArrayList<>();
        // Money never runs out: only a player with 0 or 1 money takes one, so the players hold at
        // most 1 + 2 (n - 1) = 2n - 1 <= 9 of the 10 money cards with 5 players.
        if (bank == 0) throw new IllegalStateException("the bank ran dry, which 3 to 5 players cannot make happen");
        elephantRow.remove(Integer.valueOf(elephant));
        money[seat]++;
        bank--;
        Elephant e = ElephantCards.elephant(elephant);
        events.add(new ElephantEvents.ElephantTaken(seat, ElephantView.elephant(e), money[seat], bank));
        Loss loss = Loss.of(e, porcelainOf(seat));
        if (loss.choice()) {
            pendingLoss = loss;
            phase = ElephantPhase.LOSE;
            List<Integer> candidates = loss.groups().stream().flatMap(g -> g.candidates().stream()).sorted().toList();
            events.add(new ElephantEvents.LossToChoose(seat, elephant, loss.size(), candidates));
            return events;
        }
        events.add(lose(seat, elephant, loss.first(), false));
        events.addAll(putAway(elephant));
        events.addAll(nextTurn());
        return events;
    }

    /**
     * An elephant whose loss is settled joins the taken ones; only then is an empty row laid out
     * again, so an elephant still waiting for its loss is never shuffled into a new pile.
     */
    private List<GameEvent> putAway(int elephant) {
        taken.add(elephant);
        return elephantRow.isEmpty() ? layElephants() : List.of();
    }

    private GameEvent lose(int seat, int elephant, List<Integer> cards, boolean chosen) {
        List<Integer> sorted = new ArrayList<>(cards);
        Collections.sort(sorted);
        collections.get(seat).removeAll(new HashSet<>(sorted));
        broken.addAll(sorted);
        return new ElephantEvents.Lost(seat, elephant, ElephantView.porcelain(sorted), chosen);
    }

    private List<GameEvent> nextTurn() {
        phase = ElephantPhase.TURN;
        turn = (turn + 1) % settings.players();
        return List.of();
    }

    private GameEvent layPorcelain() {
        for (int i = 0; i < ROW && !pile.isEmpty() && ElephantCards.isPorcelain(pile.get(0)); i++) {
            porcelainRow.add(pile.remove(0));
        }
        return new ElephantEvents.PorcelainLaid(ElephantView.porcelain(porcelainRow), porcelainPileSize());
    }

    private List<GameEvent> layElephants() {
        List<GameEvent> events = new ArrayList<>();
        while (elephantRow.size() < ROW) {
            if (elephantPile.isEmpty()) {
                if (taken.isEmpty()) break;
                elephantPile.addAll(taken);
                taken.clear();
                shuffle(elephantPile);
                events.add(new ElephantEvents.ElephantsReshuffled(elephantPile.size()));
            }
            elephantRow.add(elephantPile.remove(0));
        }
        events.add(new ElephantEvents.ElephantsLaid(elephantRow.stream().map(id -> ElephantView.elephant(ElephantCards.elephant(id))).toList(),
                elephantPile.size()));
        return events;
    }
}
