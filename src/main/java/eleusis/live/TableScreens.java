package eleusis.live;

/**
 * The screens of the tables, as the live tables see them: the web's sockets. A live table tells
 * them once its game has moved to a new stored point, and only then: every action it applied is
 * committed first, so no screen is ever shown an action that is not stored.
 */
public interface TableScreens {
    /**
     * The table's game moved on (an action applied here, or actions another server stored, caught up
     * from the log): every screen of the table gets its view. Called on the table's turn, one table
     * move after another, so every screen gets the table's moves in order; what it reads of the game
     * ({@link LiveTable#read}) is read at once, as the game stands stored.
     */
    void moved(LiveTable<?, ?> table);

    /** No screens: a table played without a web app (the command line, tests of the store). */
    TableScreens NONE = table -> {};
}
