package eleusis.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import eleusis.analysis.Equivalence;
import eleusis.cards.Card;
import eleusis.cards.CardNotation;
import eleusis.game.express.ExpressAction;
import eleusis.game.express.ExpressEvents;
import eleusis.game.express.ExpressGame;
import eleusis.game.express.ExpressPhase;
import eleusis.game.express.ExpressSettings;
import eleusis.game.express.ExpressView;
import eleusis.rules.Rule;
import eleusis.game.express.ExpressBot;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * A contract run of Eleusis Express: the simulator's bots play a game judged by a rule (guessing
 * now and then, the secret rule among their hypotheses); a game judged by hand is played by random
 * legal actions. Round scores are worked out again from the events, and every counterexample to a
 * wrong guess is checked against both rules.
 */
public final class ExpressRun extends ContractRun<ExpressAction> {
    static final List<String> KINDS = List.of("play", "no_play", "guess", "end_turn", "verdict", "next_round", "end_round");
    static final List<String> HYPOTHESES = List.of("card.color != last.color", "card is red",
            "card.suit == last.suit or card.rank == last.rank", "card.rank > last.rank", "card is even", "true");

    private final ExpressGame g;
    private final ExpressBot bot;
    /** Every guess in the rule language this run's players may make. */
    private final List<Rule> guesses = new ArrayList<>();

    private Integer guessedBy;
    private final Map<Integer, Integer> summed = new LinkedHashMap<>();
    private final Set<Integer> dealers = new HashSet<>();

    /**
     * @param rule the secret rule of the rounds judged by a rule
     * @param bots whether the simulator's bots play (a game judged by the rule alone); else random legal actions
     */
    public ExpressRun(ExpressSettings settings, long seed, Rule rule, boolean bots) {
        super(seed);
        this.g = ExpressGame.start(settings, seed);
        List<String> texts = new ArrayList<>(HYPOTHESES);
        texts.add(rule.source());
        this.bot = bots ? new ExpressBot(seed * 7 + 3, texts) : null;
        for (String text : texts) this.guesses.add(Rule.compile(text).rule());
        for (int s = 0; s < settings.players(); s++) summed.put(s, 0);
        checkEvents(g.log(), describe() + ", the deal");
    }

    public ExpressGame game() { return g; }

    @Override protected Table table() { return g.table(); }

    @Override protected int dealer() { return g.dealer(); }

    @Override protected boolean ruleJudged() { return g.judge() instanceof Judge.ByRule; }

    @Override protected List<GameEvent> log() { return g.log(); }

    @Override protected String[] pendingFields() { return new String[] {"pendingCard", "pendingNoPlay"}; }

    @Override protected List<String> kinds() { return KINDS; }

    @Override protected boolean phaseOpenToAll() { return g.phase() == ExpressPhase.ROUND_OVER && g.settings().dealerRotates(); }

    @Override protected boolean roundInPlay() { return g.phase() != ExpressPhase.ROUND_OVER && g.phase() != ExpressPhase.GAME_OVER; }

    @Override
    protected int nextDealer() {
        return g.settings().dealerRotates() ? (g.dealer() + 1) % g.players() : 0;
    }

    @Override protected ExpressAction endRound() { return new ExpressAction.EndRound(); }

    @Override
    protected void checkJudge(ExpressAction action, String where) {
        ExpressAction.NextRound n = (ExpressAction.NextRound) action;
        if (n.rule() != null) assertEquals(n.rule(), ((Judge.ByRule) g.judge()).rule().source(), where + ": the rule chosen");
        else if (n.byHand()) assertTrue(g.judge().byHand(), where + ": judged by hand, as chosen");
        else assertSame(g.settings().judgeOfRound(g.round()), g.judge(), where + ": the settings' judge");
    }

    @Override protected ExpressAction nextRound(String rule, boolean byHand) { return new ExpressAction.NextRound(rule, byHand); }

    /** A chosen rule every guess of the run can be checked against quickly (the engine refuses slow ones). */
    @Override
    protected boolean playable(Rule chosen) {
        for (Rule guess : guesses) if (Equivalence.casesToTry(guess, chosen) > ExpressGame.MAX_GUESS_CASES / 30) return false;
        return true;
    }

    @Override
    protected ExpressAction next(int seat) {
        if (g.phase() == ExpressPhase.ROUND_OVER) return chosenNextRound(bot == null);
        if (bot != null) return bot.act(g, seat);
        ExpressView v = g.view(new Viewer.Player(seat));
        List<String> allowed = v.allowed();
        if (allowed.contains("verdict")) {
            if (v.pendingGuess() != null) return new ExpressAction.Verdict(random.nextInt(5) == 0, null);
            boolean right = random.nextInt(10) < (v.phase().equals("starter_verdict") ? 7 : 5);
            Integer card = null;
            if (v.pendingNoPlay() != null && !right) card = v.pendingNoPlay().get(random.nextInt(v.pendingNoPlay().size())).id();
            return new ExpressAction.Verdict(right, card);
        }
        if (allowed.contains("play")) {
            if (random.nextInt(10) == 0) return new ExpressAction.NoPlay();
            return new ExpressAction.Play(v.hand().get(random.nextInt(v.hand().size())).id());
        }
        if (allowed.contains("guess") && random.nextInt(4) == 0) {
            return new ExpressAction.Guess(HYPOTHESES.get(random.nextInt(HYPOTHESES.size())), random.nextBoolean());
        }
        if (allowed.contains("end_turn")) return new ExpressAction.EndTurn();
        throw new IllegalStateException(describe() + ": nothing to do for seat " + seat + ": " + allowed);
    }

    @Override
    protected ExpressAction ofKind(String kind, int seat) {
        return switch (kind) {
            case "play" -> new ExpressAction.Play(seat == g.dealer() || g.table().hand(seat).isEmpty() ? 0 : g.table().hand(seat).get(0));
            case "no_play" -> new ExpressAction.NoPlay();
            case "guess" -> new ExpressAction.Guess("true", false);
            case "end_turn" -> new ExpressAction.EndTurn();
            case "verdict" -> new ExpressAction.Verdict(true, null);
            case "next_round" -> new ExpressAction.NextRound();
            case "end_round" -> new ExpressAction.EndRound();
            default -> throw new IllegalArgumentException(kind);
        };
    }

    @Override
    protected String kindOf(ExpressAction a) {
        if (a instanceof ExpressAction.Play) return "play";
        if (a instanceof ExpressAction.NoPlay) return "no_play";
        if (a instanceof ExpressAction.Guess) return "guess";
        if (a instanceof ExpressAction.EndTurn) return "end_turn";
        if (a instanceof ExpressAction.Verdict) return "verdict";
        if (a instanceof ExpressAction.EndRound) return "end_round";
        return "next_round";
    }

    @Override
    protected ExpressAction play(int card) {
        return new ExpressAction.Play(card);
    }

    @Override
    protected void checkEvents(List<GameEvent> events, String where) {
        for (GameEvent e : events) {
            if (e instanceof TableEvents.RoundStart s) {
                guessedBy = null;
                dealers.add(s.dealer());
                assertEquals(g.settings().dealerRotates() ? s.round() % g.players() : 0, s.dealer(), where + ": the dealer");
            } else if (e instanceof ExpressEvents.Guess guess) {
                if (guess.verdict().equals("right")) guessedBy = guess.player();
                if (guess.verdict().equals("wrong") && guess.form().equals("rule")) counterexample(guess, where);
            } else if (e instanceof TableEvents.RoundEnd end) {
                roundEnd(end, where);
            } else if (e instanceof TableEvents.GameEnd end) {
                List<Integer> neverDealt = new ArrayList<>();
                if (g.settings().dealerRotates()) for (int s = 0; s < g.players(); s++) if (!dealers.contains(s)) neverDealt.add(s);
                assertEquals(neverDealt, end.neverDealt(), where);
                for (int s = 0; s < g.players(); s++) {
                    assertEquals(summed.get(s) + (neverDealt.contains(s) ? 10 : 0), end.totals().get(s), where + ": total of " + s);
                }
                assertEquals(end.totals(), g.totals(), where);
            }
        }
    }

    /** Checked against the rule of the round in progress: the settings' or the one its dealer chose. */
    private void counterexample(ExpressEvents.Guess guess, String where) {
        Rule rule = ((Judge.ByRule) g.judge()).rule();
        List<Card> cards = CardNotation.cards(guess.counterexample());
        List<Card> line = cards.subList(0, cards.size() - 1);
        Card judged = cards.get(cards.size() - 1);
        boolean secret = rule.accepts(line, judged);
        boolean guessed = Rule.compile(guess.guess()).rule().accepts(line, judged);
        assertTrue(secret != guessed, where + ": counterexample " + guess.counterexample() + " does not separate '"
                + guess.guess() + "' from '" + rule.source() + "'");
        assertEquals(secret ? "accept" : "reject", guess.secretVerdict(), where);
    }

    private void roundEnd(TableEvents.RoundEnd end, String where) {
        int handSize = g.settings().handSize();
        Map<Integer, Integer> expected = new LinkedHashMap<>();
        int best = Integer.MIN_VALUE;
        for (int s = 0; s < g.players(); s++) {
            if (s == end.dealer()) continue;
            int h = end.hands().get(s);
            assertEquals(g.table().handSize(s), h, where + ": round_end hand of " + s);
            int score = handSize - h + (guessedBy != null && guessedBy == s ? 4 : 0);
            expected.put(s, score);
            best = Math.max(best, score);
        }
        expected.put(end.dealer(), best);
        for (int s = 0; s < g.players(); s++) {
            assertEquals(expected.get(s), end.scores().get(s), where + ": score of seat " + s + " (hands " + end.hands()
                    + ", guessed by " + guessedBy + ")");
            summed.merge(s, expected.get(s), Integer::sum);
        }
        if (guessedBy != null) assertEquals("the rule was guessed", end.reason(), where);
    }
}
