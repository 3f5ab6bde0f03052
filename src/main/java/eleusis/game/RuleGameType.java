package eleusis.game;

import java.util.function.Supplier;

/**
 * What the two rule-guessing games (Eleusis, Eleusis Express) share in the catalogue: a class table
 * of 2 to 7 students and the house, the teacher, dealing every round at seat 0; the computer
 * stands in for an absent student only when the teacher asks; the screen is the table page.
 *
 * @param <S> the game's settings
 * @param <A> its action type
 */
public abstract class RuleGameType<S extends RuleGameSettings<S>, A> implements GameType<S, A> {
    /** Students at a class table, besides the house. */
    public static final int MIN_STUDENTS = 2;
    public static final int MAX_STUDENTS = 7;

    @Override public final boolean secretRule() { return true; }

    @Override public final int minStudents() { return MIN_STUDENTS; }

    @Override public final int maxStudents() { return MAX_STUDENTS; }

    /** A stand-in plays a card by lot and ends its turn; it never guesses (the table waits for people otherwise). */
    @Override public final boolean computerFillsSeats() { return false; }

    @Override public final String screen() { return "table.js"; }

    private final ComputerPlayer<A> standIn;
    private final Supplier<? extends ComputerPlayer<A>> scientist;
    private final Supplier<? extends ComputerPlayer<A>> simulatedScientist;

    /**
     * @param standIn            plays for an absent student when the teacher asks (see {@link #computerFillsSeats})
     * @param scientist          a machine scientist for the seats of a class table, made for each table
     * @param simulatedScientist a machine scientist for a seat of a simulated game, made for each game
     */
    protected RuleGameType(ComputerPlayer<A> standIn, Supplier<? extends ComputerPlayer<A>> scientist,
                           Supplier<? extends ComputerPlayer<A>> simulatedScientist) {
        this.standIn = standIn;
        this.scientist = scientist;
        this.simulatedScientist = simulatedScientist;
    }

    @Override public final ComputerPlayer<A> computerPlayer() { return standIn; }

    /** A new one each call: it keeps a scientist per seat through a round, so each table needs its own. */
    @Override public final ComputerPlayer<A> scientist() { return scientist.get(); }

    /** A machine scientist in every seat, who sees what a player sees (never the rule). */
    @Override
    public final SimulatedPlayers<A> simulation(S settings, long seed) {
        requireSecretRule(settings.judges().get(0));
        return scientists(simulatedScientist.get(), standIn);
    }

    /** The game's standard settings for so many seats (the dealer's included) and one judge. */
    protected abstract S standard(int players, Judge judge);

    /** The standard game, with the rounds asked for (0: the standard number) and the house dealing or not. */
    @Override
    public final S settings(Setup setup) {
        S s = standard(setup.players(), setup.judge()).withDealerRotates(!setup.houseDeals());
        return setup.rounds() > 0 ? s.withRounds(setup.rounds()) : s;
    }

    @Override public final boolean houseDeals(S settings) { return !settings.dealerRotates(); }

    /**
     * Simulated players who are machine scientists (they see what a player sees, never the rule); an
     * action the game would refuse (by the engine's own check, which changes nothing; none is known,
     * a guess too costly to check exactly could be) gives way to the stand-in's, so a simulation
     * never stops.
     */
    @SuppressWarnings("unchecked") // the simulated game is the type's own, built on RuleGameEngine
    private static <A> SimulatedPlayers<A> scientists(ComputerPlayer<A> scientist, ComputerPlayer<A> standIn) {
        return (game, seat) -> {
            long seed = ComputerPlayer.moveSeed(game, seat);
            A a = scientist.move(game, seat, seed);
            return a != null && ((RuleGameEngine<?, A>) game).refusal(seat, a) == null ? a : standIn.move(game, seat, seed);
        };
    }

    /** A simulation needs a secret rule to judge its plays (nobody judges by hand there); its players are never handed it. */
    private static void requireSecretRule(Judge judge) {
        if (judge instanceof Judge.ByRule) return;
        throw new IllegalArgumentException("a simulated game needs a secret rule, not a dealer judging by hand");
    }
}
