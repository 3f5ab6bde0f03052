package eleusis.live;

/**
 * One action on its way to a table's game: {@code encoded} is its JSON if already written (else
 * null); a computer's carries its plan, and is dropped if the game moved since; {@code whenStored}
 * (or null) is what must change with it once it is stored, before any screen is told.
 */
record Move<A>(int seat, A action, String encoded, LiveTable.Planned<A> planned, Runnable whenStored) {
    /** The stand-in's move in place of a planned one the game refused: planned on the same game. */
    Move<A> instead(A other) {
        return new Move<>(seat, other, null, new LiveTable.Planned<>(seat, other, planned.seq(), false), whenStored);
    }
}
