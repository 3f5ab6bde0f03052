package eleusis.rules.blocks;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * The taps that build a rule in the builder, from an empty rule to "Done": at each step the builder
 * is at the first empty place ({@link Places#firstEmpty}) and offers the items that fit it
 * ({@link Places#offered}); the plan picks the one that leaves the fewest taps. It is the same walk the
 * page's script makes, so the browser test can play a plan tap by tap and the counts are what a
 * student meets.
 */
public final class TapPlan {
    /** The builder's own button that writes the rule into the box. */
    public static final String FINISH = "finish";
    /** The keypad's button that takes a typed number. */
    public static final String ENTRY_OK = "entryOk";
    private static final int NEVER = Integer.MAX_VALUE / 4;

    /**
     * One tap on an item; for an item that asks for a number, {@code typed} is what is typed on the
     * keypad before OK (one tap a digit, and one for OK).
     */
    public record Tap(String item, String typed) {
        public Tap {
            Objects.requireNonNull(item);
        }

        public int taps() {
            return typed == null ? 1 : 1 + typed.length() + 1;
        }
    }

    private TapPlan() {}

    /** The taps that build this rule (a complete tree) and write it, "Done" last. */
    public static List<Tap> plan(Block target) {
        List<Tap> taps = new ArrayList<>();
        Block current = Block.Hole.EMPTY;
        for (Places.Place place = Places.firstEmpty(current); place != null; place = Places.firstEmpty(current)) {
            Block want = Places.at(target, place.path());
            List<Palette.Item> offered = Places.offered(current, place);
            switch (place.part()) {
                case PROPERTY -> {
                    Palette.Item item = only(offered, i -> i.property() == ((Block.Is) want).property(), want);
                    taps.add(new Tap(item.id(), null));
                    current = Places.fill(current, place, null, item.property(), null, false);
                }
                case COMPARISON -> {
                    Palette.Item item = only(offered, i -> i.op() == ((Block.Compare) want).op(), want);
                    taps.add(new Tap(item.id(), null));
                    current = Places.fill(current, place, null, null, item.op(), false);
                }
                case ADD -> {
                    Block.Members sofar = (Block.Members) Places.at(current, place.path());
                    List<Block> wanted = ((Block.Members) want).members();
                    if (sofar.members().size() == wanted.size()) {
                        taps.add(new Tap(only(offered, i -> i.kind() == Palette.Kind.SET_DONE, want).id(), null));
                        current = Places.fill(current, place, null, null, null, true);
                    } else {
                        Block member = wanted.get(sofar.members().size());
                        Slot slot = new Slot(Places.slotAt(current, place.path()).types(), Slot.Kind.MEMBER);
                        Step step = best(offered, member, slot);
                        taps.add(step.tap());
                        current = Places.fill(current, place, step.piece(), null, null, false);
                    }
                }
                case WHOLE -> {
                    Step step = best(offered, want, Places.slotAt(current, place.path()));
                    taps.add(step.tap());
                    current = Places.fill(current, place, step.piece(), null, null, false);
                }
            }
        }
        if (!current.equals(target)) throw new IllegalStateException("the plan built " + current + ", not " + target);
        taps.add(new Tap(FINISH, null));
        return taps;
    }

    /** How many taps a plan takes. */
    public static int count(List<Tap> plan) {
        return plan.stream().mapToInt(Tap::taps).sum();
    }

    private record Step(Tap tap, Block piece) {}

    private static Palette.Item only(List<Palette.Item> offered, java.util.function.Predicate<Palette.Item> which, Block want) {
        return offered.stream().filter(which).findFirst()
                .orElseThrow(() -> new IllegalStateException("no item offered builds " + want));
    }

    /** The offered item that builds {@code want} in the fewest taps. */
    private static Step best(List<Palette.Item> offered, Block want, Slot slot) {
        Step best = null;
        int fewest = NEVER;
        for (Palette.Item item : offered) {
            Step step = null;
            int cost = NEVER;
            if (item.kind() == Palette.Kind.PIECE) {
                cost = 1 + fill(item.template(), want, slot);
                step = new Step(new Tap(item.id(), null), item.template());
            } else if (item.kind() == Palette.Kind.TYPE_NUMBER && want instanceof Block.Number n && !n.letter() && n.value() >= 0) {
                Tap tap = new Tap(item.id(), Integer.toString(n.value()));
                cost = tap.taps();
                step = new Step(tap, want);
            } else if (item.kind() == Palette.Kind.TYPE_BACK && want instanceof Block.CardAt c) {
                Tap tap = new Tap(item.id(), Integer.toString(c.back()));
                cost = tap.taps();
                step = new Step(tap, want);
            }
            if (cost < fewest) {
                fewest = cost;
                best = step;
            }
        }
        if (best == null) throw new IllegalStateException("no item offered builds " + want);
        return best;
    }

    /** The fewest taps that build {@code want} in a place of this slot, or NEVER. */
    static int cost(Block want, Slot slot) {
        int fewest = NEVER;
        for (Palette.Item item : Palette.items()) {
            int cost = NEVER;
            if (item.kind() == Palette.Kind.PIECE && slot.accepts(item.template())) {
                cost = 1 + fill(item.template(), want, slot);
            } else if (item.kind() == Palette.Kind.TYPE_NUMBER && want instanceof Block.Number n && !n.letter() && n.value() >= 0) {
                cost = 2 + Integer.toString(n.value()).length();
            } else if (item.kind() == Palette.Kind.TYPE_BACK && want instanceof Block.CardAt c) {
                cost = 2 + Integer.toString(c.back()).length();
            }
            fewest = Math.min(fewest, cost);
        }
        return fewest;
    }

    /**
     * The taps left once a template is in place to make it {@code want}: its holes filled, its unchosen
     * property or comparison picked, its set's members added and closed. NEVER when it cannot become it.
     */
    static int fill(Block template, Block want, Slot slot) {
        if (template instanceof Block.Hole) return cost(want, slot);
        if (template.getClass() != want.getClass()) return NEVER;
        int taps = 0;
        if (template instanceof Block.Is t) {
            Block.Is w = (Block.Is) want;
            if (t.negated() != w.negated()) return NEVER;
            if (t.property() == null) taps++;
            else if (t.property() != w.property()) return NEVER;
        } else if (template instanceof Block.Compare t) {
            if (t.op() == null) taps++;
            else if (t.op() != ((Block.Compare) want).op()) return NEVER;
        } else if (template instanceof Block.In t) {
            if (t.negated() != ((Block.In) want).negated()) return NEVER;
        } else if (template instanceof Block.If t) {
            if ((t.otherwise() == null) != (((Block.If) want).otherwise() == null)) return NEVER;
        } else if (template instanceof Block.Members t) {
            // A template's set is empty and open: every member is added, then "that is all".
            if (!t.members().isEmpty()) return t.equals(want) ? 0 : NEVER;
            Slot member = new Slot(slot.types(), Slot.Kind.MEMBER);
            for (Block m : ((Block.Members) want).members()) taps = add(taps, cost(m, member));
            return add(taps, 1);
        } else if (template instanceof Block.Attr t) {
            if (t.attribute() != ((Block.Attr) want).attribute()) return NEVER;
        } else if (template instanceof Block.Arith t) {
            if (t.op() != ((Block.Arith) want).op()) return NEVER;
        } else if (template.children().isEmpty()) {
            return template.equals(want) ? 0 : NEVER;
        }
        List<Block> tc = template.children(), wc = want.children();
        if (tc.size() != wc.size()) return NEVER;
        List<Slot> slots = Slot.children(want, slot);
        for (int i = 0; i < tc.size(); i++) taps = add(taps, fill(tc.get(i), wc.get(i), slots.get(i)));
        return taps;
    }

    private static int add(int a, int b) {
        return a >= NEVER || b >= NEVER ? NEVER : a + b;
    }
}
