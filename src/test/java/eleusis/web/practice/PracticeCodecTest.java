package eleusis.web.practice;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import eleusis.cards.Card;
import eleusis.rules.Rule;
import eleusis.scientist.Play;
import eleusis.scientist.solo.Hint;
import eleusis.scientist.solo.Practice;
import eleusis.scientist.solo.Settings;
import eleusis.scientist.solo.SoloGame;
import java.util.List;
import org.junit.jupiter.api.Test;

/** A practice game's actions as stored: each kind reads back equal, a judged guess with its counterexample included. */
class PracticeCodecTest {
    private static Card card(String n) {
        return ((eleusis.cards.CardNotation.Ok) eleusis.cards.CardNotation.parse(n)).card();
    }

    @Test
    void everyKindOfActionReadsBackAsItWasWritten() {
        List<Practice.Action> actions = List.of(
                new Practice.PlayCard(card("10H")),
                new Practice.Guess("card is red", new SoloGame.Judgement(false, null)),
                new Practice.Guess("card.suit != last.suit", new SoloGame.Judgement(false,
                        new Play(List.of(card("AS"), card("KD")), card("QD"), true))),
                new Practice.Guess("card is \"odd\"\nnot", new SoloGame.Judgement(true, null)),
                new Practice.AskHint(new Hint(3, card("7C"), "7C splits the 40 rules \"still\" standing", 40)),
                new Practice.Note(2, "card.rank > last.rank # why not"),
                new Practice.GiveUp());
        for (Practice.Action a : actions) assertEquals(a, PracticeCodec.read(PracticeCodec.write(a)));
    }

    @Test
    void aGameWrittenAndReadBackReplaysToTheSameState() {
        Rule rule = Rule.compile("card.color != last.color").rule();
        Settings settings = new Settings(30, 12, true);
        Practice live = new Practice(rule, 21, settings);
        live.play(live.view().hand().get(0));
        live.guess("card is red");
        live.note("card is black");
        live.play(live.view().hand().get(1));
        List<String> stored = live.actions().stream().map(PracticeCodec::write).toList();
        Practice back = Practice.replay(rule, 21, settings, PracticeCodec.readAll(stored));
        assertEquals(live.view(), back.view());
        assertEquals(1, back.view().counterexamples().size(), "the counterexample came back with its guess");
    }

    @Test
    void aStoredActionThatIsNotOneIsRefusedLoudly() {
        assertThrows(IllegalStateException.class, () -> PracticeCodec.read("{\"kind\":\"teleport\"}"));
        assertThrows(IllegalStateException.class, () -> PracticeCodec.read("{\"kind\":\"play\",\"card\":\"ZZ\"}"));
        assertThrows(IllegalStateException.class, () -> PracticeCodec.read("not json"));
    }
}
