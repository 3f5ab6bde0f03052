package eleusis.game.elementa;

import eleusis.game.ExtraModeType;

/** Elementa in the catalogue: 4 players in two partnerships, the computer in every empty seat. */
public final class ElementaType {
    private ElementaType() {}

    public static final ExtraModeType<ElementaSettings, ElementaAction, ElementaGame> TYPE = new ExtraModeType<>(
            new ExtraModeType.Parts<>("elementa", "Elementa", ElementaGame.PLAYERS, ElementaGame.PLAYERS,
                    ElementaAction.class, ElementaGame.class, ElementaSettings::standard, ElementaCodec::encodeSettings,
                    ElementaCodec::decodeSettings, ElementaCodec::encode, ElementaCodec::decode, ElementaGame::start,
                    seed -> new ElementaBot(seed)::act));
}
