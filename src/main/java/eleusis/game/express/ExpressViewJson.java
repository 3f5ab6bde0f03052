package eleusis.game.express;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.databind.SerializerProvider;
import com.fasterxml.jackson.databind.ser.std.StdSerializer;
import java.io.IOException;
import java.util.List;

/**
 * An Express view written field by field, to the character what Jackson writes from the record:
 * every screen of a class table is sent one after every move, and the record's generic writer
 * (a property writer per field, looked up and called through a handle) cost a tenth of a move's
 * server time at 100 tables of 6. The parts every viewer shares go through the provider, so they
 * are written once a moment ({@link eleusis.game.SharedList}) and as nodes when a tree is built.
 */
final class ExpressViewJson extends StdSerializer<ExpressView> {
    ExpressViewJson() {
        super(ExpressView.class);
    }

    @Override
    public void serialize(ExpressView v, JsonGenerator out, SerializerProvider provider) throws IOException {
        out.writeStartObject();
        out.writeStringField("game", v.game());
        out.writeNumberField("round", v.round());
        out.writeNumberField("rounds", v.rounds());
        out.writeNumberField("players", v.players());
        out.writeNumberField("dealer", v.dealer());
        out.writeBooleanField("dealerRotates", v.dealerRotates());
        out.writeStringField("phase", v.phase());
        provider.defaultSerializeField("waitingFor", v.waitingFor(), out);
        out.writeFieldName("you");
        if (v.you() == null) out.writeNull();
        else out.writeNumber(v.you());
        out.writeFieldName("hand");
        cards(v.hand(), out);
        provider.defaultSerializeField("handSizes", v.handSizes(), out);
        provider.defaultSerializeField("mainline", v.mainline(), out);
        provider.defaultSerializeField("sidelines", v.sidelines(), out);
        out.writeNumberField("discard", v.discard());
        out.writeNumberField("stock", v.stock());
        out.writeFieldName("pendingCard");
        card(v.pendingCard(), out);
        out.writeFieldName("pendingNoPlay");
        cards(v.pendingNoPlay(), out);
        out.writeStringField("pendingGuess", v.pendingGuess());
        out.writeFieldName("allowed");
        if (v.allowed() == null) {
            out.writeNull();
        } else {
            out.writeStartArray();
            for (String a : v.allowed()) out.writeString(a);
            out.writeEndArray();
        }
        provider.defaultSerializeField("totals", v.totals(), out);
        provider.defaultSerializeField("lastRoundScores", v.lastRoundScores(), out);
        out.writeBooleanField("judgedByHand", v.judgedByHand());
        out.writeStringField("rule", v.rule());
        out.writeEndObject();
    }

    /** A card, wherever it is written: the mainline and the sidelines are written once a move, but card by card. */
    static final class CardJson extends StdSerializer<ExpressView.CardView> {
        CardJson() {
            super(ExpressView.CardView.class);
        }

        @Override
        public void serialize(ExpressView.CardView c, JsonGenerator out, SerializerProvider provider) throws IOException {
            card(c, out);
        }
    }

    /** A sideline: the mainline card it lies under and the wrong plays there, each a list of cards. */
    static final class SidelineJson extends StdSerializer<ExpressView.SidelineView> {
        SidelineJson() {
            super(ExpressView.SidelineView.class);
        }

        @Override
        public void serialize(ExpressView.SidelineView s, JsonGenerator out, SerializerProvider provider) throws IOException {
            out.writeStartObject();
            out.writeNumberField("under", s.under());
            out.writeFieldName("plays");
            if (s.plays() == null) {
                out.writeNull();
            } else {
                out.writeStartArray();
                for (List<ExpressView.CardView> play : s.plays()) cards(play, out);
                out.writeEndArray();
            }
            out.writeEndObject();
        }
    }

    private static void cards(List<ExpressView.CardView> cards, JsonGenerator out) throws IOException {
        if (cards == null) {
            out.writeNull();
            return;
        }
        out.writeStartArray();
        for (ExpressView.CardView c : cards) card(c, out);
        out.writeEndArray();
    }

    private static void card(ExpressView.CardView c, JsonGenerator out) throws IOException {
        if (c == null) {
            out.writeNull();
            return;
        }
        out.writeStartObject();
        out.writeNumberField("id", c.id());
        out.writeStringField("card", c.card());
        out.writeEndObject();
    }
}
