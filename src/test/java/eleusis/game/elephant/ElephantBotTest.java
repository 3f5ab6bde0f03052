package eleusis.game.elephant;

import static org.junit.jupiter.api.Assertions.assertTrue;

import eleusis.game.BotMatches;
import eleusis.game.RandomPlayer;
import org.junit.jupiter.api.Test;
import java.util.Map;

/**
 * The bot against random players: 1,000 seeded games, 3 to 5 players, the bot's seat rotating,
 * everyone else choosing uniformly among the legal actions.
 */
class ElephantBotTest {
    static final int GAMES = 1_000;

    @Test
    void theBotBeatsRandomPlayersByAWideMargin() {
        double shares = 0;
        double baseline = 0;
        long botPoints = 0;
        long otherPoints = 0;
        long others = 0;
        for (int i = 0; i < GAMES; i++) {
            int players = 3 + i % 3;
            int botSeat = (i / 3) % players;
            ElephantBot bot = new ElephantBot(i);
            RandomPlayer<ElephantAction> rnd = new RandomPlayer<>(77_000 + i);
            ElephantGame g = BotMatches.playOut(ElephantGame.start(ElephantSettings.standard(players), 9_000 + i),
                    2_000, "game " + i, (game, seat) -> seat == botSeat ? bot.act(game, seat) : rnd.act(game, seat));
            Map<Integer, Integer> t = g.totals();
            // A shared win counts as a share, so that the baseline is exactly 1/N per game.
            double share = BotMatches.winShare(t, botSeat);
            baseline += 1.0 / players;
            botPoints += t.get(botSeat);
            for (int s = 0; s < players; s++) {
                if (s != botSeat) {
                    otherPoints += t.get(s);
                    others++;
                }
            }
            shares += share;
        }
        double winShare = shares / GAMES;
        double base = baseline / GAMES;
        System.out.printf("Elephant bot vs random: %d games (3-5 players), bot win share %.3f (random baseline %.3f),"
                + " bot average %.1f points, random players' average %.1f points%n",
                GAMES, winShare, base, (double) botPoints / GAMES, (double) otherPoints / others);
        assertTrue(winShare > 2 * base, "the bot should win far more often than 1/N: " + winShare + " vs " + base);
        assertTrue(botPoints / (double) GAMES > 1.3 * otherPoints / others, "the bot should score far more");
    }
}
