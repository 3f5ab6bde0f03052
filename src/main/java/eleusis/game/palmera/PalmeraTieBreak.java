package eleusis.game.palmera;

/** What decides a game whose totals are equal; the text says nothing about it. */
public enum PalmeraTieBreak {
    /** Both players win: a draw. */
    SHARED,
    /** Whoever holds perch 1 when the last round is scored (after the kings leave); a draw if nobody does. */
    ACE_PERCH
}
