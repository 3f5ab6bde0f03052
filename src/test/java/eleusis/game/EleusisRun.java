package eleusis.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import eleusis.game.eleusis.EleusisAction;
import eleusis.game.eleusis.EleusisEvents;
import eleusis.game.eleusis.EleusisGame;
import eleusis.game.eleusis.EleusisSettings;
import eleusis.game.eleusis.EleusisView;
import eleusis.game.eleusis.Phase;
import eleusis.rules.Rule;
import eleusis.game.eleusis.EleusisBot;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * A contract run of Eleusis: the simulator's bots play a game judged by a rule; a game judged by
 * hand is played by random legal actions, the dealer's verdicts included. The scores of each
 * round are worked out again from the events alone.
 */
public final class EleusisRun extends ContractRun<EleusisAction> {
    static final List<String> KINDS = List.of("play", "no_play", "declare_prophet", "end_turn", "prophet_call", "verdict", "next_round",
            "end_round");

    private final EleusisGame g;
    private final EleusisBot bot;

    // What the scoring needs, followed from the events of the round in progress.
    private Integer prophet;
    private int markerAt;
    private int mainlineAfter;
    private int sidelineAfter;
    private int cardsPlayed;
    private final Map<Integer, Integer> summed = new LinkedHashMap<>();
    private final Set<Integer> dealers = new HashSet<>();

    /** @param bots whether the simulator's bots play (a game judged by the rule alone); else random legal actions */
    public EleusisRun(EleusisSettings settings, long seed, Rule rule, boolean bots) {
        super(seed);
        this.g = EleusisGame.start(settings, seed);
        this.bot = bots ? new EleusisBot(seed * 7 + 3, rule) : null;
        for (int s = 0; s < settings.players(); s++) summed.put(s, 0);
        checkEvents(g.log(), describe() + ", the deal");
    }

    public EleusisGame game() { return g; }

    @Override protected Table table() { return g.table(); }

    @Override protected int dealer() { return g.dealer(); }

    @Override protected boolean ruleJudged() { return g.judge() instanceof Judge.ByRule; }

    @Override protected List<GameEvent> log() { return g.log(); }

    @Override protected String[] pendingFields() { return new String[] {"pending"}; }

    @Override protected List<String> kinds() { return KINDS; }

    private boolean newDecks;

    /** Also checks that every deck shuffled in shows as a new_deck event (see ContractTest). */
    public EleusisRun checkingNewDecks() {
        newDecks = true;
        return this;
    }

    @Override protected boolean checkNewDecks() { return newDecks; }

    @Override protected boolean phaseOpenToAll() { return g.phase() == Phase.ROUND_OVER && g.settings().dealerRotates(); }

    @Override protected boolean roundInPlay() { return g.phase() != Phase.ROUND_OVER && g.phase() != Phase.GAME_OVER; }

    @Override
    protected int nextDealer() {
        return g.settings().dealerRotates() ? (g.dealer() + 1) % g.players() : 0;
    }

    @Override protected EleusisAction endRound() { return new EleusisAction.EndRound(); }

    @Override
    protected void checkJudge(EleusisAction action, String where) {
        EleusisAction.NextRound n = (EleusisAction.NextRound) action;
        if (n.rule() != null) assertEquals(n.rule(), ((Judge.ByRule) g.judge()).rule().source(), where + ": the rule chosen");
        else if (n.byHand()) assertTrue(g.judge().byHand(), where + ": judged by hand, as chosen");
        else assertSame(g.settings().judgeOfRound(g.round()), g.judge(), where + ": the settings' judge");
    }

    @Override protected EleusisAction nextRound(String rule, boolean byHand) { return new EleusisAction.NextRound(rule, byHand); }

    @Override
    protected EleusisAction next(int seat) {
        if (g.phase() == Phase.ROUND_OVER) return chosenNextRound(bot == null);
        if (bot != null) return bot.act(g, seat);
        EleusisView v = g.view(new Viewer.Player(seat));
        List<String> allowed = v.allowed();
        if (allowed.contains("verdict")) {
            boolean right = random.nextInt(10) < (v.phase().equals("starter_verdict") ? 7 : 5);
            Integer card = null;
            if (v.pending() != null && v.pending().noPlay() && !right) card = anyOf(v.pending().cards());
            return new EleusisAction.Verdict(right, card);
        }
        if (allowed.contains("prophet_call")) {
            boolean right = random.nextBoolean();
            Integer card = v.pending().noPlay() && !right ? anyOf(v.pending().cards()) : null;
            return new EleusisAction.ProphetCall(right, card);
        }
        if (allowed.contains("play")) {
            if (random.nextInt(10) == 0) return new EleusisAction.NoPlay();
            List<Integer> hand = new ArrayList<>(v.hand().stream().map(EleusisView.CardView::id).toList());
            int length = 1 + random.nextInt(Math.min(hand.size(), g.settings().maxString()));
            List<Integer> cards = new ArrayList<>();
            for (int i = 0; i < length; i++) cards.add(hand.remove(random.nextInt(hand.size())));
            return new EleusisAction.Play(cards);
        }
        if (allowed.contains("declare_prophet") && random.nextInt(5) == 0) return new EleusisAction.DeclareProphet();
        if (allowed.contains("end_turn")) return new EleusisAction.EndTurn();
        throw new IllegalStateException(describe() + ": nothing to do for seat " + seat + ": " + allowed);
    }

    private Integer anyOf(List<EleusisView.CardView> cards) {
        return cards.get(random.nextInt(cards.size())).id();
    }

    @Override
    protected EleusisAction ofKind(String kind, int seat) {
        return switch (kind) {
            case "play" -> new EleusisAction.Play(List.of(seat == g.dealer() || g.table().hand(seat).isEmpty()
                    ? 0 : g.table().hand(seat).get(0)));
            case "no_play" -> new EleusisAction.NoPlay();
            case "declare_prophet" -> new EleusisAction.DeclareProphet();
            case "end_turn" -> new EleusisAction.EndTurn();
            case "prophet_call" -> new EleusisAction.ProphetCall(true, null);
            case "verdict" -> new EleusisAction.Verdict(true, null);
            case "next_round" -> new EleusisAction.NextRound();
            case "end_round" -> new EleusisAction.EndRound();
            default -> throw new IllegalArgumentException(kind);
        };
    }

    @Override
    protected String kindOf(EleusisAction a) {
        if (a instanceof EleusisAction.Play) return "play";
        if (a instanceof EleusisAction.NoPlay) return "no_play";
        if (a instanceof EleusisAction.DeclareProphet) return "declare_prophet";
        if (a instanceof EleusisAction.EndTurn) return "end_turn";
        if (a instanceof EleusisAction.ProphetCall) return "prophet_call";
        if (a instanceof EleusisAction.Verdict) return "verdict";
        if (a instanceof EleusisAction.EndRound) return "end_round";
        return "next_round";
    }

    @Override
    protected EleusisAction play(int card) {
        return new EleusisAction.Play(List.of(card));
    }

    @Override
    protected void checkEvents(List<GameEvent> events, String where) {
        for (GameEvent e : events) {
            if (e instanceof TableEvents.RoundStart s) {
                prophet = null;
                cardsPlayed = 0;
                dealers.add(s.dealer());
                assertEquals(g.settings().dealerRotates() ? s.round() % g.players() : 0, s.dealer(), where + ": the dealer");
            } else if (e instanceof EleusisEvents.ProphetDeclared p) {
                prophet = p.player();
                markerAt = p.cardsPlayed();
                mainlineAfter = 0;
                sidelineAfter = 0;
                assertEquals(cardsPlayed, p.cardsPlayed(), where + ": cards played at the prophet's marker");
            } else if (e instanceof EleusisEvents.Overthrow o) {
                assertEquals(prophet, o.prophet(), where);
                prophet = null;
            } else if (e instanceof TableEvents.Play p) {
                cardsPlayed += p.cards().size();
                if (prophet != null && p.verdict().equals("right")) mainlineAfter += p.cards().size();
                if (prophet != null && p.verdict().equals("wrong")) sidelineAfter += p.cards().size();
            } else if (e instanceof TableEvents.CorrectCard) {
                cardsPlayed++;
                if (prophet != null) mainlineAfter++;
            } else if (e instanceof TableEvents.RoundEnd end) {
                roundEnd(end, where);
            } else if (e instanceof TableEvents.GameEnd end) {
                gameEnd(end, where);
            }
        }
        assertEquals(cardsPlayed, g.cardsPlayed(), where + ": cards played, counted from the events");
    }

    private void roundEnd(TableEvents.RoundEnd end, String where) {
        assertEquals(prophet, end.prophet(), where + ": the prophet standing at the end");
        Map<Integer, Integer> hands = end.hands();
        for (int s = 0; s < g.players(); s++) {
            if (s != end.dealer()) assertEquals(g.table().handSize(s), hands.get(s), where + ": round_end hand of " + s);
        }
        int high = hands.values().stream().mapToInt(Integer::intValue).max().orElseThrow();
        Map<Integer, Integer> expected = new LinkedHashMap<>();
        int best = Integer.MIN_VALUE;
        for (int s = 0; s < g.players(); s++) {
            if (s == end.dealer()) continue;
            int h = hands.get(s);
            int score = high - h + (h == 0 ? 4 : 0);
            if (prophet != null && s == prophet) score += mainlineAfter + 2 * sidelineAfter;
            expected.put(s, score);
            best = Math.max(best, score);
        }
        expected.put(end.dealer(), prophet != null ? Math.min(best, 2 * markerAt) : best);
        for (int s = 0; s < g.players(); s++) {
            assertEquals(expected.get(s), end.scores().get(s), where + ": round " + end.round() + " score of seat " + s
                    + " (hands " + hands + ", prophet " + prophet + ")");
            summed.merge(s, expected.get(s), Integer::sum);
        }
    }

    private void gameEnd(TableEvents.GameEnd end, String where) {
        List<Integer> neverDealt = new ArrayList<>();
        // With the house dealing every round, nobody gets the never-dealt bonus.
        if (g.settings().dealerRotates()) for (int s = 0; s < g.players(); s++) if (!dealers.contains(s)) neverDealt.add(s);
        assertEquals(neverDealt, end.neverDealt(), where);
        for (int s = 0; s < g.players(); s++) {
            int expected = summed.get(s) + (neverDealt.contains(s) ? 10 : 0);
            assertEquals(expected, end.totals().get(s), where + ": total of seat " + s);
        }
        assertEquals(end.totals(), g.totals(), where);
    }
}
