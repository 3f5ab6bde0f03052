package eleusis.game.express;

import eleusis.analysis.Equivalence;
import eleusis.game.GameEvent;
import eleusis.game.Judge;
import eleusis.game.Outcome;
import eleusis.game.Reason;
import eleusis.game.Recorded;
import eleusis.game.Replay;
import eleusis.game.RuleGameEngine;
import eleusis.game.Table;
import eleusis.game.TableEvents;
import eleusis.game.Viewer;
import eleusis.rules.Rule;
import eleusis.rules.RuleResult;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Eleusis Express (John Golden, 2006), the classroom version: 12 cards a hand, one card a turn, a
 * wrong card to the sideline and one card drawn, a guess at the rule after a correct play, no
 * prophet and no markers. A guess in the rule language is judged exactly by the equivalence check,
 * and a wrong one is answered with a counterexample; a guess in words goes to the dealer. The
 * history records such a guess with its judgement, so a replay reads it back instead of checking again.
 * The dealer rotates each round, or (for a classroom) seat 0 deals every round; the dealer may end a
 * round early, and choose the secret rule of the round they are about to deal.
 */
public final class ExpressGame extends RuleGameEngine<ExpressSettings, ExpressAction> {
    /** The most cases an exact check of a guess may try during play (well under a second). */
    public static final long MAX_GUESS_CASES = 30_000_000L;

    /**
     * How long the exact check of one guess may run, before the table's turn ({@link #prepare}). A guess
     * that needs longer goes to the dealer (the teacher, in a class), who judges it as a guess in words.
     */
    public static final java.time.Duration GUESS_BUDGET = java.time.Duration.ofSeconds(2);

    /** This game's budget for a guess's check (a test shortens it; a replay reads judgements back, whatever it is). */
    private volatile java.time.Duration guessBudget = GUESS_BUDGET;

    /** Guesses judged by {@link #prepare}, by guess, secret rule and decks: used when the guess is applied. */
    private final java.util.Map<GuessKey, ExpressAction.Judgement> prepared = new java.util.concurrent.ConcurrentHashMap<>();

    private record GuessKey(String guess, String secret, int decks) {
        static GuessKey of(Rule guess, Rule secret, int decks) {
            return new GuessKey(guess.canonical(), secret.canonical(), decks);
        }
    }

    /** The longest guess taken, in characters. */
    static final int MAX_GUESS_LENGTH = 4000;

    // The round in progress (its dealer, judge, table and turn: see RuleGameEngine).
    private ExpressPhase phase;
    /** The seat that played last (for the after-play phase) or whose guess the dealer is judging. */
    private int actor;
    /** A play or no-play waiting for a dealer who judges by hand: the card, or -1 for a no-play. */
    private Integer pendingCard;
    private String pendingGuess;
    /** The form the dealer's verdict on the pending guess gives it: "words", or "rule" when its check ran out of time. */
    private String pendingForm;
    private Integer guessedBy;
    private boolean stockRanOut;

    private ExpressGame(ExpressSettings settings, long seed) {
        super(settings, seed);
    }

    public static ExpressGame start(ExpressSettings settings, long seed) {
        return firstRoundDealt(new ExpressGame(settings, seed));
    }

    public static ExpressGame replay(ExpressSettings settings, long seed, List<Recorded<ExpressAction>> actions) {
        return Replay.apply(start(settings, seed), actions);
    }

    @Override public String name() { return "express"; }

    @Override public boolean over() { return phase == ExpressPhase.GAME_OVER; }

    @Override protected boolean roundOver() { return phase == ExpressPhase.ROUND_OVER; }

    @Override protected boolean starterWaiting() { return phase == ExpressPhase.STARTER_VERDICT; }

    public ExpressPhase phase() { return phase; }

    public Integer guessedBy() { return guessedBy; }

    Integer pendingCard() { return pendingCard; }

    String pendingGuess() { return pendingGuess; }

    int actor() { return actor; }

    @Override
    public List<Integer> waitingFor() {
        return switch (phase) {
            case STARTER_VERDICT, DEALER_VERDICT, GUESS_VERDICT -> List.of(dealer());
            case PLAY -> List.of(turn());
            case AFTER_PLAY -> List.of(actor);
            case ROUND_OVER -> List.of(nextDealer());
            case GAME_OVER -> List.of();
        };
    }

    @Override
    protected List<String> allowedInPlay(int seat) {
        return switch (phase) {
            case PLAY -> seat == turn() ? List.of("play", "no_play") : List.of();
            case AFTER_PLAY -> seat == actor ? List.of("guess", "end_turn") : List.of();
            case STARTER_VERDICT, DEALER_VERDICT, GUESS_VERDICT -> seat == dealer() ? List.of("verdict") : List.of();
            case ROUND_OVER, GAME_OVER -> List.of(); // see RuleGameEngine.allowed
        };
    }

    /**
     * Every action of the seat now but those with a free-form part (see {@link #legalActions}), by
     * kind: a play of each card of the hand, in the hand's order; the no-play; ending the turn; the
     * dealer's verdict right, then wrong (on a no-play, wrong once with each card of the player's
     * hand: the correct card the dealer names).
     *
     * <p>Not listed: a guess, whose text is free ("guess" may be allowed with nothing listed for
     * it); and a verdict that names a card where none is taken, which the engine accepts and
     * ignores the card of.
     */
    @Override
    protected void legalInPlay(int seat, String kind, List<ExpressAction> out) {
        switch (kind) {
            case "play" -> table().hand(seat).forEach(id -> out.add(new ExpressAction.Play(id)));
            case "no_play" -> out.add(new ExpressAction.NoPlay());
            case "guess" -> { }
            case "end_turn" -> out.add(new ExpressAction.EndTurn());
            case "verdict" -> {
                out.add(new ExpressAction.Verdict(true, null));
                if (phase == ExpressPhase.DEALER_VERDICT && pendingCard == -1) {
                    table().hand(actor).forEach(id -> out.add(new ExpressAction.Verdict(false, id)));
                } else {
                    out.add(new ExpressAction.Verdict(false, null));
                }
            }
            default -> throw new IllegalStateException("a kind without legal actions: " + kind);
        }
    }

    @Override protected ExpressAction nextRoundAction(boolean byHand) { return new ExpressAction.NextRound(null, byHand); }

    @Override protected ExpressAction endRoundAction() { return new ExpressAction.EndRound(); }

    @Override
    public ExpressView view(Viewer viewer) {
        return ExpressView.of(this, viewer);
    }

    /** What every viewer sees alike, as of the last action: nothing changes the game but an action, recorded in its history. */
    private ExpressView.Shared shared;
    private int sharedAt = -1;

    ExpressView.Shared shared() {
        int at = history().size();
        if (shared == null || sharedAt != at) {
            shared = ExpressView.Shared.of(this);
            sharedAt = at;
        }
        return shared;
    }

    @Override
    protected List<GameEvent> performInPlay(int seat, ExpressAction action) {
        List<GameEvent> events = new ArrayList<>();
        Rule guessRule = null;
        if (action instanceof ExpressAction.Guess g && !g.inWords() && g.judgement() == null) {
            guessRule = rules().compile(g.text()).rule();
        }
        if (action instanceof ExpressAction.Play p) {
            if (judge().byHand()) {
                pendingCard = p.card();
                actor = seat;
                phase = ExpressPhase.DEALER_VERDICT;
            } else {
                events.addAll(settlePlay(seat, p.card(), rule().accepts(table().mainlineFaces(), table().mainlineLength(),
                        Table.face(p.card()))));
            }
        } else if (action instanceof ExpressAction.NoPlay) {
            if (judge().byHand()) {
                pendingCard = -1;
                actor = seat;
                phase = ExpressPhase.DEALER_VERDICT;
            } else {
                Integer correct = correctCardIn(table().hand(seat));
                events.addAll(settleNoPlay(seat, correct == null, correct));
            }
        } else if (action instanceof ExpressAction.Guess g) {
            events.addAll(guess(seat, g, guessRule));
        } else if (action instanceof ExpressAction.EndTurn) {
            events.addAll(advance(seat));
        } else if (action instanceof ExpressAction.Verdict v) {
            events.addAll(verdict(v));
        }
        return events;
    }

    @Override
    protected Outcome.Refused refusalInPlay(int seat, ExpressAction action) {
        if (action instanceof ExpressAction.Play || action instanceof ExpressAction.NoPlay) {
            if (phase != ExpressPhase.PLAY) return waiting();
            Outcome.Refused r = turnRefusal(seat);
            if (r != null) return r;
            if (action instanceof ExpressAction.Play p && !table().holds(seat, p.card())) {
                return Outcome.refuse(Reason.NOT_IN_HAND, "card " + p.card() + " is not in your hand");
            }
            return null;
        }
        if (action instanceof ExpressAction.Guess || action instanceof ExpressAction.EndTurn) {
            if (phase != ExpressPhase.AFTER_PLAY || seat != actor) {
                return phase == ExpressPhase.AFTER_PLAY || phase == ExpressPhase.PLAY
                        ? Outcome.refuse(Reason.NOT_NOW, "a guess comes just after one's own correct play")
                        : waiting();
            }
            if (action instanceof ExpressAction.Guess g) {
                if (g.text() == null || g.text().isBlank()) return Outcome.refuse(Reason.BAD_GUESS, "the guess is empty");
                if (g.text().length() > MAX_GUESS_LENGTH) return Outcome.refuse(Reason.BAD_GUESS, "the guess is too long");
                if (g.judgement() != null) {
                    // Only a replay gets here (apply refuses a judgement from a player): the guess was
                    // checked and judged when first taken, under this same secret rule.
                    return g.inWords() || judge().byHand()
                            ? Outcome.refuse(Reason.BAD_GUESS, "a recorded judgement on a guess the dealer judges")
                            : null;
                }
                if (!g.inWords()) {
                    RuleResult r = rules().compile(g.text());
                    if (!r.ok()) return Outcome.refuse(Reason.BAD_GUESS, r.report());
                    if (rule() != null && tooCostly(r.rule(), rule(), guessDecks())) {
                        return Outcome.refuse(Reason.BAD_GUESS, "this guess reads so many whole cards so far back that it"
                                + " cannot be checked quickly; write it more simply, or guess in words");
                    }
                }
            }
            return null;
        }
        if (action instanceof ExpressAction.Verdict v) {
            if (seat != dealer()) return Outcome.refuse(Reason.NOT_THE_DEALER, "only the dealer gives verdicts");
            if (phase != ExpressPhase.STARTER_VERDICT && phase != ExpressPhase.DEALER_VERDICT
                    && phase != ExpressPhase.GUESS_VERDICT) {
                return Outcome.refuse(Reason.NOT_NOW, "there is nothing to judge now");
            }
            if (phase == ExpressPhase.DEALER_VERDICT && pendingCard == -1 && !v.right()) {
                if (v.card() == null) return Outcome.refuse(Reason.BAD_PLAY, "a wrong no-play: name the correct card from the hand to play");
                if (!table().holds(actor, v.card())) {
                    return Outcome.refuse(Reason.NOT_IN_HAND, "card " + v.card() + " is not in player " + actor + "'s hand");
                }
            }
            return null;
        }
        return Outcome.refuse(Reason.NOT_ALLOWED, "not an Eleusis Express action");
    }

    private Outcome.Refused waiting() {
        return switch (phase) {
            case STARTER_VERDICT, DEALER_VERDICT, GUESS_VERDICT -> Outcome.refuse(Reason.WAITING_FOR_DEALER, "waiting for the dealer's verdict");
            case AFTER_PLAY -> Outcome.refuse(Reason.NOT_YOUR_TURN, "player " + actor + " is finishing their turn");
            default -> Outcome.refuse(Reason.NOT_NOW, "not now");
        };
    }

    @Override
    protected void clearRound() {
        pendingCard = null;
        pendingGuess = null;
        guessedBy = null;
        stockRanOut = false;
    }

    @Override
    protected List<GameEvent> turnUpStarter() {
        List<GameEvent> events = new ArrayList<>();
        while (true) {
            table().addToMainline(table().takeFromStock());
            int id = table().mainline().get(0);
            if (judge().byHand()) {
                phase = ExpressPhase.STARTER_VERDICT;
                return events;
            }
            boolean ok = rule().accepts(List.of(), Table.face(id));
            events.add(new TableEvents.Starter(Table.face(id).notation(), ok));
            if (ok) {
                phase = ExpressPhase.PLAY;
                return events;
            }
            table().refuseStarter();
        }
    }

    private List<GameEvent> verdict(ExpressAction.Verdict v) {
        if (phase == ExpressPhase.STARTER_VERDICT) {
            List<GameEvent> events = new ArrayList<>();
            String card = Table.face(table().mainline().get(0)).notation();
            events.add(new TableEvents.Starter(card, v.right()));
            if (v.right()) {
                phase = ExpressPhase.PLAY;
            } else {
                table().refuseStarter();
                events.addAll(turnUpStarter());
            }
            return events;
        }
        if (phase == ExpressPhase.GUESS_VERDICT) {
            String guess = pendingGuess;
            pendingGuess = null;
            return guessJudged(actor, guess, pendingForm, v.right(), null, null);
        }
        int card = pendingCard;
        pendingCard = null;
        return card == -1 ? settleNoPlay(actor, v.right(), v.card()) : settlePlay(actor, card, v.right());
    }

    private List<GameEvent> settlePlay(int player, int card, boolean right) {
        List<GameEvent> events = new ArrayList<>();
        table().removeFromHand(player, card);
        events.add(new TableEvents.Play(player, List.of(Table.face(card).notation()), right ? "right" : "wrong"));
        if (right) {
            table().addToMainline(card);
            if (table().handSize(player) == 0) return concat(events, endRound("a player has no cards left"));
            actor = player;
            phase = ExpressPhase.AFTER_PLAY;
            return events;
        }
        table().addToSideline(List.of(card));
        events.addAll(draw(player, settings().wrongPlayPenalty(), "wrong play"));
        events.addAll(advance(player));
        return events;
    }

    private List<GameEvent> settleNoPlay(int player, boolean right, Integer correct) {
        List<GameEvent> events = new ArrayList<>();
        events.add(new TableEvents.NoPlay(player, Table.notation(table().hand(player)), right ? "right" : "wrong"));
        if (right) {
            int size = table().handSize(player) - settings().noPlayShrink();
            table().discardHand(player);
            if (size <= 0) return concat(events, endRound("a player has no cards left"));
            events.addAll(draw(player, size, null));
            events.add(new TableEvents.NewHand(player, table().handSize(player)));
        } else {
            table().removeFromHand(player, correct);
            table().addToMainline(correct);
            events.add(new TableEvents.CorrectCard(player, Table.face(correct).notation(), "dealer"));
            events.addAll(draw(player, settings().noPlayPenalty(), "wrong no-play"));
        }
        events.addAll(advance(player));
        return events;
    }

    private List<GameEvent> guess(int player, ExpressAction.Guess g, Rule guessed) {
        if (g.inWords() || judge().byHand()) return toDealer(player, g.text(), g.inWords() ? "words" : "rule", null);
        ExpressAction.Judgement j = g.judgement();
        if (j == null) {
            j = prepared.remove(GuessKey.of(guessed, rule(), guessDecks()));
            // Not prepared (a replay of a log from before judgements were recorded, say): judged exactly,
            // without the time limit, so that every replay judges it the same (MAX_GUESS_CASES bounds it).
            if (j == null) j = judgement(guessed, rule(), guessDecks(), null);
            prepared.clear(); // what was worked out for other guesses, or other decks, will not be asked for again
            recordAs(g.judged(j)); // a replay reads the judgement back: a check's time is not the same twice
        }
        if (j.givenToDealer()) return toDealer(player, g.text(), "rule", ExpressEvents.Guess.TOO_COMPLEX);
        return guessJudged(player, g.text(), "rule", j.right(), j.counterexample(), j.secretVerdict());
    }

    /** The guess waits for the dealer's verdict. */
    private List<GameEvent> toDealer(int player, String text, String form, String why) {
        pendingGuess = text;
        // The verdict's event names a guess the dealer judged "words", as it always has, unless only its
        // check's time sent it there: then it is still a rule, and the debrief says so.
        pendingForm = why != null ? form : "words";
        actor = player;
        phase = ExpressPhase.GUESS_VERDICT;
        return List.of(new ExpressEvents.Guess(player, text, form, "pending", null, null, why));
    }

    /** The exact check of a guess within {@code budget} (null: none); given to the dealer when it runs out. */
    private static ExpressAction.Judgement judgement(Rule guess, Rule secret, int decks, java.time.Duration budget) {
        Equivalence.Result r;
        try {
            r = Equivalence.decide(guess, secret, decks, budget);
        } catch (Equivalence.OverBudget e) {
            return ExpressAction.Judgement.toDealer();
        }
        // r.firstAccepts() is the guess's verdict; the secret rule gives the other one.
        return r.equivalent() ? ExpressAction.Judgement.rightGuess()
                : new ExpressAction.Judgement(false, r.difference().notation(), r.firstAccepts() ? "reject" : "accept");
    }

    /**
     * A guess in the rule language is judged here, before the table's turn: the secret rule and the
     * decks are read as they are now and are part of the key, so a judgement made on a round that has
     * moved on is simply not found when the guess is applied (then it is judged there, as before).
     */
    @Override
    public void prepare(int seat, ExpressAction action) {
        if (!(action instanceof ExpressAction.Guess g) || g.inWords() || g.judgement() != null) return;
        Rule secret = rule();
        Judge judging = judge();
        if (secret == null || judging == null || judging.byHand() || g.text() == null || g.text().length() > MAX_GUESS_LENGTH) return;
        RuleResult guessed = Rule.compile(g.text()); // not the memo, which belongs to apply's thread
        if (!guessed.ok()) return;
        int decks = guessDecks();
        if (tooCostly(guessed.rule(), secret, decks)) return;
        GuessKey key = GuessKey.of(guessed.rule(), secret, decks);
        if (prepared.size() < 8) prepared.computeIfAbsent(key, k -> judgement(guessed.rule(), secret, decks, guessBudget));
    }

    /** Shortens the time a guess's check may take, so that a test can see a check run out of it. */
    void guessBudget(java.time.Duration budget) {
        guessBudget = budget;
    }

    /** Whether {@link #prepare} has judged this guess against the current rule and decks (for tests). */
    boolean preparedFor(String guess) {
        RuleResult r = Rule.compile(guess);
        return r.ok() && rule() != null && prepared.containsKey(GuessKey.of(r.rule(), rule(), guessDecks()));
    }

    /** A guess whose exact check would try more cases than play allows (it is refused, never judged). */
    private static boolean tooCostly(Rule guess, Rule secret, int decks) {
        return Equivalence.casesToTry(guess, secret, decks) > MAX_GUESS_CASES;
    }

    /**
     * The decks a guess is judged with: the most this round can ever hold. A round that shuffles in a
     * deck whenever the stock runs low can hold any number (a long round holds a face three, four,
     * five times), so a guess must match the secret rule however many; a round that ends when the
     * stock runs out never adds a deck after the deal and the starter, which come before any guess.
     */
    private int guessDecks() {
        return settings().endWhenStockRunsOut() ? table().decks() : Equivalence.ANY_DECKS;
    }

    /** A guess with a judgement comes only from the history (a replay), never from a player. */
    @Override
    protected boolean recordedOnly(ExpressAction action) {
        return action instanceof ExpressAction.Guess g && g.judgement() != null;
    }

    private List<GameEvent> guessJudged(int player, String text, String form, boolean right, String counterexample,
                                        String secretVerdict) {
        List<GameEvent> events = new ArrayList<>();
        events.add(new ExpressEvents.Guess(player, text, form, right ? "right" : "wrong", counterexample, secretVerdict));
        if (right) {
            guessedBy = player;
            return concat(events, endRound("the rule was guessed"));
        }
        events.addAll(draw(player, settings().wrongGuessPenalty(), "wrong guess"));
        events.addAll(advance(player));
        return events;
    }

    private List<GameEvent> draw(int player, int count, String reason) {
        List<GameEvent> events = new ArrayList<>();
        if (count <= 0) return events;
        if (settings().endWhenStockRunsOut()) {
            int drawn = table().drawWithoutNewDeck(player, count);
            if (drawn < count || table().stockSize() == 0) stockRanOut = true;
            if (reason != null && drawn > 0) events.add(new TableEvents.Penalty(player, drawn, reason));
            return events;
        }
        events.addAll(drawCards(player, count));
        if (reason != null) events.add(new TableEvents.Penalty(player, count, reason));
        return events;
    }

    private List<GameEvent> advance(int from) {
        if (stockRanOut) return endRound("the stock ran out");
        if (!passTurn(from, seat -> false)) throw new IllegalStateException("no player to take a turn");
        phase = ExpressPhase.PLAY;
        return List.of();
    }

    @Override
    protected List<GameEvent> endRound(String reason) {
        pendingCard = null;
        pendingGuess = null;
        Map<Integer, Integer> scores = new LinkedHashMap<>();
        for (int s = 0; s < settings().players(); s++) {
            if (s == dealer()) continue;
            int score = settings().handSize() - table().handSize(s) + (guessedBy != null && guessedBy == s ? settings().guessBonus() : 0);
            scores.put(s, score);
        }
        List<GameEvent> events = scoreRound(scores, settings().dealerScore().score(scores.values()), null, reason);
        phase = lastRound() ? ExpressPhase.GAME_OVER : ExpressPhase.ROUND_OVER;
        return events;
    }

    private static List<GameEvent> concat(List<GameEvent> a, List<GameEvent> b) {
        List<GameEvent> out = new ArrayList<>(a);
        out.addAll(b);
        return out;
    }
}
