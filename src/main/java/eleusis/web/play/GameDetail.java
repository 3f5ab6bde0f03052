package eleusis.web.play;

import eleusis.web.Texts;
import java.util.List;
import java.util.function.IntFunction;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The games explain a refusal in English words after its reason code ("it is player 2's turn"):
 * here the ones a student or the teacher meets at an Eleusis or Express table are said in the
 * reader's language instead, a seat by its player's name. Some add nothing to the reason's own
 * sentence (a card id, "not now"): those say nothing more. A wording this table does not know (a
 * game's new refusal, the rule checker's messages, which are in the rule language) stays English.
 */
public final class GameDetail {
    private interface Say {
        String say(Texts t, Matcher m, IntFunction<String> seat);
    }

    private record Known(Pattern english, Say say) {}

    private static Known known(String regex, Say say) {
        return new Known(Pattern.compile(regex), say);
    }

    private static final List<Known> KNOWN = List.of(
            known("the round is over; the next round has not started yet", (t, m, s) -> t.get("refusalDetail.nextRoundNotStarted")),
            known("it is player (\\d+)'s turn", (t, m, s) -> t.get("refusalDetail.turnOf", s.apply(Integer.parseInt(m.group(1))))),
            known("player (\\d+) is finishing their turn",
                    (t, m, s) -> t.get("refusalDetail.finishingTurn", s.apply(Integer.parseInt(m.group(1))))),
            known("a guess comes just after one's own correct play", (t, m, s) -> t.get("refusalDetail.guessAfterRightPlay")),
            known("the guess is empty", (t, m, s) -> t.get("refusalDetail.guessEmpty")),
            known("the guess is too long", (t, m, s) -> t.get("refusalDetail.guessTooLong")),
            known("a prophet is declared just after one's own play(, when the game offers it)?",
                    (t, m, s) -> t.get("refusalDetail.prophetAfterOwnPlay")),
            known("there is already a prophet", (t, m, s) -> t.get("refusalDetail.prophetAlready")),
            known("you have already been the prophet this round", (t, m, s) -> t.get("refusalDetail.prophetAgain")),
            known("an expelled player cannot become the prophet", (t, m, s) -> t.get("refusalDetail.prophetExpelled")),
            known("a prophet needs at least two other players still in the round", (t, m, s) -> t.get("refusalDetail.prophetTooFew")),
            known("only the player who just played can do this", (t, m, s) -> t.get("refusalDetail.justPlayedOnly")),
            known("play at least one card, or declare no play", (t, m, s) -> t.get("refusalDetail.playSomething")),
            known("a string holds at most (\\d+) cards", (t, m, s) -> t.get("table.js.stringMax", Integer.parseInt(m.group(1)))),
            known("the same card cannot be played twice in one string", (t, m, s) -> t.get("refusalDetail.sameCardTwice")),
            known("calling a no-play wrong, the prophet plays a correct card from that hand: name it"
                    + "|a wrong no-play: name the correct card from the hand to play", (t, m, s) -> t.get("refusalDetail.nameTheCard")),
            known("the secret rule judges this round; the dealer gives no verdicts", (t, m, s) -> t.get("refusalDetail.ruleJudges")),
            known("the dealer does not play cards", (t, m, s) -> t.get("refusalDetail.dealerDoesNotPlay")),
            known("the round is still being played", (t, m, s) -> t.get("refusalDetail.roundInPlay")),
            // What the reason's sentence says already (a card by its id means nothing to a player).
            known("card \\d+ is not in (your|player \\d+'s) hand|waiting for the dealer's verdict|waiting for the prophet's call"
                    + "|the prophet calls first|not now|the round is over|the game is over|there is nothing to judge now"
                    + "|only the dealer gives verdicts|only the prophet calls plays", (t, m, s) -> ""));

    private GameDetail() {}

    /**
     * The game's English detail in the reader's language: a sentence, "" when the reason says it
     * all, or null when this wording is not known here (then it is shown as the game wrote it).
     *
     * @param seat a seat's name as the table shows it
     */
    public static String of(Texts texts, String detail, IntFunction<String> seat) {
        if (detail == null) return null;
        for (Known k : KNOWN) {
            Matcher m = k.english().matcher(detail);
            if (m.matches()) return k.say().say(texts, m, seat);
        }
        return null;
    }
}
