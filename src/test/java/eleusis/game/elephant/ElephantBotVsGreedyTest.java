package eleusis.game.elephant;

import static org.junit.jupiter.api.Assertions.assertTrue;

import eleusis.game.BotMatches;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import java.util.Map;

/**
 * The bot against greedy players (see GreedyPlayer): 1,000 seeded games at each table size, the bot
 * in one seat (rotating from game to game), greedy players in the others, standard settings. A
 * shared win counts as a share, so a player as strong as the others wins 1/N of the games. The bot
 * must win at least its fair share. Run alone to see the figures:
 * {@code mvn -B -q test -Dtest=ElephantBotVsGreedyTest}
 */
class ElephantBotVsGreedyTest {
    static final int GAMES = 1_000;

    /** The bot's win share and average points, the greedy players' average points. */
    record Figures(int players, int games, double winShare, double botPoints, double greedyPoints, double seconds) {
        @Override
        public String toString() {
            return String.format("Elephant bot vs greedy, %d players: %d games, bot win share %.3f (fair share %.3f),"
                    + " bot average %.1f points, greedy players' average %.1f points (%.1f s)",
                    players, games, winShare, 1.0 / players, botPoints, greedyPoints, seconds);
        }
    }

    static Figures measure(int players, int games) {
        long start = System.nanoTime();
        double shares = 0;
        long botPoints = 0;
        long greedyPoints = 0;
        for (int i = 0; i < games; i++) {
            int botSeat = i % players;
            ElephantBot bot = new ElephantBot(i);
            GreedyPlayer greedy = new GreedyPlayer(90_000L * players + i);
            ElephantGame g = BotMatches.playOut(ElephantGame.start(ElephantSettings.standard(players), 50_000L * players + i),
                    2_000, "game " + i, (game, seat) -> seat == botSeat ? bot.act(game, seat) : greedy.act(game, seat));
            Map<Integer, Integer> t = g.totals();
            shares += BotMatches.winShare(t, botSeat);
            for (int s = 0; s < players; s++) {
                if (s == botSeat) botPoints += t.get(s);
                else greedyPoints += t.get(s);
            }
        }
        return new Figures(players, games, shares / games, (double) botPoints / games,
                (double) greedyPoints / ((long) games * (players - 1)), (System.nanoTime() - start) / 1e9);
    }

    @ParameterizedTest(name = "{0} players")
    @ValueSource(ints = {3, 4, 5})
    void theBotWinsAtLeastItsFairShareAgainstGreedyPlayers(int players) {
        Figures f = measure(players, GAMES);
        System.out.println(f);
        assertTrue(f.winShare() >= 1.0 / players, f.toString());
    }
}
