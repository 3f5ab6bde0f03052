package eleusis.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** When a server makes its class-data archive again, and when it leaves it be (the JVM's side is in ClassDataArchiveStartTest). */
class ClassDataArchiveTest {
    @TempDir
    Path dir;

    private static String maps(Path mapped) {
        return "7ff800000-7ff875000 rw-p 00c78000 fe:00 5062657                          /usr/lib/jvm/java-17/lib/server/classes.jsa\n"
                + "7f13a7000000-7f13a7bc8000 r--p 00001000 fe:00 5062658                    " + mapped + "\n"
                + "7f13a8000000-7f13a8001000 rw-p 00000000 00:00 0 \n";
    }

    @Test
    void anArchiveListedInTheMapsIsInUse() throws Exception {
        Path jar = Files.writeString(dir.resolve("eleusis.jar"), "jar");
        Path archive = Files.writeString(dir.resolve("eleusis.jsa"), "archive");
        assertTrue(ClassDataArchive.mapped(maps(archive.toRealPath()), archive));
        assertEquals(ClassDataArchive.Verdict.IN_USE, verdict(archive, jar, maps(archive.toRealPath())));
    }

    @Test
    void aPathWithSpacesIsReadWhole() throws Exception {
        Path folder = Files.createDirectories(dir.resolve("my eleusis"));
        Path archive = Files.writeString(folder.resolve("eleusis.jsa"), "archive");
        assertTrue(ClassDataArchive.mapped(maps(archive.toRealPath()), archive));
        assertFalse(ClassDataArchive.mapped(maps(dir.resolve("my").toAbsolutePath()), archive));
    }

    @Test
    void aMissingArchiveIsMade() throws Exception {
        Path jar = Files.writeString(dir.resolve("eleusis.jar"), "jar");
        assertEquals(ClassDataArchive.Verdict.REMAKE, verdict(dir.resolve("eleusis.jsa"), jar, maps(Path.of("/elsewhere.jsa"))));
    }

    @Test
    void anArchiveMadeForAnotherJarIsMadeAgain() throws Exception {
        Path jar = Files.writeString(dir.resolve("eleusis.jar"), "jar");
        Path archive = Files.writeString(dir.resolve("eleusis.jsa"), "archive");
        // as copied to /opt/eleusis beside a jar of the same size: another path and time
        Files.writeString(ClassDataArchive.madeForFile(archive), "jar=/work/eleusis/target/eleusis.jar\nsize=3\nmodified=1\njava="
                + System.getProperty("java.home") + " " + System.getProperty("java.vm.version") + "\n");
        assertEquals(ClassDataArchive.Verdict.REMAKE, verdict(archive, jar, maps(Path.of("/elsewhere.jsa"))));
        // and one with no record at all (copied without it)
        Files.delete(ClassDataArchive.madeForFile(archive));
        assertEquals(ClassDataArchive.Verdict.REMAKE, verdict(archive, jar, maps(Path.of("/elsewhere.jsa"))));
    }

    @Test
    void anArchiveMadeForThisJarThatTheJvmRefusedIsNotMadeOnEveryStart() throws Exception {
        Path jar = Files.writeString(dir.resolve("eleusis.jar"), "jar");
        Path archive = Files.writeString(dir.resolve("eleusis.jsa"), "archive");
        ClassDataArchive.recordMadeFor(List.of("-Xmx1g", "-XX:ArchiveClassesAtExit=" + archive), jar.toString());
        assertEquals(ClassDataArchive.Verdict.REFUSED_AS_MADE, verdict(archive, jar, maps(Path.of("/elsewhere.jsa"))));
        // a Java update makes it stale again
        String record = Files.readString(ClassDataArchive.madeForFile(archive));
        Files.writeString(ClassDataArchive.madeForFile(archive), record.replace(System.getProperty("java.vm.version"), "17.0.99"));
        assertEquals(ClassDataArchive.Verdict.REMAKE, verdict(archive, jar, maps(Path.of("/elsewhere.jsa"))));
    }

    @Test
    void withoutTheMapsNothingIsDone() throws Exception {
        Path jar = Files.writeString(dir.resolve("eleusis.jar"), "jar");
        assertEquals(ClassDataArchive.Verdict.CANNOT_TELL, verdict(dir.resolve("eleusis.jsa"), jar, null));
    }

    @Test
    void onlyAJarClassPathCounts() throws Exception {
        Path jar = Files.writeString(dir.resolve("eleusis.jar"), "jar");
        assertEquals(Optional.of(jar), ClassDataArchive.singleJar(jar.toString()));
        assertEquals(Optional.empty(), ClassDataArchive.singleJar("target/classes"));
        assertEquals(Optional.empty(), ClassDataArchive.singleJar(jar + java.io.File.pathSeparator + "target/classes"));
        assertEquals(Optional.of(Path.of("b.jsa")),
                ClassDataArchive.option(List.of("-XX:SharedArchiveFile=a.jsa", "-Xss1m", "-XX:SharedArchiveFile=b.jsa"), "-XX:SharedArchiveFile="));
    }

    @Test
    void aDraftLeftByAStoppedServerIsRemovedButOneBeingMadeIsKept() throws Exception {
        Path archive = dir.resolve("eleusis.jsa");
        Path left = Files.writeString(dir.resolve("eleusis.jsa.draft-123"), "half");
        Files.setLastModifiedTime(left, java.nio.file.attribute.FileTime.fromMillis(System.currentTimeMillis() - 3_600_000));
        Path making = Files.writeString(dir.resolve("eleusis.jsa.draft-456"), "being written");
        Path other = Files.writeString(dir.resolve("other.jsa.draft-1"), "not ours");
        Files.setLastModifiedTime(other, java.nio.file.attribute.FileTime.fromMillis(System.currentTimeMillis() - 3_600_000));
        ClassDataArchive.forgetOldDrafts(archive);
        assertFalse(Files.exists(left));
        assertTrue(Files.exists(making));
        assertTrue(Files.exists(other));
    }

    private static ClassDataArchive.Verdict verdict(Path archive, Path jar, String maps) {
        return ClassDataArchive.of(archive, jar).verdict(maps);
    }
}
