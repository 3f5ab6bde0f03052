package eleusis.web;

import eleusis.game.elementa.ElementaSettings;
import eleusis.game.elephant.ElephantSettings;
import eleusis.game.palmera.PalmeraSettings;
import eleusis.store.ElementaCodec;
import eleusis.store.ElephantCodec;
import eleusis.store.PalmeraCodec;
import java.util.function.IntFunction;

/**
 * The extra modes a class can play besides Eleusis: no secret rule, a fixed range of players, and
 * computer players in the seats no student has taken.
 */
enum ExtraMode {
    ELEPHANT("elephant", "Der Elefant im Porzellanladen", 3, 5, n -> ElephantCodec.encodeSettings(ElephantSettings.standard(n))),
    ELEMENTA("elementa", "Elementa", 4, 4, n -> ElementaCodec.encodeSettings(ElementaSettings.standard(n))),
    PALMERA("palmera", "En la palmera", 2, 2, n -> PalmeraCodec.encodeSettings(PalmeraSettings.standard(n)));

    final String id;
    final String title;
    final int min;
    final int max;
    private final IntFunction<String> settings;

    ExtraMode(String id, String title, int min, int max, IntFunction<String> settings) {
        this.id = id;
        this.title = title;
        this.min = min;
        this.max = max;
        this.settings = settings;
    }

    static ExtraMode of(String id) {
        for (ExtraMode m : values()) if (m.id.equals(id)) return m;
        return null;
    }

    /** What is wrong with this number of seats, in the teacher's language, or null. */
    String checkPlayers(int n, Texts texts) {
        if (n >= min && n <= max) return null;
        return min == max ? texts.get("tableForm.error.exactly", title, min) : texts.get("tableForm.error.range", title, min, max);
    }

    String settings(int players) {
        return settings.apply(players);
    }
}
