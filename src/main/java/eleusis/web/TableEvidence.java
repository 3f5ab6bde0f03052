package eleusis.web;

import com.fasterxml.jackson.databind.JsonNode;
import eleusis.analysis.Evidence;
import eleusis.cards.Card;
import eleusis.cards.CardNotation;
import java.util.ArrayList;
import java.util.List;

/**
 * The evidence a player sees on the table, read from their own view: every mainline card was
 * accepted after the cards before it; every sideline play was refused after the mainline up to the
 * card it hangs under. Built from the view, so a notebook never learns more than its owner sees.
 */
final class TableEvidence {
    private TableEvidence() {}

    static List<Evidence.Observation> of(JsonNode view) {
        List<Card> mainline = new ArrayList<>();
        for (JsonNode c : view.path("mainline")) mainline.add(CardNotation.card(c.path("card").asText()));
        List<Evidence.Observation> out = new ArrayList<>();
        int line = 1;
        for (int i = 0; i < mainline.size(); i++) {
            out.add(new Evidence.Observation(line++, mainline.subList(0, i), List.of(mainline.get(i)), true));
            for (JsonNode side : view.path("sidelines")) {
                if (side.path("under").asInt(-1) != i) continue;
                for (JsonNode play : side.path("plays")) {
                    List<Card> cards = new ArrayList<>();
                    for (JsonNode c : play) cards.add(CardNotation.card(c.path("card").asText()));
                    out.add(new Evidence.Observation(line++, mainline.subList(0, i + 1), cards, false));
                }
            }
        }
        return out;
    }
}
