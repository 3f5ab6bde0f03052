package eleusis.game.elementa;

import static org.junit.jupiter.api.Assertions.assertTrue;

import eleusis.game.GameEvent;
import eleusis.game.Outcome;
import eleusis.game.RandomPlayer;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Two bots against two random players over 1,000 seeded games, the bots' team alternating. */
class ElementaBotTest {
    static final int GAMES = 1_000;

    /** Plays one game: the seats of {@code botTeam} are bots, the others random. */
    static ElementaEvents.GameEnd play(long seed, int botTeam) {
        ElementaGame g = ElementaGame.start(ElementaSettings.standard(4), seed);
        ElementaBot[] bots = new ElementaBot[4];
        List<RandomPlayer<ElementaAction>> randoms = new java.util.ArrayList<>();
        for (int s = 0; s < 4; s++) {
            bots[s] = new ElementaBot(seed * 1_000 + s);
            randoms.add(new RandomPlayer<>(seed * 1_000 + 500 + s));
        }
        for (int n = 0; !g.over(); n++) {
            if (n > 40) throw new AssertionError("a game lays 40 cards, no more");
            int seat = g.waitingFor().get(0);
            ElementaAction a = ElementaRules.team(seat) == botTeam ? bots[seat].act(g, seat) : randoms.get(seat).act(g, seat);
            Outcome o = g.apply(seat, a);
            if (!o.applied()) throw new AssertionError("refused: " + a + " " + o);
        }
        GameEvent last = g.log().get(g.log().size() - 1);
        return (ElementaEvents.GameEnd) last;
    }

    @Test
    void botsBeatRandomPlayersByAWideMargin() {
        int wins = 0, draws = 0, losses = 0, outright = 0, outrightAgainst = 0;
        long botPoints = 0, randomPoints = 0, botRelics = 0;
        for (int i = 0; i < GAMES; i++) {
            int botTeam = i % 2;
            ElementaEvents.GameEnd end = play(7_000 + i, botTeam);
            if (end.winner() == null) draws++;
            else if (end.winner() == botTeam) wins++;
            else losses++;
            if (end.allRelics() != null && end.allRelics() == botTeam) outright++;
            if (end.allRelics() != null && end.allRelics() != botTeam) outrightAgainst++;
            botPoints += end.scores().get(botTeam);
            randomPoints += end.scores().get(1 - botTeam);
            botRelics += end.relics().get(botTeam);
        }
        System.out.printf("Elementa: %d games, bot team (2 ElementaBot seats) vs random team (2 random seats), "
                        + "bot team alternating%n  bot team wins %.1f%%, draws %.1f%%, random team wins %.1f%% "
                        + "(baseline 50%%)%n  average points: bot team %.1f, random team %.1f; average relics of the "
                        + "bot team %.2f of 5; all five relics: bot team %d games, random team %d games%n",
                GAMES, 100.0 * wins / GAMES, 100.0 * draws / GAMES, 100.0 * losses / GAMES,
                (double) botPoints / GAMES, (double) randomPoints / GAMES, (double) botRelics / GAMES, outright, outrightAgainst);
        assertTrue(wins >= 0.75 * GAMES, "the bots' team must win at least 75% of the games against random players, won " + wins);
        assertTrue(botPoints > 1.3 * randomPoints, "the bots' team must score well above the random team");
    }
}
