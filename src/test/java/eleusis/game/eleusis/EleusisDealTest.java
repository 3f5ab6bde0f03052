package eleusis.game.eleusis;

import static eleusis.game.eleusis.EleusisTable.face;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import eleusis.cards.CardColor;
import eleusis.game.Judge;
import eleusis.game.TableEvents;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.junit.jupiter.api.Test;

class EleusisDealTest {

    @ParameterizedTest(name = "{0} players")
    @ValueSource(ints = {3, 4, 5, 6, 7, 8})
    void everyPlayerButTheDealerGetsFourteenCardsFromTwoDecks(int players) {
        EleusisTable t = EleusisTable.start(EleusisTable.settings(players, "true"));
        EleusisView spectator = t.spectator();
        int dealer = spectator.dealer();
        assertEquals(0, dealer, "the first round is dealt by seat 0");
        assertEquals(players - 1, spectator.handSizes().size(), "the dealer plays no hand");
        assertFalse(spectator.handSizes().containsKey(dealer));
        for (int s = 0; s < players; s++) {
            if (s == dealer) {
                assertNull(t.view(s).hand(), "the dealer holds no cards");
            } else {
                assertEquals(14, t.hand(s).size(), "seat " + s);
            }
        }
        List<TableEvents.Deal> deals = t.logged(TableEvents.Deal.class);
        assertEquals(players - 1, deals.size());
        deals.forEach(d -> assertEquals(14, d.cards().size()));
        // 104 cards: the hands, one starter (the rule "true" takes the first card turned up), the stock.
        assertEquals(104 - 14 * (players - 1) - 1, spectator.stock());
        assertEquals(1, spectator.mainline().size());
        assertEquals(0, spectator.discard());
        assertEquals(0, spectator.cardsPlayed(), "the starter is not a card played");
        assertEquals(2, t.g.table().decks());
    }

    @Test
    void theFirstPlayerIsAPlayerNotTheDealer() {
        for (long seed = 1; seed <= 40; seed++) {
            EleusisTable t = EleusisTable.start(EleusisTable.settings(5, "true"), seed);
            TableEvents.RoundStart start = t.logged(TableEvents.RoundStart.class).get(0);
            assertNotEquals(start.dealer(), start.firstPlayer());
            assertEquals(List.of(1, 2, 3, 4), start.players());
            assertEquals(List.of(start.firstPlayer()), t.g.waitingFor());
            assertEquals(List.of("play", "no_play"), t.g.allowed(start.firstPlayer()));
        }
    }

    @Test
    void startersAreTurnedUpUntilTheRuleAcceptsOneAndTheRefusedOnesGoToTheDiscard() {
        EleusisTable t = EleusisTable.find(EleusisTable.settings(4, "card is red"), "three black starters in a row",
                x -> x.logged(TableEvents.Starter.class).size() >= 4);
        List<TableEvents.Starter> starters = t.logged(TableEvents.Starter.class);
        TableEvents.Starter accepted = starters.get(starters.size() - 1);
        assertTrue(accepted.accepted());
        List<TableEvents.Starter> refused = starters.subList(0, starters.size() - 1);
        refused.forEach(s -> assertFalse(s.accepted()));
        refused.forEach(s -> assertEquals(CardColor.BLACK, eleusis.cards.CardNotation.card(s.card()).color(), s.card()));

        List<Integer> discard = t.g.table().discardPile();
        assertEquals(refused.stream().map(TableEvents.Starter::card).toList(),
                discard.stream().map(id -> face(id).notation()).toList(), "the refused starters, in order");
        EleusisView v = t.spectator();
        assertEquals(refused.size(), v.discard());
        assertEquals(1, v.mainline().size());
        assertEquals(accepted.card(), v.mainline().get(0).card());
        assertEquals(CardColor.RED, face(v.mainline().get(0).id()).color());
        assertEquals(104 - 3 * 14 - starters.size(), v.stock());
        assertEquals(0, v.cardsPlayed());
    }

    @Test
    void aRuleThatAcceptsNoStarterIsRefusedBeforeTheGameBegins() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> EleusisGame.start(EleusisTable.settings(4, "false"), 1));
        assertTrue(e.getMessage().contains("accepts no card as the starter"), e.getMessage());
    }

    @Test
    void settingsOutsideTheRulesAreRefusedWithAReason() {
        Judge j = new Judge.ByRule(EleusisTable.rule("true"));
        assertTrue(assertThrows(IllegalArgumentException.class, () -> EleusisSettings.standard(2, j))
                .getMessage().contains("3 to 8 players"));
        assertTrue(assertThrows(IllegalArgumentException.class, () -> EleusisSettings.standard(9, j))
                .getMessage().contains("3 to 8 players"));
        assertTrue(assertThrows(IllegalArgumentException.class, () -> EleusisSettings.standard(4, j).withRounds(0))
                .getMessage().contains("at least one round"));
    }
}
