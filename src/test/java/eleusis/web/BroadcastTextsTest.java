package eleusis.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;

/** A broadcast writes its sockets' messages one after another with one generator into one buffer. */
class BroadcastTextsTest {
    @Test
    void eachMessageIsItsOwnTextWithNothingOfTheOneBefore() {
        BroadcastTexts texts = new BroadcastTexts();
        String first = texts.message(out -> {
            out.writeStartObject();
            out.writeStringField("type", "view");
            out.writeNumberField("seq", 1);
            out.writeEndObject();
        });
        String second = texts.message(out -> {
            out.writeStartObject();
            out.writeStringField("role", "student");
            out.writeEndObject();
        });
        assertEquals("{\"type\":\"view\",\"seq\":1}", first);
        assertEquals("{\"role\":\"student\"}", second);
    }

    @Test
    void aMessageThatFailsHalfWrittenLeavesTheNextWhole() {
        BroadcastTexts texts = new BroadcastTexts();
        assertThrows(IllegalStateException.class, () -> texts.message(out -> {
            out.writeStartObject();
            out.writeFieldName("view");
            out.writeStartArray();
            throw new IllegalStateException("a view that cannot be written");
        }));
        String next = texts.message(out -> {
            out.writeStartObject();
            out.writeBooleanField("paused", false);
            out.writeEndObject();
        });
        assertEquals("{\"paused\":false}", next);
    }
}
