package eleusis.game.palmera;

import eleusis.game.DataFile;
import java.util.ArrayList;
import java.util.List;

/** The board, read once from {@code games/palmera-board.txt}. */
public final class PalmeraPerches {
    static final String RESOURCE = "games/palmera-board.txt";

    /** Perch n is at index n - 1. */
    public static final List<PalmeraPerch> ALL = load();

    /** The number of the perch whose holder wins ties (1). */
    public static final int TIEBREAK = find("tiebreak");

    /** The number of the perch that lets its new holder peek (3). */
    public static final int PEEK = find("peek");

    private PalmeraPerches() {}

    public static PalmeraPerch get(int number) { return ALL.get(number - 1); }

    public static boolean exists(int number) { return number >= 1 && number <= ALL.size(); }

    private static int find(String power) {
        for (PalmeraPerch p : ALL) if (p.power().equals(power)) return p.number();
        throw new IllegalStateException(RESOURCE + ": no perch with the power " + power);
    }

    private static List<PalmeraPerch> load() {
        List<PalmeraPerch> out = new ArrayList<>();
        for (DataFile.Line entry : DataFile.entries(DataFile.read(RESOURCE), RESOURCE)) {
            String line = entry.text();
            String[] f = entry.words().toArray(String[]::new);
            String where = entry.where();
            if (f.length != 4) throw new IllegalStateException(where + "expected 'number spade capacity power'");
            try {
                PalmeraPerch p = new PalmeraPerch(Integer.parseInt(f[0]), f[1], Integer.parseInt(f[2]), f[3]);
                if (p.number() != out.size() + 1) throw new IllegalStateException(where + "perches must come in order 1, 2, 3...");
                if (p.capacity() < 1) throw new IllegalStateException(where + "a perch holds at least one card");
                out.add(p);
            } catch (NumberFormatException e) {
                throw new IllegalStateException(where + "a number was expected: " + line);
            }
        }
        return List.copyOf(out);
    }
}
