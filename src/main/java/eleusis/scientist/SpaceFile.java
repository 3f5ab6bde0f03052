package eleusis.scientist;

import eleusis.rules.Rule;
import eleusis.rules.RulePredicate;
import eleusis.rules.compile.RuleCompiler;
import java.io.ByteArrayOutputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.BufferUnderflowException;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.zip.CRC32C;

/**
 * The {@link Space} as the build writes it next to the classes ({@code eleusis/scientist/space.bin},
 * by this class's {@link #main} in the process-classes phase): the atoms' texts and the classes the
 * rule compiler writes for them, the network of nodes and the hypotheses in order with their priors.
 * All of it is fixed by the code, yet making it took about 3 s of CPU in every process that met a
 * scientist (composing 135,630 texts, judging them on 1,024 probes, sorting), and compiling the 300
 * tests another half second with its JIT work; reading it and defining the classes takes a tenth.
 *
 * <p>The file carries a fingerprint of the classes that make the space. A file written from other
 * classes (an IDE's build, or code changed since) is not read, and the space is built instead: never
 * a stale space, at worst a slow start. SpaceTest checks that the file read is the space built.
 */
public final class SpaceFile {
    static final String RESOURCE = "space.bin";
    private static final int MAGIC = 0x454c5350; // "ELSP"
    /**
     * The class files whose code decides the space and writes its tests' classes (the rule language's
     * meaning, parser and checker, is checked by SpaceTest).
     */
    private static final String[] MAKERS = {"/eleusis/scientist/Atoms.class", "/eleusis/scientist/Composer.class",
            "/eleusis/scientist/Space.class", "/eleusis/scientist/SpaceFile.class", "/eleusis/rules/compile/RuleCompiler.class",
            "/eleusis/rules/compile/Codegen.class", "/eleusis/rules/compile/Lowering.class", "/eleusis/rules/compile/Ir.class"};

    private SpaceFile() {}

    /** Writes the space built from the code to the file named by the one argument. */
    public static void main(String[] args) throws IOException {
        if (args.length != 1) throw new IllegalArgumentException("usage: SpaceFile OUTPUT_FILE");
        Path out = Path.of(args[0]);
        Files.createDirectories(out.toAbsolutePath().getParent());
        Path partial = out.resolveSibling(out.getFileName() + ".partial");
        Files.write(partial, bytes(Space.built()));
        Files.move(partial, out, StandardCopyOption.REPLACE_EXISTING);
    }

    /** The space's file. */
    static byte[] bytes(Space space) {
        try {
            ByteArrayOutputStream buffer = new ByteArrayOutputStream(4 << 20);
            DataOutputStream out = new DataOutputStream(buffer);
            out.writeInt(MAGIC);
            Long print = fingerprint();
            if (print == null) throw new IllegalStateException("the space's classes cannot be read to fingerprint its file");
            out.writeLong(print);
            String[] atoms = space.atomTexts();
            out.writeInt(atoms.length);
            for (int a = 0; a < atoms.length; a++) {
                write(out, atoms[a].getBytes(StandardCharsets.UTF_8));
                out.writeInt(space.lookbacks()[a]);
                write(out, classBytes(atoms[a]));
                write(out, space.lookbacks()[a] > 0 ? classBytes(Space.Tests.negation(atoms[a])) : new byte[0]);
            }
            out.writeInt(space.nodes());
            out.write(space.ops());
            for (int[] column : new int[][] {space.xs(), space.ys(), space.zs()}) {
                for (int v : column) out.writeInt(v);
            }
            out.writeInt(space.hypotheses());
            for (int v : space.hypothesisNodes()) out.writeInt(v);
            for (double p : space.priors()) out.writeLong(Double.doubleToRawLongBits(p));
            out.flush();
            return buffer.toByteArray();
        } catch (IOException e) {
            throw new UncheckedIOException(e); // a byte array does not fail
        }
    }

    private static void write(DataOutputStream out, byte[] bytes) throws IOException {
        out.writeInt(bytes.length);
        out.write(bytes);
    }

    /** The class the rule compiler writes for a test: kept in the file, so a process needs neither parser nor writer. */
    private static byte[] classBytes(String test) {
        Rule rule = Space.Tests.compile(test);
        byte[] bytes = RuleCompiler.classBytes(rule.expr(), rule.check());
        if (bytes == null) throw new IllegalStateException("a test too large to compile: " + test);
        return bytes;
    }

    /** The space from the build's file, or null when there is none or it was written from other code. */
    static Space read() {
        try (InputStream in = Space.class.getResourceAsStream(RESOURCE)) {
            return in == null ? null : read(in.readAllBytes());
        } catch (IOException e) {
            return null;
        }
    }

    /** The space in these bytes, or null when they are not a whole file of this code's space. */
    static Space read(byte[] bytes) {
        try {
            return parse(ByteBuffer.wrap(bytes));
        } catch (BufferUnderflowException | IllegalArgumentException | IllegalStateException | NegativeArraySizeException e) {
            return null; // cut short, a count that cannot be, or a class the JVM refuses
        }
    }

    private static Space parse(ByteBuffer b) {
        if (b.getInt() != MAGIC) return null;
        Long expected = fingerprint();
        if (expected == null || b.getLong() != expected) return null;
        int count = b.getInt();
        String[] atoms = new String[count];
        RulePredicate[] tests = new RulePredicate[count], negations = new RulePredicate[count];
        int[] lookback = new int[count];
        for (int a = 0; a < count; a++) {
            atoms[a] = new String(bytes(b), StandardCharsets.UTF_8);
            lookback[a] = b.getInt();
            tests[a] = RuleCompiler.define(bytes(b));
            byte[] negation = bytes(b);
            if (negation.length > 0) negations[a] = RuleCompiler.define(negation);
        }
        int n = b.getInt();
        byte[] op = new byte[n];
        b.get(op);
        int[] x = ints(b, n), y = ints(b, n), z = ints(b, n);
        int h = b.getInt();
        int[] node = ints(b, h);
        double[] prior = new double[h];
        for (int i = 0; i < h; i++) prior[i] = Double.longBitsToDouble(b.getLong());
        if (b.hasRemaining()) return null;
        return new Space(atoms, new Space.Tests(tests, negations, lookback), op, x, y, z, new String[n], node, prior);
    }

    private static byte[] bytes(ByteBuffer b) {
        byte[] v = new byte[b.getInt()];
        b.get(v);
        return v;
    }

    private static int[] ints(ByteBuffer b, int n) {
        int[] v = new int[n];
        b.asIntBuffer().get(v);
        b.position(b.position() + 4 * n);
        return v;
    }

    /**
     * A checksum (CRC-32C, with the lengths) of the class files of the code that makes the space and
     * of the rule compiler that wrote its tests' classes, null when they cannot be read. It tells a
     * file from other code, not a forged one: the file comes with the classes, from the same build.
     */
    static Long fingerprint() {
        CRC32C crc = new CRC32C();
        long length = 0;
        for (String path : MAKERS) {
            try (InputStream in = SpaceFile.class.getResourceAsStream(path)) {
                if (in == null) return null;
                byte[] bytes = in.readAllBytes();
                crc.update(bytes);
                length = length * 31 + bytes.length;
            } catch (IOException e) {
                return null;
            }
        }
        return crc.getValue() << 32 ^ length;
    }
}
