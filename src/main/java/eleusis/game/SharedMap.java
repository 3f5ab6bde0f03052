package eleusis.game;

import java.util.AbstractMap;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;

/** As {@link SharedList}, for a map (hand sizes, scores): it reads and compares as the map it holds, in its order. */
public final class SharedMap<K, V> extends AbstractMap<K, V> implements WrittenOnce {
    private final Map<K, V> entries;
    private final Memo memo = new Memo();

    private SharedMap(Map<K, V> entries) {
        this.entries = Collections.unmodifiableMap(new LinkedHashMap<>(entries));
    }

    public static <K, V> Map<K, V> of(Map<K, V> entries) {
        return new SharedMap<>(entries);
    }

    @Override
    public Set<Entry<K, V>> entrySet() {
        return entries.entrySet();
    }

    @Override
    public V get(Object key) {
        return entries.get(key);
    }

    @Override
    public Object plain() {
        return entries;
    }

    @Override
    public String json(java.util.function.Function<Object, String> write) {
        return memo.json(entries, write);
    }
}
