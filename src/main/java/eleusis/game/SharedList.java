package eleusis.game;

import java.util.AbstractList;
import java.util.List;

/**
 * A part of a view that every viewer of the same moment shares (the mainline, the sidelines), so
 * that it is written as JSON once for all their screens instead of once per screen: the table's
 * views are written one after another with the same list in each ({@link EventJson#MAPPER} writes
 * it through its remembered text). It reads and compares as the list it holds.
 */
public final class SharedList<T> extends AbstractList<T> implements WrittenOnce {
    private final List<T> items;
    private final Memo memo = new Memo();

    private SharedList(List<T> items) {
        this.items = List.copyOf(items);
    }

    public static <T> List<T> of(List<T> items) {
        return new SharedList<>(items);
    }

    @Override
    public T get(int index) {
        return items.get(index);
    }

    @Override
    public int size() {
        return items.size();
    }

    @Override
    public Object plain() {
        return items;
    }

    @Override
    public String json(java.util.function.Function<Object, String> write) {
        return memo.json(items, write);
    }
}
