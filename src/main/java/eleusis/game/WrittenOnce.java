package eleusis.game;

/**
 * A part of a view that every viewer of the same moment shares ({@link SharedList}, {@link SharedMap}):
 * {@link EventJson#MAPPER} writes it through the text it remembers, so the table's screens, written
 * one after another with the same part in each, write it once.
 */
interface WrittenOnce {
    /** The part as a plain list or map, for a writer that must see its items (building a tree). */
    Object plain();

    /** The part as JSON, written by {@code write} the first time. */
    String json(java.util.function.Function<Object, String> write);

    /** The text once written; a race writes the same text twice, harmlessly. */
    final class Memo {
        private volatile String json;

        String json(Object plain, java.util.function.Function<Object, String> write) {
            String known = json;
            if (known == null) json = known = write.apply(plain);
            return known;
        }
    }
}
