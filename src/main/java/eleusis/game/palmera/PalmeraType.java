package eleusis.game.palmera;

import eleusis.game.ExtraModeType;

/** En la palmera in the catalogue: two players, the computer in the empty seat. */
public final class PalmeraType {
    private PalmeraType() {}

    public static final ExtraModeType<PalmeraSettings, PalmeraAction, PalmeraGame> TYPE = new ExtraModeType<>(
            new ExtraModeType.Parts<>("palmera", "En la palmera", 2, 2, PalmeraAction.class, PalmeraGame.class,
                    PalmeraSettings::standard, PalmeraCodec::encodeSettings, PalmeraCodec::decodeSettings,
                    PalmeraCodec::encode, PalmeraCodec::decode, PalmeraGame::start, seed -> new PalmeraBot(seed)::act));
}
