package eleusis.game.palmera;

import java.util.List;

/**
 * A card on a perch. {@code shown}: turned up in a clash (public from then on); {@code beat}: the
 * shown cards it defeated as a hidden attacker, which everybody saw and may reason from.
 */
record PalmeraPerched(int card, boolean shown, List<String> beat) {
    PalmeraPerched {
        beat = List.copyOf(beat);
    }

    PalmeraPerched turnedUp() { return new PalmeraPerched(card, true, beat); }

    int owner() { return PalmeraCards.seatOf(card); }
}
