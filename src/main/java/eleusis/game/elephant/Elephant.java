package eleusis.game.elephant;

import java.util.List;

/**
 * An elephant card and what it breaks in the collection of the player who takes it.
 *
 * @param colours for SMALL one colour per small elephant shown (so "red red" breaks two red cards);
 *                for BIG the one colour it breaks entirely; empty otherwise
 * @param count   for GREY how many cards the player loses, in colours of their choice; 0 otherwise
 * @param values  for VALUES the values whose porcelain is all lost; empty otherwise
 */
public record Elephant(int id, Kind kind, List<ElephantColour> colours, int count, List<Integer> values) {
    public enum Kind {
        SMALL, BIG, GREY, VALUES;

        public String word() {
            return name().toLowerCase();
        }
    }

    public Elephant {
        colours = List.copyOf(colours);
        values = List.copyOf(values);
    }

    /** In words, for events and pages: "small red green", "big blue", "grey 2", "values 3 5 7". */
    public String text() {
        StringBuilder b = new StringBuilder(kind.word());
        if (kind == Kind.GREY) b.append(' ').append(count);
        for (ElephantColour c : colours) b.append(' ').append(c.word());
        for (int v : values) b.append(' ').append(v);
        return b.toString();
    }
}
