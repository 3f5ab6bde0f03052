package eleusis.web.practice;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import eleusis.cards.Card;
import eleusis.cards.CardNotation;
import eleusis.scientist.Play;
import eleusis.scientist.solo.Hint;
import eleusis.scientist.solo.Practice;
import eleusis.scientist.solo.SoloGame;
import java.util.ArrayList;
import java.util.List;

/**
 * A practice game's actions as the store keeps them, one JSON object each: a guess with the dealer's
 * judgement and a hint with the scientist's words, so a rebuild takes them back as they were given.
 * Only the server writes these; a student's form never reaches this codec.
 */
final class PracticeCodec {
    private static final ObjectMapper JSON = new ObjectMapper();

    private PracticeCodec() {}

    static String write(Practice.Action action) {
        ObjectNode o = JSON.createObjectNode();
        if (action instanceof Practice.PlayCard p) {
            o.put("kind", "play").put("card", p.card().notation());
        } else if (action instanceof Practice.Guess g) {
            o.put("kind", "guess").put("text", g.text()).put("right", g.judgement().right());
            Play c = g.judgement().counterexample();
            if (c != null) {
                ObjectNode ce = o.putObject("counterexample");
                ArrayNode line = ce.putArray("line");
                c.line().forEach(card -> line.add(card.notation()));
                ce.put("card", c.card().notation()).put("accepted", c.accepted());
            }
        } else if (action instanceof Practice.AskHint h) {
            o.put("kind", "hint").put("turn", h.hint().turn()).put("card", h.hint().card().notation())
                    .put("why", h.hint().why()).put("remaining", h.hint().remaining());
        } else if (action instanceof Practice.Note n) {
            o.put("kind", "note").put("turn", n.turn()).put("text", n.text());
        } else {
            o.put("kind", "giveUp");
        }
        return o.toString();
    }

    static Practice.Action read(String json) {
        JsonNode o;
        try {
            o = JSON.readTree(json);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("a stored practice action is not JSON: " + e.getOriginalMessage(), e);
        }
        String kind = o.path("kind").asText();
        return switch (kind) {
            case "play" -> new Practice.PlayCard(card(o.path("card").asText()));
            case "guess" -> new Practice.Guess(o.path("text").asText(),
                    new SoloGame.Judgement(o.path("right").asBoolean(), counterexample(o.get("counterexample"))));
            case "hint" -> new Practice.AskHint(new Hint(o.path("turn").asInt(), card(o.path("card").asText()),
                    o.path("why").asText(), o.path("remaining").asInt()));
            case "note" -> new Practice.Note(o.path("turn").asInt(), o.path("text").asText());
            case "giveUp" -> new Practice.GiveUp();
            default -> throw new IllegalStateException("a stored practice action of an unknown kind: " + kind);
        };
    }

    static List<Practice.Action> readAll(List<String> stored) {
        List<Practice.Action> out = new ArrayList<>(stored.size());
        for (String s : stored) out.add(read(s));
        return out;
    }

    private static Play counterexample(JsonNode c) {
        if (c == null || c.isNull()) return null;
        List<Card> line = new ArrayList<>();
        c.path("line").forEach(card -> line.add(card(card.asText())));
        return new Play(line, card(c.path("card").asText()), c.path("accepted").asBoolean());
    }

    private static Card card(String notation) {
        if (CardNotation.parse(notation) instanceof CardNotation.Ok ok) return ok.card();
        throw new IllegalStateException("a stored practice action names no card: " + notation);
    }
}
