package eleusis.game.eleusis;

import eleusis.cards.Card;
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
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Eleusis (New Eleusis, Robert Abbott 1977) as the rules page of the app describes it: two decks,
 * 14 cards a hand, strings of up to 4 cards, sidelines and penalties, no-plays, the prophet, white
 * and black markers, sudden death, and a game of several rounds with the dealer rotating (or, for a
 * classroom, seat 0 dealing every round). The dealer may end a round early, and choose the secret
 * rule of the round they are about to deal.
 */
public final class EleusisGame extends RuleGameEngine<EleusisSettings, EleusisAction> {
    // The round in progress (its dealer, judge, table and turn: see RuleGameEngine).
    private Phase phase;
    private Integer prophet;
    private final Set<Integer> wasProphet = new HashSet<>();
    private final Set<Integer> expelled = new HashSet<>();
    private int cardsPlayed;
    private int prophetMarkerAt;
    private int mainlineAfterMarker;
    private int sidelineAfterMarker;
    private final List<Integer> whiteMarkers = new ArrayList<>();
    private final List<Integer> blackMarkers = new ArrayList<>();
    private boolean suddenDeath;
    private Pending pending;
    private int lastPlayedCard = -1;

    private EleusisGame(EleusisSettings settings, long seed) {
        super(settings, seed);
    }

    /** A new game, its first round dealt. Refuses a secret rule that accepts no starter at all. */
    public static EleusisGame start(EleusisSettings settings, long seed) {
        return firstRoundDealt(new EleusisGame(settings, seed));
    }

    /** Rebuilds a game from its settings, seed and recorded actions. */
    public static EleusisGame replay(EleusisSettings settings, long seed, List<Recorded<EleusisAction>> actions) {
        return Replay.apply(start(settings, seed), actions);
    }

    // ---------------------------------------------------------------- the model

    @Override public String name() { return "eleusis"; }

    @Override public boolean over() { return phase == Phase.GAME_OVER; }

    @Override protected boolean roundOver() { return phase == Phase.ROUND_OVER; }

    @Override protected boolean starterWaiting() { return phase == Phase.STARTER_VERDICT; }

    public Phase phase() { return phase; }

    public Integer prophet() { return prophet; }

    public Set<Integer> expelled() { return Collections.unmodifiableSet(expelled); }

    public boolean suddenDeath() { return suddenDeath; }

    public int cardsPlayed() { return cardsPlayed; }

    @Override
    public List<Integer> waitingFor() {
        return switch (phase) {
            case STARTER_VERDICT, DEALER_VERDICT -> List.of(dealer());
            case PLAY -> List.of(turn());
            case PROPHET_CALL -> List.of(prophet);
            case AFTER_PLAY -> List.of(pending.player());
            case ROUND_OVER -> List.of(nextDealer());
            case GAME_OVER -> List.of();
        };
    }

    @Override
    protected List<String> allowedInPlay(int seat) {
        List<String> out = new ArrayList<>();
        switch (phase) {
            case PLAY -> {
                if (seat == turn()) {
                    out.add("play");
                    out.add("no_play");
                }
            }
            case PROPHET_CALL -> {
                if (prophet != null && seat == prophet) out.add("prophet_call");
            }
            case STARTER_VERDICT, DEALER_VERDICT -> {
                if (seat == dealer()) out.add("verdict");
            }
            case AFTER_PLAY -> {
                if (seat == pending.player()) {
                    if (mayBecomeProphet(seat) == null) out.add("declare_prophet");
                    out.add("end_turn");
                }
            }
            default -> { } // the round over, the game over: see RuleGameEngine.allowed
        }
        return out;
    }

    /**
     * Every action of the seat now but those with a free-form part (see {@link #legalActions}), by
     * kind: a play of each single card of the hand, in the hand's order; the no-play; becoming the
     * prophet; ending the turn; the prophet's call right, then wrong (on a no-play, wrong once with
     * each card of the hand shown: the card the prophet plays for the player); the dealer's verdict
     * right, then wrong (on a no-play, wrong once with each card of the hand shown: the correct card
     * the dealer names).
     *
     * <p>Not listed: strings of two or more cards (the orderings of up to four cards of a hand are
     * too many to list; each of their cards is listed alone); and a call or verdict that names a
     * card where none is taken, which the engine accepts and ignores the card of.
     */
    @Override
    protected void legalInPlay(int seat, String kind, List<EleusisAction> out) {
        switch (kind) {
            case "play" -> table().hand(seat).forEach(id -> out.add(new EleusisAction.Play(List.of(id))));
            case "no_play" -> out.add(new EleusisAction.NoPlay());
            case "declare_prophet" -> out.add(new EleusisAction.DeclareProphet());
            case "end_turn" -> out.add(new EleusisAction.EndTurn());
            case "prophet_call" -> {
                out.add(new EleusisAction.ProphetCall(true, null));
                if (pending.noPlay()) pending.cards().forEach(id -> out.add(new EleusisAction.ProphetCall(false, id)));
                else out.add(new EleusisAction.ProphetCall(false, null));
            }
            case "verdict" -> {
                out.add(new EleusisAction.Verdict(true, null));
                if (phase == Phase.DEALER_VERDICT && pending.noPlay()) {
                    pending.cards().forEach(id -> out.add(new EleusisAction.Verdict(false, id)));
                } else {
                    out.add(new EleusisAction.Verdict(false, null));
                }
            }
            default -> throw new IllegalStateException("a kind without legal actions: " + kind);
        }
    }

    @Override protected EleusisAction nextRoundAction(boolean byHand) { return new EleusisAction.NextRound(null, byHand); }

    @Override protected EleusisAction endRoundAction() { return new EleusisAction.EndRound(); }

    @Override
    public EleusisView view(Viewer viewer) {
        return EleusisView.of(this, viewer);
    }

    // ---------------------------------------------------------------- applying actions

    @Override
    protected List<GameEvent> performInPlay(int seat, EleusisAction action) {
        List<GameEvent> events = new ArrayList<>();
        if (action instanceof EleusisAction.Play p) {
            pending = new Pending(seat, p.cards(), false, null, null);
            events.addAll(judgeOrWait());
        } else if (action instanceof EleusisAction.NoPlay) {
            pending = new Pending(seat, List.copyOf(table().hand(seat)), true, null, null);
            events.addAll(judgeOrWait());
        } else if (action instanceof EleusisAction.ProphetCall c) {
            pending = pending.withCall(c.right(), c.card());
            events.add(new EleusisEvents.ProphetCall(prophet, c.right() ? "right" : "wrong"));
            if (judge().byHand()) {
                phase = Phase.DEALER_VERDICT;
            } else {
                events.addAll(settle(truth(), null));
            }
        } else if (action instanceof EleusisAction.Verdict v) {
            if (phase == Phase.STARTER_VERDICT) {
                events.addAll(starterVerdict(v.right()));
            } else {
                events.addAll(settle(v.right(), v.card()));
            }
        } else if (action instanceof EleusisAction.DeclareProphet) {
            events.addAll(declareProphet(seat));
        } else if (action instanceof EleusisAction.EndTurn) {
            events.addAll(advance(seat));
        }
        return events;
    }

    @Override
    protected Outcome.Refused refusalInPlay(int seat, EleusisAction action) {
        if (action instanceof EleusisAction.Play || action instanceof EleusisAction.NoPlay) {
            Outcome.Refused r = waitingRefusal(Phase.PLAY);
            if (r == null) r = turnRefusal(seat);
            if (r != null) return r;
            if (action instanceof EleusisAction.Play p) return checkPlay(seat, p.cards());
            return null;
        }
        if (action instanceof EleusisAction.ProphetCall c) {
            if (prophet == null || seat != prophet) return Outcome.refuse(Reason.NOT_THE_PROPHET, "only the prophet calls plays");
            Outcome.Refused r = waitingRefusal(Phase.PROPHET_CALL);
            if (r != null) return r;
            if (pending.noPlay() && !c.right()) {
                if (c.card() == null) {
                    return Outcome.refuse(Reason.BAD_PLAY, "calling a no-play wrong, the prophet plays a correct card from that hand: name it");
                }
                if (!pending.cards().contains(c.card())) {
                    return Outcome.refuse(Reason.NOT_IN_HAND, "card " + c.card() + " is not in player " + pending.player() + "'s hand");
                }
            }
            return null;
        }
        if (action instanceof EleusisAction.Verdict v) {
            if (seat != dealer()) return Outcome.refuse(Reason.NOT_THE_DEALER, "only the dealer gives verdicts");
            if (!judge().byHand()) {
                return Outcome.refuse(Reason.NOT_ALLOWED, "the secret rule judges this round; the dealer gives no verdicts");
            }
            if (phase != Phase.STARTER_VERDICT && phase != Phase.DEALER_VERDICT) {
                return phase == Phase.PROPHET_CALL ? Outcome.refuse(Reason.WAITING_FOR_PROPHET, "the prophet calls first")
                        : Outcome.refuse(Reason.NOT_NOW, "there is nothing to judge now");
            }
            if (phase == Phase.DEALER_VERDICT && pending.noPlay() && !v.right()) {
                if (v.card() == null) {
                    return Outcome.refuse(Reason.BAD_PLAY, "a wrong no-play: name the correct card from the hand to play");
                }
                if (!pending.cards().contains(v.card())) {
                    return Outcome.refuse(Reason.NOT_IN_HAND, "card " + v.card() + " is not in player " + pending.player() + "'s hand");
                }
            }
            return null;
        }
        if (action instanceof EleusisAction.DeclareProphet && phase == Phase.PLAY) {
            return Outcome.refuse(Reason.NOT_NOW, "a prophet is declared just after one's own play, when the game offers it");
        }
        if (action instanceof EleusisAction.DeclareProphet || action instanceof EleusisAction.EndTurn) {
            if (phase != Phase.AFTER_PLAY || seat != pending.player()) {
                Outcome.Refused r = waitingRefusal(Phase.AFTER_PLAY);
                return r != null ? r : Outcome.refuse(Reason.NOT_YOUR_TURN, "only the player who just played can do this");
            }
            if (action instanceof EleusisAction.DeclareProphet) {
                String why = mayBecomeProphet(seat);
                if (why != null) return Outcome.refuse(Reason.NOT_ALLOWED, why);
            }
            return null;
        }
        return Outcome.refuse(Reason.NOT_ALLOWED, "not an Eleusis action");
    }

    private Outcome.Refused waitingRefusal(Phase wanted) {
        if (phase == wanted) return null;
        return switch (phase) {
            case PROPHET_CALL -> Outcome.refuse(Reason.WAITING_FOR_PROPHET, "waiting for the prophet's call");
            case DEALER_VERDICT, STARTER_VERDICT -> Outcome.refuse(Reason.WAITING_FOR_DEALER, "waiting for the dealer's verdict");
            case AFTER_PLAY -> Outcome.refuse(Reason.NOT_YOUR_TURN, "player " + pending.player() + " is finishing their turn");
            case ROUND_OVER -> Outcome.refuse(Reason.ROUND_OVER, "the round is over");
            case GAME_OVER -> Outcome.refuse(Reason.GAME_OVER, "the game is over");
            default -> Outcome.refuse(Reason.NOT_NOW, "not now");
        };
    }

    private Outcome.Refused checkPlay(int seat, List<Integer> cards) {
        if (cards.isEmpty()) return Outcome.refuse(Reason.BAD_PLAY, "play at least one card, or declare no play");
        if (cards.size() > settings().maxString()) {
            return Outcome.refuse(Reason.BAD_PLAY, "a string holds at most " + settings().maxString() + " cards");
        }
        if (new HashSet<>(cards).size() != cards.size()) {
            return Outcome.refuse(Reason.BAD_PLAY, "the same card cannot be played twice in one string");
        }
        for (Integer id : cards) {
            if (id == null || !table().holds(seat, id)) {
                return Outcome.refuse(Reason.NOT_IN_HAND, "card " + id + " is not in your hand");
            }
        }
        return null;
    }

    /** Why the seat may not become prophet now, or null if it may. */
    String mayBecomeProphet(int seat) {
        if (prophet != null) return "there is already a prophet";
        if (wasProphet.contains(seat)) return "you have already been the prophet this round";
        if (expelled.contains(seat)) return "an expelled player cannot become the prophet";
        if (pending == null || pending.noPlay() || pending.player() != seat) return "a prophet is declared just after one's own play";
        int others = 0;
        for (int s = 0; s < settings().players(); s++) {
            if (s != seat && s != dealer() && !expelled.contains(s)) others++;
        }
        if (others < 2) return "a prophet needs at least two other players still in the round";
        return null;
    }

    // ---------------------------------------------------------------- the round

    @Override
    protected void clearRound() {
        prophet = null;
        wasProphet.clear();
        expelled.clear();
        cardsPlayed = 0;
        prophetMarkerAt = 0;
        mainlineAfterMarker = 0;
        sidelineAfterMarker = 0;
        whiteMarkers.clear();
        blackMarkers.clear();
        suddenDeath = false;
        pending = null;
        lastPlayedCard = -1;
    }

    @Override
    protected List<GameEvent> turnUpStarter() {
        List<GameEvent> events = new ArrayList<>();
        while (true) {
            int decks = table().decks();
            int id = table().takeFromStock();
            if (table().decks() != decks) events.add(new TableEvents.NewDeck(table().decks()));
            table().addToMainline(id);
            if (judge().byHand()) {
                phase = Phase.STARTER_VERDICT;
                return events;
            }
            if (rule().accepts(List.of(), Table.face(id))) {
                events.add(new TableEvents.Starter(Table.face(id).notation(), true));
                phase = Phase.PLAY;
                return events;
            }
            table().refuseStarter();
            events.add(new TableEvents.Starter(Table.face(id).notation(), false));
        }
    }

    private List<GameEvent> starterVerdict(boolean right) {
        List<GameEvent> events = new ArrayList<>();
        String card = Table.face(table().mainline().get(0)).notation();
        if (right) {
            events.add(new TableEvents.Starter(card, true));
            phase = Phase.PLAY;
        } else {
            table().refuseStarter();
            events.add(new TableEvents.Starter(card, false));
            events.addAll(turnUpStarter());
        }
        return events;
    }

    private List<GameEvent> judgeOrWait() {
        if (prophet != null) {
            phase = Phase.PROPHET_CALL;
            return List.of();
        }
        if (judge().byHand()) {
            phase = Phase.DEALER_VERDICT;
            return List.of();
        }
        return settle(truth(), null);
    }

    /** The secret rule's verdict on the pending play or no-play. */
    private boolean truth() {
        if (pending.noPlay()) return correctCardIn(pending.cards()) == null;
        Card[] line = java.util.Arrays.copyOf(table().mainlineFaces(), table().mainlineLength() + pending.cards().size());
        int length = table().mainlineLength();
        for (int id : pending.cards()) {
            if (!rule().accepts(line, length, Table.face(id))) return false;
            line[length++] = Table.face(id);
        }
        return true;
    }

    /**
     * Settles the pending play once its verdict is known ({@code right}), comparing with the
     * prophet's call if there is a prophet. {@code dealerCard}: the correct card a dealer judging by
     * hand names for a wrong no-play.
     */
    private List<GameEvent> settle(boolean right, Integer dealerCard) {
        List<GameEvent> events = new ArrayList<>();
        boolean spare = false;
        Integer correctCard = dealerCard;
        if (prophet != null && pending.prophetCall() != null) {
            boolean prophetRight = pending.prophetCall() == right;
            if (prophetRight && pending.noPlay() && !right) {
                // The prophet played a card from the hand for the player: it must be a correct one.
                boolean cardOk = judge().byHand()
                        ? dealerCard == null || dealerCard.equals(pending.prophetCard())
                        : rule().accepts(table().mainlineFaces(), table().mainlineLength(), Table.face(pending.prophetCard()));
                prophetRight = cardOk;
                if (cardOk) correctCard = pending.prophetCard();
            }
            if (!prophetRight) {
                events.addAll(overthrow());
                spare = true;
            }
        }
        if (pending.noPlay()) {
            events.addAll(settleNoPlay(right, correctCard, spare));
        } else {
            events.addAll(settlePlay(right, spare));
        }
        events.addAll(afterSettling());
        return events;
    }

    private List<GameEvent> overthrow() {
        int fallen = prophet;
        prophet = null;
        blackMarkers.clear();
        List<GameEvent> events = new ArrayList<>();
        events.add(new EleusisEvents.Overthrow(fallen, settings().prophetPenalty()));
        events.addAll(drawCards(fallen, settings().prophetPenalty()));
        // Without black markers, the white ones count again.
        events.addAll(checkSuddenDeath());
        return events;
    }

    private List<GameEvent> settlePlay(boolean right, boolean spare) {
        List<GameEvent> events = new ArrayList<>();
        int player = pending.player();
        List<Integer> cards = pending.cards();
        boolean inSuddenDeath = suddenDeath;
        for (int id : cards) table().removeFromHand(player, id);
        events.add(new TableEvents.Play(player, Table.notation(cards), right ? "right" : "wrong"));
        if (right) {
            for (int id : cards) {
                table().addToMainline(id);
                if (prophet != null) mainlineAfterMarker++;
                events.addAll(cardPlayed(id));
            }
        } else {
            table().addToSideline(cards);
            for (int id : cards) {
                if (prophet != null) sidelineAfterMarker++;
                events.addAll(cardPlayed(id));
            }
            if (!spare) {
                if (inSuddenDeath) {
                    expelled.add(player);
                    events.add(new EleusisEvents.Expelled(player));
                } else {
                    int count = settings().penaltyPerCard() * cards.size();
                    events.addAll(draw(player, count, "wrong play"));
                }
            }
        }
        lastPlayedCard = cards.get(cards.size() - 1);
        return events;
    }

    private List<GameEvent> settleNoPlay(boolean right, Integer correctCard, boolean spare) {
        List<GameEvent> events = new ArrayList<>();
        int player = pending.player();
        events.add(new TableEvents.NoPlay(player, Table.notation(pending.cards()), right ? "right" : "wrong"));
        if (right) {
            int size = table().handSize(player);
            table().discardHand(player);
            int newSize = size - settings().noPlayShrink();
            if (newSize > 0) {
                events.addAll(drawCards(player, newSize));
                events.add(new TableEvents.NewHand(player, newSize));
            }
            return events;
        }
        if (suddenDeath && !spare) {
            expelled.add(player);
            events.add(new EleusisEvents.Expelled(player));
            return events;
        }
        int card = correctCard != null ? correctCard : correctCardIn(pending.cards());
        table().removeFromHand(player, card);
        table().addToMainline(card);
        if (prophet != null) mainlineAfterMarker++;
        String by = prophet != null ? "prophet" : "dealer";
        events.add(new TableEvents.CorrectCard(player, Table.face(card).notation(), by));
        events.addAll(cardPlayed(card));
        if (!(spare && settings().overthrowSparesNoPlay())) {
            events.addAll(draw(player, settings().noPlayPenalty(), "wrong no-play"));
        }
        return events;
    }

    private List<GameEvent> draw(int player, int count, String reason) {
        List<GameEvent> events = drawCards(player, count);
        events.add(new TableEvents.Penalty(player, count, reason));
        return events;
    }

    /** Counts a card played (mainline or sideline) and places the markers it earns. */
    private List<GameEvent> cardPlayed(int id) {
        List<GameEvent> events = new ArrayList<>();
        cardsPlayed++;
        String card = Table.face(id).notation();
        if (cardsPlayed % settings().markerEvery() == 0) {
            whiteMarkers.add(id);
            events.add(new EleusisEvents.Marker("white", card, whiteMarkers.size()));
        }
        if (prophet != null && cardsPlayed > prophetMarkerAt && (cardsPlayed - prophetMarkerAt) % settings().markerEvery() == 0) {
            blackMarkers.add(id);
            events.add(new EleusisEvents.Marker("black", card, blackMarkers.size()));
        }
        events.addAll(checkSuddenDeath());
        return events;
    }

    /**
     * While a prophet stands only black markers count; otherwise white ones. An overthrow takes the
     * black markers off, so sudden death can end again if the white ones are fewer.
     */
    private List<GameEvent> checkSuddenDeath() {
        int counting = prophet != null ? blackMarkers.size() : whiteMarkers.size();
        boolean now = counting >= settings().suddenDeathMarkers();
        boolean began = now && !suddenDeath;
        suddenDeath = now;
        return began ? List.of(new EleusisEvents.SuddenDeath(cardsPlayed)) : List.of();
    }

    private List<GameEvent> declareProphet(int seat) {
        prophet = seat;
        wasProphet.add(seat);
        prophetMarkerAt = cardsPlayed;
        mainlineAfterMarker = 0;
        sidelineAfterMarker = 0;
        blackMarkers.clear();
        blackMarkers.add(lastPlayedCard);
        List<GameEvent> events = new ArrayList<>();
        events.add(new EleusisEvents.ProphetDeclared(seat, Table.face(lastPlayedCard).notation(), cardsPlayed));
        events.add(new EleusisEvents.Marker("black", Table.face(lastPlayedCard).notation(), 1));
        events.addAll(checkSuddenDeath());
        events.addAll(advance(seat));
        return events;
    }

    /** After a play is settled: the round may end; else the player may become prophet, or play moves on. */
    private List<GameEvent> afterSettling() {
        List<GameEvent> events = new ArrayList<>();
        int player = pending.player();
        if (roundIsOver()) {
            events.addAll(endRound());
            return events;
        }
        if (!pending.noPlay() && mayBecomeProphet(player) == null) {
            phase = Phase.AFTER_PLAY;
            return events;
        }
        events.addAll(advance(player));
        return events;
    }

    private boolean roundIsOver() {
        for (int s = 0; s < settings().players(); s++) {
            // An expelled player's empty hand (a last wrong play in sudden death) is not going out.
            if (s != dealer() && !expelled.contains(s) && table().handSize(s) == 0) return true;
        }
        return activePlayers().isEmpty();
    }

    /** Players who take turns: not the dealer, not expelled, not the prophet. */
    private List<Integer> activePlayers() {
        List<Integer> out = new ArrayList<>();
        for (int s = 0; s < settings().players(); s++) {
            if (s != dealer() && !sitsOut(s)) out.add(s);
        }
        return out;
    }

    /** An expelled player, and the prophet, take no turns. */
    private boolean sitsOut(int seat) {
        return expelled.contains(seat) || prophet != null && seat == prophet;
    }

    private List<GameEvent> advance(int from) {
        pending = null;
        if (roundIsOver() || !passTurn(from, this::sitsOut)) return endRound();
        phase = Phase.PLAY;
        return List.of();
    }

    private List<GameEvent> endRound() {
        return endRound(!activePlayers().isEmpty() ? "a player has no cards left"
                : prophet != null ? "everyone but the prophet is out" : "every player is out");
    }

    @Override
    protected List<GameEvent> endRound(String reason) {
        pending = null;
        int high = 0;
        for (int s = 0; s < settings().players(); s++) if (s != dealer()) high = Math.max(high, table().handSize(s));
        Map<Integer, Integer> scores = new LinkedHashMap<>();
        int best = Integer.MIN_VALUE;
        for (int s = 0; s < settings().players(); s++) {
            if (s == dealer()) continue;
            int hand = table().handSize(s);
            int score = high - hand + (hand == 0 ? settings().emptyHandBonus() : 0);
            if (prophet != null && s == prophet) score += mainlineAfterMarker + 2 * sidelineAfterMarker;
            scores.put(s, score);
            best = Math.max(best, score);
        }
        int dealerScore = prophet != null ? Math.min(best, 2 * prophetMarkerAt) : best;
        List<GameEvent> events = scoreRound(scores, dealerScore, prophet, reason);
        phase = lastRound() ? Phase.GAME_OVER : Phase.ROUND_OVER;
        return events;
    }

    // ---------------------------------------------------------------- for the views

    List<Integer> whiteMarkers() { return Collections.unmodifiableList(whiteMarkers); }

    List<Integer> blackMarkers() { return Collections.unmodifiableList(blackMarkers); }

    Pending pending() { return pending; }
}
