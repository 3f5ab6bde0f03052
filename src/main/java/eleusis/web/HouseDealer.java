package eleusis.web;

import com.fasterxml.jackson.databind.ObjectMapper;
import eleusis.store.SessionTable;

/**
 * In a class the house deals every round: seat 0 is the teacher's (judging by rule, or by hand from
 * the dealer's screen), and students sit from seat 1.
 */
final class HouseDealer {
    static final int SEAT = 0;
    private static final ObjectMapper JSON = new ObjectMapper();

    private HouseDealer() {}

    /** Whether seat 0 deals every round at this table (its settings say the dealer does not rotate). */
    static boolean deals(SessionTable table) {
        try {
            return !JSON.readTree(table.settingsJson()).path("dealerRotates").asBoolean(true);
        } catch (Exception e) {
            return false;
        }
    }
}
