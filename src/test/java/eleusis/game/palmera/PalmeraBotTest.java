package eleusis.game.palmera;

import static org.junit.jupiter.api.Assertions.assertTrue;

import eleusis.game.BotMatches;
import eleusis.game.RandomPlayer;
import org.junit.jupiter.api.Test;

/**
 * The bot against a random player over 1,000 seeded games, the bot taking seat 0 in even games
 * and seat 1 in odd ones. A random pair would split the wins about evenly (a few draws aside).
 */
class PalmeraBotTest {
    static final int GAMES = 1000;

    @Test
    void theBotBeatsARandomPlayerByAWideMargin() {
        int wins = 0;
        int draws = 0;
        long botPoints = 0;
        long randomPoints = 0;
        for (long seed = 0; seed < GAMES; seed++) {
            int botSeat = (int) (seed % 2);
            PalmeraBot bot = new PalmeraBot(seed * 7 + 1);
            RandomPlayer<PalmeraAction> other = new RandomPlayer<>(seed * 11 + 3);
            PalmeraGame g = BotMatches.playOut(PalmeraGame.start(PalmeraSettings.standard(2), seed), 200, "game " + seed,
                    (game, seat) -> seat == botSeat ? bot.act(game, seat) : other.act(game, seat));
            if (g.winners().size() == 2) draws++;
            else if (g.winners().get(0) == botSeat) wins++;
            botPoints += g.totals().get(botSeat);
            randomPoints += g.totals().get(1 - botSeat);
        }
        double share = wins / (double) GAMES;
        System.out.printf("En la palmera, bot vs random, %d games (bot alternating seats): bot wins %.1f%%, draws %.1f%%,"
                        + " random wins %.1f%%; average total per game: bot %.1f, random %.1f%n",
                GAMES, 100 * share, 100.0 * draws / GAMES, 100.0 * (GAMES - wins - draws) / GAMES,
                botPoints / (double) GAMES, randomPoints / (double) GAMES);
        assertTrue(share > 0.85, "the bot should win well above the random share of about 50%: " + share);
    }
}
