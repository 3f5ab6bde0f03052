package eleusis.store;

import java.util.Locale;

/** Which game a table plays, stored by its {@link #id()}. */
public enum GameKind {
    ELEUSIS,
    EXPRESS,
    ELEPHANT,
    ELEMENTA,
    PALMERA;

    /** "eleusis" or "express", as the games name themselves. */
    public String id() {
        return name().toLowerCase(Locale.ROOT);
    }

    public static GameKind of(String id) {
        for (GameKind k : values()) if (k.id().equals(id)) return k;
        throw new StoreException.Invalid("unknown game \"" + id + "\"; expected one of eleusis, express, elephant, elementa, palmera");
    }
}
