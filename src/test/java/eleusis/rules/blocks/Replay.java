package eleusis.rules.blocks;

import java.util.List;

/**
 * Plays a tap plan as the builder would: each tap goes to the first empty place and must name an item
 * the builder offers there. What the page's script does with real clicks, without a browser.
 */
final class Replay {
    private Replay() {}

    static Block build(List<TapPlan.Tap> plan) {
        Block tree = Block.Hole.EMPTY;
        for (TapPlan.Tap tap : plan) {
            Places.Place place = Places.firstEmpty(tree);
            if (tap.item().equals(TapPlan.FINISH)) {
                if (place != null) throw new AssertionError("Done tapped with an empty place left at " + place);
                return tree;
            }
            if (place == null) throw new AssertionError("the rule is complete, yet the plan taps " + tap.item());
            Palette.Item item = Places.offered(tree, place).stream().filter(i -> i.id().equals(tap.item())).findFirst()
                    .orElseThrow(() -> new AssertionError(tap.item() + " is not offered at " + place));
            tree = switch (item.kind()) {
                case PIECE -> Places.fill(tree, place, item.template(), null, null, false);
                case TYPE_NUMBER -> Places.fill(tree, place, new Block.Number(Integer.parseInt(tap.typed()), false), null, null, false);
                case TYPE_BACK -> Places.fill(tree, place, new Block.CardAt(Integer.parseInt(tap.typed())), null, null, false);
                case PROPERTY -> Places.fill(tree, place, null, item.property(), null, false);
                case COMPARISON -> Places.fill(tree, place, null, null, item.op(), false);
                case SET_DONE -> Places.fill(tree, place, null, null, null, true);
            };
        }
        throw new AssertionError("the plan does not end with Done");
    }
}
