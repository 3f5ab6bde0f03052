package eleusis.game;

import eleusis.game.express.ExpressType;
import eleusis.game.eleusis.EleusisType;
import eleusis.game.eleusis.EleusisCodec;
import eleusis.game.express.ExpressCodec;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import eleusis.game.Judge;
import eleusis.game.eleusis.EleusisAction;
import eleusis.game.eleusis.EleusisSettings;
import eleusis.game.express.ExpressAction;
import eleusis.game.express.ExpressDealerScore;
import eleusis.game.express.ExpressSettings;
import eleusis.rules.Rule;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/** The JSON of actions and settings: the case files in src/test/resources/eleusis/game/, then every type. */
class GameCodecTest {
    @TestFactory
    Stream<DynamicTest> actionsReadAndWriteBackTheSame() {
        return CodecCases.read("actions.txt").stream().map(c -> DynamicTest.dynamicTest(c.name(), () -> {
            String canonical = c.expected() == null ? c.input() : c.expected();
            String written = c.game().equals("eleusis")
                    ? EleusisCodec.encode(EleusisType.TYPE.decode(c.input()))
                    : ExpressCodec.encode(ExpressType.TYPE.decode(c.input()));
            assertEquals(canonical, written);
        }));
    }

    @TestFactory
    Stream<DynamicTest> badActionsAreRefusedWithAMessage() {
        return CodecCases.read("bad-actions.txt").stream().map(c -> DynamicTest.dynamicTest(c.name(), () -> {
            CodecException e = assertThrows(CodecException.class, () -> {
                if (c.game().equals("eleusis")) EleusisType.TYPE.decode(c.input());
                else ExpressType.TYPE.decode(c.input());
            });
            assertEquals(c.expected(), e.getMessage());
        }));
    }

    @TestFactory
    Stream<DynamicTest> settingsReadAndWriteBackTheSame() {
        return CodecCases.read("settings.txt").stream().map(c -> DynamicTest.dynamicTest(c.name(), () -> {
            String canonical = c.expected() == null ? c.input() : c.expected();
            String written = c.game().equals("eleusis")
                    ? EleusisCodec.encodeSettings(EleusisCodec.decodeSettings(c.input()))
                    : ExpressCodec.encodeSettings(ExpressCodec.decodeSettings(c.input()));
            assertEquals(canonical, written);
        }));
    }

    @TestFactory
    Stream<DynamicTest> badSettingsAreRefusedWithAMessage() {
        return CodecCases.read("bad-settings.txt").stream().map(c -> DynamicTest.dynamicTest(c.name(), () -> {
            CodecException e = assertThrows(CodecException.class, () -> {
                if (c.game().equals("eleusis")) EleusisCodec.decodeSettings(c.input());
                else ExpressCodec.decodeSettings(c.input());
            });
            assertEquals(c.expected(), e.getMessage());
        }));
    }

    /** The case file is only a round trip test if it holds every kind of action. */
    @Test
    void theCaseFileHoldsEveryActionOfBothGames() {
        Set<Class<?>> eleusis = new HashSet<>();
        Set<Class<?>> express = new HashSet<>();
        for (CodecCases c : CodecCases.read("actions.txt")) {
            if (c.game().equals("eleusis")) eleusis.add(EleusisType.TYPE.decode(c.input()).getClass());
            else express.add(ExpressType.TYPE.decode(c.input()).getClass());
        }
        assertEquals(Set.of(EleusisAction.class.getPermittedSubclasses()), eleusis);
        assertEquals(Set.of(ExpressAction.class.getPermittedSubclasses()), express);
    }

    @Test
    void everyActionRecordComesBackEqual() {
        List<EleusisAction> eleusis = List.of(new EleusisAction.Play(List.of(5, 60, 103)), new EleusisAction.NoPlay(),
                new EleusisAction.DeclareProphet(), new EleusisAction.EndTurn(), new EleusisAction.ProphetCall(true, null),
                new EleusisAction.ProphetCall(false, 77), new EleusisAction.Verdict(true, null),
                new EleusisAction.Verdict(false, 0), new EleusisAction.NextRound(),
                new EleusisAction.NextRound("card.suit == last.suit\n# same suit", false), new EleusisAction.NextRound(null, true),
                new EleusisAction.EndRound());
        for (EleusisAction a : eleusis) assertEquals(a, EleusisType.TYPE.decode(EleusisCodec.encode(a)));
        List<ExpressAction> express = List.of(new ExpressAction.Play(51), new ExpressAction.NoPlay(),
                new ExpressAction.Guess("card.rank > last.rank", false), new ExpressAction.Guess("bigger \"each\" time\n", true),
                new ExpressAction.EndTurn(), new ExpressAction.Verdict(true, null), new ExpressAction.Verdict(false, 9),
                new ExpressAction.NextRound(), new ExpressAction.NextRound("card is \"red\"", false),
                new ExpressAction.NextRound(null, true), new ExpressAction.EndRound());
        for (ExpressAction a : express) assertEquals(a, ExpressType.TYPE.decode(ExpressCodec.encode(a)));
        assertEquals(Set.of(EleusisAction.class.getPermittedSubclasses()),
                new HashSet<>(eleusis.stream().map(Object::getClass).toList()));
        assertEquals(Set.of(ExpressAction.class.getPermittedSubclasses()),
                new HashSet<>(express.stream().map(Object::getClass).toList()));
    }

    @Test
    void settingsComeBackWithTheirRulesCompiledFromTheirText() {
        String text = "# colours alternate\ncard.color != last.color";
        EleusisSettings eleusis = new EleusisSettings(6, 2, List.of(new Judge.ByRule(Rule.compile(text).rule()),
                new Judge.ByHand("faces after numbers")), 11, 3, 1, 4, 2, 6, 9, 3, 5, 6, 8, false, false);
        EleusisSettings back = EleusisCodec.decodeSettings(EleusisCodec.encodeSettings(eleusis));
        assertEquals(text, ((Judge.ByRule) back.judges().get(0)).rule().source());
        assertEquals(new Judge.ByHand("faces after numbers"), back.judges().get(1));
        assertEquals(withoutJudges(eleusis), withoutJudges(back));

        ExpressSettings express = new ExpressSettings(3, 1, List.of(new Judge.ByHand(null)), 7, 2, 3, 2, 5, 0, 4, true, 9, false);
        ExpressSettings expressBack = ExpressCodec.decodeSettings(ExpressCodec.encodeSettings(express));
        assertEquals(express, expressBack); // no Rule inside, so the records compare whole
        assertEquals(ExpressDealerScore.HIGHEST, expressBack.dealerScore(), "the standard dealer's score");
        ExpressSettings average = express.withDealerScore(ExpressDealerScore.AVERAGE);
        assertEquals(average, ExpressCodec.decodeSettings(ExpressCodec.encodeSettings(average)));
    }

    private static String withoutJudges(EleusisSettings s) {
        return Arrays.toString(new Object[] {s.players(), s.rounds(), s.handSize(), s.maxString(), s.penaltyPerCard(),
                s.noPlayPenalty(), s.noPlayShrink(), s.prophetPenalty(), s.markerEvery(), s.suddenDeathMarkers(), s.lowStock(),
                s.emptyHandBonus(), s.neverDealtBonus(), s.overthrowSparesNoPlay(), s.dealerRotates()});
    }

    @Test
    void anActionTooLongToStoreIsRefusedBeforeAnythingHappens() {
        String guess = "card is red or ".repeat(2000) + "card is black";
        assertEquals("the action is too long to store (" + (guess.length() + 42) + " characters of JSON; at most 20000)",
                assertThrows(CodecException.class,
                        () -> ExpressCodec.encode(new ExpressAction.Guess(guess, false))).getMessage());
        String padded = "{" + " ".repeat(19_999) + "}";
        assertEquals("too much text for the action (20001 characters; at most 20000)",
                assertThrows(CodecException.class, () -> ExpressType.TYPE.decode(padded)).getMessage());
        assertEquals(new ExpressAction.NoPlay(), ExpressType.TYPE.decode("{\"kind\":\"no_play\"" + " ".repeat(19_980) + "}"));
    }
}
