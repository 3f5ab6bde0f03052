package eleusis.cli;

import eleusis.library.LibraryRule;
import eleusis.library.RuleFile;
import eleusis.library.RuleFileException;
import eleusis.library.RuleLibrary;
import eleusis.rules.Rule;
import eleusis.scientist.Player;
import eleusis.scientist.solo.Outcome;
import eleusis.scientist.solo.Settings;
import eleusis.scientist.solo.SoloGame;
import java.io.IOException;
import java.io.PrintStream;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.TreeMap;

/**
 * {@code scientist --bench}: every rule of the library (or of a file) played with seeds 1 to N, a
 * table by level: found %, average score, CPU a game (median, 95th percentile) on this thread, and
 * the rules not always found. The first game's setup (building the candidate space) is timed apart.
 */
final class ScientistBench {
    private ScientistBench() {}

    /** One game's figures. */
    private record Game(int level, String rule, boolean solved, int score, long cpuNanos) {}

    static int run(ScientistCommand.Options o, PrintStream out, PrintStream err) {
        List<LibraryRule> rules;
        try {
            rules = rules(o.file());
        } catch (RuleFileException e) {
            err.println(String.join("\n", e.errors()));
            return 1;
        } catch (IOException e) {
            throw new UsageException("scientist: cannot read " + o.file() + ": " + e.getMessage());
        }
        ThreadMXBean cpu = ManagementFactory.getThreadMXBean();
        Runtime runtime = Runtime.getRuntime();
        System.gc();
        long heapBefore = runtime.totalMemory() - runtime.freeMemory();
        long setupStart = cpu.getCurrentThreadCpuTime();
        ScientistCommand.player(o.player(), 0, o.lang()); // builds what every game shares
        long setupNanos = cpu.getCurrentThreadCpuTime() - setupStart;
        System.gc();
        long heapShared = runtime.totalMemory() - runtime.freeMemory() - heapBefore;
        Settings settings = new Settings(Settings.STANDARD.turns(), Settings.STANDARD.hand(), o.counterexamples());
        List<Game> games = new ArrayList<>();
        for (LibraryRule r : rules) {
            Rule rule = r.compiled();
            for (long seed = 1; seed <= o.seeds(); seed++) {
                Player player = ScientistCommand.player(o.player(), seed, o.lang());
                long start = cpu.getCurrentThreadCpuTime();
                Outcome outcome = SoloGame.play(rule, seed, settings, player, t -> {});
                long nanos = cpu.getCurrentThreadCpuTime() - start;
                games.add(new Game(r.level(), r.name(), outcome.solved(), outcome.score(), nanos));
            }
        }
        out.printf(Locale.ROOT, "player: %s; %d rules x %d seeds; %d turns, %d cards, %s%n", o.player(), rules.size(),
                o.seeds(), settings.turns(), settings.hand(), o.counterexamples() ? "counterexamples" : "no counterexamples");
        out.printf(Locale.ROOT, "shared setup: %.0f ms CPU, %.0f MB of heap%n", setupNanos / 1e6, heapShared / 1e6);
        out.println("| level | rules | games | found | average score | CPU a game, median | CPU a game, p95 |");
        out.println("|---|---|---|---|---|---|---|");
        TreeMap<Integer, List<Game>> byLevel = new TreeMap<>();
        for (Game g : games) byLevel.computeIfAbsent(g.level(), k -> new ArrayList<>()).add(g);
        byLevel.forEach((level, list) -> out.println(row(String.valueOf(level), list)));
        out.println(row("all", games));
        TreeMap<String, int[]> missed = new TreeMap<>();
        for (Game g : games) if (!g.solved()) missed.computeIfAbsent(g.rule(), k -> new int[1])[0]++;
        if (!missed.isEmpty() && !o.player().equals("lot")) {
            out.println("not found:");
            missed.forEach((name, n) -> out.printf(Locale.ROOT, "  %s: %d of %d%n", name, n[0], o.seeds()));
        }
        out.flush();
        return 0;
    }

    private static String row(String level, List<Game> games) {
        long rules = games.stream().map(Game::rule).distinct().count();
        long found = games.stream().filter(Game::solved).count();
        double score = games.stream().mapToInt(Game::score).average().orElse(0);
        long[] cpu = games.stream().mapToLong(Game::cpuNanos).sorted().toArray();
        return String.format(Locale.ROOT, "| %s | %d | %d | %.1f%% | %.1f | %.0f ms | %.0f ms |", level, rules,
                games.size(), 100.0 * found / games.size(), score, percentile(cpu, 0.5) / 1e6, percentile(cpu, 0.95) / 1e6);
    }

    /** The value below which this share of the sorted values lie (nearest rank). */
    static long percentile(long[] sorted, double share) {
        if (sorted.length == 0) return 0;
        int rank = (int) Math.ceil(share * sorted.length);
        return sorted[Math.max(0, Math.min(sorted.length - 1, rank - 1))];
    }

    private static List<LibraryRule> rules(String file) throws RuleFileException, IOException {
        if (file == null) return RuleLibrary.loadResources().rules();
        Path path = Path.of(file);
        if (!Files.isRegularFile(path)) throw new UsageException("scientist: no such rules file: " + file);
        return RuleFile.read(file, Files.readString(path, StandardCharsets.UTF_8));
    }

}
