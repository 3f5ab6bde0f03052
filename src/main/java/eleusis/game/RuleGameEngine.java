package eleusis.game;

import eleusis.rules.Rule;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.function.IntPredicate;

/**
 * What the two rule games (Eleusis, Eleusis Express) do the same way, written once: a game of
 * rounds, each dealt by a dealer (passing to the left, or seat 0 every round) from two fresh decks,
 * judged by the settings' judge or one its dealer chose, and scored on one scoreboard. The deal, the
 * turn passing to the left, the dealer's choice of the next round's judge, the dealer ending a round
 * and the end of the game are here; what happens between a deal and the end of its round (plays,
 * verdicts, the prophet, guesses) and how a round is scored are each game's own.
 *
 * <p>A game fills in its play: {@link #performInPlay}, {@link #refusalInPlay}, {@link #allowedInPlay}
 * and {@link #legalInPlay} for every action but the two {@link RoundAction}s, which are taken here;
 * {@link #clearRound} and {@link #turnUpStarter} for a new round, {@link #endRound} to score one, and
 * {@link #roundOver} and {@link #starterWaiting} to say where its round stands.
 *
 * <p>The order in which the seed's random numbers are drawn (the shuffle, then the first turn) is part
 * of every recorded game: a replay deals the same cards only if it stays as it is.
 *
 * @param <S> the game's settings
 * @param <A> its action type
 */
public abstract class RuleGameEngine<S extends RuleGameSettings<S>, A> extends GameEngine<A> implements RuleGame {
    private final S settings;
    private final SplittableRandom random;
    private final Scoreboard scoreboard;
    /** A rule an action carries (the next round's, a guess), compiled when the action is checked and used when it is taken. */
    private final RuleMemo rules = new RuleMemo();
    private int round = -1;
    /** The actions applied when each round was dealt (see {@link #roundStarts()}). */
    private final List<Integer> roundStarts = new ArrayList<>();

    // The round in progress.
    private int dealer;
    private Judge judge;
    private Rule rule;
    private Table table;
    private int turn;

    protected RuleGameEngine(S settings, long seed) {
        super(seed);
        this.settings = settings;
        this.random = new SplittableRandom(seed);
        this.scoreboard = new Scoreboard(settings.players());
    }

    @Override public final int players() { return settings.players(); }

    public final S settings() { return settings; }

    @Override public final Map<Integer, Integer> totals() { return scoreboard.totals(); }

    @Override public final int round() { return round; }

    @Override public final List<Integer> roundStarts() { return Collections.unmodifiableList(roundStarts); }

    public final int dealer() { return dealer; }

    public final int turn() { return turn; }

    /** The table, for the engine's own tests, invariant checks and views; a view shows a seat only what it may see. */
    public final Table table() { return table; }

    public final Map<Integer, Integer> lastRoundScores() { return scoreboard.lastRound(); }

    /** The judge of the round in progress: the settings' one, or the one its dealer chose. */
    @Override public final Judge judge() { return judge; }

    /** The secret rule of the round in progress; null while the dealer judges by hand. */
    protected final Rule rule() { return rule; }

    protected final RuleMemo rules() { return rules; }

    // ---------------------------------------------------------------- what each game fills in

    /** The round is over and the next one not dealt yet (false once the game is over). */
    protected abstract boolean roundOver();

    /** The starter just turned up waits for the verdict of a dealer judging by hand. */
    protected abstract boolean starterWaiting();

    /** Forgets what the game kept of the round before (its pending play, prophet, guess...), for the next deal. */
    protected abstract void clearRound();

    /** Turns up the starter of the round just dealt: judged by the secret rule, or waiting for the dealer. */
    protected abstract List<GameEvent> turnUpStarter();

    /** Ends the round in play now, scoring it (see {@link #scoreRound}) and saying why. */
    protected abstract List<GameEvent> endRound(String reason);

    /** Takes an action of the game's own that {@link #refusalInPlay} allowed. */
    protected abstract List<GameEvent> performInPlay(int seat, A action);

    /** Why the seat may not take this action of the game's own now (a round is in play), or null. */
    protected abstract Outcome.Refused refusalInPlay(int seat, A action);

    /** The kinds of the game's own actions the seat may take now, a round being in play. */
    protected abstract List<String> allowedInPlay(int seat);

    /** Adds the seat's legal actions of one kind of {@link #allowedInPlay} to {@code out}. */
    protected abstract void legalInPlay(int seat, String kind, List<A> out);

    /** The game's action dealing the next round, judged by the settings' judge or by hand. */
    protected abstract A nextRoundAction(boolean byHand);

    /** The game's action of the dealer ending the round. */
    protected abstract A endRoundAction();

    // ---------------------------------------------------------------- the actions, the round's own taken here

    /**
     * The kinds of action the seat may take now: once a round is over, dealing the next one; in play,
     * the game's own, and ending the round for its dealer; nothing once the game is over.
     */
    @Override
    public final List<String> allowed(int seat) {
        List<String> out = new ArrayList<>();
        if (over()) return out;
        if (roundOver()) {
            if (mayStartNextRound(seat)) out.add("next_round");
            return out;
        }
        out.addAll(allowedInPlay(seat));
        if (seat == dealer) out.add("end_round");
        return out;
    }

    /**
     * Every action of the seat now but those with a free-form part, by kind in the order of
     * {@link #allowed} (see each game's {@link #legalInPlay}); then the next round with the settings'
     * judge and, for the next dealer only, judged by hand (not listed: judged by a rule the dealer
     * writes for it, free text); the dealer ending the round.
     */
    @Override
    public final List<A> legalActions(int seat) {
        List<A> out = new ArrayList<>();
        for (String kind : allowed(seat)) {
            switch (kind) {
                case "next_round" -> {
                    out.add(nextRoundAction(false));
                    if (seat == nextDealer()) out.add(nextRoundAction(true));
                }
                case "end_round" -> out.add(endRoundAction());
                default -> legalInPlay(seat, kind, out);
            }
        }
        return out;
    }

    /** Null when the action is legal now; otherwise the refusal, with nothing changed. */
    @Override
    protected final Outcome.Refused refusal(int seat, A action) {
        if (action instanceof RoundAction.NextRound n) return nextRoundRefusal(seat, n.rule(), n.byHand());
        if (roundOver()) return Outcome.refuse(Reason.ROUND_OVER, "the round is over; the next round has not started yet");
        if (action instanceof RoundAction.EndRound) return endRoundRefusal(seat);
        return refusalInPlay(seat, action);
    }

    @Override
    protected final List<GameEvent> perform(int seat, A action) {
        if (action instanceof RoundAction.NextRound n) return startRound(ChosenJudge.of(rules, n.rule(), n.byHand()));
        if (action instanceof RoundAction.EndRound) return dealerEndsRound();
        return performInPlay(seat, action);
    }

    // ---------------------------------------------------------------- the deal

    /** Deals the first round of a new game. Refuses a secret rule that accepts no starter at all. */
    protected static <G extends RuleGameEngine<?, ?>> G firstRoundDealt(G game) {
        RuleGameEngine<?, ?> engine = game;
        Judge.requireSomeStarter(engine.settings.judges());
        engine.logged(engine.startRound(null));
        return game;
    }

    /** @param chosen the judge the dealer chose for this round, or null for the settings' one */
    private List<GameEvent> startRound(Judge chosen) {
        clearRound();
        List<GameEvent> events = deal(chosen);
        events.addAll(turnUpStarter());
        return events;
    }

    /** Seat 0 deals the first round, and every round when the dealer does not rotate. */
    protected final int nextDealer() {
        return round < 0 || !settings.dealerRotates() ? 0 : (dealer + 1) % settings.players();
    }

    /**
     * Deals the next round: the next dealer, its judge, a table of two fresh decks, the first turn
     * drawn by lot among the players, and their hands. The starter is the game's to turn up.
     *
     * @param chosen the judge the dealer chose for this round, or null for the settings' one
     */
    private List<GameEvent> deal(Judge chosen) {
        List<GameEvent> events = new ArrayList<>();
        dealer = nextDealer();
        round++;
        // Dealt by the next round's action, applied once it is performed; the first deal before any.
        roundStarts.add(round == 0 ? 0 : history().size() + 1);
        judge = chosen != null ? chosen : settings.judgeOfRound(round);
        rule = judge instanceof Judge.ByRule r ? r.rule() : null;
        table = new Table(random, settings.players(), 2, settings.lowStock());
        List<Integer> players = new ArrayList<>();
        for (int s = 0; s < settings.players(); s++) if (s != dealer) players.add(s);
        turn = players.get(random.nextInt(players.size()));
        events.add(new TableEvents.RoundStart(round, dealer, players, turn));
        for (int s : players) {
            table.draw(s, settings.handSize());
            events.add(new TableEvents.Deal(s, Table.notation(table.hand(s))));
        }
        return events;
    }

    /** Whether the seat may deal the next round now that one is over: any seat, or seat 0 when the house deals. */
    private boolean mayStartNextRound(int seat) {
        return settings.dealerRotates() || seat == 0;
    }

    /** Why the seat may not start the next round, judged as it asks; null when it may. */
    private Outcome.Refused nextRoundRefusal(int seat, String chosenRule, boolean byHand) {
        if (!roundOver()) return Outcome.refuse(Reason.NOT_NOW, "the round is still being played");
        if (!mayStartNextRound(seat)) {
            return Outcome.refuse(Reason.NOT_THE_DEALER, "seat 0 deals every round and starts each one");
        }
        if ((chosenRule != null || byHand) && seat != nextDealer()) {
            return Outcome.refuse(Reason.NOT_THE_DEALER, "only the next dealer, seat " + nextDealer()
                    + ", chooses how the next round is judged");
        }
        return ChosenJudge.check(rules, chosenRule, byHand);
    }

    /** Why the seat may not end the round early: only its dealer may. */
    private Outcome.Refused endRoundRefusal(int seat) {
        return seat == dealer ? null : Outcome.refuse(Reason.NOT_THE_DEALER, "only the dealer, seat " + dealer
                + ", can end the round");
    }

    // ---------------------------------------------------------------- in play

    /** Why the seat may not play a card or declare no play now, in play: the dealer never does, a player on their turn. */
    protected final Outcome.Refused turnRefusal(int seat) {
        if (seat == dealer) return Outcome.refuse(Reason.NOT_ALLOWED, "the dealer does not play cards");
        if (seat != turn) return Outcome.refuse(Reason.NOT_YOUR_TURN, "it is player " + turn + "'s turn");
        return null;
    }

    /**
     * Passes the turn to the next seat to the left of {@code from} that plays: not the dealer, and
     * not {@code sittingOut}. False, the turn unchanged, when nobody is left to play.
     */
    protected final boolean passTurn(int from, IntPredicate sittingOut) {
        int n = settings.players();
        for (int step = 1; step <= n; step++) {
            int s = (from + step) % n;
            if (s != dealer && !sittingOut.test(s)) {
                turn = s;
                return true;
            }
        }
        return false;
    }

    /** The first card of the hand (by id) that the secret rule accepts now, or null. */
    protected final Integer correctCardIn(List<Integer> hand) {
        List<Integer> sorted = new ArrayList<>(hand);
        Collections.sort(sorted);
        for (int id : sorted) {
            if (rule.accepts(table.mainlineFaces(), table.mainlineLength(), Table.face(id))) return id;
        }
        return null;
    }

    /** Draws, saying so when the stock ran low and another deck was shuffled in. */
    protected final List<GameEvent> drawCards(int player, int count) {
        List<GameEvent> events = new ArrayList<>();
        int decks = table.decks();
        table.draw(player, count);
        if (table.decks() != decks) events.add(new TableEvents.NewDeck(table.decks()));
        return events;
    }

    // ---------------------------------------------------------------- the end of a round

    /**
     * The dealer ends the round: a play (or a guess) waiting for a verdict or a call is dropped, its
     * cards never having left the hand, and a starter not yet accepted goes to the discard.
     */
    private List<GameEvent> dealerEndsRound() {
        if (starterWaiting()) table.refuseStarter();
        return endRound("the dealer ended the round");
    }

    /**
     * Scores the round that ends: every seat's points go on the scoreboard, and after the last round
     * the never-dealt bonus (not when the house deals every round: nobody else deals by design).
     *
     * @param scores  each player's points, the dealer left out
     * @param prophet the prophet standing at the end, or null
     * @return the round's end and, after the last round, the game's
     */
    protected final List<GameEvent> scoreRound(Map<Integer, Integer> scores, int dealerScore, Integer prophet, String reason) {
        List<GameEvent> events = new ArrayList<>();
        Map<Integer, Integer> hands = new LinkedHashMap<>();
        Map<Integer, Integer> ordered = new LinkedHashMap<>();
        for (int s = 0; s < settings.players(); s++) {
            if (s != dealer) hands.put(s, table.handSize(s));
            ordered.put(s, s == dealer ? dealerScore : scores.get(s));
        }
        scoreboard.addRound(dealer, ordered);
        events.add(new TableEvents.RoundEnd(round, dealer, hands, prophet, table.mainlineNotation(), table.sidelinesNotation(), ordered, reason));
        if (lastRound()) {
            // With the house dealing every round, nobody else deals by design: no bonus for it.
            List<Integer> neverDealt = settings.dealerRotates() ? scoreboard.finish(settings.neverDealtBonus()) : List.of();
            events.add(new TableEvents.GameEnd(totals(), neverDealt));
        }
        return events;
    }

    /** Whether the round in progress is the game's last. */
    protected final boolean lastRound() {
        return round + 1 >= settings.rounds();
    }
}
