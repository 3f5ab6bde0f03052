package eleusis.scientist;

import java.util.Locale;

/** The scientist's sentences in English. */
public final class English implements Words {
    @Override
    public String lang() { return "en"; }

    @Override
    public String splits(String card, int standing, int accepting, int refusing) {
        return String.format(Locale.ROOT, "%s splits the %,d rules still standing %,d to %,d", card, standing, accepting,
                refusing);
    }

    @Override
    public String ifAccepted(String reading) {
        return "if it is accepted, \"" + reading + "\" stays possible";
    }

    @Override
    public String ifRefused(String reading) {
        return "if it is refused, \"" + reading + "\" does";
    }

    @Override
    public String noSplit(String card, int standing) {
        return String.format(Locale.ROOT, "all %,d rules still standing give %s the same verdict; no card of the hand "
                + "tells them apart, so it is played to move the line on", standing, card);
    }

    @Override
    public String best(int standing, String reading) {
        return String.format(Locale.ROOT, "%,d rule%s stand%s; the best guess: \"%s\"", standing,
                standing == 1 ? "" : "s", standing == 1 ? "s" : "", reading);
    }
}
