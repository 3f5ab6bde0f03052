package eleusis.game.palmera;

import eleusis.game.GameEngine;
import eleusis.game.GameEvent;
import eleusis.game.Replay;
import eleusis.game.Outcome;
import eleusis.game.Reason;
import eleusis.game.Recorded;
import eleusis.game.Viewer;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Deque;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.SplittableRandom;

/**
 * En la palmera (Richard Garfield's Pecking Order / Auf die Palme on a poker deck), two players.
 * Each turn a player draws the top card of their own suit and places it at once, face down, on
 * their side of a perch; a card placed where the opponent sits starts a clash in which the defender
 * is shown and the stronger card stays (kings sweep the perch; the holder of perch 1 wins ties, or
 * the attacker when nobody holds it). Taking perch 3 lets one peek; perch 8 holds two cards. When
 * both suits are played, kings leave the board and each player scores the value of every perch held,
 * per card. Two rounds; the higher total wins.
 */
public final class PalmeraGame extends GameEngine<PalmeraAction> {
    private final PalmeraSettings settings;
    private final SplittableRandom random;
    /** Fixed deals per round for tests; null for shuffled piles. */
    private final List<PalmeraDeal> deals;
    private final Integer fixedFirst;
    private final List<Map<Integer, Integer>> roundScores = new ArrayList<>();
    private final int[] totals = new int[2];
    private List<Integer> winners = List.of();

    private int round = -1;
    private int firstOfRound;
    private int turn;
    private PalmeraPhase phase;
    private Integer drawn;
    private final List<Deque<Integer>> piles = new ArrayList<>();
    private PalmeraBoard board;
    /** Per seat, the opponent's cards it has peeked at this round. */
    private final List<Set<Integer>> peeked = new ArrayList<>();
    /** Per seat, whether taking perch 3 has brought it a peek this round (for peekOnEveryCapture = false). */
    private final boolean[] hadPeek = new boolean[2];
    private PalmeraEvents.RoundEnd lastRoundEnd;

    private PalmeraGame(PalmeraSettings settings, long seed, List<PalmeraDeal> deals, Integer fixedFirst) {
        super(seed);
        this.settings = settings;
        this.random = new SplittableRandom(seed);
        this.deals = deals;
        this.fixedFirst = fixedFirst;
        for (int s = 0; s < 2; s++) {
            piles.add(new ArrayDeque<>());
            peeked.add(new HashSet<>());
        }
    }

    public static PalmeraGame start(PalmeraSettings settings, long seed) {
        PalmeraGame g = new PalmeraGame(settings, seed, null, null);
        g.logged(g.startRound());
        return g;
    }

    /** For tests: round r is dealt {@code deals.get(r)} (shuffled when there is none), and {@code firstPlayer} begins. */
    static PalmeraGame startWithDeal(PalmeraSettings settings, long seed, int firstPlayer, List<PalmeraDeal> deals) {
        if (firstPlayer != 0 && firstPlayer != 1) throw new IllegalArgumentException("the first player is seat 0 or 1");
        PalmeraGame g = new PalmeraGame(settings, seed, List.copyOf(deals), firstPlayer);
        g.logged(g.startRound());
        return g;
    }

    public static PalmeraGame replay(PalmeraSettings settings, long seed, List<Recorded<PalmeraAction>> actions) {
        return Replay.apply(start(settings, seed), actions);
    }

    static PalmeraGame replayWithDeal(PalmeraSettings settings, long seed, int firstPlayer, List<PalmeraDeal> deals,
                                      List<Recorded<PalmeraAction>> actions) {
        return Replay.apply(startWithDeal(settings, seed, firstPlayer, deals), actions);
    }


    // ---------------------------------------------------------------- the model

    @Override public String name() { return "palmera"; }

    @Override public int players() { return 2; }

    public PalmeraSettings settings() { return settings; }

    @Override public boolean over() { return phase == PalmeraPhase.GAME_OVER; }

    @Override
    public Map<Integer, Integer> totals() {
        Map<Integer, Integer> m = new LinkedHashMap<>();
        for (int s = 0; s < 2; s++) m.put(s, totals[s]);
        return m;
    }

    public PalmeraPhase phase() { return phase; }

    public int round() { return round; }

    public int turn() { return turn; }

    public List<Map<Integer, Integer>> roundScores() { return Collections.unmodifiableList(roundScores); }

    public List<Integer> winners() { return winners; }

    PalmeraBoard board() { return board; }

    /** The end of the last round played, every card of it turned up; null during the first round. */
    public PalmeraEvents.RoundEnd lastRoundEnd() { return lastRoundEnd; }

    Integer drawn() { return drawn; }

    List<Integer> pile(int seat) { return List.copyOf(piles.get(seat)); }

    Set<Integer> peeked(int seat) { return Collections.unmodifiableSet(peeked.get(seat)); }

    @Override
    public List<Integer> waitingFor() {
        return phase == PalmeraPhase.GAME_OVER ? List.of() : List.of(turn);
    }

    @Override
    public List<String> allowed(int seat) {
        if (phase == PalmeraPhase.GAME_OVER || seat != turn) return List.of();
        if (phase == PalmeraPhase.PEEK) return settings.peekOptional() ? List.of("peek", "skip_peek") : List.of("peek");
        return openPerches(seat).isEmpty() ? List.of("discard") : List.of("place");
    }

    /**
     * Every complete legal action for the seat now; empty if none. On a turn to place, each open
     * perch from 1 up (against two cards on perch 8, once for each card to fight first), or the
     * discard when no perch is open; at a peek, each face-down card of the opponent by perch and
     * slot, then skip_peek when the settings let one decline.
     */
    @Override
    public List<PalmeraAction> legalActions(int seat) {
        List<PalmeraAction> out = new ArrayList<>();
        if (phase == PalmeraPhase.GAME_OVER || seat != turn) return out;
        if (phase == PalmeraPhase.PEEK) {
            for (int[] ps : board.faceDown(1 - seat)) out.add(new PalmeraAction.Peek(ps[0], ps[1]));
            if (settings.peekOptional()) out.add(new PalmeraAction.SkipPeek());
            return out;
        }
        for (int perch : openPerches(seat)) {
            if (fightOrderMatters(seat, perch)) {
                for (int slot = 0; slot < board.cards(perch).size(); slot++) out.add(new PalmeraAction.Place(perch, slot));
            } else {
                out.add(new PalmeraAction.Place(perch));
            }
        }
        if (out.isEmpty()) out.add(new PalmeraAction.Discard());
        return out;
    }

    @Override
    public PalmeraView view(Viewer viewer) {
        return PalmeraView.of(this, viewer);
    }

    private List<Integer> openPerches(int seat) {
        List<Integer> out = new ArrayList<>();
        for (PalmeraPerch p : PalmeraPerches.ALL) if (board.open(seat, p.number())) out.add(p.number());
        return out;
    }

    /** Against two cards the attacker chooses which to fight first, unless a king sweeps them both at once. */
    private boolean fightOrderMatters(int seat, int perch) {
        Integer owner = board.owner(perch);
        return owner != null && owner != seat && board.cards(perch).size() > 1 && !PalmeraCards.king(drawn);
    }

    // ---------------------------------------------------------------- acting

    @Override
    protected List<GameEvent> perform(int seat, PalmeraAction action) {
        List<GameEvent> events = new ArrayList<>();
        if (action instanceof PalmeraAction.Place p) {
            events.addAll(place(seat, p));
        } else if (action instanceof PalmeraAction.Peek p) {
            int card = board.cards(p.perch()).get(p.slot()).card();
            peeked.get(seat).add(card);
            events.add(new PalmeraEvents.Peek(seat, p.perch(), p.slot()));
            events.add(new PalmeraEvents.PeekSeen(seat, p.perch(), p.slot(), PalmeraCards.face(card)));
            events.addAll(endTurn());
        } else if (action instanceof PalmeraAction.SkipPeek) {
            events.add(new PalmeraEvents.PeekSkipped(seat));
            events.addAll(endTurn());
        } else if (action instanceof PalmeraAction.Discard) {
            board.leave(drawn, false);
            drawn = null;
            events.add(new PalmeraEvents.NoPlace(seat));
            events.addAll(endTurn());
        }
        return events;
    }

    @Override
    protected Outcome.Refused refusal(int seat, PalmeraAction action) {
        if (action instanceof PalmeraAction.Place || action instanceof PalmeraAction.Discard) {
            if (phase == PalmeraPhase.PEEK) {
                return Outcome.refuse(Reason.NOT_NOW, "player " + turn + " has taken perch 3 and is choosing a card to peek at");
            }
            if (seat != turn) return Outcome.refuse(Reason.NOT_YOUR_TURN, "it is player " + turn + "'s turn");
            List<Integer> open = openPerches(seat);
            if (action instanceof PalmeraAction.Discard) {
                return open.isEmpty() ? null : Outcome.refuse(Reason.NOT_ALLOWED,
                        "your card can go on perch " + open.get(0) + "; a card is discarded only when no perch can take it");
            }
            return checkPlace(seat, (PalmeraAction.Place) action);
        }
        if (action instanceof PalmeraAction.Peek || action instanceof PalmeraAction.SkipPeek) {
            if (phase != PalmeraPhase.PEEK) {
                return Outcome.refuse(Reason.NOT_NOW, "a peek comes only just after taking perch 3");
            }
            if (seat != turn) return Outcome.refuse(Reason.NOT_YOUR_TURN, "player " + turn + " is the one to peek");
            if (action instanceof PalmeraAction.SkipPeek) {
                return settings.peekOptional() ? null
                        : Outcome.refuse(Reason.NOT_ALLOWED, "in this game the holder of perch 3 must peek");
            }
            PalmeraAction.Peek p = (PalmeraAction.Peek) action;
            if (!PalmeraPerches.exists(p.perch())) return noSuchPerch(p.perch());
            List<PalmeraPerched> there = board.cards(p.perch());
            if (p.slot() < 0 || p.slot() >= there.size()) {
                return Outcome.refuse(Reason.BAD_PLAY, "perch " + p.perch() + " has no card in slot " + p.slot()
                        + (there.isEmpty() ? " (it is empty)" : " (slots 0 to " + (there.size() - 1) + ")"));
            }
            PalmeraPerched target = there.get(p.slot());
            if (target.owner() == seat) return Outcome.refuse(Reason.NOT_ALLOWED, "that is your own card; peek at one of your opponent's");
            if (target.shown()) return Outcome.refuse(Reason.NOT_ALLOWED, "that card is face up already; a peek is at a face-down card");
            return null;
        }
        return Outcome.refuse(Reason.NOT_ALLOWED, "not an En la palmera action");
    }

    private Outcome.Refused checkPlace(int seat, PalmeraAction.Place p) {
        if (!PalmeraPerches.exists(p.perch())) return noSuchPerch(p.perch());
        if (!board.open(seat, p.perch())) {
            return Outcome.refuse(Reason.NOT_ALLOWED, PalmeraPerches.get(p.perch()).capacity() > 1
                    ? "perch " + p.perch() + " holds " + PalmeraPerches.get(p.perch()).capacity() + " of your cards already"
                    : "you hold perch " + p.perch() + " already; only perch 8 takes a second card of yours");
        }
        if (fightOrderMatters(seat, p.perch())) {
            if (p.first() == null) {
                return Outcome.refuse(Reason.BAD_PLAY, "perch " + p.perch() + " has two defending cards: say which to fight"
                        + " first (first = 0 or 1)");
            }
            if (p.first() < 0 || p.first() >= board.cards(p.perch()).size()) {
                return Outcome.refuse(Reason.BAD_PLAY, "the card to fight first is slot 0 or 1 of perch " + p.perch() + ", not " + p.first());
            }
        } else if (p.first() != null) {
            return Outcome.refuse(Reason.BAD_PLAY, "'first' is only for an attack on two cards of perch 8 by a card that is not a king");
        }
        return null;
    }

    private static Outcome.Refused noSuchPerch(int perch) {
        return Outcome.refuse(Reason.BAD_PLAY, "there is no perch " + perch + "; the perches are 1 to " + PalmeraPerches.ALL.size());
    }

    // ---------------------------------------------------------------- placing and clashes

    private List<GameEvent> place(int seat, PalmeraAction.Place p) {
        List<GameEvent> events = new ArrayList<>();
        int card = drawn;
        drawn = null;
        Integer peekHolderBefore = board.owner(PalmeraPerches.PEEK);
        events.add(new PalmeraEvents.Place(seat, p.perch()));
        Integer owner = board.owner(p.perch());
        if (owner == null || owner == seat) {
            board.add(p.perch(), new PalmeraPerched(card, false, List.of()));
        } else if (PalmeraCards.king(card)) {
            events.addAll(kingAttack(seat, card, p.perch()));
        } else {
            events.addAll(clash(seat, card, p.perch(), p.first()));
        }
        Integer peekHolder = board.owner(PalmeraPerches.PEEK);
        boolean tookIt = peekHolder != null && peekHolder == seat && (peekHolderBefore == null || peekHolderBefore != seat);
        if (tookIt && (settings.peekOnEveryCapture() || !hadPeek[seat]) && !board.faceDown(1 - seat).isEmpty()) {
            hadPeek[seat] = true;
            phase = PalmeraPhase.PEEK;
            events.add(new PalmeraEvents.PeekDue(seat));
            return events;
        }
        events.addAll(endTurn());
        return events;
    }

    private List<GameEvent> kingAttack(int seat, int king, int perch) {
        List<String> shown = new ArrayList<>();
        int unseen = 0;
        for (PalmeraPerched d : List.copyOf(board.cards(perch))) {
            boolean show = d.shown() || !settings.kingDiscardsUnseen();
            board.removeFromPerch(perch, d.card(), show);
            if (show) shown.add(PalmeraCards.face(d.card()));
            else unseen++;
        }
        board.leave(king, true);
        return List.of(new PalmeraEvents.KingAttack(perch, seat, PalmeraCards.face(king), shown, unseen));
    }

    /**
     * The attacker fights the defenders one after another (two only on perch 8, in the order it
     * chose); each defender is turned up just before its fight, so a second one stays hidden if the
     * first fight is lost or was against a king.
     */
    private List<GameEvent> clash(int seat, int card, int perch, Integer first) {
        List<GameEvent> events = new ArrayList<>();
        int defender = 1 - seat;
        Integer tieHolder = board.owner(PalmeraPerches.TIEBREAK);
        List<PalmeraPerched> order = new ArrayList<>(board.cards(perch));
        if (order.size() > 1 && first != null && first == 1) Collections.reverse(order);
        List<String> beat = new ArrayList<>();
        for (int i = 0; i < order.size(); i++) {
            int d = order.get(i).card();
            String dFace = PalmeraCards.face(d);
            board.turnUp(perch, d);
            if (PalmeraCards.king(d)) {
                int unseen = 0;
                for (PalmeraPerched other : List.copyOf(board.cards(perch))) {
                    boolean show = other.shown();
                    board.removeFromPerch(perch, other.card(), show);
                    if (!show) unseen++;
                }
                board.leave(card, settings.showLosingAttacker());
                if (!settings.showLosingAttacker()) unseen++;
                events.add(new PalmeraEvents.Clash(perch, seat, defender, i + 1, dFace, "king",
                        settings.showLosingAttacker() ? PalmeraCards.face(card) : null, unseen));
                events.add(new PalmeraEvents.Announce(seat, perch, i + 1, PalmeraCards.face(card), dFace, "king", "king"));
                return events;
            }
            int diff = PalmeraCards.strength(card) - PalmeraCards.strength(d);
            boolean attackerWins = diff > 0 || (diff == 0 && (tieHolder == null || tieHolder == seat));
            String why = diff > 0 ? "higher" : diff < 0 ? "lower" : tieHolder == null ? "tie_attacker" : "tie_ace_perch";
            if (attackerWins) {
                board.removeFromPerch(perch, d, true);
                beat.add(dFace);
                events.add(new PalmeraEvents.Clash(perch, seat, defender, i + 1, dFace, "attacker", null, 0));
                events.add(new PalmeraEvents.Announce(seat, perch, i + 1, PalmeraCards.face(card), dFace, "won", why));
            } else {
                board.leave(card, settings.showLosingAttacker());
                events.add(new PalmeraEvents.Clash(perch, seat, defender, i + 1, dFace, "defender",
                        settings.showLosingAttacker() ? PalmeraCards.face(card) : null, 0));
                events.add(new PalmeraEvents.Announce(seat, perch, i + 1, PalmeraCards.face(card), dFace, "lost", why));
                return events;
            }
        }
        board.add(perch, new PalmeraPerched(card, false, beat));
        return events;
    }

    // ---------------------------------------------------------------- turns and rounds

    private List<GameEvent> endTurn() {
        if (piles.get(0).isEmpty() && piles.get(1).isEmpty()) return endRound();
        int next = piles.get(1 - turn).isEmpty() ? turn : 1 - turn;
        return drawFor(next);
    }

    private List<GameEvent> drawFor(int seat) {
        turn = seat;
        phase = PalmeraPhase.PLACE;
        drawn = piles.get(seat).poll();
        return List.of(new PalmeraEvents.Draw(seat, PalmeraCards.face(drawn), piles.get(seat).size()));
    }

    private List<GameEvent> startRound() {
        List<GameEvent> events = new ArrayList<>();
        round++;
        if (round == 0) firstOfRound = fixedFirst != null ? fixedFirst : random.nextInt(2);
        else firstOfRound = 1 - firstOfRound;
        board = new PalmeraBoard();
        for (int s = 0; s < 2; s++) {
            peeked.get(s).clear();
            hadPeek[s] = false;
            piles.get(s).clear();
            piles.get(s).addAll(deals != null && round < deals.size() ? deals.get(round).pile(s) : shuffled(s));
        }
        Map<Integer, String> suits = new LinkedHashMap<>();
        for (int s = 0; s < 2; s++) suits.put(s, PalmeraCards.suitName(s));
        events.add(new PalmeraEvents.RoundStart(round, firstOfRound, suits));
        events.addAll(drawFor(firstOfRound));
        return events;
    }

    private List<Integer> shuffled(int seat) {
        List<Integer> cards = new ArrayList<>(PalmeraCards.suit(seat));
        for (int i = cards.size() - 1; i > 0; i--) Collections.swap(cards, i, random.nextInt(i + 1));
        return cards;
    }

    private List<GameEvent> endRound() {
        List<GameEvent> events = new ArrayList<>();
        List<String> kings = new ArrayList<>();
        List<PalmeraEvents.PerchEnd> perches = new ArrayList<>();
        Map<Integer, Integer> scores = new LinkedHashMap<>();
        scores.put(0, 0);
        scores.put(1, 0);
        for (PalmeraPerch p : PalmeraPerches.ALL) {
            List<String> faces = new ArrayList<>();
            for (PalmeraPerched c : List.copyOf(board.cards(p.number()))) {
                faces.add(PalmeraCards.face(c.card()));
                board.turnUp(p.number(), c.card());
                if (PalmeraCards.king(c.card())) {
                    kings.add(PalmeraCards.face(c.card()));
                    board.removeFromPerch(p.number(), c.card(), true);
                }
            }
            Integer owner = board.owner(p.number());
            int points = owner == null ? 0 : p.number() * board.cards(p.number()).size();
            if (owner != null) scores.merge(owner, points, Integer::sum);
            perches.add(new PalmeraEvents.PerchEnd(p.number(), owner, faces, points));
        }
        roundScores.add(scores);
        for (int s = 0; s < 2; s++) totals[s] += scores.get(s);
        lastRoundEnd = new PalmeraEvents.RoundEnd(round, perches, kings, scores, totals());
        events.add(lastRoundEnd);
        if (round + 1 < settings.rounds()) {
            events.addAll(startRound());
            return events;
        }
        phase = PalmeraPhase.GAME_OVER;
        drawn = null;
        String decidedBy = "points";
        if (totals[0] != totals[1]) {
            winners = List.of(totals[0] > totals[1] ? 0 : 1);
        } else {
            Integer ace = board.owner(PalmeraPerches.TIEBREAK);
            if (settings.tieBreak() == PalmeraTieBreak.ACE_PERCH && ace != null) {
                winners = List.of(ace);
                decidedBy = "ace_perch";
            } else {
                winners = List.of(0, 1);
                decidedBy = "draw";
            }
        }
        events.add(new PalmeraEvents.GameEnd(totals(), List.copyOf(roundScores), winners, decidedBy));
        return events;
    }
}
