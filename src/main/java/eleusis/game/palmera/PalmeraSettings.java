package eleusis.game.palmera;

/**
 * The settings of En la palmera. The text fixes two players and two rounds; the other fields are
 * the points it leaves open (see the rules page, "Our choice").
 *
 * @param players            always 2
 * @param rounds             rounds to play (2); the starting player alternates
 * @param peekOptional       the holder of perch 3 "may" look (true); false makes the peek compulsory
 * @param peekOnEveryCapture a player may peek every time they take perch 3 (true), or only once a round
 * @param showLosingAttacker a losing attacker's card is shown as it leaves (false: it leaves face down)
 * @param kingDiscardsUnseen an attacking king discards the defenders without their being shown (true)
 * @param tieBreak           what decides equal totals
 */
public record PalmeraSettings(int players, int rounds, boolean peekOptional, boolean peekOnEveryCapture,
                              boolean showLosingAttacker, boolean kingDiscardsUnseen, PalmeraTieBreak tieBreak) {
    public PalmeraSettings {
        if (players != 2) throw new IllegalArgumentException("En la palmera is a game for exactly 2 players, not " + players);
        if (rounds < 1 || rounds > 20) throw new IllegalArgumentException("En la palmera is played over 1 to 20 rounds, not " + rounds);
        if (tieBreak == null) throw new IllegalArgumentException("a tie-break is needed (shared or ace_perch)");
    }

    public static PalmeraSettings standard(int players) {
        return new PalmeraSettings(players, 2, true, true, false, true, PalmeraTieBreak.SHARED);
    }

    public PalmeraSettings withRounds(int r) {
        return new PalmeraSettings(players, r, peekOptional, peekOnEveryCapture, showLosingAttacker, kingDiscardsUnseen, tieBreak);
    }
}
