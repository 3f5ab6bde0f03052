package eleusis.web.play;

import java.io.Writer;
import java.util.Arrays;

/**
 * Where a broadcast writes its sockets' messages, one after the other, in one buffer kept for the
 * whole broadcast: a {@link java.io.StringWriter} (a synchronized buffer, new for each message,
 * grown and copied as a view outgrew it, then copied out again) was a tenth of the server's samples
 * under load. Not thread-safe: one broadcast writes one message at a time.
 */
final class MessageText extends Writer {
    private char[] chars = new char[4_096];
    private int length;

    /** Starts a new message: what was written before is forgotten. */
    MessageText reset() {
        length = 0;
        return this;
    }

    @Override
    public void write(char[] text, int from, int count) {
        room(count);
        System.arraycopy(text, from, chars, length, count);
        length += count;
    }

    @Override
    public void write(String text, int from, int count) {
        room(count);
        text.getChars(from, from + count, chars, length);
        length += count;
    }

    @Override
    public void write(int c) {
        room(1);
        chars[length++] = (char) c;
    }

    private void room(int more) {
        if (length + more > chars.length) chars = Arrays.copyOf(chars, Math.max(2 * chars.length, length + more));
    }

    @Override
    public void flush() {}

    @Override
    public void close() {}

    /** The message written since the last {@link #reset}. */
    @Override
    public String toString() {
        return new String(chars, 0, length);
    }
}
