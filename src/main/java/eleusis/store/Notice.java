package eleusis.store;

import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * What one server tells the others about a table through the {@link Bulletin}: small enough for a
 * PostgreSQL notification, and only a pointer: the listener reads what changed from the database.
 *
 * @param number for {@link Kind#ACTION} the action's seq; for {@link Kind#SEAT_FREED} and
 *               {@link Kind#NOTEBOOK} the seat; 0 for {@link Kind#TABLE}
 */
public record Notice(Kind kind, long tableId, int number) {
    /** What happened at the table. */
    public enum Kind {
        /** An action was stored with this seq (sent in the action's own transaction, so never lost by a crash). */
        ACTION('a'),
        /** The table's names, pause, reveal or computer seats changed: read them again. */
        TABLE('t'),
        /** The teacher freed this seat: its sockets are closed wherever they are. */
        SEAT_FREED('r'),
        /** This seat's student wrote in their notebook. */
        NOTEBOOK('n');

        final char code;

        Kind(char code) { this.code = code; }
    }

    private static final Pattern WIRE = Pattern.compile("([atrn]) (\\d{1,19}) (\\d{1,10}) ([0-9a-f]{1,32})");

    public static Notice action(long tableId, int seq) { return new Notice(Kind.ACTION, tableId, seq); }

    public static Notice table(long tableId) { return new Notice(Kind.TABLE, tableId, 0); }

    public static Notice seatFreed(long tableId, int seat) { return new Notice(Kind.SEAT_FREED, tableId, seat); }

    public static Notice notebook(long tableId, int seat) { return new Notice(Kind.NOTEBOOK, tableId, seat); }

    /** The notification's payload: {@code "a 12 345 9f3c..."}, kind, table, number and the sending server. */
    String wire(String server) {
        return kind.code + " " + tableId + " " + number + " " + server;
    }

    /** A payload read back, with the server that sent it; empty when it is not one of ours. */
    static Optional<Heard> read(String payload) {
        Matcher m = payload == null ? null : WIRE.matcher(payload);
        if (m == null || !m.matches()) return Optional.empty();
        Kind kind = switch (m.group(1).charAt(0)) {
            case 'a' -> Kind.ACTION;
            case 't' -> Kind.TABLE;
            case 'r' -> Kind.SEAT_FREED;
            default -> Kind.NOTEBOOK;
        };
        try {
            return Optional.of(new Heard(new Notice(kind, Long.parseLong(m.group(2)), Integer.parseInt(m.group(3))), m.group(4)));
        } catch (NumberFormatException tooBig) {
            return Optional.empty();
        }
    }

    /** A notice and the server it came from. */
    record Heard(Notice notice, String server) {}
}
