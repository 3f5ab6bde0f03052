package eleusis.scientist;

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
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.Arrays;

/**
 * The {@link Space} as the build writes it next to the classes ({@code eleusis/scientist/space.bin},
 * by this class's {@link #main} in the process-classes phase): the atoms' texts, the network of nodes
 * and the hypotheses in order with their priors. All of it is fixed by the code, yet making it took
 * about 3 s of CPU in every process that met a scientist (composing 135,630 texts, judging them on
 * 1,024 probes, sorting); reading it takes a few milliseconds.
 *
 * <p>The file carries a fingerprint of the classes that make the space. A file written from other
 * classes (an IDE's build, or code changed since) is not read, and the space is built instead: never
 * a stale space, at worst a slow start. SpaceTest checks that the file read is the space built.
 */
public final class SpaceFile {
    static final String RESOURCE = "space.bin";
    private static final int MAGIC = 0x454c5350; // "ELSP"
    /** The classes whose code decides the space (the rule language's is checked by SpaceTest). */
    private static final Class<?>[] MAKERS = {Atoms.class, Composer.class, Space.class, SpaceFile.class};

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
            byte[] print = fingerprint();
            if (print == null) throw new IllegalStateException("the space's classes cannot be read to fingerprint its file");
            out.write(print);
            String[] atoms = space.atomTexts();
            out.writeInt(atoms.length);
            for (String a : atoms) {
                byte[] utf8 = a.getBytes(StandardCharsets.UTF_8);
                out.writeInt(utf8.length);
                out.write(utf8);
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
        } catch (BufferUnderflowException | IllegalArgumentException | NegativeArraySizeException e) {
            return null; // cut short, or a count that cannot be
        }
    }

    private static Space parse(ByteBuffer b) {
        byte[] print = new byte[32];
        if (b.remaining() < 4 + print.length || b.getInt() != MAGIC) return null;
        b.get(print);
        byte[] expected = fingerprint();
        if (expected == null || !Arrays.equals(print, expected)) return null;
        String[] atoms = new String[b.getInt()];
        for (int a = 0; a < atoms.length; a++) {
            byte[] utf8 = new byte[b.getInt()];
            b.get(utf8);
            atoms[a] = new String(utf8, StandardCharsets.UTF_8);
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
        return new Space(atoms, op, x, y, z, new String[n], node, prior);
    }

    private static int[] ints(ByteBuffer b, int n) {
        int[] v = new int[n];
        b.asIntBuffer().get(v);
        b.position(b.position() + 4 * n);
        return v;
    }

    /** SHA-256 of the class files of the code that makes the space, null when they cannot be read. */
    static byte[] fingerprint() {
        try {
            MessageDigest sha = MessageDigest.getInstance("SHA-256");
            for (Class<?> c : MAKERS) {
                try (InputStream in = c.getResourceAsStream(c.getSimpleName() + ".class")) {
                    if (in == null) return null;
                    sha.update(in.readAllBytes());
                }
            }
            return sha.digest();
        } catch (IOException e) {
            return null;
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every Java has SHA-256", e);
        }
    }
}
