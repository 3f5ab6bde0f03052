package eleusis.web.debrief;

import com.fasterxml.jackson.databind.JsonNode;
import eleusis.web.Texts;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * A replayed step of a rule-guessing round in words, in the reader's language, with the sentences the
 * live table writes (the bundles' {@code table.js.ev*}), cards named as the reader's language names them ("D♦"): who played what and the verdict, guesses with
 * their counterexample, starters, the prophet, the round's end. Names are the class's names; a seat
 * nobody took is "seat N", the house seat the dealer.
 */
public final class StepTexts {
    private StepTexts() {}

    /** The step's sentences joined, and "ok", "bad" or "" for how it went. */
    public record Said(String text, String kind) {}

    public static Said of(List<JsonNode> events, Map<Integer, String> names, Texts t) {
        List<String> out = new ArrayList<>();
        String kind = "";
        for (JsonNode e : events) {
            String type = e.path("type").asText();
            String who = who(e.path("player").asInt(-1), names, t);
            switch (type) {
                case "play" -> {
                    out.add(t.get("table.js.evPlay", who, t.cards(join(e.path("cards"))), verdict(e.path("verdict").asText(), t)));
                    kind = mood(e.path("verdict").asText(), kind);
                }
                case "no_play" -> {
                    out.add(t.get("table.js.evNoPlay", who, verdict(e.path("verdict").asText(), t)));
                    kind = mood(e.path("verdict").asText(), kind);
                }
                case "starter" -> out.add(t.get("table.js.evStarter", t.card(e.path("card").asText()),
                        e.path("accepted").asBoolean() ? t.get("table.js.accepted") : t.get("table.js.refused")));
                case "guess" -> {
                    String s = t.get("table.js.evGuess", who, e.path("guess").asText(), verdict(e.path("verdict").asText(), t));
                    if (e.hasNonNull("counterexample")) {
                        s += " " + t.get("table.js.evCounter", t.cards(e.path("counterexample").asText()), verdict(e.path("secretVerdict").asText(), t));
                    }
                    out.add(s);
                    kind = mood(e.path("verdict").asText(), kind);
                }
                case "correct_card" -> out.add(t.get("table.js.evCorrectCard", t.card(e.path("card").asText())));
                case "prophet_declared" -> out.add(t.get("table.js.evProphet", who));
                case "prophet_call" -> out.add(t.get("table.js.evProphetCall", verdict(e.path("call").asText(), t)));
                case "overthrow" -> out.add(t.get("table.js.evOverthrown"));
                case "sudden_death" -> out.add(t.get("table.js.evSuddenDeath"));
                case "expelled" -> out.add(t.get("table.js.evExpelled", who));
                case "penalty" -> out.add(t.get("table.js.evPenalty", who, e.path("count").asInt()));
                case "round_start" -> out.add(t.get("table.js.evRound", e.path("round").asInt() + 1));
                case "round_end" -> out.add(t.get("debrief.roundEnd"));
                case "game_end" -> out.add(t.get("table.js.evGameEnd"));
                default -> { } // a deal's new deck or a new hand: nothing to say in a debrief
            }
        }
        return new Said(String.join(" · ", out), kind);
    }

    /** A seat as the class knows it. */
    static String who(int seat, Map<Integer, String> names, Texts t) {
        if (seat < 0) return "";
        String name = names.get(seat);
        if (name != null) return name;
        return seat == eleusis.game.GameType.HOUSE_SEAT ? t.get("debrief.dealer") : t.get("debrief.seat", seat);
    }

    /** "2 min 05 s" after the round's start; "" when either time is unknown. */
    static String elapsed(Instant start, Instant at, Texts t) {
        if (start == null || at == null) return "";
        long seconds = Math.max(0, Duration.between(start, at).getSeconds());
        return t.get("debrief.elapsed", seconds / 60, String.format("%02d", seconds % 60));
    }

    private static String verdict(String v, Texts t) {
        return switch (v) {
            case "right" -> t.get("table.js.verdictRight");
            case "wrong" -> t.get("table.js.verdictWrong");
            case "accept" -> t.get("table.js.verdictAccept");
            case "reject" -> t.get("table.js.verdictReject");
            default -> t.get("table.js.verdictPending");
        };
    }

    private static String mood(String verdict, String before) {
        return verdict.equals("right") ? "ok" : verdict.equals("wrong") ? "bad" : before;
    }

    private static String join(JsonNode cards) {
        List<String> out = new ArrayList<>();
        for (JsonNode c : cards) out.add(c.asText());
        return String.join(" ", out);
    }
}
