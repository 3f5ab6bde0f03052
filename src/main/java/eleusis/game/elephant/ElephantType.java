package eleusis.game.elephant;

import eleusis.game.ExtraModeType;

/** Der Elefant im Porzellanladen in the catalogue: 3 to 5 players, the computer in every empty seat. */
public final class ElephantType {
    private ElephantType() {}

    public static final ExtraModeType<ElephantSettings, ElephantAction, ElephantGame> TYPE = new ExtraModeType<>(
            new ExtraModeType.Parts<>("elephant", "Der Elefant im Porzellanladen", ElephantSettings.MIN_PLAYERS,
                    ElephantSettings.MAX_PLAYERS, ElephantAction.class, ElephantGame.class, ElephantSettings::standard,
                    ElephantCodec::encodeSettings, ElephantCodec::decodeSettings, ElephantCodec::encode,
                    ElephantCodec::decode, ElephantGame::start, seed -> new ElephantBot(seed)::act));
}
