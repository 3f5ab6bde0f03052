package eleusis.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import eleusis.rules.Rule;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;

/**
 * One seeded game of either engine played to the end by computer players, with the contract of
 * the game model checked after every action: cards conserved, views keep their secrets, allowed()
 * is stable and means what it says, illegal actions are refused and change nothing, round scores
 * follow the formulas, and the game ends. Some runs also let the dealer end rounds early (at any
 * moment of a round, seeded) and let the next dealer choose the rule of the coming round.
 *
 * @param <A> the engine's action type
 */
public abstract class ContractRun<A> {
    /** No game of the contract comes near this; a game that does is not ending. */
    static final int MAX_ACTIONS = 50_000;
    /** Every this many actions, the refusals are also compared with every view, not just the state. */
    static final int FULL_SNAPSHOT_EVERY = 32;

    protected final long seed;
    protected final SplittableRandom random;
    private int actions;
    /** 0: the dealer never ends a round early; n: before each action, a 1-in-n chance that the dealer does. */
    private int endRoundOdds;
    /** Whether the next dealer sometimes chooses another rule (or judging by hand) for the coming round. */
    private boolean choosingJudges;
    private int roundsEndedEarly;
    private int judgesChosen;

    protected ContractRun(long seed) {
        this.seed = seed;
        this.random = new SplittableRandom(seed ^ 0x5DEECE66DL);
    }

    protected abstract Game<A> game();

    protected abstract Table table();

    protected abstract int dealer();

    protected abstract boolean ruleJudged();

    protected abstract List<GameEvent> log();

    /** The fields of the spectator's view that show cards waiting on the table for a verdict. */
    protected abstract String[] pendingFields();

    /** The computer player's action for the seat the game waits for. */
    protected abstract A next(int seat);

    /** Every kind of action the engine names in allowed(). */
    protected abstract List<String> kinds();

    /** A well-formed action of that kind for the seat. */
    protected abstract A ofKind(String kind, int seat);

    /** A play of this one card. */
    protected abstract A play(int card);

    /** The dealer ends the round. */
    protected abstract A endRound();

    /** A next round, with the judge chosen for it (null and false: the settings' own). */
    protected abstract A nextRound(String rule, boolean byHand);

    /** After a next round: the round is judged as chosen, or by the settings' judge when nothing was chosen. */
    protected abstract void checkJudge(A nextRound, String where);

    /** Whether a round is being played (not between rounds, not over). */
    protected abstract boolean roundInPlay();

    /** The seat that deals the coming round, between rounds. */
    protected abstract int nextDealer();

    /** Whether the players of this run can play a round judged by this rule (Express: check their guesses quickly). */
    protected boolean playable(Rule rule) {
        return true;
    }

    /** Lets the dealer end rounds early: before each action, a 1-in-{@code odds} chance. */
    public ContractRun<A> endingRoundsEarly(int odds) {
        endRoundOdds = odds;
        return this;
    }

    /** Lets the next dealer choose the judge of the coming round now and then. */
    public ContractRun<A> choosingJudges() {
        choosingJudges = true;
        return this;
    }

    public int roundsEndedEarly() { return roundsEndedEarly; }

    public int actions() { return actions; }

    public int judgesChosen() { return judgesChosen; }

    /**
     * The next round as the next dealer starts it: in a run choosing judges, a third of the time
     * the settings' judge, a third a rule of the library, a third judging by hand (when random
     * players play; the simulator's bots cannot give verdicts, so they get a rule instead).
     */
    protected A chosenNextRound(boolean byHandPossible) {
        if (!choosingJudges) return nextRound(null, false);
        int roll = random.nextInt(3);
        if (roll == 0) return nextRound(null, false);
        if (roll == 2 && byHandPossible) {
            judgesChosen++;
            return nextRound(null, true);
        }
        for (int tries = 0; tries < 50; tries++) {
            Rule r = ContractTest.LIBRARY.get(random.nextInt(ContractTest.LIBRARY.size()));
            if (playable(r)) {
                judgesChosen++;
                return nextRound(r.source(), false);
            }
        }
        return nextRound(null, false);
    }

    /** Who acts next and how: usually the seat waited for; now and then, in some runs, the dealer ends the round. */
    private record Move<A>(int seat, A action) {}

    private Move<A> nextMove() {
        if (endRoundOdds > 0 && roundInPlay() && random.nextInt(endRoundOdds) == 0) {
            roundsEndedEarly++;
            return new Move<>(dealer(), endRound());
        }
        int seat = game().waitingFor().get(0);
        return new Move<>(seat, next(seat));
    }

    private List<List<Integer>> hands() {
        List<List<Integer>> out = new ArrayList<>();
        for (int s = 0; s < game().players(); s++) out.add(List.copyOf(table().hand(s)));
        return out;
    }

    /** Checks the events of one applied action (the scores of a round's end, say). */
    protected abstract void checkEvents(List<GameEvent> events, String where);

    /** Where every card is, whose move it is and what has been done: what a refused action may not change. */
    private record State(int history, int events, List<Integer> cards, List<Integer> waitingFor,
                         Map<Integer, Integer> totals) {}

    private State state() {
        return new State(game().history().size(), log().size(), table().everyCard(), game().waitingFor(), game().totals());
    }

    public String describe() {
        return game().name() + " seed " + seed + ", " + game().players() + " players";
    }

    /** Plays the game to its end; returns the number of actions. */
    public int play() {
        check("at the start");
        while (!game().over()) {
            if (++actions > MAX_ACTIONS) fail(describe() + ": the game did not end within " + MAX_ACTIONS + " actions");
            List<Integer> waiting = game().waitingFor();
            assertFalse(waiting.isEmpty(), describe() + ": a game not over waits for someone");
            Move<A> move = nextMove();
            int seat = move.seat();
            A action = move.action();
            String where = describe() + ", action " + actions + " (seat " + seat + " " + action + ")";
            assertTrue(game().allowed(seat).contains(kindOf(action)), where + ": the bot's action is of an allowed kind");
            int decks = table().decks();
            Table before = table();
            boolean ending = kindOf(action).equals("end_round");
            List<List<Integer>> handsBefore = ending ? hands() : null;
            Outcome o = game().apply(seat, action);
            if (o instanceof Outcome.Refused r) fail(where + ": a legal action was refused: " + r.refusal());
            List<GameEvent> events = ((Outcome.Applied) o).events();
            if (ending) endedByTheDealer(events, handsBefore, where);
            if (kindOf(action).equals("next_round")) checkJudge(action, where);
            if (table() == before && checkNewDecks()) {
                long newDecks = events.stream().filter(e -> e instanceof TableEvents.NewDeck).count();
                assertEquals(table().decks() - decks, newDecks, where + ": a new_deck event for each deck shuffled in: " + events);
            }
            checkEvents(events, where);
            check(where);
        }
        assertEquals(List.of(), game().waitingFor(), describe() + ": nobody is waited for at the end");
        for (int s = 0; s < game().players(); s++) assertEquals(List.of(), game().allowed(s));
        for (String kind : kinds()) refused(state(), 0, ofKind(kind, 0), describe() + " after the end", Reason.GAME_OVER);
        return actions;
    }

    /**
     * A round the dealer ended: it ends at once, scored as usual (checkEvents works the scores out
     * again), with the reason said; a play waiting for a verdict goes back to its hand, so no hand
     * changes at all.
     */
    private void endedByTheDealer(List<GameEvent> events, List<List<Integer>> handsBefore, String where) {
        List<TableEvents.RoundEnd> ends = events.stream().filter(e -> e instanceof TableEvents.RoundEnd)
                .map(e -> (TableEvents.RoundEnd) e).toList();
        assertEquals(1, ends.size(), where + ": one round_end: " + events);
        assertEquals("the dealer ended the round", ends.get(0).reason(), where);
        assertEquals(handsBefore, hands(), where + ": ending the round changes no hand");
        assertFalse(roundInPlay(), where + ": the round is over");
        assertEquals(game().over(), events.get(events.size() - 1) instanceof TableEvents.GameEnd, where);
    }

    protected abstract String kindOf(A action);

    /** Applies the computer player's next action without the checks; false once the game is over. */
    public boolean step() {
        if (game().over()) return false;
        if (++actions > MAX_ACTIONS) fail(describe() + ": the game did not end within " + MAX_ACTIONS + " actions");
        Move<A> move = nextMove();
        Outcome o = game().apply(move.seat(), move.action());
        if (o instanceof Outcome.Refused r) fail(describe() + ": a legal action was refused: " + move + " " + r.refusal());
        return true;
    }

    private void check(String where) {
        Invariants.cardsConserved(table(), where);
        Invariants.viewsKeepSecrets(game(), table(), dealer(), ruleJudged(), where, pendingFields());
        Snapshot snapshot = actions % FULL_SNAPSHOT_EVERY == 0 ? Snapshot.of(game(), table(), log().size()) : null;
        State before = state();
        assertEquals(before.waitingFor(), game().waitingFor(), where + ": waitingFor() is stable");
        for (int s = 0; s < game().players(); s++) {
            List<String> allowed = game().allowed(s);
            assertEquals(allowed, game().allowed(s), where + ": allowed(" + s + ") is stable");
            assertTrue(kinds().containsAll(allowed), where + ": unknown kinds in " + allowed);
            // The dealer may end a round in play at any moment, waited for or not.
            assertEquals(s == dealer() && roundInPlay(), allowed.contains("end_round"),
                    where + ": only the dealer may end the round, and only while it is played: " + allowed);
            List<String> acting = new ArrayList<>(allowed);
            acting.remove("end_round");
            assertEquals(!acting.isEmpty(), before.waitingFor().contains(s) || phaseOpenToAll(),
                    where + ": seat " + s + " may act exactly when waited for: " + allowed);
            // One kind the seat may not use now, a different one each time: over the run, every kind.
            List<String> notAllowed = new ArrayList<>(kinds());
            notAllowed.removeAll(allowed);
            if (notAllowed.isEmpty()) continue;
            String kind = notAllowed.get(random.nextInt(notAllowed.size()));
            refused(before, s, ofKind(kind, s), where + ", seat " + s + " " + kind + " not allowed");
            assertEquals(allowed, game().allowed(s), where + ": allowed(" + s + ") is the same after a refusal");
        }
        illegal(before, where);
        if (!game().over() && !roundInPlay()) badChoices(before, where);
        if (snapshot != null) {
            assertEquals(snapshot, Snapshot.of(game(), table(), log().size()), where + ": the refused actions changed a view");
        }
    }

    /** Whether every deck shuffled in must show as a new_deck event of the action that caused it. */
    protected boolean checkNewDecks() {
        return true;
    }

    /** Between rounds any seat may start the next one. */
    protected abstract boolean phaseOpenToAll();

    /** Actions no rule allows now: a seat not waited for, cards not in hand, a seat not at the table. */
    private void illegal(State before, String where) {
        if (game().over()) return;
        int n = game().players();
        List<Integer> waiting = game().waitingFor();
        int other = random.nextInt(n);
        if (!waiting.contains(other) && !table().hand(other).isEmpty()) {
            refused(before, other, play(table().hand(other).get(0)), where + ": seat " + other + " plays out of turn");
        }
        int seat = waiting.get(0);
        List<Integer> everyCard = table().everyCard();
        int card;
        do {
            card = everyCard.get(random.nextInt(everyCard.size()));
        } while (table().holds(seat, card));
        Reason notInHand = game().allowed(seat).contains("play") ? Reason.NOT_IN_HAND : null;
        refused(before, seat, play(card), where + ": seat " + seat + " plays card " + card + ", not in hand", notInHand);
        refused(before, seat, play(table().decks() * 52 + random.nextInt(1000)), where + ": a card id that does not exist",
                notInHand);
        refused(before, random.nextBoolean() ? -1 - random.nextInt(3) : n + random.nextInt(3), ofKind("no_play", seat),
                where + ": a seat not at the table", Reason.UNKNOWN_PLAYER);
    }

    /** Between rounds: a rule that does not compile, both choices at once, or a choice by another seat. */
    private void badChoices(State before, String where) {
        int next = nextDealer();
        switch (random.nextInt(3)) {
            case 0 -> assertTrue(refused(before, next, nextRound("card is purple", false), where + ": a rule that does not compile",
                    Reason.NOT_ALLOWED).message().contains("card is purple\n"), where + ": the checker's report is in the message");
            case 1 -> refused(before, next, nextRound("card is red", true), where + ": a rule and by hand at once", Reason.NOT_ALLOWED);
            default -> refused(before, (next + 1 + random.nextInt(game().players() - 1)) % game().players(),
                    nextRound("card is red", false), where + ": a seat that will not deal chooses the rule", Reason.NOT_THE_DEALER);
        }
    }

    private void refused(State before, int seat, A action, String where) {
        refused(before, seat, action, where, null);
    }

    /** @param reason the reason expected, or null when several could do */
    private Refusal refused(State before, int seat, A action, String where, Reason reason) {
        Outcome o = game().apply(seat, action);
        if (o.applied()) fail(where + ": " + action + " by seat " + seat + " should be refused but was applied");
        Refusal r = ((Outcome.Refused) o).refusal();
        assertFalse(r.message().isBlank(), where + ": a refusal says why");
        if (reason != null) assertEquals(reason, r.reason(), where + ": " + r.message());
        assertEquals(before, state(), where + ": the refused " + action + " (" + r + ") changed the game");
        return r;
    }
}
