package eleusis.store;

import static eleusis.live.LiveTable.await;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import eleusis.bench.HeavyGuesses;
import eleusis.game.Outcome;
import eleusis.game.Reason;
import eleusis.game.Viewer;
import eleusis.game.express.ExpressAction;
import eleusis.game.express.ExpressGame;
import eleusis.game.express.ExpressPhase;
import eleusis.game.express.ExpressSettings;
import eleusis.game.express.ExpressType;
import eleusis.game.Views;
import eleusis.live.LiveTable;
import eleusis.live.LiveTablesOnDisk;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The store keeps a guess as the game recorded it, with its judgement, and a restart reads it back;
 * a judgement sent by a player is refused and nothing is stored; a log stored without judgements
 * (before they were recorded) still rebuilds.
 */
class StoredJudgementTest extends LiveTablesOnDisk {
    StoredJudgementTest() {
        super("express");
    }

    private LiveTable<ExpressSettings, ExpressAction> table(String name) {
        return games.create(ExpressType.TYPE, sessionId, name, HeavyGuesses.settings(2), 42);
    }

    private static List<String> views(LiveTable<?, ?> t) {
        return t.read(g -> Views.all(g));
    }

    private static List<String> history(LiveTable<?, ?> t) {
        return t.read(g -> g.history().stream().map(Object::toString).toList());
    }

    @Test
    void aGuessIsStoredWithItsJudgementAndARestartReadsItBack() {
        LiveTable<ExpressSettings, ExpressAction> t = table("judged");
        HeavyGuesses.play(() -> t.read(g -> (ExpressGame) g), (seat, a) -> await(t.submit(seat, a)), "card is black or card.rank == 1");
        List<String> before = views(t);
        List<LoggedAction> log = db.actionLog().load(t.tableId());
        List<LoggedAction> guesses = log.stream().filter(a -> a.actionJson().contains("\"guess\"")).toList();
        assertFalse(guesses.isEmpty());
        guesses.forEach(a -> assertTrue(a.actionJson().contains("\"verdict\":\"wrong\"")
                && a.actionJson().contains("\"counterexample\"") && a.actionJson().contains("\"secretVerdict\""), a.actionJson()));

        restart();
        LiveTable<?, ?> back = games.get(t.tableId());
        assertEquals(before, views(back));
        assertEquals(log.size(), back.actions());
    }

    @Test
    void aJudgementSentByAPlayerIsRefusedAndNothingIsStored() {
        LiveTable<ExpressSettings, ExpressAction> t = table("cheat");
        // Play until a player may guess.
        for (int step = 0; step < 100 && t.read(g -> ((ExpressGame) g).phase()) != ExpressPhase.AFTER_PLAY; step++) {
            ExpressGame g = t.read(x -> (ExpressGame) x);
            int seat = g.waitingFor().get(0);
            Integer red = g.table().hand(seat).stream().filter(id -> eleusis.game.Table.face(id).color() == eleusis.cards.CardColor.RED).findFirst().orElse(null);
            await(t.submit(seat, red == null ? new ExpressAction.NoPlay() : new ExpressAction.Play(red)));
        }
        ExpressGame g = t.read(x -> (ExpressGame) x);
        assertEquals(ExpressPhase.AFTER_PLAY, g.phase());
        int seat = g.waitingFor().get(0);
        int actions = t.actions();
        List<String> before = views(t);

        StoreException.Invalid e = assertThrows(StoreException.Invalid.class, () -> await(t.submitJson(seat,
                "{\"kind\":\"guess\",\"text\":\"card is black\",\"inWords\":false,\"verdict\":\"right\"}")));
        assertTrue(e.getMessage().contains("judged by the game"), e.getMessage());
        Outcome o = await(t.submit(seat, new ExpressAction.Guess("card is black", false).judged(ExpressAction.Judgement.rightGuess())));
        assertEquals(Reason.NOT_ALLOWED, assertInstanceOf(Outcome.Refused.class, o).refusal().reason());

        assertEquals(actions, t.actions());
        assertEquals(actions, db.actionLog().lastSeq(t.tableId()));
        assertEquals(before, views(t));
        restart();
        assertEquals(before, views(games.get(t.tableId())));
    }

    @Test
    void aLogStoredWithoutJudgementsStillRebuildsByJudging() {
        LiveTable<ExpressSettings, ExpressAction> t = table("judged");
        HeavyGuesses.play(() -> t.read(g -> (ExpressGame) g), (seat, a) -> await(t.submit(seat, a)), "card is red");
        LiveTable<ExpressSettings, ExpressAction> old = table("old-style");
        for (LoggedAction a : db.actionLog().load(t.tableId())) {
            String json = eleusis.bench.RestartBench.withoutJudgement(a.actionJson());
            assertFalse(json.contains("verdict"), json);
            db.actionLog().append(old.tableId(), a.seq(), a.seat(), json);
        }
        List<String> before = views(t);
        restart();
        assertEquals(before, views(games.get(old.tableId())));
        assertEquals(before, views(games.get(t.tableId())));
        assertEquals(history(games.get(t.tableId())), history(games.get(old.tableId())),
                "judged again on replay, the old log's guesses are recorded with their judgement");
    }
}
