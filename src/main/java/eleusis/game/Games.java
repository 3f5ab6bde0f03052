package eleusis.game;

import eleusis.game.elementa.ElementaType;
import eleusis.game.elephant.ElephantType;
import eleusis.game.eleusis.EleusisType;
import eleusis.game.express.ExpressType;
import eleusis.game.palmera.PalmeraType;
import java.util.List;
import java.util.Optional;

/**
 * The catalogue of games, after open_spiel's registry: each game's folder makes its {@link GameType}
 * and it is listed here once. Storage, the web and the command line find games only here. The list
 * is fixed when the class loads and never changes, so any number of apps may share it.
 */
public final class Games {
    private static final List<GameType<?, ?>> ALL = List.of(ExpressType.TYPE, EleusisType.TYPE, ElephantType.TYPE,
            ElementaType.TYPE, PalmeraType.TYPE);

    private Games() {}

    /** Every game, the rule-guessing ones first, in the order a teacher's menu lists them. */
    public static List<GameType<?, ?>> all() {
        return ALL;
    }

    public static Optional<GameType<?, ?>> find(String id) {
        for (GameType<?, ?> t : ALL) if (t.id().equals(id)) return Optional.of(t);
        return Optional.empty();
    }

    /** @throws CodecException when there is no such game, naming the ones there are */
    public static GameType<?, ?> of(String id) {
        return find(id).orElseThrow(() -> new CodecException("unknown game \"" + id + "\"; expected one of "
                + String.join(", ", ALL.stream().map(GameType::id).toList())));
    }
}
