package eleusis.game;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.List;

/**
 * Everything the product knows of one game, registered once in {@link Games}: its name, how its
 * settings and actions are written as JSON, how a game starts (and so replays), its computer
 * players and its screen. Storage and the web know games only through this, never by name: adding
 * a game is a folder under {@code game/} with its type added to the catalogue, plus its screen.
 *
 * @param <S> the game's settings
 * @param <A> the game's action type (records)
 */
public interface GameType<S, A> {
    /** The house's seat, where the teacher deals and judges when {@link #houseDeals} says so. */
    int HOUSE_SEAT = 0;

    /** The name it is stored and linked under: "eleusis", "express", "elephant"... */
    String id();

    /** Its name as people say it: "Eleusis Express". */
    String title();

    /**
     * A rule-guessing game: a secret rule (or a dealer judging by hand), the house (the teacher, seat
     * 0) dealing every round in class, students from seat 1, a notebook of hypotheses.
     */
    boolean secretRule();

    /** The fewest and most students a class table of this game seats. */
    int minStudents();

    int maxStudents();

    /**
     * The fewest students with whom every part of the game can happen at a class table: a form that
     * seats a class keeps its tables at least this big where the computer fills the seats left over
     * (full Eleusis's prophet needs two other players besides the dealer). The minimum by default.
     */
    default int fullStudents() { return minStudents(); }

    /**
     * The game's standard settings for a table: a rule-guessing game seats the house too and takes
     * the judge and rounds of {@code setup}; the others take only the number of players.
     *
     * @throws IllegalArgumentException when the setup does not fit the game (with a message saying why)
     */
    S settings(Setup setup);

    /** How a table of it is set up. {@code judge} and {@code rounds} only for a rule-guessing game. */
    record Setup(int players, int rounds, Judge judge, boolean houseDeals) {
        public static Setup players(int players) {
            return new Setup(players, 0, null, false);
        }
    }

    String encodeSettings(S settings);

    /** @throws CodecException when the JSON is not this game's settings */
    S decodeSettings(String json);

    Class<A> actionType();

    String encode(A action);

    /** @throws CodecException when the JSON is not one of this game's actions */
    A decode(JsonNode json);

    /**
     * An action as a player sends it.
     *
     * @throws CodecException when the text is not JSON, or not one of this game's actions
     */
    default A decode(String json) {
        return decode(GameJson.parse(json, "the action", GameJson.MAX_ACTION_CHARS));
    }

    /**
     * An action as the store keeps it: what the game recorded in its history ({@link #encode} of
     * it), which may carry what only the game works out (a guess's judgement) and which
     * {@link #decode} refuses from a player. Only for the stored log, replayed with {@link #replay}.
     *
     * @throws CodecException when the text is not JSON, or not one of this game's recorded actions
     */
    default A decodeStored(String json) {
        return decode(json);
    }

    /** Deals the game. @throws IllegalArgumentException when it cannot start with these settings */
    Game<A> start(S settings, long seed);

    /**
     * The game again from its settings, seed and recorded actions (each one applied as it was, with
     * what the game recorded with it read back: see {@link Game#applyRecorded}).
     */
    default Game<A> replay(S settings, long seed, List<Recorded<A>> actions) {
        return Replay.apply(start(settings, seed), actions);
    }

    /** Whether seat 0 (the teacher) deals every round, so students sit from seat 1. */
    boolean houseDeals(S settings);

    /** The computer player that takes a seat no student has (a stand-in, or a full player). */
    ComputerPlayer<A> computerPlayer();

    /**
     * The machine scientist as a computer player, for the tables whose teacher chooses it instead of
     * {@link #computerPlayer}; null for a game it cannot play (it guesses rules of play on cards).
     * A new one each call, for one table, which keeps it: it remembers what it took in of that
     * table's round from one move to the next.
     */
    default ComputerPlayer<A> scientist() { return null; }

    /** Whether, at a class table, the computer plays every empty seat from the start (else when the teacher asks). */
    boolean computerFillsSeats();

    /**
     * The computer players of a simulation, one per seat, seeded from the game's seed; a
     * rule-guessing game's simulated players are machine scientists, who see what a player sees.
     */
    SimulatedPlayers<A> simulation(S settings, long seed);

    /** Acts for each seat of a simulated game. */
    @FunctionalInterface
    interface SimulatedPlayers<A> {
        A act(Game<A> game, int seat);
    }

    /**
     * The name of its screen under {@code /public}: the script that draws a view ("table.js" for
     * the rule-guessing games, "games/elephant.js"...) and the page that loads it.
     */
    String screen();
}
