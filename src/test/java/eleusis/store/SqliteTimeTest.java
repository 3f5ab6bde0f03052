package eleusis.store;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** The hand-written SQLite time text is the formatter's, to the character, whatever the instant. */
class SqliteTimeTest {
    private static final DateTimeFormatterReference OLD = new DateTimeFormatterReference();

    /** What the store wrote before: the pattern itself, built here again so the test does not lean on the code it checks. */
    private static final class DateTimeFormatterReference {
        private final java.time.format.DateTimeFormatter f = java.time.format.DateTimeFormatter
                .ofPattern("uuuu-MM-dd'T'HH:mm:ss.SSS'Z'").withZone(ZoneOffset.UTC);

        String format(Instant t) {
            return f.format(t);
        }
    }

    private static void same(Instant t) {
        assertEquals(OLD.format(t), SqliteTime.format(t), () -> "at " + t);
    }

    @Test
    void aMillionInstantsFromYearZeroToYearTenThousandAreWrittenAsTheFormatterWritesThem() {
        SplittableRandom random = new SplittableRandom(16);
        long from = LocalDate.of(-3, 1, 1).atStartOfDay().toEpochSecond(ZoneOffset.UTC);
        long to = LocalDate.of(10_002, 1, 1).atStartOfDay().toEpochSecond(ZoneOffset.UTC);
        for (int i = 0; i < 1_000_000; i++) same(Instant.ofEpochSecond(random.nextLong(from, to), random.nextInt(1_000_000_000)));
    }

    @Test
    void todaysMomentsOneAfterAnotherAcrossMidnightsAndTheEpoch() {
        SplittableRandom random = new SplittableRandom(11);
        for (Instant start : new Instant[] {Instant.parse("2026-11-26T23:59:58.990Z"), Instant.parse("1969-12-31T23:59:59.000Z"),
                Instant.parse("2024-02-28T23:59:59.500Z"), Instant.parse("1999-12-31T23:59:59.999Z")}) {
            Instant t = start;
            for (int i = 0; i < 20_000; i++) {
                same(t);
                t = t.plusNanos(random.nextLong(1_000_000_000L));
            }
        }
    }

    @Test
    void theEdgesOfTheYearsWrittenWithoutASign() {
        for (String edge : new String[] {"0000-01-01T00:00:00Z", "9999-12-31T23:59:59.999999999Z", "+10000-01-01T00:00:00Z",
                "-0001-12-31T23:59:59.999Z", "1970-01-01T00:00:00Z", "2026-03-02T09:15:00.123456789Z"}) {
            Instant t = Instant.parse(edge);
            for (long s = -2; s <= 2; s++) same(t.plusSeconds(s));
            same(t.plusNanos(1));
            same(t.minusNanos(1));
        }
        same(Instant.parse("-9999-01-01T00:00:00Z"));
        same(Instant.parse("+99999-12-31T23:59:59.999Z"));
        assertEquals("2026-03-02T09:15:00.123Z", SqliteTime.format(Instant.parse("2026-03-02T09:15:00.123999Z")));
    }
}
