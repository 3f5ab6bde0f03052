package eleusis.store;

import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;

/**
 * Instants as SQLite keeps them: UTC text of fixed width, {@code 2026-03-02T09:15:00.123Z}. SQLite
 * has no time type; this text sorts and compares in time order (every value has the same width,
 * always three decimals), is read by SQLite's own date functions, and is plain to read in the file.
 *
 * <p>Every stored action carries one, so it is written by hand: {@link DateTimeFormatter} cost
 * about a tenth of the commit thread's work a move under load. The day's part is remembered (it
 * changes once a day); the rest is digits. Years outside 0000–9999, which the formatter writes
 * with a sign, still go through it, so the text is always exactly the formatter's.
 */
final class SqliteTime {
    static final DateTimeFormatter FORMAT = DateTimeFormatter.ofPattern("uuuu-MM-dd'T'HH:mm:ss.SSS'Z'")
            .withZone(ZoneOffset.UTC);
    private static final long SECONDS_A_DAY = 86_400;
    /** 0000-01-01 and 9999-12-31 as days from 1970-01-01: the years the formatter writes without a sign. */
    private static final long FIRST_DAY = LocalDate.of(0, 1, 1).toEpochDay();
    private static final long LAST_DAY = LocalDate.of(9999, 12, 31).toEpochDay();

    /** The last day written, with its "uuuu-MM-ddT" text. */
    private record Day(long epochDay, char[] text) {}

    private static volatile Day lastDay = day(0);

    private SqliteTime() {}

    static String format(Instant t) {
        long seconds = t.getEpochSecond();
        long epochDay = Math.floorDiv(seconds, SECONDS_A_DAY);
        if (epochDay < FIRST_DAY || epochDay > LAST_DAY) return FORMAT.format(t);
        Day d = lastDay;
        if (d.epochDay() != epochDay) lastDay = d = day(epochDay);
        int secondOfDay = (int) Math.floorMod(seconds, SECONDS_A_DAY);
        int millis = t.getNano() / 1_000_000; // truncated, as the formatter does
        char[] out = new char[24];
        System.arraycopy(d.text(), 0, out, 0, 11);
        two(out, 11, secondOfDay / 3600);
        out[13] = ':';
        two(out, 14, secondOfDay / 60 % 60);
        out[16] = ':';
        two(out, 17, secondOfDay % 60);
        out[19] = '.';
        out[20] = (char) ('0' + millis / 100);
        two(out, 21, millis % 100);
        out[23] = 'Z';
        return new String(out);
    }

    private static Day day(long epochDay) {
        LocalDate date = LocalDate.ofEpochDay(epochDay);
        char[] text = new char[11];
        int year = date.getYear();
        two(text, 0, year / 100);
        two(text, 2, year % 100);
        text[4] = '-';
        two(text, 5, date.getMonthValue());
        text[7] = '-';
        two(text, 8, date.getDayOfMonth());
        text[10] = 'T';
        return new Day(epochDay, text);
    }

    private static void two(char[] out, int at, int value) {
        out[at] = (char) ('0' + value / 10);
        out[at + 1] = (char) ('0' + value % 10);
    }
}
