package eleusis.scientist;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.fail;

import eleusis.cards.Card;
import java.util.BitSet;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * The space's two ways of judging agree: 64 layouts at once in bits (how the space sorts its nodes
 * into hypotheses) and one layout in bytes (how a scientist plays), and judging only the nodes some
 * hypotheses are made of gives those hypotheses the values a whole pass gives; the space the build
 * wrote to its file is the space the code builds, and a file from other code is not read.
 */
class SpaceTest {
    private final Space space = Space.get();

    @Test
    void sixtyFourLayoutsInBitsGiveEveryNodeTheValueOfOneLayoutInBytes() {
        Random r = new Random(28);
        for (int round = 0; round < 3; round++) {
            Card[][] lines = new Card[64][20];
            int[] lengths = new int[64];
            Card[] cards = new Card[64];
            for (int k = 0; k < 64; k++) {
                lengths[k] = r.nextInt(4) == 0 ? r.nextInt(3) : r.nextInt(20); // short lines, where unknowns live
                for (int i = 0; i < lengths[k]; i++) lines[k][i] = Card.ofIndex(r.nextInt(52));
                cards[k] = Card.ofIndex(r.nextInt(52));
            }
            long[] yes = new long[space.nodes()], no = new long[space.nodes()];
            space.judge(lines, lengths, cards, yes, no);
            byte[] values = new byte[space.nodes()];
            int[] seen = new int[3];
            for (int k = 0; k < 64; k++) {
                space.judge(lines[k], lengths[k], cards[k], values);
                for (int i = 0; i < values.length; i++) {
                    byte bits = (yes[i] >>> k & 1) != 0 ? Kleene.TRUE : (no[i] >>> k & 1) != 0 ? Kleene.FALSE : Kleene.UNKNOWN;
                    if (bits != values[i]) fail("node " + i + " (" + space.nodeText(i) + "), layout " + k + ": bits " + bits + ", bytes " + values[i]);
                    seen[values[i]]++;
                }
            }
            for (int v = 0; v < 3; v++) assertEquals(true, seen[v] > 0, "every value came up: " + java.util.Arrays.toString(seen));
        }
    }

    @Test
    void judgingTheNodesOfSomeHypothesesGivesThemTheirWholeValues() {
        Random r = new Random(26);
        BitSet some = new BitSet();
        for (int i = 0; i < 500; i++) some.set(r.nextInt(space.hypotheses()));
        int[] nodes = space.nodesOf(some);
        Card[] line = new Card[12];
        for (int round = 0; round < 50; round++) {
            int length = r.nextInt(13);
            for (int i = 0; i < length; i++) line[i] = Card.ofIndex(r.nextInt(52));
            Card card = Card.ofIndex(r.nextInt(52));
            byte[] whole = new byte[space.nodes()], part = new byte[space.nodes()];
            space.judge(line, length, card, whole);
            space.judge(line, length, card, part, nodes);
            byte[] expected = new byte[some.cardinality()], got = new byte[some.cardinality()];
            int k = 0;
            for (int h = some.nextSetBit(0); h >= 0; h = some.nextSetBit(h + 1), k++) {
                expected[k] = whole[space.node(h)];
                got[k] = part[space.node(h)];
            }
            assertArrayEquals(expected, got, "layout " + round);
        }
        assertEquals(true, nodes.length < space.nodes() / 10, "a few hypotheses need a small part of the space: " + nodes.length);
    }

    /**
     * A process reads the space from the file the build wrote instead of making it; that file must be
     * exactly what the code makes (the rule language's verdicts included, which the file's
     * fingerprint does not cover): the same atoms judging alike, nodes, texts, hypotheses in the
     * same order and priors to the last bit.
     */
    @Test
    void theSpaceReadFromTheBuildsFileIsTheSpaceTheCodeBuilds() {
        Space read = SpaceFile.read();
        assertNotNull(read, "the build wrote no " + SpaceFile.RESOURCE + " next to the classes, or wrote it from other code");
        Space built = Space.built();
        assertArrayEquals(built.atomTexts(), read.atomTexts());
        assertArrayEquals(built.ops(), read.ops());
        assertArrayEquals(built.xs(), read.xs());
        assertArrayEquals(built.ys(), read.ys());
        assertArrayEquals(built.zs(), read.zs());
        assertArrayEquals(built.hypothesisNodes(), read.hypothesisNodes());
        assertArrayEquals(built.priors(), read.priors()); // exact: assertArrayEquals on doubles compares bits
        assertArrayEquals(built.lookbacks(), read.lookbacks());
        for (int i = 0; i < built.nodes(); i++) {
            if (!built.nodeText(i).equals(read.nodeText(i))) fail("node " + i + ": " + read.nodeText(i) + ", built " + built.nodeText(i));
        }
        // The tests' classes kept in the file judge as the tests compiled now.
        Random r = new Random(9);
        Card[] line = new Card[6];
        byte[] fromFile = new byte[read.nodes()], compiled = new byte[built.nodes()];
        for (int round = 0; round < 200; round++) {
            int length = round % 7;
            for (int i = 0; i < length; i++) line[i] = Card.ofIndex(r.nextInt(52));
            Card card = Card.ofIndex(r.nextInt(52));
            read.judge(line, length, card, fromFile);
            built.judge(line, length, card, compiled);
            assertArrayEquals(compiled, fromFile, "after " + length + " cards, " + card);
        }
        assertArrayEquals(built.hypothesisNodes(), space.hypothesisNodes(), "the shared space is the file's");
    }

    @Test
    void aFileWrittenFromOtherCodeOrCutShortIsNotRead() {
        byte[] bytes = SpaceFile.bytes(space);
        assertNotNull(SpaceFile.read(bytes));
        byte[] other = bytes.clone();
        other[4] ^= 1; // the fingerprint of the classes that wrote it
        assertNull(SpaceFile.read(other));
        assertNull(SpaceFile.read(java.util.Arrays.copyOf(bytes, bytes.length - 1)));
        assertNull(SpaceFile.read(java.util.Arrays.copyOf(bytes, bytes.length + 1)));
        assertNull(SpaceFile.read(new byte[0]));
    }
}
